#include "core/store/SessionStore.h"
#include "core/base/BoundedJson.h"

#include "core/model/LlmReplyRejection.h"
#include "core/model/CandidateJson.h"
#include "core/base/InputError.h"
#include "core/store/SessionFiles.h"
#include "core/store/SessionRecovery.h"
#include "core/model/Session.h"

#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <limits>
#include <map>
#include <set>

#include <unistd.h>

#include <sqlite3.h>

namespace augur {

namespace {

constexpr const char* kFormat = "augur-session-1";

/// RAII prepared statement.
class Statement {
public:
    Statement(sqlite3* db, const char* sql, const std::string& file) : db_(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &st_, nullptr) != SQLITE_OK)
            throw InputError(file, "sqlite", sqlite3_errmsg(db));
    }
    ~Statement() { sqlite3_finalize(st_); }
    sqlite3_stmt* get() const { return st_; }
    void bind(int i, const std::string& s) { sqlite3_bind_text(st_, i, s.c_str(), -1, SQLITE_TRANSIENT); }
    void bind(int i, long long v) { sqlite3_bind_int64(st_, i, v); }
    void bind(int i, double v) { sqlite3_bind_double(st_, i, v); }
    void bindNull(int i) { sqlite3_bind_null(st_, i); }
    int step() { return sqlite3_step(st_); }
    void reset() {
        sqlite3_reset(st_);
        sqlite3_clear_bindings(st_);
    }
    std::string text(int col) const {
        auto p = sqlite3_column_text(st_, col);
        return p ? reinterpret_cast<const char*>(p) : std::string();
    }
    bool isNull(int col) const { return sqlite3_column_type(st_, col) == SQLITE_NULL; }

private:
    sqlite3* db_;
    sqlite3_stmt* st_ = nullptr;
};

sqlite3* openDb(const std::string& path, int flags) {
    sqlite3* db = nullptr;
    if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
        std::string msg = db ? sqlite3_errmsg(db) : "cannot open";
        sqlite3_close(db);
        throw InputError(path, "session", msg);
    }
    sqlite3_busy_timeout(db, 5000);
    return db;
}

} // namespace

void SessionStore::exec(const char* sql) const {
    char* err = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
        std::string msg = err ? err : "sqlite error";
        sqlite3_free(err);
        throw InputError(path_, "sqlite", msg);
    }
}

std::unique_ptr<SessionStore> SessionStore::create(const std::string& path, const SessionConfig& config,
                                                   const std::string& problemName) {
    // The file is made here, exclusively and never through a link, so SQLite opens exactly
    // that new file; anything already at the path stays as it was.
    createNewSessionFile(path);
    try {
        sqlite3* db = openDb(path, SQLITE_OPEN_READWRITE);
        std::unique_ptr<SessionStore> s(new SessionStore(db, path));
        s->lock_ = std::make_unique<SessionLock>(path);
        s->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"
                "CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);"
                "CREATE TABLE candidates(id INTEGER PRIMARY KEY, parent INTEGER, origin TEXT NOT NULL,"
                " depth INTEGER NOT NULL, configuration TEXT NOT NULL, source TEXT, launches TEXT,"
                " state TEXT NOT NULL, override TEXT NOT NULL, created_s REAL NOT NULL,"
                " visits INTEGER NOT NULL, exhausted INTEGER NOT NULL,"
                " forecast TEXT, decision TEXT, measurement TEXT);"
                "CREATE TABLE log(seq INTEGER PRIMARY KEY AUTOINCREMENT, t REAL NOT NULL, kind TEXT NOT NULL,"
                " candidate INTEGER, text TEXT NOT NULL);");
        s->setMeta("format", kFormat);
        s->setMeta("bin_scheme", std::string(BinScheme::name()));
        s->setMeta("problem", problemName);
        s->setMeta("status", "running");
        s->saveConfig(config);
        return s;
    } catch (...) {
        removeSessionFiles(path); // the file this call made, never anything older
        throw;
    }
}

