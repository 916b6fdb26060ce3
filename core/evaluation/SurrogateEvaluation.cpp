#include "core/evaluation/SurrogateEvaluation.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <map>
#include <random>
#include <stdexcept>

namespace augur {

const char* evaluationSplitName(EvaluationSplit s) {
    return s == EvaluationSplit::ByFold ? "fold" : s == EvaluationSplit::ByProblem ? "problem" : "gpu";
}

static std::vector<int> heldOutGroups(const EvaluationDataset& ds, EvaluationSplit split) {
    std::vector<int> group(ds.problems.size(), 0);
    if (split == EvaluationSplit::ByFold) return group;
    std::map<std::string, int> ids;
    for (std::size_t pi = 0; pi < ds.problems.size(); ++pi) {
        const Problem& p = ds.problems[pi].problem;
        const std::string key = split == EvaluationSplit::ByGpu ? p.hardware : p.name.substr(0, p.name.find('@'));
        group[pi] = ids.try_emplace(key, int(ids.size())).first->second;
    }
    return group;
}

const SurrogateScore* EvaluationResult::find(const std::string& label) const {
    for (const auto& s : surrogates)
        if (s.label == label) return &s;
    return nullptr;
}

namespace {

/// Seeded Fisher–Yates permutation of 0..n-1 (portable, unlike std::shuffle).
std::vector<std::size_t> permutation(std::size_t n, std::uint64_t seed) {
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    std::mt19937_64 rng(seed);
    for (std::size_t i = n; i > 1; --i) std::swap(order[i - 1], order[rng() % i]);
    return order;
}

/// Scores one problem's forecasts (one per candidate, in candidate order).
ProblemScore scoreProblem(const EvaluationProblem& p, const std::vector<Forecast>& forecasts,
                          const std::vector<char>& forecastPresent, const EvaluationOptions& o,
                          std::vector<ScoredForecast>& pooled) {
    ProblemScore ps;
    ps.problem = p.problem.name;
    std::vector<ScoredForecast> scored;
    // Recovered @ k over every candidate, in a seeded order so that ties (equal expected
    // speedups) fall the same way for every surrogate.
    std::vector<double> expected, measured;
    const auto order = permutation(p.candidates.size(), o.seed ^ 0x5bd1e995ULL);
    for (std::size_t idx : order) {
        if (!forecastPresent[idx]) continue;
        const Candidate& c = p.candidates[idx];
        const Forecast& f = forecasts[idx];
        ++ps.candidates;
        const auto s = c.measuredSpeedup();
        expected.push_back(f.parseFailure ? -std::numeric_limits<double>::infinity() : BinScheme::expectedSpeedup(f.p));
        measured.push_back(s && *s > 0.0 ? *s : 0.0);
        if (!s || !(*s > 0.0)) ++ps.failures;
    }
    for (std::size_t idx = 0; idx < p.candidates.size(); ++idx) { // dataset order for the pooled list
        if (!forecastPresent[idx]) continue;
        const auto s = p.candidates[idx].measuredSpeedup();
        if (!s || !(*s > 0.0)) continue;
        scored.push_back({forecasts[idx].p, forecasts[idx].parseFailure, BinScheme::binOf(*s), *s});
    }
    ps.metrics = summariseForecasts(scored, o.confidence);
    ps.metrics.ece = expectedCalibrationError(scored, o.reliabilityBins);
    for (int i = 0; i < 5; ++i)
        ps.metrics.recovered[i] = speedupRecoveredAtTopK(expected, measured, kRecoveredAtPercent[i]);
    pooled.insert(pooled.end(), scored.begin(), scored.end());
    return ps;
}

/// Pools the per-problem scores into a SurrogateScore.
void finish(SurrogateScore& s, const EvaluationOptions& o) {
    s.overall = summariseForecasts(s.forecasts, o.confidence);
    s.overall.ece = expectedCalibrationError(s.forecasts, o.reliabilityBins);
    int n = 0;
    for (double& r : s.overall.recovered) r = 0.0;
    for (const auto& p : s.problems) {
        if (p.candidates == p.failures) continue; // nothing to recover
        for (int i = 0; i < 5; ++i) s.overall.recovered[i] += p.metrics.recovered[i];
        ++n;
    }
    if (n > 0)
        for (double& r : s.overall.recovered) r /= n;
    s.overall.count = static_cast<int>(s.forecasts.size());
    s.reliability = reliabilityDiagram(s.forecasts, o.reliabilityBins);
    s.riskCoverage = riskCoverageCurve(s.forecasts, o.confidence);
}

std::vector<const Candidate*> pointers(const std::vector<Candidate>& cs, const std::vector<std::size_t>& idx) {
    std::vector<const Candidate*> out;
    out.reserve(idx.size());
    for (std::size_t i : idx) out.push_back(&cs[i]);
    return out;
}

} // namespace

EvaluationResult SurrogateEvaluation::run(const EvaluationDataset& ds, const std::vector<SurrogateSpec>& surrogates,
                                          const EvaluationOptions& o) {
    if (ds.problems.empty() || ds.candidateCount() == 0) throw std::invalid_argument("the dataset has no candidates");
    if (ds.successCount() == 0)
        throw std::invalid_argument("the dataset has no measured candidate: every one of its " +
                                    std::to_string(ds.candidateCount()) +
                                    " candidates failed, so there is nothing to score");
    if (o.split == EvaluationSplit::ByFold && o.folds < 2)
        throw std::invalid_argument("by-fold evaluation needs at least 2 folds");
    const std::vector<int> groupOf = heldOutGroups(ds, o.split);
    const int groups = groupOf.empty() ? 0 : *std::max_element(groupOf.begin(), groupOf.end()) + 1;
    if (o.split == EvaluationSplit::ByProblem && groups < 2)
        throw std::invalid_argument("by-problem evaluation needs at least 2 problems (the dataset has " +
                                    std::to_string(groups) + " task" + (groups == 1 ? "" : "s") + ")");
    if (o.split == EvaluationSplit::ByGpu && groups < 2)
        throw std::invalid_argument("by-GPU evaluation needs problems of at least 2 GPUs (the dataset has " +
                                    std::to_string(groups) + ")");
    EvaluationResult r;
    r.dataset = ds.origin;
    r.format = ds.format;
    r.split = o.split;
    r.folds = o.split == EvaluationSplit::ByFold ? o.folds : groups;
    r.seed = o.seed;
    r.problems = static_cast<int>(ds.problems.size());
    r.candidates = static_cast<int>(ds.candidateCount());
    r.successes = static_cast<int>(ds.successCount());
    for (const EvaluationProblem& p : ds.problems)
        for (const Candidate& c : p.candidates)
            if (!c.measuredSpeedup()) {
                const std::string why = c.measurement ? c.measurement->failureReason : std::string();
                ++r.failureReasons[why.empty() ? std::string("failed") : why.substr(0, why.find('\n'))];
            }

    // Fold of every candidate, per problem (the same for every surrogate).
    std::vector<std::vector<int>> foldOf(ds.problems.size());
    for (std::size_t pi = 0; pi < ds.problems.size(); ++pi) {
        const std::size_t n = ds.problems[pi].candidates.size();
        const int k =
            static_cast<int>(std::min<std::size_t>(static_cast<std::size_t>(o.folds), std::max<std::size_t>(n, 1)));
        const auto order = permutation(n, o.seed + 0x9e3779b97f4a7c15ULL * (pi + 1));
        foldOf[pi].assign(n, 0);
        for (std::size_t j = 0; j < n; ++j) foldOf[pi][order[j]] = static_cast<int>(j % static_cast<std::size_t>(k));
    }

    for (const SurrogateSpec& spec : surrogates) {
        const auto start = std::chrono::steady_clock::now();
        SurrogateScore score;
        score.label = spec.label;
        std::map<int, std::unique_ptr<Surrogate>> models;
        std::vector<int> remaining(std::size_t(std::max(groups, 1)), 0);
        for (int g : groupOf) ++remaining[std::size_t(g)];
        for (std::size_t pi = 0; pi < ds.problems.size(); ++pi) {
            const EvaluationProblem& p = ds.problems[pi];
            std::vector<Forecast> forecasts(p.candidates.size());
            std::vector<char> present(p.candidates.size(), 0);
            if (o.split == EvaluationSplit::ByFold) {
                const int k = p.candidates.empty() ? 0 : *std::max_element(foldOf[pi].begin(), foldOf[pi].end()) + 1;
                for (int f = 0; f < k; ++f) {
                    if (o.progress)
                        o.progress(spec.label + ": " + p.problem.name + " fold " + std::to_string(f + 1) + "/" +
                                   std::to_string(k));
                    auto model = spec.make(o.seed + static_cast<std::uint64_t>(f));
                    std::vector<std::size_t> held;
                    for (std::size_t i = 0; i < p.candidates.size(); ++i) {
                        if (foldOf[pi][i] == f)
                            held.push_back(i);
                        else
                            model->observe(p.problem, p.candidates[i]);
                    }
                    const auto out = model->forecast(p.problem, pointers(p.candidates, held));
                    for (std::size_t j = 0; j < held.size() && j < out.size(); ++j) {
                        forecasts[held[j]] = out[j];
                        present[held[j]] = 1;
                    }
                }
            } else {
                // One model per held-out group (a task or a GPU), trained on every problem
                // outside it, kept until the group's last problem is scored.
                const int g = groupOf[pi];
                auto& model = models[g];
                if (!model) {
                    if (o.progress)
                        o.progress(spec.label + ": held-out " + evaluationSplitName(o.split) + " " +
                                   (o.split == EvaluationSplit::ByGpu ? p.problem.hardware : p.problem.name) + " (" +
                                   std::to_string(g + 1) + "/" + std::to_string(groups) + ")");
                    model = spec.make(o.seed);
                    for (std::size_t qi = 0; qi < ds.problems.size(); ++qi) {
                        if (groupOf[qi] == g) continue;
                        for (const Candidate& c : ds.problems[qi].candidates)
                            model->observe(ds.problems[qi].problem, c);
                    }
                }
                std::vector<std::size_t> all(p.candidates.size());
                for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
                const auto out = model->forecast(p.problem, pointers(p.candidates, all));
                for (std::size_t j = 0; j < out.size(); ++j) {
                    forecasts[j] = out[j];
                    present[j] = 1;
                }
                if (--remaining[g] == 0) model.reset();
            }
            score.problems.push_back(scoreProblem(p, forecasts, present, o, score.forecasts));
        }
        finish(score, o);
        score.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        r.surrogates.push_back(std::move(score));
    }
    return r;
}

SurrogateScore SurrogateEvaluation::scoreRecorded(const EvaluationDataset& ds, const std::string& label,
                                                  const EvaluationOptions& o) {
    SurrogateScore score;
    score.label = label;
    for (const EvaluationProblem& p : ds.problems) {
        std::vector<Forecast> forecasts(p.candidates.size());
        std::vector<char> present(p.candidates.size(), 0);
        for (std::size_t i = 0; i < p.candidates.size(); ++i)
            if (p.candidates[i].forecast) {
                forecasts[i] = *p.candidates[i].forecast;
                present[i] = 1;
            }
        score.problems.push_back(scoreProblem(p, forecasts, present, o, score.forecasts));
    }
    finish(score, o);
    return score;
}

} // namespace augur
