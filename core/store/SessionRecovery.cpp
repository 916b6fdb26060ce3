#include "core/store/SessionRecovery.h"

#include "core/base/InputError.h"
#include "core/store/SessionFiles.h"
#include "core/store/SessionStore.h"

#include <sqlite3.h>

#include <filesystem>
#include <memory>

namespace augur {

namespace {

struct Db {
    sqlite3* db = nullptr;
    ~Db() { sqlite3_close(db); }
};

void exec(sqlite3* db, const std::string& sql, const std::string& file, const std::string& field) {
    char* err = nullptr;
    if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
        std::string msg = err ? err : sqlite3_errmsg(db);
        sqlite3_free(err);
        throw InputError(file, field, msg);
    }
}

/// Runs `sql` (one statement, optionally binding one integer) and reports SQLite's answer.
int step(sqlite3* db, const std::string& sql, long long bindValue, bool bind, std::string& error) {
    sqlite3_stmt* st = nullptr;
    int rc = sqlite3_prepare_v2(db, sql.c_str(), -1, &st, nullptr);
    if (rc == SQLITE_OK) {
        if (bind) sqlite3_bind_int64(st, 1, bindValue);
        rc = sqlite3_step(st);
        while (rc == SQLITE_ROW) rc = sqlite3_step(st);
    }
    if (rc != SQLITE_DONE) error = sqlite3_errmsg(db);
    sqlite3_finalize(st);
    return rc;
}

} // namespace

void checkSessionIntegrity(sqlite3* db, const std::string& path) {
    sqlite3_stmt* st = nullptr;
    std::string verdict;
    int rc = sqlite3_prepare_v2(db, "PRAGMA quick_check", -1, &st, nullptr);
    if (rc == SQLITE_OK) {
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
            const char* t = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
            if (t && std::string(t) != "ok") verdict += (verdict.empty() ? "" : "; ") + std::string(t);
        }
    }
    if ((rc & 0xff) == SQLITE_CORRUPT && verdict.empty()) verdict = sqlite3_errmsg(db);
    sqlite3_finalize(st);
    // Not a database at all (SQLITE_NOTADB) is not damage: the format check says what it is.
    if (!verdict.empty()) {
        if (verdict.size() > 200) verdict = verdict.substr(0, 200) + "...";
        throw InputError(path, "session",
                         "the file is corrupt (" + verdict + "); 'augur-cli recover " + path +
                             " NEW.augur' copies its readable part to a new session");
    }
}

