// Import of Kernel Tuner's T4 results format (core/datasets/TuningDataset.h): a small synthetic file
// whose expected values are worked out by hand below, malformed inputs that must each
// give an InputError naming the file and the field, and recorded search spaces read in
// place: the project's own H200 sgemm_f32 dataset (resources/datasets/h200, always there)
// and, as extra rows when ../shared is beside the checkout, Kernel Tuner's A100 convolution
// file (AUGUR_SHARED_DATA; those rows skip without it).
#include "core/base/InputError.h"
#include "core/backend/ReplayBackend.h"
#include "core/model/Measurement.h"
#include "core/datasets/TuningDataset.h"
#include "core/datasets/CompressedFile.h"

#include "tests/TestDatasets.h"

#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>

using namespace augur;

namespace {

const std::string kConvolution = std::string(AUGUR_SHARED_DATA) + "/convolution_A100_T4.json.gz";
const std::string kSgemm = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/sgemm_f32.json.gz";

/// Columns "path" (and the caller's others) with one row per recorded dataset: the
/// project's sgemm_f32 and, when present, the shared convolution file.
void addPathColumn() { QTest::addColumn<QString>("path"); }
QTestData& projectRow() { return QTest::newRow("sgemm_f32 (project)") << QString::fromStdString(kSgemm); }
QTestData& sharedRow() { return QTest::newRow("convolution_A100 (shared)") << QString::fromStdString(kConvolution); }

/// Skips the row when its file is absent (only the shared file can be).
#define SKIP_IF_ABSENT(path) AUGUR_REQUIRE_DATASET(path);

// Four records, parameters "block" and "unroll" (alphabetical = file order):
//   [0] block 64,  unroll 2: compile failure (first record, so not the reference)
//   [1] block 32,  unroll 1: runtimes 4, 2, 3      -> sorted 2,3,4: median 3 (odd count)
//                                                      type-7 quartiles: q1 = 2 + 0.5·1 = 2.5,
//                                                      q3 = 3 + 0.5·1 = 3.5 -> IQR 1.0
//   [2] block 128, unroll 1: runtimes 1, 4, 2, 3   -> sorted 1,2,3,4: median (2+3)/2 = 2.5
//                                                      (even count); q1 at pos 0.75 = 1.75,
//                                                      q3 at pos 2.25 = 3.25 -> IQR 1.5
//   [3] block 64,  unroll 4: runtimes 1.5, 1.5     -> median 1.5, IQR 0
// Space: block {32, 64, 128}, unroll {1, 2, 4} (sorted distinct values).
const char* kSynthetic = R"({
  "metadata": {"timeunit": "miliseconds"},
  "results": [
    {"configuration": {"block": 64, "unroll": 2}, "invalidity": "compile",
     "times": {"compilation": 12.5}},
    {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct",
     "times": {"runtimes": [4.0, 2.0, 3.0]}},
    {"configuration": {"block": 128, "unroll": 1}, "invalidity": "correct",
     "times": {"runtimes": [1.0, 4.0, 2.0, 3.0]}},
    {"configuration": {"block": 64, "unroll": 4}, "invalidity": "correct",
     "times": {"runtimes": [1.5, 1.5]}}
  ]
})";

std::string writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
    f.close();
    return path.toStdString();
}

quint32 crc32(const QByteArray& data) {
    quint32 c = 0xFFFFFFFFu;
    for (unsigned char b : data) {
        c ^= b;
        for (int k = 0; k < 8; ++k) c = (c >> 1) ^ (0xEDB88320u & (0u - (c & 1u)));
    }
    return c ^ 0xFFFFFFFFu;
}

void appendLe32(QByteArray& out, quint32 v) {
    for (int i = 0; i < 4; ++i) out.append(static_cast<char>((v >> (8 * i)) & 0xFF));
}

