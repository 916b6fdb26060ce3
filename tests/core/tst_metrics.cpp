// Forecast metrics (docs/design.md "Metrics"). Expected values are worked out by hand in the
// comments; bins are 1..8 and BinProbs index 0 is bin 1.
#include "core/bins/Metrics.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

using namespace augur;

namespace {

BinProbs oneHot(int bin) {
    BinProbs p{};
    p[bin - 1] = 1.0;
    return p;
}

// A spread forecast centred on bin 4: 0.25 / 0.5 / 0.25 on bins 3 / 4 / 5.
const BinProbs kSpread{0, 0, 0.25, 0.5, 0.25, 0, 0, 0};

ScoredForecast scored(const BinProbs& p, int trueBin, double s) { return {p, false, trueBin, s}; }
ScoredForecast abstention(const BinProbs& p, int trueBin, double s) { return {p, true, trueBin, s}; }

// Four forecasts and one abstention shared by the risk-coverage and summary tests.
//   A: 0.9 on bin 4, 0.1 on bin 5; true 4 (S 1.2)  -> conf 0.9, argmax 4, right
//   B: 0.3 on bin 3, 0.7 on bin 4; true 3 (S 0.8)  -> conf 0.7, argmax 4, wrong (off by one)
//   C: 0.7 on bin 5, 0.3 on bin 6; true 5 (S 1.6)  -> conf 0.7, argmax 5, right
//   D: 0.5 on bin 2, 0.5 on bin 3; true 4 (S 1.1)  -> conf 0.5, argmax 2 (tie, lowest), wrong by two
//   E: parse failure (p one-hot bin 8, must be ignored); true 6 (S 2.5)
std::vector<ScoredForecast> smallSet() {
    return {scored({0, 0, 0, 0.9, 0.1, 0, 0, 0}, 4, 1.2), scored({0, 0, 0.3, 0.7, 0, 0, 0, 0}, 3, 0.8),
            scored({0, 0, 0, 0, 0.7, 0.3, 0, 0}, 5, 1.6), scored({0, 0.5, 0.5, 0, 0, 0, 0, 0}, 4, 1.1),
            abstention(oneHot(8), 6, 2.5)};
}

} // namespace

class TestMetrics : public QObject {
    Q_OBJECT
private slots:
    void brier();
    void crps();
    void nll();
    void scoresRejectBadTrueBin();
    void spearmanPerfectAndReversed();
    void spearmanTies();
    void spearmanDegenerate();
    void riskCoverageWithAbstention();
    void riskCoverageEmpty();
    void reliabilityAndEce();
    void reliabilityEdgeRounding();
    void recoveredAtTopK();
    void recoveredAtTopKRoundsExactly();
    void recoveredAtTopKDegenerate();
    void summary();
    void summaryEmpty();
};

void TestMetrics::brier() {
    QCOMPARE(brierScore(oneHot(4), 4), 0.0); // all terms (p_k - 1[k=4])² are 0
    QCOMPARE(brierScore(oneHot(1), 8), 1.0); // 0.5 · ((1-0)² + (0-1)²) = 0.5 · 2 = 1
    QCOMPARE(brierScore(oneHot(3), 4), 1.0); // off by one bin is as bad as off by seven: 0.5 · 2 = 1
    // 0.5 · ((0.25)² + (0.5-1)² + (0.25)²) = 0.5 · (0.0625 + 0.25 + 0.0625) = 0.5 · 0.375 = 0.1875
    QCOMPARE(brierScore(kSpread, 4), 0.1875);
}

void TestMetrics::crps() {
    QCOMPARE(crpsScore(oneHot(4), 4), 0.0); // F = F* = step at bin 4
    // F_1..7 = 1 (all mass in bin 1), F*_1..7 = 0 (true bin 8): 7 · 1² / 7 = 1
    QCOMPARE(crpsScore(oneHot(1), 8), 1.0);
    // F = 0,0,1,1,1,1,1 vs F* = 0,0,0,1,1,1,1: only k = 3 differs: 1² / 7 = 0.142857
    QCOMPARE(crpsScore(oneHot(3), 4), 1.0 / 7.0);
    // F = 0,0,0.25,0.75,1,1,1 vs F* = 0,0,0,1,1,1,1: (0.25² + 0.25²) / 7 = 0.125 / 7 = 0.017857
    QCOMPARE(crpsScore(kSpread, 4), 0.125 / 7.0);
}

void TestMetrics::nll() {
    QCOMPARE(nllScore(oneHot(4), 4), 0.0); // -ln 1 = 0
    QCOMPARE(nllScore(oneHot(1), 8), 27.631021115928547); // p = 0 floored: -ln 1e-12 = 12 ln 10 = 27.631
    QCOMPARE(nllScore(kSpread, 4), 0.6931471805599453); // -ln 0.5 = ln 2
    QCOMPARE(nllScore(kSpread, 3), 1.3862943611198906); // -ln 0.25 = 2 ln 2
}

