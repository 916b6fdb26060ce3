#include "ui/base/SessionContext.h"

#include <algorithm>

namespace augur::ui {

SessionContext::SessionContext(QObject* parent) : QObject(parent) {}

const std::vector<Candidate>& SessionContext::noCandidates() {
    static const std::vector<Candidate> none;
    return none;
}

const Candidate* SessionContext::candidate(CandidateId id) const {
    if (id < 0 || static_cast<std::size_t>(id) >= candidates_->size()) return nullptr;
    return &(*candidates_)[static_cast<std::size_t>(id)];
}

void SessionContext::followSelection(QObject* receiver, const std::function<void()>& show) const {
    connect(this, &SessionContext::selectionChanged, receiver, [show] { show(); });
    connect(this, &SessionContext::candidatesReset, receiver, [show] { show(); });
    connect(this, &SessionContext::sessionChanged, receiver, [show] { show(); });
    connect(this, &SessionContext::candidatesChanged, receiver, [this, show](const std::vector<Candidate>& changed) {
        if (std::any_of(changed.begin(), changed.end(), [this](const Candidate& c) { return c.id == selected_; }))
            show();
    });
}

void SessionContext::setSession(const Problem& problem, const SessionConfig& config,
                                const std::vector<Candidate>& candidates) {
    problem_ = &problem;
    config_ = &config;
    candidates_ = &candidates;
    selected_ = kNoCandidate;
    stats_ = SessionStats{};
    Q_EMIT sessionChanged();
}

void SessionContext::resetCandidates() { Q_EMIT candidatesReset(*candidates_); }

void SessionContext::changeCandidates(const std::vector<Candidate>& changed) { Q_EMIT candidatesChanged(changed); }

void SessionContext::select(CandidateId id) {
    if (id == selected_) return;
    selected_ = id;
    Q_EMIT selectionChanged(id);
}

void SessionContext::setStats(const SessionStats& stats) {
    stats_ = stats;
    Q_EMIT statsChanged(stats);
}

} // namespace augur::ui
