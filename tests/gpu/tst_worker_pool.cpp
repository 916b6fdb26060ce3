// The parent side of the isolated GPU workers, with real processes (tests/gpu/fake_worker):
// every outcome of a job (reply, timeout, crash, protocol error, fatal reply, cancel), start
// failures, the pool's restarts, parallelism and ordering, and that nothing leaks (no
// zombie, no descriptor, no surviving grandchild).
#include "gpu/WorkerPool.h"
#include "gpu/WorkerProcess.h"
#include "gpu/WorkerProtocol.h"

#include <QTest>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>
#include <thread>

#include <sys/wait.h>
#include <unistd.h>

using namespace augur::gpu;
using namespace std::chrono_literals;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

const std::string kFake = AUGUR_FAKE_WORKER;

WorkerProcessOptions fastOptions() {
    WorkerProcessOptions o;
    o.startDeadline = 5000ms;
    o.exitGrace = 300ms;
    return o;
}

WorkerPoolOptions poolOptions() {
    WorkerPoolOptions o;
    o.process = fastOptions();
    return o;
}

long long msSince(Clock::time_point t0) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count();
}

int countFds() {
    int n = 0;
    for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator("/proc/self/fd"))
        ++n;
    return n;
}

// Gone, or a zombie of some other parent (an orphan re-parented to an init that is slow to reap).
bool processGone(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    if (!stat)
        return true;
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    auto close = text.rfind(')');
    return close != std::string::npos && close + 2 < text.size() && (text[close + 2] == 'Z' || text[close + 2] == 'X');
}

bool waitGone(pid_t pid, std::chrono::milliseconds within = 2000ms) {
    auto until = Clock::now() + within;
    while (!processGone(pid)) {
        if (Clock::now() > until)
            return false;
        std::this_thread::sleep_for(5ms);
    }
    return true;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

json op(const std::string& name, json extra = json::object()) {
    extra["op"] = name;
    return extra;
}

} // namespace

#define VERIFY_CONTAINS(text, part) QVERIFY2(contains((text), (part)), (std::string("'") + (part) + "' not in: " + (text)).c_str())

