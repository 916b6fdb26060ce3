#pragma once
// A problem's tunable restrictions compiled once, for walking its space.
#include "core/model/Problem.h"

#include <memory>
#include <vector>

namespace augur {

class CompiledExpressions;

/// ProblemLoader::satisfiesRestrictions's rule (every restriction non-zero at the problem's
/// sizes and at every workload shape) with the restrictions parsed once: walking a space of
/// 10^6 configurations takes seconds instead of minutes, and nothing but the one
/// configuration in hand is kept. Not thread-safe: one per walk.
class SpaceRestrictions {
public:
    /// Throws InputError (the problem's file, "tunable.restrictions") for a restriction
    /// that does not parse or names something that is neither a size nor a parameter.
    explicit SpaceRestrictions(const Problem& problem);
    ~SpaceRestrictions();
    SpaceRestrictions(const SpaceRestrictions&) = delete;
    SpaceRestrictions& operator=(const SpaceRestrictions&) = delete;

    /// Whether `c` (one value per parameter, in space order) is in the space: each value one
    /// of its parameter's list, every restriction non-zero at every shape. A restriction
    /// that evaluates to a non-finite value fails it.
    bool holds(const Configuration& c);

private:
    const Problem& problem_;
    std::unique_ptr<CompiledExpressions> compiled_;
    std::vector<std::vector<double>> sizeValues_; ///< per shape: the sizes the parameters do not shadow
    std::vector<double> values_; ///< parameters, then sizes
};

} // namespace augur
