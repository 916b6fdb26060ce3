#include "core/model/Session.h"

#include "core/model/DiscoveryMoment.h"

#include <stdexcept>

namespace augur {

Session::Session(Problem problem, SessionConfig config) : problem_(std::move(problem)), config_(std::move(config)) {}

CandidateId Session::add(Candidate c) {
    c.id = static_cast<CandidateId>(candidates_.size());
    restore(std::move(c));
    return candidates_.back().id;
}

void Session::restore(Candidate c) {
    if (c.id != static_cast<CandidateId>(candidates_.size()))
        throw std::logic_error("candidate ids must be dense and in order");
    if (c.parent != kNoCandidate && !contains(c.parent)) throw std::logic_error("candidate parent does not exist");
    if (!c.configuration.empty()) byKey_.emplace(problem_.space.key(c.configuration), c.id);
    if (c.parent != kNoCandidate) children_.at(static_cast<std::size_t>(c.parent)).push_back(c.id);
    candidates_.push_back(std::move(c));
    children_.emplace_back();
    visits_.push_back(0);
    exhausted_.push_back(0);
}

const std::vector<CandidateId>& Session::children(CandidateId id) const {
    return children_.at(static_cast<std::size_t>(id));
}

std::optional<CandidateId> Session::findConfiguration(const Configuration& c) const {
    auto it = byKey_.find(problem_.space.key(c));
    if (it == byKey_.end()) return std::nullopt;
    return it->second;
}

void Session::recordExpansion(CandidateId id, bool exhausted) {
    ++visits_.at(static_cast<std::size_t>(id));
    if (exhausted) exhausted_.at(static_cast<std::size_t>(id)) = 1;
    ++expansions_;
}

void Session::restoreExpansion(CandidateId id, int visits, bool exhausted) {
    auto i = static_cast<std::size_t>(id);
    expansions_ += visits - visits_.at(i);
    visits_.at(i) = visits;
    exhausted_.at(i) = exhausted ? 1 : 0;
}

SessionStats Session::stats() const {
    SessionStats s;
    s.candidates = static_cast<int>(candidates_.size());
    s.expansions = expansions_;
    for (const auto& c : candidates_) {
        if (c.spentMeasurement()) ++s.measured;
        switch (c.state) {
        case CandidateState::Failed: ++s.failed; break;
        case CandidateState::Accepted: ++s.accepted; break;
        case CandidateState::Deferred: ++s.deferredWaiting; break;
        case CandidateState::Excluded: ++s.excluded; break;
        default: break;
        }
    }
    if (auto b = bestMeasured()) {
        s.bestCandidate = b->first;
        s.bestSpeedup = b->second;
    }
    return s;
}

std::optional<std::pair<CandidateId, double>> Session::bestMeasured() const {
    std::optional<std::pair<CandidateId, double>> best;
    for (const auto& c : candidates_) {
        auto s = c.measuredSpeedup();
        if (!s || c.state == CandidateState::Excluded) continue;
        if (c.measurement->suspicious) continue; // unconfirmed speedups never become the best
        if (!best || *s > best->second) best = std::make_pair(c.id, *s);
    }
    return best;
}

std::optional<std::pair<CandidateId, double>> Session::bestForObjective() const {
    Objective objective;
    try {
        objective = Objective::parse(config_.objective);
    } catch (const std::invalid_argument&) {
        return bestMeasured();
    }
    std::optional<std::pair<CandidateId, double>> best;
    for (const auto& c : candidates_) {
        if (!c.measurement || c.state == CandidateState::Excluded || c.measurement->suspicious) continue;
        auto g = objective.gain(*c.measurement);
        if (g && (!best || *g > best->second)) best = std::make_pair(c.id, *g);
    }
    return best;
}

std::vector<std::pair<CandidateId, CandidateId>> Session::discoveryMoments(double delta) const {
    std::vector<std::pair<CandidateId, CandidateId>> out;
    for (const auto& c : candidates_) {
        if (c.parent == kNoCandidate) continue;
        auto sc = c.measuredSpeedup();
        auto sp = at(c.parent).measuredSpeedup();
        if (sc && sp &&
            isDiscoveryMoment(*sp, at(c.parent).measurement->speedupHigh, *sc, c.measurement->speedupLow, delta))
            out.emplace_back(c.parent, c.id);
    }
    return out;
}

std::string Session::describe(CandidateId id) const {
    const auto& c = at(id);
    if (!c.configuration.empty()) return problem_.space.key(c.configuration);
    return "#" + std::to_string(id);
}

} // namespace augur
