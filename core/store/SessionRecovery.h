#pragma once
#include <string>

struct sqlite3;

namespace augur {

/// What recoverSession() could read back.
struct RecoveryReport {
    long long candidates = 0; ///< candidate rows copied (ids 0..candidates-1)
    long long logLines = 0; ///< log rows copied
    std::string stoppedAt; ///< where reading stopped, e.g. "candidates id=57: database disk image is malformed"
};

/// Copies the readable part of a damaged session file to a new one: the meta rows, then
/// candidates in id order up to the first row that SQLite cannot read or Augur would
/// refuse (SessionStore::loadCandidates; a session's ids are dense and parents come first,
/// so that prefix is a consistent tree), then the log. The damaged file is only read, also
/// from a read-only folder. Throws InputError(broken, ...) when not even the session's
/// format, bin scheme and configuration can be read, and InputError(target, ...) when the
/// target exists, is a symbolic link or cannot be written. Whether the new file resumes
/// also depends on what the session names (its dataset or problem folder, prior, LLM
/// endpoint): SessionFactory::checkResumable says.
RecoveryReport recoverSession(const std::string& broken, const std::string& target);

/// Checks a session file with SQLite's quick_check; throws InputError(path, "session",
/// "the file is corrupt (...)") naming `augur-cli recover` when it fails.
void checkSessionIntegrity(const std::string& path);
/// The same check on a handle already open on `path` (a reader's read-only handle).
void checkSessionIntegrity(sqlite3* db, const std::string& path);

} // namespace augur
