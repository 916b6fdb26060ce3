// Regression tests for defects found in review: publish-after-commit, T4 parameter
// order, baseline accepts, and session rows that must be InputErrors. The session cases run
// on the project's own H200 softmax_rows_f32 dataset and again, as an extra row when
// ../shared is beside the checkout, on Kernel Tuner's convolution file (skipped without it).
#include "core/engine/Engine.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"
#include "core/datasets/TuningDataset.h"

#include "tests/TestDatasets.h"

#include <sqlite3.h>
#include "core/base/InputError.h"
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

using namespace augur;

namespace {
const QString kProject = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz");
const QString kShared = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");

void addDatasetRows() {
    QTest::addColumn<QString>("dataset");
    QTest::newRow("softmax_rows_f32 (project)") << kProject;
    QTest::newRow("convolution_A100 (shared)") << kShared;
}

/// The current row's dataset; skips the row when its file is absent (only the shared one can be).
#define FETCH_DATASET()                                                                                                \
    QFETCH(QString, dataset);                                                                                          \
    AUGUR_REQUIRE_DATASET(dataset);
} // namespace

class TestRegressions : public QObject {
    Q_OBJECT
private slots:
    void measuredLogLineIsCommittedFirst_data() { addDatasetRows(); }
    void measuredLogLineIsCommittedFirst();
    void parameterOrderIsFileOrder();
    void baselineAcceptsNothingOnForecast_data() { addDatasetRows(); }
    void baselineAcceptsNothingOnForecast();
    void badConfigurationRowIsInputError();
    void implausibleStoredSpeedupIsInputError();
    void storedFieldsOutOfRangeAreInputErrors_data();
    void storedFieldsOutOfRangeAreInputErrors();

private:
    QTemporaryDir dir_;
};

// Engine.h: "Every change is committed to the session store before it is published."
void TestRegressions::measuredLogLineIsCommittedFirst() {
    FETCH_DATASET();
    const std::string path = dir_.filePath(QStringLiteral("order-%1.augur").arg(QTest::currentDataTag())).toStdString();
    SessionConfig c;
    c.datasetPath = dataset.toStdString();
    c.maxMeasurements = 3;
    auto engine = SessionFactory::create(c, path);
    const ParameterSpace space = engine->session().problem().space;
    std::vector<std::string> unsaved;
    int checked = 0;
    engine->setListener([&](const EngineEvent& e) {
        const auto* log = std::get_if<LogMessage>(&e);
        if (!log) return;
        const auto pos = log->text.find(": S = ");
        if (pos == std::string::npos) return;
        const std::string key = log->text.substr(0, pos);
        ++checked;
        // A second connection sees only what was committed.
        for (const auto& row : SessionStore::open(path)->loadCandidates())
            if (space.key(row.candidate.configuration) == key && !row.candidate.measurement)
                unsaved.push_back(key + " (stored state " + candidateStateName(row.candidate.state) + ")");
    });
    engine->run();
    engine->rethrowIfFailed();
    QCOMPARE(checked, 3);
    QVERIFY2(unsaved.empty(), unsaved.empty() ? "" : ("published before committed: " + unsaved.front()).c_str());
}

// TuningDataset.cpp: "Parameter names come from the first record, in file order".
void TestRegressions::parameterOrderIsFileOrder() {
    const QString p = dir_.filePath("order_T4.json");
    QFile f(p);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(
        R"({"results": [{"configuration": {"zeta": 1, "alpha": 2}, "invalidity": "correct", "times": {"runtimes": [1.0]}}]})");
    f.close();
    const TuningDataset ds = loadTuningDataset(p.toStdString());
    QCOMPARE(ds.problem.space.parameters()[0].name, std::string("zeta"));
    QCOMPARE(ds.problem.space.key(ds.records[0].configuration), std::string("zeta=1,alpha=2"));
    QCOMPARE(ds.problem.referenceConfiguration, (Configuration{1, 2}));
}

