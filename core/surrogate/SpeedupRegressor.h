#pragma once
// The point-estimate head of the features surrogate: log2 S regressed on the feature rows
// by a bootstrap ensemble of gradient-boosted trees, optionally on top of a prior model
// learned from another measurement of the same parameter space (a warm start).
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace augur {

class XgbBooster;

/// Settings of SpeedupRegressor.
struct SpeedupRegressorOptions {
    int ensemble = 5; ///< bootstrap members; 1 = one model on all rows, no spread
    int rounds = 40; ///< boosting rounds per member
    int maxDepth = 3;
    double learningRate = 0.15;
    int minRows = 4; ///< rows before members are trained (with a prior: before that, prior + offset)
    int priorRounds = 120; ///< the prior model has thousands of rows: more and deeper trees
    int priorDepth = 6;
    /// Pseudo-rows of trust in a prior before this session has measured anything: the
    /// prior's weight is (priorTrust + n·max(0, ρ)) / (priorTrust + n), ρ the rank
    /// correlation of the prior's prediction with the n measured rows.
    double priorTrust = 5.0;
};

/// Bootstrap ensemble of XGBoost squared-error regressors of log2 S.
///
/// - Point estimate = mean of the members, spread = their standard deviation: the
///   ensemble's disagreement is the epistemic uncertainty that the acquisition needs and a
///   single boosted model does not give (bootstrap ensembles of trees as uncertainty,
///   Hutter, Hoos & Leyton-Brown 2011, "Sequential Model-Based Optimization for General
///   Algorithm Configuration" (SMAC), section 4.3, there with random forests).
/// - With a prior (setPrior): a model of the prior's log2 speedups (relative to its own
///   reference) gives g(x). A prior measured on another GPU can rank this one's
///   configurations well or badly, so it counts as much as it agrees with what this session
///   measured: with ρ the Spearman rank correlation of g and the measured log2 S over the n
///   rows, its weight is w = (t + n·max(0, ρ)) / (t + n) (t = priorTrust pseudo-rows: a
///   prior is trusted before anything is measured, and a measured disagreement outweighs
///   it after a few rows). The base margin is b(x) = ȳ + w·(g(x) − ḡ), ȳ and ḡ the means of
///   the measured log2 S and of g over the rows (the two references differ), and the
///   members learn what is left, y − b(x), as XGBoost base margins. At w = 0 the model is
///   a cold one. Weight and shift are refitted on every training. Until minRows rows exist,
///   predictions are b(x) with the spread of the residuals (0.5 while fewer than two rows
///   exist).
/// Deterministic for a seed and the same rows; single-threaded (nthread 1).
class SpeedupRegressor {
public:
    explicit SpeedupRegressor(std::uint64_t seed = 0, SpeedupRegressorOptions options = {});
    ~SpeedupRegressor();
    SpeedupRegressor(SpeedupRegressor&&) noexcept;
    SpeedupRegressor& operator=(SpeedupRegressor&&) noexcept;

    /// Trains the prior model on `rows` × `cols` features (row-major, NaN = missing) and
    /// their log2 speedups. Throws std::invalid_argument for empty or mismatched input,
    /// XgbError when XGBoost fails.
    void setPrior(const std::vector<float>& features, std::size_t cols, const std::vector<float>& log2Speedups);
    bool hasPrior() const { return prior_ != nullptr; }

    /// Retrains on the first `rows` rows (row-major, `cols` wide) and labels (log2 S).
    /// With fewer than options.minRows rows and no prior, ready() becomes false.
    void train(const std::vector<float>& features, std::size_t rows, std::size_t cols,
               const std::vector<float>& log2Speedups);

    /// Whether predict() gives estimates.
    bool ready() const;

    /// Mean and spread (log2 units) for `rows` rows of `features`; spread is 0 for a single
    /// member. Throws XgbError when XGBoost fails.
    void predict(const std::vector<float>& features, std::size_t rows, std::vector<float>& mean,
                 std::vector<float>& spread) const;

    /// The prediction of one member, `member` mod the ensemble size, for `rows` rows (a
    /// bootstrap replicate of the model, used as one posterior draw); the prior alone
    /// before members exist. Throws XgbError when XGBoost fails.
    std::vector<float> predictMember(const std::vector<float>& features, std::size_t rows, std::size_t member) const;

    /// The prior model's prediction shifted onto this session, g(x) + o, for `rows` rows
    /// (zeros without a prior).
    std::vector<float> priorPrediction(const std::vector<float>& features, std::size_t rows) const {
        return priorMargin(features, rows);
    }

    /// Mean squared out-of-bag error of the ensemble (each row predicted by the members
    /// whose bootstrap sample left it out; Breiman 1996), +∞ when no row was left out.
    double outOfBagError() const { return oobError_; }

    /// The prior's weight w in [0, 1] (1 before anything is measured; 0 without a prior).
    double priorWeight() const { return prior_ ? weight_ : 0.0; }
    /// The rank correlation ρ of the prior's prediction with the measured rows (NaN with
    /// fewer than 3 rows or without a prior).
    double priorAgreement() const { return agreement_; }

private:
    std::vector<float> priorMargin(const std::vector<float>& features, std::size_t rows) const;

    std::uint64_t seed_;
    SpeedupRegressorOptions options_;
    std::size_t cols_ = 0;
    std::unique_ptr<XgbBooster> prior_;
    std::vector<std::unique_ptr<XgbBooster>> members_;
    double weight_ = 1.0; ///< w of the base margin
    double rowsMean_ = 0.0, priorMean_ = 0.0; ///< ȳ and ḡ of the base margin
    double agreement_ = 0.0;
    double residualSpread_ = 0.5;
    bool trainedWithPriorOnly_ = false;
    double oobError_ = 0.0;
};

} // namespace augur
