#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/model/Session.h"

#include <nlohmann/json.hpp>

namespace augur {

/// The JSON summary printed by `augur-cli run`/`resume`/`report`:
/// problem, reference (and how it was chosen), strategy, seed, candidates considered,
/// measured, accepted on forecast, failed, best measured speedup and its configuration,
/// best speedup in the whole space (when the backend knows it) and the fraction recovered
/// (best measured / best in space), discovery moments and the forecast metrics of the
/// candidates that were both forecast and measured.
nlohmann::json runSummary(const Session& session, const MeasurementBackend* backend, const std::string& stopReason,
                          double elapsedS);

} // namespace augur
