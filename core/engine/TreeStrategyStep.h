#pragma once
#include "core/engine/CandidateExpansion.h"
#include "core/engine/DeferralDecisions.h"
#include "core/engine/ExpandRequests.h"
#include "core/engine/MeasurementQueue.h"
#include "core/engine/Measurer.h"
#include "core/engine/SessionJournal.h"
#include "core/search/PuctSearch.h"

#include <optional>
#include <random>
#include <string>

namespace augur {

/// One step of the tree strategies (docs/design.md, "One PUCT step"): puct measures the
/// deferred candidates most likely to beat the incumbent first, up to
/// measurements_per_step of them per expansion (default: all), then selects nodes by PUCT
/// and expands them; measure-all measures every proposal before expanding again.
class TreeStrategyStep {
public:
    TreeStrategyStep(Session& session, MeasurementQueue& queue, Measurer& measurer, DeferralDecisions& decisions,
                     ExpandRequests& expandRequests, CandidateExpansion& expansion, SessionJournal& journal)
        : session_(session), queue_(queue), measurer_(measurer), decisions_(decisions), expandRequests_(expandRequests),
          expansion_(expansion), journal_(journal), search_(session.config().puctC), rng_(session.config().seed) {}

    /// Measures or expands once. Returns why the run ends (the candidate budget used, the
    /// space exhausted), or nothing while it goes on.
    std::optional<CoreMessage> step();
    /// What template nodes promise (PuctSearch::setPromise).
    void setPromise(PuctSearch::Promise promise) { search_.setPromise(std::move(promise)); }

private:
    int measurementsPerStep() const;

    Session& session_;
    MeasurementQueue& queue_;
    Measurer& measurer_;
    DeferralDecisions& decisions_;
    ExpandRequests& expandRequests_;
    CandidateExpansion& expansion_;
    SessionJournal& journal_;
    PuctSearch search_;
    std::mt19937_64 rng_;
    int measuredThisStep_ = 0;
};

} // namespace augur