class TestWorkerPool : public QObject {
    Q_OBJECT
    int baselineFds_ = 0;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY2(std::filesystem::exists(kFake), kFake.c_str());
        baselineFds_ = countFds();
    }

    // ---- protocol helpers ---------------------------------------------------------------

    void protocolEncodeDecode() {
        std::string line = encodeRequest({{"id", 3}, {"op", "echo"}, {"payload", "a\nb"}});
        QCOMPARE(line.back(), '\n');
        QCOMPARE(std::count(line.begin(), line.end(), '\n'), 1L); // the payload's newline is escaped
        QVERIFY_THROWS_EXCEPTION(ProtocolError, encodeRequest({{"op", "echo"}}));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, encodeRequest({{"id", 1}}));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, encodeRequest(json::array()));

        json reply = decodeReply(encodeResult(3, {{"x", 1}}), 1, 3);
        QCOMPARE(reply["result"]["x"].get<int>(), 1);
        QVERIFY(decodeReply(encodeError(4, "boom", true), 1, 4)["fatal"].get<bool>());
        QCOMPARE(replyErrorMessage(decodeReply(encodeError(4, "boom"), 1, 4)), std::string("boom"));

        try {
            decodeReply("Segmentation fault", 1, 3);
            QFAIL("no exception");
        } catch (const ProtocolError& e) {
            VERIFY_CONTAINS(std::string(e.what()), "worker 1: reply is not JSON");
            VERIFY_CONTAINS(std::string(e.what()), "Segmentation fault");
        }
        try {
            decodeReply(encodeResult(2, 1), 1, 3);
            QFAIL("no exception");
        } catch (const ProtocolError& e) {
            VERIFY_CONTAINS(std::string(e.what()), "id 2, expected 3");
        }
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeReply(R"({"id": 3})", 1, 3));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeReply(R"([1,2])", 1, 3));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeReply(R"({"id": 3, "result": 1, "fatal": "yes"})", 1, 3));

        QCOMPARE(decodeHello(encodeHello({{"device", 2}}), 0)["device"].get<int>(), 2);
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeHello(R"({"device": 2})", 0));
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeRequest(R"({"id": 1})"));
        QCOMPARE(excerpt(std::string(300, 'x'), 10), std::string(10, 'x') + "...");
        QCOMPARE(signalName(SIGSEGV), std::string("SIGSEGV"));
    }

    // ---- WorkerProcess ------------------------------------------------------------------

    void echoRoundTrip() {
        WorkerProcess w(0, kFake, {"--device", "5"}, fastOptions());
        QVERIFY(!w.running());
        QVERIFY2(w.start(), w.lastError().c_str());
        QVERIFY(w.running());
        QCOMPARE(w.hello()["device"].get<int>(), 5);
        QCOMPARE(w.hello()["pid"].get<int>(), static_cast<int>(w.pid()));
        const json payload = {{"text", "grüße\tend"}, {"n", {1, 2, 3}}};
        for (int i = 0; i < 3; ++i) {
            JobResult r = w.run(op("echo", {{"payload", payload}, {"id", 999}}), 2000ms);
            QVERIFY2(r.ok(), r.reason.c_str());
            QVERIFY2(r.result() == payload, r.result().dump().c_str());
            QCOMPARE(r.worker, 0);
            QCOMPARE(r.pid, static_cast<int>(w.pid()));
            QCOMPARE(r.reply["id"].get<int>(), i + 1); // the worker's own counter, not 999
        }
        JobResult e = w.run(op("error"), 2000ms);
        QCOMPARE(e.kind, JobOutcome::Reply);
        QVERIFY(!e.ok());
        QCOMPARE(e.reason, std::string("compile error (simulated)"));
        QVERIFY(w.running()); // a worker-reported error leaves the worker usable

        JobResult big = w.run(op("big", {{"bytes", 1 << 20}}), 5000ms);
        QVERIFY2(big.ok(), big.reason.c_str());
        QCOMPARE(big.result().get<std::string>().size(), std::size_t(1) << 20);

        JobResult bad = w.run(json{{"no", "op"}}, 1000ms);
        QCOMPARE(bad.kind, JobOutcome::BadRequest);
        QVERIFY(w.running());

        pid_t pid = w.pid();
        w.stop();
        QVERIFY(!w.running());
        QVERIFY(waitGone(pid));
        QCOMPARE(w.run(op("echo"), 1000ms).kind, JobOutcome::Unavailable);
    }

    void hangTimesOutAndRestarts() {
        WorkerProcess w(1, kFake, {}, fastOptions());
        QVERIFY2(w.start(), w.lastError().c_str());
        pid_t pid = w.pid();
        auto t0 = Clock::now();
        JobResult r = w.run(op("hang"), 300ms);
        auto ms = msSince(t0);
        QCOMPARE(r.kind, JobOutcome::Timeout);
        QVERIFY2(ms >= 290 && ms < 1000, std::to_string(ms).c_str());
        VERIFY_CONTAINS(r.reason, "worker 1 missed its deadline of 300 ms");
        VERIFY_CONTAINS(r.reason, "fake_worker: hanging"); // the stderr tail
        QVERIFY(!w.running());
        QVERIFY(processGone(pid));

        QVERIFY2(w.restart(), w.lastError().c_str());
        QVERIFY(w.pid() != pid);
        JobResult next = w.run(op("echo", {{"payload", 7}}), 2000ms);
        QVERIFY2(next.ok(), next.reason.c_str());
        QCOMPARE(w.spawnCount(), 2);
    }

    void timeoutKillsWholeGroup() {
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        JobResult child = w.run(op("spawn_child"), 2000ms);
        QVERIFY2(child.ok(), child.reason.c_str());
        pid_t grandchild = child.result().get<int>();
        QVERIFY(!processGone(grandchild));
        QCOMPARE(w.run(op("hang"), 200ms).kind, JobOutcome::Timeout);
        QVERIFY2(waitGone(grandchild), "the worker's child survived the kill");
    }

    void crashAndSegvNameTheSignal() {
        WorkerProcess w(2, kFake, {}, fastOptions());
        QVERIFY(w.start());
        auto t0 = Clock::now();
        JobResult a = w.run(op("crash"), 5000ms);
        QCOMPARE(a.kind, JobOutcome::Crash);
        QVERIFY(msSince(t0) < 1000);
        VERIFY_CONTAINS(a.reason, "worker 2 exited on signal SIGABRT");
        VERIFY_CONTAINS(a.reason, "fake_worker: aborting as asked");
        VERIFY_CONTAINS(a.stderrTail, "aborting as asked");
        QVERIFY(!w.running());

        QVERIFY(w.restart());
        JobResult s = w.run(op("segv"), 5000ms);
        QCOMPARE(s.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(s.reason, "exited on signal SIGSEGV");
        VERIFY_CONTAINS(s.reason, "raising SIGSEGV");
    }

    void exitMidReplyIsCrash() {
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        JobResult r = w.run(op("exit_mid_reply"), 5000ms);
        QCOMPARE(r.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r.reason, "exited with status 3");
        VERIFY_CONTAINS(r.reason, "bytes of a reply");
    }

    void exitNoticedThoughChildHoldsStdout() {
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        auto t0 = Clock::now();
        JobResult r = w.run(op("exit_leave_child"), 5000ms);
        QCOMPARE(r.kind, JobOutcome::Crash);
        QVERIFY2(msSince(t0) < 1000, std::to_string(msSince(t0)).c_str());
        VERIFY_CONTAINS(r.reason, "exited with status 4");
    }

    void closedStdoutWithoutExitIsKilled() {
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        pid_t pid = w.pid();
        JobResult r = w.run(op("close_stdout"), 5000ms);
        QCOMPARE(r.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r.reason, "closed its stdout and did not exit; killed");
        QVERIFY(processGone(pid));
    }

    void garbageIsProtocolError() {
        WorkerProcess w(1, kFake, {}, fastOptions());
        QVERIFY(w.start());
        pid_t pid = w.pid();
        JobResult r = w.run(op("garbage"), 2000ms);
        QCOMPARE(r.kind, JobOutcome::ProtocolError);
        VERIFY_CONTAINS(r.reason, "worker 1: reply is not JSON");
        VERIFY_CONTAINS(r.reason, "Segmentation fault (not really)");
        QVERIFY(!w.running()); // out of step: killed
        QVERIFY(processGone(pid));
    }

    void fatalReplyPoisonsUntilRestart() {
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        JobResult f = w.run(op("fatal"), 2000ms);
        QCOMPARE(f.kind, JobOutcome::Reply);
        QVERIFY(f.fatal);
        VERIFY_CONTAINS(f.reason, "illegal memory access");
        QVERIFY(w.running());
        QVERIFY(w.poisoned());
        QVERIFY(w.needsRestart());
        JobResult refused = w.run(op("echo"), 2000ms);
        QCOMPARE(refused.kind, JobOutcome::Unavailable);
        VERIFY_CONTAINS(refused.reason, "must be restarted");
        QVERIFY(w.restart());
        QVERIFY(!w.poisoned());
        QVERIFY(w.run(op("echo"), 2000ms).ok());
    }

    void deadWorkerBetweenJobsIsACrashNotSigpipe() {
        // SIGPIPE gets its default action (terminate) here: a write to a dead worker must not
        // raise it. (Qt Test installs its own handler; it is put back afterwards.)
        struct DefaultSigpipe {
            void (*old)(int) = std::signal(SIGPIPE, SIG_DFL);
            ~DefaultSigpipe() { std::signal(SIGPIPE, old); }
        } defaultSigpipe;
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        QVERIFY(w.run(op("exit_after_reply"), 2000ms).ok());
        std::this_thread::sleep_for(50ms); // it is gone before the next request
        JobResult r = w.run(op("echo"), 2000ms);
        QCOMPARE(r.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r.reason, "exited with status 0");

        QVERIFY(w.restart());
        ::kill(w.pid(), SIGKILL);
        std::this_thread::sleep_for(50ms);
        JobResult k = w.run(op("echo", {{"payload", std::string(1 << 20, 'p')}}), 2000ms);
        QCOMPARE(k.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(k.reason, "exited on signal SIGKILL");
    }

    void stderrTailIsBounded() {
        WorkerProcess w(0, kFake, {}, fastOptions());
        QVERIFY(w.start());
        QVERIFY(w.run(op("stderr", {{"bytes", 200000}}), 2000ms).ok());
        JobResult r = w.run(op("crash"), 2000ms);
        QCOMPARE(r.kind, JobOutcome::Crash);
        QVERIFY(r.stderrTail.size() <= 4096);
        VERIFY_CONTAINS(r.stderrTail, "END OF NOISE");
        VERIFY_CONTAINS(r.stderrTail, "aborting as asked");
        QVERIFY(r.reason.size() < 1500);
    }

    void startFailuresAreExplained() {
        {
            WorkerProcess w(3, kFake, {"--crash-at-start"}, fastOptions());
            QVERIFY(!w.start());
            QVERIFY(!w.running());
            VERIFY_CONTAINS(w.lastError(), "worker 3 exited on signal SIGABRT before its hello");
            VERIFY_CONTAINS(w.lastError(), "crashing before hello as asked");
        }
        {
            WorkerProcessOptions o = fastOptions();
            o.startDeadline = 300ms;
            WorkerProcess w(0, kFake, {"--no-hello"}, o);
            auto t0 = Clock::now();
            QVERIFY(!w.start());
            QVERIFY(msSince(t0) < 1000);
            VERIFY_CONTAINS(w.lastError(), "did not say hello within 300 ms");
        }
        {
            WorkerProcess w(0, kFake, {"--garbage-hello"}, fastOptions());
            QVERIFY(!w.start());
            VERIFY_CONTAINS(w.lastError(), "worker 0: hello is not JSON");
        }
        {
            WorkerProcess w(4, kFake, {"--device", "4", "--refuse"}, fastOptions());
            QVERIFY(!w.start());
            QVERIFY(w.refused());
            VERIFY_CONTAINS(w.lastError(), "worker 4 cannot serve: no usable device (simulated)");
            QCOMPARE(w.hello()["ok"].get<bool>(), false);
        }
        {
            WorkerProcess w(0, "/nonexistent/augur-worker", {}, fastOptions());
            QVERIFY(!w.start());
            VERIFY_CONTAINS(w.lastError(), "cannot start '/nonexistent/augur-worker'");
        }
    }

    // ---- WorkerPool ---------------------------------------------------------------------

    void poolParallelismAndOrder() {
        WorkerPool pool(WorkerPool::perDevice(kFake, 2), poolOptions());
        QCOMPARE(pool.start(), 2);
        std::vector<json> jobs;
        for (int i = 0; i < 8; ++i)
            jobs.push_back(op("sleep", {{"ms", 200}, {"tag", i}}));
        auto t0 = Clock::now();
        auto results = pool.runAll(jobs, 2000ms);
        auto ms = msSince(t0);
        QVERIFY2(ms < 1300, std::to_string(ms).c_str()); // serial would be 1600
        QCOMPARE(results.size(), std::size_t(8));
        std::set<int> pids;
        for (int i = 0; i < 8; ++i) {
            QVERIFY2(results[i].ok(), results[i].reason.c_str());
            QCOMPARE(results[i].result()["tag"].get<int>(), i);
            pids.insert(results[i].result()["pid"].get<int>());
        }
        QCOMPARE(pids.size(), std::size_t(2));
        PoolStats s = pool.stats();
        QCOMPARE(s.jobs, 8);
        QCOMPARE(s.replies, 8);
        QCOMPARE(s.restarts, 0);
        QCOMPARE(s.available, 2);
        for (auto& w : s.workers) {
            QVERIFY(w.jobs > 0);
            QVERIFY(w.busy >= std::chrono::milliseconds(200 * w.jobs));
            QVERIFY(w.running);
            QCOMPARE(w.hello["device"].get<int>(), w.index);
        }
    }

    void poolTimeoutThenNextJobOnSameWorker() {
        WorkerPool pool({{kFake, {}}}, poolOptions());
        auto t0 = Clock::now();
        auto results = pool.runAll({op("hang"), op("echo", {{"payload", "after"}})}, 300ms);
        QVERIFY2(msSince(t0) < 1500, std::to_string(msSince(t0)).c_str());
        QCOMPARE(results[0].kind, JobOutcome::Timeout);
        QVERIFY(results[0].elapsed < 1000ms);
        QVERIFY2(results[1].ok(), results[1].reason.c_str());
        QCOMPARE(results[1].result().get<std::string>(), std::string("after"));
        QVERIFY(results[0].pid != results[1].pid);
        PoolStats s = pool.stats();
        QCOMPARE(s.timeouts, 1);
        QCOMPARE(s.restarts, 1);
    }

    void poolRestartsAfterEveryFailure() {
        std::mutex m;
        std::vector<std::string> events;
        WorkerPoolOptions o = poolOptions();
        o.onEvent = [&](const std::string& e) {
            std::lock_guard lock(m);
            events.push_back(e);
        };
        WorkerPool pool({{kFake, {}}}, o);
        auto r = pool.runAll({op("crash"), op("segv"), op("garbage"), op("fatal"), op("echo", {{"payload", 1}}),
                              json{{"op", 5}}},
                             2000ms);
        QCOMPARE(r[0].kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r[0].reason, "SIGABRT");
        QCOMPARE(r[1].kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r[1].reason, "SIGSEGV");
        QCOMPARE(r[2].kind, JobOutcome::ProtocolError);
        QCOMPARE(r[3].kind, JobOutcome::Reply);
        QVERIFY(r[3].fatal);
        QVERIFY2(r[4].ok(), r[4].reason.c_str());
        QCOMPARE(r[5].kind, JobOutcome::BadRequest);
        PoolStats s = pool.stats();
        QCOMPARE(s.crashes, 2);
        QCOMPARE(s.protocolErrors, 1);
        QCOMPARE(s.fatals, 1);
        QCOMPARE(s.restarts, 4); // after crash, segv, garbage and fatal
        QCOMPARE(s.jobs, 5);
        std::lock_guard lock(m);
        QVERIFY(std::any_of(events.begin(), events.end(), [](auto& e) { return contains(e, "fatal"); }));
        QVERIFY(std::any_of(events.begin(), events.end(), [](auto& e) { return contains(e, "restarted"); }));
    }

    void poolReplacesAWorkerThatDiedWhileIdle() {
        WorkerPool pool({{kFake, {}}}, poolOptions());
        QCOMPARE(pool.start(), 1);
        int pid = pool.stats().workers[0].pid;
        ::kill(pid, SIGKILL);
        QVERIFY(waitGone(pid));
        std::this_thread::sleep_for(20ms);
        JobResult r = pool.run(op("echo", {{"payload", 1}}), 2000ms); // not charged to the job
        QVERIFY2(r.ok(), r.reason.c_str());
        QVERIFY(r.pid != pid);
        PoolStats s = pool.stats();
        QCOMPARE(s.restarts, 1);
        QCOMPARE(s.crashes, 0);
    }

    void poolRecoversFromFlakyStart() {
        auto dir = std::filesystem::temp_directory_path() / ("augur-flaky-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir);
        auto counter = (dir / "count").string();
        WorkerPool pool({{kFake, {"--flaky-start", counter + ":2"}}}, poolOptions());
        JobResult r = pool.run(op("echo", {{"payload", "third time"}}), 2000ms);
        std::filesystem::remove_all(dir);
        QVERIFY2(r.ok(), r.reason.c_str());
        PoolStats s = pool.stats();
        QCOMPARE(s.startFailures, 2);
        QCOMPARE(s.available, 1);
    }

    void poolGivesUpABrokenWorkerAndGoesOn() {
        std::atomic<int> gaveUp{0};
        WorkerPoolOptions o = poolOptions();
        o.onEvent = [&](const std::string& e) {
            if (contains(e, "given up"))
                ++gaveUp;
        };
        WorkerPool pool({{kFake, {}}, {kFake, {"--crash-at-start"}}}, o);
        QCOMPARE(pool.start(), 1);
        std::vector<json> jobs(6, op("echo", {{"payload", "x"}}));
        auto r = pool.runAll(jobs, 2000ms);
        for (auto& x : r) {
            QVERIFY2(x.ok(), x.reason.c_str());
            QCOMPARE(x.worker, 0);
        }
        PoolStats s = pool.stats();
        QCOMPARE(s.available, 1);
        QVERIFY(s.workers[1].givenUp);
        QCOMPARE(s.workers[1].startFailures, 3);
        VERIFY_CONTAINS(s.workers[1].unavailableReason, "worker 1 could not be started after 3 attempts");
        VERIFY_CONTAINS(s.workers[1].unavailableReason, "SIGABRT");
        QCOMPARE(gaveUp.load(), 1);
        QCOMPARE(pool.available(), 1);
    }

    void poolGivesUpARefusingWorkerAtOnce() {
        WorkerPool pool({{kFake, {}}, {kFake, {"--refuse"}}}, poolOptions());
        QCOMPARE(pool.start(), 1);
        PoolStats s = pool.stats();
        QVERIFY(s.workers[1].givenUp);
        QCOMPARE(s.workers[1].startFailures, 1); // not retried
        VERIFY_CONTAINS(s.workers[1].unavailableReason, "worker 1 cannot serve: no usable device");
        QCOMPARE(s.workers[1].hello["ok"].get<bool>(), false);
        QVERIFY(pool.run(op("echo"), 2000ms).ok());
    }

    void poolWithNoWorkerLeftFailsJobsClearly() {
        WorkerPool pool({{kFake, {"--crash-at-start"}}}, poolOptions());
        auto r = pool.runAll({op("echo"), op("echo")}, 1000ms);
        for (auto& x : r) {
            QCOMPARE(x.kind, JobOutcome::Unavailable);
            VERIFY_CONTAINS(x.reason, "no worker is left to run it");
            VERIFY_CONTAINS(x.reason, "could not be started after 3 attempts");
        }
        QCOMPARE(pool.available(), 0);
        QCOMPARE(pool.stats().startFailures, 3); // given up: not retried on every batch
        QCOMPARE(pool.run(op("echo"), 1000ms).kind, JobOutcome::Unavailable);
        QCOMPARE(pool.stats().startFailures, 3);
    }

    void poolCancelBetweenJobs() {
        WorkerPool pool({{kFake, {}}}, poolOptions());
        QCOMPARE(pool.start(), 1);
        std::vector<json> jobs(10, op("sleep", {{"ms", 100}}));
        std::vector<JobResult> r;
        auto t0 = Clock::now();
        std::thread t([&] { r = pool.runAll(jobs, 2000ms); });
        std::this_thread::sleep_for(250ms);
        pool.cancel();
        t.join();
        QVERIFY2(msSince(t0) < 600, std::to_string(msSince(t0)).c_str());
        int ok = 0, cancelled = 0;
        for (auto& x : r) {
            ok += x.ok();
            cancelled += x.kind == JobOutcome::Cancelled;
        }
        QVERIFY(ok >= 2 && ok <= 4);
        QCOMPARE(ok + cancelled, 10);
        QVERIFY(pool.run(op("echo"), 1000ms).ok()); // later batches are unaffected
        QCOMPARE(pool.stats().restarts, 0);
    }

    void poolCancelInterruptsRunningJob() {
        WorkerPool pool({{kFake, {}}}, poolOptions());
        QCOMPARE(pool.start(), 1);
        JobResult r;
        auto t0 = Clock::now();
        std::thread t([&] { r = pool.run(op("hang"), 30000ms); });
        std::this_thread::sleep_for(200ms);
        pool.cancel(true);
        t.join();
        QVERIFY(msSince(t0) < 1000);
        QCOMPARE(r.kind, JobOutcome::Cancelled);
        QVERIFY(processGone(r.pid));
        QVERIFY(pool.run(op("echo"), 2000ms).ok());
    }

    void destructionWhileAJobHangs() {
        auto pool = std::make_unique<WorkerPool>(WorkerPool::perDevice(kFake, 2), poolOptions());
        QCOMPARE(pool->start(), 2);
        std::vector<int> pids;
        for (auto& w : pool->stats().workers)
            pids.push_back(w.pid);
        std::vector<JobResult> r;
        WorkerPool* raw = pool.get();
        std::thread t([&r, raw] { r = raw->runAll({op("hang"), op("hang"), op("echo")}, 30000ms); });
        std::this_thread::sleep_for(300ms);
        auto t0 = Clock::now();
        pool.reset();
        QVERIFY2(msSince(t0) < 1000, std::to_string(msSince(t0)).c_str());
        t.join();
        QCOMPARE(r.size(), std::size_t(3));
        QCOMPARE(r[0].kind, JobOutcome::Cancelled);
        QCOMPARE(r[1].kind, JobOutcome::Cancelled);
        QCOMPARE(r[2].kind, JobOutcome::Cancelled);
        for (int pid : pids)
            QVERIFY(processGone(pid));
    }

    void idlePoolDestructionStopsWorkers() {
        std::vector<int> pids;
        {
            WorkerPool pool(WorkerPool::perDevice(kFake, 3), poolOptions());
            QCOMPARE(pool.start(), 3);
            for (auto& w : pool.stats().workers)
                pids.push_back(w.pid);
        }
        for (int pid : pids)
            QVERIFY(processGone(pid));
    }

    // Last: everything above must have left no child and no descriptor behind.
    void noZombiesNoDescriptors() {
        int status = 0;
        pid_t p = ::waitpid(-1, &status, WNOHANG);
        QVERIFY2(p == -1 && errno == ECHILD, ("a child is left: " + std::to_string(p)).c_str());
        QCOMPARE(countFds(), baselineFds_);
    }
};

QTEST_APPLESS_MAIN(TestWorkerPool)
#include "tst_worker_pool.moc"
