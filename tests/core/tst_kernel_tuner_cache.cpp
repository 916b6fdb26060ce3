// Kernel Tuner's own cache files as datasets (core/datasets/KernelTunerCache.cpp): a small
// synthetic cache whose values are worked out by hand, hostile files that must each give one
// InputError naming the file and the field, the bounded JSON reader behind every dataset
// (core/base/BoundedJson.h), and, as extra rows when ../shared is beside the checkout, the
// nine cache files there read and replayed (run, eval and a prior).
#include "core/backend/ReplayBackend.h"
#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/datasets/TuningDataset.h"
#include "core/session/SessionFactory.h"
#include "core/surrogate/SurrogatePrior.h"

#include "tests/TestDatasets.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

using namespace augur;

namespace {

const QString kCache = QStringLiteral(AUGUR_SHARED_DATA "/kernel_tuner_cache");

// Five entries of a two-parameter space, as Kernel Tuner writes them:
//   "16,1": times 3, 1, 2      -> median 2 (the first valid entry: the reference)
//   "16,2": CompilationFailedConfig
//   "32,1": times 1, 1, 0.5, 4 -> sorted 0.5,1,1,4: median 1, type-7 q1 0.875, q3 1.75 -> IQR 0.875
//   "32,2": InvalidConfig      -> ruled out by a restriction: not in the space, counted
//   "64,1": time 4 and no runs -> median 4 ("time" itself)
// tune_params declares block 16, 32, 64, 128 (128 never recorded) and unroll 1, 2.
const char* kSynthetic = R"({
  "device_name": "Test GPU \u0007 with a bell",
  "kernel_name": "axpy",
  "tune_params_keys": ["block", "unroll"],
  "tune_params": {"block": [16, 32, 64, 128], "unroll": [1, 2]},
  "objective": "time",
  "cache": {
    "16,1": {"block": 16, "unroll": 1, "time": 2.0, "times": [3.0, 1.0, 2.0]},
    "16,2": {"block": 16, "unroll": 2, "time": "CompilationFailedConfig"},
    "32,1": {"block": 32, "unroll": 1, "time": 1.6, "times": [1.0, 1.0, 0.5, 4.0]},
    "32,2": {"block": 32, "unroll": 2, "time": "InvalidConfig"},
    "64,1": {"block": 64, "unroll": 1, "time": 4.0}
  }
})";

std::string write(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
    return path.toStdString();
}

} // namespace

class TestKernelTunerCache : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void syntheticCache() {
        const std::string path = write(dir_, QStringLiteral("axpy_TestGPU.json"), kSynthetic);
        const TuningDataset ds = loadTuningDataset(path);
        QCOMPARE(ds.format, TuningDatasetFormat::KernelTunerCache);
        QCOMPARE(ds.records.size(), std::size_t(4));
        QCOMPARE(ds.restrictedEntries, std::size_t(1));
        QCOMPARE(ds.problem.name, std::string("axpy_TestGPU"));
        // The device's name, printable (the bell is replaced).
        QCOMPARE(ds.problem.hardware, std::string("Test GPU ? with a bell"));
        const auto& params = ds.problem.space.parameters();
        QCOMPARE(params.size(), std::size_t(2));
        QCOMPARE(params[0].name, std::string("block"));
        QCOMPARE(params[0].values, (std::vector<double>{16, 32, 64, 128})); // declared values kept
        QCOMPARE(params[1].values, (std::vector<double>{1, 2}));
        QCOMPARE(ds.records[0].medianMs, 2.0);
        QCOMPARE(ds.records[0].samples, 3);
        QCOMPARE(ds.records[1].status, MeasurementStatus::CompileError);
        QCOMPARE(ds.records[2].medianMs, 1.0);
        QCOMPARE(ds.records[2].iqrMs, 0.875);
        QCOMPARE(ds.records[3].medianMs, 4.0);
        QCOMPARE(ds.records[3].samples, 1);
        QCOMPARE(ds.referenceIndex, std::size_t(0));
        QCOMPARE(ds.problem.referenceConfiguration, (Configuration{16, 1}));

