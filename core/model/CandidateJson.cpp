#include "core/model/CandidateJson.h"

#include "core/model/SpeedupContext.h"
#include "core/model/CandidateCost.h"
#include "core/base/BoundedJson.h"

#include "core/model/LlmReplyRejection.h"
#include "core/base/InputError.h"
#include "core/base/JsonWholeNumber.h"

#include <cmath>
#include <limits>
#include <type_traits>
#include <utility>

namespace augur {

nlohmann::json toJson(const Forecast& f) {
    nlohmann::json j{{"surrogate", f.surrogate},
                     {"parse_failure", f.parseFailure},
                     {"reasoning", f.reasoning},
                     {"training_size", f.trainingSize}};
    if (!f.parseFailure) {
        j["p"] = f.p;
        j["confidence"] = f.confidence;
        j["confidence_kind"] = confidenceKindName(f.confidenceKind);
        j["predicted_bin"] = f.predictedBin;
        j["expected_speedup"] = f.expectedSpeedup;
        if (f.pointSpeedup) j["point_speedup"] = *f.pointSpeedup;
        if (f.pointSpread) j["point_spread"] = *f.pointSpread;
        if (f.prior) j["prior"] = true; // written only when set: older readers see the same record
    }
    return j;
}

nlohmann::json toJson(const Decision& d) {
    nlohmann::json j{
        {"kind", decisionKindName(d.kind)}, {"reason", decisionReasonName(d.reason)}, {"threshold", d.threshold}};
    // Written only when the policy compared them: older readers see the same record.
    if (d.confidence) j["confidence"] = *d.confidence;
    if (d.bestMeasured) j["best_measured"] = *d.bestMeasured;
    if (d.probabilityAbove) j["p_above_best"] = *d.probabilityAbove;
    return j;
}

nlohmann::json toJson(const Measurement& m) {
    nlohmann::json j{{"status", measurementStatusName(m.status)}, {"backend", m.backend}};
    if (m.order > 0) j["order"] = m.order;
    if (m.finishedS > 0) j["finished_s"] = m.finishedS;
    if (!m.report.empty()) j["details"] = m.report.json();
    if (!m.ok()) {
        j["failure_reason"] = m.failureReason;
        return j;
    }
    j["reference_ms"] = m.referenceMs;
    j["candidate_ms"] = m.candidateMs;
    j["candidate_iqr_ms"] = m.candidateIqrMs;
    j["samples"] = m.samples;
    j["speedup"] = m.speedup;
    j["speedup_ci"] = {m.speedupLow, m.speedupHigh};
    j["suspicious"] = m.suspicious;
    if (m.energyJ) j["energy_j"] = *m.energyJ;
    if (m.referenceEnergyJ) j["reference_energy_j"] = *m.referenceEnergyJ;
    return j;
}

namespace {
template <typename T>
T get(const nlohmann::json& j, const char* key, const std::string& file, const std::string& where, T fallback) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return fallback;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // nlohmann converts with a plain cast: 99999999999 would wrap, 1e300 is undefined.
        if (auto v = wholeNumber<T>(*it)) return *v;
        throw InputError(file, where + "." + key,
                         it->is_number()
                             ? "must be a whole number from " + std::to_string(std::numeric_limits<T>::min()) + " to " +
                                 std::to_string(std::numeric_limits<T>::max())
                             : std::string("wrong type (") + it->type_name() + ")");
    } else if constexpr (std::is_same_v<T, BinProbs>) {
        if (it->is_array() && it->size() != std::tuple_size_v<BinProbs>)
            throw InputError(file, where + "." + key,
                             "expected " + std::to_string(std::tuple_size_v<BinProbs>) +
                                 " probabilities (one per bin), got " + std::to_string(it->size()));
    }
    try {
        return it->get<T>();
    } catch (const nlohmann::json::exception&) {
        throw InputError(file, where + "." + key, std::string("wrong type (") + it->type_name() + ")");
    }
}
} // namespace

