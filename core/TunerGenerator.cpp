#include "core/TunerGenerator.h"

#include "core/Session.h"

#include <algorithm>
#include <set>

namespace augur {

std::vector<Candidate> TunerGenerator::propose(const Session& session, const Candidate& parent, int maxChildren) {
    std::vector<Candidate> out;
    const auto& space = session.problem().space;
    std::set<std::string> proposedNow;
    // A problem whose reference is a separate plain kernel (no configuration) starts the
    // tree with points spread over the template's valid space; afterwards, neighbours.
    auto neighbours = parent.configuration.empty() ? space.enumerate(kMaxEnumerated) : space.neighbours(parent.configuration);
    std::shuffle(neighbours.begin(), neighbours.end(), rng_);
    for (auto& cfg : neighbours) {
        if (static_cast<int>(out.size()) >= maxChildren) break;
        if (!backend_.inSpace(cfg) || session.findConfiguration(cfg)) continue;
        if (!proposedNow.insert(space.key(cfg)).second) continue;
        Candidate c;
        c.parent = parent.id;
        c.origin = Origin::Tuner;
        c.depth = parent.depth + 1;
        c.configuration = std::move(cfg);
        out.push_back(std::move(c));
    }
    return out;
}

} // namespace augur
