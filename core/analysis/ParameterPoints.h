#pragma once
// The candidates of a tunable session as points of its parameter space, the input of the
// parameter views (speedup against each parameter's values) and of the sensitivity ranking
// (core/analysis/ParameterSensitivity.h). Qt-free.
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace augur {

/// How a point's speedup is known.
enum class PointKind : std::uint8_t {
    Measured, ///< a successful measurement: its S
    Forecast ///< not measured: the search's estimate (Forecast::estimatedLog2Speedup)
};

/// One point per candidate that has a configuration of the space and a speedup, measured or
/// forecast. Stored column-wise (17,956 configurations of 15 parameters take about 0.7 MB).
struct ParameterPoints {
    std::vector<Parameter> parameters; ///< the space's parameters (names, values ascending)
    std::vector<CandidateId> ids;
    std::vector<float> log2Speedup; ///< log2 S: measured, else forecast
    std::vector<PointKind> kinds;
    /// Value positions, row-major: point i's position for parameter p is
    /// positions[i * parameters.size() + p], an index into parameters[p].values.
    std::vector<std::uint16_t> positions;
    std::size_t failed = 0; ///< candidates measured and failed: no speedup, not a point
    std::size_t unforecast = 0; ///< candidates neither measured nor forecast (or excluded)
    /// Candidates without a configuration of this space (the reference kernel of an Augur
    /// dataset, a free-form source) or with a value outside a parameter's list.
    std::size_t outside = 0;

    std::size_t size() const { return ids.size(); }
    std::uint16_t position(std::size_t point, std::size_t parameter) const {
        return positions[point * parameters.size() + parameter];
    }
    /// Points whose speedup was measured.
    std::size_t measuredCount() const;

    /// Collects the points of `candidates` in `space`: O(candidates × parameters × log values).
    /// A measured candidate is a point when its measurement is ok with S > 0 (suspicious
    /// ones included: they are measurements); an unmeasured one when it has a usable
    /// forecast and is not excluded. A space of more than 65,535 values for one parameter
    /// leaves every candidate outside.
    static ParameterPoints collect(const ParameterSpace& space, const std::vector<Candidate>& candidates);
};

} // namespace augur