Forecast forecastFromJson(const nlohmann::json& j, const std::string& file) {
    if (!j.is_object()) throw InputError(file, "forecast", "not an object");
    if (get<bool>(j, "parse_failure", file, "forecast", false)) {
        Forecast f = Forecast::failure(get<std::string>(j, "reasoning", file, "forecast", ""));
        f.surrogate = get<std::string>(j, "surrogate", file, "forecast", "");
        return f;
    }
    auto p = get<BinProbs>(j, "p", file, "forecast", BinProbs{});
    auto kind = parseConfidenceKind(get<std::string>(j, "confidence_kind", file, "forecast", "maxprob"));
    if (!kind) throw InputError(file, "forecast.confidence_kind", "unknown confidence score");
    Forecast f;
    try {
        f = Forecast::fromProbabilities(p, *kind);
    } catch (const std::invalid_argument& e) {
        throw InputError(file, "forecast.p", e.what());
    }
    f.surrogate = get<std::string>(j, "surrogate", file, "forecast", "");
    f.reasoning = get<std::string>(j, "reasoning", file, "forecast", "");
    f.trainingSize = get<int>(j, "training_size", file, "forecast", 0);
    if (f.trainingSize < 0) throw InputError(file, "forecast.training_size", "must be >= 0");
    f.prior = get<bool>(j, "prior", file, "forecast", false);
    if (j.contains("point_speedup") && !j["point_speedup"].is_null()) {
        f.pointSpeedup = get<double>(j, "point_speedup", file, "forecast", 0.0);
        if (!plausibleSpeedup(*f.pointSpeedup))
            throw InputError(file, "forecast.point_speedup", "must be a speedup from 1e-9 to 1e9");
    }
    if (j.contains("point_spread") && !j["point_spread"].is_null()) {
        f.pointSpread = get<double>(j, "point_spread", file, "forecast", 0.0);
        if (!(*f.pointSpread >= 0.0 && std::isfinite(*f.pointSpread)))
            throw InputError(file, "forecast.point_spread", "must be a finite number >= 0");
    }
    return f;
}

Decision decisionFromJson(const nlohmann::json& j, const std::string& file) {
    if (!j.is_object()) throw InputError(file, "decision", "not an object");
    Decision d;
    auto k = parseDecisionKind(get<std::string>(j, "kind", file, "decision", ""));
    auto r = parseDecisionReason(get<std::string>(j, "reason", file, "decision", ""));
    if (!k) throw InputError(file, "decision.kind", "unknown decision");
    if (!r) throw InputError(file, "decision.reason", "unknown reason");
    d.kind = *k;
    d.reason = *r;
    d.threshold = get<double>(j, "threshold", file, "decision", 0.0);
    if (!(d.threshold >= 0.0 && d.threshold <= 1.0))
        throw InputError(file, "decision.threshold", "must be a threshold from 0 to 1");
    auto compared = [&](const char* key) -> std::optional<double> {
        if (!j.contains(key) || j[key].is_null()) return std::nullopt;
        const double v = get<double>(j, key, file, "decision", 0.0);
        if (!std::isfinite(v) || v < 0.0)
            throw InputError(file, std::string("decision.") + key, "must be a finite number >= 0");
        return v;
    };
    d.confidence = compared("confidence");
    d.bestMeasured = compared("best_measured");
    d.probabilityAbove = compared("p_above_best");
    return d;
}

