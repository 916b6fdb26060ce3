// augur-cli bundle / recheck as a user runs them: a replayed session packed (its session
// file, dataset and manifest), recheck measuring it again where a GPU is and saying why not
// where none is, and one-line errors for files that are not bundles.
#include "tests/app/CliProcess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");
const QString kReduce = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");

using Result = augur::test::ProcessResult;

} // namespace

class TestCliBundle : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    Result run(const QString& program, const QStringList& args) {
        return augur::test::runProcess(program, args, dir_.filePath("sessions"),
                                       {"AUGUR_LLM_API_KEY=sk-test-never-stored"});
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QVERIFY2(QFile::exists(kCli), "augur-cli is not built");
    }

    void bundleAndRecheck() {
        const QString session = dir_.filePath("reduce.augur");
        Result r = run(
            kCli, {"run", "--dataset", kReduce, "--max-measurements", "6", "--seed", "2", "--session", session, "-q"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QString bundle = dir_.filePath("reduce.tar.gz");
        r = run(kCli, {"bundle", session, "-o", bundle, "--best", "2"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("3 files"), r.err.constData());
        r = run("tar", {"xzf", bundle, "-O", "manifest.json"}); // a plain tar reads it
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("\"schema\": \"augur-bundle/1\""));
        QVERIFY(r.out.contains("\"measurements\": 6"));
        QVERIFY(!r.out.contains("sk-test-never-stored"));
        r = run(kCli, {"recheck", bundle, "--format", "json"});
        if (r.exitCode == 0) { // a GPU machine: measured again, with the drift
            QVERIFY(r.out.contains("\"drift\""));
        } else { // none here: one line that says why
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains("cuda backend unavailable"), r.err.constData());
            QCOMPARE(r.err.count('\n'), 1);
        }
    }

    /// A bundle is never written over what it is made from, nor over a session.
    void bundleNeverOverwritesItsInputs() {
        const QString data = dir_.filePath("mine.json.gz");
        QVERIFY(QFile::copy(kReduce, data));
        const QString session = dir_.filePath("mine.augur");
        QVERIFY(run(kCli, {"run", "--dataset", data, "--max-measurements", "3", "--session", session, "-q"}).exitCode ==
                0);
        const QString other = dir_.filePath("other.augur");
        QVERIFY(QFile::copy(session, other));
        for (const QString& target : {data, session, other}) {
            const qint64 size = QFileInfo(target).size();
            const Result r = run(kCli, {"bundle", session, "-o", target});
            QCOMPARE(r.exitCode, 2);
            QCOMPARE(QFileInfo(target).size(), size);
        }
    }

    /// The manifest's paths stay inside the bundle; its fields are checked with their names.
    void recheckChecksTheManifest() {
        const QString folder = dir_.filePath("hostile");
        QDir().mkpath(folder + "/dataset");
        QVERIFY(QFile::copy(kReduce, folder + "/dataset/reduce_sum_f32.json.gz"));
        auto bundle = [&](const QByteArray& manifest) {
            QFile m(folder + "/manifest.json");
            m.open(QIODevice::WriteOnly | QIODevice::Truncate);
            m.write(manifest);
            m.close();
            const QString out = dir_.filePath("hostile.tar.gz");
            QFile::remove(out);
            run("tar", {"czf", out, "-C", folder, "manifest.json", "dataset/reduce_sum_f32.json.gz"});
            return run(kCli, {"recheck", out});
        };
        const QByteArray best = R"("best": [{"id": 3, "configuration": [256, 4, 1, 4], "speedup": 6.0}])";
        Result r = bundle(R"({"schema": "augur-bundle/1", "files": {"dataset": "../../etc/passwd"}, )" + best + "}");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("manifest.json.files.dataset: not a path inside the bundle"), r.err.constData());
        r = bundle(R"({"schema": "augur-bundle/1", "files": {"dataset": "/etc/passwd"}, )" + best + "}");
        QVERIFY2(r.err.contains("manifest.json.files.dataset"), r.err.constData());
        r = bundle(R"({"schema": "augur-bundle/1", "files": {"dataset": "dataset/other.json.gz"}, )" + best + "}");
        QVERIFY2(r.err.contains("which the bundle does not hold"), r.err.constData());
        r = bundle(
            R"({"schema": "augur-bundle/1", "files": {"dataset": "dataset/reduce_sum_f32.json.gz"}, "best": [{"id": 3, "configuration": "256,4", "speedup": 6.0}]})");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("manifest.json.best[0].configuration"), r.err.constData());
        r = bundle(
            R"({"schema": "augur-bundle/1", "files": {"dataset": "dataset/reduce_sum_f32.json.gz"}, "best": [{"id": 3, "configuration": [256], "speedup": 6.0}]})");
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("the problem has 4 parameters"), r.err.constData());
        r = bundle(
            R"({"schema": "augur-bundle/1", "files": {"dataset": "dataset/reduce_sum_f32.json.gz"}, "session": {"seed": "x"}, )" +
            best + "}");
        QVERIFY2(r.err.contains("manifest.json.session.seed"), r.err.constData());
    }

    void errorsNameTheFile() {
        QFile junk(dir_.filePath("junk.tar.gz"));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("this is not a bundle");
        junk.close();
        Result r = run(kCli, {"recheck", junk.fileName()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("junk.tar.gz: (file)"), r.err.constData());
        r = run(kCli, {"recheck", dir_.filePath("missing.tar.gz")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("no such file"), r.err.constData());
        r = run(kCli, {"bundle", dir_.filePath("missing.augur"), "-o", dir_.filePath("x.tar.gz")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("missing.augur"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliBundle)
#include "tst_cli_bundle.moc"
