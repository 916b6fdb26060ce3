// Augur's own H200 measurements (resources/datasets/h200) replayed: the reference is the
// plain kernel outside the template's space, speedups are the paired ones recorded by the
// harness, and a session over it starts from the root with sampled configurations.
#include "core/backend/ReplayBackend.h"
#include "core/engine/RunSummary.h"
#include "core/session/SessionFactory.h"
#include "core/datasets/TuningDataset.h"

#include <QTest>

#include <filesystem>

using namespace augur;
namespace fs = std::filesystem;

namespace {
const fs::path kDatasets = fs::path(AUGUR_SOURCE_DIR) / "resources" / "datasets" / "h200";
}

class TestH200Dataset : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyFileLoads() {
        int files = 0;
        for (const auto& e : fs::directory_iterator(kDatasets)) {
            if (e.path().extension() != ".gz") continue;
            ++files;
            const TuningDataset ds = loadTuningDataset(e.path().string());
            const std::string what = e.path().filename().string();
            QVERIFY2(ds.externalReferenceMs && *ds.externalReferenceMs > 0.0, what.c_str());
            QVERIFY2(ds.problem.referenceConfiguration.empty(), what.c_str());
            QVERIFY2(ds.problem.hardware == "NVIDIA H200", ds.problem.hardware.c_str());
            QVERIFY2(!ds.problem.referenceSource.empty() && !ds.problem.tunableSource.empty(), what.c_str());
            QVERIFY2(ds.records.size() >= 20, what.c_str());
            for (const auto& r : ds.records) {
                QVERIFY(r.status != MeasurementStatus::Ok ||
                        (r.recordedSpeedup && *r.recordedSpeedup > 0.0 && r.samples >= 3));
                // S is the median of the paired ratios: inside its own confidence interval.
                if (r.recordedSpeedup)
                    QVERIFY(r.recordedSpeedupLow <= *r.recordedSpeedup && *r.recordedSpeedup <= r.recordedSpeedupHigh);
            }
        }
        QVERIFY2(files >= 8, "one dataset per suite problem");
    }

    void replayUsesThePlainReference() {
        TuningDataset ds = loadTuningDataset((kDatasets / "softmax_rows_f32.json.gz").string());
        const Problem problem = ds.problem;
        const TuningRecord first = ds.records.front();
        ReplayBackend replay(std::move(ds));
        Candidate root;
        root.origin = Origin::Reference;
        Measurement m = replay.measure(problem, root);
        QVERIFY(m.ok());
        QCOMPARE(m.speedup, 1.0);
        QVERIFY(!replay.inSpace({}));
        Candidate c;
        c.configuration = first.configuration;
        m = replay.measure(problem, c);
        QCOMPARE(m.speedup, *first.recordedSpeedup);
        QVERIFY(m.report->candidateCompile.has_value()); // the harness report travels with the record
        QVERIFY(*replay.bestPossibleSpeedup() > 2.0);
    }

    void sessionStartsFromTheRoot() {
        SessionConfig cfg;
        cfg.datasetPath = (kDatasets / "softmax_rows_f32.json.gz").string();
        cfg.maxMeasurements = 100;
        cfg.seed = 3;
        cfg.strategy = SearchStrategy::Puct; // the model strategy measures the whole 60-point space at this budget
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        const auto summary =
            runSummary(engine->session(), &engine->backend(), engine->stopReason(), engine->elapsedSeconds());
        QCOMPARE(summary["space_size"].get<long long>(), 60LL);
        QCOMPARE(summary["fraction_recovered"].get<double>(), 1.0);
        int rootChildren = 0;
        for (const auto& cand : engine->session().candidates())
            if (cand.parent == 0) ++rootChildren;
        QVERIFY(rootChildren > 0);
        QVERIFY(summary["accepted_on_forecast"].get<int>() > 0); // confident forecasts were not measured
    }

    void modelSessionAcceptsOnForecastWithinASmallBudget() {
        SessionConfig cfg;
        cfg.datasetPath = (kDatasets / "softmax_rows_f32.json.gz").string();
        cfg.maxMeasurements = 25;
        cfg.seed = 1;
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        QCOMPARE(engine->session().config().strategy, SearchStrategy::Model); // the default for a tunable space
        const auto summary =
            runSummary(engine->session(), &engine->backend(), engine->stopReason(), engine->elapsedSeconds());
        QCOMPARE(summary["measured"].get<int>(), 25);
        QVERIFY(summary["fraction_recovered"].get<double>() >= 0.99);
        int onForecast = 0; // accepted on a confident forecast, not because the budget ran out
        for (const auto& c : engine->session().candidates())
            if (c.state == CandidateState::Accepted && c.decision && c.decision->reason == DecisionReason::Threshold)
                ++onForecast;
        QVERIFY(onForecast > 0);
    }

    // The TMA HGEMM's whole space, measured on an H100 (resources/datasets/h100): every
    // configuration correct at the four workload shapes, and a 10-measurement model session
    // finds the configuration that reaches 0.93x cuBLAS (docs/measurement.md).
    void hopperTmaGemmSessionFindsTheBestConfiguration() {
        const fs::path file = kDatasets.parent_path() / "h100" / "hgemm_f16_wgmma_tma_workload.json.gz";
        const TuningDataset ds = loadTuningDataset(file.string());
        QCOMPARE(ds.problem.hardware, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(ds.records.size(), std::size_t(37));
        for (const auto& r : ds.records) QVERIFY(r.status == MeasurementStatus::Ok && r.recordedSpeedup);
        SessionConfig cfg;
        cfg.datasetPath = file.string();
        cfg.maxMeasurements = 10;
        cfg.seed = 1;
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        const auto summary =
            runSummary(engine->session(), &engine->backend(), engine->stopReason(), engine->elapsedSeconds());
        QCOMPARE(summary["fraction_recovered"].get<double>(), 1.0);
        QCOMPARE(summary["best_candidate"].get<std::string>(),
                 std::string("BM=128,BN=256,GROUP_M=8,PRODUCER=2,STAGES=4,WG=2"));
    }
};

QTEST_APPLESS_MAIN(TestH200Dataset)
#include "tst_h200_dataset.moc"
