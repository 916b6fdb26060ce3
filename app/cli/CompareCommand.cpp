// `augur-cli compare SESSION A B [--json]`: the measurements of candidates A and B side by
// side (core/analysis/MetricsDiff.h): every metric with B − A and B / A, which side is
// better where a metric has a direction, and the diagnoses B has that A has not (and the
// reverse). A is the baseline: the reference is 0.
#include "CliCommon.h"
#include "Commands.h"

#include "core/analysis/MetricsDiff.h"
#include "core/base/InputError.h"
#include "core/datasets/DatasetHardware.h"
#include "core/session/SessionFactory.h"
#include "NumberOptions.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <iostream>

namespace augur::cli {

namespace {

using json = nlohmann::json;

struct CompareOptions {
    std::string session;
    long long a = 0;
    long long b = 0;
    bool asJson = false;
};

json optionalNumber(const std::optional<double>& v) { return v ? json(*v) : json(nullptr); }

json interval(const std::optional<std::pair<double, double>>& i) {
    return i ? json::array({i->first, i->second}) : json(nullptr);
}

const char* verdictName(int v) { return v > 0 ? "better" : v < 0 ? "worse" : ""; }

json sideJson(const MetricsSide& s, const Session& session) {
    json out{{"id", s.id},
             {"candidate", s.id == 0 ? std::string("reference") : session.describe(s.id)},
             {"measured", s.measured},
             {"ok", s.ok},
             {"counters", s.counters}};
    if (!s.failure.empty()) out["failure"] = s.failure;
    return out;
}

json diffJson(const MetricsDiff& d, const Session& session) {
    json out{{"a", sideJson(d.a, session)}, {"b", sideJson(d.b, session)}};
    json& metrics = out["metrics"] = json::array();
    for (const MetricComparison& m : d.metrics)
        metrics.push_back({{"key", m.key},
                           {"group", m.group},
                           {"label", m.label},
                           {"unit", m.unit},
                           {"a", optionalNumber(m.a)},
                           {"b", optionalNumber(m.b)},
                           {"delta", optionalNumber(m.delta())},
                           {"ratio", optionalNumber(m.ratio())},
                           {"a_ci", interval(m.aInterval)},
                           {"b_ci", interval(m.bInterval)},
                           {"verdict", verdictName(m.verdict())}});
    json& diagnoses = out["diagnoses"] = json::array();
    for (const DiagnosisChange& c : d.diagnoses)
        diagnoses.push_back({{"change", diagnosisChangeName(c.kind)},
                             {"id", c.id},
                             {"title", c.title},
                             {"gain_a", optionalNumber(c.gainA)},
                             {"gain_b", optionalNumber(c.gainB)}});
    out["counters_on_one_side_only"] = d.countersMissingOnOneSide();
    return out;
}

std::string cell(const std::optional<double>& v, const std::string& unit) {
    return v ? formatMetricValue(*v, unit) : std::string("-");
}

/// Text from the session file reaches the terminal only through terminalSafe.
std::string safe(const std::string& text) { return terminalSafe(text, false); }

void printSide(const char* name, const json& s) {
    std::printf("%s  #%lld %s: %s, counters %s\n", name, s["id"].get<long long>(),
                safe(s["candidate"].get<std::string>()).c_str(),
                !s["measured"].get<bool>() ? "not measured"
                    : s["ok"].get<bool>()  ? "measured"
                                           : safe("failed (" + s["failure"].get<std::string>() + ")").c_str(),
                safe(s["counters"].get<std::string>()).c_str());
}

void printMetrics(const MetricsDiff& d) {
    std::printf("%-46s %17s %17s %15s %8s\n", "metric", "A", "B", "B - A", "B / A");
    std::string group;
    for (const MetricComparison& m : d.metrics) {
        if (m.group != group) std::printf("-- %s\n", (group = m.group).c_str());
        const auto ratio = m.ratio();
        char ratioText[32] = "-";
        if (ratio) std::snprintf(ratioText, sizeof ratioText, "%.3f", *ratio);
        const std::string label = m.label.size() > 46 ? m.label.substr(0, 45) + "~" : m.label;
        const std::string verdict = m.verdict() ? std::string("  ") + verdictName(m.verdict()) : std::string();
        std::printf("%-46s %17s %17s %15s %8s%s\n", label.c_str(), cell(m.a, m.unit).c_str(), cell(m.b, m.unit).c_str(),
                    cell(m.delta(), m.unit == "x" ? "" : m.unit).c_str(), ratioText, verdict.c_str());
        if (m.aInterval || m.bInterval) {
            auto text = [](const std::optional<std::pair<double, double>>& i) {
                char buf[48] = "-";
                if (i) std::snprintf(buf, sizeof buf, "[%.3f, %.3f]", i->first, i->second);
                return std::string(buf);
            };
            std::printf("%-46s %17s %17s\n", "  confidence interval", text(m.aInterval).c_str(),
                        text(m.bInterval).c_str());
        }
    }
    if (const std::size_t missing = d.countersMissingOnOneSide())
        std::printf("(%zu counter(s) measured on one side only: no delta)\n", missing);
}

void printDiagnoses(const MetricsDiff& d) {
    std::printf("-- diagnoses of B against A\n");
    if (d.diagnoses.empty()) std::printf("   (none on either side)\n");
    for (const DiagnosisChange& c : d.diagnoses) {
        const char mark = c.kind == DiagnosisChange::Kind::Added ? '+'
            : c.kind == DiagnosisChange::Kind::Removed           ? '-'
                                                                 : '=';
        auto percent = [](const std::optional<double>& g) {
            return g ? std::to_string(std::lround(100 * *g)) + "%" : std::string("-");
        };
        const std::string gains = percent(c.gainA) + " -> " + percent(c.gainB);
        std::printf(" %c %-7s %-22s est. gain %-12s %s\n", mark, diagnosisChangeName(c.kind), c.id.c_str(),
                    gains.c_str(), safe(c.title).c_str());
    }
}

const Candidate& candidateOf(const Session& s, long long id, const char* which) {
    if (!s.contains(id))
        throw InputError("command line", which,
                         "no candidate #" + std::to_string(id) + " (the session has " + std::to_string(s.size()) + ")");
    return s.at(id);
}

int runCompare(const CompareOptions& o) {
    auto engine = SessionFactory::resume(o.session, false); // a reader: no lock
    const Session& s = engine->session();
    const Candidate& a = candidateOf(s, o.a, "A");
    const Candidate& b = candidateOf(s, o.b, "B");
    // Replayed datasets carry no device roofs in their reports: the dataset's device gives them.
    const auto hw = readDatasetHardware(s.config().datasetPath);
    const MetricsDiff d =
        MetricsDiff::compute(a, b, hw ? std::optional<DevicePeaks>(hw->peaks()) : std::optional<DevicePeaks>());
    const json out = diffJson(d, s);
    if (o.asJson) {
        json doc{{"session", o.session}, {"problem", s.problem().name}};
        doc.update(out);
        std::cout << doc.dump(2, ' ', false, json::error_handler_t::replace) << std::endl;
        return 0;
    }
    printSide("A", out["a"]);
    printSide("B", out["b"]);
    printMetrics(d);
    printDiagnoses(d);
    return 0;
}

} // namespace

void addCompareCommand(CLI::App& app) {
    auto o = std::make_shared<CompareOptions>();
    auto* cmd = app.add_subcommand("compare",
                                   "Two candidates' measurements side by side: metrics, deltas, ratios, "
                                   "diagnoses added and removed");
    cmd->add_option("session", o->session, "Session file")->required();
    cmd->add_option("a", o->a, "Candidate A, the baseline (0 = the reference)")
        ->required()
        ->check(integerIn<CandidateId>(0));
    cmd->add_option("b", o->b, "Candidate B, compared with A")->required()->check(integerIn<CandidateId>(0));
    cmd->add_flag("--json", o->asJson, "JSON output");
    cmd->callback([o] { setExitCode(guarded([&] { return runCompare(*o); })); });
}

} // namespace augur::cli
