#pragma once
// The energy section of a measurement's report (its "energy" section; parsed by core/kernel/MeasurementReport): NVML total
// energy over a loop of launches of at least one second, per subject.
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Energy of one subject (reference or candidate).
struct EnergySample {
    double joulesPerLaunch = 0.0; ///< J per launch of the plan
    double averagePowerW = 0.0; ///< W over the loop
    long long launches = 0; ///< launches in the loop
    double loopSeconds = 0.0; ///< s
    std::vector<double> repeatsJPerLaunch; ///< J per launch of each repeat (run-to-run spread)
    double spreadPct = 0.0; ///< run-to-run spread of J per launch, % (0 = not reported)
};

/// "energy": {"available": bool, "reason": "...", "reference": {...}, "candidate": {...}}.
struct EnergyReport {
    bool available = false;
    std::string reason; ///< why not, when unavailable
    std::optional<EnergySample> reference;
    std::optional<EnergySample> candidate;
};

} // namespace augur
