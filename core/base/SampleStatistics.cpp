#include "core/base/SampleStatistics.h"

#include <algorithm>
#include <cmath>

namespace augur {

namespace {
double quantile(const std::vector<double>& sorted, double q) {
    const double pos = q * static_cast<double>(sorted.size() - 1);
    const auto lo = static_cast<std::size_t>(std::floor(pos));
    const auto hi = std::min(lo + 1, sorted.size() - 1);
    return sorted[lo] + (pos - static_cast<double>(lo)) * (sorted[hi] - sorted[lo]);
}
} // namespace

double SampleSummary::relativeHalfWidth() const {
    if (n < 2 || median == 0) return 0;
    return (ciHigh - ciLow) / (2.0 * std::fabs(median));
}

SampleSummary summarise(std::vector<double> values) {
    SampleSummary s;
    if (values.empty()) return s;
    std::sort(values.begin(), values.end());
    s.n = static_cast<int>(values.size());
    s.median = quantile(values, 0.5);
    s.q1 = quantile(values, 0.25);
    s.q3 = quantile(values, 0.75);
    s.min = values.front();
    s.max = values.back();
    const double n = static_cast<double>(values.size());
    const double half = 0.98 * std::sqrt(n); // 1.96/2 · √n
    auto clampRank = [&](double r) { return static_cast<std::size_t>(std::clamp(r, 0.0, n - 1)); };
    s.ciLow = values[clampRank(std::floor(n / 2 - half))];
    s.ciHigh = values[clampRank(std::ceil(n / 2 + half) - 1)];
    return s;
}

} // namespace augur
