#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/engine/CommandQueue.h"
#include "core/engine/DeferralDecisions.h"
#include "core/engine/EngineCommand.h"
#include "core/engine/ExpandRequests.h"
#include "core/engine/Forecaster.h"
#include "core/engine/MeasurementQueue.h"
#include "core/engine/RunClock.h"
#include "core/engine/SessionJournal.h"
#include "core/source/UserCandidate.h"

#include <optional>
#include <set>

namespace augur {

/// Applies the commands other threads post (EngineCommand) on the engine thread, between
/// steps: a new threshold (answered with ThresholdChanged, and the re-decisions it
/// causes), a new budget, the engineer's overrides, pause, resume, stop, "expand from
/// here" and the engineer's own candidate.
/// Keeps what the commands asked for (paused, stop requested, the candidates added) for the
/// run loop to read. Every command's changes are committed before the next step.
class CommandHandler {
public:
    CommandHandler(Session& session, MeasurementBackend& backend, Forecaster& forecaster, DeferralDecisions& decisions,
                   MeasurementQueue& queue, ExpandRequests& expandRequests, SessionJournal& journal,
                   const RunClock& clock);

    /// Thread-safe: queues a command for the engine thread.
    void post(const EngineCommand& c) { inbox_.post(c); }
    /// Applies every command waiting, in order.
    void applyPending();
    /// Waits up to `ms` milliseconds for a command and applies it (while paused).
    void applyNextWithin(int ms);

    bool paused() const { return paused_; }
    /// A StopRequest came, or an added candidate that was the run's only purpose was refused.
    bool stopRequested() const { return stopRequested_; }
    /// The engineer's candidates whose measurement ends the run (added with stopAfter).
    const std::set<CandidateId>& stopAfter() const { return stopAfter_; }
    /// The engineer's candidates added in this run (measured even while paused).
    const std::set<CandidateId>& addedByEngineer() const { return addedByEngineer_; }

private:
    void apply(const ThresholdRequest& r);
    void apply(const BudgetRequest& r);
    void apply(const OverrideRequest& r);
    void apply(const PauseRequest&);
    void apply(const ResumeRequest&);
    void apply(const StopRequest&) { stopRequested_ = true; }
    void apply(const ExpandRequest& r);
    /// The engineer's own candidate: checked, added as a child of its parent with a
    /// "measure now" override, and answered (CandidateRequestAnswered).
    void apply(const AddCandidateRequest& r);
    std::optional<UserCandidateProblem> checkRequest(const UserCandidateRequest& request) const;

    Session& session_;
    MeasurementBackend& backend_;
    Forecaster& forecaster_;
    DeferralDecisions& decisions_;
    MeasurementQueue& queue_;
    ExpandRequests& expandRequests_;
    SessionJournal& journal_;
    const RunClock& clock_;
    CommandQueue inbox_;
    bool paused_ = false;
    bool stopRequested_ = false;
    std::set<CandidateId> stopAfter_;
    std::set<CandidateId> addedByEngineer_;
};

} // namespace augur
