#pragma once
#include "core/base/CoreMessage.h"
#include "core/kernel/MeasurementReport.h"

#include <optional>
#include <string>
#include <string_view>

namespace augur {

/// Outcome class of a measurement. Anything but Ok is a failure and has no bin.
enum class MeasurementStatus { Ok, CompileError, WrongResult, RuntimeError, Timeout, Crash, Invalid };

const char* measurementStatusName(MeasurementStatus s);
std::optional<MeasurementStatus> parseMeasurementStatus(std::string_view name);
/// The status as a message (its English is measurementStatusName), for log lines.
CoreMessage measurementStatusMessage(MeasurementStatus s);

/// The speedups a successful measurement may hold (S = T_ref / T_cand). A backend's value
/// outside is turned into a failure (Measurement::rejectNonFinite), and every reader of an
/// outside file (session, dataset, record importers) refuses one, so whatever is stored can
/// be read back, binned and exported.
inline constexpr double kMinSpeedup = 1e-9;
inline constexpr double kMaxSpeedup = 1e9;
/// True when kMinSpeedup <= s <= kMaxSpeedup (false for NaN).
inline bool plausibleSpeedup(double s) { return s >= kMinSpeedup && s <= kMaxSpeedup; }

/// Ground truth for one candidate from a backend. Times are in milliseconds (ms).
struct Measurement {
    MeasurementStatus status = MeasurementStatus::Ok;
    std::string failureReason; ///< why it failed (empty when Ok)
    double referenceMs = 0.0; ///< median reference time, ms
    double candidateMs = 0.0; ///< median candidate time, ms
    double candidateIqrMs = 0.0; ///< interquartile range of candidate samples, ms
    int samples = 0; ///< timed samples of the candidate
    double speedup = 0.0; ///< S = T_ref / T_cand (raw, always stored)
    double speedupLow = 0.0; ///< lower end of the speedup's confidence interval
    double speedupHigh = 0.0; ///< upper end of the speedup's confidence interval
    std::optional<double> energyJ; ///< joules per launch of the candidate, when measured
    std::optional<double> referenceEnergyJ; ///< joules per launch of the reference, same loops
    bool suspicious = false; ///< above a plausibility bound, unconfirmed
    std::string backend; ///< "replay", "cuda", ...
    /// Position of this measurement in the session's sequence of GPU measurements
    /// (1 = the first after the reference; 0 = the reference or unknown). Sessions store
    /// it and `export` writes it, so "measurements to reach X% of the best" can be
    /// computed from any session file.
    int order = 0;
    /// Seconds of the session's wall time (Engine::elapsedSeconds, earlier runs of a resumed
    /// session included) when the measurement was committed; 0 = unknown (older sessions).
    /// The Progress dock's wall-time axis reads it.
    double finishedS = 0.0;
    /// The backend's full report (cuda: compile resources, phase times, correctness seeds,
    /// timing samples, CUPTI cross-check, counters, energy); empty when none. Stored and
    /// exported as the "details" object.
    MeasurementReport report;
    /// Set by a backend that could not take this measurement for a reason outside the
    /// candidate (its cluster job was preempted, no allocation could be had): the engine
    /// puts the candidate back in the queue, spends no budget and stores nothing. Never stored.
    std::string unmeasuredReason;

    bool ok() const { return status == MeasurementStatus::Ok; }
    /// Turns an "ok" measurement whose speedup is not plausibleSpeedup, or whose interval
    /// or times are not finite and non-negative, into a failed one (status Invalid) naming the bad value, so nothing that
    /// could not be read back is ever written to a session or binned.
    void rejectNonFinite();
    /// gf-v2 bin of the speedup (1..8); 0 for a failure.
    int bin() const;
};

} // namespace augur
