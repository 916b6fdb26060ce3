#pragma once
#include "core/engine/DeferralDecisions.h"
#include "core/engine/Forecaster.h"
#include "core/engine/RunClock.h"
#include "core/engine/SessionJournal.h"
#include "core/search/Generator.h"

#include <vector>

namespace augur {

/// Expands tree nodes: the generator proposes children of each parent, they join the
/// session, are forecast in one batch and decided. Used by both search steps (PUCT's
/// expansion, and the model strategy's "expand from here").
class CandidateExpansion {
public:
    CandidateExpansion(Session& session, Generator& generator, Forecaster& forecaster, DeferralDecisions& decisions,
                       SessionJournal& journal, const RunClock& clock)
        : session_(session), generator_(generator), forecaster_(forecaster), decisions_(decisions), journal_(journal),
          clock_(clock) {}

    /// Up to SessionConfig::childrenPerExpansion children per parent; a parent that yields
    /// fewer is exhausted. Throws what the generator or the surrogate throws.
    void expand(const std::vector<CandidateId>& parents);

private:
    Session& session_;
    Generator& generator_;
    Forecaster& forecaster_;
    DeferralDecisions& decisions_;
    SessionJournal& journal_;
    const RunClock& clock_;
};

} // namespace augur
