// augur-cli, run as a separate process: the JSON summary of `run`, exit code 2 with one
// line on stderr naming the file and the field for bad input, refusal to overwrite a
// session, and `report` / `export` of a session file. The dataset cases run on the
// project's own H200 reduce_sum_f32 dataset and again, as extra rows when ../shared is
// beside the checkout, on Kernel Tuner's convolution file (skipped without it).
#include "tests/TestDatasets.h"
#include "tests/llm_server/LlmFakeModel.h"
#include "tests/llm_server/LlmTestServer.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");
const QString kProject = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
const QString kConvolution = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");

/// One row per dataset, with what the cases check of it: the problem's name, its number of
/// parameters, the size of the recorded space, the best speedup in it (worked out from the
/// file), one parameter of the root ("" when the root is an Augur dataset's plain
/// reference kernel, which has no configuration), and --replay-delay-ms for a session the
/// test must catch while it runs.
void addDatasetRows() {
    QTest::addColumn<QString>("dataset");
    QTest::addColumn<QString>("problem");
    QTest::addColumn<int>("parameters");
    QTest::addColumn<int>("spaceSize");
    QTest::addColumn<double>("bestInSpace");
    QTest::addColumn<QString>("rootParameter");
    QTest::addColumn<QString>("delayMs");
    QTest::newRow("reduce_sum_f32 (project)")
        << kProject << "reduce_sum_f32" << 4 << 120 << 6.4412895969987165 << QString() << "20";
    QTest::newRow("convolution_A100 (shared)")
        << kConvolution << "convolution_A100" << 10 << 4362 << 7.040968003130423 << "block_size_x=16"
        << "0";
}

/// The current row's dataset; skips the row when its file is absent (only the shared one can be).
#define FETCH_DATASET()                                                                                                \
    QFETCH(QString, dataset);                                                                                          \
    AUGUR_REQUIRE_DATASET(dataset);

/// A file name unique to the current data row.
QString perRow(const QString& name) {
    return QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(' '), 0, 0) + QLatin1Char('-') + name;
}

