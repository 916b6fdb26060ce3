// The parameter views' data (core/analysis/ParameterPoints.h) and the sensitivity ranking
// (core/analysis/ParameterSensitivity.h): eta squared on designs whose value is known by
// hand, against the textbook formula on unbalanced random groups, what counts as a point,
// and the ranking of the shipped H200 SGEMM space against values computed independently
// (Python, from the dataset's recorded speedups).
#include "core/analysis/ParameterPoints.h"
#include "core/analysis/ParameterSensitivity.h"
#include "core/datasets/TuningDataset.h"

#include <QtTest>

#include <cmath>
#include <map>
#include <random>

using namespace augur;

namespace {

Candidate measured(CandidateId id, Configuration config, double speedup) {
    Candidate c;
    c.id = id;
    c.configuration = std::move(config);
    c.state = CandidateState::Measured;
    Measurement m;
    m.speedup = speedup;
    m.speedupLow = speedup * 0.99;
    m.speedupHigh = speedup * 1.01;
    c.measurement = m;
    return c;
}

Candidate forecast(CandidateId id, Configuration config, double expected) {
    Candidate c;
    c.id = id;
    c.configuration = std::move(config);
    c.state = CandidateState::Accepted;
    BinProbs p{};
    p[3] = 1.0;
    c.forecast = Forecast::fromProbabilities(p);
    c.forecast->pointSpeedup = expected;
    return c;
}

/// η² by its definition: group means, then SS_between / SS_total.
double textbookEta(const std::vector<std::uint32_t>& g, const std::vector<double>& y) {
    double mean = 0;
    for (double v : y) mean += v;
    mean /= double(y.size());
    std::map<std::uint32_t, std::pair<double, int>> groups;
    for (std::size_t i = 0; i < y.size(); ++i) {
        groups[g[i]].first += y[i];
        ++groups[g[i]].second;
    }
    double between = 0, total = 0;
    for (const auto& [k, sn] : groups) between += sn.second * std::pow(sn.first / sn.second - mean, 2);
    for (double v : y) total += (v - mean) * (v - mean);
    return between / total;
}

} // namespace

class TestParameterSensitivity : public QObject {
    Q_OBJECT

private Q_SLOTS:
    /// A balanced 2×2 design, y = 2·a + b: SS_total = 5, SS_A = 4, SS_B = 1.
    void knownDesign() {
        const std::vector<double> y{0, 2, 1, 3};
        std::size_t levels = 0;
        QCOMPARE(etaSquared({0, 1, 0, 1}, y, &levels), 0.8);
        QCOMPARE(levels, std::size_t(2));
        QCOMPARE(etaSquared({0, 0, 1, 1}, y), 0.2);
        // One group explains nothing; a group per value explains everything.
        QCOMPARE(etaSquared({0, 0, 0, 0}, y, &levels), 0.0);
        QCOMPARE(levels, std::size_t(1));
        QCOMPARE(etaSquared({0, 1, 2, 3}, y), 1.0);
        // Constant y (no variance) and no data.
        QCOMPARE(etaSquared({0, 1, 0, 1}, {5, 5, 5, 5}), 0.0);
        QCOMPARE(etaSquared({}, {}), 0.0);
    }

    /// Unbalanced groups, nearly equal values far from zero: the two-pass sums agree with
    /// the definition.
    void matchesTheDefinition() {
        std::mt19937 rng(7);
        std::uniform_int_distribution<std::uint32_t> pick(0, 6);
        std::normal_distribution<double> noise(0.0, 0.01);
        std::vector<std::uint32_t> g;
        std::vector<double> y;
        for (int i = 0; i < 997; ++i) {
            g.push_back(pick(rng) * pick(rng) % 5); // unbalanced
            y.push_back(1000.0 + 0.003 * g.back() + noise(rng));
        }
        const double eta = etaSquared(g, y);
        QVERIFY2(std::abs(eta - textbookEta(g, y)) < 1e-9, qPrintable(QString::number(eta, 'g', 17)));
        QVERIFY(eta > 0.05 && eta < 0.95);
    }

