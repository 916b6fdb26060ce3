#pragma once
// The hardware counters Augur collects for a profiled candidate, and the report the cuda
// backend writes for them into the measurement report (docs/profiling.md). Qt-free: the
// worker (gpu/) collects, core/ diagnoses, ui/ shows.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One counter-derived metric: the Nsight Compute / CUPTI metric name and what Augur calls
/// it in diagnoses. Units are the metric's own (%, bytes, ns, counts, ratio).
struct ProfileMetric {
    const char* key; ///< short name used by Augur ("dram_pct", ...)
    const char* name; ///< CUPTI range-profiler metric (same names as Nsight Compute)
    const char* what; ///< one-line description with unit
};

/// The metrics requested from the CUPTI range profiler, in request order. Metrics a device
/// does not support are dropped at run time and listed in the report as unavailable.
const std::vector<ProfileMetric>& profileMetrics();

/// Counters of one profiled launch plan (all its kernels in one range), read from
/// the measurement report's "profile" section (core/kernel/MeasurementReport.h). Absent metrics are std::nullopt.
struct KernelProfile {
    bool available = false; ///< false: counters unavailable, `reason` says why
    std::string reason; ///< e.g. "counters unavailable (permission): ..."
    std::string subject; ///< "candidate" or "reference"
    int passes = 0; ///< replay passes the counters needed
    double wallMs = 0.0; ///< wall time of the profiling pass, ms
    std::map<std::string, double> values; ///< by ProfileMetric::key
    std::vector<std::string> unavailable; ///< metric names the device refused

    std::optional<double> get(const std::string& key) const;
};

/// Launch geometry of one kernel of a plan, with occupancy from the driver's calculator.
struct LaunchGeometry {
    std::string kernel;
    long long gridBlocks = 0;
    int blockThreads = 0;
    long long dynamicSharedBytes = 0;
    int blocksPerSm = 0; ///< resident blocks per SM (cuOccupancyMaxActiveBlocksPerMultiprocessor)
    int smCount = 0;
    double waves = 0.0; ///< gridBlocks / (blocksPerSm × smCount)
    double theoreticalOccupancyPct = 0.0; ///< resident warps / max warps per SM, %
};

/// Device roofs for a roofline plot, from device attributes.
struct DevicePeaks {
    double dramGBs = 0.0; ///< GB/s (1e9 bytes/s), DRAM
    double fp32GFlops = 0.0; ///< GFLOP/s, FP32 FMA on CUDA cores
    double tensorGFlops = 0.0; ///< GFLOP/s, dense FP16 tensor cores (0 = unknown)
};

/// Roofs from device attributes: FP32 = SMs × FP32 lanes per SM × 2 × SM clock; tensor =
/// SMs × dense FP16 tensor FLOP per clock per SM × clock. Lanes and tensor rates per
/// architecture from NVIDIA's whitepapers (Volta V100, Turing, Ampere GA100/GA102, Ada,
/// Hopper H100: 128 FP32 lanes and 4096 dense FP16 tensor FLOP/clock per SM on sm_90).
/// `arch` is "sm_XY"; an unknown architecture gives tensorGFlops 0 and 64 FP32 lanes.
DevicePeaks devicePeaks(const std::string& arch, int smCount, double smClockKHz, double dramGBs);

} // namespace augur
