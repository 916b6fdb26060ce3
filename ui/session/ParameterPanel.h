#pragma once
// The Parameters dock: speedup against each parameter's values and which parameters
// matter, for sessions over a tunable template.
#include "core/analysis/ParameterPoints.h"
#include "core/analysis/ParameterSensitivity.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QScrollArea;
class QStackedWidget;
class QTimer;
class QTreeWidget;

namespace augur::ui {

class DockTabWatch;
class ParameterStripView;
class SessionContext;

/// The session's candidates as points of its parameter space (core/analysis/ParameterPoints)
/// in one strip per parameter (ParameterStripView), beside the parameters ranked by eta
/// squared of log2 S over the measured candidates (core/analysis/ParameterSensitivity: the
/// share of the variance each parameter's values explain on their own). Selecting rows of
/// the ranking shows those strips only; none selected shows every parameter that has more
/// than one value, most sensitive first. A click on a point selects its candidate in the whole window
/// (candidateSelected).
///
/// Reads the session it is bound to as its candidates change, at most every 300 ms and only
/// while the dock is on screen (it catches up when raised), and rings the session's
/// selected candidate. A session whose candidates are sources, not configurations, says so
/// instead.
class ParameterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParameterPanel(QWidget* parent = nullptr);

    /// Follows `context` (its session, candidates and selection) from now on; `context`
    /// must outlive the panel.
    void bind(const SessionContext& context);

    ParameterStripView* view() const { return view_; }
    /// The ranking: one row per parameter (name, eta squared, values), most sensitive first.
    QTreeWidget* ranking() const { return ranking_; }
    /// The line above the strips (counts of points, measured and forecast), as shown.
    QString summaryText() const;
    /// The ranking shown (after any pending update).
    const std::vector<ParameterSensitivity>& sensitivity();
    /// Applies a pending update now, whether on screen or not.
    void refreshNow();

public Q_SLOTS:
    /// Rings candidate `id` in every strip.
    void selectCandidate(qint64 id);

Q_SIGNALS:
    /// A point was clicked.
    void candidateSelected(qint64 id);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void schedule();
    void retranslate();
    void fillRanking();
    void fitRanking();
    void showSummary();
    void rankingSelectionChanged();

    const SessionContext* context_ = nullptr;
    DockTabWatch* dockWatch_;
    QStackedWidget* stack_;
    QLabel* message_; ///< a session without a parameter space
    QLabel* summary_;
    QLabel* legend_;
    QTreeWidget* ranking_;
    QScrollArea* scroll_;
    ParameterStripView* view_;
    QTimer* timer_;
    std::shared_ptr<const ParameterPoints> points_;
    std::vector<ParameterSensitivity> sensitivity_;
    bool dirty_ = true;
};

} // namespace augur::ui
