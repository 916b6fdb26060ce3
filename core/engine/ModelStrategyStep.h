#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/engine/CandidateExpansion.h"
#include "core/engine/DeferralDecisions.h"
#include "core/engine/ExpandRequests.h"
#include "core/engine/Forecaster.h"
#include "core/engine/MeasurementBudget.h"
#include "core/engine/MeasurementQueue.h"
#include "core/engine/Measurer.h"
#include "core/engine/RunClock.h"
#include "core/engine/SessionJournal.h"
#include "core/search/ModelSearch.h"
#include "core/surrogate/SpaceScorer.h"

#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// What the engine needs to run one step of the model strategy.
struct ModelStrategyParts {
    Session& session;
    MeasurementBackend& backend;
    Forecaster& forecaster;
    DeferralDecisions& decisions;
    MeasurementQueue& queue;
    Measurer& measurer;
    const MeasurementBudget& budget;
    ExpandRequests& expandRequests;
    CandidateExpansion& expansion;
    SessionJournal& journal;
    const RunClock& clock;
};

/// One step of the model strategy (docs/search.md), beside core/search/ModelSearch, which
/// proposes: what the search chose is measured first; then the engineer's "expand from
/// here"; then the search proposes (the initial design, or this step's choices and the best
/// new configurations), the proposals join the session, are forecast and decided, and the
/// chosen ones are queued to be measured now.
class ModelStrategyStep {
public:
    /// `scorer`: the surrogate's bulk scorer (Surrogate::spaceScorer); null throws
    /// InputError naming the surrogate option.
    ModelStrategyStep(ModelStrategyParts parts, SpaceScorer* scorer);

    /// Measures or proposes once. Returns why the run ends (every valid configuration
    /// measured, or the candidate budget used and every candidate measured), or nothing
    /// while it goes on.
    std::optional<CoreMessage> step();
    /// A resumed session: its initial design was proposed in an earlier run.
    void skipDesign() { search_.skipDesign(); }
    /// Milliseconds of each proposal (retraining, scoring the space, choosing). Thread-safe.
    std::vector<double> stepMs() const;

private:
    ModelSearch::Step propose();
    std::vector<CandidateId> addProposals(ModelSearch::Step& st, bool room);
    std::vector<CandidateId> queueChoices(const ModelSearch::Step& st, const std::vector<CandidateId>& fresh);
    void logChoices(const ModelSearch::Step& st, const std::vector<CandidateId>& measure);

    ModelStrategyParts p_;
    ModelSearch search_;
    SpaceScorer* scorer_;
    mutable std::mutex stepMsMutex_;
    std::vector<double> stepMs_; ///< guarded by stepMsMutex_
};

} // namespace augur
