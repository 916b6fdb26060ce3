#pragma once
#include <vector>

namespace augur {

/// Median, quartiles and a distribution-free confidence interval of the median.
struct SampleSummary {
    int n = 0;
    double median = 0, q1 = 0, q3 = 0, min = 0, max = 0;
    double ciLow = 0, ciHigh = 0; ///< ~95% CI of the median (order statistics)
    double iqr() const { return q3 - q1; }
    /// Half-width of the CI relative to the median (0 when n < 2 or median 0).
    double relativeHalfWidth() const;
};

/// Summarises `values` (any order). Quartiles interpolate linearly (type 7). The CI of
/// the median uses the order statistics at ranks n/2 ∓ 0.98·√n (the binomial normal
/// approximation; Conover, "Practical Nonparametric Statistics", 3rd ed., §3.2), which
/// needs no assumption about the timing distribution. Empty input gives n == 0.
SampleSummary summarise(std::vector<double> values);

} // namespace augur
