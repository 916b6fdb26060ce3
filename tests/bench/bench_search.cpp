// Strategy benchmark (docs/search.md): the model, puct and measure-all strategies and
// uniform random sampling on recorded datasets, under the same measurement budgets, over
// several seeds. Every run is a child process (fork), so its peak RSS is its own
// (wait4's ru_maxrss) and runs can go two at a time. Random sampling of distinct
// successful configurations is computed exactly from the dataset (the distribution of the
// best of m draws without replacement), not sampled.
//
//   bench_search [--seeds N] [--budgets 25,50,100] [--strategies model,puct,measure-all]
//                [--jobs N] [--warm-start] [--json FILE] DATASET...
#include "core/engine/RunSummary.h"
#include "core/session/SearchCurves.h"
#include "core/session/SessionFactory.h"
#include "core/datasets/T4Dataset.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

double quantile(std::vector<double> v, double q) {
    if (v.empty()) return std::nan("");
    std::sort(v.begin(), v.end());
    const double pos = q * static_cast<double>(v.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const auto hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (pos - static_cast<double>(lo)) * (v[hi] - v[lo]);
}

struct Job {
    std::string dataset, strategy, prior;
    int budget = 0, seed = 0;
    int design = 0; ///< model: initial design size (0 = automatic)
};

struct RunResult {
    double fraction = 0, considered = 0, measured = 1, seconds = 0, rssMiB = 0;
    int reach90 = -1, reach95 = -1; ///< measurements to reach 90% / 95% of the space's best; -1: not reached
    std::string stop;
};

/// Runs one session in this process and returns its result as JSON (the child's side).
nlohmann::json runOne(const Job& job) {
    augur::SessionConfig cfg;
    cfg.datasetPath = job.dataset;
    cfg.strategy = *augur::kSearchStrategies.parse(job.strategy);
    cfg.maxMeasurements = job.budget;
    cfg.seed = static_cast<std::uint64_t>(job.seed);
    cfg.priorPath = job.prior;
    cfg.initialDesign = job.design;
    const auto t0 = std::chrono::steady_clock::now();
    auto engine = augur::SessionFactory::create(cfg, "");
    engine->run();
    engine->rethrowIfFailed();
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    auto s = augur::runSummary(engine->session(), &engine->backend(), engine->stopReason(), 0.0);
    const double best = engine->backend().bestPossibleSpeedup().value_or(1.0);
    const auto& cs = engine->session().candidates();
    const int r90 = augur::measurementsToReach(cs, 0.9 * best), r95 = augur::measurementsToReach(cs, 0.95 * best);
    return {{"fraction", s.value("fraction_recovered", 0.0)},
            {"considered", s.value("candidates_considered", 0)},
            {"measured", std::max(1, s.value("measured", 0))},
            {"seconds", secs},
            {"reach90", r90},
            {"reach95", r95},
            {"stop", engine->stopReason()}};
}

/// Runs jobs in child processes, `jobs` at a time.
std::vector<RunResult> runAll(const std::vector<Job>& list, int jobs) {
    std::vector<RunResult> out(list.size());
    std::map<pid_t, std::pair<std::size_t, int>> running; // pid -> (job index, read fd)
    std::size_t next = 0;
    auto reap = [&]() {
        int status = 0;
        rusage ru{};
        const pid_t pid = wait4(-1, &status, 0, &ru);
        auto it = running.find(pid);
        if (it == running.end()) return;
        const auto [index, fd] = it->second;
        running.erase(it);
        std::string text;
        char buf[4096];
        for (ssize_t n; (n = read(fd, buf, sizeof buf)) > 0;) text.append(buf, static_cast<std::size_t>(n));
        close(fd);
        auto j = nlohmann::json::parse(text, nullptr, false);
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || j.is_discarded() || j.contains("error")) {
            std::cerr << "bench_search: " << list[index].dataset << " " << list[index].strategy << " seed "
                      << list[index].seed << ": " << (j.is_object() ? j.value("error", std::string("failed")) : text)
                      << "\n";
            std::exit(2);
        }
        RunResult r;
        r.fraction = j["fraction"];
        r.considered = j["considered"];
        r.measured = j["measured"];
        r.seconds = j["seconds"];
        r.reach90 = j["reach90"];
        r.reach95 = j["reach95"];
        r.stop = j["stop"];
        r.rssMiB = static_cast<double>(ru.ru_maxrss) / 1024.0; // KiB on Linux
        out[index] = r;
    };
    while (next < list.size() || !running.empty()) {
        if (next < list.size() && static_cast<int>(running.size()) < jobs) {
            int fds[2];
            if (pipe(fds) != 0) std::exit(2);
            std::cout.flush();
            const pid_t pid = fork();
            if (pid == 0) {
                close(fds[0]);
                nlohmann::json j;
                try {
                    j = runOne(list[next]);
                } catch (const std::exception& e) {
                    j = {{"error", e.what()}};
                }
                const std::string text = j.dump();
                (void)!write(fds[1], text.data(), text.size());
                _exit(0);
            }
            close(fds[1]);
            running[pid] = {next, fds[0]};
            ++next;
        } else {
            reap();
        }
    }
    return out;
}

