// The replay backend (a recorded dataset acts as the GPU) and the tuner generator (children
// are in-space one-step neighbours the session has not seen). Synthetic values are worked
// out by hand; the dataset values were read off the files: the project's own
// resources/datasets/h200/sgemm_f32.json.gz (always present) and, when ../shared is
// beside the checkout, Kernel Tuner's convolution_A100_T4.json.gz (an extra row; skipped
// without it).
#include "core/backend/ReplayBackend.h"
#include "core/model/Session.h"
#include "core/datasets/TuningDataset.h"
#include "core/search/TunerGenerator.h"

#include <QFile>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <string>

using namespace augur;

namespace {

const std::string kConvolution = std::string(AUGUR_SHARED_DATA) + "/convolution_A100_T4.json.gz";
const std::string kSgemm = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/sgemm_f32.json.gz";

// Same four records as tst_t4dataset: [0] (64,2) compile failure; [1] (32,1) median 3 ms,
// IQR 1; [2] (128,1) median 2.5 ms, IQR 1.5; [3] (64,4) median 1.5 ms, IQR 0.
// Reference = results[1] (3 ms).
const char* kSynthetic = R"({"results": [
  {"configuration": {"block": 64, "unroll": 2}, "invalidity": "compile"},
  {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [4.0, 2.0, 3.0]}},
  {"configuration": {"block": 128, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0, 4.0, 2.0, 3.0]}},
  {"configuration": {"block": 64, "unroll": 4}, "invalidity": "correct", "times": {"runtimes": [1.5, 1.5]}}
]})";

/// A dataset loaded once per (path, reference key); nullptr when the file is absent.
const TuningDataset* dataset(const std::string& path, const std::string& referenceKey = {}) {
    static std::map<std::pair<std::string, std::string>, std::unique_ptr<TuningDataset>> cache;
    auto& slot = cache[{path, referenceKey}];
    if (!slot && std::filesystem::exists(path))
        slot = std::make_unique<TuningDataset>(loadTuningDataset(path, referenceKey));
    return slot.get();
}

/// The dataset of the current data row (columns "path" and "referenceKey"); skips the row
/// when its file is absent (only the shared convolution file can be).
#define FETCH_DATASET(ds)                                                                                              \
    QFETCH(QString, path);                                                                                             \
    QFETCH(QString, referenceKey);                                                                                     \
    const TuningDataset* ds = dataset(path.toStdString(), referenceKey.toStdString());                                 \
    if (!ds) {                                                                                                         \
        QVERIFY2(path.startsWith(QStringLiteral(AUGUR_SHARED_DATA)),                                                   \
                 qPrintable(path + ": a project dataset is missing"));                                                 \
        QSKIP(qPrintable(path + " not found (AUGUR_SHARED_DATA): an extra row"));                                      \
    }

/// "name=value,..." in any order (every parameter named) as a configuration of `space`.
Configuration configOf(const ParameterSpace& space, const QString& key) {
    Configuration c(space.size(), 0.0);
    const QStringList parts = key.split(QLatin1Char(','));
    if (static_cast<std::size_t>(parts.size()) != space.size())
        qFatal("every parameter must be named: %s", qPrintable(key));
    for (const QString& part : parts) {
        const QString name = part.section(QLatin1Char('='), 0, 0);
        auto i = space.indexOf(name.toStdString());
        if (!i) qFatal("no parameter %s", qPrintable(name));
        c[*i] = part.section(QLatin1Char('='), 1).toDouble();
    }
    return c;
}

/// The keys (ParameterSpace::key form) of configurations written in any parameter order.
std::set<std::string> keysOf(const ParameterSpace& space, const QStringList& configurations) {
    std::set<std::string> out;
    for (const QString& c : configurations) out.insert(space.key(configOf(space, c)));
    return out;
}

// The reference of the convolution file, results[0], and configurations relative to it.
const QString kConvolutionReference = QStringLiteral("block_size_x=16,block_size_y=1,tile_size_x=1,tile_size_y=1,"
                                                     "read_only=0,use_padding=0,use_shmem=0,use_cmem=1,"
                                                     "filter_height=15,filter_width=15");
