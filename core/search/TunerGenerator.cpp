#include "core/search/TunerGenerator.h"

#include "core/model/Session.h"

#include <algorithm>
#include <set>

namespace augur {

std::vector<Candidate> TunerGenerator::propose(const Session& session, const Candidate& parent, int maxChildren) {
    std::vector<Candidate> out;
    const auto& space = session.problem().space;
    std::set<std::string> proposedNow;
    // A problem whose reference is a separate plain kernel (no configuration) starts the
    // tree with points spread over the template's valid space; afterwards, neighbours.
    auto neighbours =
        parent.configuration.empty() ? space.enumerate(kMaxEnumerated) : space.neighbours(parent.configuration);
    std::shuffle(neighbours.begin(), neighbours.end(), rng_);
    // Global moves, so PUCT cannot stall in a local optimum of one-step neighbours: a
    // quarter of the children (at least one) change 2-3 parameters at once to random
    // values of their lists, and one of them is a random restart (a uniform draw).
    std::vector<Configuration> global;
    if (globalMoves_ && !parent.configuration.empty() && parent.configuration.size() == space.size()) {
        const int slots = std::max(1, maxChildren / 4);
        const auto& ps = space.parameters();
        for (int tries = 0; static_cast<int>(global.size()) < slots && tries < 50 * slots; ++tries) {
            Configuration c = parent.configuration;
            if (global.empty()) { // random restart
                for (std::size_t i = 0; i < ps.size(); ++i) c[i] = ps[i].values[rng_() % ps[i].values.size()];
            } else {
                const int changes = 2 + static_cast<int>(rng_() % 2);
                for (int k = 0; k < changes; ++k) {
                    const std::size_t i = rng_() % ps.size();
                    c[i] = ps[i].values[rng_() % ps[i].values.size()];
                }
            }
            if (!backend_.inSpace(c) || session.findConfiguration(c)) continue;
            global.push_back(std::move(c));
        }
    }
    for (auto& cfg : global) neighbours.insert(neighbours.begin(), std::move(cfg));
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
