#include "core/analysis/MetricsDiff.h"

#include "core/kernel/ProfileMetrics.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace augur {

std::optional<double> MetricComparison::delta() const {
    if (!a || !b) return std::nullopt;
    return *b - *a;
}

std::optional<double> MetricComparison::ratio() const {
    if (!a || !b || *a == 0.0) return std::nullopt;
    return *b / *a;
}

int MetricComparison::verdict() const {
    if (sense == MetricSense::Neutral || !a || !b) return 0;
    if (aInterval && bInterval && aInterval->first <= bInterval->second && bInterval->first <= aInterval->second)
        return 0; // the intervals overlap: not told apart
    if (std::fabs(*b - *a) <= 0.01 * std::max(std::fabs(*a), std::fabs(*b))) return 0;
    const bool higher = *b > *a;
    return (sense == MetricSense::HigherIsBetter) == higher ? 1 : -1;
}

const MetricComparison* MetricsDiff::find(const std::string& key) const {
    for (const MetricComparison& m : metrics)
        if (m.key == key) return &m;
    return nullptr;
}

std::size_t MetricsDiff::countersMissingOnOneSide() const {
    return std::size_t(std::count_if(metrics.begin(), metrics.end(), [](const MetricComparison& m) {
        return m.group == "counters" && m.a.has_value() != m.b.has_value();
    }));
}

const char* diagnosisChangeName(DiagnosisChange::Kind k) {
    switch (k) {
    case DiagnosisChange::Kind::Added: return "added";
    case DiagnosisChange::Kind::Removed: return "removed";
    case DiagnosisChange::Kind::Kept: return "kept";
    }
    return "kept";
}

