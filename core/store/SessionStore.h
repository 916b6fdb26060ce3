#pragma once
#include "core/model/Candidate.h"
#include "core/model/SessionConfig.h"

#include "core/store/SessionLock.h"

#include <memory>
#include <string>
#include <vector>

struct sqlite3;

namespace augur {

class Session;

/// A candidate row as stored, with the search's expansion counters.
struct StoredCandidate {
    Candidate candidate;
    int visits = 0;
    bool exhausted = false;
};

/// Durable session file (SQLite, WAL journal). Every change the engine reports is
/// committed before the engine goes on, so killing the app or a worker loses nothing
/// that was reported; `synchronous=NORMAL` in WAL mode keeps commits across a process
/// crash (only a power loss can drop the last transactions).
///
/// Tables: meta(key, value), candidates(id, parent, ..., forecast/decision/measurement as
/// JSON text), log(seq, t, kind, candidate, text).
class SessionStore {
public:
    /// Creates a new session file. Throws InputError(path, "session", ...) when the file
    /// exists (a session is never overwritten) or cannot be created.
    /// The new file is locked like open(path, true).
    static std::unique_ptr<SessionStore> create(const std::string& path, const SessionConfig& config,
                                                const std::string& problemName);
    /// Opens an existing session file. Throws InputError naming the file and the field for
    /// a missing, foreign or corrupt file. `forWriting` (run, resume, the GUI) takes the
    /// session's lock (SessionLock): a second writer gets an "in use" InputError at once;
    /// readers (a prior) do not lock.
    static std::unique_ptr<SessionStore> open(const std::string& path, bool forWriting = true);
    ~SessionStore();
    SessionStore(const SessionStore&) = delete;
    SessionStore& operator=(const SessionStore&) = delete;

    const std::string& path() const { return path_; }
    SessionConfig config() const;
    /// Replaces the stored config (e.g. after a budget change).
    void saveConfig(const SessionConfig& config);

    /// Writes (insert or replace) the given candidates with their counters in one transaction.
    void saveCandidates(const Session& session, const std::vector<CandidateId>& ids);
    /// Appends a log line.
    void log(double t, const std::string& kind, CandidateId candidate, const std::string& text);
    /// Sets a meta value (e.g. "status" = "finished").
    void setMeta(const std::string& key, const std::string& value);
    std::string meta(const std::string& key) const;

    /// All candidates in id order. Throws InputError naming the row and column on a bad row.
    std::vector<StoredCandidate> loadCandidates() const;
    /// The log, oldest first: (t, kind, candidate, text).
    struct LogLine {
        double t;
        std::string kind;
        CandidateId candidate;
        std::string text;
    };
    std::vector<LogLine> loadLog() const;

private:
    SessionStore(sqlite3* db, std::string path) : db_(db), path_(std::move(path)) {}
    void exec(const char* sql) const;
    sqlite3* db_;
    std::string path_;
    std::unique_ptr<SessionLock> lock_; ///< held while this store may write
};

} // namespace augur
