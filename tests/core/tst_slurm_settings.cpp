// The slurm backend's settings as stored in sessions and profile files, and the cluster
// activity the views read: hostile values refused with the field named, round trips,
// profiles resolved, and the activity's counts, rates and bounded memory.
#include "core/backend/ClusterActivity.h"
#include "core/backend/slurm/SlurmProfileStore.h"
#include "core/base/InputError.h"
#include "core/model/SessionConfig.h"
#include "core/backend/slurm/SlurmSettings.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

#include <fstream>

#include <sys/stat.h>

using namespace augur;
using nlohmann::json;

namespace {
/// The field an InputError names for `j` read as settings ("" when it is accepted).
std::string refusedField(const json& j) {
    try {
        (void)SlurmSettings::fromJson(j, "f.json", "slurm.");
    } catch (const InputError& e) {
        return e.field();
    }
    return {};
}
} // namespace

class TestSlurmSettings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTripThroughTheSessionConfig() {
        SessionConfig c;
        c.backend = "slurm";
        c.slurm.profile = "lab";
        c.slurm.partition = "gpu-h200";
        c.slurm.account = "perf.team";
        c.slurm.constraint = "h200&ib";
        c.slurm.gpuModel = "NVIDIA H200";
        c.slurm.jobs = 3;
        c.slurm.gpusPerJob = 2;
        c.slurm.timeLimit = "1-02:00:00";
        c.slurm.workerPath = "/opt/augur/libexec/augur/augur-worker";
        c.slurm.pendingTimeoutS = 90;
        c.slurm.controllerWaitS = 30;
        c.slurm.maxLost = 5;
        const SessionConfig back = SessionConfig::fromJson(c.toJson(), "s.augur");
        QCOMPARE(back.slurm.toJson().dump(), c.slurm.toJson().dump());
        QCOMPARE(back.slurm.workersPerJob(), 2);
        QCOMPARE(QString::fromStdString(back.slurm.describe()),
                 QString("partition gpu-h200, account perf.team, constraint h200&ib, 3 x 2 GPUs, 1-02:00:00"));
        // A session written before the slurm backend existed reads with the defaults.
        json old = c.toJson();
        old.erase("slurm");
        QCOMPARE(SessionConfig::fromJson(old, "s.augur").slurm.jobs, 1);
    }

    void slurmTimes() {
        for (const char* ok : {"30", "30:00", "02:00:00", "1-0", "1-02:30", "7-00:00:00"})
            QVERIFY2(SlurmSettings::isSlurmTime(ok), ok);
        for (const char* bad : {"", "1h", "-5", "1:2:3:4", "02:00:00 --uid=0", "1-", "abc", "1e9"})
            QVERIFY2(!SlurmSettings::isSlurmTime(bad), bad);
    }

    void hostileValuesNameTheField_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("partition with a space") << "{\"partition\": \"gpu --uid=0\"}"
                                                << "slurm.partition";
        QTest::newRow("partition with a newline") << "{\"partition\": \"gpu\\nx\"}"
                                                  << "slurm.partition";
        QTest::newRow("account with a slash") << "{\"account\": \"../x\"}"
                                              << "slurm.account";
        QTest::newRow("constraint with a quote") << "{\"constraint\": \"a'b\"}"
                                                 << "slurm.constraint";
        QTest::newRow("zero jobs") << "{\"jobs\": 0}"
                                   << "slurm.jobs";
        QTest::newRow("too many jobs") << "{\"jobs\": 1000}"
                                       << "slurm.jobs";
        QTest::newRow("huge jobs") << "{\"jobs\": 1e30}"
                                   << "slurm.jobs";
        QTest::newRow("negative GPUs") << "{\"gpus_per_job\": -1}"
                                       << "slurm.gpus_per_job";
        QTest::newRow("GPUs as text") << "{\"gpus_per_job\": \"2\"}"
                                      << "slurm.gpus_per_job";
        QTest::newRow("no time limit") << "{\"time_limit\": \"0\"}"
                                       << "slurm.time_limit";
        QTest::newRow("no time limit either") << "{\"time_limit\": \"0-00:00\"}"
                                              << "slurm.time_limit";
        QTest::newRow("time limit in hours") << "{\"time_limit\": \"1h\"}"
                                             << "slurm.time_limit";
        QTest::newRow("relative worker") << "{\"worker_path\": \"bin/augur-worker\"}"
                                         << "slurm.worker_path";
        QTest::newRow("worker with a newline") << "{\"worker_path\": \"/x\\n/y\"}"
                                               << "slurm.worker_path";
        QTest::newRow("pending forever") << "{\"pending_timeout_s\": 1e300}"
                                         << "slurm.pending_timeout_s";
        QTest::newRow("pending zero") << "{\"pending_timeout_s\": 0}"
                                      << "slurm.pending_timeout_s";
        QTest::newRow("negative wait") << "{\"controller_wait_s\": -1}"
                                       << "slurm.controller_wait_s";
        QTest::newRow("unknown key") << "{\"qos\": \"high\"}"
                                     << "slurm.qos";
        QTest::newRow("not an object") << "[1, 2]"
                                       << "slurm";
    }

    void hostileValuesNameTheField() {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QCOMPARE(QString::fromStdString(refusedField(json::parse(text.toStdString()))), field);
    }

    void profilesResolveAndRefuse() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("slurm.json").toStdString();
        std::ofstream(file)
            << "{\"default\": \"lab\", \"profiles\": [\n"
               "            {\"name\": \"lab\", \"partition\": \"gpu\", \"gpus_per_job\": 1, \"jobs\": 2, \"time_limit\": \"02:00:00\"},\n"
               "            {\"name\": \"big\", \"partition\": \"hpc\", \"gpus_per_job\": 4, \"constraint\": \"h200\"}]}";
        const SlurmProfileStore store = SlurmProfileStore::load(file, true);
        QCOMPARE(store.names().size(), std::size_t(2));
        const SlurmSettings lab = store.resolve("", "cli");
        QCOMPARE(lab.profile, std::string("lab"));
        QCOMPARE(lab.partition, std::string("gpu"));
        QCOMPARE(lab.jobs, 2);
        QCOMPARE(store.resolve("big", "cli").gpusPerJob, 4);
        try {
            (void)store.resolve("nope", "cli");
            QFAIL("an unknown profile was accepted");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("slurm_profile"));
            QVERIFY(std::string(e.what()).find("known: lab, big") != std::string::npos);
        }
        // Saved and read back unchanged.
        SlurmProfileStore copy = store;
        SlurmSettings third;
        third.profile = "night";
        third.partition = "low";
        copy.put(third);
        const std::string saved = dir.filePath("saved.json").toStdString();
        copy.save(saved);
        const SlurmProfileStore again = SlurmProfileStore::load(saved, true);
        QCOMPARE(again.names(), (std::vector<std::string>{"lab", "big", "night"}));
        QCOMPARE(again.resolve("night", "cli").partition, std::string("low"));
    }

    void badProfileFilesNameFileAndField_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("not JSON") << "{\"profiles\": [,]}"
                                  << "(file)";
        QTest::newRow("unknown top key") << "{\"profile\": []}"
                                         << "profile";
        QTest::newRow("no name") << "{\"profiles\": [{\"partition\": \"gpu\"}]}"
                                 << "profiles[0].name";
        QTest::newRow("twice") << "{\"profiles\": [{\"name\": \"a\"}, {\"name\": \"a\"}]}"
                               << "profiles[a]";
        QTest::newRow("bad value") << "{\"profiles\": [{\"name\": \"a\", \"jobs\": -2}]}"
                                   << "profiles[a].jobs";
        QTest::newRow("name with a newline") << "{\"profiles\": [{\"name\": \"a\\nb\"}]}"
                                             << "profiles[0].name";
        QTest::newRow("default names none") << "{\"default\": \"x\", \"profiles\": [{\"name\": \"a\"}]}"
                                            << "default";
    }

    void badProfileFilesNameFileAndField() {
        QFETCH(QString, text);
        QFETCH(QString, field);
        QTemporaryDir dir;
        const std::string file = dir.filePath("slurm.json").toStdString();
        std::ofstream(file) << text.toStdString();
        try {
            (void)SlurmProfileStore::load(file, true);
            QFAIL("a bad profiles file was accepted");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.field()), field);
            QCOMPARE(e.file(), file);
        }
    }

    void aFifoIsRefusedWithoutBlocking() {
        QTemporaryDir dir;
        const std::string fifo = dir.filePath("slurm.json").toStdString();
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        try {
            (void)SlurmProfileStore::load(fifo, true);
            QFAIL("a FIFO was read as a profiles file");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("(file)"));
            QVERIFY(std::string(e.what()).find("not a regular file") != std::string::npos);
        }
    }

    void activityCountsJobsRatesAndFaults() {
        ClusterActivity a("slurm", "partition augur, 2 x no GPU, 10");
        a.submitted("101", 1);
        a.submitted("102", 1);
        a.jobState("101", "RUNNING", "", "n1");
        a.jobState("102", "PENDING", "Resources", "");
        a.workersIn("101", 1);
        for (int k = 0; k < 10; ++k) a.measured();
        a.lost("worker 0: slurm job 101 was preempted on n1");
        a.jobState("101", "PREEMPTED", "", "n1");
        a.controller("Unable to contact slurm controller (connect failure)");
        ClusterActivitySnapshot s = a.snapshot();
        QCOMPARE(s.pending, 1);
        QCOMPARE(s.running, 0);
        QCOMPARE(s.jobs.size(), std::size_t(2)); // the held one first, then the ended one
        QCOMPARE(s.jobs[0].id, std::string("102"));
        QCOMPARE(s.jobs[1].state, std::string("PREEMPTED"));
        QCOMPARE(s.jobs[1].workers, 0);
        QCOMPARE(s.measurements, std::int64_t(10));
        QCOMPARE(s.lost, std::int64_t(1));
        QCOMPARE(s.allocations, std::int64_t(2));
        QVERIFY(!s.controllerUp);
        QVERIFY(s.perMinuteOverall > 0.0);
        const std::uint64_t v = s.version;
        a.controller("Unable to contact slurm controller (connect failure)"); // no change, no new version
        QCOMPARE(a.snapshot().version, v);
        a.controller("");
        s = a.snapshot();
        QVERIFY(s.controllerUp);
        std::vector<std::string> kinds;
        for (const auto& e : s.events) kinds.push_back(e.kind);
        QCOMPARE(kinds,
                 (std::vector<std::string>{"submitted", "submitted", "running", "pending", "lost", "ended",
                                           "controller", "controller"}));
        const json j = s.toJson();
        QCOMPARE(j["jobs"].size(), std::size_t(2));
        QCOMPARE(j["lost_and_rerun"].get<int>(), 1);
        // Memory stays bounded: events and ended jobs are capped.
        for (int k = 0; k < 2000; ++k) {
            a.submitted(std::to_string(1000 + k), 0);
            a.jobState(std::to_string(1000 + k), "CANCELLED", "", "");
        }
        s = a.snapshot();
        QCOMPARE(s.events.size(), ClusterActivity::kMaxEvents);
        QVERIFY(s.jobs.size() <= ClusterActivity::kMaxEndedJobs + 1);
    }
};

QTEST_GUILESS_MAIN(TestSlurmSettings)
#include "tst_slurm_settings.moc"
