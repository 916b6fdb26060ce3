// The deferral policy (accept on forecast or measure) and the PUCT scores (docs/design.md "Search and deferral").
// Every expected value is worked out by hand in the comments. BinProbs index 0 is bin 1;
// bin k spans log2 S in [(k-4)/2, (k-3)/2).
#include "core/bins/BinScheme.h"
#include "core/search/DeferralPolicy.h"
#include "core/search/PuctSearch.h"
#include "core/model/Session.h"

#include <QTest>

#include <cmath>
#include <map>
#include <random>

using namespace augur;

namespace {

constexpr double kEps = 1e-12;

Forecast oneHot(int bin) {
    BinProbs p{};
    p[bin - 1] = 1.0;
    return Forecast::fromProbabilities(p);
}

Problem lineProblem() {
    Problem p;
    p.name = "line";
    p.space = ParameterSpace({{"x", {1, 2, 3, 4, 5, 6, 7, 8}}});
    p.referenceConfiguration = {1};
    return p;
}

Measurement measured(double s) {
    Measurement m;
    m.status = MeasurementStatus::Ok;
    m.speedup = s;
    m.referenceMs = 1.0;
    m.candidateMs = 1.0 / s;
    m.backend = "replay";
    return m;
}

const PuctSearch::Score* find(const std::vector<PuctSearch::Score>& v, CandidateId id) {
    for (const auto& s : v)
        if (s.id == id) return &s;
    return nullptr;
}

/// The hand-built tree of the PUCT tests:
///   #0 root, reference, measured S = 1              reward 0       expanded once
///   #1 child of #0, forecast one-hot bin 5, Accepted reward 0.75    expanded once
///        (expected S = m_5 = 2^0.75)
///   #2 child of #0, forecast one-hot bin 3, Deferred reward -0.25   never expanded
///        (expected S = m_3 = 2^-0.25)
///   #3 child of #1, forecast one-hot bin 4 (2^0.25) but measured S = 2^1.5, reward 1.5
///   #4 child of #2, Failed (no reward), #5 child of #2, Excluded with a forecast,
///   #6 child of #3, Proposed without a forecast: none of these is expandable or scored.
Session handBuiltTree() {
    Session s(lineProblem(), SessionConfig{});
    Candidate root;
    root.origin = Origin::Reference;
    root.configuration = {1};
    root.state = CandidateState::Measured;
    root.measurement = measured(1.0);
    s.add(root);

    Candidate c1;
    c1.parent = 0;
    c1.depth = 1;
    c1.configuration = {2};
    c1.forecast = oneHot(5);
    c1.state = CandidateState::Accepted;
    s.add(c1);

    Candidate c2;
    c2.parent = 0;
    c2.depth = 1;
    c2.configuration = {3};
    c2.forecast = oneHot(3);
    c2.state = CandidateState::Deferred;
    s.add(c2);
    s.recordExpansion(0, false);

    Candidate c3;
    c3.parent = 1;
    c3.depth = 2;
    c3.configuration = {4};
    c3.forecast = oneHot(4);
    c3.measurement = measured(std::exp2(1.5));
    c3.state = CandidateState::Measured;
    s.add(c3);
    s.recordExpansion(1, false);

    Candidate failed;
    failed.parent = 2;
    failed.configuration = {5};
    failed.forecast = oneHot(8);
    failed.measurement = Measurement{};
    failed.measurement->status = MeasurementStatus::CompileError;
    failed.state = CandidateState::Failed;
    s.add(failed);

    Candidate excluded;
    excluded.parent = 2;
    excluded.configuration = {6};
    excluded.forecast = oneHot(8);
    excluded.state = CandidateState::Excluded;
    excluded.override = OverrideKind::Exclude;
    s.add(excluded);

    Candidate proposed;
    proposed.parent = 3;
    proposed.configuration = {7};
    proposed.state = CandidateState::Proposed;
    s.add(proposed);
    return s;
}

} // namespace

