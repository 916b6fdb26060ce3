#pragma once
// Helpers shared by the calibration, discovery and deferral panels: a dense copy of the
// session's candidates kept up to date from controller events, and the forecasts that
// were later measured successfully, as core/Metrics.h scores them.
#include "core/Candidate.h"
#include "core/Metrics.h"

#include <vector>

namespace augur::ui {

/// Merges changed candidates into `store` (ids are dense indices into the session).
void mergeCandidates(std::vector<Candidate>& store, const std::vector<Candidate>& changed);

/// Forecasts of candidates measured successfully afterwards (forecast && measurement ok),
/// in id order; parse failures are kept as abstentions.
std::vector<ScoredForecast> measuredForecasts(const std::vector<Candidate>& candidates);

} // namespace augur::ui
