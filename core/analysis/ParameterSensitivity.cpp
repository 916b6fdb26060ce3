#include "core/analysis/ParameterSensitivity.h"

#include <algorithm>

namespace augur {

double etaSquared(const std::vector<std::uint32_t>& group, const std::vector<double>& y, std::size_t* levels) {
    if (levels) *levels = 0;
    const std::size_t n = std::min(group.size(), y.size());
    if (n == 0) return 0.0;
    double mean = 0.0;
    for (std::size_t i = 0; i < n; ++i) mean += y[i];
    mean /= double(n);
    const std::uint32_t groups = *std::max_element(group.begin(), group.begin() + std::ptrdiff_t(n)) + 1;
    std::vector<double> sum(groups, 0.0);
    std::vector<std::size_t> count(groups, 0);
    double total = 0.0;
    for (std::size_t i = 0; i < n; ++i) {
        const double d = y[i] - mean;
        total += d * d;
        sum[group[i]] += d; // deviations from the grand mean: the group's mean minus ȳ is sum / count
        ++count[group[i]];
    }
    double between = 0.0;
    std::size_t k = 0;
    for (std::uint32_t g = 0; g < groups; ++g) {
        if (count[g] == 0) continue;
        ++k;
        between += sum[g] * sum[g] / double(count[g]);
    }
    if (levels) *levels = k;
    if (n < 2 || !(total > 0.0)) return 0.0;
    return std::clamp(between / total, 0.0, 1.0);
}

std::vector<ParameterSensitivity> rankParameterSensitivity(const ParameterPoints& points) {
    std::vector<std::size_t> measured;
    measured.reserve(points.size());
    for (std::size_t i = 0; i < points.size(); ++i)
        if (points.kinds[i] == PointKind::Measured) measured.push_back(i);
    std::vector<double> y;
    y.reserve(measured.size());
    for (std::size_t i : measured) y.push_back(points.log2Speedup[i]);

    std::vector<ParameterSensitivity> out;
    std::vector<std::uint32_t> group(measured.size());
    for (std::size_t p = 0; p < points.parameters.size(); ++p) {
        for (std::size_t j = 0; j < measured.size(); ++j) group[j] = points.position(measured[j], p);
        ParameterSensitivity s;
        s.parameter = p;
        s.name = points.parameters[p].name;
        s.samples = measured.size();
        s.etaSquared = etaSquared(group, y, &s.levels);
        s.chanceLevel = s.samples > 1 && s.levels > 0 ? double(s.levels - 1) / double(s.samples - 1) : 0.0;
        out.push_back(std::move(s));
    }
    std::stable_sort(out.begin(), out.end(), [](const ParameterSensitivity& a, const ParameterSensitivity& b) {
        return a.etaSquared > b.etaSquared;
    });
    return out;
}

} // namespace augur
