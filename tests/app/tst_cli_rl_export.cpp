// augur-cli export --format rl: a replayed session's measured candidates with their recorded
// forecasts, and datasets (the project's H200 file, CUDA-L1 records), written in the
// augur-rl/1 schema and read back by tools/read_rl_export.py, a reader without Augur.
#include "tests/app/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <set>

namespace {

const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");
const QString kReader = QStringLiteral(AUGUR_SOURCE_DIR "/tools/read_rl_export.py");
const QString kReduce = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");

using Result = augur::test::ProcessResult;

/// Records of an export, by kind.
struct Export {
    QJsonObject header;
    std::vector<QJsonObject> problems, candidates, pairs;
};

Export readExport(const QString& path) {
    Export e;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty()) continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        const QString kind = o.value("kind").toString();
        if (kind == "header") e.header = o;
        if (kind == "problem") e.problems.push_back(o);
        if (kind == "candidate") e.candidates.push_back(o);
        if (kind == "pair") e.pairs.push_back(o);
    }
    return e;
}

} // namespace

class TestCliRlExport : public QObject {
    Q_OBJECT
private:
    Result run(const QString& program, const QStringList& args) {
        return augur::test::runProcess(program, args, dir_.filePath("sessions"), {});
    }
    /// The reader's summary (it exits 0 only for a file that keeps the schema).
    QJsonObject read(const QString& file) {
        const Result r = run(python_, {kReader, file});
        if (r.exitCode != 0) qWarning("reader: %s", r.err.constData());
        return r.exitCode == 0 ? QJsonDocument::fromJson(r.out.split('\n').front()).object() : QJsonObject();
    }

