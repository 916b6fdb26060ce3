// Tests of the embedded "features" surrogate (XGBoost over tunable parameters) on the
// recorded Kernel Tuner convolution dataset (A100, T4 format), read in place.
#include "core/FeaturesSurrogate.h"
#include "core/Metrics.h"
#include "core/T4Dataset.h"

#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>

using namespace augur;

namespace {

const std::string kDataPath = std::string(AUGUR_SHARED_DATA) + "/convolution_A100_T4.json.gz";
const std::string kSkipMessage = "recorded dataset absent: " + kDataPath;

/// The dataset, loaded once; nullptr when the file is absent.
const T4Dataset* dataset() {
    static std::optional<T4Dataset> data;
    static bool tried = false;
    if (!tried) {
        tried = true;
        if (std::filesystem::exists(kDataPath)) data = loadT4Dataset(kDataPath);
    }
    return data ? &*data : nullptr;
}

/// A replayed candidate for record i, measured against the dataset's reference.
Candidate candidateFor(const T4Dataset& d, std::size_t i) {
    const T4Record& r = d.records[i];
    const double refMs = d.records[d.referenceIndex].medianMs;
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
        m.speedup = refMs / r.medianMs;
    }
    c.measurement = m;
    c.state = r.status == MeasurementStatus::Ok ? CandidateState::Measured : CandidateState::Failed;
    return c;
}

/// Valid record indices shuffled with `seed`.
std::vector<std::size_t> shuffledValid(const T4Dataset& d, std::uint64_t seed) {
    std::vector<std::size_t> idx;
    for (std::size_t i = 0; i < d.records.size(); ++i)
        if (d.records[i].status == MeasurementStatus::Ok) idx.push_back(i);
    std::mt19937_64 rng(seed);
    std::shuffle(idx.begin(), idx.end(), rng);
    return idx;
}

struct Evaluation {
    MetricSummary summary;
    double baseExact = 0.0;    ///< always predicting the training set's most frequent bin
    double baseWithinOne = 0.0;
    double trainMs = 0.0;      ///< first forecast call (includes the lazy training)
    double forecastMs = 0.0;   ///< a second forecast of the same batch (prediction only)
    std::vector<Forecast> forecasts;
};

/// Trains on `trainCount` shuffled valid records, forecasts the next `testCount`.
Evaluation evaluate(const T4Dataset& d, int trainCount, int testCount, std::uint64_t dataSeed,
                    std::uint64_t modelSeed, FeaturesSurrogateOptions options = {}) {
    const auto idx = shuffledValid(d, dataSeed);
    FeaturesSurrogate s(modelSeed, options);
    int trainBins[kBinCount] = {};
    for (int i = 0; i < trainCount; ++i) {
        const Candidate c = candidateFor(d, idx[static_cast<std::size_t>(i)]);
        s.observe(d.problem, c);
        ++trainBins[c.measurement->bin() - 1];
    }
    std::vector<Candidate> test;
    for (int i = 0; i < testCount; ++i) test.push_back(candidateFor(d, idx[static_cast<std::size_t>(trainCount + i)]));
    std::vector<const Candidate*> batch;
    for (const auto& c : test) batch.push_back(&c);

    Evaluation e;
    QElapsedTimer t;
    t.start();
    e.forecasts = s.forecast(d.problem, batch);
    e.trainMs = t.nsecsElapsed() / 1e6;
    t.restart();
    (void)s.forecast(d.problem, batch);
    e.forecastMs = t.nsecsElapsed() / 1e6;

    const int mode = static_cast<int>(std::max_element(trainBins, trainBins + kBinCount) - trainBins) + 1;
    std::vector<ScoredForecast> scored;
    int exact = 0, within = 0;
    for (std::size_t i = 0; i < test.size(); ++i) {
        ScoredForecast sf;
        sf.p = e.forecasts[i].p;
        sf.trueBin = test[i].measurement->bin();
        sf.measuredSpeedup = test[i].measurement->speedup;
        scored.push_back(sf);
        exact += sf.trueBin == mode;
        within += std::abs(sf.trueBin - mode) <= 1;
    }
    e.summary = summariseForecasts(scored);
    e.baseExact = double(exact) / testCount;
    e.baseWithinOne = double(within) / testCount;
    return e;
}

double maxProb(const Forecast& f) { return *std::max_element(f.p.begin(), f.p.end()); }

} // namespace

class TestFeaturesSurrogate : public QObject {
    Q_OBJECT

private slots:
    void widePriorBeforeEnoughData() {
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        FeaturesSurrogate s(7);
        const auto idx = shuffledValid(*d, 11);
        const Candidate probe = candidateFor(*d, idx[500]);

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
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        FeaturesSurrogate s(1);
        const auto idx = shuffledValid(*d, 3);
        for (int i = 0; i < 20; ++i) { // 20 rows, all measured at S = 1.2 (bin 4)
            Candidate c = candidateFor(*d, idx[static_cast<std::size_t>(i)]);
            c.measurement->speedup = 1.2;
            s.observe(d->problem, c);
        }
        const Candidate probe = candidateFor(*d, idx[100]);
        const auto f = s.forecast(d->problem, {&probe});
        QVERIFY(!s.modelReady());
        QVERIFY(maxProb(f[0]) < 0.6);
        QCOMPARE(f[0].predictedBin, 4);
        QVERIFY(f[0].reasoning.find("1 bin;") != std::string::npos);
    }

