// augur-cli, run as a separate process: the JSON summary of `run`, exit code 2 with one
// line on stderr naming the file and the field for bad input, refusal to overwrite a
// session, and `report` / `export` of a session file. The dataset cases run on the
// project's own H200 reduce_sum_f32 dataset and again, as extra rows when ../shared is
// beside the checkout, on Kernel Tuner's convolution file (skipped without it).
#include "tests/TestDatasets.h"
#include "tests/WaitUntil.h"
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
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cmath>
#include <functional>
#include <mutex>

#include <unistd.h>

using namespace std::chrono_literals;

namespace {

const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");
const QString kProject = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
const QString kVectorAdd = QStringLiteral(AUGUR_SOURCE_DIR "/resources/problems/vector_add_f32");
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
    void llmIdleRepliesEndTheRun();

    // Reading needs only the file, bad input is one line naming file and field, nothing
    // the user had is lost (docs/hardening.md, "Sessions and datasets").
    void readingNeedsNoKeyOrPrior();
    void keyEchoesNeverReachTheFile();
    void readOnlyFolderIsReadNotCorrupt();
    void recoverAdvisesOnlyWhatWorks();
    void numbersNameTheirRange();
    void exportNeverOverwritesAnInput();
    void newSessionNeverFollowsALink();
    void showEscapesControlCharacters();
    void sessionFieldsAreChecked();

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
    QString path = dir_.filePath(name);
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
    // The measurement cost: the recorded phase times are the same, the session's pace is not.
    for (QJsonObject* s : {&a, &b}) {
        QJsonObject cost = s->value("measurement_cost").toObject();
        QVERIFY(cost.contains("measurements"));
        for (const char* pace : {"session_per_minute", "session_span_s"}) cost.remove(QLatin1String(pace));
        s->insert("measurement_cost", cost);
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

    // The cost of the measurements: the project's H200 records carry the harness's phase
    // times, Kernel Tuner's do not. Read back from the file, it is what the run printed.
    const QJsonObject cost = ran.value("measurement_cost").toObject();
    QCOMPARE(s.value("measurement_cost").toObject(), cost);
    const int withPhases = cost.value("measurements").toInt(-1);
    QCOMPARE(withPhases + cost.value("without_phases").toInt(), 9); // the reference and 8
    QCOMPARE(cost.value("replayed").toInt(), withPhases);
    if (rootParameter.isEmpty()) { // an Augur dataset
        QVERIFY(withPhases >= 8);
        const QJsonObject median = cost.value("median_ms").toObject();
        const double total = median.value("total").toDouble();
        QVERIFY(total > 0);
        for (const char* phase : {"compile", "correctness", "timing", "other"})
            QVERIFY2(median.value(phase).toDouble(-1) >= 0 && median.value(phase).toDouble() <= total, phase);
        QCOMPARE(cost.value("per_gpu_per_minute").toDouble(), 60000.0 / total);
        QVERIFY(cost.value("session_per_minute").toDouble() > 0);
        const QString line =
            QString::fromUtf8(text.out).section(QStringLiteral("measurement cost   "), 1).section('\n', 0, 0);
        QVERIFY2(line.startsWith(QStringLiteral("median ") + QString::number(total, 'f', total < 9.95 ? 1 : 0) +
                                 QStringLiteral(" ms as the dataset recorded them (compile ")) &&
                     line.contains(QStringLiteral("/min per GPU, ")) && line.contains(QStringLiteral("/min replayed")),
                 qPrintable(line));
    } else {
        QCOMPARE(withPhases, 0);
        QVERIFY(!cost.contains("median_ms"));
        QVERIFY2(text.out.contains("measurement cost   unknown: none of the 9 measurements has phase times"),
                 text.out.constData());
    }

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
    // The end of the run says what a measurement cost, beside the progress lines.
    err += p.readAllStandardError();
    QVERIFY2(err.contains("\nGPU time per measurement: "), err.right(600).constData());
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

// A model that proposes the same configuration every time: --max-llm-idle-replies 3 ends
// the run after one new candidate and three replies without anything new; the summary
// says why and has the requests, tokens and cost per new candidate and the forecast
// requests per candidate, equal to what the server received.
void TestCli::llmIdleRepliesEndTheRun() {
    augur::test::LlmFakeModel model;
    std::mutex mu;
    nlohmann::json first; // the first generation request: every later one is answered as it was
    int generations = 0, forecasts = 0;
    augur::test::LlmTestServer server([&](const nlohmann::json& body, int n) {
        std::lock_guard lock(mu);
        if (augur::test::schemaNameOf(body) != "augur_configuration") {
            ++forecasts;
            return model(body, n);
        }
        ++generations;
        if (first.is_null()) first = body;
        return augur::test::Replies::streamed(model.answer(first, 1));
    });
    const nlohmann::json endpoints{{"endpoints",
                                    {{{"name", "loopback"},
                                      {"base_url", server.baseUrl()},
                                      {"model", "test-model"},
                                      {"price_input_per_mtok", 1.0},
                                      {"price_output_per_mtok", 4.0}}}}};
    const QString file = write(QStringLiteral("idle-endpoints.json"), QByteArray::fromStdString(endpoints.dump()));
    const Result r = cli({"run", "--dataset", kProject, "--generator", "llm", "--surrogate", "llm", "--endpoints", file,
                          "--children", "2", "--max-llm-idle-replies", "3", "--no-session", "-q"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject j = json(r);
    QCOMPARE(j["stop_reason"].toString(), QStringLiteral("the LLM proposed nothing new in 3 replies"));
    const QJsonObject llm = j["llm"].toObject();
    QCOMPARE(llm["generator_stop"].toString(), j["stop_reason"].toString());
    QCOMPARE(generations, 4); // one new, then three without anything new
    QCOMPARE(llm["generation_requests"].toInt(), generations);
    QCOMPARE(llm["requests"].toInt(), server.requests());
    QCOMPARE(llm["new_candidates"].toInt(), 1);
    const QJsonObject perNew = llm["per_new_candidate"].toObject();
    QCOMPARE(perNew["requests"].toDouble(), double(server.requests()));
    const QJsonObject tokens = llm["tokens"].toObject();
    QCOMPARE(perNew["tokens"].toDouble(), tokens["prompt"].toDouble() + tokens["completion"].toDouble());
    QVERIFY(std::abs(perNew["cost"].toDouble() - llm["cost"].toDouble()) < 1e-12);
    const QJsonObject forecast = llm["forecast"].toObject();
    QCOMPARE(forecast["attempts"].toInt(), forecasts);
    QCOMPARE(forecast["candidates"].toInt(), 1);
    QCOMPARE(forecast["requests_per_candidate"].toDouble(), 1.0);
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

namespace {

QByteArray fileBytes(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Replaces every occurrence of `from` in the file by `to` (same length: SQLite keeps text
/// as it is in its pages, so the file stays a database with other contents). Returns how
/// many were replaced.
int patchFile(const QString& path, const QByteArray& from, const QByteArray& to) {
    Q_ASSERT(from.size() == to.size());
    QByteArray bytes = fileBytes(path);
    int n = 0;
    for (qsizetype at = bytes.indexOf(from); at >= 0; at = bytes.indexOf(from, at + from.size()), ++n)
        bytes.replace(at, from.size(), to);
    QFile f(path);
    if (n > 0 && f.open(QIODevice::WriteOnly)) f.write(bytes);
    return n;
}

/// The letters and digits of `bytes`, lower-cased: how a key is looked for in any form.
std::string skeleton(const QByteArray& bytes) {
    std::string s;
    for (char c : bytes)
        if (std::isalnum(static_cast<unsigned char>(c)))
            s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

Result runProgram(const QString& program, const QStringList& args, const QString& sessionDir, int timeoutMs = 120000) {
    QProcess p;
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("AUGUR_SESSION_DIR", sessionDir);
    p.setProcessEnvironment(env);
    p.start(program, args);
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

/// An endpoints file for `server` whose key comes from `keyVariable`.
QByteArray endpointsWithKey(const std::string& baseUrl, const std::string& keyVariable) {
    const nlohmann::json e{
        {"endpoints",
         {{{"name", "loopback"}, {"base_url", baseUrl}, {"model", "test-model"}, {"api_key_env", keyVariable}}}}};
    return QByteArray::fromStdString(e.dump());
}

int snapshotFolders() {
    return QDir(QDir::tempPath()).entryList({"augur-read-*"}, QDir::Dirs | QDir::NoDotAndDotDot).size();
}

} // namespace

// report, export and show read an LLM session with its key variable unset and its
// endpoints file gone, and a session whose prior file is gone; resume, which sends
// requests, names the variable (or the prior) in one line.
void TestCli::readingNeedsNoKeyOrPrior() {
    augur::test::LlmFakeModel model;
    augur::test::LlmTestServer server([&](const nlohmann::json& body, int n) { return model(body, n); });
    const char* var = "AUGUR_TST_CLI_READ_KEY";
    qputenv(var, "sk-read-test-0123456789");
    const QString endpoints = write("key-endpoints.json", endpointsWithKey(server.baseUrl(), var));
    const QString session = dir_.filePath("llm-key.augur");
    const Result run = cli({"run", "--dataset", kProject, "--generator", "llm", "--surrogate", "llm", "--endpoints",
                            endpoints, "--max-llm-requests", "6", "--session", session, "-q"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    qunsetenv(var);
    QVERIFY(QFile::rename(endpoints, endpoints + ".away"));
    const QByteArray before = fileBytes(session);
    for (const QStringList& args : {QStringList{"report", session}, QStringList{"report", session, "--format", "text"},
                                    QStringList{"export", session}, QStringList{"show", session, "--id", "0"},
                                    QStringList{"diagnose", session}}) {
        const Result r = cli(args);
        QVERIFY2(r.exitCode == 0, qPrintable(args.join(' ') + ": " + r.err));
    }
    QCOMPARE(json(cli({"report", session})).value("candidates_considered").toInt(),
             json(run).value("candidates_considered").toInt());
    QCOMPARE(fileBytes(session), before); // reading changed nothing
    // Resuming sends requests: the endpoints file must be there and the key set.
    const Result noFile = cli({"resume", session, "-q"});
    QCOMPARE(noFile.exitCode, 2);
    QCOMPARE(lines(noFile.err).size(), 1);
    QVERIFY2(noFile.err.contains(endpoints.toUtf8()), noFile.err.constData());
    QVERIFY(QFile::rename(endpoints + ".away", endpoints));
    const Result noKey = cli({"resume", session, "-q"});
    QCOMPARE(noKey.exitCode, 2);
    QCOMPARE(lines(noKey.err).size(), 1);
    QVERIFY2(noKey.err.contains(var) && noKey.err.contains("not set"), noKey.err.constData());
    QCOMPARE(fileBytes(session), before);

    // A prior is read when the session runs, never to read it.
    const QString prior = dir_.filePath("prior-copy.json.gz");
    QVERIFY(QFile::copy(kProject, prior));
    const QString warm = dir_.filePath("prior-gone.augur");
    const Result w =
        cli({"run", "--dataset", kProject, "--prior", prior, "--max-measurements", "4", "--session", warm, "-q"});
    QVERIFY2(w.exitCode == 0, w.err.constData());
    QVERIFY(QFile::remove(prior));
    for (const char* cmd : {"report", "export"}) {
        const Result r = cli({cmd, warm});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }
    const Result resumed = cli({"resume", warm, "-q"});
    QCOMPARE(resumed.exitCode, 2);
    QCOMPARE(lines(resumed.err).size(), 1);
    QVERIFY2(resumed.err.contains(prior.toUtf8()), resumed.err.constData());
}

// A server that echoes the API key spaced out, reversed, upper-cased or split by
// punctuation, in error bodies, reasoning and replies: none of it reaches the file.
void TestCli::keyEchoesNeverReachTheFile() {
    const std::string key = "sk-EchoTest-4f9A2b7C1d8E";
    const std::string reversed(key.rbegin(), key.rend());
    auto spaced = [](const std::string& k, const char* gap) {
        std::string out;
        for (char c : k) out += std::string(1, c) + gap;
        return out;
    };
    auto upper = [](std::string k) {
        for (auto& c : k) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return k;
    };
    const std::vector<std::string> forms{key,
                                         spaced(key, " "),
                                         upper(key),
                                         reversed,
                                         spaced(upper(reversed), "-"),
                                         spaced(key, "\n"),
                                         "sk_echotest_4f9a_2b7c_1d8e",
                                         "\"" + spaced(key, "\\u0020") + "\""};
    augur::test::LlmFakeModel model;
    std::atomic<int> echoes{0};
    augur::test::LlmTestServer server([&](const nlohmann::json& body, int n) {
        const std::string& form = forms[static_cast<std::size_t>(echoes++) % forms.size()];
        if (n % 5 == 3) return augur::test::Replies::error(401, "invalid api key " + form);
        const std::string answer = model.answer(body, n);
        return augur::test::Replies::plain(augur::test::Replies::completion(
            n % 2 ? "Your key was " + form + ".\n" + answer : answer, "I was given the key " + form));
    });
    const char* var = "AUGUR_TST_CLI_ECHO_KEY";
    qputenv(var, QByteArray::fromStdString(key));
    const QString endpoints = write("echo-endpoints.json", endpointsWithKey(server.baseUrl(), var));
    const QString session = dir_.filePath("echo.augur");
    const Result r = cli({"run", "--dataset", kProject, "--generator", "llm", "--surrogate", "llm", "--endpoints",
                          endpoints, "--max-llm-requests", "20", "--session", session});
    qunsetenv(var);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
    QVERIFY(echoes.load() >= 10);
    QByteArray stored = fileBytes(session) + fileBytes(session + "-wal");
    const std::string bytes = skeleton(stored), needle = skeleton(QByteArray::fromStdString(key));
    QVERIFY2(bytes.find(needle) == std::string::npos, "the key is in the session file");
    QVERIFY2(bytes.find(std::string(needle.rbegin(), needle.rend())) == std::string::npos,
             "the reversed key is in the session file");
    QVERIFY(stored.contains("[redacted]")); // the echoes were stored, redacted
    const std::string printed = skeleton(r.out + r.err);
    QVERIFY2(printed.find(needle) == std::string::npos, "the key was printed");
}

// A session in a folder this process cannot write to (a read-only bind mount when the test
// runs as root and may mount, and a folder of mode 0555 for an ordinary user, or as
// nobody under root) reads like any other: report, export, show and recover work, also
// for a session stopped with its rows still in the -wal; resume and a new session there
// say "not writable" / "read-only" / "permission denied", a file that cannot be read says
// "permission denied", never "corrupt".
void TestCli::readOnlyFolderIsReadNotCorrupt() {
    const QString rw = dir_.filePath("ro-source");
    QVERIFY(QDir().mkpath(rw));
    const QString closed = rw + "/closed.augur";
    const Result made =
        cli({"run", "--dataset", kProject, "--max-measurements", "6", "--seed", "4", "--session", closed, "-q"});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    // A session killed while it runs: its rows are in crashed.augur-wal.
    const QString crashed = rw + "/crashed.augur";
    {
        QProcess p;
        p.start(kCli,
                {"run", "--dataset", kProject, "--max-measurements", "200", "--replay-delay-ms", "30", "--session",
                 crashed, "-q"});
        QVERIFY(p.waitForStarted());
        augur::test::waitUntil([&] { return QFileInfo(crashed + "-wal").size() >= 400 * 1024; }, 30s, 20ms);
        p.kill();
        p.waitForFinished();
    }
    QVERIFY(QFileInfo(crashed + "-wal").size() > 0);
    // What the rows are, read from a copy in a writable folder.
    const QString copy = dir_.filePath("crashed-copy.augur");
    QVERIFY(QFile::copy(crashed, copy) && QFile::copy(crashed + "-wal", copy + "-wal"));
    const int rows = json(cli({"report", copy})).value("candidates_considered").toInt(-1);
    QVERIFY(rows > 1);
    const QString secret = rw + "/secret.augur";
    QVERIFY(QFile::copy(closed, secret));
    QVERIFY(QFile::setPermissions(secret, QFileDevice::Permissions()));

    struct View {
        QString name, folder, program;
        QStringList prefix; // arguments before augur-cli's own (setpriv's)
        bool unreadableSecret; // the runner cannot read mode 000
    };
    std::vector<View> views;
    const bool root = ::geteuid() == 0;
    QString mountPoint;
    if (root) {
        mountPoint = dir_.filePath("ro-mount");
        QVERIFY(QDir().mkpath(mountPoint));
        if (QProcess::execute("mount", {"--bind", "-o", "ro", rw, mountPoint}) == 0) {
            QFile probe(mountPoint + "/probe");
            if (probe.open(QIODevice::WriteOnly)) { // an old mount(8) binds read-write
                probe.close();
                probe.remove();
                QProcess::execute("mount", {"-o", "remount,ro,bind", mountPoint});
            }
            if (QFile(mountPoint + "/probe").open(QIODevice::WriteOnly)) {
                QFile::remove(mountPoint + "/probe");
                QProcess::execute("umount", {mountPoint});
                mountPoint.clear();
            } else {
                views.push_back({"read-only mount", mountPoint, kCli, {}, false});
            }
        } else {
            mountPoint.clear();
        }
    }
    // A folder of mode 0555: read-only for anyone but root; under root, run as nobody.
    QVERIFY(QFile::setPermissions(rw,
                                  QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                      QFileDevice::ExeGroup | QFileDevice::ReadOther | QFileDevice::ExeOther));
    if (!root) {
        views.push_back({"mode 0555", rw, kCli, {}, true});
    } else if (const QString setpriv = QStandardPaths::findExecutable("setpriv"); !setpriv.isEmpty()) {
        // nobody must reach the files: the temporary folder is opened to others for this.
        QFile::setPermissions(dir_.path(),
                              QFile::permissions(dir_.path()) | QFileDevice::ReadOther | QFileDevice::ExeOther);
        const QStringList as{"--reuid=65534", "--regid=65534", "--clear-groups", kCli};
        const Result probe = runProgram(setpriv, as + QStringList{"report", copy}, dir_.filePath("sessions"));
        if (probe.exitCode == 0) // nobody can read the dataset and the program
            views.push_back({"mode 0555 as nobody", rw, setpriv, as, true});
    }
    if (views.empty()) QSKIP("no way to make a read-only folder here (root without mount or setpriv)");
    QStringList names;
    for (const View& v : views) names << v.name;
    qInfo("read-only folders tried: %s", qPrintable(names.join(", ")));
    const int snapshotsBefore = snapshotFolders();
    for (const View& v : views) {
        const QByteArray tag = v.name.toUtf8();
        auto run = [&](const QStringList& args) {
            return runProgram(v.program, v.prefix + args, dir_.filePath("sessions"));
        };
        for (const QString& name : {QStringLiteral("closed.augur"), QStringLiteral("crashed.augur")}) {
            const QString file = v.folder + "/" + name;
            const Result rep = run({"report", file});
            QVERIFY2(rep.exitCode == 0, tag + ": " + rep.err);
            if (name.startsWith("crashed"))
                QCOMPARE(json(rep).value("candidates_considered").toInt(), rows); // the -wal's rows too
            const Result exp = run({"export", file});
            QVERIFY2(exp.exitCode == 0, tag + ": " + exp.err);
            QCOMPARE(lines(exp.out).size(), json(rep).value("candidates_considered").toInt());
            const Result show = run({"show", file, "--id", "0"});
            QVERIFY2(show.exitCode == 0, tag + ": " + show.err);
            const Result resume = run({"resume", file, "-q"});
            QCOMPARE(resume.exitCode, 2);
            QCOMPARE(lines(resume.err).size(), 1);
            QVERIFY2(resume.err.contains("not writable") && !resume.err.contains("corrupt"), resume.err.constData());
        }
        // recover reads the read-only file and writes a new one where it may.
        const QString rescued = dir_.filePath("sessions/rescued-" + QString::number(&v - views.data()) + ".augur");
        QDir().mkpath(dir_.filePath("sessions"));
        QFile::setPermissions(dir_.filePath("sessions"), QFile::permissions(dir_.path()) | QFileDevice::WriteOther);
        const Result rec = run({"recover", v.folder + "/crashed.augur", rescued});
        QVERIFY2(rec.exitCode == 0, tag + ": " + rec.err);
        QCOMPARE(json(rec).value("candidates").toInt(), rows);
        QVERIFY2(rec.err.contains("continue with 'augur-cli resume"), rec.err.constData());
        // Nothing new can be made in the read-only folder, and the message says why.
        for (const QStringList& args : {QStringList{"run", "--dataset", kProject, "--max-measurements", "1",
                                                    "--session", v.folder + "/new.augur", "-q"},
                                        QStringList{"recover", v.folder + "/closed.augur", v.folder + "/new.augur"}}) {
            const Result r = run(args);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(lines(r.err).size(), 1);
            QVERIFY2(r.err.contains("not writable") &&
                         (r.err.contains("read-only") || r.err.contains("permission denied")),
                     r.err.constData());
        }
        if (v.unreadableSecret) {
            const Result r = run({"report", v.folder + "/secret.augur"});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(lines(r.err).size(), 1);
            QVERIFY2(r.err.contains("secret.augur: session: cannot be read (permission denied)"), r.err.constData());
        }
    }
    QCOMPARE(snapshotFolders(), snapshotsBefore); // the private copies are gone
    if (!mountPoint.isEmpty()) QProcess::execute("umount", {mountPoint});
    QFile::setPermissions(rw, QFile::permissions(rw) | QFileDevice::WriteOwner);
}

// recover says "continue with resume" only where resume then works (it checks the new
// file the way resume does); otherwise what can be done. Damage of several kinds: cut
// short, a row Augur refuses, the dataset gone.
void TestCli::recoverAdvisesOnlyWhatWorks() {
    const QString dataset = dir_.filePath("recover-dataset.json.gz");
    QVERIFY(QFile::copy(kProject, dataset));
    const QString base = dir_.filePath("recover-base.augur");
    const Result made =
        cli({"run", "--dataset", dataset, "--max-measurements", "30", "--seed", "6", "--session", base, "-q"});
    QVERIFY2(made.exitCode == 0, made.err.constData());
    const qint64 size = QFileInfo(base).size();
    struct Damage {
        const char* name;
        std::function<void(const QString&)> apply;
        bool resumable;
    };
    const std::vector<Damage> damages{
        {"half", [&](const QString& f) { QFile(f).resize(size / 2 / 4096 * 4096); }, true},
        {"odd", [&](const QString& f) { QFile(f).resize(size * 3 / 5 + 77); }, true},
        {"decision", [](const QString& f) { QVERIFY(patchFile(f, "\"kind\":\"defer\"", "\"kind\":\"dxfer\"") > 0); },
         true},
        {"state", [](const QString& f) { QVERIFY(patchFile(f, "measured", "mexsured") > 0); }, true},
        {"dataset gone", [&](const QString&) { QVERIFY(QFile::rename(dataset, dataset + ".away")); }, false},
    };
    for (const Damage& d : damages) {
        const QString broken = dir_.filePath(QString("recover-%1.augur").arg(d.name).replace(' ', '-'));
        QVERIFY(QFile::copy(base, broken));
        d.apply(broken);
        const QByteArray before = fileBytes(broken);
        const QString target = broken + ".new";
        const Result r = cli({"recover", broken, target});
        QVERIFY2(r.exitCode == 0, qPrintable(QString(d.name) + ": " + r.err));
        QCOMPARE(fileBytes(broken), before); // the damaged file is only read
        const QJsonObject j = json(r);
        QCOMPARE(lines(r.err).size(), 1);
        QCOMPARE(j.value("resumable").toBool(), d.resumable);
        if (d.resumable) {
            QVERIFY2(r.err.contains("continue with 'augur-cli resume " + target.toUtf8() + "'"), r.err.constData());
            const Result resumed = cli({"resume", target, "--max-measurements", "32", "-q"});
            QVERIFY2(resumed.exitCode == 0, qPrintable(QString(d.name) + ": " + resumed.err));
        } else {
            QVERIFY2(!r.err.contains("continue with"), r.err.constData());
            QVERIFY2(r.err.contains(dataset.toUtf8()), r.err.constData()); // what is missing
            QVERIFY(!j.value("resume_error").toString().isEmpty());
            QCOMPARE(cli({"resume", target, "-q"}).exitCode, 2); // and resume agrees
        }
    }
    QVERIFY(QFile::rename(dataset + ".away", dataset));
    // Damage that leaves nothing to recover is an error, and no file is left behind.
    const QString wrecked = dir_.filePath("recover-wrecked.augur");
    QVERIFY(QFile::copy(base, wrecked));
    QVERIFY(patchFile(wrecked, "gf-v2", "gf-v9") > 0);
    const Result none = cli({"recover", wrecked, wrecked + ".new"});
    QCOMPARE(none.exitCode, 2);
    QCOMPARE(lines(none.err).size(), 1);
    QVERIFY2(none.err.contains("meta.bin_scheme"), none.err.constData());
    QVERIFY(!QFileInfo::exists(wrecked + ".new"));
}

// Out-of-range numbers are refused in one short line that names the option and its range.
// Opening an output empties it: export never writes over what the session reads (its
// dataset, its prior), in either format, nor over a session; the files keep every byte.
void TestCli::exportNeverOverwritesAnInput() {
    const QString dataset = dir_.filePath("own-dataset.json.gz"), prior = dir_.filePath("own-prior.json.gz");
    QFile::remove(dataset);
    QFile::remove(prior);
    QVERIFY(QFile::copy(kProject, dataset));
    QVERIFY(QFile::copy(kProject, prior));
    const QString s = dir_.filePath("inputs.augur");
    const Result run =
        cli({"run", "--dataset", dataset, "--prior", prior, "--max-measurements", "3", "--session", s, "-q"});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const qint64 size = QFileInfo(dataset).size();
    for (const QString& target : {dataset, prior, s})
        for (const char* format : {"jsonl", "rl"}) {
            const Result r = cli({"export", s, "--format", format, "-o", target});
            QVERIFY2(r.exitCode == 2, r.err.constData());
            QCOMPARE(lines(r.err).size(), 1);
            QVERIFY2(r.err.contains("never overwritten"), r.err.constData());
        }
    // bundle -o: neither over what it packs nor over what the session names (the prior: a
    // session whose prior changed can no longer resume).
    for (const QString& target : {dataset, prior, s}) {
        const Result r = cli({"bundle", s, "-o", target});
        QVERIFY2(r.exitCode == 2, r.err.constData());
    }
    QCOMPARE(QFileInfo(dataset).size(), size);
    QCOMPARE(QFileInfo(prior).size(), size);
    QCOMPARE(cli({"report", s}).exitCode, 0); // the session still reads

    // measure --json: never a candidate file given (nor its source beside it), and an
    // existing file is opened only once the GPU is there (none here: it keeps its bytes).
    const QString cands = dir_.filePath("own-candidates");
    QDir().mkpath(cands);
    for (const char* ext : {".json", ".cu"}) {
        QFile::remove(cands + "/float4_vec" + ext);
        QVERIFY(QFile::copy(kVectorAdd + "/candidates/float4_vec" + ext, cands + "/float4_vec" + ext));
    }
    const qint64 candSize = QFileInfo(cands + "/float4_vec.cu").size();
    for (const char* ext : {".json", ".cu"}) {
        const Result r =
            cli({"measure", kVectorAdd, cands + "/float4_vec.json", "--json", cands + "/float4_vec" + ext});
        QVERIFY2(r.exitCode == 2, r.err.constData());
    }
    QCOMPARE(QFileInfo(cands + "/float4_vec.cu").size(), candSize);
    const QString mine = dir_.filePath("mine.txt");
    {
        QFile f(mine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep\n");
    }
    const Result noGpu = cli({"measure", kVectorAdd, "--json", mine});
    QVERIFY2(noGpu.exitCode != 0, noGpu.err.constData());
    QCOMPARE(QFileInfo(mine).size(), qint64(5));

    // eval --svg-dir never writes through a link (one to the dataset was replaced by an SVG).
    const QString svg = dir_.filePath("svg-links");
    QDir(svg).removeRecursively();
    QCOMPARE(cli({"eval", "--dataset", dataset, "--svg-dir", svg, "-q"}).exitCode, 0);
    const QStringList written = QDir(svg).entryList({"*.svg"}, QDir::Files);
    QVERIFY(!written.isEmpty());
    QVERIFY(QFile::remove(svg + "/" + written.front()));
    QVERIFY(QFile::link(dataset, svg + "/" + written.front()));
    const Result ev = cli({"eval", "--dataset", dataset, "--svg-dir", svg, "-q"});
    QVERIFY2(ev.exitCode == 2, ev.err.constData());
    QCOMPARE(QFileInfo(dataset).size(), size);
}

void TestCli::numbersNameTheirRange() {
    const QString s = dir_.filePath("numbers.augur");
    QCOMPARE(cli({"run", "--dataset", kProject, "--max-measurements", "2", "--session", s, "-q"}).exitCode, 0);
    const std::vector<std::pair<QStringList, QString>> refused{
        {{"run", "--max-measurements", "-1"}, "--max-measurements: must be an integer >= 0"},
        {{"run", "--max-measurements", "99999999999"}, "--max-measurements: must be an integer >= 0"},
        {{"run", "--max-measurements", "2.5"}, "--max-measurements: must be an integer"},
        {{"run", "--max-candidates", "0"}, "--max-candidates: must be an integer >= 1 (at most 2147483647), got '0'"},
        {{"run", "--batch", "-3"}, "--batch: must be an integer >= 1"},
        {{"run", "--max-wall-s", "-1"}, "--max-wall-s: must be a number >= 0, got '-1'"},
        {{"run", "--max-wall-s", "nan"}, "--max-wall-s: must be a number >= 0"},
        {{"run", "--threshold", "1.5"}, "--threshold: must be a number from 0 to 1"},
        {{"run", "--delta", "1"}, "--delta: must be a number > 1"},
        {{"run", "--replay-delay-ms", "1e9"}, "--replay-delay-ms: must be a number from 0 to 3600000"},
        {{"run", "--max-llm-tokens", "-5"}, "--max-llm-tokens: must be an integer >= 0"},
        {{"run", "--seed", "18446744073709551616"}, "--seed: must be an integer >= 0 (at most 18446744073709551615)"},
        {{"run", "--seed", "99999999999999999999999"}, "--seed: must be an integer"},
        {{"run", "--seed", "-1"}, "--seed: must be an integer"},
        {{"run", "--seed", "0x10"}, "--seed: must be an integer"},
        {{"resume", s, "--max-measurements", "-1"}, "--max-measurements: must be an integer >= 0"},
        {{"eval", "--dataset", kProject, "--seed", "18446744073709551616"}, "--seed: must be an integer"},
        {{"eval", "--dataset", kProject, "--folds", "1"}, "--folds: must be an integer from 2 to 1000"},
        {{"measure", kVectorAdd, "--deadline-s", "0"}, "--deadline-s: must be a number > 0 and at most 86400, got '0'"},
        {{"measure", kVectorAdd, "--repeat", "2147483647"}, "--repeat: must be an integer from 1 to 1000"},
        {{"measure", kVectorAdd, "--seed", "18446744073709551616"},
         "--seed: must be an integer >= 0 (at most 18446744073709551615)"},
        {{"measure", kVectorAdd, "--between-spread", "2"}, "--between-spread: must be a number from 0 to 0.5"},
        // Candidate ids: refused beyond their type, never clamped to it.
        {{"show", s, "--id", "99999999999999999999"}, "--id: must be an integer >= 0"},
        {{"show", s, "--id", "-1"}, "--id: must be an integer >= 0"},
        {{"show", s, "--id", "0", "--against", "1e3"}, "--against: must be an integer >= 0"},
        {{"diagnose", s, "--candidate", "99999999999999999999"}, "--candidate: must be an integer >= 0"},
    };
    for (const auto& [args, expected] : refused) {
        const Result r = cli(args + QStringList{"--no-session", "-q"}.mid(args.first() == "run" ? 0 : 2));
        QVERIFY2(r.exitCode == 2, qPrintable(args.join(' ')));
        QCOMPARE(lines(r.err).size(), 1);
        QVERIFY2(r.err.contains(expected.toUtf8()), r.err.constData());
        QVERIFY2(r.err.size() < 200, r.err.constData()); // no 309-digit bound
    }
    // The largest seed is a seed.
    const Result top = cli({"run", "--dataset", kProject, "--seed", "18446744073709551615", "--max-measurements", "2",
                            "--no-session", "-q"});
    QVERIFY2(top.exitCode == 0, top.err.constData());
    QVERIFY(top.out.contains("\"seed\": 18446744073709551615"));
}

// A new session (run --session, recover's target) is never created through a symbolic
// link, dangling or not: the link and whatever it points at stay as they were.
void TestCli::newSessionNeverFollowsALink() {
    const QString existing = dir_.filePath("link-target.augur");
    QCOMPARE(cli({"run", "--dataset", kProject, "--max-measurements", "2", "--session", existing, "-q"}).exitCode, 0);
    const QByteArray before = fileBytes(existing);
    const QString nowhere = dir_.filePath("link-nowhere.augur"); // in an existing folder
    const QString deep = dir_.filePath("no-such-folder/x.augur");
    struct Link {
        QString path, target;
    };
    const std::vector<Link> links{{dir_.filePath("dangling.augur"), nowhere},
                                  {dir_.filePath("dangling-deep.augur"), deep},
                                  {dir_.filePath("to-session.augur"), existing},
                                  {dir_.filePath("to-folder.augur"), dir_.path()},
                                  {dir_.filePath("relative.augur"), "link-nowhere.augur"}};
    for (const Link& l : links) {
        QVERIFY(QFile::link(l.target, l.path));
        for (const QStringList& args :
             {QStringList{"run", "--dataset", kProject, "--max-measurements", "1", "--session", l.path, "-q"},
              QStringList{"recover", existing, l.path}}) {
            const Result r = cli(args);
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(lines(r.err).size(), 1);
            QVERIFY2(r.err.contains(l.path.toUtf8() + ": session: is a symbolic link"), r.err.constData());
        }
        QVERIFY(QFileInfo(l.path).isSymLink());
    }
    QVERIFY(!QFileInfo::exists(nowhere));
    QVERIFY(!QFileInfo::exists(deep));
    QCOMPARE(fileBytes(existing), before);
}

// show on a terminal (or with --escape always) prints the escape sequences, C1 controls
// and stray bytes a stored source holds as visible \xHH escapes; into a pipe (or with
// --escape never) the bytes are exact, for `add`. The text report and error lines escape
// what they quote too, and an error stays one line.
void TestCli::showEscapesControlCharacters() {
    const QString session = dir_.filePath("escapes.augur");
    QCOMPARE(cli({"run", "--dataset", kProject, "--max-measurements", "3", "--session", session, "-q"}).exitCode, 0);
    // "// Reference: the" in the reference's source: a screen clear, a title, a bell, CSI
    // as one byte and as U+009B, a DEL.
    const QByteArray hostile("\x1b[2J\x1b]0;X\x07\x9b\xc2\x9b\x7f", 14);
    QCOMPARE(patchFile(session, "// Reference: ", hostile), 1);
    QVERIFY(patchFile(session, "budget used", QByteArray("\x1b[31mbudget", 11)) > 0);
    auto hasControls = [](const QByteArray& b) {
        for (int i = 0; i < b.size(); ++i) {
            const auto c = static_cast<unsigned char>(b[i]);
            if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || c == 0x9b) return true;
            if (c == 0xc2 && i + 1 < b.size() && static_cast<unsigned char>(b[i + 1]) <= 0x9f) return true;
        }
        return false;
    };
    const Result safe = cli({"show", session, "--id", "0", "--escape", "always"});
    QVERIFY2(safe.exitCode == 0, safe.err.constData());
    QVERIFY(!hasControls(safe.out));
    QVERIFY2(safe.out.startsWith("\\x1b[2J\\x1b]0;X\\x07\\x9b\\u009b\\x7fthe textbook"), safe.out.left(80));
    const Result exact = cli({"show", session, "--id", "0"}); // a pipe: exact, as `add` wants it
    QVERIFY(exact.out.startsWith(hostile));
    QCOMPARE(cli({"show", session, "--id", "0", "--escape", "never"}).out, exact.out);
    if (const QString script = QStandardPaths::findExecutable("script"); !script.isEmpty()) {
        // On a terminal (script(1) gives it one), escaped without being asked.
        const Result tty = runProgram(script, {"-qec", kCli + " show '" + session + "' --id 0", "/dev/null"},
                                      dir_.filePath("sessions"));
        QVERIFY2(tty.out.contains("\\x1b[2J"), tty.out.left(200));
        QVERIFY(!tty.out.contains(hostile));
    }
    const Result text = cli({"report", session, "--format", "text"});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(!hasControls(text.out));
    QVERIFY2(text.out.contains("\\x1b[31mbudget"), text.out.constData());
    // An error that quotes a name with a newline and an escape is still one line.
    const QString odd = dir_.filePath("two\nlines\x1b[2J.augur");
    const Result err = cli({"report", odd});
    QCOMPARE(err.exitCode, 2);
    QCOMPARE(lines(err.err).size(), 1);
    QVERIFY(!hasControls(err.err.chopped(1)));
}

// Fields of a session file that this build cannot honour are refused in one line naming
// the file and the field: an unknown bin scheme, a configuration given twice.
void TestCli::sessionFieldsAreChecked() {
    const QString session = dir_.filePath("fields.augur");
    QCOMPARE(cli({"run", "--dataset", kProject, "--max-measurements", "4", "--seed", "3", "--session", session, "-q"})
                 .exitCode,
             0);
    const QString scheme = dir_.filePath("fields-scheme.augur");
    QVERIFY(QFile::copy(session, scheme));
    QVERIFY(patchFile(scheme, "gf-v2", "gf-v9") > 0);
    // The second candidate's configuration written over the third's (the same length).
    const QJsonArray records = [&] {
        QJsonArray a;
        for (const QString& l : lines(cli({"export", session}).out))
            a.append(QJsonDocument::fromJson(l.toUtf8()).object());
        return a;
    }();
    QVERIFY(records.size() >= 3);
    auto configurationText = [](const QJsonObject& o) {
        QStringList values;
        for (const auto& v : o.value("configuration").toArray()) values << QString::number(v.toDouble(), 'f', 1);
        return QByteArray("[") + values.join(',').toUtf8() + "]";
    };
    const QString twice = dir_.filePath("fields-twice.augur");
    QVERIFY(QFile::copy(session, twice));
    const QByteArray first = configurationText(records[1].toObject()),
                     second = configurationText(records[2].toObject());
    const bool sameLength = first.size() == second.size() && first != second;
    if (sameLength) QCOMPARE(patchFile(twice, second, first), 1);
    for (const char* cmd : {"report", "export", "resume"}) {
        const Result r = cli(QStringList{cmd, scheme, "-q"}.mid(0, std::string(cmd) == "resume" ? 3 : 2));
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(lines(r.err).size(), 1);
        QVERIFY2(r.err.contains(scheme.toUtf8() + ": meta.bin_scheme: unknown bin scheme 'gf-v9'"), r.err.constData());
        if (!sameLength) continue;
        const Result t = cli({cmd, twice});
        QCOMPARE(t.exitCode, 2);
        QCOMPARE(lines(t.err).size(), 1);
        QVERIFY2(t.err.contains(twice.toUtf8() + ": candidates[id=2].configuration: repeats candidate #1"),
                 t.err.constData());
    }
}