/// A gzip member holding `data` in one stored (uncompressed) deflate block (RFC 1951/1952),
/// so the test needs no zlib of its own.
QByteArray gzipStored(const QByteArray& data) {
    Q_ASSERT(data.size() < 65536);
    QByteArray out("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
    out.append(char(0x01)); // BFINAL = 1, BTYPE = 00 (stored)
    const quint16 len = static_cast<quint16>(data.size());
    const quint16 nlen = static_cast<quint16>(~len);
    out.append(static_cast<char>(len & 0xFF));
    out.append(static_cast<char>(len >> 8));
    out.append(static_cast<char>(nlen & 0xFF));
    out.append(static_cast<char>(nlen >> 8));
    out.append(data);
    appendLe32(out, crc32(data));
    appendLe32(out, static_cast<quint32>(data.size()));
    return out;
}

/// Loads `path` expecting an InputError; checks file(), field() and the one-line what().
void expectInputError(const std::string& path, const std::string& field, const std::string& referenceKey = {}) {
    try {
        loadTuningDataset(path, referenceKey);
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(e.field(), field);
        const std::string what = e.what();
        QVERIFY2(what.rfind(path + ": " + field + ": ", 0) == 0, what.c_str());
        QVERIFY2(what.find('\n') == std::string::npos, what.c_str());
        return;
    }
    QFAIL(("no InputError for " + path + " (field " + field + ")").c_str());
}

/// "name=value" pairs of a key, order-insensitive.
std::set<std::string> keyParts(const std::string& key) {
    std::set<std::string> out;
    std::stringstream s(key);
    std::string part;
    while (std::getline(s, part, ',')) out.insert(part);
    return out;
}

Configuration byName(const ParameterSpace& space, const std::map<std::string, double>& values) {
    Configuration c(space.size(), 0.0);
    for (const auto& [name, v] : values) {
        auto i = space.indexOf(name);
        if (!i) qFatal("no parameter %s", name.c_str());
        c[*i] = v;
    }
    return c;
}

} // namespace

class TestT4Dataset : public QObject {
    Q_OBJECT

private slots:
    void syntheticSpace();
    void syntheticRecords();
    void syntheticFailure();
    void syntheticReferenceFirstValid();
    void namedReference();
    void namedReferenceOfFailureIsRejected();
    void unknownReference();
    void gzipSyntheticMatchesPlain();
    void readMaybeGzipPlainAndGzip();

    void truncatedGzipOfRealFile_data();
    void truncatedGzipOfRealFile();
    void truncatedGzipSynthetic();
    void corruptGzipBody();
    void notJson();
    void rootNotObject();
    void missingResults();
    void emptyResults();
    void unknownParameter();
    void missingParameter();
    void nonNumericParameter();
    void runtimesMissingForCorrectRecord();
    void timesMissingForCorrectRecord();
    void nonPositiveRuntime();
    void implausibleRuntimesAndDuplicates();
    void missingInvalidity();
    void noValidRecord();
    void missingFile();

    void recordedDataset_data();
    void recordedDataset();
    void recordedDatasetReplay_data();
    void recordedDatasetReplay();
    void augurReferenceIsThePlainKernel();
    void convolutionReferenceIsTheFirstRecord();

private:
    QTemporaryDir dir_;
};

void TestT4Dataset::syntheticSpace() {
    const auto path = writeFile(dir_, "space_T4.json", kSynthetic);
    const TuningDataset ds = loadTuningDataset(path);
    const auto& params = ds.problem.space.parameters();
    QCOMPARE(params.size(), std::size_t(2));
    QCOMPARE(params[0].name, std::string("block"));
    QCOMPARE(params[0].values, (std::vector<double>{32, 64, 128}));
    QCOMPARE(params[1].name, std::string("unroll"));
    QCOMPARE(params[1].values, (std::vector<double>{1, 2, 4}));
    QCOMPARE(ds.problem.origin, path);
    QCOMPARE(ds.problem.name, std::string("space")); // "space_T4.json" less ".json" and "_T4"
}