void TestMetrics::scoresRejectBadTrueBin() {
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, brierScore(kSpread, 0));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, crpsScore(kSpread, 9));
    QVERIFY_THROWS_EXCEPTION(std::out_of_range, nllScore(kSpread, -1));
}

void TestMetrics::spearmanPerfectAndReversed() {
    const std::vector<double> x{1, 2, 3, 4};
    QCOMPARE(spearmanRho(x, {10, 20, 30, 40}), 1.0); // ranks 1,2,3,4 vs 1,2,3,4
    QCOMPARE(spearmanRho(x, {1, 8, 27, 64}), 1.0); // y = x³ is monotone: same ranks
    QCOMPARE(spearmanRho(x, {40, 30, 20, 10}), -1.0); // ranks 1,2,3,4 vs 4,3,2,1
}

void TestMetrics::spearmanTies() {
    // x = 1,2,2,3 -> ranks 1, 2.5, 2.5, 4; y ranks 1,2,3,4; mean rank 2.5.
    // dx = -1.5,0,0,1.5; dy = -1.5,-0.5,0.5,1.5
    // Σdxdy = 2.25 + 0 + 0 + 2.25 = 4.5; Σdx² = 4.5; Σdy² = 5 -> 4.5 / sqrt(22.5) = 3/sqrt(10) = 0.948683
    QCOMPARE(spearmanRho({1, 2, 2, 3}, {1, 2, 3, 4}), 0.9486832980505138);
    // x = 1,1,2,2 -> ranks 1.5,1.5,3.5,3.5; dx = -1,-1,1,1
    // Σdxdy = 1.5 + 0.5 + 0.5 + 1.5 = 4; Σdx² = 4; Σdy² = 5 -> 4 / sqrt(20) = 2/sqrt(5) = 0.894427
    QCOMPARE(spearmanRho({1, 1, 2, 2}, {1, 2, 3, 4}), 0.8944271909999159);
}

void TestMetrics::spearmanDegenerate() {
    QCOMPARE(spearmanRho({}, {}), 0.0); // n = 0
    QCOMPARE(spearmanRho({1.0}, {2.0}), 0.0); // n = 1
    QCOMPARE(spearmanRho({5, 5, 5}, {1, 2, 3}), 0.0); // x constant: Σdx² = 0
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, spearmanRho({1, 2}, {1, 2, 3}));
}

void TestMetrics::riskCoverageWithAbstention() {
    const std::vector<RiskCoveragePoint> curve = riskCoverageCurve(smallSet());
    // N = 5 (E counts in the denominator). Distinct confidences 0.9, 0.7, 0.5 plus the start.
    QCOMPARE(curve.size(), std::size_t{4});
    QCOMPARE(curve[0].coverage, 0.0); // start: nothing accepted
    QCOMPARE(curve[0].risk, 0.0);
    QCOMPARE(curve[0].accepted, 0);
    QVERIFY(curve[0].threshold > 1.0); // above every confidence (E's 1.0 included)

    QCOMPARE(curve[1].threshold, 0.9);
    QCOMPARE(curve[1].accepted, 1); // A
    QCOMPARE(curve[1].coverage, 0.2); // 1/5
    QCOMPARE(curve[1].risk, 0.0); // 0 wrong / 1

    QCOMPARE(curve[2].threshold, 0.7);
    QCOMPARE(curve[2].accepted, 3); // A, B, C (B and C tie at 0.7 and enter together)
    QCOMPARE(curve[2].coverage, 0.6); // 3/5
    QCOMPARE(curve[2].risk, 1.0 / 3.0); // B wrong: 1/3

    QCOMPARE(curve[3].threshold, 0.5);
    QCOMPARE(curve[3].accepted, 4); // A, B, C, D; E never
    QCOMPARE(curve[3].coverage, 0.8); // 4/5: the abstention caps coverage
    QCOMPARE(curve[3].risk, 0.5); // B, D wrong: 2/4

    // Trapezoids: (0.2-0)·(0+0)/2 + (0.6-0.2)·(0+1/3)/2 + (0.8-0.6)·(1/3+1/2)/2
    //           = 0 + 0.4·1/6 + 0.2·5/12 = 1/15 + 1/12 = 4/60 + 5/60 = 9/60 = 0.15
    QCOMPARE(aurc(curve), 0.15);
}

void TestMetrics::riskCoverageEmpty() {
    const std::vector<RiskCoveragePoint> curve = riskCoverageCurve({abstention(oneHot(4), 4, 1.0)});
    QCOMPARE(curve.size(), std::size_t{1}); // only the start point: the abstention is never accepted
    QCOMPARE(curve[0].coverage, 0.0);
    QCOMPARE(aurc(curve), 0.0); // no trapezoid
    QCOMPARE(aurc({}), 0.0);
}

