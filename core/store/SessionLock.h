#pragma once
#include <string>
#include <sys/types.h>
#include <utility>

namespace augur {

/// Ownership of a session file by one process: an exclusive flock(2) on the file itself,
/// held for the lifetime of this object and released by the kernel when the process
/// ends, however it ends (no stale lock after a crash or SIGKILL). SQLite's own locks are
/// POSIX record locks, independent of flock on Linux, so the two never interfere. Within
/// one process the lock is shared (reference-counted per file).
class SessionLock {
public:
    /// Takes the lock on `path` or throws InputError(path, "session", "in use by another
    /// process ...") at once (never waits); InputError also when the file cannot be opened.
    explicit SessionLock(const std::string& path);
    ~SessionLock();
    SessionLock(const SessionLock&) = delete;
    SessionLock& operator=(const SessionLock&) = delete;

private:
    std::pair<dev_t, ino_t> key_{}; ///< the locked file; one flock per file per process
};

} // namespace augur
