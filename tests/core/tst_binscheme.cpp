// The gf-v2 bin scheme, confidence scores and Forecast::fromProbabilities
// (docs/design.md "Speedup bins"). Expected values are worked out by hand in the comments.
#include "core/bins/BinScheme.h"
#include "core/bins/Confidence.h"
#include "core/bins/Forecast.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <stdexcept>

using namespace augur;

namespace {
// The largest double below x: "just below an edge".
double below(double x) { return std::nextafter(x, 0.0); }
} // namespace

class TestBinScheme : public QObject {
    Q_OBJECT
private slots:
    void binOfEdges_data();
    void binOfEdges();
    void binOfRejectsInvalid_data();
    void binOfRejectsInvalid();
    void midpoints();
    void expectedSpeedupOneHot();
    void expectedSpeedupMixed();
    void confidenceMaxProb();
    void confidenceNegEntropy();
    void confidenceTop2Margin();
    void forecastRenormalises();
    void forecastTieGoesToLowestBin();
    void forecastRejectsBadProbabilities();
};

void TestBinScheme::binOfEdges_data() {
    QTest::addColumn<double>("speedup");
    QTest::addColumn<int>("bin");
    // bin = clamp(floor(2·log2 S) + 4, 1, 8), edges half-open on the left.
    QTest::newRow("0.49") << 0.49 << 1; // 2·log2 0.49 = -2.06 -> floor -3 -> 1
    QTest::newRow("below 0.5") << below(0.5) << 1; // just under the 2^-1 edge -> 1
    QTest::newRow("0.5") << 0.5 << 2; // 2·(-1) + 4 = 2
    QTest::newRow("below sqrt(0.5)") << below(0.7071067811865476) << 2; // under 2^-0.5 -> 2
    QTest::newRow("sqrt(0.5)") << 0.7071067811865476 << 3; // 2·(-0.5) + 4 = 3
    QTest::newRow("below 1") << below(1.0) << 3; // under 2^0 -> 3
    QTest::newRow("1.0") << 1.0 << 4; // 2·0 + 4 = 4
    QTest::newRow("below sqrt(2)") << below(std::sqrt(2.0)) << 4; // under 2^0.5 -> 4
    QTest::newRow("sqrt(2)") << std::sqrt(2.0) << 5; // 2·0.5 + 4 = 5
    QTest::newRow("1.5") << 1.5 << 5; // 2·0.585 = 1.17 -> floor 1 -> 5
    QTest::newRow("below 2") << below(2.0) << 5; // under 2^1 -> 5
    QTest::newRow("2.0") << 2.0 << 6; // 2·1 + 4 = 6
    QTest::newRow("below 2·sqrt(2)") << below(2.0 * std::sqrt(2.0)) << 6; // under 2^1.5 -> 6
    QTest::newRow("2.83") << 2.83 << 7; // 2·1.5004 = 3.0008 -> floor 3 -> 7
    QTest::newRow("below 4") << below(4.0) << 7; // under 2^2 -> 7
    QTest::newRow("4.0") << 4.0 << 8; // 2·2 + 4 = 8
    QTest::newRow("100") << 100.0 << 8; // 2·6.64 = 13.3 -> 17, clamped to 8
    QTest::newRow("1e-9") << 1e-9 << 1; // 2·(-29.9) -> -56, clamped to 1
}

void TestBinScheme::binOfEdges() {
    QFETCH(double, speedup);
    QFETCH(int, bin);
    QCOMPARE(BinScheme::binOf(speedup), bin);
}

void TestBinScheme::binOfRejectsInvalid_data() {
    QTest::addColumn<double>("speedup");
    // A failed candidate has no bin: S must be positive and finite.
    QTest::newRow("zero") << 0.0;
    QTest::newRow("negative") << -1.5;
    QTest::newRow("NaN") << std::numeric_limits<double>::quiet_NaN();
    QTest::newRow("+inf") << std::numeric_limits<double>::infinity();
    QTest::newRow("-inf") << -std::numeric_limits<double>::infinity();
}

void TestBinScheme::binOfRejectsInvalid() {
    QFETCH(double, speedup);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, BinScheme::binOf(speedup));
}

void TestBinScheme::midpoints() {
    QCOMPARE(BinScheme::midpoint(1), 0.42044820762685725); // 2^-1.25 = 1/(2·2^0.25) = 1/2.3784
    QCOMPARE(BinScheme::midpoint(2), 0.5946035575013605); // 2^((2-3.5)/2) = 2^-0.75
    QCOMPARE(BinScheme::midpoint(4), 1.189207115002721); // 2^((4-3.5)/2) = 2^0.25 = sqrt(sqrt(2))
    QCOMPARE(BinScheme::midpoint(7), 3.363585661014858); // 2^((7-3.5)/2) = 2^1.75 = 2·2^0.75
    QCOMPARE(BinScheme::midpoint(8), 4.756828460010884); // 2^2.25 = 4·2^0.25 = 4·1.189207
    // Each midpoint lies inside its own bin.
    for (int k = 1; k <= kBinCount; ++k) QCOMPARE(BinScheme::binOf(BinScheme::midpoint(k)), k);
}