class TestDeferralPuct : public QObject {
    Q_OBJECT

private slots:
    void probabilityAboveOneHotBin4();
    void probabilityAboveOpenBins();
    void probabilityAboveMixture();
    void probabilityAboveDegenerate();
    void belowThresholdDefers();
    void confidentAndUnlikelyToBeatBestAccepts();
    void confidentButMayBeatBestDefers();
    void parseFailureAbstains();
    void noBudgetAccepts();
    void thresholdIsRecorded();

    void puctScoresByHand();
    void puctScoresWithOtherC();
    void puctExhaustedNodeIsNotScored();
    void puctRootOnlyUsesScaleFloor();
    void puctSelectBatchTakesBestScores();
};

void TestDeferralPuct::probabilityAboveOneHotBin4() {
    // Bin 4 spans log2 S in [0, 0.5); its mass is spread uniformly in log2 S, so
    // P(S > s) = (0.5 - log2 s) / 0.5 inside the bin, 1 below it and 0 above it.
    const Forecast f = oneHot(4);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, 0.5) - 1.0) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, 1.0) - 1.0) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(0.125)) - 0.75) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(0.25)) - 0.5) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(0.4)) - 0.2) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::sqrt(2.0)) - 0.0) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, 3.0) - 0.0) < kEps);
}

void TestDeferralPuct::probabilityAboveOpenBins() {
    // Bin 1 is spread over [2^-1.5, 0.5): half its mass lies above its midpoint 2^-1.25.
    const Forecast b1 = oneHot(1);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b1, std::exp2(-1.25)) - 0.5) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b1, 0.1) - 1.0) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b1, 0.5) - 0.0) < kEps);
    // Bin 8 is spread over [4, 2^2.5).
    const Forecast b8 = oneHot(8);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b8, 4.0) - 1.0) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b8, std::exp2(2.25)) - 0.5) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b8, std::exp2(2.5)) - 0.0) < kEps);
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(b8, 100.0) - 0.0) < kEps);
}

void TestDeferralPuct::probabilityAboveMixture() {
    // 0.2 on bin 2, 0.5 on bin 4, 0.3 on bin 6; s = 2^0.25 (middle of bin 4):
    //   bin 2 lies wholly below -> 0; bin 4 half above -> 0.25; bin 6 wholly above -> 0.3.
    const Forecast f = Forecast::fromProbabilities({0, 0.2, 0, 0.5, 0, 0.3, 0, 0});
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(0.25)) - 0.55) < kEps);
    // s = 2^-0.75 (middle of bin 2): 0.1 + 0.5 + 0.3 = 0.9.
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(-0.75)) - 0.9) < kEps);
    // s = 2^1.375 (three quarters into bin 6, [2^1, 2^1.5)): 0.3 · 0.25 = 0.075.
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(1.375)) - 0.075) < kEps);
}

void TestDeferralPuct::probabilityAboveDegenerate() {
    QCOMPARE(DeferralPolicy::probabilityAbove(Forecast::failure("unparseable"), 1.0), 0.0);
    QCOMPARE(DeferralPolicy::probabilityAbove(oneHot(5), 0.0), 0.0);
    QCOMPARE(DeferralPolicy::probabilityAbove(oneHot(5), -1.0), 0.0);
}

void TestDeferralPuct::belowThresholdDefers() {
    const DeferralPolicy policy(0.6, 0.25);
    // 0.5 / 0.5 on bins 3 and 4: confidence (max probability) 0.5 < 0.6.
    const Forecast f = Forecast::fromProbabilities({0, 0, 0.5, 0.5, 0, 0, 0, 0});
    QCOMPARE(f.confidence, 0.5);
    const Decision d = policy.decide(f, 1.0, true);
    QCOMPARE(d.kind, DecisionKind::Defer);
    QCOMPARE(d.reason, DecisionReason::Threshold);
    // Just below the threshold (0.59 on one bin) is still deferred.
    const Forecast g = Forecast::fromProbabilities({0, 0, 0.41, 0.59, 0, 0, 0, 0});
    QCOMPARE(policy.decide(g, 4.0, true).kind, DecisionKind::Defer);
    QCOMPARE(policy.decide(g, 4.0, true).reason, DecisionReason::Threshold);
}

