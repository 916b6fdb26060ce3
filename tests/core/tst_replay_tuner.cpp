// The replay backend (a recorded dataset acts as the GPU) and the tuner generator (children
// are in-space one-step neighbours the session has not seen). Synthetic values are worked
// out by hand; the convolution values were read off the file (convolution_A100_T4.json.gz).
#include "core/ReplayBackend.h"
#include "core/Session.h"
#include "core/T4Dataset.h"
#include "core/TunerGenerator.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>

using namespace augur;

namespace {

const std::string kConvolution = std::string(AUGUR_SHARED_DATA) + "/convolution_A100_T4.json.gz";

// Same four records as tst_t4dataset: [0] (64,2) compile failure; [1] (32,1) median 3 ms,
// IQR 1; [2] (128,1) median 2.5 ms, IQR 1.5; [3] (64,4) median 1.5 ms, IQR 0.
// Reference = results[1] (3 ms).
const char* kSynthetic = R"({"results": [
  {"configuration": {"block": 64, "unroll": 2}, "invalidity": "compile"},
  {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [4.0, 2.0, 3.0]}},
  {"configuration": {"block": 128, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0, 4.0, 2.0, 3.0]}},
  {"configuration": {"block": 64, "unroll": 4}, "invalidity": "correct", "times": {"runtimes": [1.5, 1.5]}}
]})";

const T4Dataset* convolution() {
    static std::optional<T4Dataset> data;
    static bool tried = false;
    if (!tried) {
        tried = true;
        if (std::filesystem::exists(kConvolution)) data = loadT4Dataset(kConvolution);
    }
    return data ? &*data : nullptr;
}

Configuration byName(const ParameterSpace& space, const std::map<std::string, double>& values) {
    Configuration c(space.size(), 0.0);
    if (values.size() != space.size()) qFatal("every parameter must be named");
    for (const auto& [name, v] : values) {
        auto i = space.indexOf(name);
        if (!i) qFatal("no parameter %s", name.c_str());
        c[*i] = v;
    }
    return c;
}

// The reference of the convolution file, results[0].
std::map<std::string, double> convolutionReference() {
    return {{"block_size_x", 16}, {"block_size_y", 1}, {"tile_size_x", 1}, {"tile_size_y", 1},
            {"read_only", 0},     {"use_padding", 0},  {"use_shmem", 0},   {"use_cmem", 1},
            {"filter_height", 15}, {"filter_width", 15}};
}

std::map<std::string, double> with(std::map<std::string, double> m, const std::string& name, double v) {
    m[name] = v;
    return m;
}

Candidate candidateOf(Configuration c, CandidateId parent = kNoCandidate, Origin origin = Origin::Tuner) {
    Candidate k;
    k.configuration = std::move(c);
    k.parent = parent;
    k.origin = origin;
    return k;
}

/// A session holding only the reference as its root (id 0).
Session rootSession(const T4Dataset& ds) {
    Session s(ds.problem, SessionConfig{});
    Candidate root = candidateOf(ds.problem.referenceConfiguration, kNoCandidate, Origin::Reference);
    s.add(root);
    return s;
}

/// Brute force, independent of ParameterSpace::neighbours: records whose configuration
/// differs from `c` in exactly one parameter, by exactly one position of its value list.
std::set<std::string> recordedNeighbours(const T4Dataset& ds, const Configuration& c) {
    const auto& space = ds.problem.space;
    std::set<std::string> out;
    for (const auto& r : ds.records) {
        int differing = 0;
        bool oneStep = true;
        for (std::size_t i = 0; i < space.size(); ++i) {
            if (r.configuration[i] == c[i]) continue;
            ++differing;
            auto a = space.positionOf(i, r.configuration[i]);
            auto b = space.positionOf(i, c[i]);
            if (!a || !b || std::abs(static_cast<long>(*a) - static_cast<long>(*b)) != 1) oneStep = false;
        }
        if (differing == 1 && oneStep) out.insert(space.key(r.configuration));
    }
    return out;
}

} // namespace

class TestReplayTuner : public QObject {
    Q_OBJECT

private slots:
    void syntheticMeasure();
    void syntheticBest();
    void referenceGivesSpeedupOne();
    void knownConfigurationIsRatioOfMedians();
    void recordedFailuresAreFailures();
    void outsideSpaceIsInvalid();

