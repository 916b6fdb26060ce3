// The engine (core/engine/Engine.h) built by SessionFactory on a recorded search space,
// without a session file: budgets, the measure-all baseline, commands from other threads
// (threshold, overrides, stop, budget) and determinism under a seed. Every case runs on the
// project's own H200 reduce_sum_f32 dataset (120 configurations, the root is the plain
// reference kernel) and again, as an extra row when ../shared is beside the checkout, on
// Kernel Tuner's convolution space (4362 configurations; skipped without it).
#include "core/engine/Engine.h"
#include "core/engine/CommandQueue.h"
#include "core/backend/ReplayBackend.h"
#include "core/session/SessionFactory.h"
#include "core/datasets/TuningDataset.h"

#include "tests/TestDatasets.h"
#include "tests/WaitUntil.h"

#include <QFile>
#include <QTest>

#include <atomic>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <set>
#include <string>

using namespace augur;
using namespace std::chrono_literals;

namespace {

const QString kProject = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
const QString kShared = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");

/// The dataset of the current global data row.
std::string datasetPath() {
    QFETCH_GLOBAL(QString, path);
    return path.toStdString();
}

SessionConfig config(int maxMeasurements, std::uint64_t seed = 1, const std::string& strategy = "puct") {
    SessionConfig c;
    c.datasetPath = datasetPath();
    c.maxMeasurements = maxMeasurements;
    c.seed = seed;
    c.strategy = *kSearchStrategies.parse(strategy);
    return c;
}

/// True when `child` differs from `parent` in exactly one parameter, by one value position.
/// False for the children of a root without a configuration (an Augur dataset's plain
/// reference kernel): those are sampled from the space.
bool oneStep(const ParameterSpace& space, const Configuration& parent, const Configuration& child) {
    if (parent.size() != space.size() || child.size() != space.size()) return false;
    int differing = 0;
    for (std::size_t i = 0; i < space.size(); ++i) {
        if (parent[i] == child[i]) continue;
        ++differing;
        auto a = space.positionOf(i, parent[i]);
        auto b = space.positionOf(i, child[i]);
        if (!a || !b || std::abs(static_cast<long>(*a) - static_cast<long>(*b)) != 1) return false;
    }
    return differing == 1;
}

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void initTestCase_data();
    void init();
    void commandQueueCoalesces();
    void budgetRun();
    void measureAllMeasuresEveryCandidate();
    void stopBeforeRun();
    void budgetCommand();
    void thresholdFromAnotherThread();
    void overrideExclude();
    void overrideMeasureNow();
    void deterministicForASeed();
};

/// Every case per dataset; delayMs paces the replay where the test acts on a running engine
/// (a 120-point space is otherwise searched before the test thread gets to act).
void TestEngine::initTestCase_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<double>("delayMs");
    QTest::newRow("reduce_sum_f32 (project)") << kProject << 10.0;
    QTest::newRow("convolution_A100 (shared)") << kShared << 0.0;
}

void TestEngine::init() {
    QFETCH_GLOBAL(QString, path);
    AUGUR_REQUIRE_DATASET(path);
}

void TestEngine::commandQueueCoalesces() {
    CommandQueue q;
    q.post(ThresholdRequest{0.1});
    q.post(PauseRequest{});
    q.post(ThresholdRequest{0.2}); // replaces the pending 0.1 in place
    q.post(BudgetRequest{10});
    q.post(OverrideRequest{4, OverrideKind::Exclude});
    q.post(OverrideRequest{5, OverrideKind::Exclude}); // overrides never coalesce
    q.post(BudgetRequest{20});
    auto c = q.tryPop();
    QVERIFY(c && std::holds_alternative<ThresholdRequest>(*c));
    QCOMPARE(std::get<ThresholdRequest>(*c).threshold, 0.2);
    c = q.tryPop();
    QVERIFY(c && std::holds_alternative<PauseRequest>(*c));
    c = q.tryPop();
    QVERIFY(c && std::holds_alternative<BudgetRequest>(*c));
    QCOMPARE(std::get<BudgetRequest>(*c).maxMeasurements, 20);
    c = q.tryPop();
    QVERIFY(c && std::holds_alternative<OverrideRequest>(*c));
    QVERIFY(std::get<OverrideRequest>(*c).id == 4 && std::get<OverrideRequest>(*c).override == OverrideKind::Exclude);
    c = q.tryPop();
    QVERIFY(c && std::get<OverrideRequest>(*c).id == 5);
    QVERIFY(!q.tryPop());
    QVERIFY(!q.waitPop(10));
}

