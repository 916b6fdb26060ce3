#include "core/bins/Acquisition.h"

#include <algorithm>
#include <cmath>

namespace augur {

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440;
constexpr double kInvSqrt2Pi = 0.39894228040143267794;
double normalCdf(double z) { return 0.5 * std::erfc(-z * kInvSqrt2); }
double normalPdf(double z) { return kInvSqrt2Pi * std::exp(-0.5 * z * z); }
} // namespace

double expectedImprovement(const Forecast& f, double bestLog2) {
    if (f.parseFailure) return 0.0;
    const auto pred = f.log2Predictive();
    const double d = pred.mean - bestLog2;
    const double z = d / pred.sigma;
    return std::max(0.0, d * normalCdf(z) + pred.sigma * normalPdf(z));
}

double probabilityOfImprovement(const Forecast& f, double bestLog2) {
    if (f.parseFailure) return 0.0;
    const auto pred = f.log2Predictive();
    return normalCdf((pred.mean - bestLog2) / pred.sigma);
}

} // namespace augur
