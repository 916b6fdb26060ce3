#include "core/diagnosis/DiagnosisInput.h"

namespace augur {

DiagnosisInput DiagnosisInput::fromReport(const MeasurementReport& report, std::optional<DevicePeaks> fallbackPeaks) {
    const MeasurementReportSections& r = report.sections();
    DiagnosisInput in;
    in.profile = r.profile;
    in.geometry = r.launchGeometry;
    in.kernelDurationNs = r.kernelDurationNs;
    in.peaks = r.devicePeaks ? r.devicePeaks : fallbackPeaks;
    if (r.candidateCompile) in.resources = r.candidateCompile->resources;
    in.bandwidthFraction = r.bandwidthFraction;
    in.achievedGBs = r.achievedGBs;
    in.achievedGFlops = r.achievedGFlops;
    in.candidateMs = r.timing.candidateMedianMs;
    in.arch = r.arch;
    return in;
}

std::optional<double> DiagnosisInput::nominalBytes() const {
    if (!achievedGBs || *achievedGBs <= 0) return std::nullopt;
    double ms = candidateMs.value_or(0.0);
    if (ms <= 0)
        if (auto ns = profile.get("duration_ns")) ms = *ns * 1e-6;
    if (ms <= 0) return std::nullopt;
    return *achievedGBs * 1e9 * ms * 1e-3;
}

std::optional<double> DiagnosisInput::dramBytes() const {
    auto r = profile.get("dram_read_bytes"), w = profile.get("dram_write_bytes");
    if (!r && !w) return std::nullopt;
    return r.value_or(0.0) + w.value_or(0.0);
}

} // namespace augur