QString convolutionWith(const QString& name, int value) {
    QStringList parts = kConvolutionReference.split(QLatin1Char(','));
    for (QString& p : parts)
        if (p.startsWith(name + QLatin1Char('='))) p = name + QLatin1Char('=') + QString::number(value);
    return parts.join(QLatin1Char(','));
}

// sgemm_f32 with a named reference in the middle of its space (results[37]): six of its
// eight one-step neighbours were recorded; BM=128 and BN=128 at this tile are not in the
// space (the harness's restrictions).
const QString kSgemmReference = QStringLiteral("BK=16,BM=64,BN=64,TM=4,TN=4");

/// Rows for the tuner cases: the project's sgemm_f32 and the shared convolution file.
/// rootChildren: the recorded one-step neighbours of the reference (worked out from the
/// file); restricted: a configuration of the value product that was never recorded;
/// outOfRange: a value outside every value list; seen: two of the root's children;
/// records: indices whose neighbours are compared with a brute force.
void addDatasetRows() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("referenceKey");
    QTest::addColumn<QStringList>("rootChildren");
    QTest::addColumn<QString>("restricted");
    QTest::addColumn<QString>("outOfRange");
    QTest::addColumn<QStringList>("seen");
    QTest::addColumn<QList<int>>("records");
    QTest::newRow("sgemm_f32 (project)") << QString::fromStdString(kSgemm) << kSgemmReference
                                         << QStringList{"BK=8,BM=64,BN=64,TM=4,TN=4",  "BK=32,BM=64,BN=64,TM=4,TN=4",
                                                        "BK=16,BM=32,BN=64,TM=4,TN=4", "BK=16,BM=64,BN=32,TM=4,TN=4",
                                                        "BK=16,BM=64,BN=64,TM=8,TN=4", "BK=16,BM=64,BN=64,TM=4,TN=8"}
                                         << QStringLiteral("BK=16,BM=128,BN=64,TM=4,TN=4")
                                         << QStringLiteral("BK=12,BM=64,BN=64,TM=4,TN=4")
                                         << QStringList{"BK=32,BM=64,BN=64,TM=4,TN=4", "BK=16,BM=64,BN=64,TM=8,TN=4"}
                                         << QList<int>{0, 10, 37, 40, 51, 77};
    // The reference sits at the lowest value of every axis: 7 upward steps exist (block x,
    // block y, tile x, tile y, read-only, padding, shared memory; cmem and the filter sizes
    // have one value), and padding without shared memory is not in the space.
    QTest::newRow("convolution_A100 (shared)")
        << QString::fromStdString(kConvolution) << QString()
        << QStringList{convolutionWith("block_size_x", 32), convolutionWith("block_size_y", 2),
                       convolutionWith("tile_size_x", 2),   convolutionWith("tile_size_y", 2),
                       convolutionWith("read_only", 1),     convolutionWith("use_shmem", 1)}
        << convolutionWith("use_padding", 1) << convolutionWith("block_size_x", 17)
        << QStringList{convolutionWith("block_size_x", 32), convolutionWith("read_only", 1)}
        << QList<int>{0, 100, 766, 1932, 2000, 4361};
}

Candidate candidateOf(Configuration c, CandidateId parent = kNoCandidate, Origin origin = Origin::Tuner) {
    Candidate k;
    k.configuration = std::move(c);
    k.parent = parent;
    k.origin = origin;
    return k;
}

/// A session holding only the reference as its root (id 0).
Session rootSession(const TuningDataset& ds) {
    Session s(ds.problem, SessionConfig{});
    Candidate root = candidateOf(ds.problem.referenceConfiguration, kNoCandidate, Origin::Reference);
    s.add(root);
    return s;
}

