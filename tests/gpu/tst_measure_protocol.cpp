// The measure result on the wire and the protocol's ops: every recorded H200 measurement
// read as a worker result and written back gives the same bytes, its typed values reach the
// Measurement a session stores unchanged, failures keep their verdict and "fatal", and a
// request with an op the worker does not serve is refused naming the ops it does.
#include "core/datasets/CompressedFile.h"
#include "core/model/CandidateJson.h"
#include "core/problem/MeasureResult.h"
#include "gpu/protocol/WorkerOp.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <QTest>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

using namespace augur;
using namespace augur::gpu;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

/// The worker result behind one record of a recorded dataset (`augur-cli measure
/// --dataset` wrote the record from it): the measurement's times, speedup, interval and
/// report as the worker sent them.
json workerResultOf(const json& record) {
    const json& details = record.at("details");
    const json& timing = details.at("timing");
    return {{"status", "ok"},
            {"reference_ms", record.at("reference_ms")},
            {"candidate_ms", timing.at("candidate").at("median_ms")},
            {"candidate_iqr_ms", timing.at("candidate").at("iqr_ms")},
            {"samples", timing.at("samples")},
            {"speedup", record.at("speedup")},
            {"speedup_ci", record.at("speedup_ci")},
            {"suspicious", details.contains("suspicion")},
            {"details", details}};
}

