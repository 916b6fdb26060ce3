#pragma once
// How the features surrogate turns its booster's 8 margins into calibrated bin
// probabilities: tempered softmax, ordinal smoothing and shrinkage toward the training
// bin frequencies (docs/evaluation.md).
#include "core/bins/BinScheme.h"

#include <cstddef>
#include <vector>

namespace augur {

/// How the booster's margins z (8 per candidate) become a forecast:
///   p = w · ordinalSmooth(softmax(z / T), a) + (1 − w) · f,
/// f the Laplace-smoothed training bin frequencies (count_k + 1)/(n + 8), w = n/(n+κ).
struct BinCalibration {
    double temperature = 1.0; ///< T > 0 (fitted); below 1 sharpens, above 1 flattens
    double smoothing = 0.0; ///< a in [0, 0.3] (fitted), see ordinalSmooth
    double weight = 1.0; ///< w = n/(n+κ), the model's share against f
    int fittedRows = 0; ///< rows the (T, a) fit used; 0 = not fitted (T = 1, a = 0)
};

/// Ordinal smoothing of a bin distribution: q_k = (1−a)·p_k + (a/2)·(p_{k−1} + p_{k+1}),
/// where the missing neighbour of bin 1 or 8 is the bin itself, so Σq = Σp. A discrete
/// kernel over adjacent bins: the multi-class model treats bins as unordered, while a
/// measured S near an edge lands in a neighbouring bin. `a` in [0, 1].
BinProbs ordinalSmooth(const BinProbs& p, double a);

/// softmax(z / T) of one row of 8 margins `z`; `t` > 0.
BinProbs temperedSoftmax(const float* z, double t);

/// The calibrated forecast of one row of 8 margins `z`: w · ordinalSmooth(softmax(z / T),
/// a) + (1 − w) · `freq`.
BinProbs calibratedProbs(const BinCalibration& c, const float* z, const BinProbs& freq);

/// Laplace-smoothed bin frequencies (count_k + 1)/(rows + 8) of the first `rows` labels
/// (each bin − 1, in 0..7).
BinProbs laplaceFrequencies(const std::vector<float>& labels, std::size_t rows);

/// The model's share w = n/(n+κ) against the smoothed frequencies (1 when κ = 0).
double shrinkageWeight(std::size_t n, double kappa);

} // namespace augur
