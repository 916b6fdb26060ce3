// Damaged session files: a clear error that names the way out, and `recover` copies the
// readable part to a new session that resumes.
#include "core/base/InputError.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionRecovery.h"
#include "core/store/SessionStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>

using namespace augur;

namespace {
const std::string kDataset = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";

/// Runs a replayed session of `measurements` measurements into `path`.
void runSession(const std::string& path, int measurements) {
    SessionConfig cfg;
    cfg.datasetPath = kDataset;
    cfg.maxMeasurements = measurements;
    cfg.seed = 11;
    auto engine = SessionFactory::create(cfg, path);
    engine->run();
    engine->rethrowIfFailed();
}

/// Overwrites `bytes` bytes at `offset` with a pattern SQLite cannot read as a page.
void scribble(const std::string& path, qint64 offset, qint64 bytes) {
    QFile f(QString::fromStdString(path));
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(offset));
    f.write(QByteArray(bytes, '\xA7'));
}
} // namespace

class TestDurability : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    void intactFileRecoversCompletely() {
        const std::string path = dir_.filePath("intact.augur").toStdString();
        runSession(path, 12);
        const auto total = SessionStore::open(path)->loadCandidates().size();
        const std::string copy = dir_.filePath("intact-copy.augur").toStdString();
        const RecoveryReport r = recoverSession(path, copy);
        QCOMPARE(static_cast<std::size_t>(r.candidates), total);
        QVERIFY(r.logLines > 0);
        QVERIFY2(r.stoppedAt.empty(), r.stoppedAt.c_str());
        QCOMPARE(SessionStore::open(copy)->loadCandidates().size(), total);
        QVERIFY_THROWS_EXCEPTION(InputError, recoverSession(path, copy)); // never overwrites
    }

    void damagedFileSaysSoAndRecovers() {
        const std::string path = dir_.filePath("damaged.augur").toStdString();
        runSession(path, 40);
        const auto total = SessionStore::open(path)->loadCandidates().size();
        const auto size = static_cast<qint64>(std::filesystem::file_size(path));
        QVERIFY(size > 8 * 4096);
        // Damage the second half of the file: the tail of the candidates and the log.
        scribble(path, size / 2 / 4096 * 4096, size - size / 2 / 4096 * 4096);
        try {
            SessionStore::open(path);
            QFAIL("a damaged file opened without complaint");
        } catch (const InputError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find("corrupt") != std::string::npos, e.what());
            QVERIFY2(what.find("augur-cli recover") != std::string::npos, e.what());
        }
        const std::string rescued = dir_.filePath("rescued.augur").toStdString();
        const RecoveryReport r = recoverSession(path, rescued);
        QVERIFY2(r.candidates >= 1, r.stoppedAt.c_str());
        QVERIFY(static_cast<std::size_t>(r.candidates) <= total);
        // The rescued prefix is a consistent session: it loads and resumes.
        auto rows = SessionStore::open(rescued)->loadCandidates();
        QCOMPARE(static_cast<long long>(rows.size()), r.candidates);
        auto engine = SessionFactory::resume(rescued);
        engine->run();
        engine->rethrowIfFailed();
        QVERIFY(engine->session().size() >= rows.size());
    }

    void unreadableConfigurationIsAnError() {
        const std::string path = dir_.filePath("wrecked.augur").toStdString();
        runSession(path, 5);
        const auto size = static_cast<qint64>(std::filesystem::file_size(path));
        scribble(path, 0, size); // nothing left, not even the header
        QVERIFY_THROWS_EXCEPTION(InputError, recoverSession(path, dir_.filePath("nothing.augur").toStdString()));
        QVERIFY(!QFile::exists(dir_.filePath("nothing.augur")));
    }
};

QTEST_APPLESS_MAIN(TestDurability)
#include "tst_durability.moc"