namespace {

/// One side's value of a metric, before the two sides are merged.
struct SideValue {
    MetricComparison meta; ///< key, group, label, unit, sense (a, b unused)
    double value = 0.0;
    std::optional<std::pair<double, double>> interval;
};

/// Collects one side's metrics in display order (`rank`: the position of each key).
class SideMetrics {
public:
    void add(const std::string& key, const char* group, const std::string& label, const char* unit, MetricSense sense,
             double value, std::optional<std::pair<double, double>> interval = std::nullopt) {
        if (!std::isfinite(value)) return;
        SideValue v;
        v.meta.key = key;
        v.meta.group = group;
        v.meta.label = label;
        v.meta.unit = unit;
        v.meta.sense = sense;
        v.value = value;
        v.interval = interval;
        values.push_back(std::move(v));
    }
    std::vector<SideValue> values;
};

/// The unit and sense of a profiler counter, from its key's ending and what it counts:
/// time, spill traffic, bank conflicts and DRAM traffic for the same work are better lower.
std::pair<const char*, MetricSense> counterUnit(const std::string& key) {
    auto endsWith = [&](const char* s) {
        const std::string e(s);
        return key.size() >= e.size() && key.compare(key.size() - e.size(), e.size(), e) == 0;
    };
    const bool lower = key == "duration_ns" || key.rfind("local_", 0) == 0 || key.find("bank_conflicts") != key.npos ||
        key.rfind("dram_read", 0) == 0 || key.rfind("dram_write", 0) == 0;
    const MetricSense sense = lower ? MetricSense::LowerIsBetter : MetricSense::Neutral;
    if (endsWith("_pct")) return {"%", sense};
    if (endsWith("_bytes")) return {"B", sense};
    if (endsWith("_ns")) return {"ns", sense};
    return {"", sense};
}

void addTiming(SideMetrics& s, const Measurement& m) {
    std::optional<std::pair<double, double>> ci;
    if (m.speedupLow > 0 && m.speedupHigh > 0) ci = std::make_pair(m.speedupLow, m.speedupHigh);
    s.add("speedup", "timing", "speedup S over the reference", "x", MetricSense::HigherIsBetter, m.speedup, ci);
    if (m.candidateMs > 0)
        s.add("candidate_ms", "timing", "time per run (median)", "ms", MetricSense::LowerIsBetter, m.candidateMs);
    if (m.candidateIqrMs > 0)
        s.add("candidate_iqr_ms", "timing", "interquartile range of the time per run", "ms", MetricSense::Neutral,
              m.candidateIqrMs);
    if (m.referenceMs > 0)
        s.add("reference_ms", "timing", "reference time per run (median)", "ms", MetricSense::Neutral, m.referenceMs);
    if (m.samples > 0) s.add("samples", "timing", "timed samples", "", MetricSense::Neutral, m.samples);
}

void addCompile(SideMetrics& s, const MeasurementReportSections& r) {
    if (!r.candidateCompile || r.candidateCompile->resources.empty()) return;
    const CompileReport& c = *r.candidateCompile;
    long long stack = 0, shared = 0;
    for (const KernelResources& k : c.resources) {
        stack = std::max(stack, k.stackBytes);
        shared += k.sharedBytes;
    }
    s.add("registers", "compile", "registers per thread (largest kernel)", "", MetricSense::Neutral, c.maxRegisters());
    s.add("spill_bytes", "compile", "spilled bytes per thread (stores + loads)", "B", MetricSense::LowerIsBetter,
          double(c.spillBytes()));
    s.add("stack_bytes", "compile", "stack per thread (largest kernel)", "B", MetricSense::Neutral, double(stack));
    s.add("static_shared_bytes", "compile", "static shared memory per block (all kernels)", "B", MetricSense::Neutral,
          double(shared));
    if (c.compileMs > 0) s.add("compile_ms", "compile", "NVRTC time", "ms", MetricSense::LowerIsBetter, c.compileMs);
}

void addLaunch(SideMetrics& s, const MeasurementReportSections& r) {
    if (r.launchGeometry.empty()) return;
    double occupancy = 100.0, waves = 0.0;
    int blocks = 1 << 30;
    for (const LaunchGeometry& g : r.launchGeometry) {
        occupancy = std::min(occupancy, g.theoreticalOccupancyPct);
        blocks = std::min(blocks, g.blocksPerSm);
        waves = std::max(waves, g.waves);
    }
    s.add("occupancy_pct", "launch", "theoretical occupancy (lowest kernel)", "%", MetricSense::Neutral, occupancy);
    s.add("blocks_per_sm", "launch", "resident blocks per SM (lowest kernel)", "", MetricSense::Neutral, blocks);
    s.add("waves", "launch", "waves (largest kernel)", "", MetricSense::Neutral, waves);
}

void addRates(SideMetrics& s, const MeasurementReportSections& r) {
    // Nominal bytes and FLOPs over the time: for one problem, higher is faster.
    if (r.achievedGBs)
        s.add("achieved_gbs", "throughput", "achieved bandwidth (nominal bytes)", "GB/s", MetricSense::HigherIsBetter,
              *r.achievedGBs);
    if (r.achievedGFlops)
        s.add("achieved_gflops", "throughput", "achieved FLOP rate (nominal FLOPs)", "GFLOP/s",
              MetricSense::HigherIsBetter, *r.achievedGFlops);
    if (r.bandwidthFraction)
        s.add("bandwidth_pct", "throughput", "achieved bandwidth, % of the DRAM roof", "%", MetricSense::HigherIsBetter,
              100.0 * *r.bandwidthFraction);
}

void addEnergy(SideMetrics& s, const Measurement& m) {
    const EnergyReport& e = m.report->energy;
    const std::optional<double> joules = e.available && e.candidate ? e.candidate->joulesPerLaunch : m.energyJ;
    if (joules) s.add("energy_j", "energy", "energy per launch", "J", MetricSense::LowerIsBetter, *joules);
    if (e.available && e.candidate)
        s.add("power_w", "energy", "average power", "W", MetricSense::Neutral, e.candidate->averagePowerW);
    if (m.energyJ && m.referenceEnergyJ && *m.energyJ > 0)
        s.add("energy_gain", "energy", "energy gain over the reference", "x", MetricSense::HigherIsBetter,
              *m.referenceEnergyJ / *m.energyJ);
}

void addCounters(SideMetrics& s, const KernelProfile& p) {
    if (!p.available) return;
    for (const ProfileMetric& pm : profileMetrics())
        if (const auto v = p.get(pm.key)) {
            const auto [unit, sense] = counterUnit(pm.key);
            s.add(std::string("counter.") + pm.key, "counters", pm.what, unit, sense, *v);
        }
}

SideMetrics metricsOf(const Candidate& c) {
    SideMetrics s;
    if (!c.measurement || !c.measurement->ok()) return s;
    const Measurement& m = *c.measurement;
    const MeasurementReportSections& r = m.report.sections();
    addTiming(s, m);
    addCompile(s, r);
    addLaunch(s, r);
    addRates(s, r);
    addEnergy(s, m);
    addCounters(s, r.profile);
    return s;
}

MetricsSide sideOf(const Candidate& c) {
    MetricsSide side;
    side.id = c.id;
    side.measured = c.measurement.has_value();
    side.ok = side.measured && c.measurement->ok();
    if (side.measured && !side.ok)
        side.failure = std::string(measurementStatusName(c.measurement->status)) + ": " + c.measurement->failureReason;
    static const KernelProfile none;
    const KernelProfile& p = side.measured ? c.measurement->report->profile : none;
    if (p.available)
        side.counters = "available (" + std::to_string(p.passes) + " passes)";
    else if (p.reason.empty() || p.reason == "not profiled")
        side.counters = "not profiled";
    else
        side.counters = "unavailable: " + p.reason;
    return side;
}

/// Both sides' metrics in one list: A's order, each of B's own metrics after the metric
/// that precedes it in B (so both sides' groups stay together).
std::vector<MetricComparison> merge(const SideMetrics& a, const SideMetrics& b) {
    std::vector<MetricComparison> out;
    std::map<std::string, std::size_t> at;
    for (const SideValue& v : a.values) {
        at[v.meta.key] = out.size();
        out.push_back(v.meta);
        out.back().a = v.value;
        out.back().aInterval = v.interval;
    }
    std::size_t insertAt = 0;
    for (const SideValue& v : b.values) {
        auto it = at.find(v.meta.key);
        if (it == at.end()) {
            out.insert(out.begin() + std::ptrdiff_t(insertAt), v.meta);
            for (auto& [key, index] : at)
                if (index >= insertAt) ++index;
            at[v.meta.key] = insertAt;
            it = at.find(v.meta.key);
        }
        out[it->second].b = v.value;
        out[it->second].bInterval = v.interval;
        insertAt = it->second + 1;
    }
    return out;
}

std::vector<DiagnosisChange> diagnosisChanges(const Candidate& a, const Candidate& b,
                                              const std::optional<DevicePeaks>& peaks) {
    auto findings = [&](const Candidate& c) {
        return c.measurement && c.measurement->ok() ? KernelDiagnosis::diagnose(c.measurement->report, peaks)
                                                    : std::vector<DiagnosisFinding>{};
    };
    const std::vector<DiagnosisFinding> fa = findings(a), fb = findings(b);
    auto in = [](const std::vector<DiagnosisFinding>& list, const std::string& id) -> const DiagnosisFinding* {
        for (const DiagnosisFinding& f : list)
            if (f.id == id) return &f;
        return nullptr;
    };
    std::vector<DiagnosisChange> added, removed, kept;
    for (const DiagnosisFinding& f : fb) {
        const DiagnosisFinding* before = in(fa, f.id);
        DiagnosisChange c{
            before ? DiagnosisChange::Kind::Kept : DiagnosisChange::Kind::Added, f.id, f.title, {}, f.gain};
        if (before) c.gainA = before->gain;
        (before ? kept : added).push_back(std::move(c));
    }
    for (const DiagnosisFinding& f : fa)
        if (!in(fb, f.id)) removed.push_back({DiagnosisChange::Kind::Removed, f.id, f.title, f.gain, {}});
    std::vector<DiagnosisChange> out = std::move(added);
    out.insert(out.end(), removed.begin(), removed.end());
    out.insert(out.end(), kept.begin(), kept.end());
    return out;
}

} // namespace

MetricsDiff MetricsDiff::compute(const Candidate& a, const Candidate& b, const std::optional<DevicePeaks>& peaks) {
    MetricsDiff d;
    d.a = sideOf(a);
    d.b = sideOf(b);
    d.metrics = merge(metricsOf(a), metricsOf(b));
    d.diagnoses = diagnosisChanges(a, b, peaks);
    return d;
}

std::string formatMetricValue(double value, const std::string& unit) {
    char buf[64];
    if (unit == "x")
        std::snprintf(buf, sizeof buf, "%.3fx", value);
    else if (unit == "%")
        std::snprintf(buf, sizeof buf, "%.1f%%", value);
    else if ((std::floor(value) == value || std::fabs(value) >= 1e4) && std::fabs(value) < 1e7)
        std::snprintf(buf, sizeof buf, "%.0f", value); // counts and bytes exact, large rates whole
    else
        std::snprintf(buf, sizeof buf, "%.4g", value);
    std::string s(buf);
    return unit.empty() || unit == "x" || unit == "%" ? s : s + " " + unit;
}

} // namespace augur
