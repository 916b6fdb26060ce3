#include "core/problem/MeasureResult.h"

namespace augur {

using json = nlohmann::json;

namespace {

json speedupJson(const MeasuredSpeedup& s) {
    json j{{"status", measurementStatusName(MeasurementStatus::Ok)},
           {"reference_ms", s.referenceMs},
           {"candidate_ms", s.candidateMs},
           {"candidate_iqr_ms", s.candidateIqrMs},
           {"samples", s.samples},
           {"speedup", s.speedup},
           {"speedup_ci", {s.speedupLow, s.speedupHigh}},
           {"suspicious", s.suspicious}};
    if (s.energyJ) j["energy_j"] = *s.energyJ;
    if (s.referenceEnergyJ) j["reference_energy_j"] = *s.referenceEnergyJ;
    return j;
}

json failureJson(const MeasureFailure& f) {
    json j{{"status", measurementStatusName(f.status)}, {"reason", f.reason}};
    if (f.status == MeasurementStatus::RuntimeError) j["fatal"] = f.fatal;
    return j;
}

// Every read below throws json::exception for a wrong type, as value() and get() do:
// the caller counts such a result as a broken worker.
MeasuredSpeedup speedupFromJson(const json& j) {
    MeasuredSpeedup s;
    s.referenceMs = j.value("reference_ms", 0.0);
    s.candidateMs = j.value("candidate_ms", 0.0);
    s.candidateIqrMs = j.value("candidate_iqr_ms", 0.0);
    s.samples = j.value("samples", 0);
    s.speedup = j.value("speedup", 0.0);
    if (j.contains("speedup_ci") && j.at("speedup_ci").size() == 2) {
        s.speedupLow = j.at("speedup_ci")[0].get<double>();
        s.speedupHigh = j.at("speedup_ci")[1].get<double>();
    }
    s.suspicious = j.value("suspicious", false);
    if (j.contains("energy_j") && j.at("energy_j").is_number()) s.energyJ = j.at("energy_j").get<double>();
    if (j.contains("reference_energy_j") && j.at("reference_energy_j").is_number())
        s.referenceEnergyJ = j.at("reference_energy_j").get<double>();
    return s;
}

} // namespace

json toJson(const MeasureResult& result) {
    json j = result.ok() ? speedupJson(*result.speedup()) : failureJson(*result.failure());
    if (!result.details.is_null()) j["details"] = result.details;
    return j;
}

MeasureResult measureResultFromJson(const json& j) {
    MeasureResult r;
    const std::string status = j.value("status", std::string(measurementStatusName(MeasurementStatus::Invalid)));
    std::string reason = j.value("reason", "");
    if (j.contains("details")) r.details = j.at("details");
    const MeasurementStatus parsed = parseMeasurementStatus(status).value_or(MeasurementStatus::Invalid);
    if (parsed == MeasurementStatus::Ok) {
        r.outcome = speedupFromJson(j);
        return r;
    }
    MeasureFailure f;
    f.status = parsed;
    f.reason = std::move(reason);
    // Informational: the reply's own "fatal" is what the parent acts on.
    if (auto fatal = j.find("fatal"); fatal != j.end() && fatal->is_boolean()) f.fatal = fatal->get<bool>();
    r.outcome = std::move(f);
    return r;
}

Measurement toMeasurement(const MeasureResult& result) {
    Measurement m;
    if (const MeasuredSpeedup* s = result.speedup()) {
        m.status = MeasurementStatus::Ok;
        m.referenceMs = s->referenceMs;
        m.candidateMs = s->candidateMs;
        m.candidateIqrMs = s->candidateIqrMs;
        m.samples = s->samples;
        m.speedup = s->speedup;
        m.speedupLow = s->speedupLow;
        m.speedupHigh = s->speedupHigh;
        m.suspicious = s->suspicious;
        m.energyJ = s->energyJ;
        m.referenceEnergyJ = s->referenceEnergyJ;
    } else {
        m.status = result.failure()->status;
        m.failureReason = result.failure()->reason;
    }
    if (!result.details.is_null()) m.report = MeasurementReport::fromJson(result.details);
    return m;
}

} // namespace augur