void TestMetrics::reliabilityAndEce() {
    //   R1: conf 0.9, right;  R2: one-hot, conf 1.0, right;  R3: conf 0.9, wrong;
    //   R4: conf 0.35, right; R5: abstention (a confident miss if it were counted)
    const std::vector<ScoredForecast> f{scored({0, 0, 0, 0.9, 0.1, 0, 0, 0}, 4, 1.2), scored(oneHot(6), 6, 2.2),
                                        scored({0, 0, 0, 0, 0, 0, 0.1, 0.9}, 4, 1.1),
                                        scored({0.35, 0.25, 0.2, 0.2, 0, 0, 0, 0}, 1, 0.4),
                                        abstention(oneHot(1), 8, 5.0)};

    const std::vector<ReliabilityBin> d = reliabilityDiagram(f, 5);
    QCOMPARE(d.size(), std::size_t{5});
    QCOMPARE(d[1].lower, 0.2); // 1/5
    QCOMPARE(d[1].upper, 0.4); // 2/5
    QCOMPARE(d[1].count, 1); // R4: floor(0.35·5) = 1
    QCOMPARE(d[1].meanConfidence, 0.35);
    QCOMPARE(d[1].accuracy, 1.0);
    QCOMPARE(d[4].lower, 0.8);
    QCOMPARE(d[4].upper, 1.0);
    QCOMPARE(d[4].count, 3); // R1, R3 (0.9) and R2 (1.0 belongs to the top bin)
    QCOMPARE(d[4].meanConfidence, 2.8 / 3.0); // (0.9 + 1.0 + 0.9) / 3 = 0.933333
    QCOMPARE(d[4].accuracy, 2.0 / 3.0); // R1, R2 right of 3
    QCOMPARE(d[0].count + d[2].count + d[3].count, 0);

    // ECE = 3/4 · |2/3 - 2.8/3| + 1/4 · |1 - 0.35| = 3/4 · 0.8/3 + 0.65/4 = 0.2 + 0.1625 = 0.3625
    QCOMPARE(expectedCalibrationError(f, 5), 0.3625);
    // With 10 bins R4 sits alone in [0.3, 0.4) and the rest in [0.9, 1.0]: same sums, 0.3625
    QCOMPARE(expectedCalibrationError(f), 0.3625);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, reliabilityDiagram(f, 0));
}

void TestMetrics::reliabilityEdgeRounding() {
    // Confidence exactly 15/22 with 22 bins: 15/22 · 22 is 14.999999999999998 in doubles,
    // but the value equals bin 15's lower edge 15/22, so it belongs to [15/22, 16/22).
    const std::vector<ScoredForecast> f{scored({15.0 / 22.0, 7.0 / 22.0, 0, 0, 0, 0, 0, 0}, 1, 0.3)};
    const std::vector<ReliabilityBin> d = reliabilityDiagram(f, 22);
    QCOMPARE(d[15].lower, 15.0 / 22.0);
    QCOMPARE(d[15].count, 1);
    QCOMPARE(d[14].count, 0);
    QCOMPARE(expectedCalibrationError(f, 22), 7.0 / 22.0); // |1 - 15/22| = 7/22 = 0.318182
}

void TestMetrics::recoveredAtTopK() {
    //                               idx:  0    1    2    3    4    5    6    7    8    9
    const std::vector<double> expected{1.5, 2.0, 2.2, 1.0, 1.8, 0.9, 1.5, 1.2, 0.7, 2.4};
    const std::vector<double> measured{1.2, 0.0, 3.0, 0.8, 2.0, 1.0, 5.0, 1.5, 0.9, 2.5};
    // Ranking by expected (desc, ties in input order so idx 0 before idx 6):
    //   9, 2, 1, 4, 0, 6, 7, 3, 5, 8  with measured  2.5, 3.0, 0 (failure), 2.0, 1.2, 5.0, ...
    // Best overall 5.0 (idx 6, ranked 6th).
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 1), 0.5); // max(1, ceil(0.1)) = 1: 2.5/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 10), 0.5); // ceil(1.0) = 1: 2.5/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 15), 0.6); // ceil(1.5) = 2: max(2.5, 3.0)/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 25), 0.6); // ceil(2.5) = 3: 3.0/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 50), 0.6); // 5: idx 9,2,1,4,0 -> 3.0/5 (idx 6 is 6th)
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 51), 1.0); // ceil(5.1) = 6: idx 6 in -> 5/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 100), 1.0); // all 10: 5/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 0), 0.5); // max(1, 0) = 1: 2.5/5
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 250), 1.0); // capped at n = 10: 5/5
}

