#pragma once
// JSON form of the model types, shared by the session store and the JSONL export.
#include "core/model/Candidate.h"
#include "core/model/Session.h"

#include <nlohmann/json.hpp>

namespace augur {

nlohmann::json toJson(const Forecast& f);
nlohmann::json toJson(const Decision& d);
nlohmann::json toJson(const Measurement& m);

/// Readers throw InputError(file, field, ...) on a wrong shape or an unknown name.
Forecast forecastFromJson(const nlohmann::json& j, const std::string& file);
Decision decisionFromJson(const nlohmann::json& j, const std::string& file);
Measurement measurementFromJson(const nlohmann::json& j, const std::string& file);

/// One export record (JSONL line) of a candidate: identity, parameters (by name), source,
/// forecast, decision, override, measurement, bin (scheme gf-v2) and state.
nlohmann::json exportRecord(const Session& session, const Candidate& c);

} // namespace augur
