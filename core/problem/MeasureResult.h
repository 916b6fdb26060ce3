#pragma once
// What a worker answers to one MeasureJob (docs/measurement.md): the speedup with its
// interval, or the failure that ended the measurement, and the report. The harness returns
// it, the protocol carries it as the reply's "result" object, and the cuda backend turns it
// into the Measurement a session stores. Its JSON is written and read here only; the field
// names are those sessions, exports and datasets keep ("reference_ms", "speedup_ci", ...).
#include "core/model/Measurement.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <variant>

namespace augur {

/// A measurement that passed every check: medians of the timed samples and the paired speedup.
struct MeasuredSpeedup {
    double referenceMs = 0; ///< median reference time, ms
    double candidateMs = 0; ///< median candidate time, ms (the reference's for a reference-only job)
    double candidateIqrMs = 0; ///< interquartile range of the candidate's samples, ms
    int samples = 0; ///< timed samples of the candidate
    double speedup = 0; ///< S: median of the paired ratios reference / candidate
    double speedupLow = 0; ///< lower end of S's interval (the spread between measurements included)
    double speedupHigh = 0; ///< upper end of S's interval
    /// Implausible until confirmed: above 10x, or faster than the memory roof allows.
    bool suspicious = false;
    /// Joules per launch of the candidate (of the reference for a reference-only job), when
    /// energy was measured and NVML answered.
    std::optional<double> energyJ;
    std::optional<double> referenceEnergyJ; ///< joules per launch of the reference, same loops
};

/// A measurement that ended before a speedup: the verdict and why.
struct MeasureFailure {
    /// CompileError, WrongResult, RuntimeError or Invalid from the harness; a result with a
    /// status this version does not know reads as Invalid.
    MeasurementStatus status = MeasurementStatus::Invalid;
    std::string reason; ///< for the engineer: what failed, where, with which seed
    /// A sticky CUDA error poisoned the worker's context: it exits after replying. Part of
    /// every RuntimeError's JSON (the only status a CUDA error produces), of no other.
    bool fatal = false;
};

/// The result of one measure job.
struct MeasureResult {
    std::variant<MeasuredSpeedup, MeasureFailure> outcome;
    /// The report (core/kernel/MeasurementReport.h reads it): compile, phases, correctness,
    /// timing, cross-checks, counters, energy. Null when the worker sent none.
    nlohmann::json details;

    bool ok() const { return std::holds_alternative<MeasuredSpeedup>(outcome); }
    /// The speedup, or nullptr for a failure.
    const MeasuredSpeedup* speedup() const { return std::get_if<MeasuredSpeedup>(&outcome); }
    /// The failure, or nullptr when the measurement passed.
    const MeasureFailure* failure() const { return std::get_if<MeasureFailure>(&outcome); }
};

/// The result object of the worker's reply: "status" and "reason" (and "fatal" for a
/// runtime error) for a failure; "status": "ok", times (ms), "samples", "speedup",
/// "speedup_ci", "suspicious" and the energy fields for a speedup; "details" when there is one.
nlohmann::json toJson(const MeasureResult& result);

/// Reads a worker's result object. A missing "status" reads as "invalid", a missing number
/// as 0; an unknown status is a failure with status Invalid. Throws nlohmann::json::exception
/// for a member of the wrong type (a worker that answers that is broken).
MeasureResult measureResultFromJson(const nlohmann::json& j);

/// The Measurement of `result` (its backend left empty): status, reason or times and
/// interval, and the report read from "details".
Measurement toMeasurement(const MeasureResult& result);

} // namespace augur
