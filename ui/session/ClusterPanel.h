#pragma once
#include "core/backend/ClusterActivity.h"
#include "core/model/SessionConfig.h"

#include <QColor>
#include <QWidget>

#include <memory>

class QLabel;
class QTableWidget;
class QTimer;

namespace augur::ui {

class DockTabWatch;

/// The Cluster dock: what a cluster backend (slurm) is doing. The scheduler and its
/// settings; whether the controller answers (in red, for how long and why not, while it
/// does not); a red banner while nothing can be measured; the counts (jobs pending and
/// running, nodes, GPUs in use, workers up, measurements per minute, jobs lost with their
/// machine and run again, allocations submitted, mean queue wait, mean worker start); the
/// scheduler jobs with their states; and the events (submissions, state changes, losses,
/// controller outages), newest at the bottom.
///
/// The panel reads ClusterActivity::snapshot() four times a second while it is on screen
/// (a mutex-guarded copy; the backend is never waited on; behind another tab it reads
/// nothing and catches up when raised) and redraws only when the
/// snapshot's version changed; in between, only the clocks that run on their own (how long
/// a job has waited or run, how long the controller has been away) are brought up to date.
class ClusterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ClusterPanel(QWidget* parent = nullptr);

    /// The session's cluster activity (null: the session measures on this machine or
    /// replays) and its settings.
    void setActivity(std::shared_ptr<const ClusterActivity> activity, const SessionConfig& config);

    /// The snapshot shown last.
    const ClusterActivitySnapshot& shown() const { return shown_; }
    /// Full redraws so far (a new snapshot version, the language, the session).
    int redrawCount() const { return redraws_; }

    /// The colour a job state is shown in: amber pending, green running, red for a job
    /// that ended by losing its machine or time (PREEMPTED, NODE_FAIL, TIMEOUT, CANCELLED,
    /// ...), grey for other ended states.
    static QColor stateColor(const QString& state);
    /// "mm:ss" (or "h:mm:ss") of seconds since the activity began.
    static QString clock(double seconds);

public Q_SLOTS:
    /// Reads the activity now (the timer calls it while the panel is visible).
    void refresh();

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;
    void hideEvent(QHideEvent* e) override;

private:
    void retranslate();
    void redraw();
    void redrawJobs();
    void redrawEvents();
    /// The controller line and the jobs' waited/ran times, from the last snapshot's `now`.
    void redrawClocks();

    std::shared_ptr<const ClusterActivity> activity_;
    SessionConfig config_;
    ClusterActivitySnapshot shown_;
    bool drawnOnce_ = false;
    int redraws_ = 0;
    std::uint64_t lastEventSeq_ = 0; ///< newest event in the list
    QTimer* timer_;
    DockTabWatch* dockWatch_; ///< refreshes the panel when its dock's tab is raised
    QLabel* noCluster_;
    QWidget* body_;
    QLabel* header_;
    QLabel* controller_;
    QLabel* unavailable_;
    QLabel* jobsName_;
    QLabel* jobs_;
    QLabel* nodesName_;
    QLabel* nodes_;
    QLabel* gpusName_;
    QLabel* gpus_;
    QLabel* workersName_;
    QLabel* workers_;
    QLabel* rateName_;
    QLabel* rate_;
    QLabel* lostName_;
    QLabel* lost_;
    QLabel* allocationsName_;
    QLabel* allocations_;
    QLabel* queueName_;
    QLabel* queue_;
    QLabel* startName_;
    QLabel* start_;
    QLabel* jobsTitle_;
    QTableWidget* jobTable_;
    QLabel* eventsTitle_;
    QTableWidget* events_;
};

} // namespace augur::ui
