#pragma once
// Short plain-language diagnoses of a measurement, for the generator's prompt.
#include "core/model/Measurement.h"
#include "core/kernel/ProfileMetrics.h"

#include <optional>

#include <string>
#include <vector>

namespace augur {

/// Turns a measurement's report (Measurement::details from the cuda backend: ptxas
/// resources, profiler counters, launch geometry, bandwidth and FLOP rates, energy,
/// timing noise, plausibility) into a few short lines a performance engineer would write:
/// the failure if any, one line per kernel's resources ("kernel k: 64 registers/thread,
/// 64 bytes of register spills"), then the KernelDiagnosis findings best gain first
/// ("memory-bound: 87% of peak DRAM bandwidth — DRAM 87% of peak, SM 20% (counters). ..."),
/// the achieved GFLOP/s, energy per launch, noisy timing and suspicion.
/// Unknown or missing fields are skipped; an empty list means nothing to say.
class LlmDiagnosisDigest {
public:
    /// `peaks` stands in for a report without "device_peaks" (replayed datasets).
    static std::vector<std::string> lines(const Measurement& m, std::optional<DevicePeaks> peaks = std::nullopt);
    /// lines() joined with newlines and "- " bullets, or "(none)".
    static std::string text(const Measurement& m, std::optional<DevicePeaks> peaks = std::nullopt);
};

} // namespace augur
