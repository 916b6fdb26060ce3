#pragma once
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One tunable parameter with its ordered list of allowed values.
struct Parameter {
    std::string name;
    std::vector<double> values; ///< ascending, distinct
};

/// The largest magnitude a parameter value may have. Integers are exact below it, and every
/// value fits the single-precision features of the gradient-boosted surrogate (whose limit
/// is 3.4e38; XGBoost refuses anything beyond as "inf or nan"). Every reader of an outside
/// file (problem, dataset, cache, export, session) refuses a value outside.
inline constexpr double kMaxParameterMagnitude = 1e15;
/// True when `v` is finite and |v| <= kMaxParameterMagnitude.
inline bool plausibleParameterValue(double v) { return v >= -kMaxParameterMagnitude && v <= kMaxParameterMagnitude; }
/// Most parameters one candidate plan or template may fix or declare.
inline constexpr std::size_t kMaxCandidateParameters = 32;

/// A configuration: one value per parameter, in ParameterSpace order.
using Configuration = std::vector<double>;

/// The tunable parameters of a problem. Neighbourhood is defined on value positions:
/// moving one parameter one step along its value list (Kernel Tuner's "adjacent"
/// neighbour, one axis at a time).
class ParameterSpace {
public:
    ParameterSpace() = default;
    explicit ParameterSpace(std::vector<Parameter> params);

    const std::vector<Parameter>& parameters() const { return params_; }
    std::size_t size() const { return params_.size(); }
    bool empty() const { return params_.empty(); }

    /// Index of a parameter by name, or std::nullopt.
    std::optional<std::size_t> indexOf(const std::string& name) const;

    /// Position of `value` in parameter i's value list, or std::nullopt.
    std::optional<std::size_t> positionOf(std::size_t i, double value) const;

    /// Every configuration one step away from `c` on one axis (up to 2 per parameter),
    /// in parameter order, lower step first. Restrictions are not applied here.
    std::vector<Configuration> neighbours(const Configuration& c) const;

    /// Configurations of the cartesian product in odometer order (last parameter
    /// fastest), at most `cap` of them. Restrictions are not applied here.
    std::vector<Configuration> enumerate(std::size_t cap) const;

    /// Walks the cartesian product in enumerate()'s order, one configuration at a time
    /// (memory is one configuration, whatever the product's size), at most `cap` of them;
    /// `visit` returns false to stop. Returns how many were visited.
    std::size_t forEach(std::size_t cap, const std::function<bool(const Configuration&)>& visit) const;

    /// Stable text key of a configuration, e.g. "block_size_x=32,tile_size_y=3".
    std::string key(const Configuration& c) const;

    /// Parameters where a and b differ, as "name: a → b" lines.
    std::vector<std::string> differences(const Configuration& a, const Configuration& b) const;

private:
    std::vector<Parameter> params_;
};

/// Formats a parameter value: integers without a decimal point.
std::string formatParameterValue(double v);

} // namespace augur
