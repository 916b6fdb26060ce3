#pragma once
// The diagnosis rules over one DiagnosisInput, used by KernelDiagnosis. The readings they
// share are in DiagnosisRules.cpp; the rules themselves, grouped by what they look at, in
// ThroughputRules.cpp, MemoryAccessRules.cpp and LaunchRules.cpp (each with its formula
// in its comment, as docs/profiling.md "Diagnoses" lists them).
#include "core/diagnosis/DiagnosisInput.h"
#include "core/diagnosis/KernelDiagnosis.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Runs rules over one input and collects their findings in the order they ran.
class DiagnosisRules {
public:
    explicit DiagnosisRules(const DiagnosisInput& input);

    /// The findings so far, in rule order (the rules leave them unsorted).
    std::vector<DiagnosisFinding> takeFindings();

    // Roofs (ThroughputRules.cpp).
    void memoryBound(); ///< memory_bound
    void computeBound(); ///< compute_bound
    void latencyBound(); ///< latency_bound, or low_bandwidth without a compute roof
    // Data movement (MemoryAccessRules.cpp).
    void spills(); ///< register_spills
    void uncoalesced(); ///< uncoalesced_global
    void bankConflicts(); ///< shared_bank_conflicts
    void dramExcess(); ///< dram_excess
    // Launch and scheduling (LaunchRules.cpp). occupancyLimited() stays silent after
    // latencyBound() fired.
    void occupancyLimited(); ///< occupancy_limited
    void tail(); ///< tail_effect
    void warpStall(); ///< warp_stall
    void unavailable(); ///< counters_unavailable

private:
    // Nsight Compute's Speed Of Light rule (Nsight Compute Kernel Profiling Guide, section
    // "Sections and Rules": GPU Speed Of Light Throughput, rule SOLBottleneck) calls a unit
    // above 80% of peak "high throughput" and both compute and memory below 60% a latency
    // issue. Augur uses the same two thresholds.
    static constexpr double kHighPct = 80.0;
    static constexpr double kBoundPct = 60.0;

    /// printf into a string of at most 511 characters.
    static std::string fmt(const char* f, ...);
    /// A count for evidence: whole below 1e5, else "1.2e+06".
    static std::string sci(double v);

    /// Appends a finding; `gain` is clamped to [0, 1] and sets the severity.
    void add(const char* id, double gain, std::string title, std::string evidence, std::string suggestion);
    /// Whether a rule already reported finding `id`.
    bool has(const char* id) const;
    /// Counter `key` of the profile, unset without counters.
    std::optional<double> v(const char* key) const { return counters ? p.get(key) : std::nullopt; }
    /// Busiest memory level, % of peak (counters): max of DRAM and the busiest memory unit.
    std::optional<double> memoryPct() const;
    /// Nominal FLOP rate as a fraction of the compute roof it must be under: FP32, or the
    /// tensor roof once the rate exceeds 90% of FP32 peak (only tensor cores get there).
    std::optional<double> computeFraction() const;
    /// Headroom of the busiest unit, in [0, 1]: what latency-type fixes can recover at most.
    double headroom() const;
    /// "DRAM 88% of peak, busiest memory unit 91%, SM 20%" from the counters.
    std::string throughputEvidence() const;
    /// Theoretical occupancy, %: the launch geometry's, else the register limit of the
    /// worst kernel on its architecture (registers rounded to the allocation unit per warp).
    std::optional<double> theoreticalOccupancyPct() const;

    const DiagnosisInput& in;
    const KernelProfile& p;
    std::vector<DiagnosisFinding> out;
    bool counters; ///< the profile's counters are available
};

} // namespace augur
