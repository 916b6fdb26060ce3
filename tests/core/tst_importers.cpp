// Importers of evaluation datasets: Kernel Tuner T4 and Augur's H200 datasets (read in
// place), Augur's own export (from a real replayed session), GPU Forecasters and
// KernelBench records; every malformed record is an InputError naming file and field.
// The error cases use tiny hand-written records. The Kernel Tuner case runs on a Kernel
// Tuner copy of the project's sgemm_f32 dataset and again, as an extra row when ../shared
// is beside the checkout, on the recorded convolution file (skipped without it).
#include "core/datasets/AugurExportImporter.h"
#include "core/datasets/CompressedFile.h"
#include "core/model/CandidateJson.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/datasets/GpuForecastersImporter.h"
#include "core/base/InputError.h"
#include "core/datasets/KernelBenchImporter.h"
#include "core/datasets/CudaL1Importer.h"
#include "core/session/SessionFactory.h"
#include "core/datasets/TuningDataset.h"
#include "core/datasets/TuningDatasetImporter.h"

#include "tests/TestDatasets.h"

#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <map>
#include <set>

using namespace augur;

namespace {

std::string shared(const char* name) { return std::string(AUGUR_SHARED_DATA) + "/" + name; }
std::string h200(const char* name) {
    return std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/" + name + ".json.gz";
}

/// The field of the InputError `f` throws ("" when it throws nothing or something else).
template <typename F>
std::string errorField(F&& f, std::string* file = nullptr) {
    try {
        f();
    } catch (const InputError& e) {
        if (file) *file = e.file();
        return e.field();
    } catch (...) {
        return "(other exception)";
    }
    return "";
}

// One valid record of each record format.
const char* kGf =
    R"({"comparison_id": "cross_entropy/5d5b2d0c7ef1__32df1335d5d2", "pack": "cross_entropy", "anchor_code": "def f(x): return x", "candidate_code": "def g(x): return x", "hardware": "H100", "aggregated_speedup": 0.354, "true_bin": 2})";
const char* kKb =
    R"({"problem_id": 19, "level": 1, "name": "19_ReLU", "ref_arch_src": "import torch", "custom_kernel": "__global__ void relu() {}", "speedups": {"H100": 1.8, "A100": null, "L40S": {"speedup": null, "correct": false}}})";

} // namespace

