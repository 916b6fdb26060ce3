#pragma once
// The embedded default surrogate "features" (docs/design.md "Vocabulary"): gradient-boosted trees
// (XGBoost) over a tunable problem's parameter values, predicting the gf-v2 speedup bin.
#include "core/surrogate/BinCalibration.h"
#include "core/surrogate/CandidateFeatureSource.h"
#include "core/surrogate/FeaturesSurrogateOptions.h"
#include "core/surrogate/SpaceScorer.h"
#include "core/surrogate/SpeedupModel.h"
#include "core/surrogate/Surrogate.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace augur {

class XgbBooster;

/// Multi-class probabilistic model over the 8 gf-v2 bins, trained online on the
/// session's measured candidates with the tunable parameters as features.
///
/// - Features: Candidate::configuration, one column per ParameterSpace parameter (trees
///   are invariant to monotone rescaling, so raw values are used), or the rows of a
///   CandidateFeatureSource (setFeatureSource). Label: binOf(S) − 1.
///   Failed measurements have no bin: they are counted (failureCount()), not learned.
/// - Training is lazy and from scratch: the first forecast() after new rows retrains
///   (multi:softprob, num_class 8, nthread 1, hist trees, seeded).
/// - Calibration: raw boosted-tree probabilities on a few dozen rows are over-confident
///   (Niculescu-Mizil & Caruana 2005), and how much depends on the problem. So the raw
///   output is shrunk toward the Laplace-smoothed frequencies with w = n/(n+κ) (a linear
///   pool whose prior share fades with data), after a temperature T (Guo et al. 2017)
///   and an ordinal smoothing a that minimise the negative log-likelihood of k-fold
///   out-of-fold predictions on a grid (cross-validated fitting as in Platt 1999).
///   With rows of several problems (a feature source describing them alike), the folds of
///   that fit hold out whole problems (grouped cross-validation), since a new problem is
///   a shift the row-wise folds would not show.
///   To keep retraining cheap the fit is redone only when the training set has grown
///   by max(8 rows, 12.5 %), on the first m rows, so it is a pure function of the rows.
/// - Until options.minTrainingSize successful rows spanning options.minDistinctBins bins
///   exist, and for a candidate without a usable configuration, the forecast is the
///   wide prior 0.5·uniform + 0.5·f (max probability below 0.38 while n < 12).
///
/// Forecasts use ConfidenceKind::MaxProb, surrogate "features", and trainingSize = the
/// number of successful training rows. Used from the engine thread only. Deterministic
/// for a given seed and sequence of observations.
class FeaturesSurrogate : public Surrogate, public SpaceScorer {
public:
    using Options = FeaturesSurrogateOptions;

    /// `seed` feeds XGBoost's "seed" and the calibration folds. Out-of-range options are
    /// clamped (counts to at least 1, learning rate to 0.15 when not positive, κ to ≥ 0).
    explicit FeaturesSurrogate(std::uint64_t seed = 0, Options options = {});
    ~FeaturesSurrogate() override;
    FeaturesSurrogate(const FeaturesSurrogate&) = delete;
    FeaturesSurrogate& operator=(const FeaturesSurrogate&) = delete;

    std::string name() const override { return "features"; }

