#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/model/Session.h"
#include "core/model/SessionConfig.h"

#include <QObject>

#include <functional>
#include <optional>
#include <vector>

namespace augur::ui {

/// The session on screen, as every panel sees it: the problem, the configuration, the
/// candidates (one copy, the candidate model's rows, index == id), the selected candidate
/// and the latest statistics. Panels bind to its signals once (`bind(const SessionContext&)`)
/// instead of the window pushing each change into each panel; the window is the only writer.
/// Lives on the GUI thread; the references it hands out stay valid until the next
/// sessionChanged().
class SessionContext : public QObject {
    Q_OBJECT
public:
    explicit SessionContext(QObject* parent = nullptr);

    /// True once a session has been shown.
    bool hasSession() const { return problem_ != nullptr; }
    /// The session's problem and configuration; only valid when hasSession().
    const Problem& problem() const { return *problem_; }
    const SessionConfig& config() const { return *config_; }
    /// Every candidate of the session (index == id); empty before the first session.
    const std::vector<Candidate>& candidates() const { return *candidates_; }
    /// The candidate with `id`, or null when there is none.
    const Candidate* candidate(CandidateId id) const;
    /// The selected candidate's id, or kNoCandidate.
    CandidateId selected() const { return selected_; }
    /// The statistics of the last statsChanged() (zeroes before the first).
    const SessionStats& stats() const { return stats_; }

    /// Calls `show` whenever the selected candidate may look different: the selection
    /// moves, the selected candidate changes, the candidates are reset or a new session
    /// starts. The connections belong to `receiver` (they end with it). For the panels that
    /// show the selected candidate (Forecast, Diagnosis, LLM).
    void followSelection(QObject* receiver, const std::function<void()>& show) const;

    // The writer's side (MainWindow): each call emits the matching signal.

    /// A new session: `problem`, `config` and `candidates` must outlive it (the engine
    /// controller and the candidate model own them). Clears the selection.
    void setSession(const Problem& problem, const SessionConfig& config, const std::vector<Candidate>& candidates);
    /// Every candidate was replaced (the rows of the vector given to setSession()).
    void resetCandidates();
    /// `changed` candidates were updated or appended in the shared rows.
    void changeCandidates(const std::vector<Candidate>& changed);
    /// Selects `id` (kNoCandidate clears); emits only when the selection moves.
    void select(CandidateId id);
    /// New statistics from the engine.
    void setStats(const SessionStats& stats);
    /// The session's vendor baseline (Session::baseline); std::nullopt for none.
    void setVendorBaseline(const std::optional<VendorBaseline>& baseline) { vendorBaseline_ = baseline; }
    const std::optional<VendorBaseline>& vendorBaseline() const { return vendorBaseline_; }

Q_SIGNALS:
    void sessionChanged();
    void candidatesReset(const std::vector<augur::Candidate>& all);
    void candidatesChanged(const std::vector<augur::Candidate>& changed);
    void selectionChanged(qint64 id);
    void statsChanged(const augur::SessionStats& stats);

private:
    static const std::vector<Candidate>& noCandidates();

    const Problem* problem_ = nullptr;
    const SessionConfig* config_ = nullptr;
    const std::vector<Candidate>* candidates_ = &noCandidates();
    CandidateId selected_ = kNoCandidate;
    SessionStats stats_{};
    std::optional<VendorBaseline> vendorBaseline_;
};

} // namespace augur::ui
