#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/engine/CandidateExpansion.h"
#include "core/engine/CommandHandler.h"
#include "core/engine/DeferralDecisions.h"
#include "core/engine/EngineCommand.h"
#include "core/engine/EngineEvent.h"
#include "core/engine/ExpandRequests.h"
#include "core/engine/Forecaster.h"
#include "core/engine/MeasurementBudget.h"
#include "core/engine/MeasurementQueue.h"
#include "core/engine/Measurer.h"
#include "core/engine/ModelStrategyStep.h"
#include "core/engine/RunClock.h"
#include "core/engine/SessionJournal.h"
#include "core/engine/StopRules.h"
#include "core/engine/TreeStrategyStep.h"
#include "core/model/Session.h"
#include "core/search/Generator.h"
#include "core/store/SessionStore.h"
#include "core/surrogate/Surrogate.h"

#include <atomic>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>

namespace augur {

/// Runs an optimisation session: PUCT selection (or the model strategy), generation,
/// forecasting, deferral and measurement, on one thread that owns the session. Other
/// threads talk to it only through post() (commands) and the listener (immutable events,
/// called on the engine thread; a GUI marshals them to its own thread). Every change is
/// committed to the session store before it is published.
///
/// The engine is the run loop (step()); the work is done by collaborators that never call
/// back into it: the command handler, the measurement queue and measurer, the deferral
/// decisions, the forecaster, the stop rules, the search steps and the session journal.
class Engine {
public:
    using Listener = SessionJournal::Listener;
    using Sink = SessionJournal::Sink;

    /// `store` may be null (no persistence, e.g. in benchmarks). Throws InputError when the
    /// model strategy's surrogate cannot score the whole space.
    Engine(std::unique_ptr<Session> session, std::unique_ptr<MeasurementBackend> backend,
           std::unique_ptr<Generator> generator, std::unique_ptr<Surrogate> surrogate,
           std::unique_ptr<SessionStore> store);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    /// Text appended to the session's first log line (e.g. the prior that was loaded).
    void setStartNote(std::string note) { startNote_ = std::move(note); }
    /// A condition outside the engine that ends the run (a cap on LLM requests or tokens):
    /// returns why, or "" while the run may go on. Checked before every step; set before
    /// start()/run().
    void setStopCheck(std::function<std::string()> check) { stops_.setExternalCheck(std::move(check)); }
    /// Sets the event receiver; call before start()/run().
    void setListener(Listener l) { journal_.setListener(std::move(l)); }
    /// A receiver that keeps the events: it gets each one to take (no copy of a RunStarted
    /// event's whole tree); used instead of the listener when set. Call before start()/run().
    void setSink(Sink s) { journal_.setSink(std::move(s)); }
    /// Runs the session on a new thread.
    void start();
    /// Runs the session on the calling thread until it finishes or is stopped.
    void run();
    /// Thread-safe: queues a command for the engine thread.
    void post(const EngineCommand& c) { commands_.post(c); }
    /// Async-signal-safe stop request (a lock-free flag checked at every step); for
    /// signal handlers, where post() must not be called.
    void requestStop() {
        stops_.requestStop();
        if (backend_) backend_->interrupt(); // a long replay delay ends now, not after it
    }
    /// Waits for the engine thread started by start().
    void wait();
    bool finished() const { return finished_.load(); }
    /// Rethrows the exception that stopped the run, if one did (after wait()/run()).
    void rethrowIfFailed() const {
        if (error_) std::rethrow_exception(error_);
    }

    /// Read access for the owning thread after the run (or before start).
    const Session& session() const { return *session_; }
    const MeasurementBackend& backend() const { return *backend_; }
    const SessionStore* store() const { return store_.get(); }
    /// Why the run stopped ("measurement budget used", ...).
    std::string stopReason() const;
    /// Seconds the session has run, earlier runs of a resumed session included.
    double elapsedSeconds() const { return clock_.elapsed(); }
    /// The warm start's prior as the surrogate last weighted it (nullopt without a prior).
    /// Thread-safe.
    std::optional<PriorFit> priorFit() const { return forecaster_.priorFit(); }
    /// Milliseconds of each model-strategy step (retraining, scoring the space, choosing),
    /// the initial design included; empty for other strategies. Thread-safe.
    std::vector<double> modelStepMs() const;

private:
    void initialise();
    void startNewSession();
    /// Times the problem's vendor baseline once, after the reference (Problem::baseline);
    /// a library that cannot be timed is one log line and the session goes on without it.
    void measureBaseline();
    void resumeSession();
    bool step(); ///< one unit of work; false when the run is over
    bool stepWhilePaused();
    bool searchStep();
    bool measureWaitingThenFinish(const CoreMessage& why);
    bool finishOnBudget(const CoreMessage& why);
    bool finish(const CoreMessage& reason); ///< returns false: the run is over
    void fail(const std::exception& e);

    std::unique_ptr<Session> session_;
    std::unique_ptr<MeasurementBackend> backend_;
    std::unique_ptr<Generator> generator_;
    std::unique_ptr<Surrogate> surrogate_;
    std::unique_ptr<SessionStore> store_;
    std::string startNote_;
    RunClock clock_;
    SessionJournal journal_;
    MeasurementBudget budget_;
    MeasurementQueue queue_;
    Forecaster forecaster_;
    DeferralDecisions decisions_;
    Measurer measurer_;
    ExpandRequests expandRequests_;
    CommandHandler commands_;
    CandidateExpansion expansion_;
    StopRules stops_;
    /// The search step: the model strategy's when it can run (a surrogate, a tunable space),
    /// else the tree strategies' (puct, measure-all). Exactly one is set.
    std::unique_ptr<ModelStrategyStep> modelStep_;
    std::unique_ptr<TreeStrategyStep> treeStep_;
    std::thread thread_;
    std::atomic<bool> finished_{false};
    std::exception_ptr error_;
    mutable std::mutex reasonMutex_;
    std::string stopReason_; ///< guarded by reasonMutex_
};

} // namespace augur