void TestBinScheme::expectedSpeedupOneHot() {
    BinProbs p{};
    p[3] = 1.0; // all mass on bin 4
    QCOMPARE(BinScheme::expectedSpeedup(p), 1.189207115002721); // 1 · m4 = 2^0.25
}

void TestBinScheme::expectedSpeedupMixed() {
    // 0.25 on bin 1, 0.5 on bin 4, 0.25 on bin 8.
    const BinProbs p{0.25, 0, 0, 0.5, 0, 0, 0, 0.25};
    // 0.25·2^-1.25 + 0.5·2^0.25 + 0.25·2^2.25
    // = 0.25·0.420448 + 0.5·1.189207 + 0.25·4.756828 = 0.105112 + 0.594604 + 1.189207 = 1.888923
    QCOMPARE(BinScheme::expectedSpeedup(p), 1.8889227244107958);
}

void TestBinScheme::confidenceMaxProb() {
    const BinProbs p{0.1, 0.2, 0.7, 0, 0, 0, 0, 0};
    QCOMPARE(confidenceOf(p, ConfidenceKind::MaxProb), 0.7); // max(0.1, 0.2, 0.7) = 0.7
    QCOMPARE(confidenceOf(p), 0.7); // MaxProb is the default
}

void TestBinScheme::confidenceNegEntropy() {
    BinProbs uniform;
    uniform.fill(0.125);
    // H = -8 · 1/8 · ln(1/8) = ln 8, so 1 - ln 8 / ln 8 = 0
    QVERIFY(std::abs(confidenceOf(uniform, ConfidenceKind::NegEntropy)) < 1e-12);

    BinProbs oneHot{};
    oneHot[5] = 1.0;
    QCOMPARE(confidenceOf(oneHot, ConfidenceKind::NegEntropy), 1.0); // H = -1·ln 1 = 0 -> 1 - 0 = 1

    const BinProbs half{0, 0, 0.5, 0.5, 0, 0, 0, 0};
    // H = -2 · 0.5 · ln 0.5 = ln 2; 1 - ln 2 / ln 8 = 1 - ln 2 / (3 ln 2) = 1 - 1/3 = 2/3
    QCOMPARE(confidenceOf(half, ConfidenceKind::NegEntropy), 2.0 / 3.0);
}

void TestBinScheme::confidenceTop2Margin() {
    const BinProbs p{0.1, 0.2, 0.7, 0, 0, 0, 0, 0};
    QCOMPARE(confidenceOf(p, ConfidenceKind::Top2Margin), 0.7 - 0.2); // 1st 0.7 - 2nd 0.2 = 0.5

    const BinProbs tie{0.4, 0, 0, 0, 0, 0, 0.4, 0.2};
    QCOMPARE(confidenceOf(tie, ConfidenceKind::Top2Margin), 0.0); // 0.4 - 0.4 = 0

    BinProbs oneHot{};
    oneHot[0] = 1.0;
    QCOMPARE(confidenceOf(oneHot, ConfidenceKind::Top2Margin), 1.0); // 1 - 0 = 1
}

void TestBinScheme::forecastRenormalises() {
    // Weights 1 and 3 on bins 3 and 4: sum 4 -> 0.25 and 0.75.
    const Forecast f = Forecast::fromProbabilities({0, 0, 1, 3, 0, 0, 0, 0});
    QCOMPARE(f.p[2], 0.25); // 1/4
    QCOMPARE(f.p[3], 0.75); // 3/4
    QCOMPARE(f.p[0], 0.0); // 0/4
    QCOMPARE(f.predictedBin, 4); // argmax is bin 4 (0.75)
    QCOMPARE(f.confidence, 0.75); // MaxProb = 0.75
    QVERIFY(!f.parseFailure);
    // 0.25·2^-0.25 + 0.75·2^0.25 = 0.25·0.840896 + 0.75·1.189207 = 0.210224 + 0.891905 = 1.102129
    QCOMPARE(f.expectedSpeedup, 1.1021294400654695);

    // Same weights, NegEntropy: H = -(0.25 ln 0.25 + 0.75 ln 0.75) = 0.346574 + 0.215762 = 0.562335;
    // 1 - 0.562335 / ln 8 (2.079442) = 1 - 0.270426 = 0.729574
    const Forecast g = Forecast::fromProbabilities({0, 0, 1, 3, 0, 0, 0, 0}, ConfidenceKind::NegEntropy);
    QCOMPARE(g.confidenceKind, ConfidenceKind::NegEntropy);
    QVERIFY(std::abs(g.confidence - 0.729574) < 1e-6);
}

void TestBinScheme::forecastTieGoesToLowestBin() {
    const Forecast f = Forecast::fromProbabilities({0, 0.5, 0, 0, 0, 0.5, 0, 0});
    QCOMPARE(f.predictedBin, 2); // bins 2 and 6 tie at 0.5; the lower one wins
}

void TestBinScheme::forecastRejectsBadProbabilities() {
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             Forecast::fromProbabilities({0.5, -0.1, 0.6, 0, 0, 0, 0, 0})); // negative
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Forecast::fromProbabilities(BinProbs{})); // sums to 0
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        Forecast::fromProbabilities({std::numeric_limits<double>::quiet_NaN(), 1, 0, 0, 0, 0, 0, 0})); // NaN
}

QTEST_APPLESS_MAIN(TestBinScheme)
#include "tst_binscheme.moc"