struct Result {
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

QStringList lines(const QByteArray& text) {
    QStringList l = QString::fromUtf8(text).split('\n');
    while (!l.isEmpty() && l.last().isEmpty()) l.removeLast();
    return l;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void runPrintsSummary_data() { addDatasetRows(); }
    void runPrintsSummary();
    void runIsDeterministic_data() { addDatasetRows(); }
    void runIsDeterministic();
    void malformedInput_data();
    void malformedInput();
    void missingDataset();
    void usageError_data() { addDatasetRows(); }
    void usageError();
    void sessionIsNeverOverwritten_data() { addDatasetRows(); }
    void sessionIsNeverOverwritten();
    void reportAndExport_data() { addDatasetRows(); }
    void reportAndExport();
    void sigtermStopsCleanly_data() { addDatasetRows(); }
    void sigtermStopsCleanly();
    void resumeOfForeignFile();
    void showAndAdd();
    void sessionHasOneOwner();
    void llmCapEndsTheRun();

private:
    Result cli(const QStringList& args, int timeoutMs = 120000);
    QString write(const QString& name, const QByteArray& bytes);
    QJsonObject json(const Result& r);

    QTemporaryDir dir_;
};

Result TestCli::cli(const QStringList& args, int timeoutMs) {
    QProcess p;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("AUGUR_SESSION_DIR", dir_.filePath("sessions")); // never the engineer's own folder
    p.setProcessEnvironment(env);
    p.start(kCli, args);
    Result r;
    if (!p.waitForStarted() || !p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitCode();
    r.status = p.exitStatus();
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString TestCli::write(const QString& name, const QByteArray& bytes) {
    const QString path = dir_.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
    return path;
}

QJsonObject TestCli::json(const Result& r) {
    QJsonParseError e{};
    const auto doc = QJsonDocument::fromJson(r.out, &e);
    if (e.error != QJsonParseError::NoError || !doc.isObject())
        qWarning("not a JSON object: %s\nstderr: %s", r.out.constData(), r.err.constData());
    return doc.object();
}

void TestCli::initTestCase() {
    QVERIFY(dir_.isValid());
    if (!QFileInfo::exists(kCli)) QSKIP("augur-cli is not built (AUGUR_BINARY_DIR/bin/augur-cli)");
}

void TestCli::runPrintsSummary() {
    FETCH_DATASET();
    QFETCH(int, spaceSize);
    QFETCH(double, bestInSpace);
    const Result r = cli({"run", "--dataset", dataset, "--strategy", "puct", "--max-measurements", "20", "--seed", "3",
                          "--no-session", "-q"});
    QCOMPARE(r.status, QProcess::NormalExit);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData()); // -q: no progress lines
    const QJsonObject s = json(r);
    for (const char* key : {"candidates_considered", "measured", "accepted_on_forecast", "best_measured_speedup",
                            "best_speedup_in_space", "fraction_recovered"})
        QVERIFY2(s.contains(key), key);
    QCOMPARE(s.value("measured").toInt(), 20);
    const int considered = s.value("candidates_considered").toInt();
    const int accepted = s.value("accepted_on_forecast").toInt();
    QVERIFY(considered > 21);
    // Reference + measured + accepted on forecast (nothing waits once the budget is used).
    QCOMPARE(considered, 1 + 20 + accepted + s.value("excluded").toInt());
    const double best = s.value("best_measured_speedup").toDouble();
    const double inSpace = s.value("best_speedup_in_space").toDouble();
    const double fraction = s.value("fraction_recovered").toDouble();
    QVERIFY(best >= 1.0);
    QVERIFY2(std::abs(inSpace - bestInSpace) < 1e-9, qPrintable(QString::number(inSpace, 'g', 17)));
    QVERIFY(fraction > 0.0 && fraction <= 1.0);
    QVERIFY(std::abs(fraction - best / inSpace) < 1e-12);
    QCOMPARE(s.value("stop_reason").toString(), QString("measurement budget used (20)"));
    QCOMPARE(s.value("strategy").toString(), QString("puct"));
    QCOMPARE(s.value("seed").toInt(), 3);
    QCOMPARE(s.value("space_size").toInt(), spaceSize);
    QVERIFY(!s.contains("session"));
    QVERIFY2(!QFileInfo::exists(dir_.filePath("sessions")) || QDir(dir_.filePath("sessions")).isEmpty(),
             "--no-session wrote a session file");
}

void TestCli::runIsDeterministic() {
    FETCH_DATASET();
    const QStringList args{"run", "--dataset",    dataset, "--max-measurements", "15", "--seed",
                           "5",   "--no-session", "-q"};
    QJsonObject a = json(cli(args));
    QJsonObject b = json(cli(args));
    QVERIFY(!a.isEmpty());
    for (const char* timing : {"elapsed_s", "model_step_ms"}) { // wall-clock times differ run to run
        a.remove(QLatin1String(timing));
        b.remove(QLatin1String(timing));
    }
    QCOMPARE(a, b);
}

void TestCli::malformedInput_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("field");

    // The first 4 KiB of a real (gzip) dataset: the project's, and the shared one when present.
    QFile project(kProject);
    QVERIFY(project.size() > 4096);
    QVERIFY(project.open(QIODevice::ReadOnly));
    QTest::newRow("truncated gzip") << "truncated.json.gz" << project.read(4096) << "gzip";
    QFile shared(kConvolution);
    QByteArray head;
    if (shared.open(QIODevice::ReadOnly)) head = shared.read(4096);
    QTest::newRow("truncated gzip (shared)") << "truncated_T4.json.gz" << head << "gzip";
    QTest::newRow("not JSON") << "garbage_T4.json" << QByteArray("{ this is not JSON") << "json";
    QTest::newRow("wrong schema") << "schema_T4.json" << QByteArray(R"({"metadata": {}, "data": []})") << "results";
    QTest::newRow("unknown parameter") << "unknown_T4.json" << QByteArray(R"({"results": [
  {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [1.0]}},
  {"configuration": {"block": 64, "unroll": 1}, "invalidity": "correct", "times": {"runtimes": [2.0]}},
  {"configuration": {"block": 64, "unroll": 2, "foo": 1}, "invalidity": "correct", "times": {"runtimes": [2.0]}}]})")
                                       << "results[2].configuration.foo";
    QTest::newRow("missing runtimes") << "runtimes_T4.json" << QByteArray(R"({"results": [
  {"configuration": {"block": 32, "unroll": 1}, "invalidity": "correct", "times": {"compilation": 1.0}}]})")
                                      << "results[0].times.runtimes";
}

