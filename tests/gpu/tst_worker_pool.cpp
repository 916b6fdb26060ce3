// The parent side of the isolated GPU workers, with real processes (tests/gpu/fake_worker):
// every outcome of a job (reply, timeout, crash, protocol error, fatal reply, cancel), start
// failures, the pool's restarts, parallelism and ordering, and that nothing leaks (no
// zombie, no descriptor, no surviving grandchild). Nothing here asserts on wall-clock
// durations: parallelism is shown by the jobs' own start and end times (which overlap),
// deadlines and cancellations by the outcome they give and the worker they kill.
#include "gpu/client/WorkerPool.h"
#include "gpu/client/WorkerProcess.h"
#include "gpu/protocol/WorkerProtocol.h"

#include "tests/WaitUntil.h"

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

/// A fresh path for a "hang" job's "started_file" (written by fake_worker once the job runs).
std::string startedFile(const std::string& name) {
    auto dir = std::filesystem::temp_directory_path() / ("augur-pool-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto path = dir / name;
    std::filesystem::remove(path);
    return path.string();
}

/// The pid fake_worker wrote to a "started_file"; 0 while it is not written.
int startedPid(const std::string& path) {
    std::ifstream in(path);
    int pid = 0;
    return in >> pid ? pid : 0;
}

int countFds() {
    int n = 0;
    for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator("/proc/self/fd")) ++n;
    return n;
}

// Gone, or a zombie of some other parent (an orphan re-parented to an init that is slow to reap).
bool processGone(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    if (!stat) return true;
    std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
    auto close = text.rfind(')');
    return close != std::string::npos && close + 2 < text.size() && (text[close + 2] == 'Z' || text[close + 2] == 'X');
}

bool waitGone(pid_t pid) {
    return augur::test::waitUntil([pid] { return processGone(pid); }, 10s);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

json op(const std::string& name, json extra = json::object()) {
    extra["op"] = name;
    return extra;
}

} // namespace

