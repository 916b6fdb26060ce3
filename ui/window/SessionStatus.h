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
class ElidedLabel;
class MeasurementCostLabel;

/// The window's status bar, left to right: the session's counts (strategy, candidates,
/// measured against the budget, accepted, waiting, failed, the best speedup and, for
/// another objective, the best by it), an engine notice for kNoticeMs, the cost of a
/// measurement, what the session was built with (backend, generator, surrogate,
/// endpoint) and the run state. Texts are set in the current language at each call.
/// A notice gets the room its whole text needs while it shows: the counts give way (cut
/// with "…", whole in their tool tip); only a notice wider than the bar itself is cut, and
/// its tool tip carries it whole.
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
    /// Whether the notice shown is cut to fit (its tool tip then carries it whole).
    bool noticeElided() const;
    /// Summarises the cost of the measurements among `candidates` again.
    void showCandidates(const std::vector<Candidate>& candidates);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    /// Shares the bar's width: a notice gets the width of its whole text, or all the bar can
    /// spare; without one the counts get theirs before the session's description does.
    void fitNotice();
    /// Lowers the notice's, then the counts', minimum width by what the bar still lacks.
    void giveBackExcess();

    QStatusBar* bar_;
    ElidedLabel* statsLabel_;
    ElidedLabel* noticeLabel_; ///< engine notices, cleared after kNoticeMs
    QTimer* noticeTimer_;
    MeasurementCostLabel* costLabel_; ///< measurements a minute and the median time of one
    ElidedLabel* sessionLabel_; ///< backend, generator, surrogate (and endpoint) of the session
    QLabel* runLabel_;
    bool fitting_ = false;
};

} // namespace augur::ui