std::unique_ptr<SessionStore> SessionStore::open(const std::string& path, bool forWriting) {
    if (!std::filesystem::exists(path)) throw InputError(path, "session", "no such session file");
    if (!std::filesystem::is_regular_file(path))
        throw InputError(path, "session", "is not a regular file (a directory, FIFO or device): not a session file");
    std::unique_ptr<SessionStore> s;
    if (forWriting) {
        // Writable first, then the lock: a read-only file or folder, or a second writer, is
        // told so, not that the session is damaged.
        const std::filesystem::path folder = std::filesystem::absolute(path).parent_path();
        if (::access(path.c_str(), W_OK) != 0 || ::access(folder.c_str(), W_OK) != 0)
            throw InputError(
                path, "session",
                "the file or its folder is not writable (" + std::string(std::strerror(errno)) +
                    "): a session is continued in place, and SQLite needs its folder for the journal; copy it to a "
                    "writable folder, or read it with report, export or show");
        auto lock = std::make_unique<SessionLock>(path);
        checkSessionIntegrity(path); // a damaged file: a clear error that names the way out
        s.reset(new SessionStore(openDb(path, SQLITE_OPEN_READWRITE), path));
        s->lock_ = std::move(lock);
    } else {
        // Readers open the file wherever it lies, a read-only folder included (SessionReadHandle).
        SessionReadHandle reader(path);
        checkSessionIntegrity(reader.db(), path);
        std::string snapshot;
        sqlite3* db = reader.release(snapshot);
        s.reset(new SessionStore(db, path));
        s->snapshot_ = std::move(snapshot);
    }
    std::string format;
    try {
        format = s->meta("format");
    } catch (const InputError& e) {
        const int code = sqlite3_errcode(s->db_) & 0xff;
        if (code == SQLITE_CANTOPEN || code == SQLITE_PERM || code == SQLITE_AUTH || code == SQLITE_READONLY)
            throw InputError(path, "session",
                             "cannot be read (" + e.reason() + ")" +
                                 (sessionFolderWritable(path) ? std::string() : ": its folder is read-only"));
        throw InputError(path, "meta.format", "not an Augur session file (" + e.reason() + ")");
    }
    if (format != kFormat) throw InputError(path, "meta.format", "unsupported session format '" + format + "'");
    // Absent in no file Augur writes; the only scheme of format augur-session-1 is gf-v2.
    if (const std::string scheme = s->meta("bin_scheme"); !scheme.empty() && scheme != BinScheme::name())
        throw InputError(path, "meta.bin_scheme",
                         "unknown bin scheme '" + scheme.substr(0, 40) + "' (this build reads " +
                             std::string(BinScheme::name()) + ")");
    if (forWriting) s->exec("PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;");
    return s;
}

SessionStore::~SessionStore() {
    sqlite3_close(db_);
    removeSnapshot(snapshot_);
}

void SessionStore::setMeta(const std::string& key, const std::string& value) {
    Statement st(db_, "INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)", path_);
    st.bind(1, key);
    st.bind(2, value);
    if (st.step() != SQLITE_DONE) throw InputError(path_, "meta." + key, sqlite3_errmsg(db_));
}

std::string SessionStore::meta(const std::string& key) const {
    Statement st(db_, "SELECT value FROM meta WHERE key = ?", path_);
    st.bind(1, key);
    if (st.step() != SQLITE_ROW) return {};
    return st.text(0);
}

SessionConfig SessionStore::config() const {
    auto text = meta("config");
    auto j = parseBoundedOrDiscarded(text);
    if (j.is_discarded()) throw InputError(path_, "meta.config", "not valid JSON");
    return SessionConfig::fromJson(j, path_);
}

void SessionStore::saveConfig(const SessionConfig& config) { setMeta("config", config.toJson().dump()); }

