#pragma once
// Private to the harness: the state of one measurement as it passes through the phases of
// Harness::measure (set-up, correctness, timing, cross-check, result, profile, energy), and
// the small helpers the phase files share.
#include "gpu/driver/NvmlGpuState.h"
#include "gpu/worker/DeviceBuffer.h"
#include "gpu/worker/Harness.h"
#include "gpu/worker/HarnessPlanRun.h"
#include "gpu/worker/SeedOutputs.h"

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace augur::gpu {

namespace harness {
using Clock = std::chrono::steady_clock;

inline double msSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}
/// Outputs and inouts are compared with the reference; inputs and scratch are not.
inline bool checked(const ResolvedBuffer& b) { return b.role == "output" || b.role == "inout"; }
inline std::string truncate(const std::string& s, std::size_t n) {
    return s.size() <= n ? s : s.substr(0, n) + "\n... (" + std::to_string(s.size() - n) + " more bytes)";
}
/// A measurement that ends here, with its verdict and why (docs/measurement.md).
inline MeasureFailure failure(MeasurementStatus status, std::string reason) {
    MeasureFailure f;
    f.status = status;
    f.reason = std::move(reason);
    return f;
}
} // namespace harness

/// One measurement in progress. Every phase reads and extends it; `details` becomes the
/// report (core/kernel/MeasurementReport.h).
struct Harness::Run {
    using Buffers = std::vector<std::unique_ptr<DeviceBuffer>>;

    explicit Run(const MeasureJob& j) : job(j) {}

    const MeasureJob& job;
    harness::Clock::time_point start = harness::Clock::now();
    harness::Clock::time_point correctnessStart = start; ///< set when buffers are allocated
    nlohmann::json details;
    std::string phase = "setup"; ///< reported with a CUDA failure
    // Phase times, ms.
    double compileMs = 0, correctnessMs = 0, timingMs = 0, profileMs = 0, energyMs = 0;

    const Module* refModule = nullptr;
    const Module* candModule = nullptr;
    Buffers buffers; ///< the reference's (and a reference-only job's)
    Buffers candBuffers; ///< the candidate's own
    const Buffers& refBufs() const { return buffers; }
    const Buffers& candBufs() const { return job.referenceOnly ? buffers : candBuffers; }
    PlanRun ref, cand, prec;
    bool precisionCheck = false; ///< the problem ships a float64 reference and a candidate is measured

    // Correctness seeds and their trusted outputs (HarnessOutputs.cpp).
    std::vector<unsigned long long> seeds; ///< drawn for this measurement
    unsigned long long timingSeed = 0; ///< the inputs of the timed launches (seeds[0])
    std::shared_ptr<SeedOutputs> timingOutputs; ///< held: the vault never evicts it meanwhile
    int poolDrawnFrom = 0; ///< seeds of the pool the draw could pick (fewer when memory is short)
    int seedsComputed = 0; ///< trusted outputs computed in this measurement (not in the vault)
    int seedsOnHost = 0; ///< of those, kept on the host: the device had no room

    // Timing.
    std::vector<double> refMs, candMs; ///< timed samples, ms
    std::vector<int> order; ///< per recorded sample: 0 reference, 1 candidate
    bool cupti = false; ///< CUPTI kernel records collected during timing
    std::vector<KernelRecord> records;
    int timedChecks = 0;
    int batchPairs = 0;
    /// Short kernels: launches per timed sample, each on its own copy of the buffers
    /// (1: one launch per sample). Samples are stored per launch.
    int batchLaunches = 1;
    std::size_t unbatchedSamples = 0; ///< leading entries of `order` timed before batching began
    std::vector<Buffers> refCopies, candCopies; ///< per launch of a batch
    std::vector<PlanRun> refBatch, candBatch;
    nlohmann::json gpuState; ///< NVML readings around the timing phase (details "gpu_state")
    double relHalfWidth = 1.0;
    std::string stopReason;
};

} // namespace augur::gpu
