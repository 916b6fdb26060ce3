// `augur-cli compare SESSION A B`, run as a separate process on a replayed session of the
// shipped H200 SGEMM space: the metrics of two candidates side by side with deltas and
// ratios (JSON and text), a candidate against itself, and a missing id refused in one line.
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

const QString kCli = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-cli");
const QString kDataset = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/sgemm_f32_wide.json.gz");

struct Result {
    int exitCode = -1;
    QByteArray out, err;
};

QJsonObject metric(const QJsonObject& diff, const QString& key) {
    for (const auto& m : diff.value("metrics").toArray())
        if (m.toObject().value("key").toString() == key) return m.toObject();
    return {};
}

} // namespace

class TestCliCompare : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        if (!QFileInfo::exists(kCli)) QSKIP("augur-cli is not built (AUGUR_BINARY_DIR/bin/augur-cli)");
        session_ = dir_.filePath("sgemm.augur");
        const Result run =
            cli({"run", "--dataset", kDataset, "--max-measurements", "12", "--seed", "3", "--session", session_, "-q"});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject summary = QJsonDocument::fromJson(run.out).object();
        best_ = summary.value("best_id").toInt(-1);
        bestS_ = summary.value("best_measured_speedup").toDouble();
        QVERIFY(best_ > 0 && bestS_ > 1);
    }

    /// The reference (A) against the best candidate (B): S, its interval, the time per
    /// run with B − A and B / A, B's compile resources where the replayed reference has none.
    void referenceAgainstBest() {
        const Result r = cli({"compare", session_, "0", QString::number(best_), "--json"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject d = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(d.value("a").toObject().value("id").toInt(), 0);
        QCOMPARE(d.value("a").toObject().value("candidate").toString(), QStringLiteral("reference"));
        QCOMPARE(d.value("b").toObject().value("id").toInt(), best_);
        QCOMPARE(d.value("b").toObject().value("counters").toString(), QStringLiteral("not profiled"));
        const QJsonObject s = metric(d, "speedup");
        QCOMPARE(s.value("a").toDouble(), 1.0);
        QCOMPARE(s.value("b").toDouble(), bestS_);
        QVERIFY(std::abs(s.value("ratio").toDouble() - bestS_) < 1e-12);
        QCOMPARE(s.value("verdict").toString(), QStringLiteral("better"));
        QCOMPARE(s.value("b_ci").toArray().size(), 2);
        const QJsonObject t = metric(d, "candidate_ms");
        QVERIFY(std::abs(t.value("delta").toDouble() - (t.value("b").toDouble() - t.value("a").toDouble())) < 1e-12);
        QVERIFY(std::abs(t.value("ratio").toDouble() - 1.0 / bestS_) < 0.02); // the same reference time
        const QJsonObject regs = metric(d, "registers");
        QVERIFY(regs.value("a").isNull() && regs.value("b").toDouble() > 0);
        QVERIFY(regs.value("delta").isNull() && regs.value("ratio").isNull());

        const Result text = cli({"compare", session_, "0", QString::number(best_)});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.startsWith("A  #0 reference: measured, counters not profiled\nB  #" +
                                     QByteArray::number(best_) + " "),
                 text.out.constData());
        QVERIFY(text.out.contains("-- timing\nspeedup S over the reference"));
        QVERIFY(text.out.contains(QByteArray::number(bestS_, 'f', 3) + "x"));
        QVERIFY(text.out.contains("-- diagnoses of B against A"));
    }

    /// A candidate against itself: every delta 0, every ratio 1, nothing added or removed.
    void againstItself() {
        const Result r = cli({"compare", session_, QString::number(best_), QString::number(best_), "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject d = QJsonDocument::fromJson(r.out).object();
        QVERIFY(d.value("metrics").toArray().size() > 8);
        for (const auto& m : d.value("metrics").toArray()) {
            QCOMPARE(m.toObject().value("delta").toDouble(), 0.0);
            if (!m.toObject().value("ratio").isNull()) QCOMPARE(m.toObject().value("ratio").toDouble(), 1.0);
            QCOMPARE(m.toObject().value("verdict").toString(), QString());
        }
        for (const auto& c : d.value("diagnoses").toArray())
            QCOMPARE(c.toObject().value("change").toString(), QStringLiteral("kept"));
    }

    void missingCandidate() {
        const Result r = cli({"compare", session_, "0", "99999"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.contains("B: no candidate #99999"), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

private:
    Result cli(const QStringList& args) {
        QProcess p;
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert("AUGUR_SESSION_DIR", dir_.filePath("sessions")); // never the engineer's own folder
        p.setProcessEnvironment(env);
        p.start(kCli, args);
        Result r;
        if (!p.waitForStarted() || !p.waitForFinished(120000)) {
            p.kill();
            p.waitForFinished();
            return r;
        }
        r.exitCode = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

    QTemporaryDir dir_;
    QString session_;
    int best_ = -1;
    double bestS_ = 0;
};

QTEST_GUILESS_MAIN(TestCliCompare)
#include "tst_cli_compare.moc"
