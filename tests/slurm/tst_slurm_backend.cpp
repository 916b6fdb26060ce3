// The slurm backend against a real one-node Slurm cluster started on this machine
// (tests/slurm/cluster.sh: slurmctld, slurmd and munged from Debian's slurm-wlm and munge,
// a partition without GPU GRES). Workers are fake_worker in its measuring mode, started as
// job steps by srun, so everything but the GPU is real: allocations, steps, srun's stdio,
// scancel, node states, time limits and the controller going away.
//
// Cases: a session measured through Slurm (job ids in every result), a job step killed on a
// missed deadline, an allocation cancelled, a node set DOWN, a job past its time limit,
// the controller stopped and started mid-session, a job that stays pending, and bad input
// (a partition that does not exist, an unreachable controller, a worker path missing on
// the nodes), none of which may damage a session file.
#include "core/backend/BackendRegistry.h"
#include "core/backend/ClusterView.h"
#include "core/base/InputError.h"
#include "core/engine/Engine.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"
#include "gpu/slurm/SlurmBackend.h"

#include "tests/WaitUntil.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <unistd.h>

using namespace augur;
namespace fs = std::filesystem;
using nlohmann::json;
using namespace std::chrono_literals;

namespace {

const std::string kProblem = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/vector_add_f32";
const std::string kClusterScript = std::string(AUGUR_SOURCE_DIR) + "/tests/slurm/cluster.sh";

/// Per-job deadline the test's backends use (the deadline case shortens it).
std::chrono::milliseconds g_deadline{120000};

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

/// Runs a command, returns its stdout; fails the test on a non-zero exit when `mustSucceed`.
std::string sh(const QString& program, const QStringList& args, bool mustSucceed = true, int* exitCode = nullptr) {
    QProcess p;
    p.start(program, args);
    p.waitForFinished(120000);
    if (exitCode) *exitCode = p.exitCode();
    std::string out = p.readAllStandardOutput().toStdString();
    if (mustSucceed && (p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0))
        qWarning("%s %s failed: %s %s", qPrintable(program), qPrintable(args.join(' ')), out.c_str(),
                 p.readAllStandardError().constData());
    return out;
}

std::string shortHostname() {
    char name[256] = {};
    ::gethostname(name, sizeof name - 1);
    std::string h(name);
    return h.substr(0, h.find('.'));
}

/// The SLURM_JOB_ID in a running process's environment ("" if none).
std::string jobOfPid(pid_t pid) {
    const std::string env = readFile("/proc/" + std::to_string(pid) + "/environ");
    std::stringstream ss(env);
    std::string entry;
    while (std::getline(ss, entry, '\0'))
        if (entry.rfind("SLURM_JOB_ID=", 0) == 0) return entry.substr(13);
    return {};
}

bool alive(pid_t pid) { return ::kill(pid, 0) == 0; }

std::map<CandidateId, Candidate> loadRows(const std::string& path) {
    std::map<CandidateId, Candidate> out;
    for (auto& row : SessionStore::open(path)->loadCandidates()) out[row.candidate.id] = row.candidate;
    return out;
}

} // namespace