void SessionStore::saveCandidates(const Session& session, const std::vector<CandidateId>& ids) {
    if (ids.empty()) return;
    exec("BEGIN");
    try {
        Statement st(db_,
                     "INSERT OR REPLACE INTO candidates(id, parent, origin, depth, configuration, source, launches,"
                     " state, override, created_s, visits, exhausted, forecast, decision, measurement)"
                     " VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                     path_);
        for (CandidateId id : ids) {
            const Candidate& c = session.at(id);
            st.bind(1, static_cast<long long>(c.id));
            if (c.parent == kNoCandidate)
                st.bindNull(2);
            else
                st.bind(2, static_cast<long long>(c.parent));
            st.bind(3, std::string(originName(c.origin)));
            st.bind(4, static_cast<long long>(c.depth));
            st.bind(5, nlohmann::json(c.configuration).dump());
            st.bind(6, c.source);
            st.bind(7, LlmReplyRejection::storedLaunches(c));
            st.bind(8, std::string(candidateStateName(c.state)));
            st.bind(9, std::string(overrideKindName(c.override)));
            st.bind(10, c.createdS);
            st.bind(11, static_cast<long long>(session.visits(id)));
            st.bind(12, static_cast<long long>(session.exhausted(id) ? 1 : 0));
            if (c.forecast)
                st.bind(13, toJson(*c.forecast).dump());
            else
                st.bindNull(13);
            if (c.decision)
                st.bind(14, toJson(*c.decision).dump());
            else
                st.bindNull(14);
            if (c.measurement)
                st.bind(15, toJson(*c.measurement).dump());
            else
                st.bindNull(15);
            if (st.step() != SQLITE_DONE) throw InputError(path_, "candidates", sqlite3_errmsg(db_));
            st.reset();
        }
        exec("COMMIT");
    } catch (...) {
        sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
        throw;
    }
}

void SessionStore::log(double t, const std::string& kind, CandidateId candidate, const std::string& text) {
    Statement st(db_, "INSERT INTO log(t, kind, candidate, text) VALUES(?,?,?,?)", path_);
    st.bind(1, t);
    st.bind(2, kind);
    if (candidate == kNoCandidate)
        st.bindNull(3);
    else
        st.bind(3, static_cast<long long>(candidate));
    st.bind(4, text);
    if (st.step() != SQLITE_DONE) throw InputError(path_, "log", sqlite3_errmsg(db_));
}

std::vector<StoredCandidate> SessionStore::loadCandidates() const {
    std::optional<InputError> stopped;
    auto rows = loadReadableCandidates(stopped);
    if (stopped) throw *stopped;
    return rows;
}

std::vector<StoredCandidate> SessionStore::loadReadableCandidates(std::optional<InputError>& stopped) const {
    stopped.reset();
    // The number of parameters, when the file names them (every session Augur writes does).
    std::size_t parameters = 0;
    if (const auto names = parseBoundedOrDiscarded(meta("parameters")); names.is_array()) parameters = names.size();
    Statement st(db_,
                 "SELECT id, parent, origin, depth, configuration, source, launches, state, override, created_s,"
                 " visits, exhausted, forecast, decision, measurement FROM candidates ORDER BY id",
                 path_);
    std::vector<StoredCandidate> out;
    std::map<Configuration, CandidateId> configurations; // a session measures each configuration once
    std::set<int> orders; // and takes each position of its measurement sequence once
    int rc;
    while ((rc = st.step()) == SQLITE_ROW) {
        StoredCandidate sc;
        Candidate& c = sc.candidate;
        c.id = sqlite3_column_int64(st.get(), 0);
        const std::string row = "candidates[id=" + std::to_string(c.id) + "]";
        try {
            if (c.id != static_cast<CandidateId>(out.size()))
                throw InputError(path_, row, "candidate ids are not dense (rows missing)");
            c.parent = st.isNull(1) ? kNoCandidate : sqlite3_column_int64(st.get(), 1);
            if (!st.isNull(1) && (c.parent < 0 || c.parent >= c.id)) // no parent is NULL, never -1
                throw InputError(path_, row + ".parent",
                                 "parent " + std::to_string(c.parent) + " is not an earlier candidate");
            auto origin = parseOrigin(st.text(2));
            if (!origin) throw InputError(path_, row + ".origin", "unknown origin '" + st.text(2) + "'");
            c.origin = *origin;
            if (c.origin == Origin::Reference && c.id != 0)
                throw InputError(path_, row + ".origin", "only candidate 0 is the reference");
            const std::int64_t depth = sqlite3_column_int64(st.get(), 3);
            // Each step down the tree is an earlier candidate: a depth above the id is no tree.
            if (depth < 0 || depth > c.id)
                throw InputError(path_, row + ".depth",
                                 "must be from 0 to the candidate's id (is " + std::to_string(depth) + ")");
            c.depth = static_cast<int>(depth);
            auto cfg = parseBoundedOrDiscarded(st.text(4));
            if (cfg.is_discarded() || !cfg.is_array())
                throw InputError(path_, row + ".configuration", "not a JSON array");
            for (const auto& v : cfg) {
                if (!v.is_number() || !plausibleParameterValue(v.get<double>()))
                    throw InputError(path_, row + ".configuration", "expected an array of numbers from -1e15 to 1e15");
                c.configuration.push_back(v.get<double>());
            }
            if (parameters > 0 && !c.configuration.empty() && c.configuration.size() != parameters)
                throw InputError(path_, row + ".configuration",
                                 std::to_string(c.configuration.size()) + " values for " + std::to_string(parameters) +
                                     " parameters");
            c.source = st.text(5);
            if (!c.configuration.empty() && c.source.empty()) {
                if (auto [it, fresh] = configurations.emplace(c.configuration, c.id); !fresh)
                    throw InputError(path_, row + ".configuration",
                                     "repeats candidate #" + std::to_string(it->second) +
                                         "'s configuration (a session has each configuration once)");
            }
            LlmReplyRejection::readStoredLaunches(c, st.text(6));
            auto state = parseCandidateState(st.text(7));
            if (!state) throw InputError(path_, row + ".state", "unknown state '" + st.text(7) + "'");
            c.state = *state;
            auto ov = parseOverrideKind(st.text(8));
            if (!ov) throw InputError(path_, row + ".override", "unknown override '" + st.text(8) + "'");
            c.override = *ov;
            c.createdS = sqlite3_column_double(st.get(), 9);
            if (!(c.createdS >= 0 && c.createdS <= 1e9))
                throw InputError(path_, row + ".created_s", "must be seconds from 0 to 1e9");
            const std::int64_t visits = sqlite3_column_int64(st.get(), 10);
            if (visits < 0 || visits > std::numeric_limits<int>::max())
                throw InputError(path_, row + ".visits", "must be from 0 to 2147483647");
            sc.visits = static_cast<int>(visits);
            sc.exhausted = sqlite3_column_int(st.get(), 11) != 0;
            auto parse = [&](int col, const std::string& field) {
                auto j = parseBoundedOrDiscarded(st.text(col));
                if (j.is_discarded()) throw InputError(path_, field, "not valid JSON");
                return j;
            };
            // The JSON readers name the field inside the object; the row is named here.
            auto within = [&](const std::string& field, auto read) {
                try {
                    read();
                } catch (const InputError& e) {
                    throw InputError(path_, e.field().rfind(row, 0) == 0 ? e.field() : row + "." + e.field(),
                                     e.reason());
                } catch (const std::exception& e) {
                    throw InputError(path_, row + "." + field, e.what());
                }
            };
            if (!st.isNull(12))
                within("forecast", [&] { c.forecast = forecastFromJson(parse(12, row + ".forecast"), path_); });
            if (!st.isNull(13))
                within("decision", [&] { c.decision = decisionFromJson(parse(13, row + ".decision"), path_); });
            if (!st.isNull(14))
                within("measurement",
                       [&] { c.measurement = measurementFromJson(parse(14, row + ".measurement"), path_); });
            if (c.state == CandidateState::Failed && c.measurement && c.measurement->ok())
                throw InputError(path_, row + ".state", "failed, but its measurement succeeded");
            if (c.measurement && c.measurement->order > 0 && !orders.insert(c.measurement->order).second)
                throw InputError(path_, row + ".measurement.order",
                                 "repeats position " + std::to_string(c.measurement->order) +
                                     " of the measurement sequence");
        } catch (const InputError& e) {
            stopped = e;
            return out;
        }
        out.push_back(std::move(sc));
    }
    if (rc != SQLITE_DONE)
        stopped = InputError(path_, "candidates[id=" + std::to_string(out.size()) + "]", sqlite3_errmsg(db_));
    return out;
}

std::vector<SessionStore::LogLine> SessionStore::loadLog() const {
    Statement st(db_, "SELECT t, kind, candidate, text FROM log ORDER BY seq", path_);
    std::vector<LogLine> out;
    while (st.step() == SQLITE_ROW)
        out.push_back({sqlite3_column_double(st.get(), 0), st.text(1),
                       st.isNull(2) ? kNoCandidate : sqlite3_column_int64(st.get(), 2), st.text(3)});
    return out;
}

} // namespace augur
