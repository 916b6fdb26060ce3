#include "core/engine/MeasurementQueue.h"

#include "core/search/DeferralPolicy.h"

#include <algorithm>

namespace augur {

void MeasurementQueue::add(CandidateId id) {
    if (std::find(ids_.begin(), ids_.end(), id) == ids_.end()) ids_.push_back(id);
}

void MeasurementQueue::putFirst(CandidateId id) { ids_.insert(ids_.begin(), id); }

void MeasurementQueue::remove(CandidateId id) { ids_.erase(std::remove(ids_.begin(), ids_.end(), id), ids_.end()); }

bool MeasurementQueue::hasChosen() const {
    return std::any_of(ids_.begin(), ids_.end(), [&](CandidateId id) { return chosen_.count(id) > 0; });
}

bool MeasurementQueue::hasRejected() const {
    return std::any_of(ids_.begin(), ids_.end(), [&](CandidateId id) { return session_.at(id).rejection != nullptr; });
}

std::vector<CandidateId> MeasurementQueue::takeRejected() {
    std::vector<CandidateId> rejected;
    for (CandidateId id : ids_)
        if (session_.at(id).rejection) rejected.push_back(id);
    ids_.erase(
        std::remove_if(ids_.begin(), ids_.end(), [&](CandidateId id) { return session_.at(id).rejection != nullptr; }),
        ids_.end());
    return rejected;
}

bool MeasurementQueue::hasMeasureNow() const {
    return std::any_of(ids_.begin(), ids_.end(),
                       [&](CandidateId id) { return session_.at(id).override == OverrideKind::MeasureNow; });
}

std::optional<CandidateId> MeasurementQueue::takeOwn(const std::set<CandidateId>& added) {
    const auto own = std::find_if(ids_.begin(), ids_.end(), [&](CandidateId id) {
        return session_.at(id).origin == Origin::User && added.count(id);
    });
    if (own == ids_.end()) return std::nullopt;
    const CandidateId id = *own;
    ids_.erase(own);
    return id;
}

double MeasurementQueue::priorityOf(const Candidate& c, double best) const {
    // The engineer's "measure now" first; then what the model strategy chose to measure
    // now; then the probability of beating the incumbent; FIFO (all equal) for measure-all.
    double p = c.override == OverrideKind::MeasureNow ? 100.0 : 0.0;
    if (chosen_.count(c.id)) p += 50.0;
    const SearchStrategy strategy = session_.config().strategy;
    if (strategy == SearchStrategy::MeasureAll || !c.forecast) return p;
    return p + DeferralPolicy::probabilityAbove(*c.forecast, best);
}

CandidateId MeasurementQueue::takeBest(double best) {
    auto it = ids_.begin();
    double bestP = priorityOf(session_.at(*it), best);
    for (auto j = ids_.begin() + 1; j != ids_.end(); ++j) {
        const double p = priorityOf(session_.at(*j), best);
        if (p > bestP) {
            bestP = p;
            it = j;
        }
    }
    const CandidateId id = *it;
    ids_.erase(it);
    return id;
}

std::vector<CandidateId> MeasurementQueue::takeBatch(int width, double best) {
    std::vector<CandidateId> ids{takeBest(best)};
    while (static_cast<int>(ids.size()) < width && !ids_.empty()) ids.push_back(takeBest(best));
    return ids;
}

std::vector<CandidateId> MeasurementQueue::byPriority(double best, int limit) const {
    std::vector<CandidateId> rest(ids_.begin(), ids_.end());
    std::stable_sort(rest.begin(), rest.end(), [&](CandidateId a, CandidateId b) {
        return priorityOf(session_.at(a), best) > priorityOf(session_.at(b), best);
    });
    if (static_cast<int>(rest.size()) > limit) rest.resize(static_cast<std::size_t>(std::max(0, limit)));
    return rest;
}

void MeasurementQueue::acceptAllOnBudget(double threshold, SessionJournal& journal) {
    if (ids_.empty()) return;
    int accepted = 0;
    for (CandidateId id : ids_) {
        Candidate& c = session_.at(id);
        if (!c.forecast || c.forecast->parseFailure) continue; // stays deferred, unmeasured
        ++accepted;
        c.state = CandidateState::Accepted;
        // What the policy compared stays with it: it says why the candidate had been deferred.
        Decision d = c.decision.value_or(Decision{});
        d.kind = DecisionKind::Accept;
        d.reason = DecisionReason::Budget;
        d.threshold = threshold;
        c.decision = d;
        journal.touch(id);
    }
    ids_.clear();
    journal.commit();
    if (accepted)
        journal.log(LogTopic::Budget, kNoCandidate,
                    CoreMessage(MessageId::LogBudgetAccepted, {std::to_string(accepted)}));
}

} // namespace augur
