#include "core/Forecast.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace augur {

Forecast Forecast::fromProbabilities(const BinProbs& p, ConfidenceKind kind) {
    double sum = 0.0;
    for (double q : p) {
        if (!(q >= 0.0) || !std::isfinite(q))
            throw std::invalid_argument("forecast probability is negative or not finite");
        sum += q;
    }
    if (!(sum > 0.0)) throw std::invalid_argument("forecast probabilities sum to zero");
    Forecast f;
    for (int k = 0; k < kBinCount; ++k) f.p[k] = p[k] / sum;
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

double Forecast::expectedLog2Speedup() const {
    return expectedSpeedup > 0.0 ? std::log2(expectedSpeedup) : 0.0;
}

} // namespace augur

namespace augur {

double Forecast::estimatedLog2Speedup() const {
    if (pointSpeedup && *pointSpeedup > 0.0) return std::log2(*pointSpeedup);
    return expectedLog2Speedup();
}

} // namespace augur
