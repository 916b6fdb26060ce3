#pragma once
// Helpers shared by the calibration, discovery and deferral panels: a dense copy of the
// session's candidates kept up to date from controller events; the forecasts that were
// later measured come from core/MeasuredForecasts.h.
#include "core/Candidate.h"
#include "core/MeasuredForecasts.h"

#include <vector>

namespace augur::ui {

/// Merges changed candidates into `store` (ids are dense indices into the session).
void mergeCandidates(std::vector<Candidate>& store, const std::vector<Candidate>& changed);

using augur::measuredForecasts;

} // namespace augur::ui
