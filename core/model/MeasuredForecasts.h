#pragma once
// The forecasts a session can be scored on: those of candidates measured successfully
// afterwards. Shared by the run summary, the calibration and deferral panels.
#include "core/model/Candidate.h"
#include "core/bins/Metrics.h"

#include <vector>

namespace augur {

/// Forecasts of candidates measured successfully after being forecast (forecast &&
/// measurement ok), in id order, scored against the measured bin; parse failures are
/// kept as abstentions.
/// With `withPriors` false, no-information priors (Forecast::prior) are left out.
std::vector<ScoredForecast> measuredForecasts(const std::vector<Candidate>& candidates, bool withPriors = true);

} // namespace augur
