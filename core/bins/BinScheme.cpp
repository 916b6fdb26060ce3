#include "core/bins/BinScheme.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace augur {

namespace {
void checkBin(int bin) {
    if (bin < 1 || bin > kBinCount) throw std::out_of_range("bin index " + std::to_string(bin) + " outside 1..8");
}
} // namespace

int BinScheme::binOf(double speedup) {
    if (!(speedup > 0.0) || !std::isfinite(speedup))
        throw std::invalid_argument("speedup must be positive and finite, got " + std::to_string(speedup));
    // Exact powers of sqrt(2) must land on the upper side of their edge (edges are
    // half-open); log2 of e.g. 1.4142135623730951 is 0.5 only up to rounding, so compare
    // against the edge values themselves after the estimate.
    int k = static_cast<int>(std::floor(2.0 * std::log2(speedup))) + 4;
    k = std::clamp(k, 1, kBinCount);
    while (k < kBinCount && speedup >= lowerEdge(k + 1)) ++k;
    while (k > 1 && speedup < lowerEdge(k)) --k;
    return k;
}

double BinScheme::lowerEdge(int bin) {
    checkBin(bin);
    if (bin == 1) return 0.0;
    return std::exp2((bin - 4) / 2.0);
}

double BinScheme::midpoint(int bin) {
    checkBin(bin);
    if (bin == 1) return std::exp2(-1.25);
    if (bin == kBinCount) return std::exp2(2.25);
    return std::exp2((bin - 3.5) / 2.0);
}

double BinScheme::expectedSpeedup(const BinProbs& p) {
    double e = 0.0;
    for (int k = 1; k <= kBinCount; ++k) e += p[k - 1] * midpoint(k);
    return e;
}

const char* BinScheme::label(int bin) {
    static const char* const labels[kBinCount] = {"severe slowdown",          "slowdown",       "slight slowdown",
                                                  "parity to slight speedup", "speedup",        "large speedup",
                                                  "very large speedup",       "extreme speedup"};
    checkBin(bin);
    return labels[bin - 1];
}

std::string BinScheme::rangeText(int bin) {
    static const char* const ranges[kBinCount] = {"< 0.5",      "[0.5, 0.707)", "[0.707, 1)", "[1, 1.414)",
                                                  "[1.414, 2)", "[2, 2.83)",    "[2.83, 4)",  ">= 4"};
    checkBin(bin);
    return ranges[bin - 1];
}

} // namespace augur
