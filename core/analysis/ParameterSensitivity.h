#pragma once
// Which parameters of a tunable space move the speedup most: for each parameter, the share
// of the variance of log2 S among the measured configurations that its values explain.
// Qt-free.
#include "core/analysis/ParameterPoints.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace augur {

/// One parameter's share of the variance of log2 S.
struct ParameterSensitivity {
    std::size_t parameter = 0; ///< index into ParameterPoints::parameters
    std::string name;
    /// One-way ANOVA eta squared of log2 S grouped by the parameter's value, in [0, 1].
    double etaSquared = 0.0;
    /// What eta squared is expected to be when the parameter has no effect at all:
    /// (k − 1) / (N − 1) for k values among N measured points. A parameter near this
    /// level explains nothing the grouping alone would not.
    double chanceLevel = 0.0;
    std::size_t levels = 0; ///< k: distinct values among the measured points
    std::size_t samples = 0; ///< N: measured points
};

/// Eta squared (Fisher's correlation ratio squared; Cohen, 1973, "Eta-squared and partial
/// eta-squared in fixed factor ANOVA designs", Educational and Psychological Measurement
/// 33:107–112) of `y` grouped by `group`:
///
///     η² = SS_between / SS_total,  SS_between = Σ_g n_g (ȳ_g − ȳ)²,  SS_total = Σ_i (y_i − ȳ)²
///
/// `group[i]` is y[i]'s group (any small integers); the two vectors have the same length.
/// 0 when SS_total is 0 (all y equal) or there are fewer than 2 values. `levels`, when
/// given, receives the number of distinct groups. Sums are taken around the mean in two
/// passes, so nearly equal values do not cancel.
double etaSquared(const std::vector<std::uint32_t>& group, const std::vector<double>& y, std::size_t* levels = nullptr);

/// The parameters ranked by eta squared of log2 S over the measured points of `points`
/// (forecasts are left out: they would rank the surrogate, not the kernel), largest first,
/// ties in parameter order. log2 S because speedups multiply: a parameter that halves the
/// time counts the same at 1× as at 4×.
///
/// Each value is marginal (one parameter at a time, the others left to vary as the session
/// sampled them): with a restricted space or a search that sampled unevenly, parameters
/// share variance and the values need not add up to 1. Eta squared is biased upward on
/// few samples; `chanceLevel` gives the expectation under no effect.
std::vector<ParameterSensitivity> rankParameterSensitivity(const ParameterPoints& points);

} // namespace augur
