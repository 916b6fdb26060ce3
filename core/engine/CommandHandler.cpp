#include "core/engine/CommandHandler.h"

#include <algorithm>

namespace augur {

namespace {
/// The override as a message; its English is overrideKindName's.
CoreMessage overrideMessage(OverrideKind k) {
    switch (k) {
    case OverrideKind::MeasureNow: return CoreMessage(MessageId::OverrideMeasure);
    case OverrideKind::AcceptForecast: return CoreMessage(MessageId::OverrideAccept);
    case OverrideKind::Exclude: return CoreMessage(MessageId::OverrideExclude);
    case OverrideKind::None: break;
    }
    return CoreMessage(MessageId::OverrideNone);
}
} // namespace

CommandHandler::CommandHandler(Session& session, MeasurementBackend& backend, Forecaster& forecaster,
                               DeferralDecisions& decisions, MeasurementQueue& queue, ExpandRequests& expandRequests,
                               SessionJournal& journal, const RunClock& clock)
    : session_(session), backend_(backend), forecaster_(forecaster), decisions_(decisions), queue_(queue),
      expandRequests_(expandRequests), journal_(journal), clock_(clock) {}

void CommandHandler::applyPending() {
    while (auto c = inbox_.tryPop()) {
        std::visit([this](const auto& command) { apply(command); }, *c);
        journal_.commit();
    }
}

void CommandHandler::applyNextWithin(int ms) {
    if (auto c = inbox_.waitPop(ms)) {
        std::visit([this](const auto& command) { apply(command); }, *c);
        journal_.commit();
    }
}

void CommandHandler::apply(const ThresholdRequest& r) {
    decisions_.putThresholdInForce(std::clamp(r.threshold, 0.0, 1.0));
    journal_.saveConfig();
    ThresholdChanged changed;
    changed.threshold = decisions_.threshold();
    journal_.publish(changed);
    decisions_.redecideForThreshold();
}

void CommandHandler::apply(const BudgetRequest& r) {
    session_.config().maxMeasurements = std::max(0, r.maxMeasurements);
    journal_.saveConfig();
    journal_.log(LogTopic::Budget, kNoCandidate,
                 CoreMessage(MessageId::LogBudgetSet, {std::to_string(session_.config().maxMeasurements)}));
}

void CommandHandler::apply(const PauseRequest&) {
    if (paused_) return;
    paused_ = true;
    journal_.commit();
    journal_.publish(RunPaused{});
}

void CommandHandler::apply(const ResumeRequest&) {
    if (!paused_) return;
    paused_ = false;
    journal_.publish(RunResumed{});
}

void CommandHandler::apply(const ExpandRequest& r) {
    if (!session_.contains(r.from)) return;
    if (session_.exhausted(r.from))
        journal_.log(LogTopic::ExpandNone, r.from,
                     CoreMessage(MessageId::LogNothingToExpand, {std::to_string(r.from)}));
    else
        expandRequests_.add(r.from);
}

void CommandHandler::apply(const OverrideRequest& r) {
    if (!session_.contains(r.id)) return;
    Candidate& c = session_.at(r.id);
    if (c.origin == Origin::Reference) return;
    const double t = decisions_.threshold();
    switch (r.override) {
    case OverrideKind::MeasureNow:
        if (c.measurement || c.state == CandidateState::Measuring) break;
        c.override = OverrideKind::MeasureNow;
        c.decision = Decision{DecisionKind::Defer, DecisionReason::Override, t};
        c.state = CandidateState::Deferred;
        queue_.add(c.id);
        break;
    case OverrideKind::AcceptForecast:
        if (c.measurement || !c.forecast) break;
        c.override = OverrideKind::AcceptForecast;
        c.decision = Decision{DecisionKind::Accept, DecisionReason::Override, t};
        c.state = CandidateState::Accepted;
        queue_.remove(c.id);
        break;
    case OverrideKind::Exclude:
        c.override = OverrideKind::Exclude;
        c.decision = Decision{DecisionKind::Exclude, DecisionReason::Override, t};
        c.state = CandidateState::Excluded;
        queue_.remove(c.id);
        break;
    case OverrideKind::None: break;
    }
    journal_.touch(c.id);
    journal_.commit();
    journal_.log(LogTopic::Override, c.id,
                 CoreMessage(MessageId::LogOverride, {overrideMessage(r.override), session_.describe(c.id)}));
}

std::optional<UserCandidateProblem> CommandHandler::checkRequest(const UserCandidateRequest& request) const {
    if (!backend_.measuresSource())
        return UserCandidateProblem{"backend",
                                    "the " + backend_.name() +
                                        " backend cannot measure a new source: it only knows the recorded "
                                        "configurations (open the problem folder with the cuda backend)",
                                    0};
    return checkUserCandidate(session_.problem(), request, session_.contains(request.parent));
}

void CommandHandler::apply(const AddCandidateRequest& r) {
    if (!r.request) return;
    const UserCandidateRequest& request = *r.request;
    CandidateRequestAnswered answer;
    answer.tag = request.tag;
    if (const auto problem = checkRequest(request)) {
        answer.refusal = problem->message;
        answer.field = problem->field;
        answer.line = problem->line;
        journal_.log(LogTopic::Refused, kNoCandidate,
                     CoreMessage(MessageId::LogRefused, {problem->field, problem->message}));
        journal_.publish(std::move(answer));
        if (r.stopAfter) stopRequested_ = true; // nothing to measure: the run that was only for it ends
        return;
    }
    Candidate c = userCandidate(request, session_.at(request.parent).depth);
    c.createdS = clock_.elapsed();
    c.override = OverrideKind::MeasureNow;
    c.decision = Decision{DecisionKind::Defer, DecisionReason::Override, decisions_.threshold()};
    c.state = CandidateState::Deferred;
    const CandidateId id = session_.add(std::move(c));
    if (forecaster_.forecasts()) {
        // A forecast to compare with the measurement; the candidate is measured whatever it says.
        try {
            session_.at(id).forecast = forecaster_.forecast({&session_.at(id)}).at(0);
        } catch (const std::exception& e) {
            journal_.log(LogTopic::Forecast, id, CoreMessage(MessageId::LogNoForecast, {std::string(e.what())}));
        }
    }
    queue_.add(id);
    if (r.stopAfter) stopAfter_.insert(id);
    addedByEngineer_.insert(id);
    journal_.touch(id);
    journal_.commit(); // committed before it is answered
    answer.candidate = id;
    journal_.publish(std::move(answer));
    journal_.log(LogTopic::Added, id, CoreMessage(MessageId::LogAdded, {std::to_string(request.parent)}));
}

} // namespace augur
