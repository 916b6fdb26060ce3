// Session objectives (core/model/Objective.h), the profile/energy settings on the worker wire
// format, and the parsers of the profile report (core/kernel/ProfileMetrics.h).
#include "core/model/Candidate.h"
#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/model/Objective.h"
#include "core/kernel/ProfileMetrics.h"
#include "core/model/SessionConfig.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace augur;

namespace {

Measurement measured(double speedup, std::optional<double> ej, std::optional<double> refEj) {
    Measurement m;
    m.speedup = m.speedupLow = m.speedupHigh = speedup;
    m.referenceMs = 1.0;
    m.candidateMs = 1.0 / speedup;
    m.energyJ = ej;
    m.referenceEnergyJ = refEj;
    return m;
}

} // namespace

class TestObjective : public QObject {
    Q_OBJECT
private slots:
    void parsesEveryForm() {
        QCOMPARE(Objective::parse("time").name(), std::string("time"));
        QCOMPARE(Objective::parse("energy").kind, Objective::Kind::Energy);
        const Objective p = Objective::parse("product:0.25");
        QCOMPARE(p.kind, Objective::Kind::Product);
        QCOMPARE(p.timeWeight, 0.25);
        QCOMPARE(p.name(), std::string("product:0.25"));
        QCOMPARE(Objective::parse("product").timeWeight, 0.5);
        for (const char* bad : {"speed", "product:1.5", "product:-0.1", "product:abc", "product:0.5x", ""})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Objective::parse(bad));
    }

    void gainsFollowTheFormulas() {
        // S = 2, energy 0.30 J -> 0.20 J per launch: energy gain 1.5.
        const Measurement m = measured(2.0, 0.20, 0.30);
        QCOMPARE(*Objective::parse("time").gain(m), 2.0);
        QVERIFY(std::abs(*Objective::parse("energy").gain(m) - 1.5) < 1e-12);
        QVERIFY(std::abs(*Objective::parse("product:0.5").gain(m) - std::sqrt(3.0)) < 1e-12);
        QVERIFY(std::abs(*Objective::parse("product:1").gain(m) - 2.0) < 1e-12);
        QVERIFY(std::abs(*Objective::parse("product:0").gain(m) - 1.5) < 1e-12);
        // No energy: an energy objective has no gain; time still has one.
        const Measurement noEnergy = measured(2.0, std::nullopt, std::nullopt);
        QVERIFY(!Objective::parse("energy").gain(noEnergy));
        QVERIFY(Objective::parse("time").gain(noEnergy));
        Measurement failed = m;
        failed.status = MeasurementStatus::WrongResult;
        QVERIFY(!Objective::parse("time").gain(failed));
    }

    void rewardUsesTheObjective() {
        Candidate c;
        c.state = CandidateState::Measured;
        c.measurement = measured(2.0, 0.40, 0.30); // faster, but costs more energy
        const Objective energy = Objective::parse("energy");
        QVERIFY(std::abs(*c.reward() - 1.0) < 1e-12); // log2(2)
        QVERIFY(std::abs(*c.reward(&energy) - std::log2(0.75)) < 1e-12); // worse than the reference
        c.measurement->energyJ.reset(); // energy missing: back to time
        QVERIFY(std::abs(*c.reward(&energy) - 1.0) < 1e-12);
    }

    void sessionConfigKeepsObjectiveAndRefusesABadOne() {
        SessionConfig c;
        c.objective = "product:0.7";
        c.profile = true;
        c.measureEnergy = true;
        const SessionConfig back = SessionConfig::fromJson(c.toJson(), "s.augur");
        QCOMPARE(back.objective, std::string("product:0.7"));
        QVERIFY(back.profile);
        QVERIFY(back.measureEnergy);
        nlohmann::json j = c.toJson();
        j["objective"] = "watts";
        try {
            (void)SessionConfig::fromJson(j, "s.augur");
            QFAIL("a bad objective was accepted");
        } catch (const InputError& e) {
            QVERIFY(std::string(e.what()).find("s.augur") != std::string::npos);
            QVERIFY(std::string(e.what()).find("objective") != std::string::npos);
        }
    }

    void profileAndEnergySettingsTravelToTheWorker() {
        MeasureJob job;
        job.problem = "p";
        job.settings.profile = true;
        job.settings.energy = true;
        job.settings.energyLoopMs = 1500;
        job.settings.energyRepeats = 5;
        nlohmann::json j = toJson(job);
        const MeasureJob back = measureJobFromJson(j);
        QVERIFY(back.settings.profile);
        QVERIFY(back.settings.energy);
        QCOMPARE(back.settings.energyLoopMs, 1500.0);
        QCOMPARE(back.settings.energyRepeats, 5);
        // A job from an older parent has none of the keys: defaults, not an error.
        for (const char* k : {"profile", "energy", "energy_loop_ms", "energy_repeats"}) j["settings"].erase(k);
        const MeasureJob old = measureJobFromJson(j);
        QVERIFY(!old.settings.profile);
        QCOMPARE(old.settings.energyRepeats, 3);
        j["settings"]["energy_repeats"] = 0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(j));
        j["settings"]["energy_repeats"] = 3;
        j["settings"]["energy_loop_ms"] = 5.0;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(j));
    }

    void parsesTheProfileReport() {
        const nlohmann::json details = {
            {"profile",
             {{"available", true},
              {"subject", "candidate"},
              {"passes", 17},
              {"wall_ms", 84.5},
              {"metrics", {{"dram_pct", 91.2}, {"sm_pct", 23.0}, {"not_a_metric", 5.0}, {"l2_hit_pct", "bad"}}},
              {"unavailable_metrics", {"smsp__average_warps_issue_stalled_membar_per_issue_active.ratio"}}}},
            {"launch_geometry",
             {{{"kernel", "softmax_tuned"},
               {"grid_blocks", 16384},
               {"block_threads", 256},
               {"blocks_per_sm", 8},
               {"sm_count", 132},
               {"waves", 15.515},
               {"theoretical_occupancy_pct", 100.0}}}},
            {"device_peaks", {{"dram_gbs", 4814.3}, {"fp32_gflops", 66908.2}, {"tensor_gflops", 1070530.6}}}};
        const MeasurementReport report = MeasurementReport::fromJson(details);
        const KernelProfile& p = report->profile;
        QVERIFY(p.available);
        QCOMPARE(p.passes, 17);
        QCOMPARE(*p.get("dram_pct"), 91.2);
        QVERIFY(!p.get("l2_hit_pct")); // a string is not a value
        QVERIFY(!p.get("not_a_metric")); // unknown keys are dropped
        QCOMPARE(p.unavailable.size(), std::size_t(1));
        const auto& g = report->launchGeometry;
        QCOMPARE(g.size(), std::size_t(1));
        QCOMPARE(g[0].gridBlocks, 16384LL);
        QCOMPARE(g[0].blocksPerSm, 8);
        QVERIFY(std::abs(g[0].waves - 15.515) < 1e-9);
        QCOMPARE(report->devicePeaks->dramGBs, 4814.3);
        // Unavailable counters, missing sections and garbage never throw.
        const KernelProfile refused =
            MeasurementReport::fromJson(
                nlohmann::json{
                    {"profile",
                     {{"available", false},
                      {"reason", "counters unavailable (permission): CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"}}}})
                ->profile;
        QVERIFY(!refused.available);
        QVERIFY(refused.reason.find("(permission)") != std::string::npos);
        QVERIFY(!MeasurementReport::parse("{}")->profile.available);
        QVERIFY(MeasurementReport::parse("{}").empty());
        QVERIFY(!MeasurementReport::parse("not json")->profile.available);
        QVERIFY(MeasurementReport::parse("[1,2]")->launchGeometry.empty());
        QVERIFY(MeasurementReport::fromJson(nlohmann::json{{"launch_geometry", {1, 2}}})->launchGeometry.empty());
        QVERIFY(!MeasurementReport::parse("")->devicePeaks);
    }

    void devicePeaksMatchTheWhitepapers() {
        // H200 / H100 SXM: 132 SMs; at the 1.98 GHz the H200 reports: 66.9 TFLOP/s FP32,
        // 1070 TFLOP/s dense FP16 tensor (NVIDIA quotes 989 at the 1.83 GHz boost clock).
        const DevicePeaks h = devicePeaks("sm_90", 132, 1'980'000, 4814.3);
        QVERIFY(std::abs(h.fp32GFlops - 66908.16) < 0.1);
        QVERIFY(std::abs(h.tensorGFlops - 1070530.56) < 1);
        QVERIFY(std::abs(devicePeaks("sm_90", 132, 1'830'000, 3350).tensorGFlops - 989'429.76) < 0.1);
        // A100: 108 SMs at 1.41 GHz: 19.5 TFLOP/s FP32, 312 TFLOP/s FP16 tensor.
        const DevicePeaks a = devicePeaks("sm_80", 108, 1'410'000, 1555);
        QVERIFY(std::abs(a.fp32GFlops - 19491.8) < 1);
        QVERIFY(std::abs(a.tensorGFlops - 311869.4) < 1);
        QCOMPARE(devicePeaks("sm_52", 24, 1'000'000, 300).tensorGFlops, 0.0);
    }
};

QTEST_APPLESS_MAIN(TestObjective)
#include "tst_objective.moc"