#define VERIFY_CONTAINS(text, part)                                                                                    \
    QVERIFY2(contains((text), (part)), (std::string("'") + (part) + "' not in: " + (text)).c_str())

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
        JobResult r = w.run(op("hang"), 300ms);
        // The deadline killed the worker in the middle of the job: the outcome says so, the
        // job had started (its stderr line), and the process is gone.
        QCOMPARE(r.kind, JobOutcome::Timeout);
        QCOMPARE(r.pid, static_cast<int>(pid));
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
        JobResult a = w.run(op("crash"), 5000ms);
        QCOMPARE(a.kind, JobOutcome::Crash); // noticed as a crash, not at the deadline (Timeout)
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
        JobResult r = w.run(op("exit_leave_child"), 5000ms);
        // The exit is noticed although the child keeps stdout open: a crash with the exit
        // status, not a missed deadline.
        QCOMPARE(r.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r.reason, "exited with status 4");
        QVERIFY(r.reason.find("deadline") == std::string::npos);
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
        QVERIFY(waitGone(w.pid())); // it is gone before the next request
        JobResult r = w.run(op("echo"), 2000ms);
        QCOMPARE(r.kind, JobOutcome::Crash);
        VERIFY_CONTAINS(r.reason, "exited with status 0");

        QVERIFY(w.restart());
        ::kill(w.pid(), SIGKILL);
        QVERIFY(waitGone(w.pid()));
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
            QVERIFY(!w.start());
            QVERIFY(!w.running()); // the silent process was stopped
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
        for (int i = 0; i < 8; ++i) jobs.push_back(op("sleep", {{"ms", 200}, {"tag", i}}));
        auto results = pool.runAll(jobs, 2000ms);
        QCOMPARE(results.size(), std::size_t(8));
        std::set<int> pids;
        for (int i = 0; i < 8; ++i) {
            QVERIFY2(results[i].ok(), results[i].reason.c_str());
            QCOMPARE(results[i].result()["tag"].get<int>(), i);
            pids.insert(results[i].result()["pid"].get<int>());
        }
        QCOMPARE(pids.size(), std::size_t(2));
        // The jobs' own start and end times (the workers' monotonic clock): each worker ran
        // its jobs one after another, and the two workers ran at the same time: some job of
        // one started before a job of the other had finished, both ways.
        auto started = [&](int i) { return results[i].result()["started_ns"].get<long long>(); };
        auto finished = [&](int i) { return results[i].result()["finished_ns"].get<long long>(); };
        auto pidOf = [&](int i) { return results[i].result()["pid"].get<int>(); };
        bool overlapped = false;
        for (int a = 0; a < 8; ++a) {
            QVERIFY(started(a) < finished(a));
            for (int b = a + 1; b < 8; ++b) {
                const bool overlap = started(a) < finished(b) && started(b) < finished(a);
                if (pidOf(a) == pidOf(b))
                    QVERIFY2(!overlap, "one worker ran two jobs at once");
                else
                    overlapped = overlapped || overlap;
            }
        }
        QVERIFY2(overlapped, "the two workers never ran jobs at the same time");
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
        auto results = pool.runAll({op("hang"), op("echo", {{"payload", "after"}})}, 300ms);
        QCOMPARE(results[0].kind, JobOutcome::Timeout);
        VERIFY_CONTAINS(results[0].reason, "missed its deadline of 300 ms");
        QVERIFY(processGone(results[0].pid)); // the hung worker was killed, then replaced
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
        auto r = pool.runAll(
            {op("crash"), op("segv"), op("garbage"), op("fatal"), op("echo", {{"payload", 1}}), json{{"op", 5}}},
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
            if (contains(e, "given up")) ++gaveUp;
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
        std::thread t([&] { r = pool.runAll(jobs, 2000ms); });
        // Cancel once two jobs have been answered (counted by the pool, not timed).
        const bool twoDone = augur::test::waitUntil([&] { return pool.stats().replies >= 2; }, 10s);
        const std::int64_t before = pool.stats().replies;
        pool.cancel();
        const std::int64_t after = pool.stats().replies;
        t.join();
        QVERIFY2(twoDone, "the batch never answered two jobs");
        int ok = 0, cancelled = 0;
        for (auto& x : r) {
            ok += x.ok();
            cancelled += x.kind == JobOutcome::Cancelled;
        }
        // What was answered before the cancel stays answered; at most the one job running on
        // the single worker when it came finishes after it; the rest never start.
        QVERIFY2(ok >= before && ok <= after + 1,
                 (std::to_string(ok) + " answered, " + std::to_string(before) + "/" + std::to_string(after) +
                  " at the cancel")
                     .c_str());
        QVERIFY(cancelled >= 1);
        QCOMPARE(ok + cancelled, 10);
        QVERIFY(pool.run(op("echo"), 1000ms).ok()); // later batches are unaffected
        QCOMPARE(pool.stats().restarts, 0);
    }

    void poolCancelInterruptsRunningJob() {
        WorkerPool pool({{kFake, {}}}, poolOptions());
        QCOMPARE(pool.start(), 1);
        JobResult r;
        const std::string started = startedFile("interrupted");
        std::thread t([&] { r = pool.run(op("hang", {{"started_file", started}}), 30000ms); });
        // Cancel once the job runs (it would hang there until its 30 s deadline).
        const bool running = augur::test::waitUntil([&] { return startedPid(started) != 0; }, 10s);
        pool.cancel(true);
        t.join();
        QVERIFY2(running, "the job never started");
        // Interrupted, not left to its deadline (that would be a Timeout): the worker that ran
        // it was killed.
        QCOMPARE(r.kind, JobOutcome::Cancelled);
        QCOMPARE(r.pid, startedPid(started));
        QVERIFY(processGone(r.pid));
        QCOMPARE(pool.stats().workers[0].cancelled, std::int64_t(1));
        std::filesystem::remove(started);
        QVERIFY(pool.run(op("echo"), 2000ms).ok());
    }

    void destructionWhileAJobHangs() {
        auto pool = std::make_unique<WorkerPool>(WorkerPool::perDevice(kFake, 2), poolOptions());
        QCOMPARE(pool->start(), 2);
        std::vector<int> pids;
        for (auto& w : pool->stats().workers) pids.push_back(w.pid);
        std::vector<JobResult> r;
        WorkerPool* raw = pool.get();
        const std::string first = startedFile("first"), second = startedFile("second");
        std::thread t([&r, raw, first, second] {
            r = raw->runAll({op("hang", {{"started_file", first}}), op("hang", {{"started_file", second}}), op("echo")},
                            30000ms);
        });
        // Destroy the pool once both workers hang in a job.
        const bool bothBusy =
            augur::test::waitUntil([&] { return startedPid(first) != 0 && startedPid(second) != 0; }, 10s);
        pool.reset(); // kills the hanging workers instead of waiting for their 30 s deadline
        t.join();
        QVERIFY2(bothBusy, "the jobs never reached both workers");
        QCOMPARE(r.size(), std::size_t(3));
        QCOMPARE(r[0].kind, JobOutcome::Cancelled);
        QCOMPARE(r[1].kind, JobOutcome::Cancelled);
        QCOMPARE(r[2].kind, JobOutcome::Cancelled);
        for (int pid : pids) QVERIFY(processGone(pid));
        QCOMPARE(std::set<int>({startedPid(first), startedPid(second)}), std::set<int>(pids.begin(), pids.end()));
        std::filesystem::remove_all(std::filesystem::path(first).parent_path());
    }

    void idlePoolDestructionStopsWorkers() {
        std::vector<int> pids;
        {
            WorkerPool pool(WorkerPool::perDevice(kFake, 3), poolOptions());
            QCOMPARE(pool.start(), 3);
            for (auto& w : pool.stats().workers) pids.push_back(w.pid);
        }
        for (int pid : pids) QVERIFY(processGone(pid));
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
