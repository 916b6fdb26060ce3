#include "ui/window/SessionStatus.h"

#include "ui/base/ElidedLabel.h"
#include "ui/base/MeasurementCostLabel.h"
#include "ui/session/CandidateModel.h"

#include <QEvent>
#include <QLabel>
#include <QStatusBar>
#include <QTimer>

#include <algorithm>

namespace augur::ui {

SessionStatus::SessionStatus(QStatusBar* bar, QObject* parent)
    : QObject(parent), bar_(bar), statsLabel_(new ElidedLabel), noticeLabel_(new ElidedLabel),
      noticeTimer_(new QTimer(this)), costLabel_(new MeasurementCostLabel), sessionLabel_(new ElidedLabel),
      runLabel_(new QLabel) {
    statsLabel_->setObjectName(QStringLiteral("statsLabel"));
    bar->addWidget(statsLabel_, 1);
    noticeLabel_->setObjectName(QStringLiteral("noticeLabel"));
    QPalette amber = noticeLabel_->palette();
    amber.setColor(QPalette::WindowText, QColor(0x8a, 0x4b, 0x00));
    noticeLabel_->setPalette(amber);
    noticeLabel_->hide();
    bar->addWidget(noticeLabel_);
    noticeTimer_->setSingleShot(true);
    connect(noticeTimer_, &QTimer::timeout, this, [this] { showNotice(QString()); });
    sessionLabel_->setObjectName(QStringLiteral("sessionLabel"));
    // What the session was built with (also in the tool tip and the window's menus) gives
    // way first: on a 1366 px screen the counts, the cost of a measurement and the run
    // state keep their whole text, and the window is not pushed past the screen.
    sessionLabel_->setMinimumWidth(40);
    bar->addPermanentWidget(costLabel_);
    bar->addPermanentWidget(sessionLabel_);
    bar->addPermanentWidget(runLabel_);
    bar->installEventFilter(this);
    fitNotice();
}

void SessionStatus::showStats(const SessionStats& s, const SessionConfig& config, const CandidateModel& model) {
    QString best = s.bestCandidate == kNoCandidate ? QStringLiteral("—")
                                                   : tr("%1× (#%2)").arg(s.bestSpeedup, 0, 'f', 3).arg(s.bestCandidate);
    const QString perMeasurement =
        s.measured > 0 ? QString::number(double(s.candidates) / s.measured, 'f', 1) : QStringLiteral("—");
    statsLabel_->setFullText(
        tr("Strategy: %1   Candidates: %2   Measured: %3 / %4   Considered per measurement: %5   Accepted on forecast: %6   Waiting: %7   Failed: %8   Best S: %9")
            .arg(QString::fromUtf8(kSearchStrategies.name(config.strategy).data()))
            .arg(s.candidates)
            .arg(s.measured)
            .arg(config.maxMeasurements)
            .arg(perMeasurement)
            .arg(s.accepted)
            .arg(s.deferredWaiting)
            .arg(s.failed)
            .arg(best));
    if (model.objective().kind != Objective::Kind::Time) {
        const auto byObjective = model.bestForObjective();
        statsLabel_->setFullText(
            statsLabel_->text() + QStringLiteral("   ") +
            tr("best by %1: %2")
                .arg(QString::fromStdString(model.objective().name()),
                     byObjective ? tr("#%1 %2×").arg(byObjective->first).arg(byObjective->second, 0, 'f', 3)
                                 : QStringLiteral("—")));
    }
    fitNotice();
}

void SessionStatus::showSession(const SessionConfig& cfg) {
    QString backend = QString::fromStdString(cfg.backend);
    if (cfg.backend == "slurm") // which part of the cluster it measures on
        backend = cfg.slurm.partition.empty()
            ? tr("%1 (default partition)").arg(backend)
            : tr("%1 (partition %2)").arg(backend, QString::fromStdString(cfg.slurm.partition));
    // A record file's task is replayed by its own generator: the recorded kernels.
    if (!cfg.task.empty()) backend = tr("%1 (task %2)").arg(backend, QString::fromStdString(cfg.task));
    const QString generator =
        cfg.task.empty() ? QString::fromUtf8(kGeneratorKinds.name(cfg.generator).data()) : QStringLiteral("recorded");
    QString text = tr("Backend: %1   Generator: %2   Surrogate: %3")
                       .arg(backend, generator, QString::fromUtf8(kSurrogateKinds.name(cfg.surrogate).data()));
    if (cfg.usesLlm())
        text += QStringLiteral("   ") +
            tr("Endpoint: %1").arg(cfg.endpoint.empty() ? tr("(default)") : QString::fromStdString(cfg.endpoint));
    sessionLabel_->setFullText(text);
}

void SessionStatus::showRunState(bool started, bool finished, bool paused) {
    runLabel_->setText(!started       ? tr("not started")
                           : finished ? tr("finished")
                           : paused   ? tr("paused")
                                      : tr("running"));
    fitNotice(); // the run state's text sets the room left
}

void SessionStatus::showNotice(const QString& text) {
    // In a label of its own: QStatusBar::showMessage would hide the session's counts for
    // as long as the notice shows, and retrain notices come often.
    noticeLabel_->setFullText(text);
    noticeLabel_->setVisible(!text.isEmpty());
    if (text.isEmpty())
        noticeTimer_->stop();
    else
        noticeTimer_->start(kNoticeMs);
    fitNotice();
}

QString SessionStatus::notice() const { return noticeLabel_->text(); }

bool SessionStatus::noticeElided() const { return !noticeLabel_->text().isEmpty() && noticeLabel_->isElided(); }

bool SessionStatus::eventFilter(QObject* watched, QEvent* e) {
    // A resize, or a label whose text grew (the cost of a measurement, the run state): the
    // bar's room is shared again.
    if (watched == bar_ && (e->type() == QEvent::Resize || e->type() == QEvent::LayoutRequest)) fitNotice();
    return QObject::eventFilter(watched, e);
}

void SessionStatus::fitNotice() {
    if (fitting_) return; // the widths set below ask the bar for a new layout
    fitting_ = true;
    // The bar's room after what keeps its width: the cost of a measurement, the run state,
    // the sliver of the session's description, and the spacing and size grip (about 8 px an item).
    int kept = sessionLabel_->minimumWidth() + runLabel_->sizeHint().width() + 56;
    if (!costLabel_->isHidden()) kept += costLabel_->sizeHint().width();
    const int room = std::max(0, bar_->width() - kept);
    if (noticeLabel_->text().isEmpty()) {
        // No notice: the counts take what they need of it before the session's description.
        noticeLabel_->setMinimumWidth(0);
        statsLabel_->setMinimumWidth(std::min(statsLabel_->sizeHint().width(), room));
    } else {
        // The counts give way to a notice for the time it shows (they stay whole in their
        // tool tip); only a notice wider than all the room is cut.
        const int countsLeft = statsLabel_->minimumSizeHint().width();
        statsLabel_->setMinimumWidth(countsLeft);
        noticeLabel_->setMinimumWidth(std::min(noticeLabel_->sizeHint().width(),
                                               std::max(noticeLabel_->minimumSizeHint().width(), room - countsLeft)));
    }
    giveBackExcess();
    fitting_ = false;
}

void SessionStatus::giveBackExcess() {
    // The spacing above is an estimate (it varies with the style and the fonts): give back
    // any excess, the notice's first, so that the bar never asks for more than it has.
    for (ElidedLabel* label : {noticeLabel_, statsLabel_}) {
        const int excess = bar_->minimumSizeHint().width() - bar_->width();
        if (excess <= 0 || label->minimumWidth() == 0) continue;
        label->setMinimumWidth(std::max(0, label->minimumWidth() - excess));
    }
}

void SessionStatus::showCandidates(const std::vector<Candidate>& candidates) {
    costLabel_->showCandidates(candidates);
    fitNotice(); // the cost's text sets the room left
}

} // namespace augur::ui
