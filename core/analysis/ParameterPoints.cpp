#include "core/analysis/ParameterPoints.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace augur {

std::size_t ParameterPoints::measuredCount() const {
    return std::size_t(std::count(kinds.begin(), kinds.end(), PointKind::Measured));
}

namespace {

/// log2 S of a candidate and how it is known; false when it has none to show.
bool speedupOf(const Candidate& c, ParameterPoints& out, float& log2S, PointKind& kind) {
    if (c.measurement) {
        if (!c.measurement->ok() || !(c.measurement->speedup > 0) || !std::isfinite(c.measurement->speedup)) {
            ++out.failed;
            return false;
        }
        log2S = float(std::log2(c.measurement->speedup));
        kind = PointKind::Measured;
        return true;
    }
    if (c.state == CandidateState::Excluded || !c.forecast || c.forecast->parseFailure) {
        ++out.unforecast;
        return false;
    }
    const double estimate = c.forecast->estimatedLog2Speedup();
    if (!std::isfinite(estimate)) {
        ++out.unforecast;
        return false;
    }
    log2S = float(estimate);
    kind = PointKind::Forecast;
    return true;
}

} // namespace

ParameterPoints ParameterPoints::collect(const ParameterSpace& space, const std::vector<Candidate>& candidates) {
    ParameterPoints out;
    out.parameters = space.parameters();
    const std::size_t p = out.parameters.size();
    bool fits = p > 0;
    for (const Parameter& prm : out.parameters)
        fits = fits && prm.values.size() <= std::numeric_limits<std::uint16_t>::max();
    if (!fits) {
        out.outside = candidates.size();
        return out;
    }
    out.ids.reserve(candidates.size());
    out.log2Speedup.reserve(candidates.size());
    out.kinds.reserve(candidates.size());
    out.positions.reserve(candidates.size() * p);
    std::vector<std::uint16_t> row(p);
    for (const Candidate& c : candidates) {
        if (c.configuration.size() != p) {
            ++out.outside;
            continue;
        }
        bool inside = true;
        for (std::size_t i = 0; i < p && inside; ++i) {
            const auto pos = space.positionOf(i, c.configuration[i]);
            inside = pos.has_value();
            if (inside) row[i] = std::uint16_t(*pos);
        }
        if (!inside) {
            ++out.outside;
            continue;
        }
        float log2S = 0;
        PointKind kind = PointKind::Measured;
        if (!speedupOf(c, out, log2S, kind)) continue;
        out.ids.push_back(c.id);
        out.log2Speedup.push_back(log2S);
        out.kinds.push_back(kind);
        out.positions.insert(out.positions.end(), row.begin(), row.end());
    }
    return out;
}

} // namespace augur
