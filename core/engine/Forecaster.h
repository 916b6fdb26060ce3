#pragma once
#include "core/engine/SessionJournal.h"
#include "core/model/Session.h"
#include "core/surrogate/PriorFit.h"
#include "core/surrogate/Surrogate.h"

#include <mutex>
#include <optional>
#include <vector>

namespace augur {

/// The engine's side of the surrogate: forecasts batches of candidates, lets the surrogate
/// learn from measurements and remembers that forecasts made before the last measurement
/// are stale. A rejected LLM reply never reaches the surrogate: it gets the abstention
/// LlmReplyRejection gives it. Works without a surrogate (forecasts() false). Used on the
/// engine thread; priorFit() is thread-safe.
class Forecaster {
public:
    /// `surrogate` may be null.
    Forecaster(const Session& session, Surrogate* surrogate, SessionJournal& journal)
        : session_(session), surrogate_(surrogate), journal_(journal) {}

    /// Whether candidates are forecast: a surrogate, and a strategy that uses forecasts.
    bool forecasts() const { return surrogate_ && session_.config().forecasts(); }
    /// Whether a forecast takes seconds (an LLM): proposals are published before it.
    bool remote() const { return surrogate_ && surrogate_->remote(); }
    /// Measurements the surrogate has learnt from.
    int trainingSize() const { return surrogate_ ? surrogate_->trainingSize() : 0; }

    /// One forecast per candidate of `batch`, in order; needs a surrogate. Throws what the
    /// surrogate throws.
    std::vector<Forecast> forecast(const std::vector<const Candidate*>& batch);

    /// Lets the surrogate learn from a measured candidate (nothing without a surrogate).
    void observe(const Candidate& measured);
    /// observe(), and the forecasts made before are stale.
    void learnFrom(const Candidate& measured);
    /// Forecasts made so far are stale (a session resumed with a model rebuilt from its file).
    void markStale() { stale_ = true; }
    /// Whether forecasts are stale; they are not once asked.
    bool takeStale() { return std::exchange(stale_, false); }

    /// The prior's weight as the surrogate weighs it now (nullopt without a prior).
    std::optional<PriorFit> currentPriorFit();
    /// Reads the prior's weight after a retrain and keeps it for priorFit(); logs it (topic
    /// Prior) when it changes band.
    void notePriorFit();
    /// The prior's weight as last noted (nullopt without a prior). Thread-safe.
    std::optional<PriorFit> priorFit() const;

private:
    const Session& session_;
    Surrogate* surrogate_;
    SessionJournal& journal_;
    bool stale_ = false;
    int priorBand_ = -1; ///< quarter of the prior's weight last said (-1: nothing said yet)
    mutable std::mutex priorMutex_;
    std::optional<PriorFit> priorFit_; ///< guarded by priorMutex_
};

} // namespace augur
