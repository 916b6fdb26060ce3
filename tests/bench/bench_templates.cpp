// Templates sharing one budget (docs/llm.md, "Templates", benchmark): on every recorded
// tuning space, K template sub-spaces are drawn (each parameter a random window of half
// its values), and one session whose tree holds all K as template nodes (PUCT decides
// each template's share) is compared with tuning each template in a session of its own.
// Reported per file, mean over seeds: the measurements the shared session needs to reach
// 0.95 of the best of all K sub-spaces, the sum over templates of the measurements each
// separate session needs to reach 0.95 of its own sub-space's best (what finding the best
// template costs without a shared budget), their ratio (target <= 0.60), and time and peak
// RSS. Every candidate the sessions propose is measured (threshold 1), so the counts are
// the search's alone. Run by tests/bench/run_templates.sh. AUGUR_BENCH_TRACE=1 prints, for
// each shared session, its target and every measurement in order as "template:S".
#include "core/backend/ReplayBackend.h"
#include "core/datasets/TuningDataset.h"
#include "core/engine/Engine.h"
#include "core/llm/TemplateGenerator.h"
#include "core/model/CandidateTemplate.h"
#include "core/model/Session.h"
#include "core/session/SearchCurves.h"
#include "core/surrogate/FeaturesSurrogate.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <cstdlib>
#include <random>

using namespace augur;
using json = nlohmann::json;

namespace {

double peakRssMiB() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_maxrss) / 1024.0;
}

int g_children = 4; ///< --children

/// Gives the template nodes as the reference's children, once; nothing else.
class ScriptedTemplates : public Generator {
public:
    explicit ScriptedTemplates(std::vector<Candidate> nodes) : nodes_(std::move(nodes)) {}
    std::string name() const override { return "llm"; }
    std::vector<Candidate> propose(const Session&, const Candidate& parent, int) override {
        if (parent.origin != Origin::Reference || given_) return {};
        given_ = true;
        return nodes_;
    }

private:
    std::vector<Candidate> nodes_;
    bool given_ = false;
};

struct Template {
    Candidate node;
    double best = 0.0; ///< best recorded S in the sub-space
    long long valid = 0;
};

/// K sub-spaces of the dataset's space, each holding at least one recorded configuration.
std::vector<Template> drawTemplates(const TuningDataset& ds, ReplayBackend& backend, int k, std::uint64_t seed) {
    std::mt19937_64 rng(seed);
    const auto& params = ds.problem.space.parameters();
    std::vector<Template> out;
    for (int tries = 0; static_cast<int>(out.size()) < k && tries < 200; ++tries) {
        json sub = json::object();
        for (const auto& p : params) {
            const std::size_t n = p.values.size(), w = std::max<std::size_t>(1, (n + 1) / 2);
            const std::size_t start = std::uniform_int_distribution<std::size_t>(0, n - w)(rng);
            sub[p.name] = std::vector<double>(p.values.begin() + static_cast<std::ptrdiff_t>(start),
                                              p.values.begin() + static_cast<std::ptrdiff_t>(start + w));
        }
        const json spec{{"params", sub}, {"restrictions", json::array()}};
        CandidateTemplate t = CandidateTemplate::parse(spec, ds.problem.sizes, "bench");
        Template tp;
        std::vector<Configuration> recorded;
        for (const auto& r : ds.records) {
            Configuration sub2;
            for (const auto& p : t.space().parameters())
                sub2.push_back(r.configuration[*ds.problem.space.indexOf(p.name)]);
            if (!t.satisfies(sub2) || !backend.inSpace(r.configuration)) continue;
            recorded.push_back(r.configuration);
        }
        if (recorded.size() < 4) continue;
        for (const auto& cfg : recorded) {
            Candidate c;
            c.configuration = cfg;
            const Measurement m = backend.measure(ds.problem, c);
            if (m.ok()) tp.best = std::max(tp.best, m.speedup);
        }
        tp.valid = static_cast<long long>(recorded.size());
        tp.node.origin = Origin::Llm;
        tp.node.depth = 1;
        tp.node.parent = 0;
        tp.node.configuration = recorded[std::uniform_int_distribution<std::size_t>(0, recorded.size() - 1)(rng)];
        tp.node.launchesJson = json{{"note", "template " + std::to_string(out.size() + 1)}, {"template", spec}}.dump();
        if (tp.best > 0) out.push_back(std::move(tp));
    }
    return out;
}

