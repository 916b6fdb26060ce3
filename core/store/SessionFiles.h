#pragma once
// The session file on disk, beneath SQLite: creating a new one (never through a symbolic
// link, never over anything), opening one for reading wherever it lies (a read-only
// folder or mount included), and messages that say "permission denied" or "read-only"
// when that is what went wrong, not "corrupt".
#include <string>

struct sqlite3;

namespace augur {

/// Creates `path` as a new, empty file (O_CREAT | O_EXCL | O_NOFOLLOW), so SQLite then
/// opens that very file. Throws InputError(path, `field`, ...) when anything is at the
/// path already (a file, or a symbolic link, dangling or not: a new session is never
/// created at a link's target), when the folder does not exist, or when it is not
/// writable (the message says "permission denied" or "read-only file system").
void createNewSessionFile(const std::string& path, const std::string& field = "session");

/// Removes `path` and SQLite's companions (-wal, -shm, -journal); for a new file that
/// could not be completed.
void removeSessionFiles(const std::string& path);

/// Whether the folder holding `path` lets this process create files (SQLite needs that for
/// the -shm and -wal files of a WAL-mode session, even to read it).
bool sessionFolderWritable(const std::string& path);

/// `path` as an SQLite URI ("file:/abs/path?query"), with '%', '?' and '#' escaped so any
/// file name opens as itself.
std::string sqliteUri(const std::string& path, const std::string& query);

/// A session file opened to be read, wherever it lies. Where this process may write the
/// file and its folder, it is opened as SQLite opens any file (read-write: the last
/// connection to close removes the -wal and -shm, so reading leaves nothing behind; a
/// reader writes no row). Elsewhere (a read-only folder or mount, a file of another user)
/// it is opened read-only. A WAL-mode file cannot be opened the ordinary way in a folder
/// this process cannot write to (its -shm cannot be created there): without a -wal file
/// beside it, it is opened immutable (nothing can be writing it, since no writer could
/// create its journal there); with one (a session that stopped without a checkpoint),
/// the file and its -wal are copied to a private temporary folder and the copy is read,
/// so every committed row is seen and nothing is written beside the original. The
/// temporary folder is removed with this object.
class SessionReadHandle {
public:
    /// Throws InputError(path, "session", ...) when the file cannot be read, saying why
    /// ("permission denied", "read-only ..."), not "corrupt". `readOnly` opens it read-only
    /// wherever it lies (recover: a damaged file is never changed, not even checkpointed).
    explicit SessionReadHandle(const std::string& path, bool readOnly = false);
    ~SessionReadHandle();
    SessionReadHandle(const SessionReadHandle&) = delete;
    SessionReadHandle& operator=(const SessionReadHandle&) = delete;

    sqlite3* db() const { return db_; }
    /// Gives the handle up to the caller (who closes it) together with the temporary copy's
    /// folder, if any (the caller removes it after closing).
    sqlite3* release(std::string& snapshotDir);
    /// How the file was opened: "direct", "immutable" or "snapshot".
    const std::string& mode() const { return mode_; }
    /// A URI for another connection to ATTACH the same file read-only.
    const std::string& uri() const { return uri_; }

private:
    sqlite3* db_ = nullptr;
    std::string snapshot_;
    std::string mode_;
    std::string uri_;
};

/// Removes a snapshot folder made by SessionReadHandle (no-op for an empty path).
void removeSnapshot(const std::string& dir);

} // namespace augur
