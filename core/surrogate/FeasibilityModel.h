#pragma once
// The probability that a configuration measures without failing (it compiles, launches and
// passes the correctness check), learned from the session's successes and failures, so the
// model-based search does not spend measurements next to earlier failures.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace augur {

class XgbBooster;

/// A gradient-boosted classifier of failing configurations (binary:logistic on the
/// feature rows). The search multiplies its acquisition by P(valid), as constrained
/// Bayesian optimisation does with an unknown constraint (Gelbart, Snoek & Adams 2014,
/// "Bayesian Optimization with Unknown Constraints", UAI, eq. 3: EI × Pr(feasible)).
/// Until both classes have been seen, every configuration gets the observed success rate
/// (Laplace-smoothed), never 0: a classifier trained on successes alone knows nothing of
/// failures. Deterministic for a seed and the same rows; single-threaded.
class FeasibilityModel {
public:
    explicit FeasibilityModel(std::uint64_t seed = 0);
    ~FeasibilityModel();
    FeasibilityModel(FeasibilityModel&&) noexcept;
    FeasibilityModel& operator=(FeasibilityModel&&) noexcept;

    /// Retrains on `okRows` successful and `failedRows` failed feature rows (row-major,
    /// `cols` wide each). Throws XgbError when XGBoost fails.
    void train(const std::vector<float>& ok, std::size_t okRows, const std::vector<float>& failed,
               std::size_t failedRows, std::size_t cols);

    /// P(valid) per row of `features` (`rows` × the trained width), in [0.02, 1]. Throws
    /// XgbError when XGBoost fails.
    std::vector<float> predict(const std::vector<float>& features, std::size_t rows) const;

    /// Whether failures were seen and a classifier is trained.
    bool trained() const { return booster_ != nullptr; }

private:
    std::uint64_t seed_;
    std::size_t cols_ = 0;
    double baseRate_ = 1.0; ///< (successes + 1) / (rows + 2)
    std::unique_ptr<XgbBooster> booster_;
};

} // namespace augur
