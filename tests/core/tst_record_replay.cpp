// Replay of a record file's task (core/datasets/RecordTask, RecordReplayBackend,
// RecordedCandidateGenerator): the task's recorded kernels form a tree under its reference,
// and every "measurement" is the recorded one. The records are written from the project's
// own H200 softmax dataset (every measured configuration a kernel of its own, with the
// paired speedup the harness recorded), so the values are real; ../shared's CUDA-L1 file
// of the RTX 3090 is an extra row when present.
#include "core/backend/RecordReplayBackend.h"
#include "core/base/InputError.h"
#include "core/base/JsonRecords.h"
#include "core/datasets/CudaL1Importer.h"
#include "core/datasets/RecordTask.h"
#include "core/datasets/TuningDataset.h"
#include "core/session/SearchCurves.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"
#include "tests/TestDatasets.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>

using namespace augur;

namespace {

const std::string kSoftmax = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";
const std::string kCudaL1 = std::string(AUGUR_SHARED_DATA) + "/cuda-l1_3090.jsonl.gz";

/// What the written file holds for task "softmax": source → recorded S (0 for a failure).
struct WrittenTask {
    std::map<std::string, double> speedupBySource;
    std::string reference;
    int failures = 0;
};

/// Writes KernelBench records to `path`: task "softmax" (every H200 record of the softmax
/// dataset, a source of its own, its paired S) plus a failed kernel, and task "relu" with
/// two kernels, so the file holds more than one task.
WrittenTask writeKernelBenchFile(const std::string& path) {
    const TuningDataset t = loadTuningDataset(kSoftmax);
    WrittenTask w;
    w.reference = t.problem.referenceSource;
    std::ofstream out(path);
    for (const TuningRecord& r : t.records) {
        if (r.status != MeasurementStatus::Ok || !r.recordedSpeedup) continue;
        const std::string source = "// " + t.problem.space.key(r.configuration) + "\n" + t.problem.tunableSource;
        nlohmann::json j = {{"level", 1},
                            {"name", "softmax"},
                            {"ref_arch_src", w.reference},
                            {"custom_kernel", source},
                            {"gpu", "H200"},
                            {"speedup", *r.recordedSpeedup}};
        out << j.dump() << "\n";
        w.speedupBySource[source] = *r.recordedSpeedup;
    }
    nlohmann::json failed = {{"level", 1},
                             {"name", "softmax"},
                             {"ref_arch_src", w.reference},
                             {"custom_kernel", "__global__ void broken() { oops }"},
                             {"gpu", "H200"},
                             {"speedup", nullptr},
                             {"compiled", false}};
    out << failed.dump() << "\n";
    w.speedupBySource["__global__ void broken() { oops }"] = 0.0;
    w.failures = 1;
    for (double s : {1.25, 0.8}) {
        nlohmann::json j = {{"level", 1},
                            {"name", "relu"},
                            {"ref_arch_src", "import torch"},
                            {"custom_kernel", "// relu " + std::to_string(s)},
                            {"gpu", "H200"},
                            {"speedup", s}};
        out << j.dump() << "\n";
    }
    return w;
}

SessionConfig replayOf(const std::string& path, const std::string& task, int budget) {
    SessionConfig c;
    c.datasetPath = path;
    c.task = task;
    c.maxMeasurements = budget;
    c.seed = 3;
    return c;
}

} // namespace

class TestRecordReplay : public QObject {
    Q_OBJECT
    QTemporaryDir dir_; ///< files written by data functions, kept until the suite ends

private Q_SLOTS:
    /// A task's tree: the reference (the record's reference program) and, under it, every
    /// recorded kernel once; measured kernels carry exactly the recorded S, accepted ones a
    /// forecast; the backend knows the best recorded S.
    void taskFormsATreeUnderItsReference() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("kernelbench.jsonl").toStdString();
        const WrittenTask w = writeKernelBenchFile(file);
        QVERIFY(w.speedupBySource.size() > 40);
        QVERIFY(isRecordFile(file));
        QVERIFY(!isRecordFile(kSoftmax));

