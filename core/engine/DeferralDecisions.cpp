#include "core/engine/DeferralDecisions.h"

#include "core/engine/FixedText.h"
#include "core/engine/Incumbent.h"

namespace augur {

DeferralDecisions::DeferralDecisions(Session& session, Forecaster& forecaster, MeasurementQueue& queue,
                                     const MeasurementBudget& budget, SessionJournal& journal)
    : session_(session), forecaster_(forecaster), queue_(queue), budget_(budget), journal_(journal),
      policy_(session.config().threshold) {}

void DeferralDecisions::putThresholdInForce(double threshold) {
    policy_.setThreshold(threshold);
    session_.config().threshold = policy_.threshold();
}

void DeferralDecisions::decide(CandidateId id, std::optional<double> best) {
    Candidate& c = session_.at(id);
    Decision d;
    if (!session_.config().forecasts() || !c.forecast) {
        // Without a forecast there is nothing to accept: it waits for measurement.
        d = Decision{DecisionKind::Defer, DecisionReason::Baseline, policy_.threshold()};
    } else {
        d = policy_.decide(*c.forecast, best ? *best : incumbentSpeedup(session_), budget_.left());
    }
    c.decision = d;
    c.state = d.kind == DecisionKind::Defer ? CandidateState::Deferred : CandidateState::Accepted;
    if (d.kind == DecisionKind::Defer) queue_.add(id);
    journal_.touch(id);
}

void DeferralDecisions::redecideForThreshold() {
    int nowDeferred = 0, nowAccepted = 0;
    const double best = incumbentSpeedup(session_); // once: it scans the session
    for (const auto& cc : session_.candidates()) {
        if (cc.measurement || cc.override != OverrideKind::None || !cc.forecast || !cc.decision) continue;
        if (cc.decision->reason == DecisionReason::Explore) continue; // chosen to be measured
        if (cc.state != CandidateState::Accepted && cc.state != CandidateState::Deferred) continue;
        const auto before = cc.state;
        const CandidateId id = cc.id;
        decide(id, best);
        Candidate& c = session_.at(id);
        if (c.state != before) ++(c.state == CandidateState::Deferred ? nowDeferred : nowAccepted);
        if (c.state == CandidateState::Accepted) queue_.remove(id);
    }
    // A notice: the engineer moved the slider and must see what it changed.
    journal_.log(LogTopic::Threshold, kNoCandidate,
                 CoreMessage(MessageId::LogThreshold,
                             {fixedText(policy_.threshold(), 2), std::to_string(nowDeferred),
                              std::to_string(nowAccepted), std::to_string(queue_.size())}));
}

void DeferralDecisions::refreshIfStale() {
    if (!forecaster_.takeStale() || !forecaster_.forecasts()) return;
    forecaster_.notePriorFit();
    // The surrogate learns from every measurement, so forecasts made earlier are stale.
    std::vector<CandidateId> ids;
    std::vector<const Candidate*> batch;
    for (const auto& c : session_.candidates()) {
        if (c.measurement || c.override != OverrideKind::None || !c.forecast) continue;
        if (c.state != CandidateState::Accepted && c.state != CandidateState::Deferred) continue;
        if (c.decision && c.decision->reason == DecisionReason::Budget) continue;
        ids.push_back(c.id);
        batch.push_back(&c);
    }
    if (ids.empty()) return;
    auto fs = forecaster_.forecast(batch);
    const double best = incumbentSpeedup(session_); // once: it scans the session
    int reDeferred = 0, nowAccepted = 0;
    for (std::size_t i = 0; i < ids.size() && i < fs.size(); ++i) {
        Candidate& c = session_.at(ids[i]);
        c.forecast = fs[i];
        // The model strategy's explorations stay deferred: they were chosen to be measured.
        if (c.decision && c.decision->reason == DecisionReason::Explore) continue;
        const auto before = c.state;
        const auto reasonBefore = c.decision ? std::optional(c.decision->reason) : std::nullopt;
        const bool pendingBefore = journal_.pending(ids[i]);
        decide(ids[i], best);
        // Publish real changes only: a new state, or a new reason (the table shows it).
        if (c.state == before && c.decision->reason == reasonBefore && !pendingBefore) journal_.holdBack(ids[i]);
        if (c.state == CandidateState::Accepted && before == CandidateState::Deferred) {
            queue_.remove(ids[i]);
            ++nowAccepted;
        }
        if (c.state == CandidateState::Deferred && before == CandidateState::Accepted) ++reDeferred;
    }
    // Decisions that change without the engineer asking are said, not only shown.
    if (reDeferred || nowAccepted)
        journal_.log(LogTopic::Redecided, kNoCandidate,
                     CoreMessage(MessageId::LogRedecided,
                                 {std::to_string(forecaster_.trainingSize()), std::to_string(reDeferred),
                                  std::to_string(nowAccepted)}));
}

} // namespace augur
