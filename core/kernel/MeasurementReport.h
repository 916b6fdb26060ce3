#pragma once
// The report a measurement backend attaches to a measurement (the cuda backend's worker
// writes it; sessions store it; `export` and datasets carry it): compile resources, phase
// times, correctness seeds, timing samples, the CUPTI cross-check, counters, launch
// geometry, device roofs, energy and the confirmation of a suspicious speedup.
// This is the one place its JSON is read and written (docs/measurement.md lists the
// fields); everything else uses the typed sections.
#include "core/kernel/EnergyReport.h"
#include "core/kernel/KernelCompiler.h"
#include "core/kernel/ProfileMetrics.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// ptxas resources of one compiled kernel, named ("<side>_compile.resources.<kernel>").
struct KernelResources : KernelResourceUse {
    std::string kernel;
};

/// NVRTC compile of one side (reference or candidate), "reference_compile" / "candidate_compile".
struct CompileReport {
    bool ok = false;
    std::string arch; ///< "sm_90"
    double compileMs = 0.0; ///< NVRTC wall time, ms
    std::string log; ///< compiler log (truncated by the worker to 8,000 bytes)
    std::vector<KernelResources> resources; ///< per kernel, in name order

    /// Largest register count of any kernel (0 when unknown).
    int maxRegisters() const;
    /// Spill stores + loads of all kernels, bytes per thread.
    long long spillBytes() const;
};

/// Timing section ("timing"): medians and the raw interleaved samples.
struct TimingReport {
    std::optional<double> referenceMedianMs; ///< ms
    std::optional<double> candidateMedianMs; ///< ms
    std::vector<double> referenceSamplesMs; ///< ms, in timing order
    std::vector<double> candidateSamplesMs; ///< ms, in timing order
    std::optional<double> relativeCiHalfWidth; ///< half-width of the speedup's CI over S
};

/// One NVML reading of the GPU ("gpu_state.before" / "gpu_state.after").
struct GpuReading {
    int smClockMhz = -1; ///< MHz
    int memClockMhz = -1; ///< MHz
    int temperatureC = -1; ///< °C
    double powerW = -1; ///< W
    std::vector<std::string> throttleReasons; ///< NVML clock-event reasons, e.g. "sw_power_cap"
};

/// The GPU's state around the timing phase ("gpu_state"): readings before and after,
/// whether it throttled (and the timing was retried), and whether clocks were locked.
struct GpuStateReport {
    bool available = false;
    std::string reason; ///< why not, when unavailable
    int defaultSmClockMhz = -1; ///< MHz
    std::optional<GpuReading> before, after;
    bool throttled = false;
    std::string throttle; ///< why it counts as throttled
    bool retried = false; ///< timed again after a throttled first attempt
    std::string lockClocks; ///< the lock's outcome; empty when not asked
    /// Samples per timed sample (short kernels are timed in batches; 1 otherwise).
    int launchesPerSample = 1;
};

/// CUPTI cross-check of the event timing ("cupti").
struct CuptiCrossCheck {
    bool available = false;
    std::string reason; ///< why not, when unavailable
    std::optional<double> referenceEventOverKernel; ///< event time / CUPTI kernel time, reference
    std::optional<double> candidateEventOverKernel; ///< event time / CUPTI kernel time, candidate
};

/// Re-measurement of a suspicious speedup ("confirmation"): a verdict text alone when the
/// confirmation was not possible or failed, else the second speedup and the verdict.
struct ConfirmationReport {
    std::string verdict;
    std::optional<double> speedup; ///< S of the second measurement
    std::optional<double> ratio; ///< second S / first S
    std::optional<unsigned long long> seed; ///< correctness seed of the second measurement
    bool everyTimedLaunchChecked = false;
};

/// The typed sections of a report; absent sections stay empty or unset.
struct MeasurementReportSections {
    std::string device; ///< "NVIDIA H200"
    std::string arch; ///< "sm_90"
    std::optional<CompileReport> referenceCompile;
    std::optional<CompileReport> candidateCompile;
    std::map<std::string, double> phasesMs; ///< "phases_ms": compile, correctness, timing, ..., total (ms)
    std::vector<unsigned long long> correctnessSeeds;
    TimingReport timing;
    CuptiCrossCheck cupti;
    GpuStateReport gpuState;
    std::optional<double> timingEfficiency; ///< GPU-busy time / timing wall time
    std::optional<double> achievedGBs; ///< nominal bytes / candidate time, GB/s
    std::optional<double> achievedGFlops; ///< nominal FLOPs / candidate time, GFLOP/s
    std::optional<double> bandwidthFraction; ///< achieved GB/s over the DRAM roof
    std::optional<DevicePeaks> devicePeaks;
    std::vector<LaunchGeometry> launchGeometry;
    KernelProfile profile; ///< counters; unavailable ("not profiled") when absent
    /// Per-kernel GPU time from the counters ("profile.kernels[i].metrics.duration_ns"), ns.
    std::vector<double> kernelDurationNs;
    EnergyReport energy;
    std::optional<double> energyRatio; ///< "energy.energy_ratio": reference J / candidate J
    std::string warning; ///< e.g. a weak correctness check
    std::string suspicion; ///< why the speedup is implausible, when it is
    std::optional<ConfirmationReport> confirmation;
};

/// The typed report: an immutable value, read from JSON once (fromJson / parse) and shared
/// between copies, so a session of 100,000 measurements without reports pays one pointer
/// each. The JSON it came from is kept whole, so storing and exporting never lose a field
/// this version does not model.
class MeasurementReport {
public:
    MeasurementReport() = default;
    /// Reads a report object; anything but a non-empty object gives an empty report.
    /// Never throws: a malformed section is left empty.
    static MeasurementReport fromJson(const nlohmann::json& report);
    /// Parses report text; malformed or empty text gives an empty report.
    static MeasurementReport parse(std::string_view text);

    bool empty() const { return !data_; }
    /// Identifies the report's contents: equal for copies of one report, different after
    /// setSection (to skip re-reading an unchanged report).
    const void* identity() const { return data_.get(); }
    /// The report as JSON (an empty object when there is none).
    const nlohmann::json& json() const;
    /// Compact JSON text of the report ("" when empty).
    std::string text() const;
    /// The typed sections (all empty when there is no report).
    const MeasurementReportSections& sections() const;
    const MeasurementReportSections* operator->() const { return &sections(); }

    /// Sets (or replaces) one top-level section; the typed sections are read again.
    void setSection(const std::string& name, nlohmann::json value);
    /// Removes the raw timing samples (datasets keep them in "times.runtimes" instead).
    void dropTimingSamples();

private:
    struct Data; ///< the JSON and its typed sections (MeasurementReport.cpp)
    static std::shared_ptr<const Data> read(nlohmann::json report);
    std::shared_ptr<const Data> data_;
};

} // namespace augur