void TestMetrics::recoveredAtTopKRoundsExactly() {
    // 50 candidates ranked in input order (expected 50, 49, ...); all measure 1.0 except the
    // 8th (idx 7), which measures 2.0. k = 14%: 14·50/100 = 7 exactly, so the top 7 miss it:
    // 1.0/2.0 = 0.5. (14/100·50 is 7.000000000000001 in doubles and would take 8.)
    std::vector<double> expected, measured;
    for (int i = 0; i < 50; ++i) {
        expected.push_back(50.0 - i);
        measured.push_back(i == 7 ? 2.0 : 1.0);
    }
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 14), 0.5);
    QCOMPARE(speedupRecoveredAtTopK(expected, measured, 16), 1.0); // ceil(8) = 8: idx 7 in -> 2/2
}

void TestMetrics::recoveredAtTopKDegenerate() {
    QCOMPARE(speedupRecoveredAtTopK({}, {}, 10), 0.0); // nothing to rank
    QCOMPARE(speedupRecoveredAtTopK({1.0, 2.0}, {0.0, 0.0}, 50), 0.0); // every candidate failed
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, speedupRecoveredAtTopK({1.0}, {1.0, 2.0}, 10));
}

void TestMetrics::summary() {
    const MetricSummary m = summariseForecasts(smallSet());
    QCOMPARE(m.count, 5);
    QCOMPARE(m.abstentions, 1);
    // Brier: A 0.5·(0.1²+0.1²) = 0.01; B 0.5·(0.7²+0.7²) = 0.49; C 0.5·(0.3²+0.3²) = 0.09;
    //        D 0.5·(0.5²+0.5²+1²) = 0.75. Mean = 1.34/4 = 0.335
    QCOMPARE(m.brier, 0.335);
    // CRPS Σ(F-F*)²: A (0.9-1)² = 0.01 at k=4; B (0.3-1)² = 0.49 at k=3; C (0.7-1)² = 0.09 at k=5;
    //   D 0.5² at k=2 + (1-0)² at k=3 = 1.25. Mean = (1.84/7)/4 = 1.84/28 = 0.065714
    QCOMPARE(m.crps, 1.84 / 28.0);
    // NLL: -ln 0.9 = 0.105361, -ln 0.3 = 1.203973, -ln 0.7 = 0.356675, D has p_4 = 0 -> 12 ln 10 = 27.631021.
    //   Sum 29.297029 / 4 = 7.324257
    QCOMPARE(m.nll, 7.324257344962762);
    QCOMPARE(m.exactAccuracy, 0.5); // A, C right of 4
    QCOMPARE(m.withinOneAccuracy, 0.75); // A, B (|4-3| = 1), C; not D (|2-4| = 2)
    // Expected speedups: A 0.9·2^0.25 + 0.1·2^0.75 = 1.238; B 0.3·2^-0.25 + 0.7·2^0.25 = 1.085;
    //   C 0.7·2^0.75 + 0.3·2^1.25 = 1.891; D 0.5·2^-0.75 + 0.5·2^-0.25 = 0.718
    //   -> ranks A3 B2 C4 D1; measured 1.2, 0.8, 1.6, 1.1 -> ranks A3 B1 C4 D2.
    //   Σd² = 0 + 1 + 0 + 1 = 2; ρ = 1 - 6·2/(4·15) = 1 - 0.2 = 0.8 (E excluded, else 0.9)
    QCOMPARE(m.spearman, 0.8);
    // ECE (10 bins): [0.9,1]: A, acc 1, conf 0.9 -> 1/4·0.1; [0.7,0.8): B, C, acc 0.5, conf 0.7
    //   -> 2/4·0.2; [0.5,0.6): D, acc 0, conf 0.5 -> 1/4·0.5. Sum 0.025 + 0.1 + 0.125 = 0.25
    QCOMPARE(m.ece, 0.25);
    QCOMPARE(m.aurc, 0.15); // as in riskCoverageWithAbstention
    // Recovered: ranking C (1.891), A, B, D, then E last (an abstention), best overall 2.5 (E).
    //   n = 5: k = 1, 5, 10 -> 1 candidate; 25 -> ceil(1.25) = 2; 50 -> ceil(2.5) = 3.
    //   Every top set has C's 1.6 as its best: 1.6/2.5 = 0.64 (E ranked first would give 1.0)
    for (double r : m.recovered) QCOMPARE(r, 0.64);
}

void TestMetrics::summaryEmpty() {
    const MetricSummary m = summariseForecasts({});
    QCOMPARE(m.count, 0);
    QCOMPARE(m.brier, 0.0);
    QCOMPARE(m.spearman, 0.0);
    QCOMPARE(m.aurc, 0.0);
    QCOMPARE(m.recovered[4], 0.0);
}

QTEST_APPLESS_MAIN(TestMetrics)
#include "tst_metrics.moc"