void TestT4Dataset::syntheticRecords() {
    const TuningDataset ds = loadTuningDataset(writeFile(dir_, "records.json", kSynthetic));
    QCOMPARE(ds.records.size(), std::size_t(4));
    // Configurations in file order, values in ParameterSpace order (block, unroll).
    QCOMPARE(ds.records[0].configuration, (Configuration{64, 2}));
    QCOMPARE(ds.records[1].configuration, (Configuration{32, 1}));
    QCOMPARE(ds.records[2].configuration, (Configuration{128, 1}));
    QCOMPARE(ds.records[3].configuration, (Configuration{64, 4}));

    // Odd count: median 3, IQR 3.5 - 2.5 = 1.0.
    QCOMPARE(ds.records[1].status, MeasurementStatus::Ok);
    QCOMPARE(ds.records[1].medianMs, 3.0);
    QVERIFY(std::abs(ds.records[1].iqrMs - 1.0) < 1e-12);
    QCOMPARE(ds.records[1].samples, 3);
    // Even count: median 2.5, IQR 3.25 - 1.75 = 1.5.
    QCOMPARE(ds.records[2].medianMs, 2.5);
    QVERIFY(std::abs(ds.records[2].iqrMs - 1.5) < 1e-12);
    QCOMPARE(ds.records[2].samples, 4);
    // Two equal samples.
    QCOMPARE(ds.records[3].medianMs, 1.5);
    QCOMPARE(ds.records[3].iqrMs, 0.0);
    QCOMPARE(ds.records[3].samples, 2);
}

void TestT4Dataset::syntheticFailure() {
    const TuningDataset ds = loadTuningDataset(writeFile(dir_, "failure.json", kSynthetic));
    const TuningRecord& r = ds.records[0];
    QCOMPARE(r.status, MeasurementStatus::CompileError);
    QVERIFY2(r.failureReason.find("compile") != std::string::npos, r.failureReason.c_str());
    QCOMPARE(r.medianMs, 0.0);
    QCOMPARE(r.samples, 0);
}

void TestT4Dataset::syntheticReferenceFirstValid() {
    const TuningDataset ds = loadTuningDataset(writeFile(dir_, "ref.json", kSynthetic));
    // Record 0 failed to compile, so the first valid record is results[1].
    QCOMPARE(ds.referenceIndex, std::size_t(1));
    QCOMPARE(ds.problem.referenceConfiguration, (Configuration{32, 1}));
    QVERIFY2(ds.problem.referenceNote.find("results[1]") != std::string::npos, ds.problem.referenceNote.c_str());
}

void TestT4Dataset::namedReference() {
    const TuningDataset ds = loadTuningDataset(writeFile(dir_, "named.json", kSynthetic), "block=64,unroll=4");
    QCOMPARE(ds.referenceIndex, std::size_t(3));
    QCOMPARE(ds.problem.referenceConfiguration, (Configuration{64, 4}));
    QVERIFY2(ds.problem.referenceNote.find("results[3]") != std::string::npos, ds.problem.referenceNote.c_str());

    // The replay backend then measures against 1.5 ms: record [2] (2.5 ms) gives 0.6.
    ReplayBackend backend(ds);
    QCOMPARE(backend.referenceMs(), 1.5);
    Candidate c;
    c.configuration = {128, 1};
    const Measurement m = backend.measure(ds.problem, c);
    QVERIFY(m.ok());
    QVERIFY(std::abs(m.speedup - 0.6) < 1e-12);
}

void TestT4Dataset::namedReferenceOfFailureIsRejected() {
    expectInputError(writeFile(dir_, "named_fail.json", kSynthetic), "results[0].invalidity", "block=64,unroll=2");
}

void TestT4Dataset::unknownReference() {
    expectInputError(writeFile(dir_, "unknown_ref.json", kSynthetic), "reference", "block=999,unroll=1");
}

void TestT4Dataset::gzipSyntheticMatchesPlain() {
    const auto plain = loadTuningDataset(writeFile(dir_, "same.json", kSynthetic));
    const auto gz = loadTuningDataset(writeFile(dir_, "same.json.gz", gzipStored(kSynthetic)));
    QCOMPARE(gz.records.size(), plain.records.size());
    for (std::size_t i = 0; i < gz.records.size(); ++i) {
        QCOMPARE(gz.records[i].configuration, plain.records[i].configuration);
        QCOMPARE(gz.records[i].status, plain.records[i].status);
        QCOMPARE(gz.records[i].medianMs, plain.records[i].medianMs);
        QCOMPARE(gz.records[i].iqrMs, plain.records[i].iqrMs);
    }
    QCOMPARE(gz.referenceIndex, std::size_t(1));
}