void TestDeferralPuct::confidentAndUnlikelyToBeatBestAccepts() {
    const DeferralPolicy policy(0.6, 0.25);
    // One-hot bin 3 ([0.707, 1)) against best 1.0: P(S > 1) = 0.
    Decision d = policy.decide(oneHot(3), 1.0, true);
    QCOMPARE(d.kind, DecisionKind::Accept);
    QCOMPARE(d.reason, DecisionReason::Threshold);
    // 0.8 on bin 4, 0.2 on bin 3 against best 2^0.45: P = 0.8 · (0.5 - 0.45)/0.5 = 0.08 < 0.25.
    const Forecast f = Forecast::fromProbabilities({0, 0, 0.2, 0.8, 0, 0, 0, 0});
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(0.45)) - 0.08) < kEps);
    d = policy.decide(f, std::exp2(0.45), true);
    QCOMPARE(d.kind, DecisionKind::Accept);
    QCOMPARE(d.reason, DecisionReason::Threshold);
}

void TestDeferralPuct::confidentButMayBeatBestDefers() {
    const DeferralPolicy policy(0.6, 0.25);
    // One-hot bin 5 against best 1.0: P(S > 1) = 1 >= 0.25.
    Decision d = policy.decide(oneHot(5), 1.0, true);
    QCOMPARE(d.kind, DecisionKind::Defer);
    QCOMPARE(d.reason, DecisionReason::Incumbent);
    // 0.8 on bin 4, 0.2 on bin 3 against best 2^0.3: P = 0.8 · 0.2/0.5 = 0.32 >= 0.25.
    const Forecast f = Forecast::fromProbabilities({0, 0, 0.2, 0.8, 0, 0, 0, 0});
    QVERIFY(std::abs(DeferralPolicy::probabilityAbove(f, std::exp2(0.3)) - 0.32) < kEps);
    d = policy.decide(f, std::exp2(0.3), true);
    QCOMPARE(d.kind, DecisionKind::Defer);
    QCOMPARE(d.reason, DecisionReason::Incumbent);
    // A stricter incumbent probability (0.5) accepts the same forecast.
    const DeferralPolicy strict(0.6, 0.5);
    QCOMPARE(strict.incumbentProbability(), 0.5);
    QCOMPARE(strict.decide(f, std::exp2(0.3), true).kind, DecisionKind::Accept);
}

void TestDeferralPuct::parseFailureAbstains() {
    const DeferralPolicy policy(0.0, 0.25); // even a zero threshold never accepts an abstention
    const Decision d = policy.decide(Forecast::failure("no distribution in the reply"), 1.0, true);
    QCOMPARE(d.kind, DecisionKind::Defer);
    QCOMPARE(d.reason, DecisionReason::Abstain);
}

void TestDeferralPuct::noBudgetAccepts() {
    const DeferralPolicy policy(0.6, 0.25);
    // What would be deferred is accepted with reason Budget...
    Decision d = policy.decide(Forecast::fromProbabilities({0, 0, 0.5, 0.5, 0, 0, 0, 0}), 1.0, false);
    QCOMPARE(d.kind, DecisionKind::Accept);
    QCOMPARE(d.reason, DecisionReason::Budget);
    d = policy.decide(oneHot(6), 1.0, false); // incumbent
    QCOMPARE(d.kind, DecisionKind::Accept);
    QCOMPARE(d.reason, DecisionReason::Budget);
    d = policy.decide(Forecast::failure("x"), 1.0, false); // abstention
    QCOMPARE(d.kind, DecisionKind::Accept);
    QCOMPARE(d.reason, DecisionReason::Budget);
    // ...while an ordinary acceptance keeps its reason.
    d = policy.decide(oneHot(2), 1.0, false);
    QCOMPARE(d.kind, DecisionKind::Accept);
    QCOMPARE(d.reason, DecisionReason::Threshold);
}

