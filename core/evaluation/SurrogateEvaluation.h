#pragma once
// Offline, cross-validated evaluation of surrogates on measured candidates
// (docs/evaluation.md). Every metric comes from core/bins/Metrics.h.
#include "core/datasets/EvaluationDataset.h"
#include "core/bins/Metrics.h"
#include "core/surrogate/Surrogate.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <map>
#include <string>
#include <vector>

namespace augur {

/// How candidates are split into training and scoring sets.
enum class EvaluationSplit {
    ByFold, ///< k-fold inside each problem: trained on the other folds of the same problem
    /// Leave one task out: trained on every other task, scored on this one. A task is a
    /// problem's name up to "@" ("L1/12@h20" and "L1/12@3090" are one task, measured on
    /// two GPUs), so a kernel is never scored on one GPU after training on another's.
    ByProblem,
    /// Leave one GPU out: trained on the problems of every other GPU (Problem::hardware),
    /// scored on this GPU's: does what was learnt on two GPUs carry to a third?
    ByGpu
};

/// "fold", "problem" or "gpu".
const char* evaluationSplitName(EvaluationSplit s);

/// A surrogate under evaluation: a label and a factory called once per training set, so
/// no state leaks between folds. The seed differs per fold (options.seed + fold index).
struct SurrogateSpec {
    std::string label;
    std::function<std::unique_ptr<Surrogate>(std::uint64_t seed)> make;
};

/// Settings of SurrogateEvaluation::run.
struct EvaluationOptions {
    EvaluationSplit split = EvaluationSplit::ByFold;
    int folds = 5; ///< k of ByFold (a problem with fewer candidates is left-one-out)
    std::uint64_t seed = 7; ///< fold assignment, surrogate seeds and the tie order of recovered @ k
    ConfidenceKind confidence = ConfidenceKind::MaxProb; ///< for the risk–coverage curve and AURC
    int reliabilityBins = 10; ///< equal-width confidence bins of the reliability diagram and ECE
    /// Optional progress lines ("features: convolution fold 3/5"), called on the calling thread.
    std::function<void(const std::string&)> progress;
};

/// One problem's scores.
struct ProblemScore {
    std::string problem;
    int candidates = 0; ///< all candidates (failures included in recovered @ k only)
    int failures = 0; ///< measured failures (no bin)
    MetricSummary metrics; ///< proper scores over successes; recovered over all candidates
};

/// One surrogate's scores over the dataset.
struct SurrogateScore {
    std::string label;
    std::vector<ProblemScore> problems;
    /// Proper scores, accuracies, Spearman, ECE and AURC pooled over every scored forecast;
    /// recovered @ k is the mean over problems of each problem's value.
    MetricSummary overall;
    std::vector<ReliabilityBin> reliability; ///< pooled, options.reliabilityBins bins
    std::vector<RiskCoveragePoint> riskCoverage; ///< pooled
    std::vector<ScoredForecast> forecasts; ///< every scored (successful) candidate, dataset order
    double seconds = 0.0; ///< wall time of training and forecasting
};

/// The evaluation of several surrogates on one dataset with the same folds.
struct EvaluationResult {
    std::string dataset; ///< origin of the dataset
    std::string format;
    EvaluationSplit split = EvaluationSplit::ByFold;
    int folds = 0; ///< k of ByFold; number of held-out tasks (ByProblem) or GPUs (ByGpu)
    std::uint64_t seed = 0;
    int problems = 0, candidates = 0, successes = 0;
    /// The failed candidates by their failure's reason ("no score recorded", a compile
    /// error's first line, ...), so no record is left out unaccounted for.
    std::map<std::string, int> failureReasons;
    std::vector<SurrogateScore> surrogates;

    /// The score of `label`, or nullptr.
    const SurrogateScore* find(const std::string& label) const;
};

/// Runs the cross-validation. For every training set a fresh surrogate observes the
/// training candidates (successes and failures, each with its own problem) and then
/// forecasts the held-out candidates in one batch; it never observes a candidate it is
/// scored on.
///
/// Scoring (docs/design.md "Metrics"): successful candidates are scored against the gf-v2 bin of
/// their measured S (Brier, CRPS, NLL, exact and within-one accuracy, Spearman between
/// expected and measured S, ECE, AURC); speedup recovered @ 1/5/10/25/50 % ranks all of a
/// problem's candidates, failures with S = 0, by expected speedup, ties in a seeded
/// random order shared by all surrogates.
class SurrogateEvaluation {
public:
    /// Throws std::invalid_argument for an empty dataset or one without a successful
    /// measurement, folds < 2 with ByFold, fewer
    /// than 2 tasks with ByProblem or fewer than 2 GPUs with ByGpu.
    static EvaluationResult run(const EvaluationDataset& dataset, const std::vector<SurrogateSpec>& surrogates,
                                const EvaluationOptions& options);

    /// Scores the forecasts the candidates already carry (a session's own forecasts, made
    /// before each measurement) without training anything; candidates without a forecast
    /// are left out.
    static SurrogateScore scoreRecorded(const EvaluationDataset& dataset, const std::string& label,
                                        const EvaluationOptions& options);
};

} // namespace augur
