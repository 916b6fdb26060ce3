#pragma once
// The features surrogate's point estimate of log2 S with its uncertainty, and the
// probability of measuring without failure: what the model-based search scores a whole
// tunable space with (docs/search.md, "The point estimate behind the acquisition").
#include "core/model/ParameterSpace.h"
#include "core/surrogate/FeasibilityModel.h"
#include "core/surrogate/GaussianProcess.h"
#include "core/surrogate/SpeedupRegressor.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace augur {

/// Settings of SpeedupModel.
struct SpeedupModelOptions {
    /// The trees: a bootstrap ensemble of log2 S regressors.
    SpeedupRegressorOptions regression;
    /// Mix a Gaussian process over normalised parameter positions into the trees when rows
    /// are configurations of a space (setSpace). Trees cannot place an unmeasured value
    /// between two measured ones (a split puts it on one side), and their bootstrap members
    /// agree far from every measurement as readily as on measured points, so a search on
    /// trees alone settles on plateaus and edges; the process interpolates ordinal
    /// parameters and its spread grows with the distance to what was measured. The two are
    /// weighted by their out-of-sample errors (out-of-bag, leave-one-out).
    bool gaussianProcess = true;
    /// Below this prior weight (SpeedupRegressor::priorWeight) the prior is set aside and
    /// every estimate comes from the twin trained on this session's rows alone: a prior
    /// that ranks this GPU poorly still pulls a weighted estimate towards its own optimum,
    /// and on the convolution files that held a search on a plateau (docs/search.md, "Warm
    /// start"). Early on the weight's pseudo-rows keep it above the gate.
    double priorGate = 0.5;
    /// Most rows the Gaussian process is fitted on (its fit is cubic in them).
    static constexpr std::size_t kGaussianProcessRows = 150;
};

/// Point estimate, spread and feasibility over feature rows (row-major float matrices,
/// NaN = missing): an ensemble of boosted trees mixed with a Gaussian process, and a
/// classifier of failing configurations. Trained from scratch by train(); deterministic
/// for a seed and the same rows; single-threaded (the engine thread).
class SpeedupModel {
public:
    explicit SpeedupModel(std::uint64_t seed = 0, SpeedupModelOptions options = {});

    /// Rows are configurations of `space` (values in its order): the Gaussian process
    /// reads their normalised positions. Without a space (feature rows of another kind)
    /// only the trees predict.
    void setSpace(std::optional<ParameterSpace> space) { space_ = std::move(space); }

    /// A prior from another measurement of the same space (SpeedupRegressor::setPrior).
    /// `partial`: the prior lacks parameters this space varies (its rows hold NaN there), so
    /// it cannot rank what those parameters do; it is then set aside for the estimates
    /// (priorSetAside) once the twin has rows, and only its weight is reported.
    void setPrior(const std::vector<float>& features, std::size_t cols, const std::vector<float>& log2Speedups,
                  bool partial = false);
    bool hasPrior() const { return regression_.hasPrior(); }
    bool priorPartial() const { return priorPartial_; }

    /// Retrains on `rows` successful rows with their log2 S and `failedRows` failed rows
    /// (each row-major, `cols` wide). Errors of XGBoost are kept (trainError()), not thrown:
    /// the model is then not ready and feasibility falls back to the success rate.
    void train(const std::vector<float>& features, std::size_t rows, std::size_t cols,
               const std::vector<float>& log2Speedups, const std::vector<float>& failed, std::size_t failedRows);

    /// Whether predict() gives estimates (enough rows, or a prior).
    bool ready() const;
    const std::string& trainError() const { return trainError_; }

    /// Mean and spread of log2 S for `rows` rows (log2 units). Throws XgbError.
    void predict(const std::vector<float>& features, std::size_t rows, std::vector<float>& mean,
                 std::vector<float>& spread) const;

    /// One draw from the model's posterior for Thompson sampling (Thompson 1933): the
    /// bootstrap member `draw` mod ensemble size (a bootstrap replicate as a posterior
    /// sample, Eckles & Kaptein 2014, "Thompson Sampling with the Online Bootstrap") mixed
    /// with the process's mean as predict() mixes them. With a prior and `withPrior`
    /// false, the draw comes from a twin model trained on this session's rows alone: a
    /// search can hedge against a prior that misleads. Throws XgbError.
    std::vector<float> sample(const std::vector<float>& features, std::size_t rows, std::size_t draw,
                              bool withPrior = true) const;

    /// P(valid) per row (FeasibilityModel). Throws XgbError.
    std::vector<float> feasibility(const std::vector<float>& features, std::size_t rows) const {
        return feasibility_.predict(features, rows);
    }
    bool feasibilityTrained() const { return feasibility_.trained(); }

    /// The process's share in the mix (0 without it).
    double gaussianProcessWeight() const { return gpWeight_; }
    const SpeedupRegressor& regressor() const { return regression_; }
    /// Whether a prior is set but set aside: partial (from the start), or its weight under
    /// the gate once the twin without it has rows to predict from. Estimates then come
    /// from the twin.
    bool priorSetAside() const;

private:
    std::optional<std::vector<double>> positionsOf(const float* row) const;
    void fitGaussianProcess(const std::vector<float>& features, std::size_t rows, const std::vector<float>& log2);
    /// Mixes the process into tree means (and spreads, when given).
    void blend(const std::vector<float>& features, std::size_t rows, std::vector<float>& mean,
               std::vector<float>* spread) const;

    std::uint64_t seed_;
    SpeedupModelOptions options_;
    std::optional<ParameterSpace> space_;
    std::size_t cols_ = 0;
    SpeedupRegressor regression_;
    GaussianProcess process_; ///< over positions; on the prior's residuals with a prior
    bool processFitted_ = false;
    double gpWeight_ = 0.0;
    FeasibilityModel feasibility_;
    std::string trainError_;
    /// With a prior: the same model without it, trained on the same rows (sample()).
    std::unique_ptr<SpeedupModel> cold_;
    bool priorPartial_ = false;
};

} // namespace augur