void TestDeferralPuct::thresholdIsRecorded() {
    DeferralPolicy policy(0.6, 0.25);
    QCOMPARE(policy.threshold(), 0.6);
    QCOMPARE(policy.decide(oneHot(3), 1.0, true).threshold, 0.6);
    // 0.7 on bin 3: accepted at 0.6, deferred at 0.75.
    const Forecast f = Forecast::fromProbabilities({0, 0, 0.7, 0.3, 0, 0, 0, 0});
    QCOMPARE(policy.decide(f, 2.0, true).kind, DecisionKind::Accept);
    policy.setThreshold(0.75);
    const Decision d = policy.decide(f, 2.0, true);
    QCOMPARE(d.kind, DecisionKind::Defer);
    QCOMPARE(d.reason, DecisionReason::Threshold);
    QCOMPARE(d.threshold, 0.75);
}

void TestDeferralPuct::puctScoresByHand() {
    const Session s = handBuiltTree();
    QCOMPARE(s.expansions(), 2);
    const auto sc = PuctSearch(1.0).scores(s);
    // Scored (expandable) nodes: #0 Measured, #1 Accepted, #2 Deferred, #3 Measured, in id order.
    QCOMPARE(sc.size(), std::size_t(4));
    for (std::size_t i = 0; i < sc.size(); ++i) QCOMPARE(sc[i].id, CandidateId(i));

    // Rewards: r0 = 0, r1 = 0.75, r2 = -0.25, r3 = 1.5 (measured beats the forecast).
    // Q: #0 and #1 were expanded, so they take the best reward of their subtree (1.5, from
    // #3); #2 and #3 were not, so they keep their own reward.
    const double q[4] = {1.5, 1.5, -0.25, 1.5};
    // Prior: rank by reward (measured S once measured, else the forecast's estimate):
    //   #3 1.5 (rank 1), #1 0.75 (rank 2), #0 0 (rank 3), #2 -0.25 (rank 4)
    //   P = 1 - (rank - 1)/4 -> #0 0.5, #1 0.75, #2 0.25, #3 1.0.
    const double prior[4] = {0.5, 0.75, 0.25, 1.0};
    // scale = max - min reward = 1.5 - (-0.25) = 1.75; T = 2; n = (1, 1, 0, 0).
    const double scale = 1.75;
    const double n[4] = {1, 1, 0, 0};
    for (int i = 0; i < 4; ++i) {
        QVERIFY2(std::abs(sc[i].q - q[i]) < kEps, qPrintable(QString("Q of #%1 = %2").arg(i).arg(sc[i].q)));
        QVERIFY2(std::abs(sc[i].prior - prior[i]) < kEps, qPrintable(QString("P of #%1 = %2").arg(i).arg(sc[i].prior)));
        const double expected = q[i] + 1.0 * scale * prior[i] * std::sqrt(1.0 + 2.0) / (1.0 + n[i]);
        QVERIFY2(std::abs(sc[i].score - expected) < kEps,
                 qPrintable(QString("score of #%1 = %2, expected %3").arg(i).arg(sc[i].score).arg(expected)));
    }
    // In numbers: #0 2.2578, #1 2.6367, #2 0.5078, #3 4.5311.
    QVERIFY(std::abs(sc[3].score - (1.5 + 1.75 * 1.0 * std::sqrt(3.0))) < kEps);
    QVERIFY(std::abs(sc[3].score - 4.53109) < 1e-4);
    QVERIFY(std::abs(sc[2].score - 0.50778) < 1e-4);
}

