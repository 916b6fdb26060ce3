#include "core/engine/ModelStrategyStep.h"

#include "core/base/InputError.h"
#include "core/engine/Incumbent.h"

#include <algorithm>
#include <chrono>

namespace augur {

namespace {
ModelSearchOptions searchOptions(const SessionConfig& config) {
    ModelSearchOptions o;
    o.initialDesign = config.initialDesign;
    return o;
}
} // namespace

ModelStrategyStep::ModelStrategyStep(ModelStrategyParts parts, SpaceScorer* scorer)
    : p_(parts), search_(parts.session.problem().space, parts.backend, parts.session.config().seed,
                         searchOptions(parts.session.config())),
      scorer_(scorer) {
    if (!scorer_)
        throw InputError(p_.session.problem().origin, "surrogate",
                         "the model strategy scores the whole space with the features surrogate; use --surrogate "
                         "features or ensemble");
}

std::vector<double> ModelStrategyStep::stepMs() const {
    std::lock_guard lock(stepMsMutex_);
    return stepMs_;
}

std::optional<CoreMessage> ModelStrategyStep::step() {
    const SessionConfig& cfg = p_.session.config();
    // What the search chose (the initial design, or this step's measurements) is measured
    // before anything new is proposed.
    if (p_.queue.hasChosen()) {
        p_.measurer.measureNext();
        return std::nullopt;
    }
    p_.decisions.refreshIfStale();
    const bool room = static_cast<int>(p_.session.size()) < cfg.maxCandidates;
    // The engineer's "expand from here": that node's neighbours, forecast and decided.
    const std::vector<CandidateId> asked = p_.expandRequests.take(p_.session);
    if (room && !asked.empty()) {
        p_.expansion.expand(asked);
        p_.journal.commit();
        return std::nullopt;
    }
    ModelSearch::Step st = propose();
    const std::vector<CandidateId> fresh = addProposals(st, room);
    const std::vector<CandidateId> measure = queueChoices(st, fresh);
    logChoices(st, measure);
    p_.journal.commit();
    if (!measure.empty()) return std::nullopt;
    if (!p_.queue.empty()) { // nothing left to choose: what still waits is measured
        p_.measurer.measureNext();
        return std::nullopt;
    }
    return room ? CoreMessage(MessageId::StopSpaceMeasured)
                : CoreMessage(MessageId::StopCandidateBudgetMeasured, {std::to_string(cfg.maxCandidates)});
}

ModelSearch::Step ModelStrategyStep::propose() {
    const SessionConfig& cfg = p_.session.config();
    const int width = std::max(1, std::min(p_.backend.parallelism(), cfg.maxMeasurements - p_.budget.used()));
    const auto proposeStart = std::chrono::steady_clock::now();
    // A partial prior (it lacks parameters this space varies) cannot choose a smaller design.
    const auto fit = cfg.priorPath.empty() ? std::nullopt : p_.forecaster.currentPriorFit();
    const bool priorRanks = fit && fit->missing.empty();
    ModelSearch::Step st = search_.propose(p_.session, *scorer_, cfg.maxMeasurements, priorRanks, width);
    std::lock_guard lock(stepMsMutex_);
    stepMs_.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - proposeStart).count());
    return st;
}

std::vector<CandidateId> ModelStrategyStep::addProposals(ModelSearch::Step& st, bool room) {
    Session& s = p_.session;
    const int cap = room ? s.config().maxCandidates - static_cast<int>(s.size()) : 0;
    std::vector<CandidateId> fresh;
    for (std::size_t i = 0; i < st.candidates.size() && static_cast<int>(fresh.size()) < cap; ++i) {
        Candidate& child = st.candidates[i];
        child.createdS = p_.clock.elapsed();
        const CandidateId parent = child.parent;
        fresh.push_back(s.add(std::move(child)));
        s.recordExpansion(parent, false);
        p_.journal.touch(parent);
        p_.journal.touch(fresh.back());
    }
    if (!fresh.empty() && p_.forecaster.forecasts()) {
        std::vector<const Candidate*> batch;
        for (auto id : fresh) batch.push_back(&s.at(id));
        auto forecasts = p_.forecaster.forecast(batch);
        for (std::size_t i = 0; i < fresh.size() && i < forecasts.size(); ++i) s.at(fresh[i]).forecast = forecasts[i];
    }
    return fresh;
}

std::vector<CandidateId> ModelStrategyStep::queueChoices(const ModelSearch::Step& st,
                                                         const std::vector<CandidateId>& fresh) {
    const double best = incumbentSpeedup(p_.session);
    const double threshold = p_.decisions.threshold();
    std::vector<CandidateId> measure(st.measureExisting);
    for (std::size_t i = 0; i < fresh.size(); ++i) {
        if (i < st.measureNew)
            measure.push_back(fresh[i]);
        else
            p_.decisions.decide(fresh[i], best);
    }
    // The search's choices are measured whatever the deferral policy would say: decided as
    // the policy decides when it defers them, else as explorations (the search wants to
    // know what the forecast only guesses).
    for (CandidateId id : measure) {
        Candidate& c = p_.session.at(id);
        Decision d = c.forecast && !st.design ? p_.decisions.policy().decide(*c.forecast, best, true)
                                              : Decision{DecisionKind::Defer, DecisionReason::Explore, threshold};
        if (d.kind != DecisionKind::Defer) { // what the policy compared stays: the policy would have accepted it
            d.kind = DecisionKind::Defer;
            d.reason = DecisionReason::Explore;
        }
        c.decision = d;
        c.state = CandidateState::Deferred;
        p_.queue.add(id);
        p_.queue.choose(id);
        p_.journal.touch(id);
    }
    return measure;
}

void ModelStrategyStep::logChoices(const ModelSearch::Step& st, const std::vector<CandidateId>& measure) {
    if (measure.empty()) return;
    if (st.design) {
        p_.journal.log(LogTopic::Design, kNoCandidate,
                       CoreMessage(MessageId::LogInitialDesign, {std::to_string(measure.size())}));
        return;
    }
    const std::string first = p_.session.describe(measure.front());
    p_.journal.log(LogTopic::Choice, measure.front(),
                   measure.size() > 1
                       ? CoreMessage(MessageId::LogMeasuringMore, {first, std::to_string(measure.size() - 1), st.why})
                       : CoreMessage(MessageId::LogMeasuring, {first, st.why}));
}

} // namespace augur
