#pragma once
// The one rule for a discovery moment, shared by the session, the engine's log, the
// Discovery panel and the search tree.
#include <cmath>

namespace augur {

/// Whether a child measured at S = `child` (interval low bound `childLow`) is a discovery
/// moment against its parent measured at `parent` (interval high bound `parentHigh`): the
/// ratio reaches `delta` and the intervals do not overlap, so a gain inside measurement
/// noise is never announced (docs/measurement.md, "Intervals that cover"). A bound of 0 or
/// NaN (a record without an interval) leaves the interval test out.
inline bool isDiscoveryMoment(double parent, double parentHigh, double child, double childLow, double delta) {
    if (!(parent > 0) || !(child > 0) || child / parent < delta) return false;
    if (childLow > 0 && parentHigh > 0 && childLow <= parentHigh) return false;
    return true;
}

} // namespace augur
