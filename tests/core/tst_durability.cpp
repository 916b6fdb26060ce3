// Damaged session files: a clear error that names the way out, and `recover` copies the
// readable part to a new session that resumes.
#include "core/base/InputError.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionRecovery.h"
#include "core/store/SessionStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>

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

/// Runs `sql` on the session file at `path` (a damage a tool or a hand may do).
void edit(const std::string& path, const std::string& sql) {
    sqlite3* db = nullptr;
    QCOMPARE(sqlite3_open(path.c_str(), &db), SQLITE_OK);
    char* err = nullptr;
    const int rc = sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err);
    const std::string message = err ? err : "";
    sqlite3_free(err);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, (sql + ": " + message).c_str());
}

std::string bytesOf(const std::string& path) {
    std::ifstream f(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(f), {}};
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

    /// recover keeps the rows SQLite can read and Augur reads back, and checkResumable
    /// agrees with resume: whenever it passes, resume runs; whenever it fails, resume fails
    /// too. Damage of many kinds: cut short, pages zeroed or scribbled over, rows with
    /// names, JSON or parents Augur refuses, a configuration given twice, rows missing,
    /// tables gone, the dataset or problem folder gone, a configuration value out of range,
    /// meta that cannot be read. The damaged file is never changed.
    void recoveryAdvisesResumeOnlyWhenItWorks() {
        const std::string base = dir_.filePath("advice-base.augur").toStdString();
        runSession(base, 30);
        const auto total = static_cast<long long>(SessionStore::open(base, false)->loadCandidates().size());
        QVERIFY(total > 14);
        const auto size = static_cast<qint64>(std::filesystem::file_size(base));
        struct Damage {
            const char* name;
            std::function<void(const std::string&)> apply;
            bool recovers; ///< false: "nothing can be recovered"
            bool resumable;
            long long candidates; ///< kept (-1: some, fewer than all)
        };
        auto sql = [](const std::string& statement) {
            return [statement](const std::string& p) { edit(p, statement); };
        };
        const std::vector<Damage> damages{
            {"intact", [](const std::string&) {}, true, true, total},
            {"state", sql("UPDATE candidates SET state='bogus' WHERE id=7"), true, true, 7},
            {"origin", sql("UPDATE candidates SET origin='alien' WHERE id=9"), true, true, 9},
            {"override", sql("UPDATE candidates SET override='maybe' WHERE id=12"), true, true, 12},
            {"configuration JSON", sql("UPDATE candidates SET configuration='[1,2' WHERE id=6"), true, true, 6},
            {"configuration length", sql("UPDATE candidates SET configuration='[1]' WHERE id=6"), true, true, 6},
            {"configuration text", sql("UPDATE candidates SET configuration='[\"a\"]' WHERE id=6"), true, true, 6},
            {"configuration twice",
             sql("UPDATE candidates SET configuration=(SELECT configuration FROM candidates WHERE id=3) WHERE id=6"),
             true, true, 6},
            {"forecast JSON", sql("UPDATE candidates SET forecast='{\"p\":' WHERE id=8"), true, true, 8},
            {"decision kind", sql("UPDATE candidates SET decision='{\"kind\":\"maybe\"}' WHERE id=5"), true, true, 5},
            {"measurement", sql("UPDATE candidates SET measurement='{}' WHERE id=10"), true, true, 10},
            {"measurement JSON", sql("UPDATE candidates SET measurement='not json' WHERE id=10"), true, true, 10},
            {"parent ahead", sql("UPDATE candidates SET parent=999 WHERE id=11"), true, true, 11},
            {"row missing", sql("DELETE FROM candidates WHERE id=4"), true, true, 4},
            {"log gone", sql("DROP TABLE log"), true, true, total},
            {"still measuring", sql("UPDATE candidates SET state='measuring' WHERE id=12"), true, true, total},
            {"dataset gone",
             sql("UPDATE meta SET value=json_set(value, '$.dataset', '/nonexistent/gone.json.gz') WHERE key='config'"),
             true, false, total},
            {"problem folder gone",
             sql("UPDATE meta SET value=json_set(value, '$.backend', 'cuda', '$.problem', '/nonexistent/problem', "
                 "'$.dataset', '') WHERE key='config'"),
             true, false, total},
            // A setting out of the command line's range makes the config unreadable, like
            // broken JSON: nothing a session could be rebuilt from.
            {"threshold", sql("UPDATE meta SET value=json_set(value, '$.threshold', 7) WHERE key='config'"), false,
             false, 0},
            {"config JSON", sql("UPDATE meta SET value='{broken' WHERE key='config'"), false, false, 0},
            {"config gone", sql("DELETE FROM meta WHERE key='config'"), false, false, 0},
            {"format gone", sql("DELETE FROM meta WHERE key='format'"), false, false, 0},
            {"bin scheme", sql("UPDATE meta SET value='gf-v9' WHERE key='bin_scheme'"), false, false, 0},
            {"cut in half", [&](const std::string& p) { std::filesystem::resize_file(p, size / 2 / 4096 * 4096); },
             true, true, -1},
            {"cut oddly", [&](const std::string& p) { std::filesystem::resize_file(p, size * 2 / 3 + 123); }, true,
             true, -1},
            {"page zeroed",
             [&](const std::string& p) {
                 QFile f(QString::fromStdString(p));
                 QVERIFY(f.open(QIODevice::ReadWrite) && f.seek(size / 2 / 4096 * 4096));
                 f.write(QByteArray(4096, '\0'));
             },
             true, true, -1},
            {"pages scribbled", [&](const std::string& p) { scribble(p, size / 3 / 4096 * 4096, 2 * 4096); }, true,
             true, -1},
        };
        for (const Damage& d : damages) {
            const std::string path = dir_.filePath(QString("advice-%1.augur").arg(d.name)).toStdString();
            std::filesystem::copy_file(base, path);
            d.apply(path);
            const std::string before = bytesOf(path);
            const std::string target = path + ".new";
            RecoveryReport r;
            try {
                r = recoverSession(path, target);
            } catch (const InputError& e) {
                QVERIFY2(!d.recovers, (std::string(d.name) + ": " + e.what()).c_str());
                QCOMPARE(e.file(), path);
                QVERIFY2(std::string(e.what()).find("nothing can be recovered") != std::string::npos, e.what());
                QVERIFY(!std::filesystem::exists(target));
                continue;
            }
            QVERIFY2(d.recovers, d.name);
            QVERIFY2(bytesOf(path) == before, d.name);
            if (d.candidates >= 0)
                QCOMPARE(r.candidates, d.candidates);
            else
                QVERIFY2(r.candidates >= 1 && r.candidates <= total, d.name);
            std::string check;
            try {
                SessionFactory::checkResumable(target);
            } catch (const InputError& e) {
                check = e.what();
            }
            QVERIFY2(check.empty() == d.resumable, (std::string(d.name) + ": " + check).c_str());
            std::string resumed;
            try {
                auto engine = SessionFactory::resume(target);
                engine->post(BudgetRequest{34});
                engine->run();
                engine->rethrowIfFailed();
                QVERIFY(engine->session().size() >= static_cast<std::size_t>(r.candidates));
            } catch (const std::exception& e) {
                resumed = e.what();
            }
            QVERIFY2(resumed.empty() == check.empty(), (std::string(d.name) + ": " + resumed + " / " + check).c_str());
        }
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