void TestCli::malformedInput() {
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, field);
    if (bytes.isEmpty() && QByteArray(QTest::currentDataTag()).endsWith("(shared)"))
        QSKIP("convolution_A100_T4.json.gz not found under AUGUR_SHARED_DATA: an extra row");
    QVERIFY(!bytes.isEmpty());
    const QString path = write(file, bytes);
    // No -q: nothing but the error may reach stderr.
    const Result r = cli({"run", "--dataset", path, "--max-measurements", "5", "--no-session"});
    QCOMPARE(r.status, QProcess::NormalExit);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    const QStringList err = lines(r.err);
    QVERIFY2(err.size() == 1, r.err.constData());
    QVERIFY2(err[0].contains(path + ": " + field + ": "), qPrintable(err[0]));
}

void TestCli::missingDataset() {
    const QString path = dir_.filePath("nowhere/missing_T4.json.gz");
    const Result r = cli({"run", "--dataset", path, "--max-measurements", "5", "--no-session"});
    QCOMPARE(r.exitCode, 2);
    const QStringList err = lines(r.err);
    QVERIFY2(err.size() == 1, r.err.constData());
    QVERIFY2(err[0].contains(path + ": --dataset: "), qPrintable(err[0]));
    QVERIFY(r.out.isEmpty());
}

void TestCli::usageError() {
    FETCH_DATASET();
    const Result r = cli({"run", "--dataset", dataset, "--no-such-option"});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(lines(r.err).size(), 1);
    const Result t = cli({"run", "--dataset", dataset, "--threshold", "1.5", "--no-session"});
    QCOMPARE(t.exitCode, 2);
    QCOMPARE(lines(t.err).size(), 1);
    QVERIFY(lines(t.err)[0].contains("threshold"));
}

void TestCli::sessionIsNeverOverwritten() {
    FETCH_DATASET();
    const QString session = dir_.filePath(perRow("kept.augur"));
    const Result first =
        cli({"run", "--dataset", dataset, "--max-measurements", "5", "--seed", "2", "--session", session, "-q"});
    QVERIFY2(first.exitCode == 0, first.err.constData());
    QCOMPARE(json(first).value("session").toString(), session);
    QFile f(session);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    f.close();
    const QFileInfo before(session);
    const qint64 size = before.size();
    const QDateTime mtime = before.lastModified();
    QVERIFY(size > 0);

    const Result again = cli({"run", "--dataset", dataset, "--max-measurements", "5", "--session", session});
    QCOMPARE(again.exitCode, 2);
    const QStringList err = lines(again.err);
    QVERIFY2(err.size() == 1, again.err.constData());
    QVERIFY2(err[0].contains(session + ": session: "), qPrintable(err[0]));
    QVERIFY(again.out.isEmpty());

    const QFileInfo after(session);
    QCOMPARE(after.size(), size);
    QCOMPARE(after.lastModified(), mtime);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), bytes);
}

