// The typed measurement report (core/kernel/MeasurementReport) and the typed rejection
// marker of an LLM reply (core/model/LlmReplyRejection): their JSON is read and written in
// one place, and a session file keeps both exactly as before.
#include "core/kernel/MeasurementReport.h"
#include "core/model/CandidateJson.h"
#include "core/model/LlmReplyRejection.h"
#include "core/model/Session.h"
#include "core/store/SessionStore.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace augur;
using json = nlohmann::json;

namespace {

/// A report as the cuda backend's worker writes it (trimmed H200 softmax measurement).
json workerReport() {
    return json{
        {"device", "NVIDIA H200"},
        {"arch", "sm_90"},
        {"reference_compile",
         {{"ok", true},
          {"arch", "sm_90"},
          {"compile_ms", 41.5},
          {"resources", {{"softmax_ref", {{"registers", 18}, {"spill_store_bytes", 0}, {"spill_load_bytes", 0}}}}}}},
        {"candidate_compile",
         {{"ok", true},
          {"arch", "sm_90"},
          {"compile_ms", 97.25},
          {"log", "ptxas info : Used 40 registers"},
          {"resources",
           {{"softmax_a",
             {{"registers", 40}, {"shared_bytes", 1024}, {"spill_store_bytes", 8}, {"spill_load_bytes", 12}}},
            {"softmax_b", {{"registers", 64}, {"stack_bytes", 16}, {"constant_bytes", 384}}}}}}},
        {"phases_ms", {{"compile", 138.75}, {"correctness", 210.0}, {"timing", 95.5}, {"total", 460.0}}},
        {"correctness_seeds", {7001, 7002, 7003}},
        {"timing",
         {{"samples", 3},
          {"relative_ci_half_width", 0.012},
          {"reference", {{"median_ms", 0.2654}}},
          {"candidate", {{"median_ms", 0.1287}}},
          {"reference_samples_ms", {0.2651, 0.2654, 0.2660}},
          {"candidate_samples_ms", {0.1285, 0.1287, 0.1290}}}},
        {"cupti",
         {{"available", true}, {"reference_event_over_kernel", 1.011}, {"candidate_event_over_kernel", 1.024}}},
        {"timing_efficiency", 0.81},
        {"achieved_bandwidth_gbs", 4171.2},
        {"bandwidth_fraction_of_peak", 0.866},
        {"device_peaks", {{"dram_gbs", 4814.3}, {"fp32_gflops", 66908.2}, {"tensor_gflops", 1070530.6}}},
        {"launch_geometry",
         {{{"kernel", "softmax_a"}, {"grid_blocks", 16384}, {"block_threads", 256}, {"blocks_per_sm", 8}}}},
        {"energy",
         {{"available", true},
          {"energy_ratio", 1.19},
          {"reference", {{"j_per_launch", 0.25}, {"avg_power_w", 600}}},
          {"candidate", {{"j_per_launch", 0.21}, {"avg_power_w", 610}, {"repeats_j_per_launch", {0.209, 0.211}}}}}},
        {"warning", "the reference's output is identical for every seed: the correctness check is weak"},
        {"suspicion", "speedup above 10x"},
        {"a_future_section", {{"kept", true}}}};
}

} // namespace

class TestMeasurementReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsEveryTypedSection() {
        const MeasurementReport r = MeasurementReport::fromJson(workerReport());
        QVERIFY(!r.empty());
        QCOMPARE(r->device, std::string("NVIDIA H200"));
        QCOMPARE(r->arch, std::string("sm_90"));
        QVERIFY(r->referenceCompile && r->candidateCompile);
        QCOMPARE(r->candidateCompile->compileMs, 97.25);
        QCOMPARE(r->candidateCompile->resources.size(), std::size_t(2));
        QCOMPARE(r->candidateCompile->resources[0].kernel, std::string("softmax_a")); // name order
        QCOMPARE(r->candidateCompile->resources[0].sharedBytes, 1024LL);
        QCOMPARE(r->candidateCompile->resources[1].constantBytes, 384LL);
        QCOMPARE(r->candidateCompile->maxRegisters(), 64);
        QCOMPARE(r->candidateCompile->spillBytes(), 20LL);
        QCOMPARE(r->referenceCompile->maxRegisters(), 18);
        QCOMPARE(r->phasesMs.at("total"), 460.0);
        QCOMPARE(r->correctnessSeeds, (std::vector<unsigned long long>{7001, 7002, 7003}));
        QCOMPARE(*r->timing.candidateMedianMs, 0.1287);
        QCOMPARE(*r->timing.referenceMedianMs, 0.2654);
        QCOMPARE(r->timing.candidateSamplesMs.size(), std::size_t(3));
        QCOMPARE(*r->timing.relativeCiHalfWidth, 0.012);
        QVERIFY(r->cupti.available);
        QCOMPARE(*r->cupti.candidateEventOverKernel, 1.024);
        QCOMPARE(*r->timingEfficiency, 0.81);
        QCOMPARE(*r->achievedGBs, 4171.2);
        QCOMPARE(*r->bandwidthFraction, 0.866);
        QVERIFY(!r->achievedGFlops);
        QCOMPARE(r->devicePeaks->dramGBs, 4814.3);
        QCOMPARE(r->launchGeometry.size(), std::size_t(1));
        QCOMPARE(r->launchGeometry[0].gridBlocks, 16384LL);
        QVERIFY(!r->profile.available);
        QCOMPARE(r->profile.reason, std::string("not profiled"));
        QVERIFY(r->energy.available && r->energy.candidate);
        QCOMPARE(r->energy.candidate->repeatsJPerLaunch.size(), std::size_t(2));
        QCOMPARE(*r->energyRatio, 1.19);
        QVERIFY(r->warning.find("weak") != std::string::npos);
        QCOMPARE(r->suspicion, std::string("speedup above 10x"));
        QVERIFY(!r->confirmation);
        // Nothing this version does not model is lost.
        QCOMPARE(r.json()["a_future_section"]["kept"].get<bool>(), true);
        QVERIFY(MeasurementReport::parse(r.text()).json() == workerReport());
    }

    void malformedInputGivesEmptySections() {
        for (const char* text : {"", "not json", "[1,2]", "{}", "42", "null"}) {
            const MeasurementReport r = MeasurementReport::parse(text);
            QVERIFY2(r.empty(), text);
            QVERIFY(r.json().is_object() && r.json().empty());
            QCOMPARE(r.text(), std::string());
            QVERIFY(!r->candidateCompile && r->launchGeometry.empty() && !r->devicePeaks);
        }
        // Sections of the wrong shape are left empty; the rest is read.
        const MeasurementReport r = MeasurementReport::fromJson(json{{"candidate_compile", "oops"},
                                                                     {"launch_geometry", {1, 2}},
                                                                     {"correctness_seeds", {-1, "x", 5}},
                                                                     {"timing", {{"candidate", {{"median_ms", "a"}}}}},
                                                                     {"device_peaks", {{"dram_gbs", 0}}},
                                                                     {"achieved_gflops", 812.5}});
        QVERIFY(!r.empty());
        QVERIFY(!r->candidateCompile);
        QVERIFY(r->launchGeometry.empty());
        QCOMPARE(r->correctnessSeeds, std::vector<unsigned long long>{5});
        QVERIFY(!r->timing.candidateMedianMs);
        QVERIFY(!r->devicePeaks);
        QCOMPARE(*r->achievedGFlops, 812.5);
    }

    void setSectionIsCopyOnWrite() {
        const MeasurementReport first = MeasurementReport::fromJson(workerReport());
        MeasurementReport copy = first;
        QCOMPARE(copy.identity(), first.identity()); // copies share one report
        copy.setSection("confirmation",
                        json{{"speedup", 12.1},
                             {"ratio", 0.97},
                             {"seed", 99},
                             {"every_timed_launch_checked", true},
                             {"verdict", "confirmed"}});
        QVERIFY(copy.identity() != first.identity());
        QVERIFY(!first->confirmation); // the original is untouched
        QVERIFY(copy->confirmation && copy->confirmation->everyTimedLaunchChecked);
        QCOMPARE(*copy->confirmation->seed, 99ULL);
        QCOMPARE(copy->confirmation->verdict, std::string("confirmed"));
        copy.setSection("confirmation", "not possible: the problem declares no check_sizes");
        QVERIFY(copy->confirmation && !copy->confirmation->speedup);
        QVERIFY(copy->confirmation->verdict.rfind("not possible", 0) == 0);
        // A section set on an empty report makes a report of that section alone.
        MeasurementReport empty;
        empty.setSection("confirmation", "failed with fresh inputs");
        QCOMPARE(empty.json().size(), std::size_t(1));
        // Datasets keep the samples in times.runtimes, not twice.
        MeasurementReport compact = first;
        compact.dropTimingSamples();
        QVERIFY(compact->timing.candidateSamplesMs.empty());
        QCOMPARE(*compact->timing.candidateMedianMs, 0.1287);
        QCOMPARE(first->timing.candidateSamplesMs.size(), std::size_t(3));
    }

    void measurementJsonRoundTrip() {
        Measurement m;
        m.speedup = 2.06;
        m.speedupLow = 2.0;
        m.speedupHigh = 2.1;
        m.referenceMs = 0.2654;
        m.candidateMs = 0.1287;
        m.backend = "cuda";
        m.report = MeasurementReport::fromJson(workerReport());
        const json stored = toJson(m);
        QVERIFY(stored["details"] == workerReport()); // stored as the same object as before
        const Measurement back = measurementFromJson(stored, "session.augur");
        QVERIFY(back.report.json() == workerReport());
        QCOMPARE(back.report->candidateCompile->maxRegisters(), 64);
        Measurement none;
        none.speedup = 1.0;
        QVERIFY(!toJson(none).contains("details"));
    }

    void rejectionMarkerIsTypedAndStoredAsBefore() {
        const std::string raw(300 * 1024, 'x');
        auto r = LlmReplyRejection::make("no JSON object in the reply", raw);
        QCOMPARE(r->reply.size(), std::size_t(256 * 1024)); // the raw reply is kept up to 256 KiB
        Candidate c;
        c.rejection = r;
        QVERIFY(LlmReplyRejection::isRejected(c));
        QCOMPARE(*LlmReplyRejection::reason(c), std::string("no JSON object in the reply"));
        // The stored form is the marker the session files always had.
        const json stored = json::parse(LlmReplyRejection::storedLaunches(c));
        QCOMPARE(stored["rejected"].get<std::string>(), std::string("no JSON object in the reply"));
        Candidate back;
        LlmReplyRejection::readStoredLaunches(back, stored.dump());
        QVERIFY(back.rejection && back.launchesJson.empty());
        QCOMPARE(back.rejection->reply.size(), raw.size() - 44 * 1024);
        // A launch plan is not a marker, and a marker without a reason still reads as one.
        Candidate plan;
        LlmReplyRejection::readStoredLaunches(plan, "{\"launches\":[{\"kernel\":\"k\"}]}");
        QVERIFY(!plan.rejection);
        QCOMPARE(plan.launchesJson, std::string("{\"launches\":[{\"kernel\":\"k\"}]}"));
        Candidate odd;
        LlmReplyRejection::readStoredLaunches(odd, "{\"rejected\":7}");
        QVERIFY(odd.rejection);
        QCOMPARE(odd.rejection->reason, std::string("the reply did not follow the schema"));
    }

    void sessionFileKeepsMarkerAndReport() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string path = dir.filePath("r.augur").toStdString();
        Problem p;
        p.name = "line";
        p.space = ParameterSpace({{"block", {32, 64}}});
        p.referenceConfiguration = {32};
        Session s(p, SessionConfig{});
        Candidate root;
        root.origin = Origin::Reference;
        root.configuration = {32};
        root.state = CandidateState::Measured;
        Measurement m;
        m.speedup = 1.0;
        m.speedupLow = m.speedupHigh = 1.0;
        m.referenceMs = m.candidateMs = 0.2654;
        m.backend = "cuda";
        m.report = MeasurementReport::fromJson(workerReport());
        root.measurement = m;
        const CandidateId rootId = s.add(root);
        Candidate bad;
        bad.parent = rootId;
        bad.depth = 1;
        bad.origin = Origin::Llm;
        bad.state = CandidateState::Failed;
        bad.rejection = LlmReplyRejection::make("a parameter value outside its list", "BLOCK=48");
        const CandidateId badId = s.add(bad);
        {
            auto store = SessionStore::create(path, s.config(), p.name);
            store->saveCandidates(s, {rootId, badId});
        }
        const auto rows = SessionStore::open(path, false)->loadCandidates();
        QCOMPARE(rows.size(), std::size_t(2));
        QVERIFY(rows[0].candidate.measurement->report.json() == workerReport());
        QCOMPARE(rows[0].candidate.measurement->report->timing.candidateSamplesMs.size(), std::size_t(3));
        QVERIFY(rows[1].candidate.rejection);
        QCOMPARE(rows[1].candidate.rejection->reason, std::string("a parameter value outside its list"));
        QCOMPARE(rows[1].candidate.rejection->reply, std::string("BLOCK=48"));
        QVERIFY(rows[1].candidate.launchesJson.empty());
    }
};

QTEST_GUILESS_MAIN(TestMeasurementReport)
#include "tst_measurement_report.moc"