    QTemporaryDir dir_;
    QString python_;

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY2(QFile::exists(kCli), "augur-cli is not built");
        python_ = QStandardPaths::findExecutable("python3");
        QVERIFY2(!python_.isEmpty(), "python3 is needed (packaging/debian-packages.txt installs it)");
    }

    /// A replayed session: every measured candidate with its gated reward and the
    /// forecast it had before it was measured, scored with Brier and CRPS.
    void sessionExport() {
        const QString session = dir_.filePath("reduce.augur");
        const Result ran = run(
            kCli, {"run", "--dataset", kReduce, "--max-measurements", "20", "--seed", "3", "--session", session, "-q"});
        QVERIFY2(ran.exitCode == 0, ran.err.constData());
        const QString out = dir_.filePath("reduce.rl.jsonl");
        const Result r = run(kCli, {"export", "--format", "rl", session, "-o", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const Export e = readExport(out);
        QCOMPARE(e.header.value("schema").toString(), QString("augur-rl/1"));
        QCOMPARE(int(e.problems.size()), 1);
        QVERIFY(!e.problems.front().value("prompt").toObject().value("reference_source").toString().isEmpty());
        QCOMPARE(int(e.candidates.size()), 20); // the measured ones (the reference root is not a candidate)
        std::map<int, double> speedup;
        for (const QJsonObject& c : e.candidates) {
            QVERIFY(c.value("correct").toBool());
            const double s = c.value("speedup").toDouble();
            QCOMPARE(c.value("reward").toDouble(), std::clamp(std::log2(s), -1.0, 3.0));
            const QJsonObject f = c.value("forecast").toObject();
            QVERIFY(!f.isEmpty()); // every measured candidate of a session had a forecast
            double sum = 0.0;
            for (const auto& p : f.value("p").toArray()) sum += p.toDouble();
            QVERIFY(std::abs(sum - 1.0) < 1e-9);
            QCOMPARE(f.value("reward_brier").toDouble(), -f.value("brier").toDouble());
            QVERIFY(f.value("brier").toDouble() >= 0.0 && f.value("brier").toDouble() <= 1.0);
            speedup[c.value("id").toInt()] = s;
        }
        QVERIFY(!e.pairs.empty());
        for (const QJsonObject& p : e.pairs) {
            QVERIFY(p.value("ratio").toDouble() >= 1.1);
            for (const char* side : {"faster", "slower"}) {
                const QJsonValue v = p.value(side);
                QVERIFY(v.toString() == "reference" || speedup.count(v.toInt()));
            }
        }
        const QJsonObject summary = read(out);
        QCOMPARE(summary.value("candidates").toInt(), 20);
        QCOMPARE(summary.value("forecasts").toInt(), 20);
        QCOMPARE(summary.value("pairs").toInt(), int(e.pairs.size()));
    }

    /// Datasets: the project's own, and CUDA-L1 records as published (failures earn −1;
    /// one program per task, so its pairs are against the reference).
    void datasetExport() {
        const QString l1 = dir_.filePath("cuda-l1_h20.jsonl");
        QFile f(l1);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"level_id": 1, "task_id": 3, "ref_code": "import torch", "custom_code": "__global__ void k() {}", "score_default": "2.5", "score_torch_compile_default": 0.8, "score_torch_compile_reduce_overhead": null, "score_cuda_graph": 1.0, "score_cudnn": 1.05})"
            "\n");
        f.close();
        const QString out = dir_.filePath("data.rl.jsonl");
        const Result r = run(kCli, {"export", "--format", "rl", "--dataset", kReduce, "--dataset", l1, "-o", out});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const Export e = readExport(out);
        QCOMPARE(int(e.problems.size()), 2);
        QCOMPARE(int(e.candidates.size()), 120 + 5);
        int failed = 0;
        for (const QJsonObject& c : e.candidates)
            if (!c.value("correct").toBool()) {
                ++failed;
                QCOMPARE(c.value("reward").toDouble(), -1.0);
                QVERIFY(!c.value("failure").toString().isEmpty());
            }
        QCOMPARE(failed, 1); // the null score
        int l1Pairs = 0;
        for (const QJsonObject& p : e.pairs)
            if (p.value("problem").toString() == "L1/3@h20") {
                ++l1Pairs;
                QCOMPARE(p.value("slower").toString(), QString("reference"));
                QCOMPARE(p.value("ratio").toDouble(), 2.5);
            }
        QCOMPARE(l1Pairs, 1);
        QCOMPARE(read(out).value("candidates").toInt(), 125);
    }

    /// A task of a record file replayed as a session (`run --dataset --task`): its recorded
    /// kernels are the candidates, measured ones carry the recorded score, and the session's
    /// RL export has them; an unknown task is one line naming the field.
    void recordTaskReplay() {
        const QString l1 = dir_.filePath("cuda-l1_l40.jsonl");
        QFile f(l1);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"level_id": 1, "task_id": 3, "ref_code": "import torch", "custom_code": "__global__ void k() {}", "score_default": "2.5", "score_torch_compile_default": 0.8, "score_torch_compile_reduce_overhead": null, "score_cuda_graph": 1.0, "score_cudnn": 1.05})"
            "\n"
            R"({"level_id": 2, "task_id": 9, "ref_code": "import torch", "custom_code": "__global__ void j() {}", "score_default": 1.2, "score_torch_compile_default": 1.1, "score_torch_compile_reduce_overhead": 0.9, "score_cuda_graph": 1.0, "score_cudnn": 1.3})"
            "\n");
        f.close();
        const QString session = dir_.filePath("l1.augur");
        const Result ran = run(
            kCli, {"run", "--dataset", l1, "--task", "L1/3", "--strategy", "measure-all", "--session", session, "-q"});
        QVERIFY2(ran.exitCode == 0, ran.err.constData());
        const QString out = dir_.filePath("l1.rl.jsonl");
        QVERIFY(run(kCli, {"export", "--format", "rl", session, "-o", out}).exitCode == 0);
        const Export e = readExport(out);
        QCOMPARE(int(e.problems.size()), 1);
        QCOMPARE(e.problems.front().value("problem").toString(), QString("L1/3@l40"));
        QCOMPARE(int(e.candidates.size()), 5);
        std::multiset<double> speedups;
        for (const QJsonObject& c : e.candidates)
            if (c.value("correct").toBool()) speedups.insert(c.value("speedup").toDouble());
        QVERIFY(speedups == (std::multiset<double>{0.8, 1.0, 1.05, 2.5}));
        const Result wrong = run(kCli, {"run", "--dataset", l1, "--task", "L7/1", "-q"});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("task") && wrong.err.contains("2 tasks: L1/3@l40, L2/9@l40") &&
                     wrong.err.trimmed().count('\n') == 0,
                 wrong.err.constData());
    }

    /// The reader refuses a file that breaks the schema, naming the line and field.
    void readerRefusesBrokenFiles() {
        const QString out = dir_.filePath("broken.rl.jsonl");
        QVERIFY(run(kCli, {"export", "--format", "rl", "--dataset", kReduce, "-o", out}).exitCode == 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = f.readAll().split('\n');
        f.close();
        QJsonObject c = QJsonDocument::fromJson(lines[2]).object();
        QCOMPARE(c.value("kind").toString(), QString("candidate"));
        c["reward"] = 2.99; // not what its speedup earns
        lines[2] = QJsonDocument(c).toJson(QJsonDocument::Compact);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(lines.join('\n'));
        f.close();
        const Result r = run(python_, {kReader, out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains("line 3.reward"), r.err.constData());
    }

    void usageErrors() {
        Result r = run(kCli, {"export", "--format", "rl"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("a session file or --dataset is needed"), r.err.constData());
        r = run(kCli, {"export", "--dataset", kReduce});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--format rl only"), r.err.constData());
        // --out is never one of the inputs (opening it would empty the dataset being read).
        const QString input = dir_.filePath("input.json.gz");
        QVERIFY(QFile::copy(kReduce, input));
        const qint64 size = QFileInfo(input).size();
        r = run(kCli, {"export", "--format", "rl", "--dataset", input, "-o", input});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("is an input"), r.err.constData());
        QCOMPARE(QFileInfo(input).size(), size);
        r = run(kCli, {"export", "--format", "rl", "--dataset", input, "-o", ""});
        QCOMPARE(r.exitCode, 2);
        r = run(kCli, {"export", "--format", "rl", "--dataset", dir_.filePath("missing.jsonl")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("no such file"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliRlExport)
#include "tst_cli_rl_export.moc"