/// Measurements a session over `nodes` needs to reach `target`; -1 when not within `budget`.
int measurementsTo(const TuningDataset& ds, const std::vector<Candidate>& nodes, double target, int budget,
                   std::uint64_t seed) {
    SessionConfig cfg;
    cfg.strategy = SearchStrategy::Puct;
    cfg.maxMeasurements = budget;
    cfg.maxCandidates = 1000000;
    cfg.threshold = 1.0; // measure every proposal: the counts are the search's
    cfg.childrenPerExpansion = g_children;
    cfg.seed = seed;
    auto backend = std::make_unique<ReplayBackend>(ds);
    auto gen = std::make_unique<TemplateGenerator>(std::make_unique<ScriptedTemplates>(nodes), *backend, seed);
    auto surrogate = std::make_unique<FeaturesSurrogate>(seed);
    gen->setSurrogate(surrogate.get());
    Engine engine(std::make_unique<Session>(ds.problem, cfg), std::move(backend), std::move(gen), std::move(surrogate),
                  nullptr);
    engine.run();
    engine.rethrowIfFailed();
    const int reached = measurementsToReach(engine.session().candidates(), target);
    if (std::getenv("AUGUR_BENCH_TRACE") && nodes.size() > 1) {
        // Where the measurements went, in order: template (by node), S.
        const auto& cs = engine.session().candidates();
        std::vector<const Candidate*> measured;
        for (const auto& c : cs)
            if (c.measurement && c.measurement->order > 0) measured.push_back(&c);
        std::sort(measured.begin(), measured.end(),
                  [](const Candidate* a, const Candidate* b) { return a->measurement->order < b->measurement->order; });
        std::fprintf(stderr, "target %.3f reached at %d:", target, reached);
        for (const Candidate* c : measured) {
            const CandidateId t = c->origin == Origin::Tuner ? c->parent : c->id;
            std::fprintf(stderr, " %lld:%.2f", static_cast<long long>(t), c->measuredSpeedup().value_or(0.0));
        }
        std::fprintf(stderr, "\n");
    }
    return reached;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Shared-budget tuning of template sub-spaces against tuning each template alone"};
    int seeds = 5, k = 4, cap = 400;
    std::string tuning, jsonOut;
    std::vector<std::string> files;
    app.add_option("--seeds", seeds, "Seeds per file")->check(CLI::Range(1, 100));
    app.add_option("--templates", k, "Template sub-spaces per file")->check(CLI::Range(2, 16));
    app.add_option("--cap", cap, "Most measurements of one session")->check(CLI::Range(10, 100000));
    app.add_option("--children", g_children, "Configurations per expansion of a template")->check(CLI::Range(1, 64));
    app.add_option("--tuning", tuning, "Files (by stem) of the tuning group, comma-separated");
    app.add_option("--json", jsonOut, "Write the per-file results as JSON");
    app.add_option("files", files, "Recorded tuning spaces")->required();
    CLI11_PARSE(app, argc, argv);
    std::printf("%-34s %-8s %4s %9s %9s %7s %7s %8s\n", "file", "group", "K", "shared", "separate", "ratio", "reached",
                "s/seed");
    json all = json::array();
    double sumRatio = 0;
    int files_n = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (const auto& file : files) {
        std::string stem = std::filesystem::path(file).stem().stem().string();
        if (stem.size() > 3 && stem.compare(stem.size() - 3, 3, "_T4") == 0) stem.resize(stem.size() - 3);
        const bool tuningGroup = ("," + tuning + ",").find("," + stem + ",") != std::string::npos;
        TuningDataset ds = loadTuningDataset(file, "");
        ReplayBackend lookup(ds);
        double shared = 0, separate = 0, ratio = 0;
        int reached = 0, runs = 0;
        const auto f0 = std::chrono::steady_clock::now();
        for (int s = 1; s <= seeds; ++s) {
            const auto tps = drawTemplates(ds, lookup, k, static_cast<std::uint64_t>(s) * 7919);
            if (static_cast<int>(tps.size()) < 2) continue;
            double bestAll = 0;
            std::vector<Candidate> nodes;
            int sep = 0;
            for (const auto& t : tps) {
                bestAll = std::max(bestAll, t.best);
                nodes.push_back(t.node);
                if (std::getenv("AUGUR_BENCH_TRACE"))
                    std::fprintf(stderr, "template best %.3f over %lld recorded\n", t.best, t.valid);
                const int m =
                    measurementsTo(ds, {t.node}, 0.95 * t.best, static_cast<int>(std::min<long long>(cap, t.valid)),
                                   static_cast<std::uint64_t>(s));
                sep += m < 0 ? static_cast<int>(std::min<long long>(cap, t.valid)) : m;
            }
            const int sh = measurementsTo(ds, nodes, 0.95 * bestAll, cap, static_cast<std::uint64_t>(s));
            const int shCounted = sh < 0 ? cap : sh;
            reached += sh >= 0;
            shared += shCounted;
            separate += sep;
            ratio += static_cast<double>(shCounted) / std::max(1, sep);
            ++runs;
        }
        if (runs == 0) continue;
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - f0).count() / runs;
        std::printf("%-34s %-8s %4d %9.1f %9.1f %7.2f %4d/%-2d %8.2f\n", stem.c_str(),
                    tuningGroup ? "tuning" : "held-out", k, shared / runs, separate / runs, ratio / runs, reached, runs,
                    secs);
        std::fflush(stdout);
        all.push_back({{"file", stem},
                       {"group", tuningGroup ? "tuning" : "held-out"},
                       {"shared", shared / runs},
                       {"separate", separate / runs},
                       {"ratio", ratio / runs},
                       {"reached", reached},
                       {"runs", runs},
                       {"seconds_per_seed", secs}});
        sumRatio += ratio / runs;
        ++files_n;
    }
    const double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("mean ratio over %d files: %.3f; %.1f s in all; peak RSS %.0f MiB\n", files_n,
                files_n ? sumRatio / files_n : 0.0, total, peakRssMiB());
    if (!jsonOut.empty()) {
        FILE* f = std::fopen(jsonOut.c_str(), "w");
        if (f) {
            std::fputs(all.dump(2).c_str(), f);
            std::fclose(f);
        }
    }
    return 0;
}
