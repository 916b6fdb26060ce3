#include "core/evaluation/EvaluationReport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace augur {

namespace {

std::string fmt(const char* f, double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, f, v);
    return buf;
}

std::string pad(std::string s, std::size_t width) {
    if (s.size() < width) s.append(width - s.size(), ' ');
    return s;
}

std::string metricRow(const std::string& name, std::size_t nameWidth, const MetricSummary& m, int failures,
                      double seconds) {
    std::string row = pad(name, nameWidth);
    char buf[256];
    if (m.count == 0) { // every candidate failed: no score (and left out of the means)
        std::snprintf(buf, sizeof buf, "%6d %5d  no measured candidate\n", 0, failures);
        return row + buf;
    }
    std::snprintf(buf, sizeof buf, "%6d %5d  %6.3f %6.3f %6.3f  %5.3f %5.3f  %6.3f  %5.3f %5.3f ", m.count, failures,
                  m.brier, m.crps, m.nll, m.exactAccuracy, m.withinOneAccuracy, m.spearman, m.ece, m.aurc);
    row += buf;
    for (double r : m.recovered) row += fmt(" %5.3f", r);
    if (seconds >= 0) row += fmt("  %6.1f", seconds);
    return row + "\n";
}

std::string header(std::size_t nameWidth, const char* first, bool time) {
    return pad(first, nameWidth) +
        "     n  fail   Brier   CRPS    NLL  exact  w/in1  Spearm    ECE  AURC    rec@1 rec@5 rec@10"
        " rec@25 rec@50" +
        std::string(time ? "   time s" : "") + "\n";
}

} // namespace

nlohmann::json EvaluationReport::metricsJson(const MetricSummary& m) {
    nlohmann::json j{{"count", m.count},
                     {"abstentions", m.abstentions},
                     {"brier", m.brier},
                     {"crps", m.crps},
                     {"nll", m.nll},
                     {"exact_accuracy", m.exactAccuracy},
                     {"within_one_accuracy", m.withinOneAccuracy},
                     {"spearman", m.spearman},
                     {"ece", m.ece},
                     {"aurc", m.aurc}};
    for (int i = 0; i < 5; ++i)
        j["recovered_at_" + std::to_string(static_cast<int>(kRecoveredAtPercent[i]))] = m.recovered[i];
    return j;
}

std::vector<RiskCoveragePoint> EvaluationReport::thinCurve(const std::vector<RiskCoveragePoint>& curve,
                                                           std::size_t maxPoints) {
    if (curve.size() <= maxPoints || maxPoints < 2) return curve;
    std::vector<RiskCoveragePoint> out{curve.front()};
    const double step = 1.0 / static_cast<double>(maxPoints - 1);
    double next = step;
    for (std::size_t i = 1; i + 1 < curve.size(); ++i)
        if (curve[i].coverage >= next) {
            out.push_back(curve[i]);
            while (next <= curve[i].coverage) next += step;
        }
    out.push_back(curve.back());
    return out;
}

nlohmann::json EvaluationReport::toJson(const EvaluationResult& r) {
    nlohmann::json j{{"dataset", r.dataset},
                     {"format", r.format},
                     {"split", evaluationSplitName(r.split)},
                     {"folds", r.folds},
                     {"seed", r.seed},
                     {"problems", r.problems},
                     {"candidates", r.candidates},
                     {"successes", r.successes},
                     {"failure_reasons", r.failureReasons},
                     {"bin_scheme", BinScheme::name()}};
    nlohmann::json list = nlohmann::json::array();
    for (const SurrogateScore& s : r.surrogates) {
        nlohmann::json sj{{"label", s.label}, {"seconds", s.seconds}, {"overall", metricsJson(s.overall)}};
        nlohmann::json probs = nlohmann::json::array();
        for (const ProblemScore& p : s.problems) {
            nlohmann::json pj = metricsJson(p.metrics);
            pj["problem"] = p.problem;
            pj["candidates"] = p.candidates;
            pj["failures"] = p.failures;
            probs.push_back(std::move(pj));
        }
        sj["problems"] = std::move(probs);
        nlohmann::json rel = nlohmann::json::array();
        for (const ReliabilityBin& b : s.reliability)
            rel.push_back({{"lower", b.lower},
                           {"upper", b.upper},
                           {"count", b.count},
                           {"mean_confidence", b.meanConfidence},
                           {"accuracy", b.accuracy}});
        sj["reliability"] = std::move(rel);
        nlohmann::json rc = nlohmann::json::array();
        for (const RiskCoveragePoint& p : thinCurve(s.riskCoverage, 201))
            rc.push_back(
                {{"threshold", std::isfinite(p.threshold) ? nlohmann::json(p.threshold) : nlohmann::json(nullptr)},
                 {"coverage", p.coverage},
                 {"risk", p.risk},
                 {"accepted", p.accepted}});
        sj["risk_coverage"] = std::move(rc);
        list.push_back(std::move(sj));
    }
    j["surrogates"] = std::move(list);
    const SurrogateScore* after = r.find("features");
    const SurrogateScore* before = r.find("features-uncalibrated");
    if (after && before)
        j["calibration"] = {{"ece_before", before->overall.ece},     {"ece_after", after->overall.ece},
                            {"nll_before", before->overall.nll},     {"nll_after", after->overall.nll},
                            {"brier_before", before->overall.brier}, {"brier_after", after->overall.brier}};
    return j;
}

