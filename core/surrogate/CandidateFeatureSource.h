#pragma once
// Where a learned surrogate gets a candidate's feature row when the tunable configuration
// is not enough (free-form candidates, or candidates of several problems at once).
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Describes candidates as fixed-width numeric rows. Missing values are NaN (gradient-
/// boosted trees route them to a learned default branch). Implementations may cache and
/// are used from one thread at a time.
class CandidateFeatureSource {
public:
    virtual ~CandidateFeatureSource() = default;

    /// Column names of the rows for candidates of `problem`; the same problem always
    /// gets the same names (and width).
    virtual std::vector<std::string> featureNames(const Problem& problem) const = 0;

    /// The row of `candidate` (featureNames(problem).size() values), or std::nullopt when
    /// the candidate cannot be described (no source or configuration, compile error).
    /// Never throws for a bad candidate.
    virtual std::optional<std::vector<double>> features(const Problem& problem, const Candidate& candidate) = 0;
};

} // namespace augur
