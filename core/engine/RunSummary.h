#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/model/Session.h"
#include "core/surrogate/PriorFit.h"

#include <optional>

#include <nlohmann/json.hpp>

namespace augur {

/// The JSON summary printed by `augur-cli run`/`resume`/`report`:
/// problem, reference (and how it was chosen), strategy, seed, candidates considered,
/// measured, accepted on forecast, failed, best measured speedup and its configuration,
/// best speedup in the whole space (when the backend knows it) and the fraction recovered
/// (best measured / best in space), discovery moments and the forecast metrics of the
/// candidates that were both forecast and measured, and what the GPU measurements cost
/// ("measurement_cost", core/model/MeasurementThroughput.h).
/// With a warm start, the prior's file, its SHA-256 and, when `prior` is given, its weight
/// at the end of the run ("prior_weight": weight, agreement, rows, note).
nlohmann::json runSummary(const Session& session, const MeasurementBackend* backend, const std::string& stopReason,
                          double elapsedS, const std::optional<PriorFit>& prior = std::nullopt);

} // namespace augur
