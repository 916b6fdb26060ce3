// What GPU measurements cost (core/kernel/MeasurementPhases, core/model/MeasurementThroughput):
// the phases of one report, the medians and rates over a session with known phase times,
// the measurements left out, and the "measurement_cost" of the run summary of a replayed
// H200 session.
#include "core/engine/RunSummary.h"
#include "core/kernel/MeasurementPhases.h"
#include "core/model/MeasurementThroughput.h"
#include "core/session/SessionFactory.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

using namespace augur;
using json = nlohmann::json;

namespace {

/// A measured candidate whose report has `phases` (none when null), committed at `finishedS`.
Candidate measured(CandidateId id, const json& phases, double finishedS, const std::string& backend = "cuda") {
    Candidate c;
    c.id = id;
    c.origin = id == 0 ? Origin::Reference : Origin::Tuner;
    c.state = CandidateState::Measured;
    Measurement m;
    m.backend = backend;
    m.finishedS = finishedS;
    if (!phases.is_null())
        m.report = MeasurementReport::fromJson(json{{"device", "NVIDIA H200"}, {"phases_ms", phases}});
    c.measurement = m;
    return c;
}

json phases(double compile, double correctness, double timing, double overhead, double total) {
    return json{{"compile", compile},
                {"correctness", correctness},
                {"timing", timing},
                {"overhead", overhead},
                {"total", total}};
}

/// Four measurements with phase times, three without, one candidate never measured.
std::vector<Candidate> session() {
    json profiled = phases(40, 120, 230, 12, 412);
    profiled["profile"] = 6;
    profiled["energy"] = 4;
    std::vector<Candidate> all{
        measured(0, phases(100, 200, 300, 20, 620), 2.0), // the reference
        measured(1, profiled, 3.0),
        measured(2, phases(80, 0, 0, 2, 82), 3.5), // a compile error costs its compile
        measured(3, phases(50, 130, 250, 20, 450), 5.0),
        measured(4, nullptr, 5.2), // failed before any worker
        measured(5, json::object(), 5.4), // an empty "phases_ms"
        measured(6, json{{"total", 0.0}}, 5.6), // no time recorded
    };
    Candidate accepted;
    accepted.id = 7;
    accepted.state = CandidateState::Accepted;
    all.push_back(accepted);
    return all;
}

} // namespace

