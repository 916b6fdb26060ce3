#pragma once
// Where the time of one GPU measurement went, grouped the way Augur reports it: compile,
// correctness, timing and the rest. Read from the harness's "phases_ms" (core/kernel/MeasurementReport).
#include "core/kernel/MeasurementReport.h"

#include <optional>
#include <string>

namespace augur {

/// The phase times of one measurement in the worker, ms. The harness writes compile,
/// correctness, timing, overhead, total and, when those passes ran, profile and energy
/// (gpu/worker/Harness.cpp); everything but the first three and the total is "other".
struct MeasurementPhases {
    double compileMs = 0.0; ///< NVRTC of the sides not yet in the worker's cache, ms
    double correctnessMs = 0.0; ///< correctness seeds, precision and other sizes, ms
    double timingMs = 0.0; ///< the interleaved timing, ms
    double otherMs = 0.0; ///< overhead (buffers, plans, CUPTI cross-check) + profile + energy, ms
    double totalMs = 0.0; ///< the whole job in the worker, ms

    /// The phases of a report; std::nullopt when it has none (a recorded dataset without
    /// them, a failure before any worker ran the job) or when its total is not a positive,
    /// finite time. A report without a "total" gets the sum of its phases.
    static std::optional<MeasurementPhases> of(const MeasurementReport& report);

    /// "compile 40 ms, correctness 120 ms, timing 230 ms, other 22 ms, total 412 ms".
    std::string describe() const;
    /// A time in ms as Augur's text prints it: whole ms from 10 ms up, one decimal below
    /// ("412", "9.5"), without the unit.
    static std::string formatMs(double ms);
};

} // namespace augur