std::vector<fs::path> recordedDatasets() {
    std::vector<fs::path> out;
    for (const auto& e : fs::directory_iterator(fs::path(AUGUR_SOURCE_DIR) / "resources" / "datasets" / "h200"))
        if (e.path().extension() == ".gz") out.push_back(e.path());
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestMeasureProtocol : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void recordedResultsRoundTrip() {
        const std::vector<fs::path> datasets = recordedDatasets();
        QVERIFY(datasets.size() >= 10);
        int records = 0;
        for (const fs::path& path : datasets) {
            const json dataset = json::parse(readMaybeGzip(path.string()));
            for (const json& record : dataset.at("results")) {
                if (record.at("invalidity") != "correct") continue;
                const json wire = workerResultOf(record);
                const MeasureResult typed = measureResultFromJson(wire);
                QVERIFY(typed.ok());
                // Byte for byte, and as the reply line the worker writes.
                QCOMPARE(toJson(typed).dump(), wire.dump());
                QCOMPARE(encodeResult(7, toJson(typed)), encodeResult(7, wire));
                // The values a session stores are the worker's.
                Measurement m = toMeasurement(typed);
                m.backend = "cuda";
                const json stored = toJson(m);
                for (const char* key : {"reference_ms", "candidate_ms", "candidate_iqr_ms", "samples", "speedup",
                                        "speedup_ci", "suspicious", "details"})
                    QVERIFY2(stored.at(key) == wire.at(key), (path.filename().string() + ": " + key).c_str());
                ++records;
            }
        }
        QVERIFY2(records > 1000, std::to_string(records).c_str());
    }

    void energyTravelsWithTheSpeedup() {
        MeasuredSpeedup s;
        s.referenceMs = 0.2;
        s.candidateMs = 0.1;
        s.speedup = 2.0;
        s.speedupLow = 1.9;
        s.speedupHigh = 2.1;
        s.energyJ = 0.011;
        s.referenceEnergyJ = 0.023;
        MeasureResult r;
        r.outcome = s;
        const json wire = toJson(r);
        QCOMPARE(wire.at("energy_j").get<double>(), 0.011);
        QCOMPARE(wire.at("reference_energy_j").get<double>(), 0.023);
        QVERIFY(!wire.contains("details") && !wire.contains("reason") && !wire.contains("fatal"));
        QCOMPARE(toJson(measureResultFromJson(wire)).dump(), wire.dump());
        const Measurement m = toMeasurement(measureResultFromJson(wire));
        QVERIFY(m.energyJ && m.referenceEnergyJ);
        QCOMPARE(*m.referenceEnergyJ, 0.023);
    }

    void failuresKeepTheirVerdict() {
        // As the harness writes them: a runtime error always says whether it was fatal.
        const std::vector<json> wires{
            {{"status", "runtime_error"},
             {"reason", "CUDA_ERROR_ILLEGAL_ADDRESS in candidate (sticky error: worker restarted)"},
             {"fatal", true},
             {"details", {{"phase", "correctness"}}}},
            {{"status", "runtime_error"}, {"reason", "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES"}, {"fatal", false}},
            {{"status", "wrong_result"}, {"reason", "y: 3 of 10 elements differ"}, {"details", json::object()}},
            {{"status", "compile_error"}, {"reason", "error: expected a ';'"}},
            {{"status", "invalid"}, {"reason", "2048 threads per block; the device allows 1024"}}};
        for (const json& wire : wires) {
            const MeasureResult typed = measureResultFromJson(wire);
            QVERIFY(!typed.ok() && typed.failure());
            QCOMPARE(toJson(typed).dump(), wire.dump());
            const Measurement m = toMeasurement(typed);
            QCOMPARE(std::string(measurementStatusName(m.status)), wire.at("status").get<std::string>());
            QCOMPARE(m.failureReason, wire.at("reason").get<std::string>());
        }
        QVERIFY(measureResultFromJson(wires[0]).failure()->fatal);
        QVERIFY(!measureResultFromJson(wires[1]).failure()->fatal);
        // A status this version does not know, or none: a failure, Invalid.
        QVERIFY(measureResultFromJson({{"status", "exploded"}}).failure()->status == MeasurementStatus::Invalid);
        QVERIFY(measureResultFromJson(json::object()).failure()->status == MeasurementStatus::Invalid);
    }

    void wrongTypesThrow() {
        // The backend counts these as a broken worker (tst_cuda_backend).
        QVERIFY_THROWS_EXCEPTION(json::exception, measureResultFromJson({{"status", 5}}));
        QVERIFY_THROWS_EXCEPTION(json::exception,
                                 measureResultFromJson({{"status", "ok"}, {"speedup_ci", {"a", "b"}}}));
        QVERIFY_THROWS_EXCEPTION(json::exception, measureResultFromJson({{"status", "ok"}, {"reference_ms", "1"}}));
        QVERIFY_THROWS_EXCEPTION(json::exception, measureResultFromJson(json("ok")));
    }

    void opsAreNamedOnce() {
        for (WorkerOp op : {WorkerOp::Measure, WorkerOp::Compile, WorkerOp::Ping, WorkerOp::Quit}) {
            QVERIFY(parseWorkerOp(workerOpName(op)) == op);
            const json request = decodeRequest(encodeRequest({{"id", 3}, {"op", workerOpName(op)}}));
            QVERIFY(requestOp(request) == op);
        }
        QCOMPARE(std::string(workerOpName(WorkerOp::Measure)), std::string("measure"));
        QCOMPARE(workerOpChoices(), std::string("measure, compile, ping or quit"));
        QVERIFY(!parseWorkerOp("Measure"));
        QVERIFY(!parseWorkerOp(""));
    }

    void unknownOpIsRefused() {
        const json request = decodeRequest(encodeRequest({{"id", 3}, {"op", "frobnicate"}}));
        try {
            requestOp(request);
            QFAIL("an unknown op was accepted");
        } catch (const ProtocolError& e) {
            QCOMPARE(std::string(e.what()),
                     std::string("unknown op 'frobnicate' (the worker serves measure, compile, ping or quit)"));
        }
        // A request without a string op never gets that far.
        QVERIFY_THROWS_EXCEPTION(ProtocolError, decodeRequest(R"({"id": 3, "op": 5})"));
    }
};

QTEST_GUILESS_MAIN(TestMeasureProtocol)
#include "tst_measure_protocol.moc"
