#pragma once
// The error sums of the precision check (docs/measurement.md, "Precision"), shared by the
// device reduction (augur_error_sums) and the host fallback.
#include <algorithm>
#include <cmath>
#include <string>

namespace augur::gpu {

/// Sums of one output against the float64 reference r, over the elements where r is finite.
struct ErrorSums {
    double squaredError = 0; ///< sum (x - r)^2
    double squaredExact = 0; ///< sum r^2
    long long skipped = 0; ///< elements where the float64 reference is not finite
    long long counted = 0; ///< elements compared
    bool nonFinite = false; ///< x not finite where r is
    double scale = 0; ///< the problem's error_scale: the RMS magnitude measured against at least

    /// RMS error / max(RMS of r, scale): plain relative RMS error unless the output's
    /// magnitude falls below the scale; infinite when x is not finite where r is.
    double relativeRms() const {
        if (nonFinite) return INFINITY;
        const double denominator = std::max(squaredExact, static_cast<double>(counted) * scale * scale);
        return denominator > 0 ? std::sqrt(squaredError / denominator) : 0.0;
    }
};

/// The sums of `values` against `exact`, both host copies of an output of `dtype` (the
/// fallback when the device has no room to keep the float64 reference's output).
ErrorSums hostErrorSums(const std::string& dtype, const std::string& values, const std::string& exact);

} // namespace augur::gpu