// The measure-all baseline has no surrogate: nothing can be "accepted on forecast".
void TestRegressions::baselineAcceptsNothingOnForecast() {
    FETCH_DATASET();
    SessionConfig c;
    c.datasetPath = dataset.toStdString();
    c.strategy = SearchStrategy::MeasureAll;
    c.maxMeasurements = 20;
    auto engine = SessionFactory::create(c, "");
    engine->run();
    const Session& s = engine->session();
    int acceptedWithoutForecast = 0;
    for (const auto& k : s.candidates())
        if (k.state == CandidateState::Accepted && !k.forecast) ++acceptedWithoutForecast;
    QCOMPARE(s.stats().measured, 20);
    QCOMPARE(acceptedWithoutForecast, 0);
    QCOMPARE(s.stats().accepted, 0);
}

// SessionStore.h: loadCandidates "Throws InputError naming the row and column on a bad row."
void TestRegressions::badConfigurationRowIsInputError() {
    const std::string path = dir_.filePath("badrow.augur").toStdString();
    {
        Problem p;
        p.space = ParameterSpace({{"x", {1, 2}}});
        Session s(p, SessionConfig{});
        Candidate c;
        c.configuration = {1};
        s.add(c);
        SessionStore::create(path, SessionConfig{}, "p")->saveCandidates(s, {0});
    }
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    QCOMPARE(
        sqlite3_exec(db, "UPDATE candidates SET configuration = '[\"wide\"]' WHERE id = 0", nullptr, nullptr, nullptr),
        SQLITE_OK);
    sqlite3_close(db);
    try {
        SessionStore::open(path)->loadCandidates();
        QFAIL("no exception");
    } catch (const InputError& e) {
        QCOMPARE(e.field(), std::string("candidates[id=0].configuration"));
    } catch (const std::exception& e) {
        QFAIL((std::string("not an InputError: ") + e.what()).c_str());
    }
}