void TestT4Dataset::readMaybeGzipPlainAndGzip() {
    const QByteArray text = "{\"hello\": [1, 2, 3]}\n";
    QCOMPARE(readMaybeGzip(writeFile(dir_, "plain.txt", text)), text.toStdString());
    QCOMPARE(readMaybeGzip(writeFile(dir_, "packed.gz", gzipStored(text))), text.toStdString());
}

void TestT4Dataset::truncatedGzipOfRealFile_data() {
    addPathColumn();
    projectRow();
    sharedRow();
}

void TestT4Dataset::truncatedGzipOfRealFile() {
    QFETCH(QString, path);
    SKIP_IF_ABSENT(path);
    QFile real(path);
    QVERIFY(real.size() > 4096);
    QVERIFY(real.open(QIODevice::ReadOnly));
    const QByteArray head = real.read(4096);
    QCOMPARE(head.size(), 4096);
    expectInputError(writeFile(dir_, "truncated_T4.json.gz", head), "gzip");
}

void TestT4Dataset::truncatedGzipSynthetic() {
    QByteArray gz = gzipStored(kSynthetic);
    gz.chop(8); // drop the CRC32 and ISIZE trailer
    expectInputError(writeFile(dir_, "no_trailer.json.gz", gz), "gzip");
    // Cut inside the deflate data as well.
    expectInputError(writeFile(dir_, "half.json.gz", gzipStored(kSynthetic).left(100)), "gzip");
}

void TestT4Dataset::corruptGzipBody() {
    // A valid gzip header followed by a deflate block of the reserved type 11.
    QByteArray gz("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\xff", 10);
    gz.append(QByteArray(32, char(0xff)));
    expectInputError(writeFile(dir_, "corrupt.json.gz", gz), "gzip");
}

void TestT4Dataset::notJson() { expectInputError(writeFile(dir_, "not_json.json", "this is { not JSON"), "json"); }

void TestT4Dataset::rootNotObject() { expectInputError(writeFile(dir_, "array.json", "[1, 2, 3]"), "(root)"); }

void TestT4Dataset::missingResults() {
    expectInputError(writeFile(dir_, "no_results.json", R"({"metadata": {}, "data": []})"), "results");
    expectInputError(writeFile(dir_, "results_object.json", R"({"results": {"a": 1}})"), "results");
}

void TestT4Dataset::emptyResults() {
    expectInputError(writeFile(dir_, "empty_results.json", R"({"results": []})"), "results");
}

void TestT4Dataset::unknownParameter() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 2, "foo": 3}, "invalidity": "correct", "times": {"runtimes": [1.0]}}
    ]})";
    expectInputError(writeFile(dir_, "unknown_param.json", json), "results[2].configuration.foo");
}

void TestT4Dataset::missingParameter() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64}, "invalidity": "correct", "times": {"runtimes": [1.0]}}
    ]})";
    expectInputError(writeFile(dir_, "missing_param.json", json), "results[2].configuration.unroll");
}

void TestT4Dataset::nonNumericParameter() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": "big", "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}}
    ]})";
    expectInputError(writeFile(dir_, "string_param.json", json), "results[1].configuration.block");
}

void TestT4Dataset::runtimesMissingForCorrectRecord() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct", "times": {"compilation": 3.0}}
    ]})";
    expectInputError(writeFile(dir_, "no_runtimes.json", json), "results[1].times.runtimes");
    const char* empty = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": []}}
    ]})";
    expectInputError(writeFile(dir_, "empty_runtimes.json", empty), "results[0].times.runtimes");
}

void TestT4Dataset::timesMissingForCorrectRecord() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct"}
    ]})";
    expectInputError(writeFile(dir_, "no_times.json", json), "results[1].times");
}

void TestT4Dataset::nonPositiveRuntime() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0, 0.0]}}
    ]})";
    expectInputError(writeFile(dir_, "zero_runtime.json", json), "results[0].times.runtimes");
}

