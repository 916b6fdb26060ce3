#pragma once
// Acquisition functions of the model-based search (docs/search.md "model"): how much a
// forecast candidate is worth measuring, given the best speedup measured so far.
#include "core/bins/Forecast.h"

namespace augur {

/// Expected improvement of log2 S over `bestLog2` (the incumbent's log2 speedup) under the
/// forecast's normal predictive of log2 S (Forecast::log2Predictive):
///   EI = (μ − b)·Φ(z) + σ·φ(z),  z = (μ − b)/σ
/// (Jones, Schonlau & Welch 1998, "Efficient Global Optimization of Expensive Black-Box
/// Functions", eq. 15; Mockus 1975). In log2 units: EI = 0.5 means "half a doubling" of
/// expected gain. 0 for a parse failure. Never negative.
double expectedImprovement(const Forecast& f, double bestLog2);

/// Probability that log2 S exceeds `bestLog2` under the same predictive (Kushner 1964).
double probabilityOfImprovement(const Forecast& f, double bestLog2);

} // namespace augur