    /// Points: measured S, else the forecast's estimate; failures, excluded, unforecast and
    /// configurations outside the space are counted, not drawn. The ranking reads the
    /// measured points only (forecasts that say B matters change nothing).
    void rankingFromCandidates() {
        const ParameterSpace space({{"A", {0, 1}}, {"B", {0, 1}}, {"C", {7}}});
        std::vector<Candidate> cs;
        CandidateId id = 0;
        for (int rep = 0; rep < 3; ++rep)
            for (double a : {0.0, 1.0})
                for (double b : {0.0, 1.0}) cs.push_back(measured(id++, {a, b, 7}, std::exp2(2 * a + b)));
        for (int i = 0; i < 20; ++i) cs.push_back(forecast(id++, {0, double(i % 2), 7}, i % 2 ? 64.0 : 1.0 / 64));
        Candidate failed = measured(id++, {1, 1, 7}, 0.0);
        failed.measurement->status = MeasurementStatus::CompileError;
        cs.push_back(failed);
        Candidate excluded = forecast(id++, {1, 1, 7}, 2.0);
        excluded.state = CandidateState::Excluded;
        cs.push_back(excluded);
        Candidate none;
        none.id = id++;
        none.configuration = {0, 0, 7};
        cs.push_back(none);
        cs.push_back(measured(id++, {}, 1.0)); // a reference kernel outside the space
        cs.push_back(measured(id++, {0, 0, 8}, 1.0)); // C=8 is not a value of C

        const ParameterPoints points = ParameterPoints::collect(space, cs);
        QCOMPARE(points.size(), std::size_t(32));
        QCOMPARE(points.measuredCount(), std::size_t(12));
        QCOMPARE(points.failed, std::size_t(1));
        QCOMPARE(points.unforecast, std::size_t(2));
        QCOMPARE(points.outside, std::size_t(2));
        QCOMPARE(points.kinds[12], PointKind::Forecast);
        QCOMPARE(points.log2Speedup[13], 6.0f);
        QCOMPARE(points.position(13, 1), std::uint16_t(1));
        QCOMPARE(points.position(3, 0), std::uint16_t(1)); // the fourth: a = 1, b = 1
        QCOMPARE(points.log2Speedup[3], 3.0f);

        const auto ranking = rankParameterSensitivity(points);
        QCOMPARE(ranking.size(), std::size_t(3));
        QCOMPARE(ranking[0].name, std::string("A"));
        QVERIFY(std::abs(ranking[0].etaSquared - 0.8) < 1e-12);
        QCOMPARE(ranking[0].levels, std::size_t(2));
        QCOMPARE(ranking[0].samples, std::size_t(12));
        QCOMPARE(ranking[0].chanceLevel, 1.0 / 11.0);
        QCOMPARE(ranking[1].name, std::string("B"));
        QVERIFY(std::abs(ranking[1].etaSquared - 0.2) < 1e-12);
        QCOMPARE(ranking[2].name, std::string("C"));
        QCOMPARE(ranking[2].etaSquared, 0.0);
        QCOMPARE(ranking[2].chanceLevel, 0.0);
    }

    /// The shipped H200 SGEMM space (600 configurations, 5 parameters of 5 values each):
    /// eta squared of log2 of the recorded speedups, as Python computes it from the file.
    void sgemmWideSpace() {
        const TuningDataset d =
            loadTuningDataset(std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/sgemm_f32_wide.json.gz");
        std::vector<Candidate> cs;
        for (const TuningRecord& r : d.records)
            if (r.recordedSpeedup) cs.push_back(measured(CandidateId(cs.size()), r.configuration, *r.recordedSpeedup));
        QCOMPARE(cs.size(), std::size_t(600));
        const auto ranking = rankParameterSensitivity(ParameterPoints::collect(d.problem.space, cs));
        const std::vector<std::pair<std::string, double>> expected{{"BN", 0.363372312762},
                                                                   {"TN", 0.195104922846},
                                                                   {"TM", 0.163225920610},
                                                                   {"BK", 0.111898220521},
                                                                   {"BM", 0.024285853087}};
        QCOMPARE(ranking.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(ranking[i].name, expected[i].first);
            // log2 S is kept as a float per point: agreement to about 1e-7 relative.
            QVERIFY2(std::abs(ranking[i].etaSquared - expected[i].second) < 1e-5,
                     qPrintable(QString::number(ranking[i].etaSquared, 'g', 12)));
            QCOMPARE(ranking[i].levels, std::size_t(5));
            QCOMPARE(ranking[i].chanceLevel, 4.0 / 599.0);
        }
    }
};

QTEST_APPLESS_MAIN(TestParameterSensitivity)
#include "tst_parameter_sensitivity.moc"