        ReplayBackend backend(ds);
        QCOMPARE(*backend.bestPossibleSpeedup(), 2.0); // 2 ms / 1 ms
        QVERIFY(backend.inSpace({32, 1}));
        QVERIFY(!backend.inSpace({32, 2})); // ruled out by a restriction
        QVERIFY(backend.inSpace({16, 2})); // a recorded failure is part of the space
    }

    void hostileFiles_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("field");
        const QByteArray head = R"({"tune_params_keys": ["block", "unroll"], )";
        QTest::newRow("no names") << QByteArray(R"({"cache": {}, "tune_params_keys": []})")
                                  << QStringLiteral("tune_params_keys");
        QTest::newRow("name twice") << QByteArray(R"({"cache": {}, "tune_params_keys": ["a", "a"]})")
                                    << QStringLiteral("tune_params_keys[1]");
        QTest::newRow("cache not an object") << head + R"("cache": []})" << QStringLiteral("cache");
        QTest::newRow("empty cache") << head + R"("cache": {}})" << QStringLiteral("cache");
        QTest::newRow("missing parameter")
            << head + R"("cache": {"1": {"block": 1, "time": 1.0}}})" << QStringLiteral("cache[\"1\"].unroll");
        QTest::newRow("text value") << head + R"("cache": {"1": {"block": "x", "unroll": 1, "time": 1.0}}})"
                                    << QStringLiteral("cache[\"1\"].block");
        QTest::newRow("unknown failure") << head + R"("cache": {"1,1": {"block": 1, "unroll": 1, "time": "Oops"}}})"
                                         << QStringLiteral("cache[\"1,1\"].time");
        QTest::newRow("negative time") << head + R"("cache": {"1,1": {"block": 1, "unroll": 1, "time": -1}}})"
                                       << QStringLiteral("cache[\"1,1\"].time");
        QTest::newRow("huge time") << head + R"("cache": {"1,1": {"block": 1, "unroll": 1, "time": 1e300}}})"
                                   << QStringLiteral("cache[\"1,1\"].time");
        QTest::newRow("bad run") << head +
                R"("cache": {"1,1": {"block": 1, "unroll": 1, "time": 1, "times": [1, "x"]}}})"
                                 << QStringLiteral("cache[\"1,1\"].times");
        QTest::newRow("same configuration twice") << head +
                R"("cache": {"1,1": {"block": 1, "unroll": 1, "time": 1}, "1.0,1": {"block": 1.0, "unroll": 1, "time": 2}}})"
                                                  << QStringLiteral("cache[\"1.0,1\"]");
        QTest::newRow("only failures") << head +
                R"("cache": {"1,1": {"block": 1, "unroll": 1, "time": "RuntimeFailedConfig"}}})"
                                       << QStringLiteral("cache[].time");
        QTest::newRow("key that is not the values")
            << head + R"("cache": {"9,9": {"block": 1, "unroll": 1, "time": 1}}})" << QStringLiteral("cache[\"9,9\"]");
        QTest::newRow("varied parameter not among the keys")
            << head + R"("tune_params": {"block": [1, 2], "unroll": [1], "vector": [1, 2, 4]}, "cache": {}})"
            << QStringLiteral("tune_params_keys");
        QTest::newRow("no names but a cache")
            << QByteArray(R"({"cache": {"1": {}}})") << QStringLiteral("tune_params_keys");
        // Values XGBoost's float features cannot hold (3.4e38 and beyond) are refused at
        // import, where the file and field can still be named.
        QTest::newRow("value beyond float") << head + R"("cache": {"1,4e38": {"block": 1, "unroll": 4e38, "time": 1}}})"
                                            << QStringLiteral("cache[\"1,4e38\"].unroll");
        QTest::newRow("declared value beyond float") << head +
                R"("tune_params": {"block": [1, 1e20], "unroll": [1]}, "cache": {"1,1": {"block": 1, "unroll": 1, "time": 1}}})"
                                                     << QStringLiteral("tune_params.block[1]");
        QTest::newRow("control characters in a key")
            << head + "\"cache\": {\"\\u001b[31m\": {\"block\": \"x\", \"unroll\": 1, \"time\": 1}}}"
            << QStringLiteral("cache[\"?[31m\"].block");
    }
    void hostileFiles() {
        QFETCH(QByteArray, text);
        QFETCH(QString, field);
        const std::string path = write(dir_, QStringLiteral("hostile.json"), text);
        try {
            loadTuningDataset(path);
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(QString::fromStdString(e.file()), QString::fromStdString(path));
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY(std::string(e.what()).find('\n') == std::string::npos);
        }
    }

    /// A cache that declares a huge space (10 parameters of 100 values: 1e20 configurations)
    /// and records three: the configuration pool draws from the recorded list instead of
    /// sampling the product (one hit in 1e20 tries), so a model session measures all three
    /// at once instead of spinning for minutes.
    void sparseDeclaredSpaceIsDrawnFromItsList_data() {
        QTest::addColumn<int>("parameters");
        QTest::addColumn<int>("values");
        QTest::newRow("10 x 100 values") << 10 << 100;
        QTest::newRow("100 x 2 values") << 100 << 2; // the trust region's rings hold millions
    }
    void sparseDeclaredSpaceIsDrawnFromItsList() {
        QFETCH(int, parameters);
        QFETCH(int, values);
        nlohmann::ordered_json doc{{"tune_params_keys", nlohmann::ordered_json::array()},
                                   {"tune_params", nlohmann::ordered_json::object()},
                                   {"cache", nlohmann::ordered_json::object()}}; // file order: e = 1, 2, 3
        std::vector<double> declared;
        for (int v = 0; v < values; ++v) declared.push_back(v);
        for (int p = 0; p < parameters; ++p) {
            const std::string name = "p" + std::to_string(p);
            doc["tune_params_keys"].push_back(name);
            doc["tune_params"][name] = declared;
        }
        for (int e = 1; e <= 3; ++e) {
            nlohmann::ordered_json entry{{"time", 4.0 / e}};
            std::string key;
            for (int p = 0; p < parameters; ++p) {
                const int v = p % (e + 1) == 0 ? 0 : std::min(e, values - 1); // three distinct entries
                entry["p" + std::to_string(p)] = v;
                key += (p ? "," : "") + std::to_string(v);
            }
            doc["cache"][key] = entry;
        }
        const std::string path = write(dir_, QStringLiteral("sparse.json"), QByteArray::fromStdString(doc.dump()));
        SessionConfig c;
        c.datasetPath = path;
        c.maxMeasurements = 10;
        auto engine = SessionFactory::create(c, "");
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        QCOMPARE(s.stats().measured, 2); // the two recorded beyond the reference: the whole space
        double best = 0;
        for (const Candidate& k : s.candidates())
            if (k.measurement && k.measurement->ok()) best = std::max(best, k.measurement->speedup);
        QCOMPARE(best, 3.0); // 4 ms reference, 4/3 ms best
    }

    void boundedJson_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("deep") << QByteArray(100, char(0x5b)) + QByteArray(100, char(0x5d))
                              << QStringLiteral("deeper than 64");
        QTest::newRow("many values") << "[" + QByteArray("0,").repeated(2000) + "0]"
                                     << QStringLiteral("more than 1000 values");
        QTest::newRow("long string") << "[\"" + QByteArray(5000, 'a') + "\"]" << QStringLiteral("longer than 4096");
        QTest::newRow("duplicate key") << QByteArray(R"({"a": 1, "a": 2})") << QStringLiteral("one key twice");
        QTest::newRow("not JSON") << QByteArray("{\"secret\": \"hunter2") << QStringLiteral("not valid JSON (byte");
        QTest::newRow("overflow") << QByteArray("[1e400]") << QStringLiteral("not valid JSON");
    }
    void boundedJson() {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        JsonLimits limits;
        limits.maxValues = 1000;
        limits.maxStringBytes = 4096;
        try {
            (void)parseBoundedJson(std::string_view(text.constData(), static_cast<std::size_t>(text.size())), "f.json",
                                   limits);
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
            // Never the input's bytes: a malformed secrets file must not print its token.
            QVERIFY2(!QString::fromUtf8(e.what()).contains(QStringLiteral("hunter2")), e.what());
            QVERIFY2(!QString::fromUtf8(e.what()).contains(QStringLiteral("aaaa")), e.what());
        }
    }

    void boundedJsonKeepsOrderAndValues() {
        const auto doc = parseBoundedJson(R"({"z": [1, 2.5, "x", true, null], "a": {"k": -3}})", "f.json");
        QCOMPARE(doc.begin().key(), std::string("z")); // file order
        QCOMPARE(doc["z"][1].get<double>(), 2.5);
        QCOMPARE(doc["a"]["k"].get<int>(), -3);
        QVERIFY(doc["z"][4].is_null());
    }

    /// The nine cache files of ../shared: read, with their failures, replayed by the model
    /// strategy, evaluated and used as a prior for another GPU's file of the same kernel.
    void sharedCaches_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("failures");
        QTest::newRow("gemm RTX 2080 Ti") << QStringLiteral("gemm_RTX_2080_Ti.json.gz") << 17956 << 0;
        QTest::newRow("gemm RTX 3060 laptop") << QStringLiteral("gemm_RTX_3060_laptop.json.gz") << 10000 << 0;
        QTest::newRow("gemm RTX 3090") << QStringLiteral("gemm_RTX_3090.json.gz") << 17956 << 0;
        QTest::newRow("gemm RTX Titan") << QStringLiteral("gemm_RTX_Titan.json.gz") << 17956 << 0;
        QTest::newRow("convolution MI50") << QStringLiteral("convolution_MI50.json.gz") << 2442 << 0;
        QTest::newRow("convolution RTX 3060 laptop")
            << QStringLiteral("convolution_RTX_3060_laptop.json.gz") << 6768 << 1548;
        QTest::newRow("convolution RTX Titan") << QStringLiteral("convolution_RTX_Titan.json.gz") << 6768 << 1512;
        QTest::newRow("pnpoly RTX 3060 laptop") << QStringLiteral("pnpoly_RTX_3060_laptop.json.gz") << 4092 << 318;
        QTest::newRow("pnpoly RTX Titan") << QStringLiteral("pnpoly_RTX_Titan.json.gz") << 4092 << 342;
    }
    void sharedCaches() {
        QFETCH(QString, file);
        QFETCH(int, records);
        QFETCH(int, failures);
        const QString path = kCache + QLatin1Char('/') + file;
        AUGUR_REQUIRE_DATASET(path);
        // The file as a prior of the same kernel on another GPU: parameters match by name.
        const QString other = file.startsWith(QStringLiteral("gemm")) ? QStringLiteral("gemm_RTX_3090.json.gz")
            : file.startsWith(QStringLiteral("convolution"))          ? QStringLiteral("convolution_RTX_Titan.json.gz")
                                                                      : QStringLiteral("pnpoly_RTX_Titan.json.gz");
        checkCache(path.toStdString(), records, failures, (kCache + QLatin1Char('/') + other).toStdString());
    }

    /// The project's own H200 datasets written as Kernel Tuner would cache them: the same
    /// records, medians and failures come back, and the file replays, evaluates and serves as
    /// a prior for the dataset it came from.
    void projectDatasetsAsCaches_data() {
        QTest::addColumn<QString>("file");
        for (const char* name : {"sgemm_f32_wide", "softmax_rows_f32", "hgemm_f16_tc", "transpose_f32"})
            QTest::newRow(name) << QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/%1.json.gz").arg(name);
    }
    void projectDatasetsAsCaches() {
        QFETCH(QString, file);
        AUGUR_REQUIRE_DATASET(file);
        const TuningDataset original = loadTuningDataset(file.toStdString());
        const auto& params = original.problem.space.parameters();
        nlohmann::ordered_json keys = nlohmann::json::array(), tuneParams = nlohmann::ordered_json::object(),
                               cache = nlohmann::ordered_json::object();
        for (const auto& p : params) {
            keys.push_back(p.name);
            tuneParams[p.name] = p.values;
        }
        int failures = 0;
        for (const auto& r : original.records) {
            std::string key;
            nlohmann::ordered_json entry = nlohmann::ordered_json::object();
            for (std::size_t i = 0; i < params.size(); ++i) {
                entry[params[i].name] = r.configuration[i];
                key += (i ? "," : "") + nlohmann::json(r.configuration[i]).dump();
            }
            if (r.status == MeasurementStatus::Ok) {
                entry["time"] = r.medianMs;
            } else {
                entry["time"] =
                    r.status == MeasurementStatus::CompileError ? "CompilationFailedConfig" : "RuntimeFailedConfig";
                ++failures;
            }
            cache[key] = entry;
        }
        const nlohmann::ordered_json doc{{"device_name", original.problem.hardware},
                                         {"tune_params_keys", keys},
                                         {"tune_params", tuneParams},
                                         {"cache", cache}};
        const std::string path = write(dir_, QFileInfo(file).baseName() + QStringLiteral("_cache.json"),
                                       QByteArray::fromStdString(doc.dump()));
        const TuningDataset back = loadTuningDataset(path);
        QCOMPARE(back.format, TuningDatasetFormat::KernelTunerCache);
        QCOMPARE(back.records.size(), original.records.size());
        for (std::size_t i = 0; i < back.records.size(); ++i) {
            QVERIFY(back.records[i].configuration == original.records[i].configuration);
            QCOMPARE(back.records[i].medianMs, original.records[i].medianMs);
        }
        checkCache(path, static_cast<int>(original.records.size()), failures, file.toStdString());
    }