std::string EvaluationReport::toTable(const EvaluationResult& r) {
    std::string out;
    // Several files: their count and the first, in full in the JSON.
    std::string dataset = r.dataset;
    if (std::size_t files = 1 + static_cast<std::size_t>(std::count(dataset.begin(), dataset.end(), ',')); files > 2)
        dataset = std::to_string(files) + " files: " + dataset.substr(0, dataset.find(',')) + ", ...";
    out += "dataset  " + dataset + " (" + r.format + ")\n";
    char buf[256];
    std::snprintf(buf, sizeof buf, "split    by %s (%d %s, seed %llu): %d %s, %d candidates, %d measured, %d failed\n",
                  evaluationSplitName(r.split), r.folds,
                  r.split == EvaluationSplit::ByFold          ? "folds"
                      : r.split == EvaluationSplit::ByProblem ? "held-out tasks"
                                                              : "held-out GPUs",
                  static_cast<unsigned long long>(r.seed), r.problems, r.problems == 1 ? "problem" : "problems",
                  r.candidates, r.successes, r.candidates - r.successes);
    out += buf;
    if (!r.failureReasons.empty()) {
        // Most frequent first, at most five named.
        std::vector<std::pair<int, std::string>> reasons;
        for (const auto& [why, n] : r.failureReasons) reasons.emplace_back(-n, why);
        std::sort(reasons.begin(), reasons.end());
        out += "failed   ";
        for (std::size_t i = 0; i < reasons.size() && i < 5; ++i)
            out += (i ? "; " : "") + std::to_string(-reasons[i].first) + " " + reasons[i].second;
        if (reasons.size() > 5) out += "; " + std::to_string(reasons.size() - 5) + " other reasons";
        out += "\n";
    }
    out += "metrics  over measured candidates; rec@k over all, per problem (mean over problems); ECE and reliability: "
           "10 MaxProb bins\n\n";
    std::size_t width = 22;
    for (const auto& s : r.surrogates) width = std::max(width, s.label.size() + 2);
    out += header(width, "surrogate", true);
    for (const SurrogateScore& s : r.surrogates) {
        int failures = 0;
        for (const auto& p : s.problems) failures += p.failures;
        out += metricRow(s.label, width, s.overall, failures, s.seconds);
    }
    if (const auto* after = r.find("features"); after && r.find("features-uncalibrated")) {
        const auto* before = r.find("features-uncalibrated");
        std::snprintf(buf, sizeof buf,
                      "\ncalibration (features): ECE %.3f before, %.3f after; NLL %.3f before, %.3f after\n",
                      before->overall.ece, after->overall.ece, before->overall.nll, after->overall.nll);
        out += buf;
    }
    if (r.problems > 1) {
        std::size_t pw = 12;
        for (const auto& s : r.surrogates)
            for (const auto& p : s.problems) pw = std::max(pw, p.problem.size() + 2);
        for (const SurrogateScore& s : r.surrogates) {
            out += "\n" + s.label + ", per problem\n" + header(pw, "problem", false);
            for (const ProblemScore& p : s.problems) out += metricRow(p.problem, pw, p.metrics, p.failures, -1);
        }
    }
    return out;
}

} // namespace augur
