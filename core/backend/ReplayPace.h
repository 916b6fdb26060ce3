#pragma once
#include <atomic>

namespace augur {

/// Sleeps `delayMs` (a replayed measurement's wall time, so a session unfolds at a pace a
/// person can follow) in slices of at most 20 ms, returning at once when `interrupted` is
/// set (a stop request). 0 or less: returns at once.
void replayPause(double delayMs, const std::atomic<bool>& interrupted);

} // namespace augur