/// Brute force, independent of ParameterSpace::neighbours: records whose configuration
/// differs from `c` in exactly one parameter, by exactly one position of its value list.
std::set<std::string> recordedNeighbours(const TuningDataset& ds, const Configuration& c) {
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
    void referenceGivesSpeedupOne_data();
    void referenceGivesSpeedupOne();
    void recordedSpeedupIsThePairedOne();
    void knownConfigurationIsRatioOfMedians();
    void recordedFailuresAreFailures();
    void outsideSpaceIsInvalid_data() { addDatasetRows(); }
    void outsideSpaceIsInvalid();

    void rootChildrenAreInSpaceNeighbours_data() { addDatasetRows(); }
    void rootChildrenAreInSpaceNeighbours();
    void childrenMatchBruteForce_data() { addDatasetRows(); }
    void childrenMatchBruteForce();
    void neverProposesAConfigurationInTheSession_data() { addDatasetRows(); }
    void neverProposesAConfigurationInTheSession();
    void secondProposeReturnsNoneOnceAllAdded_data() { addDatasetRows(); }
    void secondProposeReturnsNoneOnceAllAdded();
    void respectsMaxChildren_data() { addDatasetRows(); }
    void respectsMaxChildren();
    void sameSeedSameOrder_data() { addDatasetRows(); }
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
    const TuningDataset ds = loadTuningDataset(path.toStdString());
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
    ReplayBackend backend(loadTuningDataset(path.toStdString()));
    QVERIFY(std::abs(backend.bestPossibleSpeedup().value_or(0) - 2.0) < 1e-12);
    QCOMPARE(backend.bestPossibleKey().value_or(""), std::string("block=64,unroll=4"));
    QCOMPARE(backend.spaceSize().value_or(0), 4LL);
}

void TestReplayTuner::referenceGivesSpeedupOne_data() {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("referenceKey");
    QTest::addColumn<double>("referenceMs");
    QTest::addColumn<int>("samples");
    // An Augur dataset: the root is the plain reference kernel (no configuration), its
    // median over the recorded reference runtimes; one "sample" (the recorded median).
    QTest::newRow("sgemm_f32 (project)") << QString::fromStdString(kSgemm) << QString() << 25.60478401184082 << 1;
    // A Kernel Tuner file: the reference is results[0], 32 runtimes.
    QTest::newRow("convolution_A100 (shared)")
        << QString::fromStdString(kConvolution) << QString() << 3.87174391746521 << 32;
}

void TestReplayTuner::referenceGivesSpeedupOne() {
    FETCH_DATASET(ds);
    QFETCH(double, referenceMs);
    QFETCH(int, samples);
    ReplayBackend backend(*ds);
    const Measurement m = backend.measure(ds->problem, candidateOf(ds->problem.referenceConfiguration));
    QVERIFY(m.ok());
    QCOMPARE(m.speedup, 1.0);
    QCOMPARE(m.bin(), 4);
    QVERIFY(std::abs(m.referenceMs - referenceMs) < 1e-12);
    QCOMPARE(backend.referenceMs(), m.referenceMs);
    QCOMPARE(m.candidateMs, m.referenceMs);
    QCOMPARE(m.samples, samples);
    QVERIFY(m.speedupLow <= 1.0 && m.speedupHigh >= 1.0);
}

void TestReplayTuner::recordedSpeedupIsThePairedOne() {
    // Augur datasets record S measured in the same job as its reference (paired samples);
    // replay returns it with its interval, not the ratio of the two medians.
    const TuningDataset* ds = dataset(kSgemm);
    QVERIFY(ds);
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // results[39]: BK 16, BM 64, BN 64, TM 8, TN 4; 11 runtimes with median
    // 6.8002238273620605 ms, S = 3.7633442518436335 in [3.7553155257446127,
    // 3.767433664275376] against 25.61395263671875 ms in its job; bin 7 (2 log2 S = 3.82).
    const Configuration c = configOf(space, QStringLiteral("BK=16,BM=64,BN=64,TM=8,TN=4"));
    QCOMPARE(ds->records[39].configuration, c);
    const Measurement m = backend.measure(ds->problem, candidateOf(c));
    QVERIFY(m.ok());
    QCOMPARE(m.speedup, 3.7633442518436335);
    QCOMPARE(m.speedupLow, 3.7553155257446127);
    QCOMPARE(m.speedupHigh, 3.767433664275376);
    QCOMPARE(m.referenceMs, 25.61395263671875);
    QCOMPARE(m.candidateMs, 6.8002238273620605);
    QCOMPARE(m.samples, 11);
    QCOMPARE(m.bin(), 7);
    QVERIFY(m.speedup != backend.referenceMs() / m.candidateMs); // 3.7653..., the unpaired ratio
    QVERIFY(m.report->candidateCompile.has_value()); // the harness report travels with the measurement
    // results[11]: BK 8 at the same tile, S = 2.5277583143235387 (bin 6).
    const Measurement slower =
        backend.measure(ds->problem, candidateOf(configOf(space, QStringLiteral("BK=8,BM=64,BN=64,TM=4,TN=4"))));
    QCOMPARE(slower.speedup, 2.5277583143235387);
    QCOMPARE(slower.bin(), 6);
}