void TestEngine::budgetRun() {
    auto engine = SessionFactory::create(config(30), "");
    QVERIFY(engine->store() == nullptr);
    int started = 0, finishedEvents = 0;
    std::string finishedText;
    engine->setListener([&](const EngineEvent& e) {
        if (std::holds_alternative<RunStarted>(e)) ++started;
        if (const auto* finished = std::get_if<RunFinished>(&e)) {
            ++finishedEvents;
            finishedText = finished->reason;
        }
    });
    engine->run();
    engine->rethrowIfFailed();
    QVERIFY(engine->finished());
    QCOMPARE(started, 1);
    QCOMPARE(finishedEvents, 1);
    QCOMPARE(engine->stopReason(), std::string("measurement budget used (30)"));
    QVERIFY(engine->stopReason().find("measurement budget") != std::string::npos);
    QCOMPARE(finishedText, engine->stopReason());

    const Session& s = engine->session();
    const SessionStats st = s.stats();
    QCOMPARE(st.measured, 30);
    QVERIFY(st.bestSpeedup >= 1.0);
    QVERIFY(st.bestCandidate != kNoCandidate);
    QVERIFY(st.candidates > 31); // the search considers more candidates than it measures
    QCOMPARE(st.deferredWaiting, 0); // what waited when the budget ran out was accepted

    // The reference is the root, measured at S = 1.
    const Candidate& root = s.at(0);
    QCOMPARE(root.origin, Origin::Reference);
    QCOMPARE(root.parent, kNoCandidate);
    QCOMPARE(root.measurement->speedup, 1.0);
    QCOMPARE(root.configuration, s.problem().referenceConfiguration);

    // Measurements are the recorded ones; children are in-space one-step neighbours or
    // the tuner's global moves (several parameters at once, or a random restart).
    ReplayBackend replay(loadTuningDataset(datasetPath()));
    std::set<std::string> keys;
    int measured = 0, accepted = 0, localMoves = 0, globalMoves = 0;
    for (const auto& c : s.candidates()) {
        QVERIFY2(keys.insert(s.problem().space.key(c.configuration)).second, "a configuration was considered twice");
        QVERIFY(c.state != CandidateState::Measuring && c.state != CandidateState::Proposed &&
                c.state != CandidateState::Deferred);
        if (c.id == 0) continue;
        QVERIFY(c.parent >= 0 && c.parent < c.id);
        QCOMPARE(c.depth, s.at(c.parent).depth + 1);
        if (oneStep(s.problem().space, s.at(c.parent).configuration, c.configuration))
            ++localMoves;
        else
            ++globalMoves;
        QVERIFY(replay.inSpace(c.configuration));
        QVERIFY(c.forecast.has_value());
        QVERIFY(c.decision.has_value());
        if (c.measurement) {
            ++measured;
            const Measurement want = replay.measure(s.problem(), c);
            QCOMPARE(c.measurement->status, want.status);
            QCOMPARE(c.measurement->speedup, want.speedup);
            QCOMPARE(c.state, want.ok() ? CandidateState::Measured : CandidateState::Failed);
        } else {
            QCOMPARE(c.state, CandidateState::Accepted);
            ++accepted;
        }
    }
    QCOMPARE(measured, 30);
    QVERIFY(localMoves > 0);
    QVERIFY(globalMoves > 0); // puct cannot stall among one-step neighbours
    QCOMPARE(accepted, st.accepted);
    QCOMPARE(static_cast<int>(s.size()), 1 + measured + accepted);
    // The best is the best measured speedup.
    double best = 1.0;
    for (const auto& c : s.candidates())
        if (auto v = c.measuredSpeedup()) best = std::max(best, *v);
    QCOMPARE(st.bestSpeedup, best);
}

void TestEngine::measureAllMeasuresEveryCandidate() {
    SessionConfig c = config(200, 1, "measure-all");
    c.maxCandidates = 100;
    auto engine = SessionFactory::create(c, "");
    engine->run();
    engine->rethrowIfFailed();
    QCOMPARE(engine->stopReason(), std::string("candidate budget used (100)"));
    const Session& s = engine->session();
    QVERIFY(s.size() >= 100);
    QVERIFY(s.size() <= 201);
    QCOMPARE(s.stats().measured, static_cast<int>(s.size()) - 1);
    QCOMPARE(s.stats().accepted, 0);
    for (const auto& k : s.candidates()) {
        QVERIFY(k.measurement.has_value());
        if (k.id == 0) continue;
        QVERIFY2(!k.forecast, "the baseline does not forecast");
        QCOMPARE(k.decision->kind, DecisionKind::Defer);
        QCOMPARE(k.decision->reason, DecisionReason::Baseline);
        QVERIFY(k.state == CandidateState::Measured || k.state == CandidateState::Failed);
    }
}

