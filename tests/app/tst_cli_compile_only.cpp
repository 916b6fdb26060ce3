// `augur-cli measure PROBLEM --compile-only`, run as a separate process (NVRTC, no GPU): a
// candidate whose plan does not resolve (a tensor map the driver would refuse) is an error
// row with its one-line reason, the candidates after it are still compiled, and the exit
// code says that one failed; --json and --dataset, which would write nothing, are refused.
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");
const QString kVectorAdd = QStringLiteral(AUGUR_SOURCE_DIR "/resources/problems/vector_add_f32");

} // namespace

class TestCliCompileOnly : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void aBadCandidateDoesNotEndTheRun() {
        if (!QFileInfo::exists(kCli)) QSKIP("augur-cli is not built (AUGUR_BINARY_DIR/bin/augur-cli)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        write(dir.filePath("wide_box.cu"),
              "extern \"C\" __global__ void k(const float* a, const float* b, float* c, int n) {}\n");
        write(dir.filePath("wide_box.json"),
              R"({"name": "wide_box", "source": "wide_box.cu", "launches": [{"kernel": "k", "grid": [1, 1, 1],
                  "block": [32, 1, 1], "shared_bytes": 0, "args": ["tensor_map:a dims=n box=512", "b", "c", "n"]}]})");
        QProcess p;
        p.start(kCli, {"measure", kVectorAdd, "--compile-only", dir.filePath("wide_box.json"), "float4_vec"});
        QVERIFY(p.waitForFinished(120000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        if (err.contains("NVRTC")) QSKIP(qPrintable("no NVRTC here: " + err.trimmed()));
        QCOMPARE(p.exitCode(), 1);
        QVERIFY2(
            out.contains("wide_box: candidate: launches[0].args[0]: tensor_map a: box[0] = 512 is outside 1 to 256"),
            qPrintable(out));
        const QStringList rows = out.split('\n');
        const auto row = [&](const QString& name) {
            for (const QString& r : rows)
                if (r.startsWith(name + ' ')) return r.simplified();
            return QString();
        };
        QVERIFY2(row("wide_box").startsWith("wide_box error"), qPrintable(out));
        QVERIFY2(row("float4_vec").startsWith("float4_vec ok"), qPrintable(out)); // compiled after the failure
    }

    /// Nothing is measured, so nothing would be written: --json and --dataset are refused.
    void measurementOutputsAreRefused() {
        if (!QFileInfo::exists(kCli)) QSKIP("augur-cli is not built (AUGUR_BINARY_DIR/bin/augur-cli)");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char* option : {"--json", "--dataset"}) {
            QProcess p;
            p.start(kCli, {"measure", kVectorAdd, "--compile-only", option, dir.filePath("out.json")});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 2);
            QVERIFY2(p.readAllStandardError().contains("excludes --compile-only"), option);
            QVERIFY(!QFileInfo::exists(dir.filePath("out.json")));
        }
    }

private:
    static void write(const QString& path, const QByteArray& bytes) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

QTEST_GUILESS_MAIN(TestCliCompileOnly)
#include "tst_cli_compile_only.moc"
