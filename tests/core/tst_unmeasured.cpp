// Measurements a backend could not take (Measurement::unmeasuredReason: a cluster job lost
// with its machine, no allocation): the engine puts the candidate back in the queue, spends
// no budget, stores no failure, and ends the run when the backend says it cannot measure or
// keeps losing whole batches. Replayed on the project's own H200 reduce_sum_f32 dataset
// through a backend that loses the batches a case names.
#include "core/backend/ReplayBackend.h"
#include "core/datasets/TuningDataset.h"
#include "core/engine/Engine.h"
#include "core/search/TunerGenerator.h"
#include "core/store/SessionStore.h"
#include "core/surrogate/FeaturesSurrogate.h"

#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace augur;

namespace {

const std::string kDataset = AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz";

/// A replay backend whose batches number `lose` (1 = the reference's) come back
/// unmeasured; from batch `gone` on it also says it cannot measure.
class LosingBackend : public MeasurementBackend {
public:
    LosingBackend(TuningDataset ds, std::set<int> lose, int gone)
        : inner_(std::move(ds)), lose_(std::move(lose)), gone_(gone) {}
    std::string name() const override { return "losing"; }
    Measurement measure(const Problem& p, const Candidate& c) override { return measureBatch(p, {&c}).front(); }
    std::vector<Measurement> measureBatch(const Problem& p, const std::vector<const Candidate*>& cs) override {
        ++batches_;
        if (gone_ > 0 && batches_ >= gone_) unavailable_ = "no allocation (test)";
        if (!lose_.count(batches_) && unavailable_.empty()) return inner_.measureBatch(p, cs);
        std::vector<Measurement> out(cs.size());
        for (auto& m : out) {
            m.status = MeasurementStatus::Invalid;
            m.unmeasuredReason = "slurm job 7 was preempted (test)";
        }
        lost_ += static_cast<int>(cs.size());
        return out;
    }
    bool inSpace(const Configuration& c) const override { return inner_.inSpace(c); }
    std::optional<long long> spaceSize() const override { return inner_.spaceSize(); }
    std::string unavailableReason() const override { return unavailable_; }
    int lost() const { return lost_; }

private:
    ReplayBackend inner_;
    std::set<int> lose_;
    int gone_;
    int batches_ = 0;
    int lost_ = 0;
    std::string unavailable_;
};

struct Run {
    std::unique_ptr<Engine> engine;
    LosingBackend* backend = nullptr;
    std::string path;
};

Run makeRun(const QTemporaryDir& dir, const char* name, int budget, std::set<int> lose, int gone = 0) {
    TuningDataset ds = loadTuningDataset(kDataset);
    SessionConfig c;
    c.datasetPath = kDataset;
    c.strategy = SearchStrategy::MeasureAll;
    c.maxMeasurements = budget;
    c.seed = 3;
    Problem problem = ds.problem;
    auto backend = std::make_unique<LosingBackend>(std::move(ds), std::move(lose), gone);
    Run r;
    r.backend = backend.get();
    r.path = dir.filePath(name).toStdString();
    auto session = std::make_unique<Session>(problem, c);
    auto store = SessionStore::create(r.path, c, problem.name);
    auto generator = std::make_unique<TunerGenerator>(*backend, c.seed);
    r.engine = std::make_unique<Engine>(std::move(session), std::move(backend), std::move(generator),
                                        std::make_unique<FeaturesSurrogate>(c.seed), std::move(store));
    return r;
}

} // namespace

class TestUnmeasured : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void lostBatchesAreTakenAgain() {
        Run r = makeRun(dir_, "lost.augur", 10, {3, 5});
        r.engine->run();
        r.engine->rethrowIfFailed();
        QCOMPARE(r.engine->stopReason(), std::string("measurement budget used (10)"));
        QVERIFY(r.backend->lost() >= 2);
        int measured = 0, unmeasuredLines = 0;
        for (const auto& row : SessionStore::open(r.path)->loadCandidates()) {
            const Candidate& c = row.candidate;
            QVERIFY(c.state != CandidateState::Measuring);
            if (!c.measurement || c.origin == Origin::Reference) continue;
            QVERIFY2(c.measurement->ok(), c.measurement->failureReason.c_str()); // nothing stored as failed
            ++measured;
        }
        QCOMPARE(measured, 10); // the budget went to real measurements only
        std::set<CandidateId> lostIds;
        for (const auto& l : SessionStore::open(r.path)->loadLog())
            if (l.kind == "unmeasured") {
                ++unmeasuredLines;
                lostIds.insert(l.candidate);
                QVERIFY(l.text.find("back in the queue: slurm job 7 was preempted (test)") != std::string::npos);
            }
        QCOMPARE(unmeasuredLines, r.backend->lost());
        // Every candidate that was lost was measured later.
        for (const auto& row : SessionStore::open(r.path)->loadCandidates())
            if (lostIds.count(row.candidate.id)) QVERIFY(row.candidate.measurement && row.candidate.measurement->ok());
    }

    void aBackendThatCannotMeasureEndsTheRun() {
        Run r = makeRun(dir_, "gone.augur", 10, {}, 4);
        r.engine->run();
        r.engine->rethrowIfFailed();
        QCOMPARE(r.engine->stopReason(), std::string("the losing backend cannot measure: no allocation (test)"));
        int measured = 0, waiting = 0;
        for (const auto& row : SessionStore::open(r.path)->loadCandidates()) {
            const Candidate& c = row.candidate;
            QVERIFY(c.state != CandidateState::Measuring && c.state != CandidateState::Failed);
            if (c.origin == Origin::Reference) continue;
            if (c.measurement) ++measured;
            if (c.state == CandidateState::Deferred) {
                ++waiting;
                QVERIFY(!c.measurement);
            }
        }
        QCOMPARE(measured, 2); // batches 2 and 3 (batch 1 was the reference)
        QVERIFY(waiting >= 1); // what was lost waits for `resume`
        QCOMPARE(SessionStore::open(r.path)->meta("stop_reason"), r.engine->stopReason());
    }

    void losingEveryBatchEndsTheRun() {
        Run r = makeRun(dir_, "always.augur", 10, {2, 3, 4, 5, 6, 7, 8, 9});
        r.engine->run();
        r.engine->rethrowIfFailed();
        QCOMPARE(r.engine->stopReason(),
                 std::string("the losing backend lost 3 batches in a row: slurm job 7 was preempted (test)"));
        QCOMPARE(r.backend->lost(), 3);
    }

    void anUnmeasuredReferenceIsAnError() {
        Run r = makeRun(dir_, "reference.augur", 10, {1});
        r.engine->run();
        try {
            r.engine->rethrowIfFailed();
            QFAIL("a run without a reference measurement went on");
        } catch (const std::exception& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("the reference could not be measured: slurm job 7 was preempted (test)"));
        }
    }
};

QTEST_GUILESS_MAIN(TestUnmeasured)
#include "tst_unmeasured.moc"