class TestMeasurementThroughput : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void phasesOfOneReport() {
        const Candidate c = measured(
            1,
            [] {
                json p = phases(40, 120, 230, 12, 412);
                p["profile"] = 6;
                p["energy"] = 4;
                return p;
            }(),
            3.0);
        const auto p = MeasurementPhases::of(c.measurement->report);
        QVERIFY(p);
        QCOMPARE(p->compileMs, 40.0);
        QCOMPARE(p->correctnessMs, 120.0);
        QCOMPARE(p->timingMs, 230.0);
        QCOMPARE(p->otherMs, 22.0); // overhead + profile + energy
        QCOMPARE(p->totalMs, 412.0);
        QCOMPARE(p->describe(),
                 std::string("compile 40 ms, correctness 120 ms, timing 230 ms, other 22 ms, total 412 ms"));
        // Without a total, the phases add up to one; short phases keep a decimal.
        const auto noTotal = MeasurementPhases::of(MeasurementReport::fromJson(
            json{{"phases_ms", {{"compile", 3.25}, {"correctness", 4.5}, {"timing", 2.0}}}}));
        QVERIFY(noTotal);
        QCOMPARE(noTotal->totalMs, 9.75);
        QCOMPARE(noTotal->describe(),
                 std::string("compile 3.2 ms, correctness 4.5 ms, timing 2.0 ms, other 0.0 ms, total 9.8 ms"));
        QVERIFY(!MeasurementPhases::of(MeasurementReport()));
        QVERIFY(!MeasurementPhases::of(MeasurementReport::fromJson(json{{"phases_ms", {{"total", -5.0}}}})));
    }

    void mediansAndRatesOfASession() {
        const MeasurementThroughput t = MeasurementThroughput::of(session());
        QCOMPARE(t.counted, 4);
        QCOMPARE(t.withoutPhases, 3);
        QCOMPARE(t.replayed, 0);
        // Medians of four: the mean of the middle two.
        QCOMPARE(t.medianMs.compileMs, 65.0); // 40 50 | 80 100
        QCOMPARE(t.medianMs.correctnessMs, 125.0); // 0 120 | 130 200
        QCOMPARE(t.medianMs.timingMs, 240.0); // 0 230 | 250 300
        QCOMPARE(t.medianMs.otherMs, 20.0); // 2 20 | 20 22
        QCOMPARE(t.medianMs.totalMs, 431.0); // 82 412 | 450 620
        QCOMPARE(t.perGpuPerMinute, 60000.0 / 431.0);
        // From the start of the reference (2.0 s less its 0.62 s) to the last commit (5.0 s).
        QVERIFY(t.sessionPerMinute);
        QCOMPARE(t.sessionMeasurements, 4);
        QCOMPARE(t.sessionSpanS, 5.0 - 1.38);
        QCOMPARE(*t.sessionPerMinute, 60.0 * 4 / (5.0 - 1.38));
        QCOMPARE(t.describe(),
                 std::string("median 431 ms (compile 65, correctness 125, timing 240, other 20) over 4 "
                             "measurements; 139/min per GPU, 66/min in this session; 3 measurements "
                             "without phase times left out"));
        const json j = t.toJson();
        QCOMPARE(j["measurements"].get<int>(), 4);
        QCOMPARE(j["without_phases"].get<int>(), 3);
        QCOMPARE(j["replayed"].get<int>(), 0);
        QCOMPARE(j["median_ms"]["compile"].get<double>(), 65.0);
        QCOMPARE(j["median_ms"]["correctness"].get<double>(), 125.0);
        QCOMPARE(j["median_ms"]["timing"].get<double>(), 240.0);
        QCOMPARE(j["median_ms"]["other"].get<double>(), 20.0);
        QCOMPARE(j["median_ms"]["total"].get<double>(), 431.0);
        QCOMPARE(j["per_gpu_per_minute"].get<double>(), 60000.0 / 431.0);
        QCOMPARE(j["session_per_minute"].get<double>(), 60.0 * 4 / (5.0 - 1.38));
        QCOMPARE(j["session_measurements"].get<int>(), 4);
        QCOMPARE(j["session_span_s"].get<double>(), 5.0 - 1.38);
    }

    void oddMedianAndSlowMeasurements() {
        // Three long measurements: the median is the middle one, rates below 10 keep a decimal.
        const std::vector<Candidate> slow{measured(1, phases(2000, 4000, 5000, 1000, 12000), 12.0),
                                          measured(2, phases(1000, 3000, 3000, 1000, 8000), 20.0),
                                          measured(3, phases(3000, 5000, 6000, 1000, 15000), 35.0)};
        const MeasurementThroughput t = MeasurementThroughput::of(slow);
        QCOMPARE(t.medianMs.totalMs, 12000.0);
        QCOMPARE(t.medianMs.compileMs, 2000.0);
        QCOMPARE(t.perGpuPerMinute, 5.0);
        QCOMPARE(t.sessionSpanS, 35.0); // the first started at 0 s (12 s less its 12 s)
        QCOMPARE(*t.sessionPerMinute, 60.0 * 3 / 35.0);
        QCOMPARE(t.describe(),
                 std::string("median 12000 ms (compile 2000, correctness 4000, timing 5000, other "
                             "1000) over 3 measurements; 5.0/min per GPU, 5.1/min in this session"));
    }

    void replayedAndOlderSessions() {
        // A replay: the times are the dataset's, and the session's pace is the replay's.
        const std::vector<Candidate> replayed{measured(1, phases(40, 120, 230, 10, 400), 0.5, "replay"),
                                              measured(2, phases(40, 120, 230, 10, 400), 1.0, "replay")};
        MeasurementThroughput t = MeasurementThroughput::of(replayed);
        QCOMPARE(t.replayed, 2);
        QCOMPARE(t.sessionSpanS, 1.0 - 0.1);
        QCOMPARE(t.describe(),
                 std::string("median 400 ms as the dataset recorded them (compile 40, correctness 120, "
                             "timing 230, other 10) over 2 measurements; 150/min per GPU, "
                             "133/min replayed"));
        // A session written before commit times were stored: no session rate.
        t = MeasurementThroughput::of({measured(1, phases(40, 120, 230, 10, 400), 0.0)});
        QCOMPARE(t.counted, 1);
        QVERIFY(!t.sessionPerMinute);
        QVERIFY(!t.toJson().contains("session_per_minute"));
        QCOMPARE(t.describe(),
                 std::string("median 400 ms (compile 40, correctness 120, timing 230, other 10) over 1 "
                             "measurement; 150/min per GPU"));
        // Nothing to count.
        t = MeasurementThroughput::of({});
        QCOMPARE(t.counted, 0);
        QCOMPARE(t.describe(), std::string());
        t = MeasurementThroughput::of({measured(0, nullptr, 1.0, "replay"), measured(1, nullptr, 2.0, "replay")});
        QCOMPARE(t.withoutPhases, 2);
        QCOMPARE(t.describe(), std::string("unknown: none of the 2 measurements has phase times"));
        QVERIFY(t.toJson() == json({{"measurements", 0}, {"without_phases", 2}, {"replayed", 0}}));
    }

    void runSummaryOfAReplayedH200Session() {
        // The project's H200 datasets carry the harness's phase times with every record.
        SessionConfig cfg;
        cfg.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";
        cfg.maxMeasurements = 20;
        cfg.seed = 2;
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        const json summary =
            runSummary(engine->session(), &engine->backend(), engine->stopReason(), engine->elapsedSeconds());
        const json& cost = summary["measurement_cost"];
        std::vector<double> totals;
        int measurements = 0;
        for (const Candidate& c : engine->session().candidates()) {
            if (!c.measurement) continue;
            ++measurements;
            const json& report = c.measurement->report.json();
            if (report.contains("phases_ms")) totals.push_back(report["phases_ms"]["total"].get<double>());
        }
        QCOMPARE(measurements, 21); // the reference and the budget
        QCOMPARE(cost["measurements"].get<int>(), int(totals.size()));
        QVERIFY(totals.size() >= 20);
        QCOMPARE(cost["without_phases"].get<int>(), measurements - int(totals.size()));
        QCOMPARE(cost["replayed"].get<int>(), int(totals.size()));
        std::sort(totals.begin(), totals.end());
        const std::size_t n = totals.size();
        const double median = n % 2 ? totals[n / 2] : (totals[n / 2 - 1] + totals[n / 2]) / 2;
        QCOMPARE(cost["median_ms"]["total"].get<double>(), median);
        QVERIFY(median > 50 && median < 5000); // an H200 measurement of a softmax: a fraction of a second
        QCOMPARE(cost["per_gpu_per_minute"].get<double>(), 60000.0 / median);
        QVERIFY(cost["session_per_minute"].get<double>() > 0);
        QVERIFY(cost["session_span_s"].get<double>() <= engine->elapsedSeconds());
    }
};

QTEST_GUILESS_MAIN(TestMeasurementThroughput)
#include "tst_measurement_throughput.moc"
