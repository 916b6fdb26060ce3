#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/engine/Forecaster.h"
#include "core/engine/MeasurementBudget.h"
#include "core/engine/MeasurementQueue.h"
#include "core/engine/RunClock.h"
#include "core/engine/SessionJournal.h"

#include <string>
#include <vector>

namespace augur {

/// Takes batches off the measurement queue, has the backend measure them (a rejected LLM
/// reply gets LlmReplyRejection's failure instead, never reaching the backend) and records
/// what comes back: the measurement, its cost against the budget, the surrogate's lesson
/// and the log line, each candidate committed before it is published. A candidate whose
/// batch came back unmeasured (the machine went away) waits again; a backend that cannot
/// measure any more is reported by backendGone(). Used on the engine thread only.
class Measurer {
public:
    Measurer(Session& session, MeasurementBackend& backend, Forecaster& forecaster, MeasurementQueue& queue,
             MeasurementBudget& budget, SessionJournal& journal, const RunClock& clock)
        : session_(session), backend_(backend), forecaster_(forecaster), queue_(queue), budget_(budget),
          journal_(journal), clock_(clock) {}

    /// Measures the highest-priority waiting candidates, one per backend worker and never
    /// more than the budget has left (the queue must not be empty); returns how many were
    /// measured.
    int measureNext();
    /// Measures `ids` (already taken off the queue) as one batch; returns how many were
    /// measured. Throws what the backend throws when it cannot work at all.
    int measure(const std::vector<CandidateId>& ids);
    /// Why the backend can no longer measure ("" while it can): set after a batch came back
    /// unmeasured; the run ends with it.
    const CoreMessage& backendGone() const { return backendGone_; }

private:
    std::vector<Measurement> takeMeasurements(const std::vector<const Candidate*>& batch);
    void putBack(CandidateId id, const std::string& why);
    void record(CandidateId id, const Measurement& m);
    void logOutcome(CandidateId id);
    void noteUnmeasured(int unmeasured, int batchSize, const std::string& lastWhy);

    Session& session_;
    MeasurementBackend& backend_;
    Forecaster& forecaster_;
    MeasurementQueue& queue_;
    MeasurementBudget& budget_;
    SessionJournal& journal_;
    const RunClock& clock_;
    CoreMessage backendGone_; ///< empty Text while the backend measures
    int unmeasuredBatches_ = 0; ///< consecutive batches of which nothing was measured
    static constexpr int kMaxUnmeasuredBatches = 3;
};

} // namespace augur
