#pragma once
// Two candidates' measurements side by side: every metric of their reports (time, speedup
// with its interval, compile resources, occupancy, achieved rates, energy, every profiler
// counter) with the difference and ratio, and which diagnoses one has that the other has
// not. What "Compare" and a pinned baseline show in the GUI, and `augur-cli compare`
// prints. Qt-free.
#include "core/diagnosis/KernelDiagnosis.h"
#include "core/model/Candidate.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace augur {

/// Which way a metric is better, where it has one answer. Registers, occupancy and most
/// counters have none: more is not better or worse in itself.
enum class MetricSense { Neutral, HigherIsBetter, LowerIsBetter };

/// One metric of side A (the baseline, or the left candidate of a comparison) and side B.
struct MetricComparison {
    std::string key; ///< stable: "speedup", "candidate_ms", "registers", "counter.dram_pct", ...
    std::string group; ///< "timing", "compile", "launch", "throughput", "energy", "counters"
    std::string label; ///< English name; the GUI names it by key in its own language
    std::string unit; ///< "x", "ms", "%", "B", "ns", "GB/s", "GFLOP/s", "J", "" (a count or ratio)
    MetricSense sense = MetricSense::Neutral;
    std::optional<double> a, b; ///< absent: the side has no such value
    /// The value's confidence interval (low, high), where the measurement gives one (S).
    std::optional<std::pair<double, double>> aInterval, bInterval;

    /// b − a, when both are known.
    std::optional<double> delta() const;
    /// b / a, when both are known and a is not 0.
    std::optional<double> ratio() const;
    /// +1 when B is better than A by this metric's sense, −1 when worse, 0 when the metric
    /// is neutral, a side is missing, the intervals overlap, or the two differ by at most
    /// 1% of the larger magnitude (run-to-run noise of a timing is about that).
    int verdict() const;
};

/// A diagnosis present on one side or both (matched by DiagnosisFinding::id).
struct DiagnosisChange {
    enum class Kind { Added, Removed, Kept };
    Kind kind = Kind::Kept;
    std::string id; ///< "memory_bound", ...
    std::string title; ///< B's title when B has it, else A's
    std::optional<double> gainA, gainB; ///< estimated gain on each side that has it
};

/// What one side is: measured or not, failed, whether its report has counters.
struct MetricsSide {
    CandidateId id = kNoCandidate;
    bool measured = false;
    bool ok = false;
    std::string failure; ///< "compile_error: ..." for a failed measurement
    /// "available (12 passes)", "not profiled" or "unavailable: <reason>".
    std::string counters;
};

/// The comparison of two candidates' measurements.
struct MetricsDiff {
    MetricsSide a, b;
    std::vector<MetricComparison> metrics; ///< in group order, only metrics one side has
    std::vector<DiagnosisChange> diagnoses; ///< added, then removed, then kept

    /// The metric with `key`, or null.
    const MetricComparison* find(const std::string& key) const;
    /// Counter rows (group "counters") with a value on one side only.
    std::size_t countersMissingOnOneSide() const;

    /// Compares the measurements of `a` and `b` (either may be unmeasured or failed: its
    /// values are then absent). Diagnoses come from KernelDiagnosis on each successful
    /// measurement's report, with `fallbackPeaks` for reports without device roofs.
    static MetricsDiff compute(const Candidate& a, const Candidate& b,
                               const std::optional<DevicePeaks>& fallbackPeaks = std::nullopt);
};

/// A value with its unit for text output: "1.234x" (speedups, three decimals), "87.5%",
/// "48 B" (whole numbers exact), "17460 GFLOP/s" (whole from 10,000), "0.1267 ms", "2.69e+08"
/// (otherwise four significant digits).
std::string formatMetricValue(double value, const std::string& unit);

const char* diagnosisChangeName(DiagnosisChange::Kind k); ///< "added", "removed", "kept"

} // namespace augur
