// Tests of the embedded "features" surrogate (XGBoost over tunable parameters) on recorded
// datasets read in place. Every case runs on the project's own H200 layernorm_rows_f32
// dataset (resources/datasets/h200: 60 configurations over bins 3-5, none above half of
// them) and again, as an extra row when ../shared is beside the checkout, on Kernel Tuner's
// convolution dataset (A100, 4362 configurations; skipped without it). Sizes (training
// rows, test rows, steps) scale with the dataset; the thresholds are the same for both.
// Timings belong to the benchmarks (tests/bench), not here.
#include "core/surrogate/FeaturesSurrogate.h"
#include "core/bins/Metrics.h"
#include "core/datasets/TuningDataset.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <random>

using namespace augur;

namespace {

const QString kProject = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/layernorm_rows_f32.json.gz");
const QString kShared = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");

/// The dataset at `path`, loaded once; nullptr when the file is absent.
const TuningDataset* dataset(const QString& path) {
    static std::map<QString, std::unique_ptr<TuningDataset>> cache;
    auto& slot = cache[path];
    if (!slot && QFile::exists(path)) slot = std::make_unique<TuningDataset>(loadTuningDataset(path.toStdString()));
    return slot.get();
}

/// The dataset of the current global data row; skips the row when its file is absent
/// (only the shared file can be).
#define FETCH_DATASET(d)                                                                                               \
    QFETCH_GLOBAL(QString, path);                                                                                      \
    const TuningDataset* d = dataset(path);                                                                            \
    if (!d) {                                                                                                          \
        QVERIFY2(path.startsWith(QStringLiteral(AUGUR_SHARED_DATA)),                                                   \
                 qPrintable(path + ": a project dataset is missing"));                                                 \
        QSKIP(qPrintable(path + " not found (AUGUR_SHARED_DATA): an extra row"));                                      \
    }

/// A replayed candidate for record i, measured against the dataset's reference (as
/// ReplayBackend does: the recorded paired speedup when the record has one).
Candidate candidateFor(const TuningDataset& d, std::size_t i) {
    const TuningRecord& r = d.records[i];
    const double refMs = d.externalReferenceMs.value_or(d.records[d.referenceIndex].medianMs);
    Candidate c;
    c.id = static_cast<CandidateId>(i);
    c.origin = Origin::Dataset;
    c.configuration = r.configuration;
    Measurement m;
    m.status = r.status;
    m.failureReason = r.failureReason;
    m.backend = "replay";
    m.referenceMs = refMs;
    if (r.status == MeasurementStatus::Ok) {
        m.candidateMs = r.medianMs;
        m.speedup = r.recordedSpeedup.value_or(refMs / r.medianMs);
    }
    c.measurement = m;
    c.state = r.status == MeasurementStatus::Ok ? CandidateState::Measured : CandidateState::Failed;
    return c;
}

/// Valid record indices shuffled with `seed`.
std::vector<std::size_t> shuffledValid(const TuningDataset& d, std::uint64_t seed) {
    std::vector<std::size_t> idx;
    for (std::size_t i = 0; i < d.records.size(); ++i)
        if (d.records[i].status == MeasurementStatus::Ok) idx.push_back(i);
    std::mt19937_64 rng(seed);
    std::shuffle(idx.begin(), idx.end(), rng);
    return idx;
}

struct Evaluation {
    MetricSummary summary;
    double baseExact = 0.0; ///< always predicting the training set's most frequent bin
    double baseWithinOne = 0.0;
    bool forecastsRepeat = false; ///< a second forecast of the batch gave the same probabilities
    std::vector<Forecast> forecasts;
};

/// Trains on `trainCount` shuffled valid records, forecasts the next `testCount`; with
/// `splits` > 1, again for each of the data seeds dataSeed + 1, ... (a fresh surrogate
/// each time), the forecasts of every split scored together (repeated random
/// sub-sampling: a small dataset's test rows are too few to score one split alone).
Evaluation evaluate(const TuningDataset& d, int trainCount, int testCount, std::uint64_t dataSeed,
                    std::uint64_t modelSeed, int splits = 1) {
    Evaluation e;
    e.forecastsRepeat = true;
    std::vector<ScoredForecast> scored;
    int exact = 0, within = 0;
    for (int split = 0; split < splits; ++split) {
        const auto idx = shuffledValid(d, dataSeed + static_cast<std::uint64_t>(split));
        FeaturesSurrogate s(modelSeed);
        int trainBins[kBinCount] = {};
        for (int i = 0; i < trainCount; ++i) {
            const Candidate c = candidateFor(d, idx[static_cast<std::size_t>(i)]);
            s.observe(d.problem, c);
            ++trainBins[c.measurement->bin() - 1];
        }
        std::vector<Candidate> test;
        for (int i = 0; i < testCount; ++i)
            test.push_back(candidateFor(d, idx[static_cast<std::size_t>(trainCount + i)]));
        std::vector<const Candidate*> batch;
        for (const auto& c : test) batch.push_back(&c);

        const auto forecasts = s.forecast(d.problem, batch); // trains lazily, then forecasts
        // A second forecast of the same batch reuses the model: the same probabilities.
        const auto again = s.forecast(d.problem, batch);
        e.forecastsRepeat = e.forecastsRepeat && again.size() == forecasts.size() &&
            std::equal(again.begin(), again.end(), forecasts.begin(),
                       [](const Forecast& a, const Forecast& b) { return a.p == b.p; });

        const int mode = static_cast<int>(std::max_element(trainBins, trainBins + kBinCount) - trainBins) + 1;
        for (std::size_t i = 0; i < test.size(); ++i) {
            ScoredForecast sf;
            sf.p = forecasts[i].p;
            sf.trueBin = test[i].measurement->bin();
            sf.measuredSpeedup = test[i].measurement->speedup;
            scored.push_back(sf);
            exact += sf.trueBin == mode;
            within += std::abs(sf.trueBin - mode) <= 1;
        }
        e.forecasts.insert(e.forecasts.end(), forecasts.begin(), forecasts.end());
    }
    e.summary = summariseForecasts(scored);
    e.baseExact = double(exact) / double(scored.size());
    e.baseWithinOne = double(within) / double(scored.size());
    return e;
}

double maxProb(const Forecast& f) { return *std::max_element(f.p.begin(), f.p.end()); }

} // namespace

