// The durable session file (core/store/SessionStore.h): round trips of every part of a
// candidate, refusal to overwrite, clean errors for foreign files, and durability across a
// SIGKILL of augur-cli in the middle of a session (then `augur-cli resume` continues it),
// on the project's own H200 reduce_sum_f32 dataset and again, as an extra row when
// ../shared is beside the checkout, on Kernel Tuner's convolution file (skipped without it).
#include "core/base/InputError.h"
#include "core/llm/client/LlmEndpoint.h"
#include "core/model/Session.h"
#include "core/store/SessionStore.h"
#include "core/datasets/TuningDataset.h"

#include "tests/TestDatasets.h"
#include "tests/WaitUntil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <map>

using namespace augur;
using namespace std::chrono_literals;

namespace {

const QString kProject = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
const QString kShared = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");
const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");

Problem lineProblem() {
    Problem p;
    p.name = "line";
    p.space = ParameterSpace({{"block", {32, 64, 128}}, {"unroll", {1, 2, 4}}});
    p.referenceConfiguration = {32, 1};
    return p;
}

SessionConfig unusualConfig() {
    SessionConfig c;
    c.datasetPath = "/data/x_T4.json";
    c.strategy = SearchStrategy::MeasureAll;
    c.referenceKey = "block=32,unroll=1";
    c.maxMeasurements = 77;
    c.maxCandidates = 1234;
    c.maxWallSeconds = 12.5;
    c.threshold = 0.72;
    c.confidence = ConfidenceKind::NegEntropy;
    c.batchSize = 3;
    c.childrenPerExpansion = 9;
    c.measurementsPerStep = 2;
    c.puctC = 1.7;
    c.discoveryDelta = 1.8;
    c.seed = 424242;
    return c;
}

/// A session with a measured reference (#0), a fully populated candidate (#1) and a
/// failed one (#2).
Session sampleSession() {
    Session s(lineProblem(), SessionConfig{});
    Candidate root;
    root.origin = Origin::Reference;
    root.configuration = {32, 1};
    root.state = CandidateState::Measured;
    root.decision = Decision{DecisionKind::Defer, DecisionReason::Reference, 0.6};
    Measurement rm;
    rm.backend = "replay";
    rm.referenceMs = 3.0;
    rm.candidateMs = 3.0;
    rm.speedup = 1.0;
    rm.speedupLow = 0.8;
    rm.speedupHigh = 1.25;
    rm.samples = 3;
    root.measurement = rm;
    s.add(root);

    Candidate c;
    c.parent = 0;
    c.origin = Origin::Tuner;
    c.depth = 1;
    c.configuration = {64, 4};
    c.source = "__global__ void k() {}\n";
    c.launchesJson = R"([{"kernel":"k","grid":["1",1,1]}])";
    c.state = CandidateState::Measured;
    c.createdS = 1.25;
    c.override = OverrideKind::MeasureNow;
    Forecast f = Forecast::fromProbabilities({0, 0.1, 0.2, 0.4, 0.3, 0, 0, 0}, ConfidenceKind::NegEntropy);
    f.surrogate = "features";
    f.reasoning = "unroll 4 \"helps\"\nsecond line";
    f.trainingSize = 17;
    c.forecast = f;
    c.decision = Decision{DecisionKind::Defer, DecisionReason::Incumbent, 0.6};
    Measurement m;
    m.backend = "replay";
    m.referenceMs = 3.0;
    m.candidateMs = 1.5;
    m.candidateIqrMs = 0.125;
    m.samples = 2;
    m.speedup = 2.0;
    m.speedupLow = 1.9;
    m.speedupHigh = 2.1;
    m.energyJ = 0.25;
    m.suspicious = true;
    c.measurement = m;
    s.add(c);

    Candidate bad;
    bad.parent = 1;
    bad.origin = Origin::User;
    bad.depth = 2;
    bad.configuration = {64, 2};
    bad.state = CandidateState::Failed;
    bad.forecast = Forecast::failure("no distribution in the reply");
    bad.decision = Decision{DecisionKind::Defer, DecisionReason::Abstain, 0.6};
    Measurement bm;
    bm.status = MeasurementStatus::CompileError;
    bm.failureReason = "compile failure recorded in the dataset";
    bm.backend = "replay";
    bad.measurement = bm;
    s.add(bad);

    s.recordExpansion(0, false);
    s.recordExpansion(1, false);
    s.recordExpansion(1, true);
    return s;
}

void expectOpenError(const std::string& path, const std::string& field) {
    try {
        SessionStore::open(path);
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(e.field(), field);
        QVERIFY2(std::string(e.what()).rfind(path + ": " + field + ": ", 0) == 0, e.what());
        return;
    }
    QFAIL(("no InputError opening " + path).c_str());
}

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestSessionStore : public QObject {
    Q_OBJECT

private slots:
    void createWritesMeta();
    void candidatesRoundTrip();
    void saveReplacesRows();
    void configRoundTrip();
    void logRoundTrip();
    void createOnExistingPathThrows();
    void openMissingFile();
    void openNonSqliteFile();
    void openEmptyFile();
    void survivesSigkillAndResumes_data();
    void survivesSigkillAndResumes();
    void newSessionNeverFollowsALink();
    void unknownBinSchemeIsRefused();
    void repeatedOrMalformedConfigurationsAreRefused();
    void llmKeyEchoesAreRedacted();

private:
    QTemporaryDir dir_;
};

void TestSessionStore::createWritesMeta() {
    const std::string path = dir_.filePath("meta.augur").toStdString();
    {
        auto store = SessionStore::create(path, SessionConfig{}, "line");
        QCOMPARE(store->path(), path);
        QCOMPARE(store->meta("format"), std::string("augur-session-1"));
        QCOMPARE(store->meta("bin_scheme"), std::string("gf-v2"));
        QCOMPARE(store->meta("problem"), std::string("line"));
        QCOMPARE(store->meta("status"), std::string("running"));
        QCOMPARE(store->meta("no_such_key"), std::string());
        store->setMeta("status", "finished");
        QVERIFY(store->loadCandidates().empty());
    }
    auto reopened = SessionStore::open(path);
    QCOMPARE(reopened->meta("status"), std::string("finished"));
    QCOMPARE(reopened->meta("problem"), std::string("line"));
}

void TestSessionStore::candidatesRoundTrip() {
    const std::string path = dir_.filePath("roundtrip.augur").toStdString();
    const Session s = sampleSession();
    {
        auto store = SessionStore::create(path, s.config(), s.problem().name);
        store->saveCandidates(s, {0, 1, 2});
    }
    auto store = SessionStore::open(path);
    const auto rows = store->loadCandidates();
    QCOMPARE(rows.size(), std::size_t(3));

    // Expansion counters: #0 once, #1 twice and exhausted.
    QCOMPARE(rows[0].visits, 1);
    QCOMPARE(rows[0].exhausted, false);
    QCOMPARE(rows[1].visits, 2);
    QCOMPARE(rows[1].exhausted, true);
    QCOMPARE(rows[2].visits, 0);

    const Candidate& r = rows[0].candidate;
    QCOMPARE(r.id, CandidateId(0));
    QCOMPARE(r.parent, kNoCandidate);
    QCOMPARE(r.origin, Origin::Reference);
    QCOMPARE(r.configuration, (Configuration{32, 1}));
    QVERIFY(!r.forecast);
    QCOMPARE(r.decision->reason, DecisionReason::Reference);
    QCOMPARE(r.measurement->speedup, 1.0);

    const Candidate& want = s.at(1);
    const Candidate& c = rows[1].candidate;
    QCOMPARE(c.id, CandidateId(1));
    QCOMPARE(c.parent, CandidateId(0));
    QCOMPARE(c.origin, Origin::Tuner);
    QCOMPARE(c.depth, 1);
    QCOMPARE(c.configuration, (Configuration{64, 4}));
    QCOMPARE(c.source, want.source);
    QCOMPARE(c.launchesJson, want.launchesJson);
    QCOMPARE(c.state, CandidateState::Measured);
    QCOMPARE(c.override, OverrideKind::MeasureNow);
    QCOMPARE(c.createdS, 1.25);
    // Forecast: the distribution and every summary.
    QVERIFY(c.forecast.has_value());
    for (int k = 0; k < kBinCount; ++k) QVERIFY(std::abs(c.forecast->p[k] - want.forecast->p[k]) < 1e-15);
    QCOMPARE(c.forecast->confidenceKind, ConfidenceKind::NegEntropy);
    QVERIFY(std::abs(c.forecast->confidence - want.forecast->confidence) < 1e-12);
    QCOMPARE(c.forecast->predictedBin, 4);
    QVERIFY(std::abs(c.forecast->expectedSpeedup - want.forecast->expectedSpeedup) < 1e-12);
    QCOMPARE(c.forecast->surrogate, std::string("features"));
    QCOMPARE(c.forecast->reasoning, want.forecast->reasoning);
    QCOMPARE(c.forecast->trainingSize, 17);
    QCOMPARE(c.forecast->parseFailure, false);
    // Decision.
    QCOMPARE(c.decision->kind, DecisionKind::Defer);
    QCOMPARE(c.decision->reason, DecisionReason::Incumbent);
    QCOMPARE(c.decision->threshold, 0.6);
    // Measurement.
    const Measurement& m = *c.measurement;
    QCOMPARE(m.status, MeasurementStatus::Ok);
    QCOMPARE(m.backend, std::string("replay"));
    QCOMPARE(m.referenceMs, 3.0);
    QCOMPARE(m.candidateMs, 1.5);
    QCOMPARE(m.candidateIqrMs, 0.125);
    QCOMPARE(m.samples, 2);
    QCOMPARE(m.speedup, 2.0);
    QCOMPARE(m.speedupLow, 1.9);
    QCOMPARE(m.speedupHigh, 2.1);
    QVERIFY(m.energyJ.has_value());
    QCOMPARE(*m.energyJ, 0.25);
    QCOMPARE(m.suspicious, true);
    QCOMPARE(m.bin(), 6);

    const Candidate& b = rows[2].candidate;
    QCOMPARE(b.parent, CandidateId(1));
    QCOMPARE(b.origin, Origin::User);
    QCOMPARE(b.depth, 2);
    QCOMPARE(b.state, CandidateState::Failed);
    QCOMPARE(b.override, OverrideKind::None);
    QVERIFY(b.forecast && b.forecast->parseFailure);
    QCOMPARE(b.forecast->reasoning, std::string("no distribution in the reply"));
    QCOMPARE(b.decision->reason, DecisionReason::Abstain);
    QCOMPARE(b.measurement->status, MeasurementStatus::CompileError);
    QCOMPARE(b.measurement->failureReason, std::string("compile failure recorded in the dataset"));
    QVERIFY(!b.measurement->energyJ);
    QVERIFY(!b.measuredSpeedup());

    // The rows rebuild an equal session (what resume does).
    Session again(lineProblem(), SessionConfig{});
    for (const auto& row : rows) {
        again.restore(row.candidate);
        again.restoreExpansion(row.candidate.id, row.visits, row.exhausted);
    }
    QCOMPARE(again.expansions(), 3);
    QCOMPARE(again.stats().measured, 2);
    QCOMPARE(again.stats().failed, 1);
    QVERIFY(again.findConfiguration({64, 4}) == std::optional<CandidateId>(1));
}

void TestSessionStore::saveReplacesRows() {
    const std::string path = dir_.filePath("replace.augur").toStdString();
    Session s = sampleSession();
    auto store = SessionStore::create(path, s.config(), "line");
    store->saveCandidates(s, {0, 1});
    QCOMPARE(store->loadCandidates().size(), std::size_t(2));
    s.at(1).state = CandidateState::Excluded;
    s.at(1).override = OverrideKind::Exclude;
    store->saveCandidates(s, {1, 2});
    store->saveCandidates(s, {}); // nothing to do
    const auto rows = store->loadCandidates();
    QCOMPARE(rows.size(), std::size_t(3));
    QCOMPARE(rows[1].candidate.state, CandidateState::Excluded);
    QCOMPARE(rows[1].candidate.override, OverrideKind::Exclude);
}

void TestSessionStore::configRoundTrip() {
    const std::string path = dir_.filePath("config.augur").toStdString();
    const SessionConfig want = unusualConfig();
    SessionStore::create(path, want, "x");
    SessionConfig got = SessionStore::open(path)->config();
    QCOMPARE(got.datasetPath, want.datasetPath);
    QCOMPARE(got.strategy, want.strategy);
    QCOMPARE(got.referenceKey, want.referenceKey);
    QCOMPARE(got.maxMeasurements, 77);
    QCOMPARE(got.maxCandidates, 1234);
    QCOMPARE(got.maxWallSeconds, 12.5);
    QCOMPARE(got.threshold, 0.72);
    QCOMPARE(got.confidence, ConfidenceKind::NegEntropy);
    QCOMPARE(got.batchSize, 3);
    QCOMPARE(got.childrenPerExpansion, 9);
    QCOMPARE(got.measurementsPerStep, 2);
    QCOMPARE(got.puctC, 1.7);
    QCOMPARE(got.discoveryDelta, 1.8);
    QCOMPARE(got.seed, std::uint64_t(424242));

    got.maxMeasurements = 500;
    got.threshold = 0.4;
    SessionStore::open(path)->saveConfig(got);
    const SessionConfig again = SessionStore::open(path)->config();
    QCOMPARE(again.maxMeasurements, 500);
    QCOMPARE(again.threshold, 0.4);
    QCOMPARE(again.seed, std::uint64_t(424242));
}

void TestSessionStore::logRoundTrip() {
    const std::string path = dir_.filePath("log.augur").toStdString();
    {
        auto store = SessionStore::create(path, SessionConfig{}, "line");
        store->log(0.5, "start", 0, "reference measured");
        store->log(1.75, "measured", 3, "block=64: S = 2.000 (bin 6)");
        store->log(2.0, "finish", kNoCandidate, "measurement budget used (1)");
    }
    const auto lines = SessionStore::open(path)->loadLog();
    QCOMPARE(lines.size(), std::size_t(3));
    QCOMPARE(lines[0].t, 0.5);
    QCOMPARE(lines[0].kind, std::string("start"));
    QCOMPARE(lines[0].candidate, CandidateId(0));
    QCOMPARE(lines[1].t, 1.75);
    QCOMPARE(lines[1].candidate, CandidateId(3));
    QCOMPARE(lines[1].text, std::string("block=64: S = 2.000 (bin 6)"));
    QCOMPARE(lines[2].kind, std::string("finish"));
    QCOMPARE(lines[2].candidate, kNoCandidate);
}

void TestSessionStore::createOnExistingPathThrows() {
    // An earlier session is never overwritten...
    const std::string path = dir_.filePath("existing.augur").toStdString();
    {
        auto store = SessionStore::create(path, SessionConfig{}, "line");
        store->saveCandidates(sampleSession(), {0, 1, 2});
    }
    const QByteArray before = fileBytes(QString::fromStdString(path));
    QVERIFY(!before.isEmpty());
    try {
        SessionStore::create(path, unusualConfig(), "other");
        QFAIL("create on an existing session file did not throw");
    } catch (const InputError& e) {
        QCOMPARE(e.file(), path);
        QCOMPARE(e.field(), std::string("session"));
    }
    QCOMPARE(fileBytes(QString::fromStdString(path)), before);
    QCOMPARE(SessionStore::open(path)->loadCandidates().size(), std::size_t(3));
    QCOMPARE(SessionStore::open(path)->meta("problem"), std::string("line"));

    // ...and neither is any other file.
    const QString text = dir_.filePath("notes.txt");
    QFile f(text);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("my notes\n");
    f.close();
    QVERIFY_THROWS_EXCEPTION(InputError, SessionStore::create(text.toStdString(), SessionConfig{}, "x"));
    QCOMPARE(fileBytes(text), QByteArray("my notes\n"));
}

void TestSessionStore::openMissingFile() {
    expectOpenError(dir_.filePath("missing.augur").toStdString(), "session");
    QVERIFY(!QFileInfo::exists(dir_.filePath("missing.augur"))); // and it is not created
}

void TestSessionStore::openNonSqliteFile() {
    const QString path = dir_.filePath("not_sqlite.augur");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("This is a plain text file, long enough to look like something. ").repeated(40));
    f.close();
    expectOpenError(path.toStdString(), "meta.format");
}