void TestReplayTuner::knownConfigurationIsRatioOfMedians() {
    // Kernel Tuner files have no paired speedups: S is the ratio of the two medians.
    const TuningDataset* ds = dataset(kConvolution);
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // results[1]: the reference with shared memory on; median 4.59008002281189 ms, so
    // S = 3.87174391746521 / 4.59008002281189 = 0.8435024875869972 (bin 3).
    const Configuration c = configOf(space, convolutionWith("use_shmem", 1));
    QCOMPARE(ds->records[1].configuration, c);
    const Measurement m = backend.measure(ds->problem, candidateOf(c));
    QVERIFY(m.ok());
    QVERIFY(std::abs(m.candidateMs - 4.59008002281189) < 1e-12);
    QVERIFY(std::abs(m.speedup - 3.87174391746521 / 4.59008002281189) < 1e-12);
    QVERIFY(std::abs(m.speedup - 0.8435024875869972) < 1e-12);
    QCOMPARE(m.speedup, ds->records[0].medianMs / ds->records[1].medianMs);
    QCOMPARE(m.bin(), 3);

    // results[480]: block_size_x 32, S = 1.794494522125873 (bin 5).
    const Measurement wide =
        backend.measure(ds->problem, candidateOf(configOf(space, convolutionWith("block_size_x", 32))));
    QVERIFY(std::abs(wide.speedup - 1.794494522125873) < 1e-9);
    QCOMPARE(wide.bin(), 5);
}

void TestReplayTuner::recordedFailuresAreFailures() {
    // Every configuration of the project's H200 datasets compiled and ran correctly, so the
    // recorded failures come from the convolution file only (syntheticMeasure covers a
    // compile failure on every checkout).
    const TuningDataset* ds = dataset(kConvolution);
    if (!ds) QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA");
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // results[766]: the first runtime failure.
    const Configuration rt = configOf(space,
                                      QStringLiteral("block_size_x=32,block_size_y=16,tile_size_x=2,tile_size_y=4,"
                                                     "read_only=1,use_padding=0,use_shmem=0,use_cmem=1,"
                                                     "filter_height=15,filter_width=15"));
    const Measurement m = backend.measure(ds->problem, candidateOf(rt));
    QCOMPARE(m.status, MeasurementStatus::RuntimeError);
    QVERIFY2(m.failureReason.find("runtime") != std::string::npos, m.failureReason.c_str());
    // results[1932]: the first compile failure.
    const Configuration ce = configOf(space,
                                      QStringLiteral("block_size_x=80,block_size_y=8,tile_size_x=3,tile_size_y=4,"
                                                     "read_only=0,use_padding=1,use_shmem=1,use_cmem=1,"
                                                     "filter_height=15,filter_width=15"));
    QCOMPARE(backend.measure(ds->problem, candidateOf(ce)).status, MeasurementStatus::CompileError);
}

void TestReplayTuner::outsideSpaceIsInvalid() {
    FETCH_DATASET(ds);
    QFETCH(QString, restricted);
    QFETCH(QString, outOfRange);
    ReplayBackend backend(*ds);
    const auto& space = ds->problem.space;
    // In the product of the value lists, but never recorded (a restriction of the space).
    const Configuration notRecorded = configOf(space, restricted);
    QVERIFY(!backend.inSpace(notRecorded));
    Measurement m = backend.measure(ds->problem, candidateOf(notRecorded));
    QCOMPARE(m.status, MeasurementStatus::Invalid);
    QVERIFY(!m.ok());
    QVERIFY(!m.failureReason.empty());
    QCOMPARE(m.speedup, 0.0);
    // A value outside every value list.
    m = backend.measure(ds->problem, candidateOf(configOf(space, outOfRange)));
    QCOMPARE(m.status, MeasurementStatus::Invalid);
    QVERIFY(!backend.inSpace(configOf(space, outOfRange)));
}

