#pragma once
#include "core/model/Session.h"

#include <vector>

namespace augur {

/// The engineer's "expand from here" requests, kept until the search step takes them.
class ExpandRequests {
public:
    void add(CandidateId id) { ids_.push_back(id); }
    /// The requested nodes that still have an unexplored neighbour, in request order;
    /// every request is then forgotten.
    std::vector<CandidateId> take(const Session& session) {
        std::vector<CandidateId> open;
        for (CandidateId id : ids_)
            if (!session.exhausted(id)) open.push_back(id);
        ids_.clear();
        return open;
    }

private:
    std::vector<CandidateId> ids_;
};

} // namespace augur