void TestEngine::stopBeforeRun() {
    auto engine = SessionFactory::create(config(30), "");
    engine->post(StopRequest{});
    engine->run();
    QCOMPARE(engine->stopReason(), std::string("stopped on request"));
    QCOMPARE(engine->session().size(), std::size_t(1)); // only the measured reference
    QCOMPARE(engine->session().stats().measured, 0);
}

void TestEngine::budgetCommand() {
    auto engine = SessionFactory::create(config(30), "");
    engine->post(BudgetRequest{5});
    engine->run();
    QCOMPARE(engine->session().config().maxMeasurements, 5);
    QCOMPARE(engine->session().stats().measured, 5);
    QCOMPARE(engine->stopReason(), std::string("measurement budget used (5)"));
}

void TestEngine::thresholdFromAnotherThread() {
    // A budget far beyond what the test waits for; the test stops the engine itself.
    QFETCH_GLOBAL(double, delayMs);
    SessionConfig paced = config(1000000);
    paced.replayDelayMs = delayMs;
    auto engine = SessionFactory::create(paced, "");
    Engine* raw = engine.get();
    QCOMPARE(engine->session().config().threshold, 0.5); // the default
    std::atomic<int> measuredLines{0};
    std::atomic<bool> applied{false}, sawNew{false};
    std::atomic<CandidateId> firstAfter{kNoCandidate};
    std::vector<double> thresholdEvents; // written on the engine thread, read after wait()
    // The listener runs on the engine thread, so it may read the session.
    engine->setListener([&](const EngineEvent& e) {
        if (const auto* log = std::get_if<LogMessage>(&e)) {
            if (log->text.find(": S = ") != std::string::npos) ++measuredLines;
            if (log->text.rfind("deferral threshold 0.85", 0) == 0) {
                firstAfter = static_cast<CandidateId>(raw->session().size());
                applied = true;
            }
        } else if (const auto* threshold = std::get_if<ThresholdChanged>(&e)) {
            thresholdEvents.push_back(threshold->threshold);
        } else if (const auto* changed = std::get_if<CandidatesChanged>(&e); changed && applied.load()) {
            for (const auto& c : changed->candidates)
                if (c.id >= firstAfter.load()) sawNew = true;
        }
    });
    engine->start();
    QVERIFY2(test::waitUntil([&] { return measuredLines.load() >= 20 || engine->finished(); }, 60s), "no measurements");
    QVERIFY(!engine->finished());
    engine->post(ThresholdRequest{0.85}); // from this (another) thread, while it runs
    const bool ok = test::waitUntil([&] { return sawNew.load() || engine->finished(); }, 60s);
    engine->post(StopRequest{});
    engine->wait();
    engine->rethrowIfFailed();
    QVERIFY2(applied.load(), "the threshold command was not applied");
    QVERIFY2(ok && sawNew.load(), "no candidate was proposed after the threshold change");
    QCOMPARE(engine->stopReason(), std::string("stopped on request"));
    QVERIFY(thresholdEvents == std::vector<double>{0.85}); // the value in force travels as one event
    const Session& s = engine->session();
    QCOMPARE(s.config().threshold, 0.85);
    QVERIFY(firstAfter.load() > 1 && static_cast<CandidateId>(s.size()) > firstAfter.load());

    // Candidates proposed after the change were decided at 0.85...
    for (CandidateId id = firstAfter.load(); id < static_cast<CandidateId>(s.size()); ++id) {
        QVERIFY(s.at(id).decision.has_value());
        QCOMPARE(s.at(id).decision->threshold, 0.85);
    }
    // ...and every candidate still open to a decision was re-decided at 0.85.
    for (const auto& c : s.candidates()) {
        if (c.measurement || c.override != OverrideKind::None || !c.forecast) continue;
        if (c.state != CandidateState::Accepted && c.state != CandidateState::Deferred) continue;
        QCOMPARE(c.decision->threshold, 0.85);
        if (c.state == CandidateState::Accepted) {
            QCOMPARE(c.decision->reason, DecisionReason::Threshold);
            QVERIFY2(c.forecast->confidence >= 0.85, "accepted below the new threshold");
        } else if (c.decision->reason == DecisionReason::Threshold) {
            QVERIFY(c.forecast->confidence < 0.85);
        } else {
            QCOMPARE(c.decision->reason, DecisionReason::Incumbent);
            QVERIFY(c.forecast->confidence >= 0.85);
        }
    }
}

