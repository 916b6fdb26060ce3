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
};

/// Bootstrap ensemble of XGBoost squared-error regressors of log2 S.
///
/// - Point estimate = mean of the members, spread = their standard deviation: the
///   ensemble's disagreement is the epistemic uncertainty that the acquisition needs and a
///   single boosted model does not give (bootstrap ensembles of trees as uncertainty,
///   Hutter, Hoos & Leyton-Brown 2011, "Sequential Model-Based Optimization for General
///   Algorithm Configuration" (SMAC), section 4.3, there with random forests).
/// - With a prior (setPrior): a model of the prior's log2 speedups (relative to its own
///   reference) gives a base margin g(x); the session's rows shift it by their mean
///   residual o = mean(y − g(x)) (the two references differ) and the members learn what is
///   left, y − g(x) − o, as XGBoost base margins. The shift and the residual are refitted on
///   every training, so the prior's calibration follows this session's measurements.
///   Until minRows rows exist, predictions are g(x) + o with the spread of the residuals
///   (0.5 while fewer than two rows exist).
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

    /// The prior model's prediction shifted onto this session, g(x) + o, for `rows` rows
    /// (zeros without a prior).
    std::vector<float> priorPrediction(const std::vector<float>& features, std::size_t rows) const {
        return priorMargin(features, rows);
    }

    /// Mean squared out-of-bag error of the ensemble (each row predicted by the members
    /// whose bootstrap sample left it out; Breiman 1996), +∞ when no row was left out.
    double outOfBagError() const { return oobError_; }

    /// The offset o added to the prior model (0 without a prior).
    double priorOffset() const { return offset_; }

private:
    std::vector<float> priorMargin(const std::vector<float>& features, std::size_t rows) const;

    std::uint64_t seed_;
    SpeedupRegressorOptions options_;
    std::size_t cols_ = 0;
    std::unique_ptr<XgbBooster> prior_;
    std::vector<std::unique_ptr<XgbBooster>> members_;
    double offset_ = 0.0;
    double residualSpread_ = 0.5;
    bool trainedWithPriorOnly_ = false;
    double oobError_ = 0.0;
};

} // namespace augur
