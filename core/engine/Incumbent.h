#pragma once
#include "core/model/Session.h"

namespace augur {

/// The session's best measured speedup, 1.0 (the reference) before any: the incumbent a
/// forecast must beat. O(n) in the session's candidates: call it once per batch.
inline double incumbentSpeedup(const Session& session) {
    const auto best = session.bestMeasured();
    return best ? best->second : 1.0;
}

} // namespace augur