private:
    /// Reads the cache file at `path` (`records` configurations, `failures` of them failed),
    /// evaluates it, replays a short model session on it and loads it as a prior for
    /// `priorTarget`, a dataset of the same parameters.
    void checkCache(const std::string& path, int records, int failures, const std::string& priorTarget) {
        const TuningDataset ds = loadTuningDataset(path);
        QCOMPARE(static_cast<int>(ds.records.size()), records);
        int failed = 0;
        for (const auto& r : ds.records) failed += r.status == MeasurementStatus::Ok ? 0 : 1;
        QCOMPARE(failed, failures);
        QVERIFY(!ds.problem.hardware.empty());

        // Offline evaluation reads the same file as one problem.
        const EvaluationDataset ev = loadEvaluationDataset(path);
        QCOMPARE(ev.format, std::string("kernel-tuner-cache"));
        QCOMPARE(static_cast<int>(ev.candidateCount()), records);

        // A short model session replays it, and the best it found is a recorded one.
        SessionConfig cfg;
        cfg.datasetPath = path;
        cfg.maxMeasurements = 12;
        cfg.seed = 3;
        auto engine = SessionFactory::create(cfg, "");
        engine->run();
        engine->rethrowIfFailed();
        QCOMPARE(engine->session().config().strategy, SearchStrategy::Model);
        const auto best = engine->session().bestMeasured();
        QVERIFY(best && best->second >= 1.0);
        QVERIFY(best->second <= *engine->backend().bestPossibleSpeedup() + 1e-12);

        const TuningDataset target = loadTuningDataset(priorTarget);
        const SurrogatePrior prior = loadSurrogatePrior(path, target.problem.space);
        QCOMPARE(static_cast<int>(prior.rows()), records - failures);
    }
};

QTEST_GUILESS_MAIN(TestKernelTunerCache)
#include "tst_kernel_tuner_cache.moc"