void TestT4Dataset::missingInvalidity() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 1}, "times": {"runtimes": [1.0]}}
    ]})";
    expectInputError(writeFile(dir_, "no_invalidity.json", json), "results[1].invalidity");
}

void TestT4Dataset::noValidRecord() {
    const char* json = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "compile"},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "runtime"}
    ]})";
    expectInputError(writeFile(dir_, "all_failed.json", json), "results[].invalidity");
}

void TestT4Dataset::missingFile() {
    const std::string path = dir_.filePath("does_not_exist_T4.json.gz").toStdString();
    expectInputError(path, "file");
}

void TestT4Dataset::recordedDataset_data() {
    addPathColumn();
    QTest::addColumn<int>("records");
    QTest::addColumn<QStringList>("parameters"); // "name=v1 v2 ...", in file order
    QTest::addColumn<int>("valid");
    QTest::addColumn<int>("compileFailures");
    QTest::addColumn<int>("runtimeFailures");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("hardware");
    // 78 of the 108 tile combinations (the harness's restrictions), every one correct.
    projectRow() << 78 << QStringList{"BK=8 16 32", "BM=32 64 128", "BN=32 64 128", "TM=4 8", "TN=4 8"} << 78 << 0 << 0
                 << "sgemm_f32"
                 << "NVIDIA H200";
    QString bx = "block_size_x=";
    for (int v = 16; v <= 256; v += 16) bx += QString::number(v) + (v < 256 ? " " : "");
    sharedRow() << 4362
                << QStringList{bx,
                               "block_size_y=1 2 4 8 16",
                               "tile_size_x=1 2 3 4",
                               "tile_size_y=1 2 3 4",
                               "read_only=0 1",
                               "use_padding=0 1",
                               "use_shmem=0 1",
                               "use_cmem=1",
                               "filter_height=15",
                               "filter_width=15"}
                << 4201 << 6 << 155 << "convolution_A100"
                << "A100";
}

void TestT4Dataset::recordedDataset() {
    QFETCH(QString, path);
    QFETCH(int, records);
    QFETCH(QStringList, parameters);
    QFETCH(int, valid);
    QFETCH(int, compileFailures);
    QFETCH(int, runtimeFailures);
    QFETCH(QString, name);
    QFETCH(QString, hardware);
    SKIP_IF_ABSENT(path);
    const TuningDataset ds = loadTuningDataset(path.toStdString());
    QCOMPARE(ds.records.size(), static_cast<std::size_t>(records));
    QCOMPARE(ds.problem.space.size(), static_cast<std::size_t>(parameters.size()));
    int ok = 0, compile = 0, runtime = 0;
    for (const auto& r : ds.records) {
        QCOMPARE(r.configuration.size(), static_cast<std::size_t>(parameters.size()));
        if (r.status == MeasurementStatus::Ok) {
            ++ok;
            QVERIFY(r.medianMs > 0.0);
            QVERIFY(r.samples > 0);
        } else if (r.status == MeasurementStatus::CompileError) {
            ++compile;
        } else if (r.status == MeasurementStatus::RuntimeError) {
            ++runtime;
        }
    }
    QCOMPARE(ok, valid);
    QCOMPARE(compile, compileFailures);
    QCOMPARE(runtime, runtimeFailures);
    QCOMPARE(QString::fromStdString(ds.problem.name), name);
    QCOMPARE(QString::fromStdString(ds.problem.hardware), hardware);

    // Parameters in file order (the first record's), values sorted and distinct.
    const auto& params = ds.problem.space.parameters();
    for (qsizetype i = 0; i < parameters.size(); ++i) {
        const QString paramName = parameters[i].section(QLatin1Char('='), 0, 0);
        std::vector<double> want;
        for (const QString& v : parameters[i].section(QLatin1Char('='), 1).split(QLatin1Char(' ')))
            want.push_back(v.toDouble());
        QCOMPARE(QString::fromStdString(params[static_cast<std::size_t>(i)].name), paramName);
        QCOMPARE(params[static_cast<std::size_t>(i)].values, want);
    }
}

