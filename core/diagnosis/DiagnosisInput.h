#pragma once
// What the diagnosis rules (core/diagnosis/KernelDiagnosis.h) read from one measurement's report.
#include "core/kernel/MeasurementReport.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Everything the rules use, taken from a measurement's report. Missing sections stay
/// empty / unset; the rules skip what they lack.
struct DiagnosisInput {
    KernelProfile profile; ///< "profile" (counters), unavailable when absent
    std::vector<LaunchGeometry> geometry; ///< "launch_geometry"
    /// Per-kernel GPU time from the counters ("profile.kernels[i].metrics.duration_ns"),
    /// in launch order like `geometry`; empty for single-kernel plans or without counters.
    std::vector<double> kernelDurationNs;
    std::optional<DevicePeaks> peaks; ///< "device_peaks", else the caller's fallback
    std::vector<KernelResources> resources; ///< "candidate_compile.resources"
    std::optional<double> bandwidthFraction; ///< "bandwidth_fraction_of_peak": nominal bytes / time / DRAM peak
    std::optional<double> achievedGBs; ///< "achieved_bandwidth_gbs": nominal bytes / candidate time, GB/s
    std::optional<double> achievedGFlops; ///< "achieved_gflops": nominal FLOPs / candidate time, GFLOP/s
    std::optional<double> candidateMs; ///< "timing.candidate.median_ms", ms
    std::string arch; ///< "arch" ("sm_90"), empty when unknown

    /// The rules' view of `report`. `fallbackPeaks` is used when the report carries no
    /// device roofs (replayed data).
    static DiagnosisInput fromReport(const MeasurementReport& report,
                                     std::optional<DevicePeaks> fallbackPeaks = std::nullopt);

    /// Nominal bytes of one launch plan (achieved GB/s × candidate time), bytes.
    std::optional<double> nominalBytes() const;
    /// DRAM bytes read + written by the profiled plan (counters), bytes.
    std::optional<double> dramBytes() const;
};

} // namespace augur