class TestImporters : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // The project's sgemm_f32 dataset as Kernel Tuner writes its files: configuration,
        // invalidity and runtimes only (no "augur" section, no paired speedups), under a
        // NAME_DEVICE_T4 file name.
        QVERIFY(dir_.isValid());
        const auto doc = nlohmann::ordered_json::parse(readMaybeGzip(h200("sgemm_f32")));
        nlohmann::ordered_json t4 = {{"results", nlohmann::ordered_json::array()}};
        for (const auto& r : doc["results"])
            t4["results"].push_back({{"configuration", r["configuration"]},
                                     {"invalidity", r["invalidity"]},
                                     {"times", {{"runtimes", r["times"]["runtimes"]}}}});
        kernelTunerCopy_ = dir_.filePath(QStringLiteral("sgemm_f32_H200_T4.json")).toStdString();
        std::ofstream(kernelTunerCopy_) << t4.dump();
    }

    void kernelTunerT4_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("hardware");
        QTest::addColumn<int>("candidates");
        QTest::addColumn<int>("successes");
        QTest::addColumn<int>("runtimeFailures");
        QTest::addColumn<int>("compileFailures");
        QTest::addColumn<double>("best");
        // The reference is results[0] (9.144160270690918 ms); the fastest record takes
        // 5.513855934143066 ms: 1.658x as a ratio of medians (the paired speedups are gone).
        QTest::newRow("sgemm_f32 as Kernel Tuner T4 (project)")
            << QString::fromStdString(kernelTunerCopy_) << "sgemm_f32_H200"
            << "H200" << 78 << 78 << 0 << 0 << 1.6583966610495153;
        // The reference is results[0]; the best configuration is 7.04x (3.8717 ms over 0.5499 ms).
        QTest::newRow("convolution_A100 (shared)")
            << QString::fromStdString(shared("convolution_A100_T4.json.gz")) << "convolution_A100"
            << "A100" << 4362 << 4201 << 155 << 6 << 7.040968003130423;
    }

    void kernelTunerT4() {
        QFETCH(QString, path);
        QFETCH(QString, name);
        QFETCH(QString, hardware);
        QFETCH(int, candidates);
        QFETCH(int, successes);
        QFETCH(int, runtimeFailures);
        QFETCH(int, compileFailures);
        QFETCH(double, best);
        AUGUR_REQUIRE_DATASET(path);
        const EvaluationDataset ds = loadEvaluationDataset(path.toStdString());
        QCOMPARE(ds.format, std::string("t4"));
        QCOMPARE(ds.problems.size(), std::size_t(1));
        const EvaluationProblem& p = ds.problems.front();
        QCOMPARE(QString::fromStdString(p.problem.name), name);
        QCOMPARE(QString::fromStdString(p.problem.hardware), hardware);
        QCOMPARE(ds.candidateCount(), std::size_t(candidates));
        QCOMPARE(ds.successCount(), std::size_t(successes));
        int runtime = 0, compile = 0;
        double top = 0;
        for (const Candidate& c : p.candidates) {
            QVERIFY(c.measurement);
            runtime += c.measurement->status == MeasurementStatus::RuntimeError;
            compile += c.measurement->status == MeasurementStatus::CompileError;
            if (c.measurement->ok()) top = std::max(top, c.measurement->speedup);
        }
        QCOMPARE(runtime, runtimeFailures);
        QCOMPARE(compile, compileFailures);
        // The reference is results[0] (the first valid record), so its S is 1.
        QCOMPARE(p.candidates.front().measurement->speedup, 1.0);
        QVERIFY2(std::abs(top - best) < 1e-9, qPrintable(QString::number(top, 'g', 17)));
        QCOMPARE(p.labels.size(), p.candidates.size());
    }

    void augurH200Dataset() {
        const EvaluationDataset ds = loadEvaluationDataset(h200("softmax_rows_f32"));
        QCOMPARE(ds.format, std::string("augur-dataset"));
        const EvaluationProblem& p = ds.problems.front();
        QCOMPARE(p.problem.name, std::string("softmax_rows_f32"));
        QCOMPARE(p.problem.hardware, std::string("NVIDIA H200"));
        QCOMPARE(p.candidates.size(), std::size_t(60));
        // The problem is rebuilt in full from the "augur" section.
        QCOMPARE(p.problem.sizes.at("rows"), 16384LL);
        QCOMPARE(p.problem.tunableLaunches.size(), std::size_t(1));
        QCOMPARE(p.problem.tunableLaunches.front().kernel, std::string("softmax_tuned"));
        QVERIFY(!p.problem.tunableSource.empty());
        QVERIFY(!p.problem.referenceSource.empty());
        QCOMPARE(p.problem.space.size(), std::size_t(4));
        // S is the recorded paired speedup against the plain reference kernel.
        QCOMPARE(p.candidates.front().measurement->speedup, 1.0415016641449442);
        QVERIFY(p.candidates.front().measurement->report->candidateCompile.has_value());
    }

    void appendKeepsIdsUnique() {
        EvaluationDataset ds = loadEvaluationDataset(h200("transpose_f32"));
        ds.append(loadEvaluationDataset(h200("scan_inclusive_i32")));
        ds.append(loadEvaluationDataset(h200("transpose_f32")));
        QCOMPARE(ds.problems.size(), std::size_t(3));
        QCOMPARE(ds.problems[2].problem.name, std::string("transpose_f32#2"));
        std::set<CandidateId> ids;
        for (const auto& p : ds.problems)
            for (const auto& c : p.candidates) QVERIFY(ids.insert(c.id).second);
        QCOMPARE(ids.size(), std::size_t(30 + 40 + 30));
    }

    void augurExportOfAReplayedSession() {
        // A real session: 15 measurements replayed from the H200 layernorm dataset.
        SessionConfig cfg;
        cfg.datasetPath = h200("layernorm_rows_f32");
        cfg.maxMeasurements = 15;
        cfg.seed = 3;
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        std::string jsonl;
        int measured = 0;
        for (const Candidate& c : s.candidates()) {
            jsonl += exportRecord(s, c).dump() + "\n";
            if (c.measurement && c.origin != Origin::Reference) ++measured;
        }
        QVERIFY(measured >= 15);
        const EvaluationDataset ds = AugurExportImporter::parse(jsonl, "session.jsonl");
        QCOMPARE(ds.format, std::string("augur-export"));
        QCOMPARE(ds.problems.size(), std::size_t(1));
        const EvaluationProblem& p = ds.problems.front();
        QCOMPARE(p.problem.name, std::string("layernorm_rows_f32"));
        QCOMPARE(static_cast<int>(p.candidates.size()), measured);
        QCOMPARE(p.problem.space.size(), std::size_t(4));
        for (std::size_t i = 0; i < p.candidates.size(); ++i) {
            const Candidate& c = p.candidates[i];
            const auto original = s.findConfiguration(c.configuration);
            QVERIFY(original);
            const Candidate& o = s.at(*original);
            QCOMPARE(c.measurement->speedup, o.measurement->speedup);
            QCOMPARE(c.forecast.has_value(), o.forecast.has_value());
            if (c.forecast) QVERIFY(c.forecast->p == o.forecast->p);
            QCOMPARE(p.labels[i], s.problem().space.key(o.configuration));
        }
        // The sniffing loader finds the same.
        QTemporaryDir dir;
        const std::string file = dir.filePath("export.jsonl").toStdString();
        std::ofstream(file) << jsonl;
        QCOMPARE(loadEvaluationDataset(file).candidateCount(), p.candidates.size());
    }

    void augurExportErrors() {
        const std::string ok =
            R"({"problem": "p", "bin_scheme": "gf-v2", "parameters": {"B": 64}, "measurement": {"status": "ok", "speedup": 1.2}, "bin": 4})";
        QCOMPARE(AugurExportImporter::parse(ok, "x.jsonl").candidateCount(), std::size_t(1));
        std::string file;
        QCOMPARE(errorField(
                     [] {
                         AugurExportImporter::parse(R"({"problem": "p", "bin_scheme": "gf-v9", "measurement": null})",
                                                    "e.jsonl");
                     },
                     &file),
                 std::string("line 1.bin_scheme"));
        QCOMPARE(file, std::string("e.jsonl"));
        QCOMPARE(
            errorField([&] {
                AugurExportImporter::parse(
                    ok + "\n" +
                        R"({"problem": "p", "parameters": {"C": 1}, "measurement": {"status": "ok", "speedup": 2}})",
                    "e.jsonl");
            }),
            std::string("line 2.parameters.C"));
        QCOMPARE(
            errorField([] {
                AugurExportImporter::parse(
                    R"({"problem": "p", "parameters": {"B": 64}, "measurement": {"status": "ok", "speedup": 1.2}, "bin": 5})",
                    "e.jsonl");
            }),
            std::string("line 1.bin"));
        QCOMPARE(errorField([] {
                     AugurExportImporter::parse(
                         R"({"problem": "p", "parameters": {"B": 64}, "measurement": {"status": "melted"}})",
                         "e.jsonl");
                 }),
                 std::string("line 1.measurement.status"));
        QCOMPARE(errorField([] {
                     AugurExportImporter::parse(
                         R"({"problem": "p", "parameters": {"B": 64}, "measurement": {"status": "ok", "speedup": 0}})",
                         "e.jsonl");
                 }),
                 std::string("line 1.measurement.speedup"));
        QCOMPARE(errorField([] {
                     AugurExportImporter::parse(R"({"parameters": {"B": 64}, "measurement": null})", "e.jsonl");
                 }),
                 std::string("line 1.problem"));
        QCOMPARE(errorField([&] { AugurExportImporter::parse(ok + "\n\n{\"problem\": ", "e.jsonl"); }),
                 std::string("line 3"));
        QCOMPARE(errorField([] { AugurExportImporter::parse(R"({"problem": "p", "measurement": null})", "e.jsonl"); }),
                 std::string("measurement")); // nothing measured
    }

    void gpuForecastersRecords() {
        const std::string second =
            R"({"comparison_id": "cross_entropy/5d5b2d0c7ef1__0c9de4fffe72", "pack": "cross_entropy", "anchor_code": "def f(x): return x", "candidate_code": "def h(x): return x", "hardware": "H100", "aggregated_speedup": 1.5, "true_bin": 5})";
        const EvaluationDataset ds = GpuForecastersImporter::parse(std::string(kGf) + "\n" + second + "\n", "gf.jsonl");
        QCOMPARE(ds.format, std::string("gpu-forecasters"));
        QCOMPARE(ds.problems.size(), std::size_t(1));
        const EvaluationProblem& p = ds.problems.front();
        QCOMPARE(p.problem.name, std::string("cross_entropy/5d5b2d0c7ef1"));
        QCOMPARE(p.problem.referenceSource, std::string("def f(x): return x"));
        QCOMPARE(p.problem.hardware, std::string("H100"));
        QCOMPARE(p.candidates[0].measurement->speedup, 0.354);
        QCOMPARE(p.candidates[0].measurement->bin(), 1); // gf-v2: 0.354 < 0.5
        QCOMPARE(p.candidates[1].source, std::string("def h(x): return x"));
        QCOMPARE(p.labels[1], std::string("cross_entropy/5d5b2d0c7ef1__0c9de4fffe72 (true_bin 5)"));
        // The sniffing loader recognises the array form too.
        QTemporaryDir dir;
        const std::string file = dir.filePath("gf.json").toStdString();
        std::ofstream(file) << "[" << kGf << ", " << second << "]";
        QCOMPARE(loadEvaluationDataset(file).format, std::string("gpu-forecasters"));
    }

    void gpuForecastersErrors() {
        QCOMPARE(errorField([] {
                     GpuForecastersImporter::parse(
                         R"({"candidate_code": "x", "hardware": "H100", "aggregated_speedup": 1.0, "true_bin": 4})",
                         "gf.jsonl");
                 }),
                 std::string("line 1.anchor_code"));
        QCOMPARE(
            errorField([] {
                GpuForecastersImporter::parse(
                    std::string(kGf) + "\n" +
                        R"({"anchor_code": "a", "candidate_code": "b", "hardware": "H100", "aggregated_speedup": -1, "true_bin": 4})",
                    "gf.jsonl");
            }),
            std::string("line 2.aggregated_speedup"));
        QCOMPARE(
            errorField([] {
                GpuForecastersImporter::parse(
                    R"([{"anchor_code": "a", "candidate_code": "b", "hardware": "H100", "aggregated_speedup": 1.0, "true_bin": 9}])",
                    "gf.json");
            }),
            std::string("[0].true_bin"));
        QCOMPARE(
            errorField([] {
                GpuForecastersImporter::parse(
                    R"({"anchor_code": "a", "candidate_code": "b", "hardware": 100, "aggregated_speedup": 1.0, "true_bin": 4})",
                    "gf.jsonl");
            }),
            std::string("line 1.hardware"));
        QCOMPARE(
            errorField([] {
                GpuForecastersImporter::parse(
                    R"({"anchor_code": "a", "candidate_code": "b", "hardware": "H100", "aggregated_speedup": "fast", "true_bin": 4})",
                    "gf.jsonl");
            }),
            std::string("line 1.aggregated_speedup"));
    }

    void kernelBenchRecords() {
        const EvaluationDataset ds = KernelBenchImporter::parse(std::string(kKb) + "\n", "kb.jsonl");
        QCOMPARE(ds.format, std::string("kernelbench"));
        QCOMPARE(ds.problems.size(), std::size_t(3)); // one problem per GPU
        std::map<std::string, const EvaluationProblem*> byName;
        for (const auto& p : ds.problems) byName[p.problem.name] = &p;
        QVERIFY(byName.count("L1/19_ReLU@H100") && byName.count("L1/19_ReLU@A100") && byName.count("L1/19_ReLU@L40S"));
        QCOMPARE(byName["L1/19_ReLU@H100"]->candidates[0].measurement->speedup, 1.8);
        QCOMPARE(byName["L1/19_ReLU@H100"]->problem.referenceSource, std::string("import torch"));
        QCOMPARE(byName["L1/19_ReLU@H100"]->problem.hardware, std::string("H100"));
        QVERIFY(byName["L1/19_ReLU@A100"]->candidates[0].measurement->status == MeasurementStatus::Invalid);
        QVERIFY(byName["L1/19_ReLU@L40S"]->candidates[0].measurement->status == MeasurementStatus::WrongResult);
        QCOMPARE(ds.successCount(), std::size_t(1));
        // The flat form: one GPU per record.
        const auto flat = KernelBenchImporter::parse(
            R"({"problem_id": 3, "reference_code": "r", "kernel_code": "k", "gpu": "B200", "speedup": 0.9, "correct": true})",
            "kb.jsonl");
        QCOMPARE(flat.problems.front().problem.name, std::string("3@B200"));
        QCOMPARE(flat.problems.front().candidates.front().measurement->speedup, 0.9);
        QTemporaryDir dir;
        const std::string file = dir.filePath("kb.jsonl").toStdString();
        std::ofstream(file) << kKb << "\n";
        QCOMPARE(loadEvaluationDataset(file).format, std::string("kernelbench"));
    }

    void kernelBenchErrors() {
        QCOMPARE(errorField([] {
                     KernelBenchImporter::parse(
                         R"({"ref_arch_src": "r", "custom_kernel": "k", "speedups": {"H100": 1.0}})", "kb.jsonl");
                 }),
                 std::string("line 1.problem_id"));
        QCOMPARE(errorField([] {
                     KernelBenchImporter::parse(R"({"problem_id": 1, "custom_kernel": "k", "speedups": {"H100": 1.0}})",
                                                "kb.jsonl");
                 }),
                 std::string("line 1.ref_arch_src"));
        QCOMPARE(
            errorField([] {
                KernelBenchImporter::parse(
                    R"({"problem_id": 1, "ref_arch_src": "r", "custom_kernel": "k", "speedups": {"H100": "fast"}})",
                    "kb.jsonl");
            }),
            std::string("line 1.speedups.H100"));
        QCOMPARE(errorField([] {
                     KernelBenchImporter::parse(
                         R"({"problem_id": 1, "ref_arch_src": "r", "custom_kernel": "k", "speedups": {"H100": -2}})",
                         "kb.jsonl");
                 }),
                 std::string("line 1.speedups.H100"));
        QCOMPARE(
            errorField([] {
                KernelBenchImporter::parse(
                    R"({"problem_id": 1, "ref_arch_src": "r", "custom_kernel": "k", "speedups": {"H100": {"speedup": 1, "correct": "yes"}}})",
                    "kb.jsonl");
            }),
            std::string("line 1.speedups.H100.correct"));
        QCOMPARE(errorField([] {
                     KernelBenchImporter::parse(
                         R"({"problem_id": 1, "ref_arch_src": "r", "custom_kernel": 7, "speedups": {"H100": 1}})",
                         "kb.jsonl");
                 }),
                 std::string("line 1.custom_kernel"));
        QCOMPARE(errorField([] {
                     KernelBenchImporter::parse(R"({"problem_id": 1, "ref_arch_src": "r", "custom_kernel": "k"})",
                                                "kb.jsonl");
                 }),
                 std::string("line 1.speedups"));
    }

    /// CUDA-L1's records as published: five candidates a task (one per baseline, the
    /// problem's "baseline" parameter), scores as numbers or decimal strings, null scores
    /// and null code as failures, the GPU from the file name.
    void cudaL1Records() {
        const std::string text =
            R"({"level_id": 1, "task_id": 7, "ref_code": "import torch\nclass Model: pass", "custom_code": "import torch\n__global__ void k() {}", "cuda_graph_code": "g", "cudnn_code": null, "score_default": 1.762, "score_torch_compile_default": "1.958", "score_torch_compile_reduce_overhead": null, "score_cuda_graph": 0.5, "score_cudnn": "2"})"
            "\n"
            R"({"level_id": 3, "task_id": 25, "ref_code": "r", "custom_code": null, "cuda_graph_code": "g", "cudnn_code": "c", "score_default": null, "score_torch_compile_default": null, "score_torch_compile_reduce_overhead": null, "score_cuda_graph": null, "score_cudnn": null})"
            "\n";
        const EvaluationDataset ds = CudaL1Importer::parse(text, "/data/cuda-l1_h20.jsonl.gz");
        QCOMPARE(ds.format, std::string("cuda-l1"));
        QCOMPARE(ds.problems.size(), std::size_t(2));
        const EvaluationProblem& p = ds.problems[0];
        QCOMPARE(p.problem.name, std::string("L1/7@h20"));
        QCOMPARE(p.problem.hardware, std::string("h20"));
        QCOMPARE(p.problem.referenceSource, std::string("import torch\nclass Model: pass"));
        QCOMPARE(p.problem.space.size(), std::size_t(1));
        QCOMPARE(p.candidates.size(), std::size_t(5));
        const double expected[] = {1.762, 1.958, 0.0, 0.5, 2.0};
        for (int k = 0; k < 5; ++k) {
            const Candidate& c = p.candidates[std::size_t(k)];
            QCOMPARE(c.configuration, Configuration{double(k)});
            QCOMPARE(c.source, std::string("import torch\n__global__ void k() {}"));
            QVERIFY(p.labels[std::size_t(k)].find(CudaL1Importer::baselineName(k)) != std::string::npos);
            if (k == 2) {
                QCOMPARE(c.state, CandidateState::Failed);
                QVERIFY(!c.measurement->failureReason.empty());
            } else {
                QCOMPARE(c.state, CandidateState::Measured);
                QCOMPARE(c.measurement->speedup, expected[k]);
            }
        }
        for (const Candidate& c : ds.problems[1].candidates) QCOMPARE(c.state, CandidateState::Failed);
        QCOMPARE(ds.successCount(), std::size_t(4));
        // Recognised by content through loadEvaluationDataset, with a "gpu" field winning.
        QTemporaryDir dir;
        const std::string file = dir.filePath("records.jsonl").toStdString();
        std::ofstream(file)
            << R"({"level_id": 2, "task_id": 1, "gpu": "L40", "ref_code": "r", "custom_code": "k", "score_default": 3.0})"
            << "\n";
        const EvaluationDataset one = loadEvaluationDataset(file);
        QCOMPARE(one.format, std::string("cuda-l1"));
        QCOMPARE(one.problems.front().problem.name, std::string("L2/1@L40"));
        QCOMPARE(one.successCount(), std::size_t(1)); // four absent scores are failures
        // Replay reads tuning spaces: two lines of records are named as what they are.
        std::ofstream(file, std::ios::app)
            << R"({"level_id": 2, "task_id": 2, "ref_code": "r", "custom_code": "k", "score_default": 1.0})"
            << "\n";
        try {
            loadTuningDataset(file);
            QFAIL("records read as a tuning space");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("CUDA-L1 records, not a recorded tuning space") != std::string::npos,
                     e.what());
        }
    }

    /// Every record importer refuses at load time what a session could not store or read
    /// back: a speedup outside 1e-9..1e9 (kMinSpeedup, kMaxSpeedup), an integer field out
    /// of its range (nlohmann's get<int>() would wrap 99999999999 into 1215752191), and
    /// an Augur dataset's problem name that is not a problem name.
    void importersRefuseOutOfRangeValues() {
        const std::string gf = R"({"anchor_code": "a", "candidate_code": "b", "hardware": "H100", )";
        for (const char* s : {"1e10", "1e-10", "1.5e308"})
            QCOMPARE(errorField([&] {
                         GpuForecastersImporter::parse(gf + R"("aggregated_speedup": )" + s + R"(, "true_bin": 8})",
                                                       "gf.jsonl");
                     }),
                     std::string("line 1.aggregated_speedup"));
        for (const char* bin : {"99999999999", "4.5", "-1", "\"4\""})
            QCOMPARE(errorField([&] {
                         GpuForecastersImporter::parse(gf + R"("aggregated_speedup": 1.0, "true_bin": )" + bin + "}",
                                                       "gf.jsonl");
                     }),
                     std::string("line 1.true_bin"));
        auto kb = [](const std::string& level, const std::string& speedup) {
            KernelBenchImporter::parse(
                R"({"problem_id": 1, "level": )" + level +
                    R"(, "name": "x", "ref_arch_src": "r", "custom_kernel": "k", "speedups": {"H100": )" + speedup +
                    "}}",
                "kb.jsonl");
        };
        QCOMPARE(errorField([&] { kb("99999999999", "1.5"); }), std::string("line 1.level"));
        QCOMPARE(errorField([&] { kb("-3", "1.5"); }), std::string("line 1.level"));
        QCOMPARE(errorField([&] { kb("1", "2e9"); }), std::string("line 1.speedups.H100"));
        QCOMPARE(errorField([&] { kb("1", "{\"speedup\": 1e-12, \"correct\": true}"); }),
                 std::string("line 1.speedups.H100"));
        QCOMPARE(errorField([&] { kb("2", "1.5"); }), std::string()); // the same record in range loads
        for (const char* s : {"1e10", "\"1e12\"", "1e-10"})
            QCOMPARE(
                errorField([&] {
                    CudaL1Importer::parse(
                        std::string(
                            R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_default": )") +
                            s + "}",
                        "cuda-l1_h200.jsonl");
                }),
                std::string("line 1.score_default"));
        // Names of problems, GPUs and groups: at most 200 characters, no control characters.
        std::string longHardware =
            R"({"anchor_code": "a", "candidate_code": "b", "aggregated_speedup": 1.0, "true_bin": 5})";
        longHardware.insert(longHardware.size() - 1, ", \"hardware\": \"" + std::string(300, 'h') + "\"");
        QCOMPARE(errorField([&] { GpuForecastersImporter::parse(longHardware, "gf.jsonl"); }),
                 std::string("line 1.hardware"));
        const std::string controlGpu = std::string("{\"level_id\": 1, \"task_id\": 1, \"ref_code\": \"r\", ") +
            "\"custom_code\": \"k\", \"gpu\": \"a\\u001bb\", \"score_default\": 1}";
        QCOMPARE(errorField([&] { CudaL1Importer::parse(controlGpu, "cuda-l1_h200.jsonl"); }),
                 std::string("line 1.gpu"));
        // An Augur dataset's problem name titles reports and names files: [a-z0-9_]{1,128};
        // its embedded problem is checked as a problem folder is, for run as for eval.
        auto doc = nlohmann::json::parse(readMaybeGzip(h200("reduce_sum_f32")));
        {
            auto bad = doc;
            bad["augur"]["problem"]["sizes"]["n"] = -1;
            const std::string file = dir_.filePath(QStringLiteral("negative_size.json")).toStdString();
            std::ofstream(file) << bad.dump();
            QVERIFY(errorField([&] { loadTuningDataset(file); }).rfind("augur.problem.sizes", 0) == 0);
        }
        for (const std::string& name : {std::string("../../etc/passwd"), std::string(200, 'a'), std::string("")}) {
            doc["augur"]["problem"]["name"] = name;
            const std::string file = dir_.filePath(QStringLiteral("named.json")).toStdString();
            std::ofstream(file) << doc.dump();
            QCOMPARE(errorField([&] { loadTuningDataset(file); }), std::string("augur.problem.name"));
        }
    }

    void cudaL1Errors() {
        auto parse = [](const char* record) { CudaL1Importer::parse(record, "cuda-l1_3090.jsonl"); };
        QCOMPARE(errorField([&] { parse(R"({"task_id": 1, "ref_code": "r", "score_default": 1})"); }),
                 std::string("line 1.level_id"));
        QCOMPARE(errorField([&] { parse(R"({"level_id": 1, "task_id": -2, "ref_code": "r", "score_default": 1})"); }),
                 std::string("line 1.task_id"));
        QCOMPARE(errorField([&] { parse(R"({"level_id": 1, "task_id": 1, "score_default": 1})"); }),
                 std::string("line 1.ref_code"));
        QCOMPARE(errorField([&] {
                     parse(R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": 5, "score_default": 1})");
                 }),
                 std::string("line 1.custom_code"));
        QCOMPARE(
            errorField([&] {
                parse(R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_cudnn": "fast"})");
            }),
            std::string("line 1.score_cudnn"));
        QCOMPARE(
            errorField([&] {
                parse(R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_default": "1.5x"})");
            }),
            std::string("line 1.score_default"));
        QCOMPARE(errorField([&] {
                     parse(
                         R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_default": -1})");
                 }),
                 std::string("line 1.score_default"));
        QCOMPARE(
            errorField([&] {
                parse(R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_cuda_graph": [1]})");
            }),
            std::string("line 1.score_cuda_graph"));
        // Hexadecimal and out-of-range values are named with their limits.
        QCOMPARE(
            errorField([&] {
                parse(R"({"level_id": 1, "task_id": 1, "ref_code": "r", "custom_code": "k", "score_default": "0x10"})");
            }),
            std::string("line 1.score_default"));
        QCOMPARE(errorField(
                     [&] { parse(R"({"level_id": 1, "task_id": 2147483648, "ref_code": "r", "score_default": 1})"); }),
                 std::string("line 1.task_id"));
        // A blank program is no program; an empty "gpu" falls back to the file name.
        const EvaluationDataset blank = CudaL1Importer::parse(
            R"({"level_id": 1, "task_id": 4, "gpu": "", "ref_code": "r", "custom_code": "  ", "score_default": 2.0})",
            "cuda-l1_l40.jsonl");
        QCOMPARE(blank.problems.front().problem.name, std::string("L1/4@l40"));
        QCOMPARE(blank.successCount(), std::size_t(0));
        QVERIFY(blank.problems.front().candidates.front().source.empty());
    }

    /// The project's own H200 datasets written as CUDA-L1 records (one task per recorded
    /// configuration: the problem's reference, the template with that configuration's
    /// defines, its measured S as score_default) read back with every S intact; then the
    /// three published files, where this machine has ../shared/data: 250 tasks each.
    void cudaL1RecordsOfEveryFile() {
        for (const char* name : {"softmax_rows_f32", "transpose_f32", "scan_inclusive_i32", "sgemm_f32"}) {
            const TuningDataset t = loadTuningDataset(h200(name));
            std::string text;
            std::vector<double> recorded;
            for (std::size_t i = 0; i < t.records.size(); ++i) {
                const TuningRecord& rec = t.records[i];
                if (rec.status != MeasurementStatus::Ok || !rec.recordedSpeedup) continue;
                nlohmann::json r = {
                    {"level_id", 0},
                    {"task_id", i},
                    {"ref_code", t.problem.referenceSource},
                    {"custom_code", "// " + t.problem.space.key(rec.configuration) + "\n" + t.problem.tunableSource},
                    {"score_default", std::to_string(*rec.recordedSpeedup)}};
                text += r.dump() + "\n";
                recorded.push_back(std::stod(std::to_string(*rec.recordedSpeedup)));
            }
            QVERIFY(!recorded.empty());
            const EvaluationDataset ds = CudaL1Importer::parse(text, std::string("cuda-l1_h200-") + name + ".jsonl");
            QCOMPARE(ds.problems.size(), recorded.size());
            QCOMPARE(ds.successCount(), recorded.size()); // the other four baselines: no score
            for (std::size_t i = 0; i < recorded.size(); ++i) {
                const Candidate& c = ds.problems[i].candidates.front();
                QCOMPARE(c.measurement->speedup, recorded[i]);
                QCOMPARE(ds.problems[i].problem.referenceSource, t.problem.referenceSource);
            }
        }
        for (const char* gpu : {"3090", "h20", "l40"}) {
            const std::string file = shared((std::string("cuda-l1_") + gpu + ".jsonl.gz").c_str());
            if (!std::ifstream(file)) QSKIP("the project's records read; ../shared/data has no CUDA-L1 files here");
            const EvaluationDataset ds = loadEvaluationDataset(file);
            QCOMPARE(ds.format, std::string("cuda-l1"));
            QCOMPARE(ds.problems.size(), std::size_t(250));
            QCOMPARE(ds.candidateCount(), std::size_t(1250));
            QVERIFY(ds.successCount() > 1000);
            QCOMPARE(ds.problems.front().problem.hardware, std::string(gpu));
        }
    }

    void malformedFilesNameTheField() {
        QTemporaryDir dir;
        auto write = [&](const char* name, const std::string& text) {
            const std::string f = dir.filePath(name).toStdString();
            std::ofstream(f) << text;
            return f;
        };
        const std::string t4 =
            write("bad_T4.json", R"({"results": [{"configuration": {"a": 1}, "invalidity": "correct"}]})");
        std::string file;
        QCOMPARE(errorField([&] { loadEvaluationDataset(t4); }, &file), std::string("results[0].times"));
        QCOMPARE(file, t4);
        const std::string truncated = write("truncated.json", R"({"results": [{"configuration": )");
        QCOMPARE(errorField([&] { loadEvaluationDataset(truncated); }), std::string("json"));
        const std::string unknown = write("unknown.jsonl", "{\"x\": 1}\n");
        QCOMPARE(errorField([&] { loadEvaluationDataset(unknown); }), std::string("line 1"));
        const std::string empty = write("empty.jsonl", "\n  \n");
        QCOMPARE(errorField([&] { loadEvaluationDataset(empty); }), std::string("(file)"));
        QCOMPARE(errorField([&] { loadEvaluationDataset(dir.filePath("missing.json").toStdString()); }),
                 std::string("file"));
    }

private:
    QTemporaryDir dir_;
    std::string kernelTunerCopy_;
};

QTEST_GUILESS_MAIN(TestImporters)
#include "tst_importers.moc"
