#pragma once
// What the diagnosis rules (core/KernelDiagnosis.h) read from one measurement's report.
#include "core/ProfileMetrics.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// ptxas resources of one compiled kernel (Measurement::details "candidate_compile.resources").
struct KernelResources {
    std::string kernel;
    int registers = 0;            ///< 32-bit registers per thread
    long long sharedBytes = 0;    ///< static shared memory per block, bytes
    long long stackBytes = 0;     ///< stack frame per thread, bytes
    long long spillStoreBytes = 0;///< bytes of spill stores per thread
    long long spillLoadBytes = 0; ///< bytes of spill loads per thread
};

/// Everything the rules use, parsed once from Measurement::details (a JSON object text).
/// Missing sections stay empty / unset; the rules skip what they lack.
struct DiagnosisInput {
    KernelProfile profile;                  ///< "profile" (counters), unavailable when absent
    std::vector<LaunchGeometry> geometry;   ///< "launch_geometry"
    /// Per-kernel GPU time from the counters ("profile.kernels[i].metrics.duration_ns"),
    /// in launch order like `geometry`; empty for single-kernel plans or without counters.
    std::vector<double> kernelDurationNs;
    std::optional<DevicePeaks> peaks;       ///< "device_peaks", else the caller's fallback
    std::vector<KernelResources> resources; ///< "candidate_compile.resources"
    std::optional<double> bandwidthFraction;///< "bandwidth_fraction_of_peak": nominal bytes / time / DRAM peak
    std::optional<double> achievedGBs;      ///< "achieved_bandwidth_gbs": nominal bytes / candidate time, GB/s
    std::optional<double> achievedGFlops;   ///< "achieved_gflops": nominal FLOPs / candidate time, GFLOP/s
    std::optional<double> candidateMs;      ///< "timing.candidate.median_ms", ms
    std::string arch;                       ///< "arch" ("sm_90"), empty when unknown

    /// Parses a details text; never throws (malformed text gives an empty input).
    /// `fallbackPeaks` is used when the details carry no "device_peaks" (replayed data).
    static DiagnosisInput fromDetails(const std::string& detailsJson, std::optional<DevicePeaks> fallbackPeaks = std::nullopt);

    /// Nominal bytes of one launch plan (achieved GB/s × candidate time), bytes.
    std::optional<double> nominalBytes() const;
    /// DRAM bytes read + written by the profiled plan (counters), bytes.
    std::optional<double> dramBytes() const;
};

} // namespace augur