void TestT4Dataset::recordedDatasetReplay_data() {
    addPathColumn();
    QTest::addColumn<double>("bestSpeedup");
    QTest::addColumn<qlonglong>("spaceSize");
    QTest::addColumn<QStringList>("bestConfiguration");
    // The fastest recorded tile, worked out from the file: 128x128 blocks of 8x8 threads'
    // tiles, BK 16; its paired speedup over the plain reference kernel.
    projectRow() << 4.642326605586355 << 78LL << QStringList{"BK=16", "BM=128", "BN=128", "TM=8", "TN=8"};
    // 32x4 blocks, 1x3 tiles, read-only cache and shared memory: 7.041 over results[0].
    sharedRow() << 7.040968003130423 << 4362LL
                << QStringList{"block_size_x=32",  "block_size_y=4", "tile_size_x=1", "tile_size_y=3",
                               "read_only=1",      "use_padding=0",  "use_shmem=1",   "use_cmem=1",
                               "filter_height=15", "filter_width=15"};
}

void TestT4Dataset::recordedDatasetReplay() {
    QFETCH(QString, path);
    QFETCH(double, bestSpeedup);
    QFETCH(qlonglong, spaceSize);
    QFETCH(QStringList, bestConfiguration);
    SKIP_IF_ABSENT(path);
    ReplayBackend backend(loadTuningDataset(path.toStdString()));
    QVERIFY(backend.bestPossibleSpeedup().has_value());
    QVERIFY2(std::abs(*backend.bestPossibleSpeedup() - bestSpeedup) < 1e-9,
             std::to_string(*backend.bestPossibleSpeedup()).c_str());
    QCOMPARE(backend.spaceSize().value_or(-1), static_cast<long long>(spaceSize));
    std::set<std::string> want;
    for (const QString& part : bestConfiguration) want.insert(part.toStdString());
    QCOMPARE(keyParts(backend.bestPossibleKey().value_or("")), want);
}

void TestT4Dataset::augurReferenceIsThePlainKernel() {
    // An Augur dataset (augur-dataset-1) names its own reference: the problem's plain kernel,
    // outside the template's space, with its recorded median; every record carries the
    // speedup measured paired with that kernel in the same job.
    const TuningDataset ds = loadTuningDataset(kSgemm);
    QVERIFY(ds.externalReferenceMs.has_value());
    QCOMPARE(*ds.externalReferenceMs, 25.60478401184082);
    QVERIFY(ds.problem.referenceConfiguration.empty());
    QVERIFY2(ds.problem.referenceNote.find("plain reference kernel") != std::string::npos,
             ds.problem.referenceNote.c_str());
    QVERIFY(!ds.problem.referenceSource.empty());
    QVERIFY(!ds.problem.tunableSource.empty());
    // results[0]: the smallest tile (BK 8, BM 32, BN 32, TM 4, TN 4); 11 runtimes with
    // median 9.144160270690918 ms; S = 2.801764123814159 in [2.797932030924526,
    // 2.8025943271170184] against 25.610719680786133 ms measured in the same job.
    const auto& space = ds.problem.space;
    QCOMPARE(ds.records[0].configuration, byName(space, {{"BK", 8}, {"BM", 32}, {"BN", 32}, {"TM", 4}, {"TN", 4}}));
    QCOMPARE(ds.records[0].samples, 11);
    QCOMPARE(ds.records[0].medianMs, 9.144160270690918);
    QVERIFY(ds.records[0].recordedSpeedup.has_value());
    QCOMPARE(*ds.records[0].recordedSpeedup, 2.801764123814159);
    QCOMPARE(ds.records[0].recordedSpeedupLow, 2.797932030924526);
    QCOMPARE(ds.records[0].recordedSpeedupHigh, 2.8025943271170184);
    QCOMPARE(ds.records[0].recordedReferenceMs, 25.610719680786133);
    QVERIFY(ds.records[0].report->candidateCompile.has_value()); // the harness report

    // Naming a record as the reference instead makes it the root configuration.
    const TuningDataset named = loadTuningDataset(kSgemm, "BK=16,BM=64,BN=64,TM=4,TN=4");
    QVERIFY(!named.externalReferenceMs);
    QCOMPARE(named.referenceIndex, std::size_t(37));
    QCOMPARE(named.problem.referenceConfiguration,
             byName(space, {{"BK", 16}, {"BM", 64}, {"BN", 64}, {"TM", 4}, {"TN", 4}}));
    QVERIFY2(named.problem.referenceNote.find("results[37]") != std::string::npos, named.problem.referenceNote.c_str());
}