void TestEngine::overrideExclude() {
    auto engine = SessionFactory::create(config(30), "");
    Engine* raw = engine.get();
    std::atomic<CandidateId> target{kNoCandidate};
    engine->setListener([&](const EngineEvent& e) {
        const auto* changed = std::get_if<CandidatesChanged>(&e);
        if (!changed || target.load() != kNoCandidate) return;
        for (const auto& c : changed->candidates)
            if (c.id > 0 && c.state == CandidateState::Deferred) {
                target = c.id;
                raw->post(OverrideRequest{c.id, OverrideKind::Exclude});
                return;
            }
    });
    engine->run();
    engine->rethrowIfFailed();
    const CandidateId id = target.load();
    QVERIFY(id > 0);
    const Session& s = engine->session();
    const Candidate& c = s.at(id);
    QCOMPARE(c.state, CandidateState::Excluded);
    QCOMPARE(c.override, OverrideKind::Exclude);
    QCOMPARE(c.decision->kind, DecisionKind::Exclude);
    QCOMPARE(c.decision->reason, DecisionReason::Override);
    QVERIFY2(!c.measurement, "an excluded candidate was measured");
    QVERIFY2(s.children(id).empty(), "an excluded candidate was expanded");
    QCOMPARE(s.stats().excluded, 1);
    QCOMPARE(s.stats().measured, 30);
    // Excluding the reference is refused.
    auto other = SessionFactory::create(config(3), "");
    other->post(OverrideRequest{0, OverrideKind::Exclude});
    other->run();
    QCOMPARE(other->session().at(0).state, CandidateState::Measured);
    QCOMPARE(other->session().at(0).override, OverrideKind::None);
}

void TestEngine::overrideMeasureNow() {
    auto engine = SessionFactory::create(config(40), "");
    Engine* raw = engine.get();
    std::atomic<CandidateId> target{kNoCandidate};
    engine->setListener([&](const EngineEvent& e) {
        const auto* changed = std::get_if<CandidatesChanged>(&e);
        if (!changed || target.load() != kNoCandidate) return;
        for (const auto& c : changed->candidates)
            if (c.id > 0 && c.state == CandidateState::Accepted && c.decision &&
                c.decision->reason == DecisionReason::Threshold) {
                target = c.id;
                raw->post(OverrideRequest{c.id, OverrideKind::MeasureNow});
                return;
            }
    });
    engine->run();
    engine->rethrowIfFailed();
    const CandidateId id = target.load();
    if (id == kNoCandidate) QSKIP("no candidate was accepted on forecast within 40 measurements");
    const Candidate& c = engine->session().at(id);
    QCOMPARE(c.override, OverrideKind::MeasureNow);
    QCOMPARE(c.decision->kind, DecisionKind::Defer);
    QCOMPARE(c.decision->reason, DecisionReason::Override);
    QVERIFY2(c.measurement.has_value(), "a 'measure now' candidate was not measured");
    QVERIFY(c.state == CandidateState::Measured || c.state == CandidateState::Failed);
    QCOMPARE(engine->session().stats().measured, 40);
}

void TestEngine::deterministicForASeed() {
    auto runOnce = [](std::uint64_t seed) {
        auto e = SessionFactory::create(config(30, seed), "");
        e->run();
        e->rethrowIfFailed();
        return std::vector<Candidate>(e->session().candidates());
    };
    const auto a = runOnce(7);
    const auto b = runOnce(7);
    QCOMPARE(a.size(), b.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        QCOMPARE(a[i].parent, b[i].parent);
        QCOMPARE(a[i].configuration, b[i].configuration);
        QCOMPARE(a[i].state, b[i].state);
        QCOMPARE(a[i].decision.has_value(), b[i].decision.has_value());
        if (a[i].decision) {
            QCOMPARE(a[i].decision->kind, b[i].decision->kind);
            QCOMPARE(a[i].decision->reason, b[i].decision->reason);
        }
        QCOMPARE(a[i].forecast.has_value(), b[i].forecast.has_value());
        if (a[i].forecast)
            for (int k = 0; k < kBinCount; ++k) QCOMPARE(a[i].forecast->p[k], b[i].forecast->p[k]);
        QCOMPARE(a[i].measurement.has_value(), b[i].measurement.has_value());
        if (a[i].measurement) QCOMPARE(a[i].measurement->speedup, b[i].measurement->speedup);
    }
    // Another seed explores in another order.
    const auto c = runOnce(8);
    bool differs = c.size() != a.size();
    for (std::size_t i = 0; !differs && i < a.size(); ++i) differs = a[i].configuration != c[i].configuration;
    QVERIFY(differs);
}

QTEST_APPLESS_MAIN(TestEngine)
#include "tst_engine.moc"
