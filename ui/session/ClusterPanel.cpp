#include "ui/session/ClusterPanel.h"

#include "ui/base/Column.h"
#include "ui/base/DockTabWatch.h"

#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace augur::ui {

namespace {
constexpr int kRefreshMs = 250;
enum JobColumn { JobId, JobState, JobReason, JobNode, JobGpus, JobWorkers, JobWaited, JobRan, JobColumnCount };
enum EventColumn { EventTime, EventKind, EventText, EventColumnCount };

const QColor kAmber(0xb2, 0x6a, 0x00);
const QColor kGreen(0x2e, 0x7d, 0x32);
const QColor kRed(0xc6, 0x28, 0x28);
const QColor kGrey(0x75, 0x75, 0x75);

QString number(std::int64_t n) { return QLocale().toString(static_cast<qlonglong>(n)); }
QString seconds(double s) { return QLocale().toString(s, 'f', s < 10.0 ? 1 : 0); }

/// States in which a job ended because its machine or its time went away: its work is run
/// again elsewhere, which the engineer should see.
bool lostState(const QString& state) {
    static const QStringList kLost{QStringLiteral("PREEMPTED"),     QStringLiteral("NODE_FAIL"),
                                   QStringLiteral("TIMEOUT"),       QStringLiteral("CANCELLED"),
                                   QStringLiteral("FAILED"),        QStringLiteral("BOOT_FAIL"),
                                   QStringLiteral("OUT_OF_MEMORY"), QStringLiteral("DEADLINE")};
    // squeue writes "CANCELLED by 1000": the state is the first word.
    return kLost.contains(state.section(QLatin1Char(' '), 0, 0));
}

/// The colour of an event line: faults red, a controller that came back green.
QColor eventColor(const ClusterEvent& e) {
    if (e.kind == "controller")
        return e.text.rfind("controller back", 0) == 0 ? kGreen : kRed; // the backend's wording for a recovery
    if (e.kind == "lost" || e.kind == "ended" || e.kind == "refused") return kRed;
    if (e.kind == "requeued") return kAmber;
    return {};
}

QTableWidgetItem* cell(QTableWidget* table, int row, int col) {
    auto* item = table->item(row, col);
    if (!item) {
        item = new QTableWidgetItem;
        table->setItem(row, col, item);
    }
    return item;
}

void setCell(QTableWidget* table, int row, int col, const QString& text, const QColor& color = {},
             Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter) {
    QTableWidgetItem* item = cell(table, row, col);
    if (item->text() != text) item->setText(text);
    item->setTextAlignment(align);
    item->setForeground(color.isValid() ? QBrush(color) : QBrush());
}

void prepareTable(QTableWidget* t) {
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(false);
    t->verticalHeader()->setDefaultSectionSize(t->fontMetrics().height() + 6);
    // Room for a few rows under the header even when the dock is short.
    t->setMinimumHeight(t->horizontalHeader()->sizeHint().height() + 3 * t->verticalHeader()->defaultSectionSize());
}

QLabel* valueLabel(const char* name) {
    auto* l = new QLabel;
    l->setObjectName(QString::fromLatin1(name));
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}
} // namespace

QColor ClusterPanel::stateColor(const QString& state) {
    if (state == QLatin1String("PENDING") || state == QLatin1String("SUBMITTING")) return kAmber;
    if (state == QLatin1String("RUNNING")) return kGreen;
    return lostState(state) ? kRed : kGrey;
}