void TestT4Dataset::convolutionReferenceIsTheFirstRecord() {
    // A Kernel Tuner file has no reference of its own: the first valid record is used.
    if (!std::filesystem::exists(kConvolution)) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    const TuningDataset ds = loadTuningDataset(kConvolution);
    QVERIFY(!ds.externalReferenceMs);
    QCOMPARE(ds.referenceIndex, std::size_t(0));
    QVERIFY2(ds.problem.referenceNote.find("results[0]") != std::string::npos, ds.problem.referenceNote.c_str());

    // results[0]: block 16x1, tiles 1x1, no read-only, padding or shared memory; 32
    // runtimes with median 3.87174391746521 ms.
    const Configuration ref = byName(ds.problem.space,
                                     {{"block_size_x", 16},
                                      {"block_size_y", 1},
                                      {"tile_size_x", 1},
                                      {"tile_size_y", 1},
                                      {"read_only", 0},
                                      {"use_padding", 0},
                                      {"use_shmem", 0},
                                      {"use_cmem", 1},
                                      {"filter_height", 15},
                                      {"filter_width", 15}});
    QCOMPARE(ds.problem.referenceConfiguration, ref);
    QCOMPARE(ds.records[0].samples, 32);
    QVERIFY(std::abs(ds.records[0].medianMs - 3.87174391746521) < 1e-12);
    QVERIFY(!ds.records[0].recordedSpeedup);

    // results[1932] is the first compile failure.
    QCOMPARE(ds.records[1932].status, MeasurementStatus::CompileError);
}

QTEST_APPLESS_MAIN(TestT4Dataset)
#include "tst_t4dataset.moc"

void TestT4Dataset::implausibleRuntimesAndDuplicates() {
    // Finite in JSON, but a speedup against them overflows or vanishes: refused at import,
    // naming the record, before anything reaches a session.
    const char* huge = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1e308]}}
    ]})";
    expectInputError(writeFile(dir_, "huge_runtime.json", huge), "results[1].times.runtimes");
    const char* tiny = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1e-308]}}
    ]})";
    expectInputError(writeFile(dir_, "tiny_runtime.json", tiny), "results[0].times.runtimes");
    // Each runtime in range, but S against the reference (1e7 / 1e-6 = 1e13) is not.
    const char* farApart = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1e7]}},
      {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1e-6]}}
    ]})";
    expectInputError(writeFile(dir_, "far_apart.json", farApart), "results[1].times.runtimes");
    // A parameter value XGBoost's float features cannot hold.
    const char* beyondFloat = R"({"results": [
      {"configuration": {"block": 4e38, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}}
    ]})";
    expectInputError(writeFile(dir_, "beyond_float.json", beyondFloat), "results[0].configuration.block");
    const char* dup = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
      {"configuration": {"unroll": 1, "block": 32}, "invalidity": "correct", "times": {"runtimes": [9.0]}}
    ]})";
    expectInputError(writeFile(dir_, "duplicate.json", dup), "results[1].configuration");
    const char* badSpeedup = R"({"results": [
      {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}, "speedup": 1e300}
    ]})";
    expectInputError(writeFile(dir_, "bad_speedup.json", badSpeedup), "results[0].speedup");
    // A backend that reports a non-finite speedup yields a failed measurement, never a bin.
    Measurement m;
    m.status = MeasurementStatus::Ok;
    m.speedup = std::numeric_limits<double>::infinity();
    m.rejectNonFinite();
    QCOMPARE(int(m.status), int(MeasurementStatus::Invalid));
    QVERIFY(m.failureReason.find("not finite") != std::string::npos);
}