void TestCli::showAndAdd() {
    // A replay of the project's reduce_sum dataset: its candidates are template configurations.
    const QString session = dir_.filePath("show-add.augur");
    const Result run =
        cli({"run", "--dataset", kProject, "--max-measurements", "6", "--seed", "2", "--session", session, "-q"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject ran = json(run);
    const int best = ran.value("best_id").toInt(-1);
    QVERIFY(best > 0);

    // show: the template as it compiles, its plan, the diff against the reference.
    const Result source = cli({"show", session, "--id", QString::number(best)});
    QVERIFY2(source.exitCode == 0, source.err.constData());
    QVERIFY(source.out.startsWith("#define "));
    QVERIFY(source.out.contains("__global__"));
    const Result plan = cli({"show", session, "--id", QString::number(best), "--what", "launches"});
    QCOMPARE(plan.exitCode, 0);
    QVERIFY(json(plan).value("launches").toArray().size() >= 1);
    const Result diff = cli({"show", session, "--id", QString::number(best), "--what", "diff", "--against", "0"});
    QCOMPARE(diff.exitCode, 0);
    QVERIFY(diff.out.startsWith("--- #0\n+++ #" + QByteArray::number(best) + "\n@@ -1,"));
    const Result missing = cli({"show", session, "--id", "99999"});
    QCOMPARE(missing.exitCode, 2);
    QCOMPARE(lines(missing.err).size(), 1);
    QVERIFY(missing.err.contains("--id: no candidate #99999"));

    // add: a replay cannot measure a new source; bad files and ids are refused first; the
    // session keeps its candidates.
    const QString kernel = write("mine.cu", source.out);
    const QByteArray before = cli({"report", session}).out;
    const Result replay = cli({"add", session, "--parent", QString::number(best), "--source", kernel, "-q"});
    QCOMPARE(replay.exitCode, 2);
    QVERIFY2(replay.err.contains("backend: the replay backend cannot measure a new source"), replay.err.constData());
    const Result device = cli({"add", session, "--parent", "0", "--source", "/dev/zero", "-q"});
    QCOMPARE(device.exitCode, 2);
    QVERIFY(device.err.contains("/dev/zero: --source:"));
    const Result parent = cli({"add", session, "--parent", "4242", "--source", kernel, "-q"});
    QCOMPARE(parent.exitCode, 2);
    QVERIFY(parent.err.contains("--parent: no candidate #4242"));
    const Result rep = cli({"report", session});
    QCOMPARE(json(rep).value("candidates_considered").toInt(), ran.value("candidates_considered").toInt());
    QCOMPARE(json(rep).value("measured").toInt(), 6);
    QCOMPARE(rep.out, before); // not even the stop reason or the elapsed time changed
}

void TestCli::reportAndExport() {
    FETCH_DATASET();
    QFETCH(QString, problem);
    QFETCH(int, parameters);
    QFETCH(QString, rootParameter);
    const QString session = dir_.filePath(perRow("exported.augur"));
    const Result run =
        cli({"run", "--dataset", dataset, "--max-measurements", "8", "--seed", "4", "--session", session, "-q"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject ran = json(run);
    const int n = ran.value("candidates_considered").toInt();
    QVERIFY(n > 9);

    // report: the same summary, read back from the file.
    const Result rep = cli({"report", session});
    QVERIFY2(rep.exitCode == 0, rep.err.constData());
    const QJsonObject s = json(rep);
    QCOMPARE(s.value("session").toString(), session);
    QCOMPARE(s.value("candidates_considered").toInt(), n);
    QCOMPARE(s.value("measured").toInt(), 8);
    QCOMPARE(s.value("accepted_on_forecast").toInt(), ran.value("accepted_on_forecast").toInt());
    QCOMPARE(s.value("best_measured_speedup").toDouble(), ran.value("best_measured_speedup").toDouble());
    QCOMPARE(s.value("stop_reason").toString(), QString("measurement budget used (8)"));
    QCOMPARE(s.value("seed").toInt(), 4);
    QFile sf(session);
    QVERIFY(sf.open(QIODevice::ReadOnly));
    const QByteArray sessionBytes = sf.readAll();
    sf.close();
    const Result text = cli({"report", session, "--format", "text"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("measurement budget used (8)"));

    // export: one JSON line per candidate, ids 0..n-1.
    const QString out = dir_.filePath(perRow("out.jsonl"));
    const Result ex = cli({"export", session, "-o", out});
    QVERIFY2(ex.exitCode == 0, ex.err.constData());
    QVERIFY(ex.out.isEmpty());
    QVERIFY2(QString::fromUtf8(ex.err).contains(QString("wrote %1 records to %2").arg(n).arg(out)), ex.err.constData());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList rows = lines(f.readAll());
    QCOMPARE(rows.size(), n);
    int measured = 0;
    for (int i = 0; i < rows.size(); ++i) {
        QJsonParseError e{};
        const QJsonObject o = QJsonDocument::fromJson(rows[i].toUtf8(), &e).object();
        QVERIFY2(e.error == QJsonParseError::NoError, qPrintable(rows[i]));
        QCOMPARE(o.value("id").toInt(-1), i);
        QCOMPARE(o.value("bin_scheme").toString(), QString("gf-v2"));
        QCOMPARE(o.value("problem").toString(), problem);
        if (i == 0) {
            QCOMPARE(o.value("origin").toString(), QString("reference"));
            QVERIFY(o.value("parent").isNull());
            QCOMPARE(o.value("measurement").toObject().value("speedup").toDouble(), 1.0);
            QCOMPARE(o.value("bin").toInt(), 4);
            if (rootParameter.isEmpty()) { // the plain reference kernel: no configuration
                QCOMPARE(o.value("parameters").toObject().size(), 0);
            } else {
                QCOMPARE(o.value("parameters").toObject().size(), parameters);
                QCOMPARE(o.value("parameters").toObject().value(rootParameter.section(QLatin1Char('='), 0, 0)).toInt(),
                         rootParameter.section(QLatin1Char('='), 1).toInt());
            }
            continue;
        }
        QCOMPARE(o.value("parameters").toObject().size(), parameters);
        QCOMPARE(o.value("origin").toString(), QString("tuner"));
        QVERIFY(o.value("parent").toInt(-1) >= 0 && o.value("parent").toInt() < i);
        QVERIFY(o.value("decision").isObject());
        if (o.value("measurement").isObject()) {
            ++measured;
            const QJsonObject m = o.value("measurement").toObject();
            if (m.value("status").toString() == "ok") {
                const double sp = m.value("speedup").toDouble();
                QVERIFY(sp > 0);
                // bin = clamp(floor(2 log2 S) + 4, 1, 8)
                const int bin = std::clamp(static_cast<int>(std::floor(2.0 * std::log2(sp))) + 4, 1, 8);
                QCOMPARE(o.value("bin").toInt(), bin);
                QCOMPARE(o.value("state").toString(), QString("measured"));
            }
        } else {
            QCOMPARE(o.value("state").toString(), QString("accepted"));
            QVERIFY(o.value("bin").isNull());
            QVERIFY(o.value("forecast").isObject());
        }
    }
    QCOMPARE(measured, 8);

    // Without -o the records go to stdout.
    const Result toStdout = cli({"export", session});
    QCOMPARE(toStdout.exitCode, 0);
    QCOMPARE(lines(toStdout.out).size(), n);

    // Reading a session does not change it.
    QVERIFY(sf.open(QIODevice::ReadOnly));
    QCOMPARE(sf.readAll(), sessionBytes);
}

void TestCli::sigtermStopsCleanly() {
    // SIGTERM asks the engine to stop at its next step: exit 0, a summary, a finished file.
    FETCH_DATASET();
    QFETCH(QString, delayMs); // paced: a small space would be searched before the signal
    const QString session = dir_.filePath(perRow("terminated.augur"));
    QProcess p;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("AUGUR_SESSION_DIR", dir_.filePath("sessions"));
    p.setProcessEnvironment(env);
    p.start(kCli,
            {"run", "--dataset", dataset, "--max-measurements", "1000000", "--replay-delay-ms", delayMs, "--session",
             session});
    QVERIFY(p.waitForStarted());
    QByteArray err;
    QElapsedTimer t;
    t.start();
    while (err.count(": S = ") < 10 && t.elapsed() < 60000 && p.state() == QProcess::Running) {
        p.waitForReadyRead(50);
        err += p.readAllStandardError();
    }
    QVERIFY2(p.state() == QProcess::Running, "augur-cli finished before it was terminated");
    p.terminate(); // SIGTERM
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject s = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(s.value("stop_reason").toString(), QString("stopped on request"));
    QVERIFY(s.value("measured").toInt() >= 10);
    const QJsonObject rep = json(cli({"report", session}));
    QCOMPARE(rep.value("stop_reason").toString(), QString("stopped on request"));
    QCOMPARE(rep.value("measured").toInt(), s.value("measured").toInt());
    QCOMPARE(rep.value("candidates_considered").toInt(), s.value("candidates_considered").toInt());
}

void TestCli::resumeOfForeignFile() {
    const QString foreign = write("foreign.augur", QByteArray("not a session at all\n").repeated(20));
    for (const char* cmd : {"resume", "report", "export"}) {
        const Result r = cli({cmd, foreign});
        QCOMPARE(r.exitCode, 2);
        const QStringList err = lines(r.err);
        QVERIFY2(err.size() == 1, r.err.constData());
        QVERIFY2(err[0].contains(foreign + ": "), qPrintable(err[0]));
    }
    const QString missing = dir_.filePath("missing.augur");
    const Result r = cli({"report", missing});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(lines(r.err).value(0).contains(missing + ": session: "));
    QVERIFY(!QFileInfo::exists(missing));
}

// A cap on LLM requests ends the run with the cap as its reason; the summary has the
// server's count of requests, the cost at the profile's prices and the cap.
void TestCli::llmCapEndsTheRun() {
    augur::test::LlmFakeModel model;
    augur::test::LlmTestServer server([&](const nlohmann::json& body, int n) { return model(body, n); });
    const nlohmann::json endpoints{{"endpoints",
                                    {{{"name", "loopback"},
                                      {"base_url", server.baseUrl()},
                                      {"model", "test-model"},
                                      {"price_input_per_mtok", 1.0},
                                      {"price_output_per_mtok", 4.0}}}}};
    const QString file = write(QStringLiteral("endpoints.json"), QByteArray::fromStdString(endpoints.dump()));
    const Result r = cli({"run", "--dataset", kProject, "--generator", "llm", "--surrogate", "llm", "--endpoints", file,
                          "--max-llm-requests", "7", "--no-session", "-q"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject j = json(r);
    QCOMPARE(j["stop_reason"].toString(), QStringLiteral("LLM request cap reached: 7 of 7 requests"));
    QCOMPARE(server.requests(), 7);
    const QJsonObject llm = j["llm"].toObject();
    QCOMPARE(llm["cap_requests"].toInt(), 7);
    QCOMPARE(llm["requests"].toInt(), 7); // requests the cap refused were never sent: not counted
    QCOMPARE(llm["retries"].toInt(), 0);
    QCOMPARE(llm["endpoint"].toString(), QStringLiteral("loopback")); // the file's only profile, by name
    QCOMPARE(llm["cap_reached"].toString(), j["stop_reason"].toString());
    const QJsonObject tokens = llm["tokens"].toObject();
    const double cost = (tokens["prompt"].toDouble() * 1.0 + tokens["completion"].toDouble() * 4.0) / 1e6;
    QVERIFY(cost > 0);
    QVERIFY(std::abs(llm["cost"].toDouble() - cost) < 1e-12);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

void TestCli::sessionHasOneOwner() {
    // Concurrent resumes of one session file: exactly one owns it at a time; the others are
    // refused at once with "in use", and every measurement an owner reported is in the file.
    const QString dataset = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz");
    const QString session = dir_.filePath("owned.augur");
    const Result first = cli({"run", "--dataset", dataset, "--max-measurements", "4", "--seed", "5",
                              "--replay-delay-ms", "60", "--session", session, "-q"});
    QVERIFY2(first.exitCode == 0, first.err.constData());
    int refused = 0;
    for (int round = 0; round < 3; ++round) {
        std::vector<std::unique_ptr<QProcess>> procs;
        for (int i = 0; i < 4; ++i) {
            auto p = std::make_unique<QProcess>();
            p->start(kCli, {"resume", session, "--max-measurements", QString::number(12 + 8 * round), "-q"});
            procs.push_back(std::move(p));
        }
        int owners = 0;
        int measured = -1;
        for (auto& p : procs) {
            QVERIFY(p->waitForFinished(120000));
            const QByteArray err = p->readAllStandardError();
            if (p->exitCode() == 0) {
                ++owners;
                const QJsonObject summary = QJsonDocument::fromJson(p->readAllStandardOutput()).object();
                measured = std::max(measured, summary.value("measured").toInt(-1));
            } else {
                QCOMPARE(p->exitCode(), 2);
                QVERIFY2(err.contains("in use by another process"), err.constData());
                ++refused;
                QCOMPARE(lines(err).size(), 1);
            }
        }
        QVERIFY(owners >= 1);
        // The file holds what the last owner reported, and never more than the budget.
        const Result rep = cli({"report", session, "--format", "json"});
        QVERIFY2(rep.exitCode == 0, rep.err.constData());
        const QJsonObject r = QJsonDocument::fromJson(rep.out).object();
        QCOMPARE(r.value("measured").toInt(-2), measured);
        QVERIFY(measured <= 12 + 8 * round);
    }
    QVERIFY(refused > 0); // the resumes did overlap
}
