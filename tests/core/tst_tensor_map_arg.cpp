// Tensor-map launch arguments (core/problem/TensorMapArg.h, docs/problem-format.md
// "Tensor maps"): "tensor_map:BUFFER dims=… box=… [strides=…] [swizzle=…]" is parsed with
// the problem's expressions, its geometry checked against the driver's rules and the
// buffer's size (one line naming the file and field otherwise), and carried to the worker
// in the job, where it is checked again. The encoding itself runs on the GPU (tests/gpu).
#include "core/base/InputError.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "core/problem/TensorMapArg.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <limits>

using namespace augur;

namespace {

int bufferNamed(const std::string& name) { return name == "A" ? 0 : name == "C" ? 1 : -1; }

/// A 2-D f16 problem whose template reads A through a tensor map of box (64, BR).
std::string writeProblem(const QTemporaryDir& dir, const std::string& mapArg) {
    const std::string root = dir.path().toStdString();
    std::ofstream(root + "/ref.cu") << "extern \"C\" __global__ void k(const void* a, float* c, int r, int n) {}\n";
    std::ofstream(root + "/problem.json") << R"J({
  "name": "tma_copy",
  "sizes": {"R": 512, "N": 1024},
  "buffers": [
    {"name": "A", "dtype": "f16", "count": "R*N", "role": "input", "init": "uniform"},
    {"name": "C", "dtype": "f32", "count": "R*N", "role": "output"}
  ],
  "reference": {"source": "ref.cu", "launches": [
    {"kernel": "k", "grid": [1, 1, 1], "block": [32, 1, 1], "shared_bytes": 0, "args": ["A", "C", "R", "N"]}]},
  "tunable": {"source": "ref.cu", "params": {"BR": [64, 128, 512]},
              "launches": [{"kernel": "k", "grid": ["R / BR", 1, 1], "block": [128, 1, 1], "shared_bytes": "BR*128",
                            "args": [")J" +
            mapArg + R"J(", "C", "R", "N"]}]}
})J";
    return root;
}

Candidate configured(double br) {
    Candidate c;
    c.configuration = {br};
    return c;
}

} // namespace

class TestTensorMapArg : public QObject {
    Q_OBJECT
private slots:
    void parsesKeysInAnyOrderWithExpressions() {
        const ExpressionVariables vars{{"M", 4096}, {"K", 1000}, {"BM", 128}};
        const TensorMapSpec s =
            parseTensorMapArg("tensor_map:A swizzle=128 box=64, min(BM, 256) dims=K, M", bufferNamed, vars);
        QCOMPARE(s.buffer, 0);
        QCOMPARE(s.dims, (std::vector<long long>{1000, 4096}));
        QCOMPARE(s.box, (std::vector<long long>{64, 128}));
        QCOMPARE(s.swizzle, 128);
        QVERIFY(s.strides.empty());
    }

