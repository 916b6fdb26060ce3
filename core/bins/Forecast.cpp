#include "core/bins/Forecast.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace augur {

Forecast Forecast::fromProbabilities(const BinProbs& p, ConfidenceKind kind) {
    double sum = 0.0, top = 0.0;
    for (double q : p) {
        if (!(q >= 0.0) || !std::isfinite(q))
            throw std::invalid_argument("forecast probability is negative or not finite");
        sum += q;
        top = std::max(top, q);
    }
    if (!(top > 0.0)) throw std::invalid_argument("forecast probabilities sum to zero");
    if (!std::isfinite(sum)) { // huge values: normalise by the largest first
        BinProbs scaled = p;
        for (auto& q : scaled) q /= top;
        return fromProbabilities(scaled, kind);
    }
    Forecast f;
    // Already normalised (within rounding): kept as given, so a forecast read back from a
    // session file or an export is bit-for-bit the one that was written.
    const bool normalised = std::abs(sum - 1.0) <= 4 * kBinCount * std::numeric_limits<double>::epsilon();
    for (int k = 0; k < kBinCount; ++k) f.p[k] = normalised ? p[k] : p[k] / sum;
    f.confidenceKind = kind;
    f.confidence = confidenceOf(f.p, kind);
    f.predictedBin = static_cast<int>(std::max_element(f.p.begin(), f.p.end()) - f.p.begin()) + 1;
    f.expectedSpeedup = BinScheme::expectedSpeedup(f.p);
    return f;
}

Forecast Forecast::failure(std::string reason) {
    Forecast f;
    f.parseFailure = true;
    f.reasoning = std::move(reason);
    return f;
}

double Forecast::expectedLog2Speedup() const { return expectedSpeedup > 0.0 ? std::log2(expectedSpeedup) : 0.0; }

} // namespace augur

namespace augur {

double Forecast::estimatedLog2Speedup() const {
    if (pointSpeedup && *pointSpeedup > 0.0) return std::log2(*pointSpeedup);
    return expectedLog2Speedup();
}

} // namespace augur

namespace augur {

Forecast::Log2Predictive Forecast::log2Predictive(double floor) const {
    double mean = 0.0, second = 0.0;
    for (int k = 1; k <= kBinCount; ++k) {
        const double m = std::log2(BinScheme::midpoint(k));
        mean += p[static_cast<std::size_t>(k - 1)] * m;
        second += p[static_cast<std::size_t>(k - 1)] * m * m;
    }
    const double binVar = std::max(0.0, second - mean * mean);
    const double ens = pointSpread ? *pointSpread : 0.0;
    Log2Predictive out;
    out.mean = estimatedLog2Speedup();
    out.sigma = std::max(floor, std::sqrt(binVar + ens * ens));
    return out;
}

} // namespace augur
