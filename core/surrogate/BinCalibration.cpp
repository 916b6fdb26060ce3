#include "core/surrogate/BinCalibration.h"

#include <algorithm>
#include <cmath>

namespace augur {

BinProbs ordinalSmooth(const BinProbs& p, double a) {
    BinProbs q{};
    for (std::size_t k = 0; k < kBinCount; ++k) {
        const double below = k > 0 ? p[k - 1] : p[k];
        const double above = k + 1 < kBinCount ? p[k + 1] : p[k];
        q[k] = (1.0 - a) * p[k] + 0.5 * a * (below + above);
    }
    return q;
}

BinProbs temperedSoftmax(const float* z, double t) {
    double mx = z[0];
    for (std::size_t k = 1; k < kBinCount; ++k) mx = std::max(mx, static_cast<double>(z[k]));
    BinProbs p{};
    double sum = 0.0;
    for (std::size_t k = 0; k < kBinCount; ++k) sum += (p[k] = std::exp((z[k] - mx) / t));
    for (double& q : p) q /= sum;
    return p;
}

BinProbs calibratedProbs(const BinCalibration& c, const float* z, const BinProbs& freq) {
    const BinProbs m = ordinalSmooth(temperedSoftmax(z, c.temperature), c.smoothing);
    BinProbs p{};
    for (std::size_t k = 0; k < kBinCount; ++k) p[k] = c.weight * m[k] + (1.0 - c.weight) * freq[k];
    return p;
}

BinProbs laplaceFrequencies(const std::vector<float>& labels, std::size_t rows) {
    BinProbs f{};
    f.fill(1.0);
    for (std::size_t i = 0; i < rows; ++i) f[static_cast<std::size_t>(labels[i])] += 1.0;
    for (double& q : f) q /= static_cast<double>(rows) + kBinCount;
    return f;
}

double shrinkageWeight(std::size_t n, double kappa) {
    return kappa > 0.0 ? static_cast<double>(n) / (static_cast<double>(n) + kappa) : 1.0;
}

} // namespace augur