void TestDeferralPuct::puctScoresWithOtherC() {
    const Session s = handBuiltTree();
    const PuctSearch search(2.0);
    QCOMPARE(search.c(), 2.0);
    const auto sc = search.scores(s);
    QCOMPARE(sc.size(), std::size_t(4));
    // #1: 1.5 + 2 · 1.75 · 0.75 · √3 / 2
    QVERIFY(std::abs(find(sc, 1)->score - (1.5 + 2.0 * 1.75 * 0.75 * std::sqrt(3.0) / 2.0)) < kEps);
    // #2: -0.25 + 2 · 1.75 · 0.25 · √3 / 1
    QVERIFY(std::abs(find(sc, 2)->score - (-0.25 + 2.0 * 1.75 * 0.25 * std::sqrt(3.0))) < kEps);
    // c = 0 leaves Q alone.
    for (const auto& x : PuctSearch(0.0).scores(s)) QVERIFY(std::abs(x.score - x.q) < kEps);
}

void TestDeferralPuct::puctExhaustedNodeIsNotScored() {
    Session s = handBuiltTree();
    s.recordExpansion(2, true); // #2 expanded once more and found nothing new
    QCOMPARE(s.expansions(), 3);
    QVERIFY(s.exhausted(2));
    const auto sc = PuctSearch(1.0).scores(s);
    QCOMPARE(sc.size(), std::size_t(3));
    QVERIFY(!find(sc, 2));
    // #2's reward still counts for the scale (1.75), but the prior ranks 3 nodes now:
    //   #3 rank 1 (P 1), #1 rank 2 (P 2/3), #0 rank 3 (P 1/3); T = 3.
    const auto* s0 = find(sc, 0);
    const auto* s1 = find(sc, 1);
    const auto* s3 = find(sc, 3);
    QVERIFY(s0 && s1 && s3);
    QVERIFY(std::abs(s3->prior - 1.0) < kEps);
    QVERIFY(std::abs(s1->prior - 2.0 / 3.0) < kEps);
    QVERIFY(std::abs(s0->prior - 1.0 / 3.0) < kEps);
    QVERIFY(std::abs(s0->score - (1.5 + 1.75 * (1.0 / 3.0) * 2.0 / 2.0)) < kEps); // √(1+3) = 2
    QVERIFY(std::abs(s3->score - (1.5 + 1.75 * 1.0 * 2.0 / 1.0)) < kEps);
}

void TestDeferralPuct::puctRootOnlyUsesScaleFloor() {
    Session s(lineProblem(), SessionConfig{});
    Candidate root;
    root.origin = Origin::Reference;
    root.configuration = {1};
    root.state = CandidateState::Measured;
    root.measurement = measured(1.0);
    s.add(root);
    const auto sc = PuctSearch(1.0).scores(s);
    QCOMPARE(sc.size(), std::size_t(1));
    QCOMPARE(sc[0].q, 0.0);
    QCOMPARE(sc[0].prior, 1.0);
    // scale = max(0 - 0, 1e-6) = 1e-6; T = 0; n = 0.
    QVERIFY(std::abs(sc[0].score - 1e-6) < 1e-15);
}

void TestDeferralPuct::puctSelectBatchTakesBestScores() {
    const Session s = handBuiltTree();
    std::mt19937_64 rng(1);
    const auto two = PuctSearch(1.0).selectBatch(s, 2, rng);
    QCOMPARE(two, (std::vector<CandidateId>{3, 1})); // 3.7733 > 3.0155 > 2.2578 > 0.5078
    const auto all = PuctSearch(1.0).selectBatch(s, 10, rng);
    QCOMPARE(all, (std::vector<CandidateId>{3, 1, 0, 2}));
    QVERIFY(PuctSearch(1.0).selectBatch(s, 0, rng).empty());
}

QTEST_APPLESS_MAIN(TestDeferralPuct)
#include "tst_deferral_puct.moc"
