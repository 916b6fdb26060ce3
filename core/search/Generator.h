#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <functional>
#include <string>
#include <vector>

namespace augur {

class Session;

/// Where candidates come from. Proposes children of a parent that the session has not
/// seen; returns fewer than asked (or none) when the parent is exhausted.
class Generator {
public:
    virtual ~Generator() = default;
    virtual std::string name() const = 0;
    /// Up to `maxChildren` new candidates with parent, origin, depth and configuration or
    /// source filled in; ids are assigned by the session.
    virtual std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) = 0;
};

} // namespace augur
