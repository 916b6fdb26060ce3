#include "core/search/RecordedCandidateGenerator.h"

#include "core/model/Session.h"

#include <unordered_set>

namespace augur {

std::vector<Candidate> RecordedCandidateGenerator::propose(const Session& session, const Candidate& parent,
                                                           int maxChildren) {
    std::vector<Candidate> out;
    if (parent.origin != Origin::Reference) return out;
    // What the session already holds (also after a resume), so no record is proposed twice.
    std::unordered_set<std::string> seen;
    for (const Candidate& c : session.candidates())
        if (c.origin != Origin::Reference) seen.insert(RecordReplayBackend::recordKey(session.problem(), c));
    for (const Candidate& r : backend_.task().candidates) {
        if (static_cast<int>(out.size()) >= maxChildren) break;
        if (!seen.insert(RecordReplayBackend::recordKey(session.problem(), r)).second) continue;
        Candidate c;
        c.parent = parent.id;
        c.origin = Origin::Dataset;
        c.depth = parent.depth + 1;
        c.configuration = r.configuration;
        c.source = r.source;
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace augur
