#include "core/llm/prompt/LlmDiagnosisDigest.h"

#include "core/kernel/EnergyReport.h"
#include "core/diagnosis/KernelDiagnosis.h"

#include <cstdio>

namespace augur {

namespace {
std::string pct(double f) {
    char b[32];
    std::snprintf(b, sizeof b, "%.0f%%", f * 100.0);
    return b;
}
} // namespace

std::vector<std::string> LlmDiagnosisDigest::lines(const Measurement& m, std::optional<DevicePeaks> peaks) {
    std::vector<std::string> out;
    if (!m.ok()) {
        std::string reason = m.failureReason.substr(0, 600);
        out.push_back(std::string(measurementStatusName(m.status)) + ": " + reason);
    }
    if (m.report.empty()) return out;
    const MeasurementReportSections& r = m.report.sections();
    if (r.candidateCompile)
        for (const KernelResources& k : r.candidateCompile->resources) {
            const long long spill = k.spillStoreBytes + k.spillLoadBytes;
            std::string l = "kernel " + k.kernel + ": " +
                (k.registers > 0 ? std::to_string(k.registers) + " registers/thread" : "");
            if (k.sharedBytes > 0) l += ", " + std::to_string(k.sharedBytes) + " bytes static shared memory";
            if (spill > 0) l += ", " + std::to_string(spill) + " bytes of register spills (local memory traffic)";
            if (k.registers > 128) l += " (high register use limits occupancy)";
            out.push_back(l);
        }
    // Ranked findings (counters when profiled, else nominal rates, ptxas and geometry).
    for (const DiagnosisFinding& f : KernelDiagnosis::diagnose(m.report, peaks))
        out.push_back(KernelDiagnosis::line(f));
    if (const double gf = r.achievedGFlops.value_or(0.0); gf > 0) {
        char b[64];
        std::snprintf(b, sizeof b, "%.0f GFLOP/s achieved", gf);
        out.push_back(b);
    }
    if (const EnergyReport& e = r.energy; e.available && e.candidate) {
        char b[160];
        std::snprintf(b, sizeof b, "energy: %.3g J per launch at %.0f W average", e.candidate->joulesPerLaunch,
                      e.candidate->averagePowerW);
        std::string l = b;
        if (e.reference) {
            std::snprintf(b, sizeof b, " (reference %.3g J per launch)", e.reference->joulesPerLaunch);
            l += b;
        }
        out.push_back(l);
    } else if (m.energyJ) {
        char b[96];
        std::snprintf(b, sizeof b, "energy: %.3g J per launch", *m.energyJ);
        out.push_back(b);
    }
    if (const double noise = r.timing.relativeCiHalfWidth.value_or(0.0); noise > 0.05)
        out.push_back("timing is noisy (confidence interval +/-" + pct(noise) + ")");
    if (!r.suspicion.empty()) out.push_back("suspicious result: " + r.suspicion);
    return out;
}

std::string LlmDiagnosisDigest::text(const Measurement& m, std::optional<DevicePeaks> peaks) {
    auto ls = lines(m, peaks);
    if (ls.empty()) return "(none)";
    std::string out;
    for (const auto& l : ls) out += (out.empty() ? "- " : "\n- ") + l;
    return out;
}

} // namespace augur