    void rootChildrenAreInSpaceNeighbours();
    void childrenMatchBruteForce();
    void neverProposesAConfigurationInTheSession();
    void secondProposeReturnsNoneOnceAllAdded();
    void respectsMaxChildren();
    void sameSeedSameOrder();

private:
    QTemporaryDir dir_;
};

void TestReplayTuner::syntheticMeasure() {
    const QString path = dir_.filePath("syn.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kSynthetic);
    f.close();
    const T4Dataset ds = loadT4Dataset(path.toStdString());
    ReplayBackend backend(ds);
    QCOMPARE(backend.name(), std::string("replay"));
    QCOMPARE(backend.referenceMs(), 3.0);

    // (128,1): S = 3 / 2.5 = 1.2; interval over the two IQRs (ref 1.0, cand 1.5):
    //   low  = (3 - 0.5) / (2.5 + 0.75) = 2.5 / 3.25
    //   high = (3 + 0.5) / (2.5 - 0.75) = 3.5 / 1.75 = 2
    const Measurement m = backend.measure(ds.problem, candidateOf({128, 1}));
    QCOMPARE(m.status, MeasurementStatus::Ok);
    QCOMPARE(m.backend, std::string("replay"));
    QVERIFY(std::abs(m.speedup - 1.2) < 1e-12);
    QCOMPARE(m.referenceMs, 3.0);
    QCOMPARE(m.candidateMs, 2.5);
    QCOMPARE(m.candidateIqrMs, 1.5);
    QCOMPARE(m.samples, 4);
    QVERIFY(std::abs(m.speedupLow - 2.5 / 3.25) < 1e-12);
    QVERIFY(std::abs(m.speedupHigh - 2.0) < 1e-12);
    QCOMPARE(m.bin(), 4); // 1.2 in [1, 1.414)

    // (64,4): S = 3 / 1.5 = 2, bin 6.
    const Measurement fast = backend.measure(ds.problem, candidateOf({64, 4}));
    QVERIFY(std::abs(fast.speedup - 2.0) < 1e-12);
    QCOMPARE(fast.bin(), 6);

    // (64,2): the recorded compile failure.
    const Measurement failed = backend.measure(ds.problem, candidateOf({64, 2}));
    QCOMPARE(failed.status, MeasurementStatus::CompileError);
    QVERIFY(!failed.ok());
    QCOMPARE(failed.bin(), 0);
    QVERIFY(!failed.failureReason.empty());

    // (32,2) lies in the cartesian product of the values but was never recorded.
    QVERIFY(!backend.inSpace({32, 2}));
    QVERIFY(backend.inSpace({64, 2})); // a recorded failure is still a point of the space
    const Measurement absent = backend.measure(ds.problem, candidateOf({32, 2}));
    QCOMPARE(absent.status, MeasurementStatus::Invalid);
}

void TestReplayTuner::syntheticBest() {
    const QString path = dir_.filePath("best.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(kSynthetic);
    f.close();
    ReplayBackend backend(loadT4Dataset(path.toStdString()));
    QVERIFY(std::abs(backend.bestPossibleSpeedup().value_or(0) - 2.0) < 1e-12);
    QCOMPARE(backend.bestPossibleKey().value_or(""), std::string("block=64,unroll=4"));
    QCOMPARE(backend.spaceSize().value_or(0), 4LL);
}

void TestReplayTuner::referenceGivesSpeedupOne() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    const Measurement m = backend.measure(ds->problem, candidateOf(ds->problem.referenceConfiguration));
    QVERIFY(m.ok());
    QCOMPARE(m.speedup, 1.0);
    QCOMPARE(m.bin(), 4);
    QVERIFY(std::abs(m.referenceMs - 3.87174391746521) < 1e-12);
    QCOMPARE(m.candidateMs, m.referenceMs);
    QCOMPARE(m.samples, 32);
    QVERIFY(m.speedupLow <= 1.0 && m.speedupHigh >= 1.0);
}

void TestReplayTuner::knownConfigurationIsRatioOfMedians() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // results[1]: the reference with shared memory on; median 4.59008002281189 ms, so
    // S = 3.87174391746521 / 4.59008002281189 = 0.8435024875869972 (bin 3).
    const Configuration c = byName(space, with(convolutionReference(), "use_shmem", 1));
    QCOMPARE(ds->records[1].configuration, c);
    const Measurement m = backend.measure(ds->problem, candidateOf(c));
    QVERIFY(m.ok());
    QVERIFY(std::abs(m.candidateMs - 4.59008002281189) < 1e-12);
    QVERIFY(std::abs(m.speedup - 3.87174391746521 / 4.59008002281189) < 1e-12);
    QVERIFY(std::abs(m.speedup - 0.8435024875869972) < 1e-12);
    QCOMPARE(m.speedup, ds->records[0].medianMs / ds->records[1].medianMs);
    QCOMPARE(m.bin(), 3);

    // results[480]: block_size_x 32, S = 1.794494522125873 (bin 5).
    const Measurement wide = backend.measure(ds->problem, candidateOf(byName(space, with(convolutionReference(), "block_size_x", 32))));
    QVERIFY(std::abs(wide.speedup - 1.794494522125873) < 1e-9);
    QCOMPARE(wide.bin(), 5);
}

