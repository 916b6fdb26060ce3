#pragma once
#include "core/base/InputError.h"
#include "core/model/Candidate.h"
#include "core/model/SessionConfig.h"

#include "core/store/SessionLock.h"

#include <memory>
#include <optional>
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
    /// Creates a new session file. Throws InputError(path, "session", ...) when the path
    /// exists (a session is never overwritten), is a symbolic link (dangling or not: never
    /// followed to create a file), or cannot be created (createNewSessionFile).
    /// The new file is locked like open(path, true).
    static std::unique_ptr<SessionStore> create(const std::string& path, const SessionConfig& config,
                                                const std::string& problemName);
    /// Opens an existing session file. Throws InputError naming the file and the field for
    /// a missing, foreign or corrupt file, a bin scheme this build does not know
    /// (meta.bin_scheme), or one it may not read or write (the message says "permission
    /// denied" or "read-only", never "corrupt"). `forWriting` (run, resume, the GUI) takes
    /// the session's lock (SessionLock): a second writer gets an "in use" InputError at
    /// once. Readers (report, export, a prior) do not lock and write nothing; a session in a
    /// read-only folder or mount reads like any other (SessionReadHandle).
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

    /// All candidates in id order. Throws InputError naming the row and column on a bad row:
    /// ids not dense, a parent that is not an earlier candidate, an unknown origin, state or
    /// override, a configuration that is not an array of finite numbers, has the wrong
    /// number of values (meta "parameters") or repeats an earlier candidate's, and
    /// forecast, decision or measurement JSON that does not read back.
    std::vector<StoredCandidate> loadCandidates() const;
    /// The rows loadCandidates() reads, up to the first it would refuse (or SQLite cannot
    /// read); `stopped` gets the error that row would raise, or stays empty when every row
    /// was read. A prefix of a session's rows is a consistent tree.
    std::vector<StoredCandidate> loadReadableCandidates(std::optional<InputError>& stopped) const;
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
    std::string snapshot_; ///< a reader's private copy of a file in a read-only folder (removed on close)
    std::unique_ptr<SessionLock> lock_; ///< held while this store may write
};

} // namespace augur