        auto engine = SessionFactory::create(replayOf(file, "L1/softmax", 12), "");
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        QCOMPARE(s.problem().name, std::string("L1/softmax@H200"));
        QCOMPARE(s.config().task, std::string("L1/softmax@H200")); // stored whole, for resume
        QCOMPARE(s.at(0).origin, Origin::Reference);
        QCOMPARE(s.at(0).source, w.reference);
        QCOMPARE(*s.at(0).measuredSpeedup(), 1.0);
        std::set<std::string> seen;
        int measured = 0, accepted = 0;
        for (std::size_t i = 1; i < s.size(); ++i) {
            const Candidate& c = s.at(CandidateId(i));
            QCOMPARE(c.parent, CandidateId(0));
            QCOMPARE(c.origin, Origin::Dataset);
            QVERIFY2(w.speedupBySource.count(c.source), "a kernel the file does not hold");
            QVERIFY2(seen.insert(c.source).second, "a recorded kernel proposed twice");
            if (c.measurement) {
                ++measured;
                const double recorded = w.speedupBySource.at(c.source);
                if (recorded > 0)
                    QCOMPARE(*c.measuredSpeedup(), recorded);
                else
                    QCOMPARE(c.state, CandidateState::Failed);
            } else if (c.state == CandidateState::Accepted) {
                ++accepted;
                QVERIFY(c.forecast.has_value());
            }
        }
        QVERIFY(measured <= 12);
        QVERIFY2(measured > 0 && accepted > 0, "a budget of 12 over 60 kernels measures some and accepts others");
        double best = 0;
        for (const auto& [source, speedup] : w.speedupBySource) best = std::max(best, speedup);
        QCOMPARE(*engine->backend().bestPossibleSpeedup(), best);
        QCOMPARE(*engine->backend().spaceSize(), (long long)w.speedupBySource.size());
        QVERIFY(!engine->backend().measuresSource());
        // A kernel the file does not hold (the engineer's own, say) cannot be looked up.
        Candidate mine;
        mine.origin = Origin::User;
        mine.source = "__global__ void mine() {}";
        RecordReplayBackend backend(loadRecordTask(file, "L1/softmax").task);
        const Measurement m = backend.measure(s.problem(), mine);
        QCOMPARE(m.status, MeasurementStatus::Invalid);
        QVERIFY(!m.failureReason.empty());
    }

    /// Measure-all replays every recorded kernel (the baseline curve of the GUI), and the
    /// random baseline reads the same task's speedups.
    void measureAllMeasuresEveryRecord() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("kernelbench.jsonl").toStdString();
        const WrittenTask w = writeKernelBenchFile(file);
        SessionConfig c = replayOf(file, "L1/softmax@H200", 1000);
        c.strategy = SearchStrategy::MeasureAll;
        auto engine = SessionFactory::create(c, "");
        engine->run();
        engine->rethrowIfFailed();
        QCOMPARE(engine->session().stats().measured, int(w.speedupBySource.size()));
        QCOMPARE(replayedSpeedups(c).size(), w.speedupBySource.size() - std::size_t(w.failures));
        QCOMPARE(replayedSpeedups(replayOf(file, "L1/relu", 10)).size(), std::size_t(2));
    }

    /// A resumed session replays the same task (by its stored name) and never proposes a
    /// recorded kernel twice; `report`-style reading needs no search parts.
    void resumeContinuesTheSameTask() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("kernelbench.jsonl").toStdString();
        writeKernelBenchFile(file);
        const std::string session = dir.filePath("s.augur").toStdString();
        {
            auto engine = SessionFactory::create(replayOf(file, "L1/relu", 1), session);
            engine->run();
            engine->rethrowIfFailed();
        }
        {
            auto engine = SessionFactory::resume(session);
            engine->run();
            engine->rethrowIfFailed();
            const Session& s = engine->session();
            QCOMPARE(s.problem().name, std::string("L1/relu@H200"));
            QCOMPARE(s.size(), std::size_t(3)); // the reference and the two kernels, once each
        }
        auto read = SessionFactory::resume(session, false);
        QCOMPARE(read->session().size(), std::size_t(3));
    }

    /// Wrong tasks and settings a record replay cannot honour are one line naming the file
    /// and the field, before any session file is written.
    void refusals() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("kernelbench.jsonl").toStdString();
        writeKernelBenchFile(file);
        auto fieldOf = [](const SessionConfig& c) -> std::string {
            try {
                SessionFactory::create(c, "");
            } catch (const InputError& e) {
                // One line, or the field is not what the caller expects.
                return std::string(e.what()).find('\n') == std::string::npos ? e.field() : "(several lines)";
            }
            return "(accepted)";
        };
        QCOMPARE(fieldOf(replayOf(file, "L9/nothing", 5)), std::string("task"));
        try {
            loadRecordTask(file, "L9/nothing");
            QFAIL("an unknown task was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("2 tasks: L1/softmax@H200, L1/relu@H200") != std::string::npos,
                     e.what());
        }
        SessionConfig llm = replayOf(file, "", 5);
        llm.generator = GeneratorKind::Llm;
        llm.endpointsFile = dir.filePath("endpoints.json").toStdString(); // resolves; nothing is sent
        std::ofstream(llm.endpointsFile) << R"({"default": "local", "endpoints": [{"name": "local", )"
                                         << R"("base_url": "http://127.0.0.1:9/v1", "model": "m"}]})";
        QCOMPARE(fieldOf(llm), std::string("generator"));
        SessionConfig model = replayOf(file, "", 5);
        model.strategy = SearchStrategy::Model;
        QCOMPARE(fieldOf(model), std::string("strategy"));
        QCOMPARE(fieldOf(replayOf(kSoftmax, "L1/softmax", 5)), std::string("task"));
        // A file of one record is records (a one-line document without them is a tuning space).
        const std::string one = dir.filePath("one.jsonl").toStdString();
        std::ofstream(one)
            << R"({"level_id": 2, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_default": 3.0})";
        QVERIFY(isRecordFile(one));
        QCOMPARE(loadRecordTask(one, "").task.candidates.size(), std::size_t(5));
        std::ofstream(dir.filePath("doc.json").toStdString()) << R"({"metadata": {}, "data": []})";
        QVERIFY(!isRecordFile(dir.filePath("doc.json").toStdString()));
        // Empty task: the file's first.
        QCOMPARE(loadRecordTask(file, "").task.problem.name, std::string("L1/softmax@H200"));
        QVERIFY(!QFileInfo::exists(dir.filePath("s.augur")));
    }

    /// A file of more records than kMaxJsonRecords (a million tiny ones would take
    /// gigabytes) is refused at the first record over the limit, naming its line, by every
    /// reader of records: replay, eval, export.
    void tooManyRecordsAreRefused() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("many.jsonl").toStdString();
        {
            std::ofstream out(file);
            for (std::size_t i = 0; i <= kMaxJsonRecords; ++i)
                out << R"({"level_id":1,"task_id":)" << i << R"(,"ref_code":"r","custom_code":"k","score_default":1.5})"
                    << "\n";
        }
        const std::string last = "line " + std::to_string(kMaxJsonRecords + 1);
        try {
            loadEvaluationDataset(file);
            QFAIL("too many records were read");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), last);
        }
        try {
            SessionFactory::create(replayOf(file, "L1/3", 2), "");
            QFAIL("too many records were replayed");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), last);
        }
    }

    /// CUDA-L1 records: a task's five baseline variants of one program, each with its
    /// recorded score. Always on records written from the project's own H200 softmax
    /// dataset (five measured configurations' paired speedups as the five scores of task
    /// L1/1, with task L1/2 beside it); ../shared's RTX 3090 file is an extra row.
    void cudaL1Task_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("tasks");
        const std::string own = dir_.filePath("cuda-l1_h200.jsonl").toStdString();
        const TuningDataset t = loadTuningDataset(kSoftmax);
        std::vector<double> scores;
        for (const TuningRecord& r : t.records)
            if (r.status == MeasurementStatus::Ok && r.recordedSpeedup && scores.size() < 5)
                scores.push_back(*r.recordedSpeedup);
        std::ofstream out(own);
        for (int task : {1, 2}) {
            nlohmann::json j = {{"level_id", 1},
                                {"task_id", task},
                                {"ref_code", t.problem.referenceSource},
                                {"custom_code", "// task " + std::to_string(task) + "\n" + t.problem.tunableSource}};
            for (int k = 0; k < 5; ++k)
                j[std::string("score_") + CudaL1Importer::baselineName(k)] = std::to_string(scores.at(std::size_t(k)));
            out << j.dump() << "\n";
        }
        out.close();
        QTest::newRow("H200 softmax as CUDA-L1 records (project)") << QString::fromStdString(own) << 2;
        QTest::newRow("cuda-l1_3090 (shared)") << QString::fromStdString(kCudaL1) << 250;
    }

    void cudaL1Task() {
        QFETCH(QString, file);
        QFETCH(int, tasks);
        AUGUR_REQUIRE_DATASET(file);
        const std::string path = file.toStdString();
        const RecordTask rt = loadRecordTask(path, "L1/1");
        QCOMPARE(rt.taskCount, std::size_t(tasks));
        QCOMPARE(rt.format, std::string("cuda-l1"));
        auto engine = SessionFactory::create(replayOf(path, "L1/1", 10), "");
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        QCOMPARE(s.size(), std::size_t(6));
        for (std::size_t i = 1; i < s.size(); ++i) {
            const Candidate& c = s.at(CandidateId(i));
            const Candidate& recorded = rt.task.candidates.at(std::size_t(c.configuration.at(0)));
            QCOMPARE(c.source, recorded.source);
            if (c.measurement && recorded.measuredSpeedup())
                QCOMPARE(*c.measuredSpeedup(), *recorded.measuredSpeedup());
        }
    }
};

QTEST_GUILESS_MAIN(TestRecordReplay)
#include "tst_record_replay.moc"