    void failuresAreCountedNotLabelled() {
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        FeaturesSurrogate s(1);
        int failures = 0;
        for (std::size_t i = 0; i < d->records.size() && failures < 5; ++i)
            if (d->records[i].status != MeasurementStatus::Ok) {
                s.observe(d->problem, candidateFor(*d, i));
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
        QTest::addColumn<int>("trainCount");
        QTest::newRow("50") << 50;
        QTest::newRow("100") << 100;
        QTest::newRow("200") << 200;
    }

    void learnsFromMeasurements() {
        QFETCH(int, trainCount);
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        const Evaluation e = evaluate(*d, trainCount, 1000, 2024, 42);
        const MetricSummary& m = e.summary;
        qInfo("n=%d: accuracy %.3f (base %.3f), within-one %.3f (base %.3f), Brier %.4f, CRPS %.4f, "
              "NLL %.3f, ECE %.4f, AURC %.4f, Spearman %.3f; train+forecast %.1f ms, forecast %.2f ms "
              "(%.1f us/candidate)",
              trainCount, m.exactAccuracy, e.baseExact, m.withinOneAccuracy, e.baseWithinOne, m.brier, m.crps,
              m.nll, m.ece, m.aurc, m.spearman, e.trainMs, e.forecastMs, e.forecastMs * 1000.0 / 1000);
        QCOMPARE(m.count, 1000);
        QCOMPARE(m.abstentions, 0);
        for (const auto& f : e.forecasts) {
            QCOMPARE(f.surrogate, std::string("features"));
            QCOMPARE(f.trainingSize, trainCount);
        }
        QVERIFY(e.forecastMs < 1000.0); // well under 1 ms per candidate
        if (trainCount == 200) {
            QVERIFY2(m.exactAccuracy > e.baseExact + 0.10, "exact-bin accuracy not clearly above the base rate");
            QVERIFY2(m.withinOneAccuracy > e.baseWithinOne + 0.05, "within-one accuracy not clearly above the base rate");
            QVERIFY(m.ece < 0.10);
            QVERIFY(e.trainMs < 2000.0);
        }
    }

    void onlineSessionCost() {
        // The engine's pattern: one measurement arrives, the next batch is forecast.
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        const auto idx = shuffledValid(*d, 77);
        std::vector<Candidate> pool;
        for (int i = 0; i < 64; ++i) pool.push_back(candidateFor(*d, idx[static_cast<std::size_t>(1000 + i)]));
        std::vector<const Candidate*> batch;
        for (const auto& c : pool) batch.push_back(&c);
        FeaturesSurrogate s(5);
        QElapsedTimer t;
        t.start();
        double worstMs = 0.0;
        for (int i = 0; i < 200; ++i) {
            s.observe(d->problem, candidateFor(*d, idx[static_cast<std::size_t>(i)]));
            QElapsedTimer step;
            step.start();
            const auto f = s.forecast(d->problem, batch);
            worstMs = std::max(worstMs, step.nsecsElapsed() / 1e6);
            QCOMPARE(f.size(), batch.size());
        }
        const double totalMs = t.nsecsElapsed() / 1e6;
        qInfo("online: 200 x (observe + retrain + forecast 64): %.0f ms in all, %.1f ms per step, worst step %.1f ms; "
              "calibration T = %.2f, a = %.2f, w = %.2f fitted on %d rows",
              totalMs, totalMs / 200, worstMs, s.calibration().temperature, s.calibration().smoothing,
              s.calibration().weight, s.calibration().fittedRows);
        QVERIFY(s.modelReady());
        QVERIFY(s.calibration().fittedRows > 150 && s.calibration().fittedRows <= 200);
        QVERIFY(totalMs / 200 < 250.0);
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
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        const Evaluation a = evaluate(*d, 200, 300, 99, 17);
        const Evaluation b = evaluate(*d, 200, 300, 99, 17);
        QCOMPARE(a.forecasts.size(), b.forecasts.size());
        for (std::size_t i = 0; i < a.forecasts.size(); ++i) {
            QVERIFY(a.forecasts[i].p == b.forecasts[i].p);
            QCOMPARE(a.forecasts[i].reasoning, b.forecasts[i].reasoning);
        }
    }

    void freeFormCandidateGetsWidePrior() {
        const T4Dataset* d = dataset();
        if (!d) QSKIP(kSkipMessage.c_str());
        FeaturesSurrogate s(3);
        const auto idx = shuffledValid(*d, 8);
        for (int i = 0; i < 60; ++i) s.observe(d->problem, candidateFor(*d, idx[static_cast<std::size_t>(i)]));

        Candidate freeForm;
        freeForm.id = 100000;
        freeForm.origin = Origin::Llm;
        freeForm.source = "__global__ void k(float* x) { x[threadIdx.x] = 0.f; }";
        Candidate wrongWidth = candidateFor(*d, idx[70]);
        wrongWidth.configuration.pop_back();
        const Candidate tuned = candidateFor(*d, idx[71]);

        const auto f = s.forecast(d->problem, {&freeForm, &tuned, &wrongWidth});
        QCOMPARE(f.size(), std::size_t(3));
        const BinProbs prior = s.widePrior();
        for (int k = 0; k < kBinCount; ++k) QVERIFY(std::abs(f[0].p[k] - prior[k]) < 1e-12);
        QVERIFY(maxProb(f[0]) < 0.5);
        QVERIFY2(f[0].reasoning.find("free-form") != std::string::npos, f[0].reasoning.c_str());
        QCOMPARE(f[0].trainingSize, 60);
        QVERIFY(!f[0].parseFailure);
        QVERIFY2(f[1].reasoning.find("gradient-boosted trees on 60") == 0, f[1].reasoning.c_str());
        QVERIFY2(f[2].reasoning.find("parameter space has") != std::string::npos, f[2].reasoning.c_str());
        qInfo("free-form: %s", f[0].reasoning.c_str());
        qInfo("tuned: %s", f[1].reasoning.c_str());
    }
};

QTEST_APPLESS_MAIN(TestFeaturesSurrogate)
#include "tst_features_surrogate.moc"
