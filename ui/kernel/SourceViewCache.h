#pragma once
// The selected candidate is sent again on every change of its state (forecast, decision,
// measurement), but its source almost never changes: the views of the last few candidates
// are kept so that a refresh does not rebuild a 2,000-line text each time.
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/source/CandidateSourceView.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace augur::ui {

/// A small most-recently-used cache of viewCandidateSource results, keyed by what the view
/// depends on: the problem, the candidate's id, configuration, source and launch plan, and
/// the parent's id and configuration.
class SourceViewCache {
public:
    /// The view of `c` against `parent` (may be null), computed at most once per key.
    std::shared_ptr<const CandidateSourceView> view(const Problem& problem, const Candidate& c,
                                                    const Candidate* parent);
    /// Forgets every view (another session).
    void clear() { entries_.clear(); }
    /// Views computed so far (not served from the cache).
    int computed() const { return computed_; }

private:
    struct Entry {
        const Problem* problem = nullptr;
        CandidateId id = kNoCandidate;
        CandidateId parent = kNoCandidate;
        Configuration configuration;
        Configuration parentConfiguration;
        std::string source;
        std::string launches;
        std::shared_ptr<const CandidateSourceView> view;
        std::uint64_t used = 0;
    };
    static constexpr std::size_t kCapacity = 8; ///< selected, parent, reference, a compared pair, and a few back

    std::vector<Entry> entries_;
    std::uint64_t clock_ = 0;
    int computed_ = 0;
};

} // namespace augur::ui
