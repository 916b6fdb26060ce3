// Two candidates' measurements side by side (core/analysis/MetricsDiff.h): deltas and ratios
// of every metric, speedups told apart only when their intervals do not overlap, counters
// missing on one side, diagnoses added, removed and kept, unmeasured and failed sides.
#include "core/analysis/MetricsDiff.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <algorithm>
#include <set>

using namespace augur;
using json = nlohmann::json;

namespace {

const json kPeaks{{"dram_gbs", 4814.3}, {"fp32_gflops", 66908.2}, {"tensor_gflops", 1070530.6}};

json geometry(const char* kernel, int perSm, double theoretical) {
    return json{{"kernel", kernel},          {"grid_blocks", 16384},
                {"block_threads", 256},      {"blocks_per_sm", perSm},
                {"sm_count", 132},           {"waves", 16384.0 / (perSm * 132)},
                {"dynamic_shared_bytes", 0}, {"theoretical_occupancy_pct", theoretical}};
}

json compile(const char* kernel, int regs, int spill) {
    return json{{"ok", true},
                {"arch", "sm_90"},
                {"compile_ms", 40.0},
                {"resources",
                 {{kernel,
                   {{"registers", regs},
                    {"shared_bytes", 4096},
                    {"stack_bytes", spill},
                    {"spill_store_bytes", spill},
                    {"spill_load_bytes", spill}}}}}};
}

json profile(json metrics) {
    return json{{"available", true}, {"subject", "candidate"},        {"passes", 12},
                {"wall_ms", 85.3},   {"metrics", std::move(metrics)}, {"unavailable_metrics", json::array()}};
}

/// A memory-bound softmax at 88% of the DRAM roof (memory_bound, warp_stall).
json streamingReport() {
    return json{{"achieved_bandwidth_gbs", 4236.6},
                {"achieved_gflops", 2647.9},
                {"bandwidth_fraction_of_peak", 0.88},
                {"candidate_compile", compile("softmax_tuned", 30, 0)},
                {"launch_geometry", {geometry("softmax_tuned", 8, 100)}},
                {"device_peaks", kPeaks},
                {"profile",
                 profile({{"dram_pct", 88.0},
                          {"sm_pct", 20.0},
                          {"memory_pct", 88.0},
                          {"achieved_occupancy_pct", 87.5},
                          {"global_load_sectors", 8.4e6},
                          {"global_load_requests", 2.1e6},
                          {"stall_long_scoreboard", 6.0},
                          {"stall_not_selected", 0.5}})}};
}

/// The same kernel at 255 registers, spilling, at 12.5% occupancy (register_spills).
json spillingReport() {
    return json{{"achieved_bandwidth_gbs", 1500.0},
                {"bandwidth_fraction_of_peak", 0.31},
                {"candidate_compile", compile("softmax_tuned", 255, 64)},
                {"launch_geometry", {geometry("softmax_tuned", 1, 12.5)}},
                {"device_peaks", kPeaks},
                {"profile",
                 profile({{"dram_pct", 35.0},
                          {"memory_pct", 70.0},
                          {"achieved_occupancy_pct", 12.0},
                          {"local_load_sectors", 6.0e5},
                          {"local_store_sectors", 4.0e5},
                          {"global_load_sectors", 1.0e6},
                          {"global_load_requests", 2.5e5},
                          {"l2_sector_misses_new", 42.0}})}};
}

Candidate candidate(CandidateId id, double s, double lo, double hi, double ms, json report) {
    Candidate c;
    c.id = id;
    c.state = CandidateState::Measured;
    Measurement m;
    m.speedup = s;
    m.speedupLow = lo;
    m.speedupHigh = hi;
    m.referenceMs = 0.262;
    m.candidateMs = ms;
    m.candidateIqrMs = ms / 100;
    m.samples = 40;
    m.backend = "cuda";
    m.report = MeasurementReport::fromJson(report);
    c.measurement = m;
    return c;
}

std::set<std::string> ids(const std::vector<DiagnosisFinding>& fs) {
    std::set<std::string> out;
    for (const auto& f : fs) out.insert(f.id);
    return out;
}

} // namespace

class TestMetricsDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    /// Deltas (B − A) and ratios (B / A) of time, speedup with its interval, registers,
    /// spills, occupancy, rates and counters.
    void deltasAndRatios() {
        const Candidate a = candidate(3, 2.068, 2.064, 2.072, 0.1267, streamingReport());
        const Candidate b = candidate(9, 0.60, 0.59, 0.61, 0.4367, spillingReport());
        const MetricsDiff d = MetricsDiff::compute(a, b);
        QCOMPARE(d.a.id, CandidateId(3));
        QCOMPARE(d.b.id, CandidateId(9));
        QVERIFY(d.a.ok && d.b.ok);
        QCOMPARE(d.a.counters, std::string("available (12 passes)"));

        const MetricComparison* s = d.find("speedup");
        QVERIFY(s);
        QCOMPARE(*s->a, 2.068);
        QCOMPARE(*s->b, 0.60);
        QVERIFY(std::abs(*s->delta() - (0.60 - 2.068)) < 1e-12);
        QVERIFY(std::abs(*s->ratio() - 0.60 / 2.068) < 1e-12);
        QCOMPARE(s->aInterval->first, 2.064);
        QCOMPARE(s->bInterval->second, 0.61);
        QCOMPARE(s->verdict(), -1); // slower, the intervals apart
        QCOMPARE(s->unit, std::string("x"));

        const MetricComparison* t = d.find("candidate_ms");
        QVERIFY(std::abs(*t->delta() - 0.31) < 1e-12);
        QCOMPARE(t->verdict(), -1); // more time is worse
        QCOMPARE(d.find("registers")->a, std::optional<double>(30));
        QCOMPARE(d.find("registers")->b, std::optional<double>(255));
        QCOMPARE(*d.find("registers")->ratio(), 8.5);
        QCOMPARE(d.find("registers")->verdict(), 0); // neutral: more is not worse in itself
        QCOMPARE(*d.find("spill_bytes")->b, 128.0);
        QCOMPARE(d.find("spill_bytes")->verdict(), -1);
        QCOMPARE(*d.find("occupancy_pct")->a, 100.0);
        QCOMPARE(*d.find("occupancy_pct")->delta(), -87.5);
        QCOMPARE(*d.find("bandwidth_pct")->a, 88.0);
        QCOMPARE(d.find("achieved_gflops")->b, std::optional<double>()); // B's report has none

        const MetricComparison* dram = d.find("counter.dram_pct");
        QVERIFY(dram);
        QCOMPARE(dram->group, std::string("counters"));
        QCOMPARE(dram->unit, std::string("%"));
        QCOMPARE(*dram->delta(), -53.0);
        QCOMPARE(*dram->ratio(), 35.0 / 88.0);
        QCOMPARE(d.find("counter.local_load_sectors")->sense, MetricSense::LowerIsBetter);

        // Groups stay together, in order: timing, compile, launch, throughput, counters.
        std::vector<std::string> groups;
        for (const auto& m : d.metrics)
            if (groups.empty() || groups.back() != m.group) groups.push_back(m.group);
        QCOMPARE(groups, (std::vector<std::string>{"timing", "compile", "launch", "throughput", "counters"}));
    }

    /// A counter on one side only has no delta or ratio and is counted; an unprofiled side
    /// says so and its counters are all absent.
    void missingCounters() {
        const Candidate a = candidate(1, 2.0, 1.98, 2.02, 0.13, streamingReport());
        const Candidate b = candidate(2, 0.6, 0.59, 0.61, 0.44, spillingReport());
        const MetricsDiff d = MetricsDiff::compute(a, b);
        const MetricComparison* sm = d.find("counter.sm_pct"); // A only
        QVERIFY(sm && sm->a && !sm->b);
        QVERIFY(!sm->delta() && !sm->ratio());
        QCOMPARE(sm->verdict(), 0);
        const MetricComparison* local = d.find("counter.local_store_sectors"); // B only
        QVERIFY(local && !local->a && local->b);
        // A: sm, stall_long_scoreboard, stall_not_selected; B: local loads and stores. A
        // counter the report reader does not know is not kept (l2_sector_misses_new).
        QCOMPARE(d.countersMissingOnOneSide(), std::size_t(5));
        QVERIFY(!d.find("counter.l2_sector_misses_new"));

        json plain = streamingReport();
        plain.erase("profile");
        const MetricsDiff u = MetricsDiff::compute(candidate(4, 2.0, 1.98, 2.02, 0.13, plain), b);
        QCOMPARE(u.a.counters, std::string("not profiled"));
        for (const auto& m : u.metrics)
            if (m.group == "counters") QVERIFY2(!m.a && m.b, m.key.c_str());
    }

    /// Diagnoses by id: those B has and A has not are added, the reverse removed, the rest
    /// kept with both gains.
    void diagnosesAddedAndRemoved() {
        const Candidate a = candidate(1, 2.0, 1.98, 2.02, 0.13, streamingReport());
        const Candidate b = candidate(2, 0.6, 0.59, 0.61, 0.44, spillingReport());
        const auto fa = ids(KernelDiagnosis::diagnose(a.measurement->report));
        const auto fb = ids(KernelDiagnosis::diagnose(b.measurement->report));
        QVERIFY(fa.count("memory_bound") && !fa.count("register_spills"));
        QVERIFY(fb.count("register_spills"));
        const MetricsDiff d = MetricsDiff::compute(a, b);
        std::set<std::string> added, removed, kept;
        DiagnosisChange::Kind last = DiagnosisChange::Kind::Added;
        for (const DiagnosisChange& c : d.diagnoses) {
            QVERIFY(int(c.kind) >= int(last)); // added, then removed, then kept
            last = c.kind;
            switch (c.kind) {
            case DiagnosisChange::Kind::Added:
                QVERIFY(!c.gainA && c.gainB);
                added.insert(c.id);
                break;
            case DiagnosisChange::Kind::Removed:
                QVERIFY(c.gainA && !c.gainB);
                removed.insert(c.id);
                break;
            case DiagnosisChange::Kind::Kept:
                QVERIFY(c.gainA && c.gainB);
                kept.insert(c.id);
                break;
            }
        }
        std::set<std::string> onlyB, onlyA, both;
        std::set_difference(fb.begin(), fb.end(), fa.begin(), fa.end(), std::inserter(onlyB, onlyB.end()));
        std::set_difference(fa.begin(), fa.end(), fb.begin(), fb.end(), std::inserter(onlyA, onlyA.end()));
        std::set_intersection(fa.begin(), fa.end(), fb.begin(), fb.end(), std::inserter(both, both.end()));
        QCOMPARE(added, onlyB);
        QCOMPARE(removed, onlyA);
        QCOMPARE(kept, both);
        QVERIFY(added.count("register_spills"));
        QCOMPARE(std::string(diagnosisChangeName(DiagnosisChange::Kind::Removed)), std::string("removed"));
        // Against itself nothing is added or removed.
        for (const DiagnosisChange& c : MetricsDiff::compute(b, b).diagnoses)
            QCOMPARE(c.kind, DiagnosisChange::Kind::Kept);
    }

    /// Overlapping speedup intervals and a 0.5% time difference are called even.
    void evenWhenNotToldApart() {
        const Candidate a = candidate(1, 1.50, 1.45, 1.56, 0.2000, streamingReport());
        const Candidate b = candidate(2, 1.52, 1.47, 1.58, 0.2010, streamingReport());
        const MetricsDiff d = MetricsDiff::compute(a, b);
        QCOMPARE(d.find("speedup")->verdict(), 0);
        QCOMPARE(d.find("candidate_ms")->verdict(), 0);
        const Candidate c = candidate(3, 1.70, 1.66, 1.74, 0.1765, streamingReport());
        QCOMPARE(MetricsDiff::compute(a, c).find("speedup")->verdict(), 1);
        QCOMPARE(MetricsDiff::compute(a, c).find("candidate_ms")->verdict(), 1);
    }

    /// An unmeasured or failed side has no values: only the other side's metrics, and its
    /// diagnoses all removed (or added).
    void unmeasuredAndFailedSides() {
        const Candidate a = candidate(1, 2.0, 1.98, 2.02, 0.13, streamingReport());
        Candidate failed = candidate(5, 0, 0, 0, 0, json::object());
        failed.state = CandidateState::Failed;
        failed.measurement->status = MeasurementStatus::CompileError;
        failed.measurement->failureReason = "error: identifier \"oops\" is undefined";
        const MetricsDiff d = MetricsDiff::compute(a, failed);
        QVERIFY(d.b.measured && !d.b.ok);
        QCOMPARE(d.b.failure, std::string("compile_error: error: identifier \"oops\" is undefined"));
        QVERIFY(!d.metrics.empty());
        for (const auto& m : d.metrics) QVERIFY2(m.a && !m.b, m.key.c_str());
        QVERIFY(!d.diagnoses.empty());
        for (const auto& c : d.diagnoses) QCOMPARE(c.kind, DiagnosisChange::Kind::Removed);

        Candidate proposed;
        proposed.id = 7;
        const MetricsDiff p = MetricsDiff::compute(proposed, a);
        QVERIFY(!p.a.measured);
        QCOMPARE(p.a.counters, std::string("not profiled"));
        for (const auto& c : p.diagnoses) QCOMPARE(c.kind, DiagnosisChange::Kind::Added);
    }

    void formatting() {
        QCOMPARE(formatMetricValue(2.0684, "x"), std::string("2.068x"));
        QCOMPARE(formatMetricValue(87.5, "%"), std::string("87.5%"));
        QCOMPARE(formatMetricValue(48, "B"), std::string("48 B"));
        QCOMPARE(formatMetricValue(0.12671, "ms"), std::string("0.1267 ms"));
        QCOMPARE(formatMetricValue(2.69e8, "B"), std::string("2.69e+08 B"));
        QCOMPARE(formatMetricValue(255, ""), std::string("255"));
        QCOMPARE(formatMetricValue(17459.6, "GFLOP/s"), std::string("17460 GFLOP/s"));
    }
};

QTEST_APPLESS_MAIN(TestMetricsDiff)
#include "tst_metrics_diff.moc"