void TestSessionStore::openEmptyFile() {
    // SQLite reads a zero-length file as an empty database: no meta table, so not ours.
    const QString path = dir_.filePath("empty.augur");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    expectOpenError(path.toStdString(), "meta.format");
}

void TestSessionStore::survivesSigkillAndResumes_data() {
    QTest::addColumn<QString>("dataset");
    QTest::addColumn<QString>("delayMs"); // --replay-delay-ms
    QTest::addColumn<int>("killAfter"); // candidates in the file before the kill
    // 120 configurations: paced so the session is still running when the test kills it.
    QTest::newRow("reduce_sum_f32 (project)") << kProject << QStringLiteral("20") << 30;
    // 4362 configurations: tens of seconds unpaced.
    QTest::newRow("convolution_A100 (shared)") << kShared << QStringLiteral("0") << 50;
}

void TestSessionStore::survivesSigkillAndResumes() {
    QFETCH(QString, dataset);
    QFETCH(QString, delayMs);
    QFETCH(int, killAfter);
    AUGUR_REQUIRE_DATASET(dataset);
    if (!QFileInfo::exists(kCli)) QSKIP("augur-cli is not built (AUGUR_BINARY_DIR/bin/augur-cli)");
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(' '), 0, 0);
    const QString session = dir_.filePath(tag + "-killed.augur");
    const QString errFile = dir_.filePath(tag + "-killed.stderr");

    // A session far from finished when it is killed, once it has > killAfter candidates.
    QProcess p;
    p.setProgram(kCli);
    p.setArguments({"run", "--dataset", dataset, "--max-measurements", "1000000", "--replay-delay-ms", delayMs,
                    "--session", session});
    p.setStandardOutputFile(QProcess::nullDevice());
    p.setStandardErrorFile(errFile);
    p.start();
    QVERIFY(p.waitForStarted());
    std::size_t seen = 0;
    auto enoughCandidatesOrEnded = [&] {
        try {
            if (QFileInfo::exists(session))
                seen = SessionStore::open(session.toStdString(), false)->loadCandidates().size(); // a reader: no lock
        } catch (const InputError&) {
            // not written yet
        }
        return seen > std::size_t(killAfter) || p.state() != QProcess::Running;
    };
    test::waitUntil(enoughCandidatesOrEnded, 60s, 10ms);
    QVERIFY2(p.state() == QProcess::Running, "augur-cli finished before it could be killed");
    QVERIFY2(seen > std::size_t(killAfter), "the session file never held enough candidates");
    p.kill(); // SIGKILL
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitStatus(), QProcess::CrashExit);

    // What the process reported on stderr before it died: "[   t s] KEY: S = 1.234 (bin 4), ...".
    const QString err = QString::fromUtf8(fileBytes(errFile));
    static const QRegularExpression measuredLine(R"(^\[\s*[0-9.]+s\] (\S+): S = ([0-9.]+) \(bin (\d)\))",
                                                 QRegularExpression::MultilineOption);
    std::vector<std::tuple<std::string, double, int>> reported;
    for (auto it = measuredLine.globalMatch(err); it.hasNext();) {
        const auto m = it.next();
        reported.emplace_back(m.captured(1).toStdString(), m.captured(2).toDouble(), m.captured(3).toInt());
    }
    QVERIFY2(!reported.empty(), qPrintable(err.left(2000)));

    // The file opens and holds every candidate and measurement the process reported.
    const TuningDataset ds = loadTuningDataset(dataset.toStdString());
    std::vector<StoredCandidate> rows;
    {
        auto store = SessionStore::open(session.toStdString());
        QCOMPARE(store->meta("status"), std::string("running"));
        rows = store->loadCandidates();
    }
    QVERIFY(rows.size() >= seen);
    std::map<std::string, const Candidate*> byKey;
    int measuredBefore = 0;
    for (const auto& row : rows) {
        const Candidate& c = row.candidate;
        QVERIFY(c.parent < c.id);
        QVERIFY(c.decision.has_value());
        QVERIFY2(byKey.emplace(ds.problem.space.key(c.configuration), &c).second, "a configuration appears twice");
        if (c.measurement && c.origin != Origin::Reference) ++measuredBefore;
    }
    QCOMPARE(rows[0].candidate.origin, Origin::Reference);
    QCOMPARE(rows[0].candidate.measurement->speedup, 1.0);
    for (std::size_t i = 0; i < reported.size(); ++i) {
        const auto& [key, s, bin] = reported[i];
        auto it = byKey.find(key);
        QVERIFY2(it != byKey.end(), ("reported candidate missing from the file: " + key).c_str());
        const Candidate& c = *it->second;
        if (!c.measurement && i + 1 == reported.size()) {
            // The engine's Measurer publishes its "measured" log line before the candidate row
            // is committed (see the report); a kill inside that window leaves the last one
            // in state "measuring", to be measured again on resume.
            QCOMPARE(c.state, CandidateState::Measuring);
            continue;
        }
        QVERIFY2(c.measurement.has_value(), ("reported measurement missing from the file: " + key).c_str());
        QVERIFY(c.measurement->ok());
        QVERIFY2(std::abs(c.measurement->speedup - s) <= 0.0005 + 1e-12, key.c_str());
        QCOMPARE(c.measurement->bin(), bin);
    }

    // report reads the killed session as interrupted, with what it had measured.
    QProcess rep;
    rep.start(kCli, {"report", session});
    QVERIFY(rep.waitForFinished(120000));
    QVERIFY2(rep.exitCode() == 0, rep.readAllStandardError().constData());
    const QJsonObject interrupted = QJsonDocument::fromJson(rep.readAllStandardOutput()).object();
    QCOMPARE(interrupted.value("stop_reason").toString(), QString("interrupted (resumable)"));
    QCOMPARE(interrupted.value("measured").toInt(), measuredBefore);
    QCOMPARE(interrupted.value("candidates_considered").toInt(), static_cast<int>(rows.size()));

    // resume continues the killed session and finishes on its measurement budget.
    const int budget = measuredBefore + 10;
    QProcess r;
    r.start(kCli, {"resume", session, "--max-measurements", QString::number(budget), "-q"});
    QVERIFY(r.waitForFinished(120000));
    QCOMPARE(r.exitStatus(), QProcess::NormalExit);
    QVERIFY2(r.exitCode() == 0, r.readAllStandardError().constData());
    const QJsonObject summary = QJsonDocument::fromJson(r.readAllStandardOutput()).object();
    QCOMPARE(summary.value("measured").toInt(), budget);
    QVERIFY(summary.value("measured").toInt() > measuredBefore);
    QCOMPARE(summary.value("stop_reason").toString(), QString("measurement budget used (%1)").arg(budget));
    QCOMPARE(summary.value("session").toString(), session);

    auto store = SessionStore::open(session.toStdString());
    QCOMPARE(store->meta("status"), std::string("finished"));
    const auto after = store->loadCandidates();
    QVERIFY(after.size() >= rows.size());
    int measuredAfter = 0;
    for (std::size_t i = 0; i < after.size(); ++i) {
        if (i < rows.size()) QCOMPARE(after[i].candidate.configuration, rows[i].candidate.configuration);
        if (after[i].candidate.measurement && after[i].candidate.origin != Origin::Reference) ++measuredAfter;
        QVERIFY(after[i].candidate.state != CandidateState::Measuring);
    }
    QCOMPARE(measuredAfter, budget);
}

