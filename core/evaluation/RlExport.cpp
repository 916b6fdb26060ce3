#include "core/evaluation/RlExport.h"

#include "core/bins/BinScheme.h"
#include "core/bins/Metrics.h"

#include <algorithm>
#include <cmath>

namespace augur {

namespace {

constexpr const char* kSchema = "augur-rl/1";
constexpr double kFailureReward = -1.0, kMaxReward = 3.0;

bool correct(const Candidate& c) {
    return c.measurement && c.measurement->ok() && c.measurement->speedup > 0.0 &&
        std::isfinite(c.measurement->speedup);
}

/// What makes two candidates the same program: their source, else their configuration.
std::string programKey(const Problem& p, const Candidate& c) {
    if (!c.source.empty()) return "s:" + c.source;
    return "c:" + (p.space.empty() || c.configuration.empty() ? std::to_string(c.id) : p.space.key(c.configuration));
}

nlohmann::json problemRecord(const EvaluationProblem& ep) {
    const Problem& p = ep.problem;
    nlohmann::json params = nlohmann::json::array();
    for (const Parameter& q : p.space.parameters()) params.push_back({{"name", q.name}, {"values", q.values}});
    int ok = 0;
    for (const Candidate& c : ep.candidates) ok += correct(c) ? 1 : 0;
    return {{"kind", "problem"},
            {"problem", p.name},
            {"hardware", p.hardware},
            {"description", p.description},
            {"prompt", {{"reference_source", p.referenceSource}, {"parameters", params}}},
            {"candidates", ep.candidates.size()},
            {"correct", ok}};
}

nlohmann::json candidateRecord(const EvaluationProblem& ep, std::size_t i) {
    const Problem& p = ep.problem;
    const Candidate& c = ep.candidates[i];
    nlohmann::json config = nlohmann::json::object();
    for (std::size_t k = 0; k < p.space.size() && k < c.configuration.size(); ++k)
        config[p.space.parameters()[k].name] = c.configuration[k];
    const bool ok = correct(c);
    nlohmann::json rec = {{"kind", "candidate"},
                          {"problem", p.name},
                          {"id", c.id},
                          {"label", i < ep.labels.size() ? ep.labels[i] : std::string()},
                          {"origin", originName(c.origin)},
                          {"source", c.source.empty() ? nlohmann::json(nullptr) : nlohmann::json(c.source)},
                          {"configuration", config},
                          {"correct", ok},
                          {"failure", nullptr},
                          {"speedup", nullptr},
                          {"speedup_ci", nullptr},
                          {"bin", nullptr},
                          {"reward", RlExport::generationReward(c)},
                          {"forecast", nullptr}};
    if (c.measurement && !ok)
        rec["failure"] = c.measurement->failureReason.empty() ? std::string("failed") : c.measurement->failureReason;
    if (!c.measurement) rec["failure"] = "not measured";
    if (ok) {
        const Measurement& m = *c.measurement;
        const int bin = BinScheme::binOf(m.speedup);
        rec["speedup"] = m.speedup;
        if (m.speedupLow > 0.0 && m.speedupHigh >= m.speedupLow) rec["speedup_ci"] = {m.speedupLow, m.speedupHigh};
        rec["bin"] = bin;
        if (c.forecast && !c.forecast->parseFailure) {
            const double brier = brierScore(c.forecast->p, bin), crps = crpsScore(c.forecast->p, bin);
            rec["forecast"] = {{"p", c.forecast->p},
                               {"surrogate", c.forecast->surrogate},
                               {"confidence", c.forecast->confidence},
                               {"prior", c.forecast->prior},
                               {"brier", brier},
                               {"crps", crps},
                               {"reward_brier", -brier},
                               {"reward_crps", -crps}};
        }
    }
    return rec;
}

/// Contrastive pairs of one problem, fastest first, bounded (RlExportOptions).
std::vector<nlohmann::json> pairRecords(const EvaluationProblem& ep, const RlExportOptions& o) {
    std::vector<std::size_t> ok;
    for (std::size_t i = 0; i < ep.candidates.size(); ++i)
        if (correct(ep.candidates[i])) ok.push_back(i);
    auto s = [&](std::size_t i) { return ep.candidates[i].measurement->speedup; };
    std::stable_sort(ok.begin(), ok.end(), [&](std::size_t a, std::size_t b) { return s(a) > s(b); });
    std::vector<nlohmann::json> out;
    for (std::size_t a = 0; a < ok.size() && int(out.size()) < o.pairsPerProblem; ++a) {
        const Candidate& fast = ep.candidates[ok[a]];
        const std::string fastKey = programKey(ep.problem, fast);
        int partners = 0;
        // Slowest first: the clearest contrast, then closer ones.
        for (std::size_t b = ok.size();
             b-- > a + 1 && partners < o.pairsPerCandidate && int(out.size()) < o.pairsPerProblem;) {
            const Candidate& slow = ep.candidates[ok[b]];
            const double ratio = s(ok[a]) / s(ok[b]);
            if (ratio < o.pairMinRatio) break; // every later b is faster still
            if (programKey(ep.problem, slow) == fastKey) continue;
            const Measurement &mf = *fast.measurement, &ms = *slow.measurement;
            const bool intervals = mf.speedupHigh > mf.speedupLow && ms.speedupHigh > ms.speedupLow;
            if (intervals && mf.speedupLow <= ms.speedupHigh) continue; // within the noise
            out.push_back({{"kind", "pair"},
                           {"problem", ep.problem.name},
                           {"faster", fast.id},
                           {"slower", slow.id},
                           {"speedup_faster", s(ok[a])},
                           {"speedup_slower", s(ok[b])},
                           {"ratio", ratio}});
            ++partners;
        }
    }
    // Against the reference program itself (S = 1 by definition): one pair per program,
    // with its first correct candidate's S, when it is clearly faster or slower.
    std::vector<std::string> seen;
    for (std::size_t i = 0; i < ep.candidates.size() && int(out.size()) < 2 * o.pairsPerProblem; ++i) {
        const Candidate& c = ep.candidates[i];
        if (!correct(c)) continue;
        const std::string key = programKey(ep.problem, c);
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
        seen.push_back(key);
        const double sc = c.measurement->speedup;
        const bool faster = sc >= o.pairMinRatio, slower = sc * o.pairMinRatio <= 1.0;
        if (!faster && !slower) continue;
        const nlohmann::json id = c.id, ref = "reference";
        out.push_back({{"kind", "pair"},
                       {"problem", ep.problem.name},
                       {"faster", faster ? id : ref},
                       {"slower", faster ? ref : id},
                       {"speedup_faster", faster ? sc : 1.0},
                       {"speedup_slower", faster ? 1.0 : sc},
                       {"ratio", faster ? sc : 1.0 / sc}});
    }
    return out;
}

} // namespace

double RlExport::generationReward(const Candidate& c) {
    if (!correct(c)) return kFailureReward;
    return std::clamp(std::log2(c.measurement->speedup), kFailureReward, kMaxReward);
}

RlExport::Counts RlExport::write(const EvaluationDataset& ds, std::ostream& out, const RlExportOptions& o) {
    auto line = [&out](const nlohmann::json& j) {
        out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
    };
    nlohmann::json edges = nlohmann::json::array();
    for (int k = 1; k <= 8; ++k) edges.push_back(BinScheme::lowerEdge(k));
    line({{"kind", "header"},
          {"schema", kSchema},
          {"origin", ds.origin},
          {"format", ds.format},
          {"bin_scheme", std::string(BinScheme::name())},
          {"bin_lower_edges", edges},
          {"reward_generation", "correct: clamp(log2 S, -1, 3); failed: -1"},
          {"reward_forecast", "-Brier and -CRPS of the forecast against the measured bin"},
          {"pair_min_ratio", o.pairMinRatio}});
    Counts n;
    for (const EvaluationProblem& ep : ds.problems) {
        line(problemRecord(ep));
        ++n.problems;
        for (std::size_t i = 0; i < ep.candidates.size(); ++i, ++n.candidates) line(candidateRecord(ep, i));
        for (const nlohmann::json& pair : pairRecords(ep, o)) {
            line(pair);
            ++n.pairs;
        }
    }
    return n;
}

} // namespace augur
