#include "core/engine/CandidateExpansion.h"

#include "core/engine/Incumbent.h"

#include <algorithm>

namespace augur {

void CandidateExpansion::expand(const std::vector<CandidateId>& parents) {
    const int perNode = std::max(1, session_.config().childrenPerExpansion);
    std::vector<CandidateId> fresh;
    for (CandidateId p : parents) {
        auto children = generator_.propose(session_, session_.at(p), perNode);
        const int given = static_cast<int>(children.size());
        for (auto& child : children) {
            child.createdS = clock_.elapsed();
            const CandidateId id = session_.add(std::move(child));
            fresh.push_back(id);
            journal_.touch(id);
        }
        // Asked once the children are in the session: a template knows what is left of its space.
        session_.recordExpansion(p, generator_.exhaustedAfter(session_, session_.at(p), given, perNode));
        journal_.touch(p);
    }
    if (fresh.empty()) return;
    if (forecaster_.forecasts()) {
        // A remote forecast takes seconds: show the proposals (and their forecasts arriving) meanwhile.
        if (forecaster_.remote()) journal_.commit();
        std::vector<const Candidate*> batch;
        batch.reserve(fresh.size());
        for (auto id : fresh) batch.push_back(&session_.at(id));
        auto forecasts = forecaster_.forecast(batch);
        for (std::size_t i = 0; i < fresh.size() && i < forecasts.size(); ++i)
            session_.at(fresh[i]).forecast = forecasts[i];
    }
    const double best = incumbentSpeedup(session_);
    for (auto id : fresh) decisions_.decide(id, best);
}

} // namespace augur
