#pragma once
#include "core/engine/SessionJournal.h"
#include "core/model/Session.h"

#include <optional>
#include <set>
#include <vector>

namespace augur {

/// The deferred candidates waiting for a GPU measurement, and the order in which they get
/// one: the engineer's "measure now" first, then what the model strategy chose to measure
/// now, then the probability of beating the incumbent; arrival order (FIFO) for the
/// measure-all baseline. Also settles what still waits when the budget ends (accepted on
/// its forecast). Used on the engine thread only.
class MeasurementQueue {
public:
    explicit MeasurementQueue(Session& session) : session_(session) {}

    bool empty() const { return ids_.empty(); }
    std::size_t size() const { return ids_.size(); }
    /// Queues `id` at the end, unless it waits already.
    void add(CandidateId id);
    /// Queues `id` first (a chosen candidate whose batch came back unmeasured).
    void putFirst(CandidateId id);
    /// Takes `id` off the queue (accepted, excluded), if it waits.
    void remove(CandidateId id);

    /// Marks `id` as chosen by the model strategy to be measured now (priority over
    /// forecasts); measured() forgets the mark.
    void choose(CandidateId id) { chosen_.insert(id); }
    void measured(CandidateId id) { chosen_.erase(id); }
    /// Whether something the model strategy chose still waits.
    bool hasChosen() const;

    /// Whether a rejected LLM reply waits (LlmReplyRejection): it fails at once and costs
    /// no measurement, so it is settled before anything else.
    bool hasRejected() const;
    /// Takes every waiting rejected reply, in queue order.
    std::vector<CandidateId> takeRejected();
    /// Whether an engineer's "measure now" waits.
    bool hasMeasureNow() const;
    /// Takes the first waiting candidate the engineer wrote in this run (`added`), if any.
    std::optional<CandidateId> takeOwn(const std::set<CandidateId>& added);

    /// Takes the `width` highest priorities (at least one; the queue must not be empty)
    /// against the incumbent speedup `best`; equal priorities in queue order.
    std::vector<CandidateId> takeBatch(int width, double best);
    /// The first `limit` waiting candidates by priority, as the queue stands.
    std::vector<CandidateId> byPriority(double best, int limit) const;

    /// The budget ended: every waiting candidate with a usable forecast is accepted on it
    /// (reason Budget, at `threshold`); the others stay deferred, unmeasured. The queue is
    /// emptied, the change committed and, when any was accepted, a Budget notice logged.
    void acceptAllOnBudget(double threshold, SessionJournal& journal);

private:
    double priorityOf(const Candidate& c, double best) const;
    CandidateId takeBest(double best);

    Session& session_;
    std::vector<CandidateId> ids_;
    std::set<CandidateId> chosen_;
};

} // namespace augur