    /// One forecast per candidate, in order; never throws for a candidate. Retrains first
    /// when the rows changed since the last training (tens of ms for a few hundred rows;
    /// prediction costs microseconds per candidate). Candidates without a configuration
    /// of the problem's width get the wide prior, with a reasoning that says why.
    std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) override;

    /// Adds a measured candidate: a successful one becomes (or, re-observed under the
    /// same id, replaces) a training row; a failed one is counted (and drops an earlier
    /// row of the same id). Unmeasured candidates are ignored; measured ones without a
    /// configuration of the problem's width are counted in ignoredCount().
    void observe(const Problem& problem, const Candidate& measured) override;

    /// Successful training rows (n).
    int trainingSize() const override { return static_cast<int>(labels_.size()); }
    /// Failed measurements observed (no bin, not used as labels).
    int failureCount() const;
    /// Measured candidates that could not be used (no or mismatched configuration).
    int ignoredCount() const { return ignored_; }
    /// True when the boosted model is trained on the current rows.
    bool modelReady() const { return booster_ != nullptr && !dirty_; }
    /// True when forecasts carry a point estimate (the regression head is trained).
    bool pointReady() const { return speedup_.ready() && !dirty_; }

    /// SpaceScorer: the point estimate, spread and feasibility of configurations of the
    /// problem's space, without bins (microseconds per configuration); retrains first when
    /// rows changed. Configurations of another width score as unknown (mean 0, spread 1).
    SpaceScores score(const Problem& problem, const std::vector<Configuration>& configs) override;
    /// SpaceScorer: one posterior draw of log2 S per configuration (SpeedupModel::sample).
    std::vector<double> sample(const Problem& problem, const std::vector<Configuration>& configs, std::size_t draw,
                               bool withPrior = true) override;
    bool scoresReady() override;
    SpaceScorer* spaceScorer() override { return this; }
    /// Retrains first when rows changed.
    std::optional<PriorFit> priorFit() override;
    /// The calibration in use (meaningful when modelReady()).
    const BinCalibration& calibration() const { return calibration_; }

    const Options& options() const { return options_; }

    /// Takes feature rows from `source` instead of the tunable configuration, e.g.
    /// compile-time features of free-form candidates (CompileFeatureSource), so that
    /// candidates without a configuration, or of several problems, can be learned from.
    /// Set it before the first observe(); the row width is fixed by the first row learned
    /// (rows of another width are ignored, counted in ignoredCount()). nullptr restores
    /// the configuration.
    void setFeatureSource(std::shared_ptr<CandidateFeatureSource> source) { featureSource_ = std::move(source); }

    /// Starts the point-estimate head from a prior: feature rows of the same width as this
    /// surrogate's (NaN where the prior lacks a parameter) and their log2 speedups against
    /// the prior's own reference (core/surrogate/SurrogatePrior.h loads them from files). Throws
    /// std::invalid_argument for empty or mismatched rows, XgbError when XGBoost fails.
    /// `missing`: the session's varying parameters the prior lacks; a prior with any is
    /// partial and set aside once this session has rows (SpeedupModel::setPrior).
    void setPrior(const std::vector<float>& features, std::size_t columns, const std::vector<float>& log2Speedups,
                  std::vector<std::string> missing = {});
    bool hasPrior() const { return speedup_.hasPrior(); }

    /// The wide prior: 0.5·uniform + 0.5·(count_k + 1)/(n + 8) over the training bins.
    BinProbs widePrior() const;
    /// Laplace-smoothed training bin frequencies (count_k + 1)/(n + 8).
    BinProbs smoothedFrequencies() const;

private:
    int distinctBins() const;
    void retrain();
    int calibrationCheckpoint(int n) const;
    Forecast priorForecast(const std::string& why) const;
    void removeRow(std::size_t row);
    /// Rows are configurations of `problem`'s space: the point-estimate model may read
    /// their positions.
    void noteSpace(const Problem& problem);
    /// The feature row of a candidate (configuration or feature source); std::nullopt with
    /// the reason in `why` when it has none.
    std::optional<std::vector<double>> rowOf(const Problem& problem, const Candidate& c, std::string& why);

    std::uint64_t seed_;
    Options options_;
    std::size_t columns_ = 0; ///< features per row (0 until the first row)
    std::vector<float> features_; ///< rows × columns_, row-major
    std::vector<float> labels_; ///< bin − 1 per row
    std::vector<float> log2Speedups_; ///< log2 of the measured speedup per row
    std::vector<CandidateId> rowIds_; ///< candidate id per row (kNoCandidate allowed)
    std::vector<int> rowGroups_; ///< problem of each row (index into groupIds_)
    std::unordered_map<std::string, int> groupIds_; ///< problem name → group
    std::unordered_map<CandidateId, std::size_t> rowOfId_;
    std::unordered_set<CandidateId> failedIds_;
    std::unordered_map<CandidateId, std::vector<float>> failedRows_; ///< feature rows of failed candidates
    std::vector<float> anonymousFailedRows_; ///< rows of failures without an id
    int anonymousFailures_ = 0;
    int ignored_ = 0;
    bool dirty_ = false; ///< rows changed since the last training
    bool calibrationStale_ = false; ///< a row inside the fitted prefix changed
    std::unique_ptr<XgbBooster> booster_; ///< null until trained on enough data
    SpeedupModel speedup_; ///< log2 S head (Forecast::pointSpeedup, pointSpread) and feasibility
    bool spaceNoted_ = false;
    std::string trainError_; ///< last training failure, if any
    BinCalibration calibration_;
    std::shared_ptr<CandidateFeatureSource> featureSource_; ///< null: the configuration is the row
    std::vector<std::string> priorMissing_; ///< varying parameters the prior lacks (setPrior)
};

} // namespace augur