QString ClusterPanel::clock(double s) {
    const long long t = std::max(0LL, static_cast<long long>(std::floor(s)));
    if (t >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(t / 3600)
            .arg((t / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(t % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(t / 60, 2, 10, QLatin1Char('0')).arg(t % 60, 2, 10, QLatin1Char('0'));
}

ClusterPanel::ClusterPanel(QWidget* parent)
    : QWidget(parent), timer_(new QTimer(this)), noCluster_(new QLabel), body_(new QWidget),
      header_(valueLabel("clusterHeader")), controller_(valueLabel("clusterController")),
      unavailable_(valueLabel("clusterUnavailable")), jobsName_(new QLabel), jobs_(valueLabel("clusterJobs")),
      nodesName_(new QLabel), nodes_(valueLabel("clusterNodes")), gpusName_(new QLabel),
      gpus_(valueLabel("clusterGpus")), workersName_(new QLabel), workers_(valueLabel("clusterWorkers")),
      rateName_(new QLabel), rate_(valueLabel("clusterRate")), lostName_(new QLabel), lost_(valueLabel("clusterLost")),
      allocationsName_(new QLabel), allocations_(valueLabel("clusterAllocations")), queueName_(new QLabel),
      queue_(valueLabel("clusterQueueWait")), startName_(new QLabel), start_(valueLabel("clusterWorkerStart")),
      jobsTitle_(new QLabel), jobTable_(new QTableWidget(0, JobColumnCount)), eventsTitle_(new QLabel),
      events_(new QTableWidget(0, EventColumnCount)) {
    dockWatch_ = new DockTabWatch(this, [this] { refresh(); });
    setObjectName(QStringLiteral("clusterPanel"));
    noCluster_->setObjectName(QStringLiteral("clusterNone"));
    jobTable_->setObjectName(QStringLiteral("clusterJobTable"));
    events_->setObjectName(QStringLiteral("clusterEvents"));
    noCluster_->setWordWrap(true);
    noCluster_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    header_->setWordWrap(true);
    controller_->setWordWrap(true);
    unavailable_->setWordWrap(true);
    unavailable_->setStyleSheet(QStringLiteral("background: #c62828; color: white; padding: 4px; font-weight: bold"));
    nodes_->setWordWrap(true);
    rate_->setWordWrap(true);
    prepareTable(jobTable_);
    prepareTable(events_);
    events_->horizontalHeader()->setSectionResizeMode(EventTime, QHeaderView::ResizeToContents);
    events_->horizontalHeader()->setSectionResizeMode(EventKind, QHeaderView::ResizeToContents);
    // Every job column as wide as its contents; the reason takes the room left.
    jobTable_->horizontalHeader()->setStretchLastSection(false);
    jobTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    jobTable_->horizontalHeader()->setSectionResizeMode(JobReason, QHeaderView::Stretch);

    auto* counts = new QGridLayout;
    counts->setContentsMargins(0, 0, 0, 0);
    counts->setHorizontalSpacing(12);
    counts->addWidget(jobsName_, 0, 0);
    counts->addWidget(jobs_, 0, 1);
    counts->addWidget(allocationsName_, 0, 2);
    counts->addWidget(allocations_, 0, 3);
    counts->addWidget(gpusName_, 1, 0);
    counts->addWidget(gpus_, 1, 1);
    counts->addWidget(workersName_, 1, 2);
    counts->addWidget(workers_, 1, 3);
    counts->addWidget(queueName_, 2, 0);
    counts->addWidget(queue_, 2, 1);
    counts->addWidget(startName_, 2, 2);
    counts->addWidget(start_, 2, 3);
    // The longer values get a whole row.
    counts->addWidget(rateName_, 3, 0);
    counts->addWidget(rate_, 3, 1, 1, 3);
    counts->addWidget(lostName_, 4, 0);
    counts->addWidget(lost_, 4, 1, 1, 3);
    counts->addWidget(nodesName_, 5, 0);
    counts->addWidget(nodes_, 5, 1, 1, 3);
    counts->setColumnStretch(1, 1);
    counts->setColumnStretch(3, 1);
    for (QLabel* name : {jobsName_, allocationsName_, gpusName_, workersName_, queueName_, startName_, rateName_,
                         lostName_, nodesName_})
        name->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto* summary = new QWidget;
    auto* summaryLayout = new QVBoxLayout(summary);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->addWidget(header_);
    summaryLayout->addWidget(controller_);
    summaryLayout->addWidget(unavailable_);
    summaryLayout->addLayout(counts);
    auto* split = new QSplitter(Qt::Vertical);
    split->setChildrenCollapsible(false);
    split->addWidget(column({jobsTitle_, jobTable_}));
    split->addWidget(column({eventsTitle_, events_}));
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* bodyLayout = new QVBoxLayout(body_);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(summary);
    bodyLayout->addWidget(split, 1);
    // The dock shares its corner with the log: when it is short, its contents scroll rather
    // than squeeze the docks around it.
    auto* content = new QWidget;
    auto* contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(4, 4, 4, 4);
    contentLayout->addWidget(noCluster_);
    contentLayout->addWidget(body_, 1);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    timer_->setInterval(kRefreshMs);
    connect(timer_, &QTimer::timeout, this, [this] {
        if (DockTabWatch::onScreen(this)) refresh();
    });
    retranslate();
}

void ClusterPanel::setActivity(std::shared_ptr<const ClusterActivity> activity, const SessionConfig& config) {
    activity_ = std::move(activity);
    config_ = config;
    shown_ = ClusterActivitySnapshot{};
    drawnOnce_ = false;
    lastEventSeq_ = 0;
    events_->setRowCount(0);
    if (activity_ && isVisible())
        timer_->start();
    else
        timer_->stop();
    refresh();
}

void ClusterPanel::refresh() {
    if (!activity_) {
        if (!drawnOnce_) redraw();
        return;
    }
    ClusterActivitySnapshot s = activity_->snapshot();
    if (drawnOnce_ && s.version == shown_.version) {
        // Nothing happened; only the clocks moved.
        shown_.now = s.now;
        redrawClocks();
        return;
    }
    shown_ = std::move(s);
    redraw();
}

void ClusterPanel::redraw() {
    drawnOnce_ = true;
    ++redraws_;
    const bool cluster = activity_ != nullptr;
    noCluster_->setVisible(!cluster);
    body_->setVisible(cluster);
    if (!cluster) {
        const QString backend = QString::fromStdString(config_.backend);
        noCluster_->setText(
            config_.replays()
                ? tr("This session replays recorded measurements (backend: %1); it has no cluster.").arg(backend)
                : tr("This session measures on this machine (backend: %1); it has no cluster.").arg(backend));
        return;
    }
    const ClusterActivitySnapshot& s = shown_;
    QString header = tr("Scheduler: %1 · %2")
                         .arg(QString::fromStdString(s.scheduler.empty() ? config_.backend : s.scheduler),
                              QString::fromStdString(s.settings));
    if (!config_.slurm.profile.empty())
        header += QStringLiteral(" · ") + tr("profile %1").arg(QString::fromStdString(config_.slurm.profile));
    header_->setText(header);
    unavailable_->setVisible(!s.unavailable.empty());
    unavailable_->setText(tr("Cannot measure now: %1").arg(QString::fromStdString(s.unavailable)));
    jobs_->setText(tr("%1 pending · %2 running").arg(s.pending).arg(s.running));
    allocations_->setText(number(s.allocations));
    gpus_->setText(number(s.gpusInUse));
    workers_->setText(number(s.workers));
    queue_->setText(s.meanQueueSeconds < 0.0 ? tr("— (no job has started)")
                                             : tr("%1 s").arg(seconds(s.meanQueueSeconds)));
    start_->setText(s.meanStartSeconds < 0.0 ? tr("— (no worker has started)")
                                             : tr("%1 s").arg(seconds(s.meanStartSeconds)));
    rate_->setText(tr("%1 done · %2 per minute over the last 5 minutes · %3 per minute overall")
                       .arg(number(s.measurements), QLocale().toString(s.perMinuteRecent, 'f', 1),
                            QLocale().toString(s.perMinuteOverall, 'f', 1)));
    lost_->setText(s.lost == 0 ? tr("none") : tr("%1 (each run again in another allocation)").arg(number(s.lost)));
    lost_->setStyleSheet(s.lost == 0 ? QString() : QStringLiteral("color: #b26a00"));
    QStringList nodes;
    for (const std::string& n : s.nodes) nodes << QString::fromStdString(n);
    nodes_->setText(nodes.isEmpty() ? tr("— (no job is running)") : nodes.join(QStringLiteral(", ")));
    jobsTitle_->setText(tr("Scheduler jobs: %1").arg(s.jobs.size()));
    eventsTitle_->setText(tr("Events: %1").arg(s.events.empty() ? 0 : s.events.back().seq));
    redrawJobs();
    redrawEvents();
    redrawClocks();
}

void ClusterPanel::redrawJobs() {
    const auto& jobs = shown_.jobs;
    jobTable_->setRowCount(static_cast<int>(jobs.size()));
    for (int row = 0; row < static_cast<int>(jobs.size()); ++row) {
        const ClusterJob& j = jobs[std::size_t(row)];
        const bool ended = j.endedAt >= 0.0;
        const QColor text = ended ? kGrey : QColor();
        const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
        const QString state = QString::fromStdString(j.state);
        setCell(jobTable_, row, JobId, QString::fromStdString(j.id), text);
        setCell(jobTable_, row, JobState, state, stateColor(state));
        cell(jobTable_, row, JobState)->setToolTip(ended ? tr("ended at %1").arg(clock(j.endedAt)) : QString());
        setCell(jobTable_, row, JobReason, QString::fromStdString(j.reason), text);
        setCell(jobTable_, row, JobNode, j.node.empty() ? QStringLiteral("—") : QString::fromStdString(j.node), text);
        setCell(jobTable_, row, JobGpus, QString::number(j.gpus), text, right);
        setCell(jobTable_, row, JobWorkers, QString::number(j.workers), text, right);
    }
}

void ClusterPanel::redrawClocks() {
    const ClusterActivitySnapshot& s = shown_;
    if (!activity_) return;
    if (s.controllerUp) {
        controller_->setText(tr("Controller: up"));
        controller_->setStyleSheet(QString());
    } else {
        const long away = std::lround(std::max(0.0, s.now - s.controllerDownSince));
        controller_->setText(
            tr("Controller: unreachable for %1 s: %2").arg(away).arg(QString::fromStdString(s.controllerError)));
        controller_->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    }
    // How long each job waited in the queue and has run: pending and running jobs' clocks
    // move between snapshots.
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < jobTable_->rowCount() && row < static_cast<int>(s.jobs.size()); ++row) {
        const ClusterJob& j = s.jobs[std::size_t(row)];
        const bool ended = j.endedAt >= 0.0;
        const double until = ended ? j.endedAt : s.now;
        const double queued = (j.startedAt >= 0.0 ? j.startedAt : until) - j.submittedAt;
        const QColor text = ended ? kGrey : QColor();
        setCell(jobTable_, row, JobWaited, clock(queued), text, right);
        setCell(jobTable_, row, JobRan, j.startedAt >= 0.0 ? clock(until - j.startedAt) : QStringLiteral("—"), text,
                right);
    }
}

void ClusterPanel::redrawEvents() {
    const auto& list = shown_.events;
    QScrollBar* bar = events_->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    auto kindName = [](const std::string& kind) {
        if (kind == "submitted") return tr("submitted");
        if (kind == "running") return tr("running");
        if (kind == "pending") return tr("pending");
        if (kind == "lost") return tr("lost");
        if (kind == "ended") return tr("ended");
        if (kind == "controller") return tr("controller");
        if (kind == "refused") return tr("refused");
        if (kind == "requeued") return tr("requeued");
        if (kind == "worker") return tr("worker");
        return QString::fromStdString(kind);
    };
    // Only events newer than the last row are added; the oldest rows go as the activity
    // drops them (it keeps the last ClusterActivity::kMaxEvents).
    for (const ClusterEvent& e : list) {
        if (e.seq <= lastEventSeq_) continue;
        const int row = events_->rowCount();
        events_->insertRow(row);
        const QColor color = eventColor(e);
        setCell(events_, row, EventTime, clock(e.t), color, Qt::AlignRight | Qt::AlignVCenter);
        setCell(events_, row, EventKind, kindName(e.kind), color);
        setCell(events_, row, EventText, QString::fromStdString(e.text), color);
        cell(events_, row, EventText)->setToolTip(QString::fromStdString(e.text));
        lastEventSeq_ = e.seq;
    }
    const int excess = events_->rowCount() - static_cast<int>(list.size());
    for (int k = 0; k < excess; ++k) events_->removeRow(0);
    if (atEnd) events_->scrollToBottom(); // follow new events unless the engineer scrolled up
}

void ClusterPanel::retranslate() {
    jobsName_->setText(tr("Jobs:"));
    allocationsName_->setText(tr("Allocations submitted:"));
    gpusName_->setText(tr("GPUs in use:"));
    workersName_->setText(tr("Workers up:"));
    queueName_->setText(tr("Mean queue wait:"));
    startName_->setText(tr("Mean worker start:"));
    rateName_->setText(tr("Measurements:"));
    lostName_->setText(tr("Lost with their machine:"));
    nodesName_->setText(tr("Nodes:"));
    jobTable_->setHorizontalHeaderLabels(
        {tr("Job"), tr("State"), tr("Reason"), tr("Node"), tr("GPUs"), tr("Workers"), tr("Waited"), tr("Ran")});
    events_->setHorizontalHeaderLabels({tr("Time"), tr("Kind"), tr("Event")});
    jobTable_->horizontalHeaderItem(JobWaited)->setToolTip(tr("Time in the queue, from submission to running"));
    jobTable_->horizontalHeaderItem(JobRan)->setToolTip(tr("Time since it started running (until it ended)"));
    events_->horizontalHeaderItem(EventTime)->setToolTip(tr("Minutes and seconds since the session's backend started"));
    // The kinds of the rows already listed are translated too.
    lastEventSeq_ = 0;
    events_->setRowCount(0);
    drawnOnce_ = false;
    refresh();
}

void ClusterPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void ClusterPanel::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    dockWatch_->attach();
    if (activity_) timer_->start();
    refresh();
}

void ClusterPanel::hideEvent(QHideEvent* e) {
    timer_->stop(); // a hidden dock costs nothing
    QWidget::hideEvent(e);
}

} // namespace augur::ui