Measurement measurementFromJson(const nlohmann::json& j, const std::string& file) {
    if (!j.is_object()) throw InputError(file, "measurement", "not an object");
    Measurement m;
    auto st = parseMeasurementStatus(get<std::string>(j, "status", file, "measurement", ""));
    if (!st) throw InputError(file, "measurement.status", "unknown status");
    m.status = *st;
    m.backend = get<std::string>(j, "backend", file, "measurement", "");
    m.failureReason = get<std::string>(j, "failure_reason", file, "measurement", "");
    m.order = get<int>(j, "order", file, "measurement", 0);
    if (m.order < 0) throw InputError(file, "measurement.order", "must be >= 0");
    m.finishedS = get<double>(j, "finished_s", file, "measurement", 0.0);
    if (!(m.finishedS >= 0.0 && m.finishedS < 1e9))
        throw InputError(file, "measurement.finished_s", "must be a number of seconds from 0 to 1e9");
    m.referenceMs = get<double>(j, "reference_ms", file, "measurement", 0.0);
    m.candidateMs = get<double>(j, "candidate_ms", file, "measurement", 0.0);
    m.candidateIqrMs = get<double>(j, "candidate_iqr_ms", file, "measurement", 0.0);
    m.samples = get<int>(j, "samples", file, "measurement", 0);
    m.speedup = get<double>(j, "speedup", file, "measurement", 0.0);
    auto ci = get<std::vector<double>>(j, "speedup_ci", file, "measurement", {});
    if (ci.size() == 2) {
        m.speedupLow = ci[0];
        m.speedupHigh = ci[1];
    }
    // A session file is outside input too: an "ok" measurement must be one a backend could
    // have produced (the same bounds as a dataset's speedups).
    if (m.ok() && !plausibleSpeedup(m.speedup))
        throw InputError(file, "measurement.speedup", "must be a finite number from 1e-9 to 1e9 for an ok measurement");
    if (!std::isfinite(m.speedupLow) || !std::isfinite(m.speedupHigh) || m.speedupLow < 0 || m.speedupHigh < 0 ||
        m.speedupLow > m.speedupHigh)
        throw InputError(file, "measurement.speedup_ci", "must hold two finite, non-negative numbers, low <= high");
    for (const auto& [field, v] : {std::pair{"reference_ms", m.referenceMs}, std::pair{"candidate_ms", m.candidateMs},
                                   std::pair{"candidate_iqr_ms", m.candidateIqrMs}})
        if (!(v >= 0.0 && v <= 1e7))
            throw InputError(file, std::string("measurement.") + field, "must be a time in ms from 0 to 1e7");
    if (m.samples < 0) throw InputError(file, "measurement.samples", "must be >= 0");
    m.suspicious = get<bool>(j, "suspicious", file, "measurement", false);
    if (j.contains("energy_j") && !j["energy_j"].is_null())
        m.energyJ = get<double>(j, "energy_j", file, "measurement", 0.0);
    if (j.contains("reference_energy_j") && !j["reference_energy_j"].is_null())
        m.referenceEnergyJ = get<double>(j, "reference_energy_j", file, "measurement", 0.0);
    for (const auto& [field, v] :
         {std::pair{"energy_j", m.energyJ}, std::pair{"reference_energy_j", m.referenceEnergyJ}})
        if (v && !(*v >= 0.0 && *v <= 1e9))
            throw InputError(file, std::string("measurement.") + field, "must be joules from 0 to 1e9");
    if (j.contains("details")) m.report = MeasurementReport::fromJson(j["details"]);
    return m;
}

nlohmann::json exportRecord(const Session& session, const Candidate& c) {
    const auto& space = session.problem().space;
    nlohmann::json params = nlohmann::json::object();
    for (std::size_t i = 0; i < space.size() && i < c.configuration.size(); ++i)
        params[space.parameters()[i].name] = c.configuration[i];
    nlohmann::json j{{"id", c.id},
                     {"parent", c.parent == kNoCandidate ? nlohmann::json(nullptr) : nlohmann::json(c.parent)},
                     {"problem", session.problem().name},
                     {"origin", originName(c.origin)},
                     {"depth", c.depth},
                     {"state", candidateStateName(c.state)},
                     {"parameters", params},
                     {"override", overrideKindName(c.override)},
                     {"bin_scheme", BinScheme::name()},
                     {"created_s", c.createdS}};
    if (!c.source.empty()) j["source"] = c.source;
    if (const std::string launches = LlmReplyRejection::storedLaunches(c); !launches.empty())
        j["launches"] = parseBoundedOrDiscarded(launches);
    j["forecast"] = c.forecast ? toJson(*c.forecast) : nlohmann::json(nullptr);
    j["decision"] = c.decision ? toJson(*c.decision) : nlohmann::json(nullptr);
    j["measurement"] = c.measurement ? toJson(*c.measurement) : nlohmann::json(nullptr);
    j["bin"] = c.measurement && c.measurement->ok() ? nlohmann::json(c.measurement->bin()) : nlohmann::json(nullptr);
    j["cost"] = toJson(costOf(c)); // GPU-seconds and the LLM request that wrote it
    // The same S against the vendor library and the roofline (SpeedupContext.h).
    const auto overLibrary = speedupOverBaseline(session, c);
    j["speedup_over_baseline"] = overLibrary ? nlohmann::json(*overLibrary) : nlohmann::json(nullptr);
    const auto roofline =
        c.measurement ? rooflineFraction(*c.measurement, usesTensorRoof(session.problem())) : std::nullopt;
    j["roofline_fraction"] = roofline ? nlohmann::json(*roofline) : nlohmann::json(nullptr);
    // Position in the session's measurement sequence (1-based; null when not measured or
    // for the reference), so a curve of best-so-far against measurements can be rebuilt.
    j["measurement_order"] =
        c.measurement && c.measurement->order > 0 ? nlohmann::json(c.measurement->order) : nlohmann::json(nullptr);
    return j;
}

} // namespace augur
