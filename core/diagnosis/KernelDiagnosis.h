#pragma once
// Rules that turn a measurement's report (profiler counters, ptxas resources, launch
// geometry, device peaks, nominal bandwidth and FLOP rates) into short plain-language
// findings with their evidence, ranked by an estimated gain. Qt-free. Each rule, its
// threshold, its gain formula and its source are listed in docs/profiling.md ("Diagnoses").
#include "core/diagnosis/DiagnosisInput.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// How much a finding matters, from its estimated gain.
enum class DiagnosisSeverity {
    Info, ///< gain 0: a state, not a problem (e.g. counters unavailable)
    Low, ///< gain < 0.10
    Medium, ///< 0.10 ≤ gain < 0.25
    High ///< gain ≥ 0.25
};

const char* diagnosisSeverityName(DiagnosisSeverity s);

/// One finding. `gain` is the estimated fraction of the kernel's time the suggestion could
/// save (0..1, an upper-bound estimate in the spirit of Nsight Compute's "Est. Speedup";
/// the formula per rule is in the rule's comment and docs/profiling.md).
struct DiagnosisFinding {
    std::string id; ///< stable identifier: "memory_bound", "register_spills", ...
    double gain = 0.0; ///< estimated saving, fraction of kernel time in [0, 1]
    DiagnosisSeverity severity = DiagnosisSeverity::Info;
    std::string title; ///< one line: "memory-bound: 88% of peak DRAM bandwidth"
    std::string evidence; ///< the numbers behind it: "DRAM 88% of peak, SM 20% (counters)"
    std::string suggestion; ///< what to try
};

/// The rule set. Stable finding ids: memory_bound, compute_bound, latency_bound,
/// low_bandwidth, register_spills, occupancy_limited, uncoalesced_global,
/// shared_bank_conflicts, dram_excess, tail_effect, warp_stall, counters_unavailable.
class KernelDiagnosis {
public:
    /// Findings for one report, best gain first (ties keep the rule order above).
    static std::vector<DiagnosisFinding> diagnose(const DiagnosisInput& in);
    /// Diagnoses a measurement's report. `fallbackPeaks` stands in for missing device
    /// roofs (replayed datasets).
    static std::vector<DiagnosisFinding> diagnose(const MeasurementReport& report,
                                                  std::optional<DevicePeaks> fallbackPeaks = std::nullopt);
    /// "title — evidence. suggestion" on one line (for prompts and the CLI).
    static std::string line(const DiagnosisFinding& f);
    /// The severity a gain maps to (thresholds above).
    static DiagnosisSeverity severityOf(double gain);
};

} // namespace augur
