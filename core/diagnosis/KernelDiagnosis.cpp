#include "core/diagnosis/KernelDiagnosis.h"

#include "core/diagnosis/DiagnosisRules.h"

#include <algorithm>

namespace augur {

const char* diagnosisSeverityName(DiagnosisSeverity s) {
    switch (s) {
    case DiagnosisSeverity::Info: return "info";
    case DiagnosisSeverity::Low: return "low";
    case DiagnosisSeverity::Medium: return "medium";
    case DiagnosisSeverity::High: return "high";
    }
    return "info";
}

DiagnosisSeverity KernelDiagnosis::severityOf(double gain) {
    if (gain >= 0.25) return DiagnosisSeverity::High;
    if (gain >= 0.10) return DiagnosisSeverity::Medium;
    if (gain > 0.0) return DiagnosisSeverity::Low;
    return DiagnosisSeverity::Info;
}

std::vector<DiagnosisFinding> KernelDiagnosis::diagnose(const DiagnosisInput& in) {
    DiagnosisRules r(in);
    r.spills();
    r.memoryBound();
    r.computeBound();
    r.latencyBound();
    r.occupancyLimited();
    r.uncoalesced();
    r.bankConflicts();
    r.dramExcess();
    r.tail();
    r.warpStall();
    r.unavailable();
    std::vector<DiagnosisFinding> out = r.takeFindings();
    std::stable_sort(out.begin(), out.end(), [](const DiagnosisFinding& a, const DiagnosisFinding& b) {
        // Info findings (gain 0) last; otherwise by gain, rule order on ties.
        return a.gain > b.gain;
    });
    return out;
}

std::vector<DiagnosisFinding> KernelDiagnosis::diagnose(const MeasurementReport& report,
                                                        std::optional<DevicePeaks> fallbackPeaks) {
    return diagnose(DiagnosisInput::fromReport(report, fallbackPeaks));
}

std::string KernelDiagnosis::line(const DiagnosisFinding& f) {
    std::string l = f.title;
    if (!f.evidence.empty()) l += " — " + f.evidence;
    if (!f.suggestion.empty()) l += ". " + f.suggestion;
    return l;
}

} // namespace augur