namespace {
/// A session of lineProblem() whose candidates have the given configurations (0 the
/// reference, each later one a child of the one before) and, where given, sources.
Session sessionWith(const std::vector<Configuration>& configurations, const std::vector<std::string>& sources = {}) {
    Session s(lineProblem(), SessionConfig{});
    for (std::size_t i = 0; i < configurations.size(); ++i) {
        Candidate c;
        c.parent = i == 0 ? kNoCandidate : static_cast<CandidateId>(i - 1);
        c.origin = i == 0 ? Origin::Reference : Origin::Tuner;
        c.depth = static_cast<int>(i);
        c.configuration = configurations[i];
        if (i < sources.size()) c.source = sources[i];
        s.add(c);
    }
    return s;
}

std::string storeSession(const QTemporaryDir& dir, const std::string& name, const Session& s) {
    std::string path = dir.filePath(QString::fromStdString(name)).toStdString();
    auto store = SessionStore::create(path, s.config(), s.problem().name);
    store->setMeta("parameters", R"(["block","unroll"])");
    std::vector<CandidateId> ids;
    for (const auto& c : s.candidates()) ids.push_back(c.id);
    store->saveCandidates(s, ids);
    return path;
}
} // namespace

void TestSessionStore::newSessionNeverFollowsALink() {
    // A new session is created exactly at its path: never through a symbolic link (dangling
    // or not, relative or absolute), never over anything; what the link points at is untouched.
    const std::string existing = dir_.filePath("linked-session.augur").toStdString();
    {
        auto store = SessionStore::create(existing, SessionConfig{}, "line");
        store->saveCandidates(sampleSession(), {0, 1, 2});
    }
    const QByteArray before = fileBytes(QString::fromStdString(existing));
    const std::string nowhere = dir_.filePath("made-through-link.augur").toStdString();
    const std::vector<std::pair<std::string, std::string>> links{
        {"link-dangling.augur", nowhere},
        {"link-relative.augur", "made-through-link.augur"},
        {"link-deep.augur", dir_.filePath("no-folder/x.augur").toStdString()},
        {"link-session.augur", existing},
        {"link-folder.augur", dir_.path().toStdString()},
        {"link-loop.augur", "link-loop.augur"},
    };
    for (const auto& [name, target] : links) {
        const std::string link = dir_.filePath(QString::fromStdString(name)).toStdString();
        std::filesystem::create_symlink(target, link);
        try {
            SessionStore::create(link, SessionConfig{}, "line");
            QFAIL(("created a session through " + name).c_str());
        } catch (const InputError& e) {
            QCOMPARE(e.file(), link);
            QCOMPARE(e.field(), std::string("session"));
            QVERIFY2(e.reason().find("is a symbolic link") == 0, e.what());
        }
        QVERIFY(std::filesystem::is_symlink(link));
    }
    QVERIFY(!std::filesystem::exists(nowhere));
    QCOMPARE(fileBytes(QString::fromStdString(existing)), before);
    // A folder that does not exist is named as such; nothing is left behind.
    const std::string deep = dir_.filePath("no-folder/y.augur").toStdString();
    try {
        SessionStore::create(deep, SessionConfig{}, "line");
        QFAIL("created a session in a missing folder");
    } catch (const InputError& e) {
        QVERIFY2(std::string(e.what()).find("does not exist") != std::string::npos, e.what());
    }
}

