#pragma once
#include "core/engine/Forecaster.h"
#include "core/engine/MeasurementBudget.h"
#include "core/engine/MeasurementQueue.h"
#include "core/engine/SessionJournal.h"
#include "core/search/DeferralPolicy.h"

#include <optional>

namespace augur {

/// Accept or defer: applies the deferral policy (core/search/DeferralPolicy) to forecast
/// candidates, queues the deferred ones for measurement, and re-decides what waits when
/// the threshold changes or the surrogate retrains. Holds the threshold in force. Used on
/// the engine thread only.
class DeferralDecisions {
public:
    DeferralDecisions(Session& session, Forecaster& forecaster, MeasurementQueue& queue,
                      const MeasurementBudget& budget, SessionJournal& journal);

    /// The deferral threshold in force, in [0, 1].
    double threshold() const { return policy_.threshold(); }
    const DeferralPolicy& policy() const { return policy_; }
    /// Puts `threshold` (in [0, 1]) in force and into the session's configuration.
    void putThresholdInForce(double threshold);

    /// Decides candidate `id` and queues it when deferred. `best`: the incumbent speedup,
    /// when the caller decides many candidates at once (it is O(n) to find).
    void decide(CandidateId id, std::optional<double> best = std::nullopt);
    /// After a new threshold: re-decides every candidate still waiting on its forecast and
    /// not overridden, and logs what changed (a Threshold notice).
    void redecideForThreshold();
    /// After the surrogate learnt (Forecaster::takeStale): re-forecasts every candidate still
    /// waiting on its forecast and re-decides it, so an early "accept" can become an
    /// incumbent challenge once the model knows better; logs what changed (Redecided).
    void refreshIfStale();

private:
    Session& session_;
    Forecaster& forecaster_;
    MeasurementQueue& queue_;
    const MeasurementBudget& budget_;
    SessionJournal& journal_;
    DeferralPolicy policy_;
};

} // namespace augur