class TestFeaturesSurrogate : public QObject {
    Q_OBJECT

private slots:
    /// Every case runs once per dataset. trainCounts: training rows of the three
    /// learnsFromMeasurements rows (the last is where accuracy is asserted); testCount: rows
    /// forecast there, in each of `splits` random splits scored together (60 configurations
    /// leave 20 test rows a split: ten splits make 200 scored forecasts, against 1000 of one
    /// split of the convolution file); onlineSteps: observations of onlineSession;
    /// evalTrain/evalTest: deterministicForSeed's sizes; freeFormTrain: rows observed before
    /// freeFormCandidateGetsWidePrior forecasts.
    void initTestCase_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QList<int>>("trainCounts");
        QTest::addColumn<int>("testCount");
        QTest::addColumn<int>("onlineSteps");
        QTest::addColumn<int>("evalTrain");
        QTest::addColumn<int>("evalTest");
        QTest::addColumn<int>("splits");
        QTest::addColumn<int>("freeFormTrain");
        QTest::newRow("layernorm_rows_f32 (project)")
            << kProject << QList<int>{20, 30, 40} << 20 << 40 << 30 << 30 << 10 << 48;
        QTest::newRow("convolution_A100 (shared)")
            << kShared << QList<int>{50, 100, 200} << 1000 << 200 << 200 << 300 << 1 << 60;
    }

    void widePriorBeforeEnoughData() {
        FETCH_DATASET(d);
        FeaturesSurrogate s(7);
        const auto idx = shuffledValid(*d, 11);
        const Candidate probe = candidateFor(*d, idx.back());

        auto f0 = s.forecast(d->problem, {&probe});
        QCOMPARE(f0.size(), std::size_t(1));
        QCOMPARE(f0[0].surrogate, std::string("features"));
        QVERIFY(std::abs(maxProb(f0[0]) - 1.0 / kBinCount) < 1e-12);

        for (int i = 0; i < 11; ++i) {
            s.observe(d->problem, candidateFor(*d, idx[static_cast<std::size_t>(i)]));
            const auto f = s.forecast(d->problem, {&probe});
            QVERIFY2(maxProb(f[0]) < 0.38, f[0].reasoning.c_str());
            QVERIFY(f[0].confidence < 0.6); // deferred under the default threshold
            QCOMPARE(f[0].trainingSize, i + 1);
            QVERIFY2(f[0].reasoning.find("too few measurements") != std::string::npos, f[0].reasoning.c_str());
            QVERIFY(!s.modelReady());
        }
        s.observe(d->problem, candidateFor(*d, idx[11]));
        const auto f12 = s.forecast(d->problem, {&probe});
        QVERIFY(s.modelReady());
        QVERIFY2(f12[0].reasoning.find("gradient-boosted trees on 12 measured configurations") == 0,
                 f12[0].reasoning.c_str());
        qInfo("after 12 rows: %s", f12[0].reasoning.c_str());
    }

    void oneBinHistoryStaysPrior() {
        FETCH_DATASET(d);
        FeaturesSurrogate s(1);
        const auto idx = shuffledValid(*d, 3);
        for (int i = 0; i < 20; ++i) { // 20 rows, all measured at S = 1.2 (bin 4)
            Candidate c = candidateFor(*d, idx[static_cast<std::size_t>(i)]);
            c.measurement->speedup = 1.2;
            s.observe(d->problem, c);
        }
        const Candidate probe = candidateFor(*d, idx.back());
        const auto f = s.forecast(d->problem, {&probe});
        QVERIFY(!s.modelReady());
        QVERIFY(maxProb(f[0]) < 0.6);
        QCOMPARE(f[0].predictedBin, 4);
        QVERIFY(f[0].reasoning.find("1 bin;") != std::string::npos);
    }

    void failuresAreCountedNotLabelled() {
        FETCH_DATASET(d);
        FeaturesSurrogate s(1);
        int failures = 0;
        // The recorded failures (the convolution file has 161); every configuration of the
        // H200 datasets compiled and ran, so there five of them fail to compile instead.
        for (std::size_t i = 0; i < d->records.size() && failures < 5; ++i)
            if (d->records[i].status != MeasurementStatus::Ok) {
                s.observe(d->problem, candidateFor(*d, i));
                ++failures;
            }
        for (std::size_t i = 0; failures < 5; ++i) {
            Candidate c = candidateFor(*d, i);
            c.id = static_cast<CandidateId>(100000 + i); // not an id of a record
            c.measurement->status = MeasurementStatus::CompileError;
            c.measurement->failureReason = "compile: simulated";
            c.measurement->speedup = 0.0;
            c.measurement->candidateMs = 0.0;
            c.state = CandidateState::Failed;
            s.observe(d->problem, c);
            ++failures;
        }
        QCOMPARE(failures, 5);
        QCOMPARE(s.failureCount(), 5);
        QCOMPARE(s.trainingSize(), 0);
        // Re-observing a successful candidate under the same id replaces its row.
        const auto idx = shuffledValid(*d, 5);
        s.observe(d->problem, candidateFor(*d, idx[0]));
        s.observe(d->problem, candidateFor(*d, idx[0]));
        QCOMPARE(s.trainingSize(), 1);
    }

    void learnsFromMeasurements_data() {
        QTest::addColumn<int>("size"); // index into the dataset's trainCounts
        QTest::newRow("small") << 0;
        QTest::newRow("medium") << 1;
        QTest::newRow("large") << 2;
    }

    void learnsFromMeasurements() {
        QFETCH(int, size);
        QFETCH_GLOBAL(QList<int>, trainCounts);
        QFETCH_GLOBAL(int, testCount);
        QFETCH_GLOBAL(int, splits);
        FETCH_DATASET(d);
        const int trainCount = trainCounts.at(size);
        QVERIFY(std::size_t(trainCount + testCount) <= shuffledValid(*d, 0).size());
        const Evaluation e = evaluate(*d, trainCount, testCount, 2024, 42, splits);
        const MetricSummary& m = e.summary;
        qInfo("n=%d: accuracy %.3f (base %.3f), within-one %.3f (base %.3f), Brier %.4f, CRPS %.4f, "
              "NLL %.3f, ECE %.4f, AURC %.4f, Spearman %.3f",
              trainCount, m.exactAccuracy, e.baseExact, m.withinOneAccuracy, e.baseWithinOne, m.brier, m.crps, m.nll,
              m.ece, m.aurc, m.spearman);
        QCOMPARE(m.count, testCount * splits);
        QCOMPARE(m.abstentions, 0);
        QCOMPARE(e.forecasts.size(), std::size_t(testCount * splits));
        for (const auto& f : e.forecasts) {
            QCOMPARE(f.surrogate, std::string("features"));
            QCOMPARE(f.trainingSize, trainCount);
        }
        QVERIFY(e.forecastsRepeat); // forecasting again without new data does not retrain
        if (size == 2) {
            QVERIFY2(m.exactAccuracy > e.baseExact + 0.10, "exact-bin accuracy not clearly above the base rate");
            QVERIFY2(m.withinOneAccuracy > e.baseWithinOne + 0.05,
                     "within-one accuracy not clearly above the base rate");
            QVERIFY(m.ece < 0.10);
        }
    }

    void onlineSession() {
        // The engine's pattern: one measurement arrives, the next batch is forecast. (Its
        // cost is measured by tests/bench, not asserted here.)
        QFETCH_GLOBAL(int, onlineSteps);
        FETCH_DATASET(d);
        const auto idx = shuffledValid(*d, 77);
        // The batch: up to 64 rows never observed (the last ones of the shuffle).
        QVERIFY(idx.size() > std::size_t(onlineSteps));
        const std::size_t poolSize = std::min<std::size_t>(64, idx.size() - std::size_t(onlineSteps));
        std::vector<Candidate> pool;
        for (std::size_t i = idx.size() - poolSize; i < idx.size(); ++i) pool.push_back(candidateFor(*d, idx[i]));
        std::vector<const Candidate*> batch;
        for (const auto& c : pool) batch.push_back(&c);
        FeaturesSurrogate s(5);
        int readyAt = -1;
        for (int i = 0; i < onlineSteps; ++i) {
            s.observe(d->problem, candidateFor(*d, idx[static_cast<std::size_t>(i)]));
            const auto f = s.forecast(d->problem, batch);
            QCOMPARE(f.size(), batch.size());
            for (const auto& one : f) QCOMPARE(one.trainingSize, i + 1); // retrained on every observation
            if (readyAt < 0 && s.modelReady()) readyAt = i + 1;
        }
        qInfo("online: %d x (observe + retrain + forecast %zu): model ready after %d; calibration T = %.2f, a = %.2f, "
              "w = %.2f fitted on %d rows",
              onlineSteps, batch.size(), readyAt, s.calibration().temperature, s.calibration().smoothing,
              s.calibration().weight, s.calibration().fittedRows);
        QVERIFY(s.modelReady());
        QVERIFY(readyAt >= 12); // not before the minimum training size (widePriorBeforeEnoughData)
        // The calibration is refitted as rows arrive: on more than three quarters of them.
        QVERIFY(s.calibration().fittedRows > onlineSteps * 3 / 4 && s.calibration().fittedRows <= onlineSteps);
    }

    void ordinalSmoothKeepsMass() {
        const BinProbs p{0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0};
        const BinProbs q = ordinalSmooth(p, 0.2);
        QVERIFY(std::abs(q[3] - 0.8) < 1e-12 && std::abs(q[2] - 0.1) < 1e-12 && std::abs(q[4] - 0.1) < 1e-12);
        const BinProbs edge = ordinalSmooth(BinProbs{1, 0, 0, 0, 0, 0, 0, 0}, 0.3);
        QVERIFY(std::abs(edge[0] - 0.85) < 1e-12 && std::abs(edge[1] - 0.15) < 1e-12);
        double sum = 0.0;
        for (double v : ordinalSmooth(BinProbs{0.1, 0.2, 0.05, 0.15, 0.1, 0.2, 0.1, 0.1}, 0.3)) sum += v;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }

    void deterministicForSeed() {
        QFETCH_GLOBAL(int, evalTrain);
        QFETCH_GLOBAL(int, evalTest);
        FETCH_DATASET(d);
        const Evaluation a = evaluate(*d, evalTrain, evalTest, 99, 17);
        const Evaluation b = evaluate(*d, evalTrain, evalTest, 99, 17);
        QCOMPARE(a.forecasts.size(), std::size_t(evalTest));
        QCOMPARE(a.forecasts.size(), b.forecasts.size());
        for (std::size_t i = 0; i < a.forecasts.size(); ++i) {
            QVERIFY(a.forecasts[i].p == b.forecasts[i].p);
            QCOMPARE(a.forecasts[i].reasoning, b.forecasts[i].reasoning);
        }
    }

    void freeFormCandidateGetsWidePrior() {
        QFETCH_GLOBAL(int, freeFormTrain);
        FETCH_DATASET(d);
        FeaturesSurrogate s(3);
        const auto idx = shuffledValid(*d, 8);
        const auto n = static_cast<std::size_t>(freeFormTrain);
        QVERIFY(n + 12 <= idx.size());
        for (std::size_t i = 0; i < n; ++i) s.observe(d->problem, candidateFor(*d, idx[i]));
        const std::string trees = "gradient-boosted trees on " + std::to_string(freeFormTrain);

        Candidate freeForm;
        freeForm.id = 100000;
        freeForm.origin = Origin::Llm;
        freeForm.source = "__global__ void k(float* x) { x[threadIdx.x] = 0.f; }";
        Candidate wrongWidth = candidateFor(*d, idx[n + 10]);
        wrongWidth.configuration.pop_back();
        const Candidate tuned = candidateFor(*d, idx[n + 11]);

        const auto f = s.forecast(d->problem, {&freeForm, &tuned, &wrongWidth});
        QCOMPARE(f.size(), std::size_t(3));
        const BinProbs prior = s.widePrior();
        for (int k = 0; k < kBinCount; ++k) QVERIFY(std::abs(f[0].p[k] - prior[k]) < 1e-12);
        QVERIFY(maxProb(f[0]) < 0.5);
        QVERIFY2(f[0].reasoning.find("free-form") != std::string::npos, f[0].reasoning.c_str());
        QCOMPARE(f[0].trainingSize, freeFormTrain);
        QVERIFY(!f[0].parseFailure);
        QVERIFY2(f[1].reasoning.find(trees) == 0, f[1].reasoning.c_str());
        QVERIFY2(f[2].reasoning.find("parameter space has") != std::string::npos, f[2].reasoning.c_str());
        qInfo("free-form: %s", f[0].reasoning.c_str());
        qInfo("tuned: %s", f[1].reasoning.c_str());
    }
};

QTEST_APPLESS_MAIN(TestFeaturesSurrogate)
#include "tst_features_surrogate.moc"
