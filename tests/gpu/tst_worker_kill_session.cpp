// A worker killed with SIGKILL in the middle of a durable session, with no GPU: a real
// Engine session (SessionFactory, session file, cuda backend, WorkerPool) measures through
// fake_worker in its measuring mode. The worker holds one measurement until the test kills
// it; the test checks that everything reported before the kill is in the session file with
// its values, that the killed candidate becomes a failed measurement naming the signal,
// that the worker is restarted and the session finishes on its budget, and that resuming
// the file with a larger budget continues where it stopped.
#include "core/backend/BackendRegistry.h"
#include "core/engine/Engine.h"
#include "core/base/InputError.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"
#include "gpu/client/CudaBackend.h"

#include "tests/WaitUntil.h"

#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <set>

#include <sys/types.h>
#include <unistd.h>

using namespace augur;
namespace fs = std::filesystem;
using nlohmann::json;
using namespace std::chrono_literals;

namespace {

const std::string kProblem = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/vector_add_f32";
constexpr int kHoldAt = 6; // measure job held (job 1 is the reference)
constexpr int kFirstBudget = 12; // candidate measurements of the first run
constexpr int kResumeBudget = 20;

/// fake_worker's speedup for a label (the same function as there).
double fakeSpeedup(const std::string& label) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char ch : label) {
        h ^= ch;
        h *= 1099511628211ull;
    }
    return 0.5 + static_cast<double>(h % 2501) / 1000.0;
}

json detailsOf(const Measurement& m) { return m.report.json(); }

/// Candidates as the engine published them, last version of each, from the listener.
class Reported {
public:
    void operator()(const EngineEvent& e) {
        std::lock_guard lock(mutex_);
        if (const auto* started = std::get_if<RunStarted>(&e))
            for (const Candidate& c : started->candidates) byId_[c.id] = c;
        if (const auto* changed = std::get_if<CandidatesChanged>(&e))
            for (const Candidate& c : changed->candidates) byId_[c.id] = c;
        if (const auto* log = std::get_if<LogMessage>(&e)) log_.push_back(log->text);
    }
    std::map<CandidateId, Candidate> snapshot() const {
        std::lock_guard lock(mutex_);
        return byId_;
    }

private:
    mutable std::mutex mutex_;
    std::map<CandidateId, Candidate> byId_;
    std::vector<std::string> log_;
};

std::map<CandidateId, Candidate> loadRows(const std::string& path) {
    std::map<CandidateId, Candidate> out;
    for (auto& row : SessionStore::open(path)->loadCandidates()) out[row.candidate.id] = row.candidate;
    return out;
}

/// The same measurement, as stored (details compared as JSON: the file re-serialises them).
bool sameMeasurement(const Measurement& a, const Measurement& b) {
    return a.status == b.status && a.failureReason == b.failureReason && a.speedup == b.speedup &&
        a.speedupLow == b.speedupLow && a.speedupHigh == b.speedupHigh && a.referenceMs == b.referenceMs &&
        a.candidateMs == b.candidateMs && a.samples == b.samples && a.backend == b.backend &&
        detailsOf(a) == detailsOf(b);
}

int measuredCandidates(const std::map<CandidateId, Candidate>& rows) {
    int n = 0;
    for (const auto& [id, c] : rows)
        if (c.measurement && c.origin != Origin::Reference) ++n;
    return n;
}

} // namespace