void checkSessionIntegrity(const std::string& path) {
    Db d;
    if (sqlite3_open_v2(path.c_str(), &d.db, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        throw InputError(path, "session", d.db ? sqlite3_errmsg(d.db) : "cannot open");
    checkSessionIntegrity(d.db, path);
}

namespace {
RecoveryReport copyReadablePart(const std::string& broken, const std::string& target);
void keepReadableRows(const std::string& broken, const std::string& target, RecoveryReport& report);
} // namespace

RecoveryReport recoverSession(const std::string& broken, const std::string& target) {
    if (!std::filesystem::exists(broken)) throw InputError(broken, "session", "no such session file");
    std::error_code ec;
    if (!std::filesystem::is_regular_file(broken, ec))
        throw InputError(broken, "session", "is not a regular file: nothing to recover");
    if (std::filesystem::file_size(broken, ec) == 0)
        throw InputError(broken, "session", "is empty (0 bytes): nothing to recover");
    // Made here, exclusively and never through a link; anything at the path stays untouched.
    createNewSessionFile(target);
    try {
        RecoveryReport report = copyReadablePart(broken, target);
        keepReadableRows(broken, target, report);
        return report;
    } catch (...) {
        // Nothing half-written is left behind.
        removeSessionFiles(target);
        throw;
    }
}

namespace {
RecoveryReport copyReadablePart(const std::string& broken, const std::string& target) {
    // The damaged file is read the way every reader reads a session: read-only, and from
    // a read-only folder too (immutable, or a private copy of the file and its -wal).
    SessionReadHandle source(broken, true);
    Db d;
    if (sqlite3_open_v2(target.c_str(), &d.db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK)
        throw InputError(target, "session", d.db ? sqlite3_errmsg(d.db) : "cannot create");
    // A truncated file is shorter than its header says: SQLite refuses it as a whole unless
    // the schema is writable, and then reads the pages that are there. The damaged file is
    // attached read-only, so nothing can write to it.
    exec(d.db, "PRAGMA writable_schema=ON", target, "session");
    std::string quoted;
    for (char c : source.uri()) quoted += c == '\'' ? std::string("''") : std::string(1, c);
    exec(d.db, "ATTACH DATABASE '" + quoted + "' AS broken", broken, "session");
    // The same schema as SessionStore::create, so the result is an ordinary session file.
    exec(d.db,
         "PRAGMA main.journal_mode=WAL;" // main only: the damaged file is attached read-only
         "CREATE TABLE main.meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
         "CREATE TABLE main.candidates(id INTEGER PRIMARY KEY, parent INTEGER, origin TEXT NOT NULL,"
         " depth INTEGER NOT NULL, configuration TEXT NOT NULL, source TEXT, launches TEXT,"
         " state TEXT NOT NULL, override TEXT NOT NULL, created_s REAL NOT NULL,"
         " visits INTEGER NOT NULL, exhausted INTEGER NOT NULL,"
         " forecast TEXT, decision TEXT, measurement TEXT);"
         "CREATE TABLE main.log(seq INTEGER PRIMARY KEY AUTOINCREMENT, t REAL NOT NULL, kind TEXT NOT NULL,"
         " candidate INTEGER, text TEXT NOT NULL);",
         target, "session");
    std::string error;
    for (const char* key : {"format", "bin_scheme", "problem", "config", "parameters", "elapsed_s"}) {
        const std::string sql =
            std::string("INSERT INTO main.meta SELECT key, value FROM broken.meta WHERE key = '") + key + "'";
        if (step(d.db, sql, 0, false, error) != SQLITE_DONE &&
            (std::string(key) == "config" || std::string(key) == "format")) {
            throw InputError(broken, std::string("meta.") + key,
                             "unreadable (" + error + "): nothing can be recovered");
        }
    }
    if (step(d.db, "INSERT OR REPLACE INTO main.meta VALUES('status', 'recovered')", 0, false, error) != SQLITE_DONE)
        throw InputError(target, "meta.status", error);
    RecoveryReport report;
    // Row by row in autocommit: a corrupt page in the source aborts only its own row
    // (a transaction spanning both files would be rolled back by it).
    exec(d.db, "PRAGMA main.synchronous=OFF", target, "session");
    for (long long id = 0;; ++id) {
        error.clear();
        const int rc =
            step(d.db, "INSERT INTO main.candidates SELECT * FROM broken.candidates WHERE id = ?", id, true, error);
        if (rc != SQLITE_DONE) {
            report.stoppedAt = "candidates id=" + std::to_string(id) + ": " + error;
            break;
        }
        if (sqlite3_changes(d.db) == 0) break; // the end of the readable candidates
        ++report.candidates;
    }
    for (long long seq = 1;; ++seq) {
        error.clear();
        const int rc = step(d.db, "INSERT INTO main.log SELECT * FROM broken.log WHERE seq = ?", seq, true, error);
        if (rc != SQLITE_DONE || sqlite3_changes(d.db) == 0) {
            if (rc != SQLITE_DONE && report.stoppedAt.empty())
                report.stoppedAt = "log seq=" + std::to_string(seq) + ": " + error;
            break;
        }
        ++report.logLines;
    }
    exec(d.db, "PRAGMA writable_schema=OFF", target, "session");
    exec(d.db, "PRAGMA main.synchronous=FULL", target, "session");
    exec(d.db, "DETACH DATABASE broken", target, "session");
    return report;
}

/// Keeps of the copied rows those Augur reads back (SessionStore::loadReadableCandidates:
/// rows SQLite could read may still hold JSON or names that Augur refuses), so the new
/// file opens, reports and resumes; a session whose format, bin scheme or configuration
/// cannot be read has nothing to recover.
void keepReadableRows(const std::string& broken, const std::string& target, RecoveryReport& report) {
    std::size_t keep = 0;
    {
        std::unique_ptr<SessionStore> store;
        try {
            store = SessionStore::open(target, false);
            (void)store->config();
        } catch (const InputError& e) {
            throw InputError(broken, e.field(), e.reason() + ": nothing can be recovered");
        }
        std::optional<InputError> stopped;
        keep = store->loadReadableCandidates(stopped).size();
        if (!stopped) return;
        report.stoppedAt = stopped->field() + ": " + stopped->reason();
    }
    Db d;
    if (sqlite3_open_v2(target.c_str(), &d.db, SQLITE_OPEN_READWRITE, nullptr) != SQLITE_OK)
        throw InputError(target, "session", d.db ? sqlite3_errmsg(d.db) : "cannot open");
    std::string error;
    if (step(d.db, "DELETE FROM candidates WHERE id >= ?", static_cast<long long>(keep), true, error) != SQLITE_DONE)
        throw InputError(target, "candidates", error);
    report.candidates = static_cast<long long>(keep);
}
} // namespace

} // namespace augur
