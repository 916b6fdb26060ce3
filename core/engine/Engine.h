#pragma once
#include "core/search/DeferralPolicy.h"
#include "core/engine/EngineCommand.h"
#include "core/engine/EngineEvent.h"
#include "core/search/Generator.h"
#include "core/backend/MeasurementBackend.h"
#include "core/search/ModelSearch.h"
#include "core/search/PuctSearch.h"
#include "core/model/Session.h"
#include "core/store/SessionStore.h"
#include "core/surrogate/SpaceScorer.h"
#include "core/surrogate/Surrogate.h"

#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <set>
#include <thread>

namespace augur {

/// Runs an optimisation session: PUCT selection, generation, forecasting, deferral and
/// measurement, on one thread that owns the session. Other threads talk to it only
/// through post() (commands) and the listener (immutable events, called on the engine
/// thread; a GUI marshals them to its own thread). Every change is committed to the
/// session store before it is published.
class Engine {
public:
    using Listener = std::function<void(const EngineEvent&)>;

    /// `store` may be null (no persistence, e.g. in benchmarks).
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
    void setStopCheck(std::function<std::string()> check) { stopCheck_ = std::move(check); }
    /// Sets the event receiver; call before start()/run().
    void setListener(Listener l) { listener_ = std::move(l); }
    /// A receiver that keeps the events: it gets each one to take (no copy of a Started
    /// event's whole tree); used instead of the listener when set. Call before start()/run().
    using Sink = std::function<void(EngineEvent&&)>;
    void setSink(Sink s) { sink_ = std::move(s); }
    /// Runs the session on a new thread.
    void start();
    /// Runs the session on the calling thread until it finishes or is stopped.
    void run();
    /// Thread-safe: queues a command for the engine thread.
    void post(const EngineCommand& c) { commands_.post(c); }
    /// Async-signal-safe stop request (a lock-free flag checked at every step); for
    /// signal handlers, where post() must not be called.
    void requestStop() {
        stopFlag_.store(true);
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
    double elapsedSeconds() const { return elapsed(); }
    /// The warm start's prior as the surrogate last weighted it (nullopt without a prior).
    /// Thread-safe.
    std::optional<PriorFit> priorFit() const;
    /// Milliseconds of each model-strategy step (retraining, scoring the space, choosing),
    /// the initial design included; empty for other strategies. Thread-safe.
    std::vector<double> modelStepMs() const;

private:
    void initialise();
    bool step(); ///< one unit of work; false when the run is over
    void apply(const EngineCommand& c);
    /// The engineer's own candidate (EngineCommand::AddCandidate): checked, added as a child
    /// of its parent with a "measure now" override, and answered (RequestAnswered).
    void addUserCandidate(const UserCandidateRequest& request, bool stopAfter);
    /// True when every candidate added with stopAfter has been measured (or failed).
    bool addedCandidatesDone() const;
    void expand(const std::vector<CandidateId>& parents);
    /// One step of the model strategy (docs/search.md): measure, or propose the pool's best.
    bool stepModel();
    double priorityOf(const Candidate& c, double best) const;
    /// `best`: bestMeasured(), when the caller decides many candidates at once (it is O(n)).
    void decide(CandidateId id, std::optional<double> best = std::nullopt);
    /// Measures the highest-priority deferred candidates (one per backend worker);
    /// returns how many.
    int measureNext();
    /// Measures `ids` (taken off the queue by the caller) as one batch; returns how many.
    int measureCandidates(const std::vector<CandidateId>& ids);
    void redecideAll();
    void refreshForecasts();
    /// Reads the prior's weight after a retrain; logs it (topic "prior") when it changes band.
    void notePriorFit();
    void acceptWaitingOnBudget();
    int measurementsPerStep() const;
    double bestMeasured() const;
    bool budgetLeft() const;
    int measurementsUsed() const;
    double elapsed() const;
    void touch(CandidateId id);
    /// Commits the changed candidates to the store and, with `publish`, sends them as one
    /// CandidatesChanged event.
    void flush(bool publish = true);
    void log(const std::string& kind, CandidateId id, const std::string& text);
    void emit(EngineEvent e);
    void finish(const std::string& reason);

    std::unique_ptr<Session> session_;
    std::unique_ptr<MeasurementBackend> backend_;
    std::unique_ptr<Generator> generator_;
    std::unique_ptr<Surrogate> surrogate_;
    std::unique_ptr<SessionStore> store_;
    Listener listener_;
    Sink sink_;
    std::string startNote_;
    std::function<std::string()> stopCheck_;
    CommandQueue commands_;
    DeferralPolicy policy_;
    PuctSearch search_;
    std::unique_ptr<ModelSearch> model_; ///< the model strategy's proposer (null for puct and measure-all)
    SpaceScorer* scorer_ = nullptr; ///< the surrogate's bulk scorer, for model_
    std::set<CandidateId> chosen_; ///< chosen by model_ to be measured now
    std::optional<PriorFit> priorFit_; ///< guarded by reasonMutex_
    std::vector<double> modelStepMs_; ///< guarded by reasonMutex_
    int priorBand_ = -1; ///< quarter of the prior's weight last said (-1: nothing said yet)
    std::mt19937_64 rng_;
    std::vector<CandidateId> queue_; ///< deferred, waiting for measurement
    std::vector<CandidateId> expandNext_; ///< user "expand from here" requests
    std::set<CandidateId> stopAfter_; ///< added candidates whose measurement ends the run
    std::set<CandidateId> addedByEngineer_; ///< added by AddCandidate in this run (measured even when paused)
    std::set<CandidateId> dirty_;
    std::thread thread_;
    std::atomic<bool> finished_{false};
    std::atomic<bool> stopFlag_{false};
    std::exception_ptr error_;
    bool paused_ = false;
    int measuredThisStep_ = 0;
    bool modelChanged_ = false;
    int measurementsUsed_ = 0; ///< measurements taken, reference excluded (budgetLeft is on the hot path)
    bool stopRequested_ = false;
    bool stopCheckSaid_ = false; ///< the stop check's reason is in the log
    /// Why the backend can no longer measure (set after a batch came back unmeasured); the
    /// next step ends the run with it.
    std::string backendGone_;
    int unmeasuredBatches_ = 0; ///< consecutive batches of which nothing was measured
    static constexpr int kMaxUnmeasuredBatches = 3;
    mutable std::mutex reasonMutex_;
    std::string stopReason_;
    std::chrono::steady_clock::time_point started_;
    double priorElapsed_ = 0.0; ///< seconds spent in earlier runs (resume)
};

} // namespace augur