void TestSessionStore::unknownBinSchemeIsRefused() {
    // Speedup bins of another scheme would be read as gf-v2's: refused by readers and
    // writers alike, naming the field; the name is quoted at most 40 characters long.
    const std::vector<std::string> schemes{"gf-v9",       "GF-V2", " gf-v2", "gf-v2\n", "gf-v1", std::string(300, 'x'),
                                           "\x1b[2Jgf-v2"};
    int n = 0;
    for (const std::string& scheme : schemes) {
        const std::string path = storeSession(dir_, "scheme-" + std::to_string(n++) + ".augur", sampleSession());
        SessionStore::open(path)->setMeta("bin_scheme", scheme);
        for (bool forWriting : {false, true}) {
            try {
                SessionStore::open(path, forWriting);
                QFAIL(("opened a session of bin scheme " + scheme).c_str());
            } catch (const InputError& e) {
                QCOMPARE(e.file(), path);
                QCOMPARE(e.field(), std::string("meta.bin_scheme"));
                QVERIFY2(e.reason().find("unknown bin scheme") == 0, e.what());
                QVERIFY(e.reason().size() < 120);
            }
        }
    }
}

void TestSessionStore::repeatedOrMalformedConfigurationsAreRefused() {
    const double inf = std::numeric_limits<double>::infinity();
    struct Case {
        const char* name;
        std::vector<Configuration> configurations;
        std::vector<std::string> sources;
        int badRow; ///< -1: accepted
        const char* reason;
    };
    const std::vector<Case> cases{
        {"repeat", {{32, 1}, {64, 4}, {64, 4}}, {}, 2, "repeats candidate #1's configuration"},
        {"repeat of the reference", {{32, 1}, {64, 4}, {128, 2}, {32, 1}}, {}, 3, "repeats candidate #0's"},
        {"repeat far apart", {{32, 1}, {64, 4}, {128, 2}, {64, 2}, {128, 4}, {64, 4}}, {}, 5, "repeats candidate #1's"},
        {"negative zero", {{32, 0}, {64, 4}, {32, -0.0}}, {}, 2, "repeats candidate #0's"},
        {"too few values", {{32, 1}, {64}}, {}, 1, "1 values for 2 parameters"},
        {"too many values", {{32, 1}, {64, 4, 1}}, {}, 1, "3 values for 2 parameters"},
        {"not finite", {{32, 1}, {inf, 4}}, {}, 1, "expected an array of numbers from -1e15 to 1e15"},
        // A source of one's own may share its template's configuration.
        {"source over a configuration", {{32, 1}, {64, 4}, {64, 4}}, {"", "", "__global__ void k() {}"}, -1, ""},
        {"distinct", {{32, 1}, {64, 4}, {128, 4}, {}}, {}, -1, ""},
    };
    for (const Case& c : cases) {
        const std::string path =
            storeSession(dir_, std::string("config-") + c.name + ".augur", sessionWith(c.configurations, c.sources));
        auto store = SessionStore::open(path, false);
        std::optional<InputError> stopped;
        const auto rows = store->loadReadableCandidates(stopped);
        if (c.badRow < 0) {
            QVERIFY2(!stopped, stopped ? stopped->what() : "");
            QCOMPARE(rows.size(), c.configurations.size());
            QCOMPARE(store->loadCandidates().size(), c.configurations.size());
            continue;
        }
        QVERIFY2(stopped, c.name);
        QCOMPARE(rows.size(), static_cast<std::size_t>(c.badRow));
        QCOMPARE(stopped->field(), "candidates[id=" + std::to_string(c.badRow) + "].configuration");
        QVERIFY2(stopped->reason().find(c.reason) != std::string::npos, stopped->what());
        try {
            (void)store->loadCandidates();
            QFAIL(c.name);
        } catch (const InputError& e) {
            QCOMPARE(std::string(e.what()), std::string(stopped->what()));
        }
    }
}

