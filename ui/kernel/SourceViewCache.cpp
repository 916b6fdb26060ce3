#include "ui/kernel/SourceViewCache.h"

#include <algorithm>

namespace augur::ui {

std::shared_ptr<const CandidateSourceView> SourceViewCache::view(const Problem& problem, const Candidate& c,
                                                                 const Candidate* parent) {
    const CandidateId parentId = parent ? parent->id : kNoCandidate;
    static const Configuration kNone;
    const Configuration& parentConfiguration = parent ? parent->configuration : kNone;
    ++clock_;
    for (Entry& e : entries_)
        if (e.problem == &problem && e.id == c.id && e.parent == parentId && e.configuration == c.configuration &&
            e.parentConfiguration == parentConfiguration && e.source == c.source && e.launches == c.launchesJson) {
            e.used = clock_;
            return e.view;
        }
    Entry fresh{&problem,
                c.id,
                parentId,
                c.configuration,
                parentConfiguration,
                c.source,
                c.launchesJson,
                std::make_shared<const CandidateSourceView>(viewCandidateSource(problem, c, parent)),
                clock_};
    ++computed_;
    std::shared_ptr<const CandidateSourceView> view = fresh.view;
    if (entries_.size() < kCapacity) {
        entries_.push_back(std::move(fresh));
    } else {
        auto oldest = std::min_element(entries_.begin(), entries_.end(),
                                       [](const Entry& a, const Entry& b) { return a.used < b.used; });
        *oldest = std::move(fresh);
    }
    return view;
}

} // namespace augur::ui