class TestSlurmBackend : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string state_; ///< the cluster's state folder
    std::string conf_; ///< its slurm.conf
    std::string node_;
    int caseNumber_ = 0;

    void cluster(const char* what) {
        int code = 0;
        sh("bash", {QString::fromStdString(kClusterScript), what, QString::fromStdString(state_)}, true, &code);
        QVERIFY2(code == 0, what);
    }

    void scontrol(const QStringList& args) { sh("scontrol", args); }

    /// Settings of the test cluster: partition "augur", no GPU GRES, fake_worker on the node.
    SlurmSettings settings() const {
        SlurmSettings s;
        s.partition = "augur";
        s.gpusPerJob = 0;
        s.jobs = 1;
        s.timeLimit = "10";
        s.workerPath = AUGUR_FAKE_WORKER;
        s.pendingTimeoutS = 60;
        s.controllerWaitS = 60;
        return s;
    }

    SessionConfig config(int budget, const SlurmSettings& s) const {
        SessionConfig c;
        c.backend = "slurm";
        c.problemPath = kProblem;
        c.strategy = SearchStrategy::MeasureAll;
        c.maxMeasurements = budget;
        c.seed = 5;
        c.slurm = s;
        return c;
    }

    /// A fresh folder for fake_worker's measure counter; `holdAt` > 0 holds that measure job.
    std::string freshWorkerDir(int holdAt, int measureMs = 0) {
        std::string d = dir_.filePath("worker" + QString::number(++caseNumber_)).toStdString();
        fs::create_directories(d);
        ::setenv("AUGUR_FAKE_MEASURE_DIR", d.c_str(), 1);
        if (holdAt > 0)
            ::setenv("AUGUR_FAKE_HOLD_AT", std::to_string(holdAt).c_str(), 1);
        else
            ::unsetenv("AUGUR_FAKE_HOLD_AT");
        if (measureMs > 0)
            ::setenv("AUGUR_FAKE_MEASURE_MS", std::to_string(measureMs).c_str(), 1);
        else
            ::unsetenv("AUGUR_FAKE_MEASURE_MS");
        return d;
    }

    /// Waits for fake_worker to hold its measurement; returns the holding pid.
    pid_t waitHeld(const std::string& workerDir, Engine& engine) {
        test::waitUntil([&] { return fs::exists(workerDir + "/held") || engine.finished(); }, 120s, 20ms);
        if (!fs::exists(workerDir + "/held")) return 0;
        pid_t pid = 0;
        std::ifstream(workerDir + "/held") >> pid;
        return pid;
    }

    std::string sessionPath(const char* name) { return dir_.filePath(name).toStdString(); }

    /// Steps and jobs of this test still known to the controller in a live state.
    std::string liveJobs() {
        return sh("squeue", {"-h", "-t", "PENDING,RUNNING,CONFIGURING,COMPLETING", "-o", "%i|%j|%T"}, false);
    }

    /// Every candidate measured ok or failed as expected; no one left measuring.
    static void checkFinishedFile(const std::string& path, int budget, int expectFailed) {
        const auto rows = loadRows(path);
        int measured = 0, failed = 0;
        for (const auto& [id, c] : rows) {
            QVERIFY(c.state != CandidateState::Measuring);
            if (c.origin == Origin::Reference || !c.measurement) continue;
            ++measured;
            if (!c.measurement->ok()) ++failed;
            QCOMPARE(c.measurement->backend, std::string("slurm"));
        }
        QCOMPARE(measured, budget);
        QCOMPARE(failed, expectFailed);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY2(fs::exists(AUGUR_FAKE_WORKER), AUGUR_FAKE_WORKER);
        int code = 0;
        sh("bash", {"-c", "command -v slurmctld && command -v slurmd && command -v munged && command -v srun"}, false,
           &code);
        QVERIFY2(
            code == 0,
            "slurmctld, slurmd, munged and srun are needed (Debian: slurm-wlm and munge; ./test.sh installs them)");
        state_ = dir_.filePath("cluster").toStdString();
        const std::string out =
            sh("bash", {QString::fromStdString(kClusterScript), "start", QString::fromStdString(state_)}, false, &code);
        QVERIFY2(code == 0, ("the test cluster did not start: " + out + readFile(state_ + "/slurmctld.log")).c_str());
        const std::regex conf("SLURM_CONF=([^\\s]+)");
        std::smatch m;
        QVERIFY2(std::regex_search(out, m, conf), out.c_str());
        conf_ = m[1].str();
        ::setenv("SLURM_CONF", conf_.c_str(), 1);
        node_ = shortHostname();
        qInfo("one-node cluster up: SLURM_CONF=%s, node %s", conf_.c_str(), node_.c_str());
        // The real backend, with the test's per-job deadline.
        BackendRegistry::add("slurm",
                             [](const Problem& problem, const SessionConfig& c) -> std::unique_ptr<MeasurementBackend> {
                                 gpu::SlurmBackendOptions o;
                                 o.settings = c.slurm;
                                 o.measure.seed = c.seed;
                                 o.deadline = g_deadline;
                                 o.startDeadline = std::chrono::milliseconds(60000);
                                 o.monitorInterval = std::chrono::milliseconds(500);
                                 o.commandTimeout = std::chrono::milliseconds(15000);
                                 o.onEvent = [](const std::string& line) { qInfo("%s", line.c_str()); };
                                 return std::make_unique<gpu::SlurmBackend>(problem, std::move(o));
                             });
    }

    void cleanupTestCase() {
        if (!state_.empty()) cluster("stop");
    }

    void sessionThroughSlurm() {
        freshWorkerDir(0);
        const std::string path = sessionPath("through_slurm.augur");
        SlurmSettings s = settings();
        s.jobs = 2;
        auto engine = SessionFactory::create(config(12, s), path);
        engine->run();
        engine->rethrowIfFailed();
        QCOMPARE(engine->stopReason(), std::string("measurement budget used (12)"));
        const auto& backend = dynamic_cast<const gpu::SlurmBackend&>(engine->backend());
        const std::vector<std::string> jobs = backend.jobIds();
        QCOMPARE(jobs.size(), std::size_t(2)); // two allocations, no fault: no resubmission
        const auto snap = backend.clusterActivity()->snapshot();
        QCOMPARE(snap.lost, std::int64_t(0));
        QVERIFY(snap.measurements >= 13); // the reference and the 12 candidates
        QVERIFY(snap.perMinuteOverall > 0.0);
        // A finished run holds no allocation, though the session is still open (shown).
        for (const auto& j : snap.jobs) QCOMPARE(j.state, std::string("CANCELLED"));
        engine.reset();
        checkFinishedFile(path, 12, 0);
        // Every result names the job, step and node it ran on, in one of the session's jobs.
        std::set<std::string> used;
        for (const auto& [id, c] : loadRows(path)) {
            if (!c.measurement) continue;
            const json where = c.measurement->report.json().value("placement", json());
            QVERIFY2(where.is_object(), ("#" + std::to_string(id) + " has no placement").c_str());
            const std::string job = where.value("slurm_job_id", "");
            QVERIFY2(std::find(jobs.begin(), jobs.end(), job) != jobs.end(), job.c_str());
            QVERIFY(!where.value("slurm_step_id", "").empty());
            QCOMPARE(where.value("slurm_node", ""), node_);
            QCOMPARE(where.value("gpu", ""), std::string("fake"));
            used.insert(job);
            qInfo("#%d measured in slurm job %s step %s on %s: S = %.3f", static_cast<int>(id), job.c_str(),
                  where.value("slurm_step_id", "").c_str(), where.value("node", "").c_str(), c.measurement->speedup);
        }
        QCOMPARE(used.size(), std::size_t(2)); // both allocations measured
        // Nothing of the session is left on the cluster (released when the run finished).
        test::waitUntil([&] { return liveJobs().find("augur-") == std::string::npos; }, 20s, 200ms);
        QVERIFY2(liveJobs().find("augur-") == std::string::npos, liveJobs().c_str());
    }

    void missedDeadlineKillsTheStep() {
        const std::string workerDir = freshWorkerDir(4);
        g_deadline = std::chrono::milliseconds(3000);
        const std::string path = sessionPath("deadline.augur");
        auto engine = SessionFactory::create(config(6, settings()), path);
        engine->start();
        const pid_t held = waitHeld(workerDir, *engine);
        QVERIFY2(held > 0, "the worker never held its measurement");
        engine->wait();
        g_deadline = std::chrono::milliseconds(120000);
        engine->rethrowIfFailed();
        // The held kernel is the candidate's fault: a timeout, and its step is gone from the node.
        test::waitUntil([&] { return !alive(held); }, 20s, 100ms);
        QVERIFY2(!alive(held), "the step of the timed-out worker still runs on the node");
        engine.reset();
        checkFinishedFile(path, 6, 1);
        int timeouts = 0;
        for (const auto& [id, c] : loadRows(path))
            if (c.measurement && c.measurement->status == MeasurementStatus::Timeout) ++timeouts;
        QCOMPARE(timeouts, 1);
    }

    void cancelledAllocationIsRunAgain() {
        const std::string workerDir = freshWorkerDir(4);
        const std::string path = sessionPath("scancel.augur");
        auto engine = SessionFactory::create(config(8, settings()), path);
        engine->start();
        const pid_t held = waitHeld(workerDir, *engine);
        QVERIFY2(held > 0, "the worker never held its measurement");
        const std::string job = jobOfPid(held);
        QVERIFY2(!job.empty(), "the held worker is not in a Slurm job");
        qInfo("scancel %s while it holds a measurement", job.c_str());
        sh("scancel", {QString::fromStdString(job)});
        engine->wait();
        engine->rethrowIfFailed();
        const auto snap = clusterActivityOf(engine->backend())->snapshot();
        QVERIFY2(snap.lost >= 1, "the lost job was not counted");
        QVERIFY(snap.allocations >= 2);
        bool cancelledSeen = false;
        for (const auto& e : snap.events)
            if (e.kind == "lost" && e.text.find("job " + job) != std::string::npos &&
                e.text.find("cancelled") != std::string::npos)
                cancelledSeen = true;
        QVERIFY2(cancelledSeen, "no 'lost' event naming the cancelled job");
        engine.reset();
        checkFinishedFile(path, 8, 0); // the lost measurement was taken again, not failed
    }

    void nodeDownThenBack() {
        const std::string workerDir = freshWorkerDir(4);
        const std::string path = sessionPath("node_down.augur");
        auto engine = SessionFactory::create(config(8, settings()), path);
        engine->start();
        const pid_t held = waitHeld(workerDir, *engine);
        QVERIFY2(held > 0, "the worker never held its measurement");
        scontrol({"update", "nodename=" + QString::fromStdString(node_), "state=down", "reason=augur-test"});
        // The backend loses the job and waits for a new allocation, pending on the down node.
        const bool pendingSeen = test::waitUntil(
            [&] {
                const auto snap = clusterActivityOf(engine->backend())->snapshot();
                return snap.lost >= 1 && snap.pending >= 1;
            },
            60s, 200ms);
        scontrol({"update", "nodename=" + QString::fromStdString(node_), "state=resume"});
        QVERIFY2(pendingSeen, "no pending allocation while the node was down");
        engine->wait();
        engine->rethrowIfFailed();
        const auto snap = clusterActivityOf(engine->backend())->snapshot();
        QVERIFY(snap.allocations >= 2);
        engine.reset();
        checkFinishedFile(path, 8, 0);
    }

    void timeLimitEndsTheAllocation() {
        const std::string workerDir = freshWorkerDir(3);
        const std::string path = sessionPath("time_limit.augur");
        auto engine = SessionFactory::create(config(5, settings()), path);
        engine->start();
        const pid_t held = waitHeld(workerDir, *engine);
        QVERIFY2(held > 0, "the worker never held its measurement");
        const std::string job = jobOfPid(held);
        QVERIFY(!job.empty());
        // The allocation's limit drops to one minute; it has run longer than... not yet: the
        // controller ends it at its next time-limit check once a minute has passed.
        scontrol({"update", "jobid=" + QString::fromStdString(job), "timelimit=1"});
        engine->wait();
        engine->rethrowIfFailed();
        const auto snap = clusterActivityOf(engine->backend())->snapshot();
        bool timeoutSeen = false;
        for (const auto& e : snap.events)
            if (e.text.find("job " + job) != std::string::npos && e.text.find("time limit") != std::string::npos)
                timeoutSeen = true;
        QVERIFY2(timeoutSeen, "no event says the job reached its time limit");
        engine.reset();
        checkFinishedFile(path, 5, 0);
    }

    void controllerAwayAndBack() {
        freshWorkerDir(0, 300);
        const std::string path = sessionPath("controller.augur");
        auto engine = SessionFactory::create(config(50, settings()), path);
        engine->start();
        // The controller goes away once a step is measuring.
        QVERIFY2(test::waitUntil([&] { return clusterActivityOf(engine->backend())->snapshot().measurements > 0; }, 60s,
                                 50ms),
                 "nothing was measured within 60 s");
        cluster("stop-controller");
        // The running step goes on measuring without the controller; the monitor notices
        // (its squeue fails after MessageTimeout).
        test::waitUntil([&] { return !clusterActivityOf(engine->backend())->snapshot().controllerUp; }, 30s, 100ms);
        const auto away = clusterActivityOf(engine->backend())->snapshot();
        test::waitUntil(
            [&] {
                return clusterActivityOf(engine->backend())->snapshot().measurements > away.measurements ||
                    engine->finished();
            },
            30s, 50ms);
        const std::int64_t measuredWhileAway =
            clusterActivityOf(engine->backend())->snapshot().measurements - away.measurements;
        cluster("start-controller");
        QVERIFY2(!away.controllerUp, "the controller's absence was not noticed within 30 s");
        qInfo("controller away: %s; %lld measurements while it was away", away.controllerError.c_str(),
              static_cast<long long>(measuredWhileAway));
        QVERIFY(measuredWhileAway > 0 || engine->finished());
        engine->wait();
        engine->rethrowIfFailed();
        const auto snap = clusterActivityOf(engine->backend())->snapshot();
        bool down = false, back = false;
        for (const auto& e : snap.events) {
            down = down || (e.kind == "controller" && e.text.find("unreachable") != std::string::npos);
            back = back || (e.kind == "controller" && e.text.find("back") != std::string::npos);
        }
        QVERIFY2(down, "the controller's absence was not noticed");
        QVERIFY2(back, "the controller's return was not noticed");
        engine.reset();
        checkFinishedFile(path, 50, 0);
    }

    void pendingTooLongIsAClearError() {
        freshWorkerDir(0);
        scontrol({"update", "nodename=" + QString::fromStdString(node_), "state=drain", "reason=augur-test"});
        SlurmSettings s = settings();
        s.pendingTimeoutS = 4;
        const std::string path = sessionPath("pending.augur");
        std::string error;
        try {
            (void)SessionFactory::create(config(4, s), path);
        } catch (const InputError& e) {
            error = e.what();
            QCOMPARE(e.field(), std::string("slurm.pending_timeout_s"));
        }
        // SIGTERM (or Ctrl-C, or a dropped terminal) while the allocation pends: augur-cli
        // cancels it and exits at once, writing nothing.
        const std::string cliPath = sessionPath("pending_cli.augur");
        QProcess cli;
        cli.start(AUGUR_CLI,
                  {"run", "--problem", QString::fromStdString(kProblem), "--session", QString::fromStdString(cliPath),
                   "--slurm-partition", "augur", "--slurm-gpus-per-job", "0", "--slurm-worker", AUGUR_FAKE_WORKER,
                   "--slurm-time-limit", "10"});
        QVERIFY(cli.waitForStarted());
        test::waitUntil([&] { return liveJobs().find("PENDING") != std::string::npos; }, 20s, 100ms);
        QVERIFY2(liveJobs().find("PENDING") != std::string::npos, "augur-cli's allocation never pended");
        cli.terminate();
        QElapsedTimer stop;
        stop.start();
        QVERIFY(cli.waitForFinished(15000));
        qInfo("augur-cli stopped %.1f s after SIGTERM: %s", stop.elapsed() / 1000.0,
              cli.readAllStandardError().trimmed().right(160).constData());
        QVERIFY(cli.exitCode() != 0);
        QVERIFY(!fs::exists(cliPath));
        QVERIFY2(liveJobs().find("augur-") == std::string::npos, liveJobs().c_str());
        scontrol({"update", "nodename=" + QString::fromStdString(node_), "state=resume"});
        qInfo("pending: %s", error.c_str());
        QVERIFY2(error.find("pending") != std::string::npos, error.c_str());
        QVERIFY(!fs::exists(path)); // nothing written
        QVERIFY2(liveJobs().find("augur-") == std::string::npos, "the pending allocation was left behind");
    }

    void badInputNamesTheSetting_data() {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("field");
        QTest::newRow("partition") << "partition"
                                   << "slurm.partition";
        QTest::newRow("time limit over the partition's") << "partition time limit"
                                                         << "slurm.time_limit";
        QTest::newRow("worker path") << "worker"
                                     << "slurm.worker_path";
        QTest::newRow("controller") << "controller"
                                    << "slurm (controller)";
    }

    void badInputNamesTheSetting() {
        QFETCH(QString, what);
        QFETCH(QString, field);
        freshWorkerDir(0);
        SlurmSettings s = settings();
        std::string deadConf;
        if (what == "partition") s.partition = "nope";
        if (what == "partition time limit") {
            s.partition = "tiny"; // MaxTime=1 (minute): the job pends "PartitionTimeLimit" for ever
            s.timeLimit = "02:00:00";
        }
        if (what == "worker") s.workerPath = "/nonexistent/augur-worker";
        if (what == "controller") {
            // The same cluster's configuration with the controller on a port nobody listens on.
            std::string text = readFile(conf_);
            text = std::regex_replace(text, std::regex("SlurmctldPort=\\d+"), "SlurmctldPort=9");
            deadConf = dir_.filePath("dead.conf").toStdString();
            std::ofstream(deadConf) << text;
            ::setenv("SLURM_CONF", deadConf.c_str(), 1);
        }
        const std::string path = sessionPath(("bad_" + what.toStdString() + ".augur").c_str());
        QElapsedTimer t;
        t.start();
        std::string error, gotField;
        try {
            (void)SessionFactory::create(config(4, s), path);
        } catch (const InputError& e) {
            error = e.what();
            gotField = e.field();
        } catch (const std::exception& e) {
            error = std::string("not an InputError: ") + e.what();
        }
        ::setenv("SLURM_CONF", conf_.c_str(), 1);
        qInfo("%s (%.1f s)", error.c_str(), t.elapsed() / 1000.0);
        QCOMPARE(QString::fromStdString(gotField), field);
        QVERIFY2(error.find('\n') == std::string::npos, "the error is not one line");
        QVERIFY(!fs::exists(path));
        QVERIFY(t.elapsed() < 60000);
        test::waitUntil([&] { return liveJobs().find("augur-") == std::string::npos; }, 20s, 200ms);
        QVERIFY2(liveJobs().find("augur-") == std::string::npos, liveJobs().c_str());
    }

    void cliRunsThroughSlurm() {
        freshWorkerDir(0);
        const std::string path = sessionPath("cli.augur");
        QProcess p;
        p.start(AUGUR_CLI,
                {"run", "--problem", QString::fromStdString(kProblem), "--strategy", "measure-all",
                 "--max-measurements", "6", "--session", QString::fromStdString(path), "--slurm-partition", "augur",
                 "--slurm-gpus-per-job", "0", "--slurm-jobs", "2", "--slurm-worker", AUGUR_FAKE_WORKER,
                 "--slurm-time-limit", "10"});
        QVERIFY(p.waitForFinished(180000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(p.exitCode() == 0, err.constData());
        const json summary = json::parse(p.readAllStandardOutput().toStdString());
        QCOMPARE(summary["measured"].get<int>(), 6);
        const json& cluster = summary["cluster"];
        QCOMPARE(cluster["scheduler"].get<std::string>(), std::string("slurm"));
        QCOMPARE(cluster["allocations_submitted"].get<int>(), 2);
        QCOMPARE(cluster["jobs"].size(), std::size_t(2));
        QVERIFY(cluster["jobs_answered"].get<int>() >= 7);
        QVERIFY2(err.contains("slurm: job ") && err.contains(" running on "), err.constData()); // events on stderr
        // The stored config says where it ran, so resume asks the cluster for the same.
        QCOMPARE(SessionStore::open(path)->config().slurm.jobs, 2);
        qInfo("augur-cli run --backend slurm: %s", cluster.dump().c_str());
        // A refused setting: exit 2, one line naming it, no file.
        const std::string bad = sessionPath("cli_bad.augur");
        p.start(AUGUR_CLI,
                {"run", "--problem", QString::fromStdString(kProblem), "--session", QString::fromStdString(bad),
                 "--slurm-partition", "nope", "--slurm-worker", AUGUR_FAKE_WORKER});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        const QString line = QString::fromUtf8(p.readAllStandardError()).trimmed();
        QVERIFY2(line.contains("slurm.partition") && !line.contains('\n'), qPrintable(line));
        QVERIFY(!fs::exists(bad));
        // cluster-check: an allocation, every worker's hello, then nothing left behind.
        p.start(AUGUR_CLI,
                {"cluster-check", "-q", "--slurm-partition", "augur", "--slurm-gpus-per-job", "0", "--slurm-worker",
                 AUGUR_FAKE_WORKER});
        QVERIFY(p.waitForFinished(120000));
        QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
        const json check = json::parse(p.readAllStandardOutput().toStdString());
        QCOMPARE(check["workers"].size(), std::size_t(1));
        QCOMPARE(check["workers"][0]["host"]["slurm_node"].get<std::string>(), node_);
    }

    void resumeWithoutControllerLeavesTheFile() {
        freshWorkerDir(0);
        const std::string path = sessionPath("resume_dead.augur");
        {
            auto engine = SessionFactory::create(config(3, settings()), path);
            engine->run();
            engine->rethrowIfFailed();
        }
        const std::string before = readFile(path);
        std::string text = std::regex_replace(readFile(conf_), std::regex("SlurmctldPort=\\d+"), "SlurmctldPort=9");
        const std::string deadConf = dir_.filePath("dead2.conf").toStdString();
        std::ofstream(deadConf) << text;
        ::setenv("SLURM_CONF", deadConf.c_str(), 1);
        std::string error;
        try {
            (void)SessionFactory::resume(path, true);
        } catch (const std::exception& e) {
            error = e.what();
        }
        // Reading the session (report, export) needs no cluster: nothing is submitted.
        std::string readError;
        try {
            auto reader = SessionFactory::resume(path, false);
            QCOMPARE(reader->backend().name(), std::string("slurm"));
            QCOMPARE(reader->session().size(), loadRows(path).size());
        } catch (const std::exception& e) {
            readError = e.what();
        }
        ::setenv("SLURM_CONF", conf_.c_str(), 1);
        QVERIFY2(readError.empty(), readError.c_str());
        QVERIFY2(error.find("controller") != std::string::npos, error.c_str());
        QVERIFY2(readFile(path) == before, "resuming with an unreachable controller changed the session file");
    }
};

QTEST_GUILESS_MAIN(TestSlurmBackend)
#include "tst_slurm_backend.moc"