void TestReplayTuner::recordedFailuresAreFailures() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // results[766]: the first runtime failure.
    const Configuration rt = byName(space, {{"block_size_x", 32}, {"block_size_y", 16}, {"tile_size_x", 2},
                                            {"tile_size_y", 4}, {"read_only", 1}, {"use_padding", 0},
                                            {"use_shmem", 0}, {"use_cmem", 1}, {"filter_height", 15},
                                            {"filter_width", 15}});
    const Measurement m = backend.measure(ds->problem, candidateOf(rt));
    QCOMPARE(m.status, MeasurementStatus::RuntimeError);
    QVERIFY2(m.failureReason.find("runtime") != std::string::npos, m.failureReason.c_str());
    // results[1932]: the first compile failure.
    const Configuration ce = byName(space, {{"block_size_x", 80}, {"block_size_y", 8}, {"tile_size_x", 3},
                                            {"tile_size_y", 4}, {"read_only", 0}, {"use_padding", 1},
                                            {"use_shmem", 1}, {"use_cmem", 1}, {"filter_height", 15},
                                            {"filter_width", 15}});
    QCOMPARE(backend.measure(ds->problem, candidateOf(ce)).status, MeasurementStatus::CompileError);
}

void TestReplayTuner::outsideSpaceIsInvalid() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // Padding without shared memory was never recorded (a restriction of the space).
    const Configuration restricted = byName(space, with(convolutionReference(), "use_padding", 1));
    QVERIFY(!backend.inSpace(restricted));
    Measurement m = backend.measure(ds->problem, candidateOf(restricted));
    QCOMPARE(m.status, MeasurementStatus::Invalid);
    QVERIFY(!m.ok());
    QVERIFY(!m.failureReason.empty());
    QCOMPARE(m.speedup, 0.0);
    // A value outside every value list.
    m = backend.measure(ds->problem, candidateOf(byName(space, with(convolutionReference(), "block_size_x", 17))));
    QCOMPARE(m.status, MeasurementStatus::Invalid);
}

void TestReplayTuner::rootChildrenAreInSpaceNeighbours() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 42, false);
    QCOMPARE(gen.name(), std::string("tuner"));
    Session s = rootSession(*ds);
    const auto& space = ds->problem.space;

    const auto children = gen.propose(s, s.at(0), 16);
    // The reference sits at the lowest value of every axis: 7 upward steps exist
    // (block x, block y, tile x, tile y, read-only, padding, shared memory; cmem and the
    // filter sizes have one value), and padding without shared memory is not in the space.
    QCOMPARE(children.size(), std::size_t(6));
    std::set<std::string> expected;
    const auto ref = convolutionReference();
    const std::map<std::string, double> upward{{"block_size_x", 32}, {"block_size_y", 2}, {"tile_size_x", 2},
                                               {"tile_size_y", 2},    {"read_only", 1},    {"use_shmem", 1}};
    for (const auto& [p, next] : upward) expected.insert(space.key(byName(space, with(ref, p, next))));
    std::set<std::string> got;
    for (const auto& c : children) {
        QCOMPARE(c.parent, CandidateId(0));
        QCOMPARE(c.origin, Origin::Tuner);
        QCOMPARE(c.depth, 1);
        QVERIFY(backend.inSpace(c.configuration));
        int differing = 0;
        for (std::size_t i = 0; i < space.size(); ++i) {
            if (c.configuration[i] == ds->problem.referenceConfiguration[i]) continue;
            ++differing;
            const auto a = space.positionOf(i, c.configuration[i]);
            const auto b = space.positionOf(i, ds->problem.referenceConfiguration[i]);
            QVERIFY(a && b);
            QCOMPARE(std::abs(static_cast<long>(*a) - static_cast<long>(*b)), 1L);
        }
        QCOMPARE(differing, 1);
        got.insert(space.key(c.configuration));
    }
    QCOMPARE(got, expected);
}