class TestWorkerKillSession : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string workerDir_;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY2(fs::exists(AUGUR_FAKE_WORKER), AUGUR_FAKE_WORKER);
        workerDir_ = dir_.filePath("worker").toStdString();
        fs::create_directories(workerDir_);
        // fake_worker's measuring mode (see its header); the pool's processes inherit this.
        ::setenv("AUGUR_FAKE_MEASURE_DIR", workerDir_.c_str(), 1);
        ::setenv("AUGUR_FAKE_HOLD_AT", std::to_string(kHoldAt).c_str(), 1);
        // The real cuda backend over one fake worker: explicit devices, so no driver probe.
        BackendRegistry::add(
            "cuda", [](const Problem& problem, const SessionConfig&) -> std::unique_ptr<MeasurementBackend> {
                gpu::CudaBackendOptions o;
                o.workerPath = AUGUR_FAKE_WORKER;
                o.devices = {0};
                o.deadline = std::chrono::milliseconds(300000); // far beyond the test: the kill ends the held job
                return std::make_unique<gpu::CudaBackend>(problem, o);
            });
    }

    void killedWorkerLosesNothingAndResumeContinues() {
        const std::string session = dir_.filePath("killed_worker.augur").toStdString();
        const std::string heldFile = workerDir_ + "/held";
        SessionConfig config;
        config.backend = "cuda";
        config.problemPath = kProblem;
        config.strategy = SearchStrategy::MeasureAll;
        config.maxMeasurements = kFirstBudget;
        config.seed = 11;

        auto engine = SessionFactory::create(config, session);
        auto reported = std::make_shared<Reported>();
        engine->setListener([reported](const EngineEvent& e) { (*reported)(e); });
        engine->start();

        // Wait for the worker to hold its measurement (generous: a loaded machine).
        test::waitUntil([&] { return fs::exists(heldFile) || engine->finished(); }, 120s, 20ms);
        if (!fs::exists(heldFile)) {
            engine->requestStop();
            engine->wait();
            QFAIL("the fake worker never held a measurement");
        }
        pid_t heldPid = 0;
        std::string heldLabel;
        {
            std::ifstream in(heldFile);
            in >> heldPid;
            in >> std::ws;
            std::getline(in, heldLabel);
        }
        QVERIFY(heldPid > 0);
        QVERIFY(!heldLabel.empty());

        // The pool reports the same process as its running worker.
        const auto& backend = dynamic_cast<const gpu::CudaBackend&>(engine->backend());
        {
            const gpu::PoolStats st = backend.stats();
            QCOMPARE(st.workers.size(), std::size_t(1));
            QCOMPARE(st.workers[0].pid, static_cast<int>(heldPid));
            QVERIFY(st.workers[0].running);
            QCOMPARE(st.crashes, std::int64_t(0));
        }

        // What the engine had reported when the worker is killed: the reference and
        // kHoldAt - 2 measured candidates, and the held one in state "measuring".
        const auto before = reported->snapshot();
        std::map<CandidateId, Candidate> measuredBefore;
        CandidateId heldId = kNoCandidate;
        for (const auto& [id, c] : before) {
            if (c.measurement) measuredBefore[id] = c;
            if (c.state == CandidateState::Measuring) {
                QCOMPARE(heldId, kNoCandidate);
                heldId = id;
            }
        }
        QCOMPARE(static_cast<int>(measuredBefore.size()), kHoldAt - 1);
        QVERIFY(heldId != kNoCandidate);
        const Problem problem =
            engine->session().problem(); // a copy: the engine goes away below (immutable while it runs)
        QCOMPARE(problem.space.key(before.at(heldId).configuration), heldLabel);

        // Every reported measurement is already in the file, with its values.
        {
            const auto rows = loadRows(session);
            for (const auto& [id, c] : measuredBefore) {
                QVERIFY2(rows.count(id),
                         ("reported candidate #" + std::to_string(id) + " is missing from the file").c_str());
                const Candidate& stored = rows.at(id);
                QVERIFY(stored.measurement.has_value());
                QVERIFY2(sameMeasurement(*stored.measurement, *c.measurement), ("#" + std::to_string(id)).c_str());
                QVERIFY(stored.measurement->ok());
                if (c.origin == Origin::Reference) {
                    QCOMPARE(stored.measurement->speedup, 1.0);
                } else {
                    QCOMPARE(stored.measurement->speedup, fakeSpeedup(problem.space.key(c.configuration)));
                    QCOMPARE(stored.state, CandidateState::Measured);
                }
                QCOMPARE(detailsOf(*stored.measurement)["pid"].get<int>(), static_cast<int>(heldPid));
            }
            QVERIFY(rows.count(heldId));
            QCOMPARE(rows.at(heldId).state, CandidateState::Measuring);
            QVERIFY(!rows.at(heldId).measurement.has_value());
        }

        QCOMPARE(::kill(heldPid, SIGKILL), 0);
        engine->wait();
        engine->rethrowIfFailed();
        QCOMPARE(engine->stopReason(), "measurement budget used (" + std::to_string(kFirstBudget) + ")");

        // The pool saw one crash and restarted the worker, which measured the rest.
        int restartedPid = 0;
        {
            const gpu::PoolStats st = backend.stats();
            QCOMPARE(st.crashes, std::int64_t(1));
            QCOMPARE(st.restarts, std::int64_t(1));
            QCOMPARE(st.timeouts, std::int64_t(0));
            QCOMPARE(st.workers[0].crashes, std::int64_t(1));
            restartedPid = st.workers[0].pid;
            QVERIFY(restartedPid > 0);
            QVERIFY(restartedPid != static_cast<int>(heldPid));
        }
        const auto reportedAfter = reported->snapshot();
        engine.reset(); // closes the session file and stops the worker

        const auto rows = loadRows(session);
        QCOMPARE(SessionStore::open(session)->meta("status"), std::string("finished"));
        // Nothing reported before the kill changed or went missing.
        for (const auto& [id, c] : measuredBefore) {
            QVERIFY(rows.count(id));
            QVERIFY(sameMeasurement(*rows.at(id).measurement, *c.measurement));
        }
        // The held candidate: a failed measurement whose reason names the signal, measured once.
        const Candidate& killed = rows.at(heldId);
        QCOMPARE(killed.state, CandidateState::Failed);
        QVERIFY(killed.measurement.has_value());
        QCOMPARE(killed.measurement->status, MeasurementStatus::Crash);
        QVERIFY2(killed.measurement->failureReason.find("exited on signal SIGKILL") != std::string::npos,
                 killed.measurement->failureReason.c_str());
        QVERIFY2(killed.measurement->failureReason.find("before replying") != std::string::npos,
                 killed.measurement->failureReason.c_str());
        QCOMPARE(killed.measurement->backend, std::string("cuda"));
        qInfo("killed candidate #%d (%s): %s", static_cast<int>(heldId), heldLabel.c_str(),
              killed.measurement->failureReason.c_str());
        {
            bool logged = false;
            for (const auto& l : SessionStore::open(session)->loadLog())
                if (l.candidate == heldId && l.kind == "failed" && l.text.find("SIGKILL") != std::string::npos)
                    logged = true;
            QVERIFY2(logged, "no 'failed' log line naming SIGKILL for the killed candidate");
        }
        // Every other measurement succeeded with the fake worker's value; those after the
        // kill came from the restarted process. The file matches what was reported.
        int failed = 0, afterKill = 0;
        std::set<std::string> keys;
        for (const auto& [id, c] : rows) {
            QVERIFY(c.state != CandidateState::Measuring);
            if (!c.measurement || c.origin == Origin::Reference) continue;
            QVERIFY2(keys.insert(problem.space.key(c.configuration)).second, "a configuration was measured twice");
            QVERIFY(reportedAfter.count(id));
            QVERIFY2(sameMeasurement(*c.measurement, *reportedAfter.at(id).measurement),
                     ("#" + std::to_string(id)).c_str());
            if (id == heldId) {
                ++failed;
                continue;
            }
            QVERIFY2(c.measurement->ok(), c.measurement->failureReason.c_str());
            QCOMPARE(c.measurement->speedup, fakeSpeedup(problem.space.key(c.configuration)));
            const int pid = detailsOf(*c.measurement)["pid"].get<int>();
            if (!measuredBefore.count(id)) {
                QCOMPARE(pid, restartedPid);
                QVERIFY(detailsOf(*c.measurement)["job"].get<int>() > kHoldAt);
                ++afterKill;
            }
        }
        QCOMPARE(failed, 1);
        QCOMPARE(measuredCandidates(rows), kFirstBudget);
        QCOMPARE(afterKill, kFirstBudget - (kHoldAt - 2) - 1);

        // Resume with a larger budget: the session continues from the file, with fresh workers.
        ::unsetenv("AUGUR_FAKE_HOLD_AT");
        auto resumed = SessionFactory::resume(session);
        QCOMPARE(static_cast<int>(resumed->session().size()), static_cast<int>(rows.size()));
        resumed->post(BudgetRequest{kResumeBudget});
        resumed->run();
        resumed->rethrowIfFailed();
        QCOMPARE(resumed->stopReason(), "measurement budget used (" + std::to_string(kResumeBudget) + ")");
        const int resumedPid = dynamic_cast<const gpu::CudaBackend&>(resumed->backend()).stats().workers[0].pid;
        resumed.reset();

        const auto final = loadRows(session);
        QCOMPARE(SessionStore::open(session)->meta("status"), std::string("finished"));
        QVERIFY(final.size() >= rows.size());
        QCOMPARE(measuredCandidates(final), kResumeBudget);
        int newMeasurements = 0;
        for (const auto& [id, c] : final) {
            QVERIFY(c.state != CandidateState::Measuring);
            if (rows.count(id)) {
                // Earlier rows keep their configuration and measurement (the failed one is not
                // retried); those that were waiting may be measured now.
                const Candidate& old = rows.at(id);
                QCOMPARE(c.configuration, old.configuration);
                if (old.measurement) {
                    QVERIFY(c.measurement.has_value());
                    QVERIFY2(sameMeasurement(*c.measurement, *old.measurement), ("#" + std::to_string(id)).c_str());
                    continue;
                }
            }
            if (!c.measurement) continue;
            ++newMeasurements;
            QVERIFY2(c.measurement->ok(), c.measurement->failureReason.c_str());
            QCOMPARE(c.measurement->speedup, fakeSpeedup(problem.space.key(c.configuration)));
            QCOMPARE(detailsOf(*c.measurement)["pid"].get<int>(), resumedPid);
        }
        QCOMPARE(newMeasurements, kResumeBudget - kFirstBudget);
        QCOMPARE(final.at(heldId).measurement->status, MeasurementStatus::Crash);
    }
};

QTEST_GUILESS_MAIN(TestWorkerKillSession)
#include "tst_worker_kill_session.moc"
