#pragma once
// New budgets for a session file, for continuing a finished session: what that needs of
// the session store.
#include <string>

namespace augur {

/// Writes new budgets into the configuration of session file `path`, which
/// LiveSession::resume then reads: GPU measurements, candidates and wall seconds (0: no
/// wall-time budget). Takes the file's lock for the write. Throws InputError for a missing
/// or corrupt file, or one another process is running.
void setSessionBudgets(const std::string& path, int maxMeasurements, int maxCandidates, double maxWallSeconds);

} // namespace augur