    void refusesWhatItCannotRead() {
        const ExpressionVariables vars{{"M", 64}, {"K", 64}};
        auto why = [&](const std::string& arg) {
            try {
                parseTensorMapArg(arg, bufferNamed, vars);
            } catch (const std::invalid_argument& e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QVERIFY(why("tensor_map:B dims=K,M box=64,64").find("'B' is not a buffer") != std::string::npos);
        QVERIFY(why("tensor_map:A dims=K,M").find("box= is missing") != std::string::npos);
        QVERIFY(why("tensor_map:A dims=K,M box=64 box=64").find("given twice") != std::string::npos);
        QVERIFY(why("tensor_map:A dims=K,Q box=64,64").find("dims=Q") != std::string::npos);
        QVERIFY(why("tensor_map:A dims=K,M box=64,64 swizzle=64,128").find("one value") != std::string::npos);
        QVERIFY(why("tensor_map:A dims=K,,M box=64,64").find("empty expression") != std::string::npos);
        QVERIFY(why("tensor_map:A dims=K,M box=64,64 foo=1").find("unknown key 'foo='") != std::string::npos);
        QVERIFY(why("tensor_map:A DIMS=K,M box=64,64").find("unknown key 'DIMS='") != std::string::npos);
        QVERIFY(why("tensor_map:A dims = K,M box=64,64").find("no space before") != std::string::npos);
        // A comparison inside an expression is not a key.
        QCOMPARE(parseTensorMapArg("tensor_map:A dims=K,M box=64, M==64 ? 32 : 64", bufferNamed, vars).box.at(1), 32LL);
        // A key is a word followed directly by '=': "strides = 16" stays part of box's value.
        QVERIFY(why("tensor_map:A dims=K,M box=64,64 strides = 16").find("box=64 strides = 16") != std::string::npos);
    }

    void geometryFollowsTheDriversRules() {
        TensorMapSpec s;
        s.buffer = 0;
        s.dims = {1024, 512};
        s.box = {64, 128};
        s.swizzle = 128;
        const long long bytes = 1024LL * 512 * 2;
        QCOMPARE(tensorMapProblem(s, bytes, 2), std::string());
        auto with = [&](auto edit) {
            TensorMapSpec t = s;
            edit(t);
            return tensorMapProblem(t, bytes, 2);
        };
        QVERIFY(with([](TensorMapSpec& t) {
                    t.box = {128, 128};
                }).find("exceeds the 128-byte swizzle") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.box = {4, 128}; }).find("multiple of 16 bytes") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.box = {64, 512}; }).find("outside 1 to 256") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.swizzle = 16; }).find("0, 32, 64 or 128") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.dims = {1024, 513}; }).find("the buffer has") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.box = {64}; }).find("one value per dimension") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.dims = {1, 1, 1, 1, 1, 1}; }).find("1 to 5") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) { t.strides = {2056}; }).find("multiple of 16") != std::string::npos);
        QVERIFY(with([](TensorMapSpec& t) {
                    t.dims = {1020, 512};
                }).find("2040 bytes, the dims packed") != std::string::npos);
        // A padded pitch: 512 rows of 2112 bytes need 511 * 2112 + 2048 bytes.
        QVERIFY(with([](TensorMapSpec& t) { t.strides = {2112}; }).find("the buffer has") != std::string::npos);
        QCOMPARE(tensorMapProblem(TensorMapSpec{0, {1024, 512}, {64, 128}, {2112}, 128}, 511LL * 2112 + 2048, 2),
                 std::string());
        // A hostile job's extremes: 2^32 rows 2^40 - 16 bytes apart span 2^72 bytes, and a
        // count of 2^62 f64 elements; neither may wrap.
        QVERIFY(tensorMapProblem(TensorMapSpec{0, {64, 1LL << 32}, {64, 1}, {(1LL << 40) - 16}, 0}, 1LL << 40, 2)
                    .find("over 2^62 bytes; the buffer has") != std::string::npos);
        QVERIFY(tensorMapProblem(TensorMapSpec{0, {64, 1LL << 32, 1LL << 32}, {64, 1, 1}, {}, 0}, 1LL << 40, 2)
                    .find("over 2^62 bytes") != std::string::npos);
        QCOMPARE(bufferBytesOf(1LL << 62, 8), std::numeric_limits<long long>::max());
        QCOMPARE(bufferBytesOf(1000, 2), 2000LL);
    }

    void aJobCarriesTheMapToTheWorker() {
        QTemporaryDir dir;
        const Problem p = ProblemLoader::load(writeProblem(dir, "tensor_map:A dims=N, R box=64, BR swizzle=128"));
        const MeasureJob job = resolveMeasureJob(p, configured(128), MeasureSettings{});
        const ResolvedArg& a = job.candidate.launches.at(0).args.at(0);
        QCOMPARE(a.kind, ResolvedArg::Kind::TensorMap);
        QCOMPARE(a.tensorMap.dims, (std::vector<long long>{1024, 512}));
        QCOMPARE(a.tensorMap.box, (std::vector<long long>{64, 128}));
        const MeasureJob back = measureJobFromJson(toJson(job));
        const ResolvedArg& b = back.candidate.launches.at(0).args.at(0);
        QCOMPARE(b.kind, ResolvedArg::Kind::TensorMap);
        QCOMPARE(b.tensorMap.buffer, 0);
        QCOMPARE(b.tensorMap.box, a.tensorMap.box);
        QCOMPARE(b.tensorMap.swizzle, 128);

        // A configuration whose box the driver would refuse: one line naming the field.
        try {
            resolveMeasureJob(p, configured(512), MeasureSettings{});
            QFAIL("a 512-row box was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("tunable.launches[0].args[0]") != std::string::npos, e.what());
            QVERIFY2(std::string(e.what()).find("outside 1 to 256") != std::string::npos, e.what());
        }

        // A hostile job: the worker's side checks the map against the buffer again.
        nlohmann::json j = toJson(job);
        j["candidate"]["launches"][0]["args"][0]["tensor_map"]["dims"] = {1024, 4096};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(j));
        j["candidate"]["launches"][0]["args"][0]["tensor_map"]["buffer"] = 7;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, measureJobFromJson(j));
    }

    void loadingNamesTheFieldOfABadMap() {
        QTemporaryDir dir;
        try {
            ProblemLoader::load(writeProblem(dir, "tensor_map:X dims=N, R box=64, BR"));
            QFAIL("a map of an unknown buffer loaded");
        } catch (const InputError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find("problem.json") != std::string::npos, e.what());
            QVERIFY2(what.find("tunable.launches[0].args[0]") != std::string::npos, e.what());
            QVERIFY2(what.find("'X' is not a buffer") != std::string::npos, e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestTensorMapArg)
#include "tst_tensor_map_arg.moc"
