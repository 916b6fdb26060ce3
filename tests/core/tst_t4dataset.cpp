// Import of Kernel Tuner's T4 results format (core/T4Dataset.h): a small synthetic file
// whose expected values are worked out by hand below, malformed inputs that must each
// give an InputError naming the file and the field, and the recorded A100 convolution
// search space (read in place from AUGUR_SHARED_DATA).
#include "core/InputError.h"
#include "core/ReplayBackend.h"
#include "core/Measurement.h"
#include "core/T4Dataset.h"

#include <QFile>
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
        loadT4Dataset(path, referenceKey);
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

    void realConvolution();
    void realConvolutionReplay();

private:
    QTemporaryDir dir_;
};

void TestT4Dataset::syntheticSpace() {
    const auto path = writeFile(dir_, "space_T4.json", kSynthetic);
    const T4Dataset ds = loadT4Dataset(path);
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
    const T4Dataset ds = loadT4Dataset(writeFile(dir_, "records.json", kSynthetic));
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
    const T4Dataset ds = loadT4Dataset(writeFile(dir_, "failure.json", kSynthetic));
    const T4Record& r = ds.records[0];
    QCOMPARE(r.status, MeasurementStatus::CompileError);
    QVERIFY2(r.failureReason.find("compile") != std::string::npos, r.failureReason.c_str());
    QCOMPARE(r.medianMs, 0.0);
    QCOMPARE(r.samples, 0);
}

void TestT4Dataset::syntheticReferenceFirstValid() {
    const T4Dataset ds = loadT4Dataset(writeFile(dir_, "ref.json", kSynthetic));
    // Record 0 failed to compile, so the first valid record is results[1].
    QCOMPARE(ds.referenceIndex, std::size_t(1));
    QCOMPARE(ds.problem.referenceConfiguration, (Configuration{32, 1}));
    QVERIFY2(ds.problem.referenceNote.find("results[1]") != std::string::npos, ds.problem.referenceNote.c_str());
}

void TestT4Dataset::namedReference() {
    const T4Dataset ds = loadT4Dataset(writeFile(dir_, "named.json", kSynthetic), "block=64,unroll=4");
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
    const auto plain = loadT4Dataset(writeFile(dir_, "same.json", kSynthetic));
    const auto gz = loadT4Dataset(writeFile(dir_, "same.json.gz", gzipStored(kSynthetic)));
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

void TestT4Dataset::truncatedGzipOfRealFile() {
    QFile real(QString::fromStdString(kConvolution));
    if (!real.exists()) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
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

void TestT4Dataset::notJson() {
    expectInputError(writeFile(dir_, "not_json.json", "this is { not JSON"), "json");
}

void TestT4Dataset::rootNotObject() {
    expectInputError(writeFile(dir_, "array.json", "[1, 2, 3]"), "(root)");
}

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

void TestT4Dataset::realConvolution() {
    if (!std::filesystem::exists(kConvolution))
        QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    const T4Dataset ds = loadT4Dataset(kConvolution);
    QCOMPARE(ds.records.size(), std::size_t(4362));
    QCOMPARE(ds.problem.space.size(), std::size_t(10));
    int valid = 0, compile = 0, runtime = 0;
    for (const auto& r : ds.records) {
        QCOMPARE(r.configuration.size(), std::size_t(10));
        if (r.status == MeasurementStatus::Ok) {
            ++valid;
            QVERIFY(r.medianMs > 0.0);
        } else if (r.status == MeasurementStatus::CompileError) {
            ++compile;
        } else if (r.status == MeasurementStatus::RuntimeError) {
            ++runtime;
        }
    }
    QCOMPARE(valid, 4201);
    QCOMPARE(compile, 6);
    QCOMPARE(runtime, 155);
    QCOMPARE(ds.referenceIndex, std::size_t(0));
    QVERIFY2(ds.problem.referenceNote.find("results[0]") != std::string::npos, ds.problem.referenceNote.c_str());
    QCOMPARE(ds.problem.name, std::string("convolution_A100"));
    QCOMPARE(ds.problem.hardware, std::string("A100"));

    const auto& space = ds.problem.space;
    auto values = [&](const char* name) { return space.parameters().at(*space.indexOf(name)).values; };
    std::vector<double> bx;
    for (int v = 16; v <= 256; v += 16) bx.push_back(v);
    QCOMPARE(values("block_size_x"), bx);
    QCOMPARE(values("block_size_y"), (std::vector<double>{1, 2, 4, 8, 16}));
    QCOMPARE(values("tile_size_x"), (std::vector<double>{1, 2, 3, 4}));
    QCOMPARE(values("tile_size_y"), (std::vector<double>{1, 2, 3, 4}));
    QCOMPARE(values("read_only"), (std::vector<double>{0, 1}));
    QCOMPARE(values("use_padding"), (std::vector<double>{0, 1}));
    QCOMPARE(values("use_shmem"), (std::vector<double>{0, 1}));
    QCOMPARE(values("use_cmem"), (std::vector<double>{1}));
    QCOMPARE(values("filter_height"), (std::vector<double>{15}));
    QCOMPARE(values("filter_width"), (std::vector<double>{15}));

    // results[0]: block 16x1, tiles 1x1, no read-only, padding or shared memory; 32
    // runtimes with median 3.87174391746521 ms.
    const Configuration ref = byName(space, {{"block_size_x", 16}, {"block_size_y", 1}, {"tile_size_x", 1},
                                             {"tile_size_y", 1}, {"read_only", 0}, {"use_padding", 0},
                                             {"use_shmem", 0}, {"use_cmem", 1}, {"filter_height", 15},
                                             {"filter_width", 15}});
    QCOMPARE(ds.problem.referenceConfiguration, ref);
    QCOMPARE(ds.records[0].samples, 32);
    QVERIFY(std::abs(ds.records[0].medianMs - 3.87174391746521) < 1e-12);

    // results[1932] is the first compile failure.
    QCOMPARE(ds.records[1932].status, MeasurementStatus::CompileError);
}

void TestT4Dataset::realConvolutionReplay() {
    if (!std::filesystem::exists(kConvolution))
        QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(loadT4Dataset(kConvolution));
    QVERIFY(backend.bestPossibleSpeedup().has_value());
    QVERIFY2(std::abs(*backend.bestPossibleSpeedup() - 7.041) < 1e-3,
             std::to_string(*backend.bestPossibleSpeedup()).c_str());
    QCOMPARE(backend.spaceSize().value_or(-1), 4362LL);
    // The fastest configuration, worked out from the file: 32x4 blocks, 1x3 tiles,
    // read-only cache and shared memory.
    QCOMPARE(keyParts(backend.bestPossibleKey().value_or("")),
             (std::set<std::string>{"block_size_x=32", "block_size_y=4", "tile_size_x=1", "tile_size_y=3",
                                    "read_only=1", "use_padding=0", "use_shmem=1", "use_cmem=1",
                                    "filter_height=15", "filter_width=15"}));
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