void TestSessionStore::llmKeyEchoesAreRedacted() {
    // A server may echo the key altered; whatever is logged or stored carries none of it.
    const std::string key = "sk-Live_4f9A2b7C1d8E";
    auto spaced = [](const std::string& k, const std::string& gap) {
        std::string out;
        for (char ch : k) out += std::string(1, ch) + gap;
        return out;
    };
    auto cased = [](std::string k, bool up) {
        for (auto& ch : k)
            ch = static_cast<char>(up ? std::toupper(static_cast<unsigned char>(ch))
                                      : std::tolower(static_cast<unsigned char>(ch)));
        return k;
    };
    const std::string reversed(key.rbegin(), key.rend());
    const std::vector<std::string> forms{key,
                                         spaced(key, " "),
                                         spaced(key, "-"),
                                         spaced(key, "\n"),
                                         cased(key, true),
                                         cased(key, false),
                                         reversed,
                                         spaced(cased(reversed, true), " "),
                                         "SK LIVE 4F9A 2B7C 1D8E",
                                         "\"sk\\u002dLive_4f9A2b7C1d8E\"",
                                         "sk%2DLive%5F4f9A2b7C1d8E",
                                         "\\u0073\\u006B-\\u004Cive_4f9A2b7C1d8E",
                                         key + key,
                                         "Bearer " + key + "."};
    auto skeleton = [](const std::string& text) {
        std::string s;
        for (unsigned char ch : text)
            if (std::isalnum(ch)) s += static_cast<char>(std::tolower(ch));
        return s;
    };
    const std::string needle = skeleton(key), backwards(needle.rbegin(), needle.rend());
    for (const std::string& form : forms) {
        const std::string text = "error 401: invalid api key '" + form + "' for model x; retry later";
        const std::string out = redactSecret(text, key);
        QVERIFY2(skeleton(out).find(needle) == std::string::npos && skeleton(out).find(backwards) == std::string::npos,
                 out.c_str());
        QVERIFY2(out.find("[redacted]") != std::string::npos, out.c_str());
        QVERIFY2(out.find("error 401: invalid api key") == 0 &&
                     out.find("for model x; retry later") != std::string::npos,
                 out.c_str()); // the rest of the message stays
    }
    // Parts of the key: without its prefix, cut at either end, masked in the middle. Every
    // run of 8 of its letters and digits goes, also at the start of a mask; 4 at its end stay.
    const std::vector<std::pair<std::string, std::string>> parts{
        {"Live_4f9A2b7C1d8E", "[redacted]"},
        {"4f9A2b7C1d8E", "[redacted]"},
        {"sk-Live_4f9A2b", "[redacted]"},
        {"sk-Live_4f9A****************1d8E", "[redacted]****************1d8E"},
        {"sk-L***A2b7C1d8E", "sk-L***[redacted]"},
        {"E8d1C7b2A9f4_eviL", "[redacted]"}};
    for (const auto& [part, expected] : parts)
        QCOMPARE(redactSecret("echo '" + part + "' end", key), "echo '" + expected + "' end");
    // Ordinary text is left alone, and a short key only matches as it is.
    const std::string plain = "the kernel uses 4 warps of 32 threads; speedup 1.5x";
    QCOMPARE(redactSecret(plain, key), plain);
    QCOMPARE(redactSecret("key abcd, A B C D", "abcd"), std::string("key [redacted], A B C D"));
    // The endpoint reads the key from its variable.
    LlmEndpoint e;
    e.apiKeyEnv = "AUGUR_TST_STORE_REDACT_KEY";
    ::setenv(e.apiKeyEnv.c_str(), key.c_str(), 1);
    QCOMPARE(e.redact("echo: " + spaced(reversed, " ")), std::string("echo: [redacted] "));
    ::unsetenv(e.apiKeyEnv.c_str());
}

QTEST_APPLESS_MAIN(TestSessionStore)
#include "tst_session_store.moc"
