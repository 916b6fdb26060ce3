#pragma once
#include "core/model/Candidate.h"
#include "core/model/Session.h"
#include "core/model/SessionConfig.h"

#include <QObject>
#include <QString>

#include <vector>

class QLabel;
class QStatusBar;
class QTimer;

namespace augur::ui {

class CandidateModel;
class MeasurementCostLabel;

/// The window's status bar, left to right: the session's counts (strategy, candidates,
/// measured against the budget, accepted, waiting, failed, the best speedup and, for
/// another objective, the best by it), an engine notice for kNoticeMs, the cost of a
/// measurement, what the session was built with (backend, generator, surrogate,
/// endpoint) and the run state. Texts are set in the current language at each call.
class SessionStatus : public QObject {
    Q_OBJECT
public:
    /// Adds the labels to `bar`.
    SessionStatus(QStatusBar* bar, QObject* parent);

    static constexpr int kNoticeMs = 20000;

    /// The counts of `stats`, against the budgets of `config`; the best by the objective
    /// of `model` when it is not time.
    void showStats(const SessionStats& stats, const SessionConfig& config, const CandidateModel& model);
    /// What produces the candidates and the forecasts of a session built from `config`.
    void showSession(const SessionConfig& config);
    /// "not started", "running", "paused" or "finished".
    void showRunState(bool started, bool finished, bool paused);
    /// Shows an engine notice for kNoticeMs, beside the counts.
    void showNotice(const QString& text);
    /// The notice shown ("" when none).
    QString notice() const;
    /// Summarises the cost of the measurements among `candidates` again.
    void showCandidates(const std::vector<Candidate>& candidates);

private:
    QLabel* statsLabel_;
    QLabel* noticeLabel_; ///< engine notices, cleared after kNoticeMs
    QTimer* noticeTimer_;
    MeasurementCostLabel* costLabel_; ///< measurements a minute and the median time of one
    QLabel* sessionLabel_; ///< backend, generator, surrogate (and endpoint) of the session
    QLabel* runLabel_;
};

} // namespace augur::ui