// A session file is outside input: an "ok" measurement with S = 1e308 (it made
// fraction_recovered 4.8e307) is refused when the file is read, naming the field.
void TestRegressions::implausibleStoredSpeedupIsInputError() {
    const std::string path = dir_.filePath("huge_speedup.augur").toStdString();
    {
        Problem p;
        p.space = ParameterSpace({{"x", {1, 2}}});
        Session s(p, SessionConfig{});
        Candidate c;
        c.configuration = {1};
        Measurement m;
        m.status = MeasurementStatus::Ok;
        m.speedup = m.speedupLow = m.speedupHigh = 1.5;
        c.measurement = m;
        s.add(c);
        SessionStore::create(path, SessionConfig{}, "p")->saveCandidates(s, {0});
    }
    QCOMPARE(SessionStore::open(path)->loadCandidates().size(), std::size_t(1));
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    QCOMPARE(sqlite3_exec(db,
                          "UPDATE candidates SET measurement = json_set(measurement, '$.speedup', 1e308) WHERE id = 0",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    sqlite3_close(db);
    try {
        SessionStore::open(path)->loadCandidates();
        QFAIL("no exception");
    } catch (const InputError& e) {
        QVERIFY2(e.field().find("measurement.speedup") != std::string::npos, e.what());
    }
}

// A session file may not hold what the command line refuses or a backend never writes:
// each hand-edited field is one InputError naming it, never a value taken as it stands.
void TestRegressions::storedFieldsOutOfRangeAreInputErrors_data() {
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("reason");
    auto row = [](const char* name, const char* sql, const char* field, const char* reason) {
        QTest::newRow(name) << QString::fromLatin1(sql) << QString::fromLatin1(field) << QString::fromLatin1(reason);
    };
    row("candidate_ms", "UPDATE candidates SET measurement = json_set(measurement, '$.candidate_ms', -1) WHERE id = 1",
        "measurement.candidate_ms", "time in ms");
    row("reversed interval",
        "UPDATE candidates SET measurement = json_set(measurement, '$.speedup_ci', json('[2.0, 1.0]')) WHERE id = 1",
        "measurement.speedup_ci", "low <= high");
    row("order wraps", "UPDATE candidates SET measurement = json_set(measurement, '$.order', 99999999999) WHERE id = 1",
        "measurement.order", "whole number");
    row("forecast of 3 bins", "UPDATE candidates SET forecast = '{\"p\": [0.5, 0.5, 0]}' WHERE id = 1", "forecast.p",
        "expected 8 probabilities");
    row("parent -1", "UPDATE candidates SET parent = -1 WHERE id = 1", "parent", "not an earlier candidate");
    row("depth", "UPDATE candidates SET depth = 2147483647 WHERE id = 1", "depth", "from 0 to");
    row("visits wrap", "UPDATE candidates SET visits = 99999999999 WHERE id = 1", "visits", "from 0 to");
    row("decision threshold",
        "UPDATE candidates SET decision = '{\"kind\": \"defer\", \"reason\": \"threshold\", \"threshold\": 7}' WHERE id = 1",
        "decision.threshold", "from 0 to 1");
    row("point speedup", "UPDATE candidates SET forecast = json_set(forecast, '$.point_speedup', -5) WHERE id = 1",
        "forecast.point_speedup", "1e-9 to 1e9");
    row("training size", "UPDATE candidates SET forecast = json_set(forecast, '$.training_size', -100) WHERE id = 1",
        "forecast.training_size", ">= 0");
    row("order twice", "UPDATE candidates SET measurement = json_set(measurement, '$.order', 1) WHERE id = 1",
        "measurement.order", "repeats position");
    row("second reference", "UPDATE candidates SET origin = 'reference' WHERE id = 1", "origin", "only candidate 0");
    row("created_s", "UPDATE candidates SET created_s = -1 WHERE id = 1", "created_s", "seconds from 0");
    row("failed but ok", "UPDATE candidates SET state = 'failed' WHERE id = 1", "state", "measurement succeeded");
    row("max_wall_s", "UPDATE meta SET value = json_set(value, '$.max_wall_s', -1) WHERE key = 'config'",
        "config.max_wall_s", "must be >= 0");
    row("threshold", "UPDATE meta SET value = json_set(value, '$.threshold', 1.5) WHERE key = 'config'",
        "config.threshold", "from 0 to 1");
    row("max_candidates", "UPDATE meta SET value = json_set(value, '$.max_candidates', 0) WHERE key = 'config'",
        "config.max_candidates", "must be >= 1");
    row("discovery_delta", "UPDATE meta SET value = json_set(value, '$.discovery_delta', 0.5) WHERE key = 'config'",
        "config.discovery_delta", "above 1");
}

void TestRegressions::storedFieldsOutOfRangeAreInputErrors() {
    QFETCH(QString, sql);
    QFETCH(QString, field);
    QFETCH(QString, reason);
    const std::string path =
        dir_.filePath(QStringLiteral("fields-%1.augur").arg(QTest::currentDataTag())).toStdString();
    {
        Problem p;
        p.space = ParameterSpace({{"x", {1, 2}}});
        Session s(p, SessionConfig{});
        for (double x : {1.0, 2.0}) {
            Candidate c;
            c.configuration = {x};
            if (x == 2.0) {
                c.parent = 0;
                c.depth = 1;
                c.forecast =
                    Forecast::fromProbabilities({0.1, 0.1, 0.1, 0.1, 0.2, 0.2, 0.1, 0.1}, ConfidenceKind::MaxProb);
            }
            Measurement m;
            m.speedup = m.speedupLow = m.speedupHigh = x;
            m.referenceMs = 1.0;
            m.candidateMs = 1.0 / x;
            m.order = static_cast<int>(x); // positions 1 and 2 of the measurement sequence
            c.measurement = m;
            s.add(c);
        }
        auto store = SessionStore::create(path, SessionConfig{}, "p");
        store->saveCandidates(s, {0, 1});
    }
    auto readAll = [&] {
        auto store = SessionStore::open(path);
        (void)store->config();
        (void)store->loadCandidates();
    };
    readAll(); // as written: accepted
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char* error = nullptr;
    const int rc = sqlite3_exec(db, sql.toUtf8().constData(), nullptr, nullptr, &error);
    QVERIFY2(rc == SQLITE_OK, error ? error : "");
    sqlite3_close(db);
    try {
        readAll();
        QFAIL("accepted");
    } catch (const InputError& e) {
        QVERIFY2(QString::fromStdString(e.field()).endsWith(field), e.what());
        QVERIFY2(QString::fromStdString(e.reason()).contains(reason), e.what());
    }
}

QTEST_APPLESS_MAIN(TestRegressions)
#include "tst_regressions.moc"
