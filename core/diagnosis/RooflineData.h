#pragma once
// Points of a roofline plot for a session's measured candidates, kept incrementally (each
// candidate's report is parsed once per change), and the roofs to draw them under.
#include "core/model/Candidate.h"
#include "core/kernel/ProfileMetrics.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One measured candidate on the roofline.
struct RooflinePoint {
    CandidateId id = kNoCandidate;
    double intensity = 0.0; ///< arithmetic intensity, FLOP/byte
    double gflops = 0.0; ///< achieved GFLOP/s
    double speedup = 0.0; ///< measured S (for highlighting the best)
    bool reference = false; ///< the session's root (the reference kernel)
    bool measuredBytes = false; ///< intensity from DRAM byte counters, not the nominal bytes
};

/// Nominal work of one launch of the problem's plan.
struct NominalWork {
    double gflop = 0.0; ///< GFLOP per launch
    double gbytes = 0.0; ///< GB (1e9 bytes) per launch
};

/// Incremental roofline data. A candidate measured successfully gets a point:
/// x = achieved_gflops / achieved_bandwidth_gbs (nominal FLOP per nominal byte) — or
/// nominal FLOPs / DRAM bytes read + written when its report carries profiler counters —
/// and y = achieved_gflops. A measured candidate without a report (the reference root of a
/// replayed dataset) is placed from the problem's nominal work, learnt from any other
/// report, and its own time. Problems without nominal FLOPs (a transpose) have no points.
class RooflineData {
public:
    void clear();
    /// Records (or replaces) candidate `c`: parses its report once.
    void update(const Candidate& c);
    /// Every candidate with a point, in id order.
    std::vector<RooflinePoint> points() const;
    /// Roofs from the first report with "device_peaks"; otherwise a DRAM roof derived from
    /// a report's achieved_bandwidth_gbs / bandwidth_fraction_of_peak (no compute roofs);
    /// std::nullopt when no report has either.
    std::optional<DevicePeaks> peaks() const;
    /// The problem's nominal work, from the first report that has it.
    std::optional<NominalWork> work() const { return work_; }

private:
    struct Entry {
        bool present = false;
        bool reference = false;
        double ms = 0.0; ///< candidate time, ms
        double speedup = 0.0;
        double gflops = 0.0; ///< from the report (0 = none)
        double gbs = 0.0; ///< from the report (0 = none)
        double dramBytes = 0.0; ///< counters (0 = none)
        const void* report = nullptr; ///< MeasurementReport::identity(), to skip an unchanged report
    };
    void readReport(const MeasurementReport& report, Entry& e);

    std::vector<Entry> entries_; ///< index == id
    std::optional<NominalWork> work_;
    std::optional<DevicePeaks> reportedPeaks_;
    std::optional<double> derivedDramGBs_;
};

} // namespace augur
