// The cuda backend end to end: worker replies become Measurements (failures with their
// reasons); without a GPU the worker refuses clearly; with one, the suite measures and the
// fault kernels (illegal address, trap, never ends) become failures while work goes on.
#include "core/problem/ProblemLoader.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"

#include <QTest>

#include <filesystem>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;

namespace {
const fs::path kProblems = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems";

JobResult reply(const nlohmann::json& result) {
    JobResult r;
    r.kind = JobOutcome::Reply;
    r.reply = {{"id", 1}, {"result", result}};
    return r;
}

} // namespace

class TestCudaBackend : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void repliesBecomeMeasurements() {
        Measurement m = CudaBackend::toMeasurement(reply({{"status", "ok"},
                                                          {"reference_ms", 2.0},
                                                          {"candidate_ms", 1.0},
                                                          {"candidate_iqr_ms", 0.01},
                                                          {"samples", 40},
                                                          {"speedup", 2.0},
                                                          {"speedup_ci", {1.98, 2.03}},
                                                          {"suspicious", false},
                                                          {"details", {{"timing_efficiency", 0.8}}}}));
        QVERIFY(m.ok());
        QCOMPARE(m.backend, std::string("cuda"));
        QCOMPARE(m.speedup, 2.0);
        QCOMPARE(m.speedupLow, 1.98);
        QCOMPARE(m.speedupHigh, 2.03);
        QCOMPARE(m.samples, 40);
        QCOMPARE(m.bin(), 6);
        QVERIFY(m.report->timingEfficiency.has_value());

        m = CudaBackend::toMeasurement(reply({{"status", "wrong_result"}, {"reason", "y: 3 of 10 elements differ"}}));
        QCOMPARE(m.status, MeasurementStatus::WrongResult);
        QCOMPARE(m.failureReason, std::string("y: 3 of 10 elements differ"));
        QCOMPARE(m.bin(), 0);
        m = CudaBackend::toMeasurement(reply({{"status", "invalid"}, {"reason", "2048 threads per block"}}));
        QCOMPARE(m.status, MeasurementStatus::Invalid);
        // Wrong types from a broken worker become a failed measurement, not an exception.
        m = CudaBackend::toMeasurement(reply({{"status", 5}, {"speedup", 2.0}}));
        QCOMPARE(m.status, MeasurementStatus::Crash);
        QVERIFY2(m.failureReason.find("malformed result") != std::string::npos, m.failureReason.c_str());
        m = CudaBackend::toMeasurement(reply({{"status", "ok"}, {"speedup", 2.0}, {"speedup_ci", {"a", "b"}}}));
        QCOMPARE(m.status, MeasurementStatus::Crash);
        // Energy fields land in the measurement.
        m = CudaBackend::toMeasurement(
            reply({{"status", "ok"}, {"speedup", 2.0}, {"energy_j", 0.11}, {"reference_energy_j", 0.13}}));
        QVERIFY(m.ok() && m.energyJ && m.referenceEnergyJ);
        QCOMPARE(*m.referenceEnergyJ, 0.13);

        JobResult t;
        t.kind = JobOutcome::Timeout;
        t.reason = "worker 0 missed its deadline of 5000 ms";
        m = CudaBackend::toMeasurement(t);
        QCOMPARE(m.status, MeasurementStatus::Timeout);
        QVERIFY(m.failureReason.find("5000 ms") != std::string::npos);
        JobResult c;
        c.kind = JobOutcome::Crash;
        c.reason = "worker 0 exited on signal SIGSEGV";
        QCOMPARE(CudaBackend::toMeasurement(c).status, MeasurementStatus::Crash);
    }

    void workerIsFound() {
        qputenv("AUGUR_WORKER", AUGUR_WORKER_PATH);
        QCOMPARE(QString::fromStdString(CudaBackend::locateWorker()), QString(AUGUR_WORKER_PATH));
        qunsetenv("AUGUR_WORKER");
    }

    void withoutGpuTheBackendSaysWhy() {
        CudaDriver driver;
        if (driver.available()) QSKIP("a GPU is here: covered by measuresOnTheGpu");
        const Problem p = ProblemLoader::load((kProblems / "vector_add_f32").string());
        CudaBackendOptions o;
        o.workerPath = AUGUR_WORKER_PATH;
        try {
            CudaBackend b(p, o);
            QFAIL("constructed without a GPU");
        } catch (const std::runtime_error& e) {
            QVERIFY2(std::string(e.what()).find("unavailable") != std::string::npos, e.what());
        }
        // The worker itself, asked for device 0, refuses in its hello line.
        o.devices = {0};
        try {
            CudaBackend b(p, o);
            QFAIL("constructed without a GPU");
        } catch (const std::runtime_error& e) {
            QVERIFY2(std::string(e.what()).find("libcuda") != std::string::npos, e.what());
        }
    }

    void measuresOnTheGpu() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load((kProblems / "vector_add_f32").string());
        CudaBackendOptions o;
        o.workerPath = AUGUR_WORKER_PATH;
        CudaBackend b(p, o);
        Candidate root;
        root.origin = Origin::Reference;
        Measurement ref = b.measure(p, root);
        QVERIFY2(ref.ok(), ref.failureReason.c_str());
        QVERIFY(ref.referenceMs > 0.05); // sized well past launch overhead
        const auto vec = std::find_if(p.handCandidates.begin(), p.handCandidates.end(),
                                      [](const auto& s) { return s.name == "float4_vec"; });
        QVERIFY(vec != p.handCandidates.end());
        Measurement m = b.measure(p, ProblemLoader::candidateFromSpec(*vec));
        QVERIFY2(m.ok(), m.failureReason.c_str());
        QVERIFY(m.speedup > 1.1);
        QVERIFY(m.speedupLow <= m.speedup && m.speedup <= m.speedupHigh);

        const Problem faults = ProblemLoader::load((kProblems / "_faults").string());
        CudaBackendOptions fo = o;
        fo.deadline = std::chrono::milliseconds(8000);
        CudaBackend fb(faults, fo);
        for (const auto& spec : faults.handCandidates) {
            Measurement f = fb.measure(faults, ProblemLoader::candidateFromSpec(spec));
            QVERIFY2(!f.ok(), spec.name.c_str());
            if (spec.name == "never_ends") QCOMPARE(f.status, MeasurementStatus::Timeout);
            if (spec.name == "illegal_address")
                QVERIFY2(f.failureReason.find("ILLEGAL_ADDRESS") != std::string::npos, f.failureReason.c_str());
        }
        // The worker was restarted: the next measurement works.
        Candidate froot;
        froot.origin = Origin::Reference;
        QVERIFY(fb.measure(faults, froot).ok());
    }
};

QTEST_APPLESS_MAIN(TestCudaBackend)
#include "tst_cuda_backend.moc"