std::string base(const std::string& path) { return path.substr(path.find_last_of('/') + 1); }

/// The kernel a file measures ("convolution" of convolution_A100_T4.json.gz), for warm-start pairs.
std::string kernelOf(const std::string& path) {
    const std::string b = base(path);
    return b.substr(0, b.find('_'));
}

std::string fmtReach(double v, int budget) {
    char buf[32];
    if (!(v >= 0) || v > budget) return ">" + std::to_string(budget);
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

/// Median of reach values where -1 (not reached) counts as infinity; -1 if the median is not reached.
double medianReach(std::vector<int> r) {
    std::vector<double> v;
    for (int x : r) v.push_back(x < 0 ? 1e9 : x);
    const double m = quantile(v, 0.5);
    return m >= 1e9 ? -1 : m;
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"Augur strategy benchmark: model, puct, measure-all and random under the same measurement budgets"};
    int seeds = 10, jobs = 2;
    bool warm = false;
    std::string jsonPath;
    std::vector<int> budgets{25, 50, 100};
    std::vector<std::string> datasets;
    std::vector<std::string> strategies{"model", "puct", "measure-all"};
    app.add_option("--seeds", seeds, "Seeds per strategy and budget (1..N)");
    app.add_option("--budgets", budgets, "Measurement budgets, comma-separated")
        ->delimiter(',')
        ->allow_extra_args(false);
    app.add_option("--strategies", strategies, "Engine strategies, comma-separated (random is always computed)")
        ->delimiter(',')
        ->allow_extra_args(false);
    app.add_option("--jobs", jobs, "Runs at a time (child processes)");
    int design = 0;
    app.add_option("--initial-design", design, "model: initial design size (0 = automatic)");
    app.add_flag("--warm-start", warm, "Also run model with a prior from each other file of the same kernel");
    app.add_option("--json", jsonPath, "Also write every row as JSON to this file");
    app.add_option("datasets", datasets, "T4 datasets")->required();
    CLI11_PARSE(app, argc, argv);

    nlohmann::json all = nlohmann::json::array();
    std::printf("%-32s %6s %-12s %8s %8s %8s %8s %9s %8s %8s\n", "dataset", "budget", "strategy", "median", "p10",
                "m->90%", "m->95%", "cand/meas", "s/run", "rss_MiB");
    for (const auto& ds : datasets) {
        const augur::RandomSamplingBaseline rnd(augur::datasetSpeedups(ds));
        const double best = rnd.best();
        for (int budget : budgets) {
            std::vector<Job> list;
            for (const auto& st : strategies)
                for (int s = 1; s <= seeds; ++s) list.push_back({ds, st, "", budget, s, design});
            const auto results = runAll(list, jobs);
            auto emit = [&](const std::string& strategy, const nlohmann::json& row) {
                nlohmann::json r = row;
                r["dataset"] = base(ds);
                r["budget"] = budget;
                r["strategy"] = strategy;
                all.push_back(r);
                const double rss = r.value("peak_rss_mib", std::nan(""));
                std::printf("%-32s %6d %-12s %8.3f %8.3f %8s %8s %9.2f %8.2f %8.1f\n", base(ds).substr(0, 32).c_str(),
                            budget, strategy.c_str(), r["median_fraction"].get<double>(),
                            r["p10_fraction"].get<double>(), fmtReach(r["median_to_90"].get<double>(), budget).c_str(),
                            fmtReach(r["median_to_95"].get<double>(), budget).c_str(),
                            r.value("candidates_per_measurement", 1.0), r.value("median_s_per_run", 0.0), rss);
            };
            for (const auto& st : strategies) {
                std::vector<double> f, cpm, secs, rss;
                std::vector<int> r90, r95;
                int earlyStops = 0;
                for (std::size_t i = 0; i < list.size(); ++i) {
                    if (list[i].strategy != st) continue;
                    const auto& r = results[i];
                    f.push_back(r.fraction);
                    cpm.push_back(r.considered / r.measured);
                    secs.push_back(r.seconds);
                    rss.push_back(r.rssMiB);
                    r90.push_back(r.reach90);
                    r95.push_back(r.reach95);
                    // Stopped with budget left while unmeasured configurations remained (a
                    // space measured whole is not an early stop).
                    if (r.measured < budget && r.stop.rfind("measurement budget", 0) != 0 &&
                        r.stop.find("every valid configuration was measured") == std::string::npos)
                        ++earlyStops;
                }
                emit(st,
                     {{"median_fraction", quantile(f, 0.5)},
                      {"p10_fraction", quantile(f, 0.1)},
                      {"fractions", f},
                      {"median_to_90", medianReach(r90)},
                      {"median_to_95", medianReach(r95)},
                      {"candidates_per_measurement", quantile(cpm, 0.5)},
                      {"median_s_per_run", quantile(secs, 0.5)},
                      {"peak_rss_mib", *std::max_element(rss.begin(), rss.end())},
                      {"stopped_early", earlyStops}});
            }
            emit("random",
                 {{"median_fraction", rnd.bestQuantile(budget, 0.5) / best},
                  {"p10_fraction", rnd.bestQuantile(budget, 0.1) / best},
                  {"median_to_90", static_cast<double>(rnd.medianDrawsTo(0.9 * best, 100000))},
                  {"median_to_95", static_cast<double>(rnd.medianDrawsTo(0.95 * best, 100000))},
                  {"candidates_per_measurement", 1.0}});
        }
    }
    if (warm) {
        // Leave-one-GPU-out: each file as the target, each other file of the same kernel as
        // the prior; cold is the same target without a prior, same seeds.
        std::printf("\nwarm start (model, budget %d, %d seeds): measurements to reach 90%% of the best, median\n",
                    budgets.back(), seeds);
        std::printf("%-32s %-32s %8s %8s %8s %8s %8s %8s\n", "target", "prior", "cold_90", "warm_90", "cold_95",
                    "warm_95", "cold_rec", "warm_rec");
        for (const auto& target : datasets)
            for (const auto& prior : datasets) {
                if (prior == target || kernelOf(prior) != kernelOf(target)) continue;
                const int budget = budgets.back();
                std::vector<Job> list;
                for (int s = 1; s <= seeds; ++s) {
                    list.push_back({target, "model", "", budget, s, design});
                    list.push_back({target, "model", prior, budget, s, design});
                }
                const auto results = runAll(list, jobs);
                std::vector<int> c90, w90, c95, w95;
                std::vector<double> cf, wf;
                for (std::size_t i = 0; i < list.size(); ++i) {
                    const bool isWarm = !list[i].prior.empty();
                    (isWarm ? w90 : c90).push_back(results[i].reach90);
                    (isWarm ? w95 : c95).push_back(results[i].reach95);
                    (isWarm ? wf : cf).push_back(results[i].fraction);
                }
                const double mc90 = medianReach(c90), mw90 = medianReach(w90), mc95 = medianReach(c95),
                             mw95 = medianReach(w95);
                std::printf("%-32s %-32s %8s %8s %8s %8s %8.3f %8.3f\n", base(target).substr(0, 32).c_str(),
                            base(prior).substr(0, 32).c_str(), fmtReach(mc90, budget).c_str(),
                            fmtReach(mw90, budget).c_str(), fmtReach(mc95, budget).c_str(),
                            fmtReach(mw95, budget).c_str(), quantile(cf, 0.5), quantile(wf, 0.5));
                all.push_back({{"warm_start", true},
                               {"target", base(target)},
                               {"prior", base(prior)},
                               {"budget", budget},
                               {"cold_median_to_90", mc90},
                               {"warm_median_to_90", mw90},
                               {"cold_median_to_95", mc95},
                               {"warm_median_to_95", mw95},
                               {"cold_median_fraction", quantile(cf, 0.5)},
                               {"warm_median_fraction", quantile(wf, 0.5)},
                               {"cold_fractions", cf},
                               {"warm_fractions", wf}});
            }
    }
    if (!jsonPath.empty()) std::ofstream(jsonPath) << all.dump(2) << "\n";
    return 0;
}