void TestReplayTuner::childrenMatchBruteForce() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 7, false);
    const auto& space = ds->problem.space;
    for (std::size_t r : {std::size_t(0), std::size_t(100), std::size_t(766), std::size_t(1932), std::size_t(2000),
                          std::size_t(4361)}) {
        Session s = rootSession(*ds);
        CandidateId parent = 0;
        if (ds->records[r].configuration != ds->problem.referenceConfiguration)
            parent = s.add(candidateOf(ds->records[r].configuration, 0));
        const auto expected = recordedNeighbours(*ds, ds->records[r].configuration);
        std::set<std::string> got;
        for (const auto& c : gen.propose(s, s.at(parent), 100)) got.insert(space.key(c.configuration));
        // The root (reference) is already in the session, so it is never proposed again.
        std::set<std::string> want = expected;
        want.erase(space.key(ds->problem.referenceConfiguration));
        QVERIFY2(got == want, ("record " + std::to_string(r)).c_str());
        QVERIFY(!got.empty());
    }
}

void TestReplayTuner::neverProposesAConfigurationInTheSession() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 3, false);
    const auto& space = ds->problem.space;
    Session s = rootSession(*ds);
    const Configuration seen = byName(space, with(convolutionReference(), "block_size_x", 32));
    s.add(candidateOf(seen, 0));
    const Configuration seen2 = byName(space, with(convolutionReference(), "read_only", 1));
    s.add(candidateOf(seen2, 0));
    const auto children = gen.propose(s, s.at(0), 16);
    QCOMPARE(children.size(), std::size_t(4));
    for (const auto& c : children) {
        QVERIFY(c.configuration != seen);
        QVERIFY(c.configuration != seen2);
        QVERIFY(!s.findConfiguration(c.configuration));
    }
}

void TestReplayTuner::secondProposeReturnsNoneOnceAllAdded() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 11, false);
    Session s = rootSession(*ds);
    auto first = gen.propose(s, s.at(0), 16);
    QCOMPARE(first.size(), std::size_t(6));
    for (auto& c : first) s.add(c);
    QCOMPARE(s.size(), std::size_t(7));
    QVERIFY(gen.propose(s, s.at(0), 16).empty());
    // A child's own neighbours still include new configurations.
    QVERIFY(!gen.propose(s, s.at(1), 16).empty());
}

void TestReplayTuner::respectsMaxChildren() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 5, false);
    Session s = rootSession(*ds);
    auto two = gen.propose(s, s.at(0), 2);
    QCOMPARE(two.size(), std::size_t(2));
    QVERIFY(two[0].configuration != two[1].configuration);
    for (auto& c : two) s.add(c);
    // The remaining four come next, then nothing.
    auto rest = gen.propose(s, s.at(0), 16);
    QCOMPARE(rest.size(), std::size_t(4));
    for (auto& c : rest) {
        QVERIFY(c.configuration != two[0].configuration && c.configuration != two[1].configuration);
        s.add(c);
    }
    QVERIFY(gen.propose(s, s.at(0), 16).empty());
    QVERIFY(gen.propose(s, s.at(0), 0).empty());
}

void TestReplayTuner::sameSeedSameOrder() {
    const T4Dataset* ds = convolution();
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    TunerGenerator a(backend, 99), b(backend, 99);
    Session s = rootSession(*ds);
    const auto ca = a.propose(s, s.at(0), 16);
    const auto cb = b.propose(s, s.at(0), 16);
    QCOMPARE(ca.size(), cb.size());
    for (std::size_t i = 0; i < ca.size(); ++i) QCOMPARE(ca[i].configuration, cb[i].configuration);
}

QTEST_APPLESS_MAIN(TestReplayTuner)
#include "tst_replay_tuner.moc"