void TestReplayTuner::rootChildrenAreInSpaceNeighbours() {
    FETCH_DATASET(ds);
    QFETCH(QStringList, rootChildren);
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 42, false);
    QCOMPARE(gen.name(), std::string("tuner"));
    Session s = rootSession(*ds);
    const auto& space = ds->problem.space;

    const auto children = gen.propose(s, s.at(0), 16);
    QCOMPARE(children.size(), static_cast<std::size_t>(rootChildren.size()));
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
    QCOMPARE(got, keysOf(space, rootChildren));
}

void TestReplayTuner::childrenMatchBruteForce() {
    FETCH_DATASET(ds);
    QFETCH(QList<int>, records);
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 7, false);
    const auto& space = ds->problem.space;
    for (int index : records) {
        const auto r = static_cast<std::size_t>(index);
        QVERIFY(r < ds->records.size());
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
    FETCH_DATASET(ds);
    QFETCH(QStringList, rootChildren);
    QFETCH(QStringList, seen);
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 3, false);
    const auto& space = ds->problem.space;
    Session s = rootSession(*ds);
    std::vector<Configuration> added;
    for (const QString& k : seen) {
        added.push_back(configOf(space, k));
        s.add(candidateOf(added.back(), 0));
    }
    const auto children = gen.propose(s, s.at(0), 16);
    QCOMPARE(children.size(), static_cast<std::size_t>(rootChildren.size() - seen.size()));
    for (const auto& c : children) {
        for (const auto& a : added) QVERIFY(c.configuration != a);
        QVERIFY(!s.findConfiguration(c.configuration));
    }
}

void TestReplayTuner::secondProposeReturnsNoneOnceAllAdded() {
    FETCH_DATASET(ds);
    QFETCH(QStringList, rootChildren);
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 11, false);
    Session s = rootSession(*ds);
    auto first = gen.propose(s, s.at(0), 16);
    QCOMPARE(first.size(), static_cast<std::size_t>(rootChildren.size()));
    for (auto& c : first) s.add(c);
    QCOMPARE(s.size(), static_cast<std::size_t>(rootChildren.size() + 1));
    QVERIFY(gen.propose(s, s.at(0), 16).empty());
    // A child's own neighbours still include new configurations.
    QVERIFY(!gen.propose(s, s.at(1), 16).empty());
}

void TestReplayTuner::respectsMaxChildren() {
    FETCH_DATASET(ds);
    QFETCH(QStringList, rootChildren);
    ReplayBackend backend(*ds);
    TunerGenerator gen(backend, 5, false);
    Session s = rootSession(*ds);
    auto two = gen.propose(s, s.at(0), 2);
    QCOMPARE(two.size(), std::size_t(2));
    QVERIFY(two[0].configuration != two[1].configuration);
    for (auto& c : two) s.add(c);
    // The remaining ones come next, then nothing.
    auto rest = gen.propose(s, s.at(0), 16);
    QCOMPARE(rest.size(), static_cast<std::size_t>(rootChildren.size() - 2));
    for (auto& c : rest) {
        QVERIFY(c.configuration != two[0].configuration && c.configuration != two[1].configuration);
        s.add(c);
    }
    QVERIFY(gen.propose(s, s.at(0), 16).empty());
    QVERIFY(gen.propose(s, s.at(0), 0).empty());
}

void TestReplayTuner::sameSeedSameOrder() {
    FETCH_DATASET(ds);
    ReplayBackend backend(*ds);
    TunerGenerator a(backend, 99), b(backend, 99);
    Session s = rootSession(*ds);
    const auto ca = a.propose(s, s.at(0), 16);
    const auto cb = b.propose(s, s.at(0), 16);
    QVERIFY(!ca.empty());
    QCOMPARE(ca.size(), cb.size());
    for (std::size_t i = 0; i < ca.size(); ++i) QCOMPARE(ca[i].configuration, cb[i].configuration);
}

QTEST_APPLESS_MAIN(TestReplayTuner)
#include "tst_replay_tuner.moc"
