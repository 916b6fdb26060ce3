#include "ui/window/SessionStatus.h"

#include "ui/base/MeasurementCostLabel.h"
#include "ui/session/CandidateModel.h"

#include <QLabel>
#include <QStatusBar>
#include <QTimer>

namespace augur::ui {

SessionStatus::SessionStatus(QStatusBar* bar, QObject* parent)
    : QObject(parent), statsLabel_(new QLabel), noticeLabel_(new QLabel(bar->window())), noticeTimer_(new QTimer(this)),
      costLabel_(new MeasurementCostLabel), sessionLabel_(new QLabel), runLabel_(new QLabel) {
    statsLabel_->setObjectName(QStringLiteral("statsLabel"));
    bar->addWidget(statsLabel_, 1);
    noticeLabel_->setObjectName(QStringLiteral("noticeLabel"));
    noticeLabel_->setStyleSheet(QStringLiteral("color: #8a4b00"));
    noticeLabel_->setMinimumWidth(10);
    noticeLabel_->setSizePolicy(QSizePolicy::Ignored,
                                QSizePolicy::Preferred); // cut to the room it has, never widens the bar
    bar->addWidget(noticeLabel_, 1);
    noticeTimer_->setSingleShot(true);
    connect(noticeTimer_, &QTimer::timeout, noticeLabel_, &QLabel::clear);
    sessionLabel_->setObjectName(QStringLiteral("sessionLabel"));
    // What the session was built with (also in the tool tip and the window's menus) gives
    // way first: on a 1366 px screen the counts, the cost of a measurement and the run
    // state keep their whole text, and the window is not pushed past the screen.
    sessionLabel_->setMinimumWidth(40);
    bar->addPermanentWidget(costLabel_);
    bar->addPermanentWidget(sessionLabel_);
    bar->addPermanentWidget(runLabel_);
}

void SessionStatus::showStats(const SessionStats& s, const SessionConfig& config, const CandidateModel& model) {
    QString best = s.bestCandidate == kNoCandidate ? QStringLiteral("—")
                                                   : tr("%1× (#%2)").arg(s.bestSpeedup, 0, 'f', 3).arg(s.bestCandidate);
    const QString perMeasurement =
        s.measured > 0 ? QString::number(double(s.candidates) / s.measured, 'f', 1) : QStringLiteral("—");
    statsLabel_->setText(
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
        statsLabel_->setText(statsLabel_->text() + QStringLiteral("   ") +
                             tr("best by %1: %2")
                                 .arg(QString::fromStdString(model.objective().name()),
                                      byObjective
                                          ? tr("#%1 %2×").arg(byObjective->first).arg(byObjective->second, 0, 'f', 3)
                                          : QStringLiteral("—")));
    }
    statsLabel_->setToolTip(statsLabel_->text());
}

void SessionStatus::showSession(const SessionConfig& cfg) {
    QString backend = QString::fromStdString(cfg.backend);
    if (cfg.backend == "slurm") // which part of the cluster it measures on
        backend = cfg.slurm.partition.empty()
            ? tr("%1 (default partition)").arg(backend)
            : tr("%1 (partition %2)").arg(backend, QString::fromStdString(cfg.slurm.partition));
    QString text = tr("Backend: %1   Generator: %2   Surrogate: %3")
                       .arg(backend, QString::fromUtf8(kGeneratorKinds.name(cfg.generator).data()),
                            QString::fromUtf8(kSurrogateKinds.name(cfg.surrogate).data()));
    if (cfg.usesLlm())
        text += QStringLiteral("   ") +
            tr("Endpoint: %1").arg(cfg.endpoint.empty() ? tr("(default)") : QString::fromStdString(cfg.endpoint));
    sessionLabel_->setText(text);
    sessionLabel_->setToolTip(text);
}

void SessionStatus::showRunState(bool started, bool finished, bool paused) {
    runLabel_->setText(!started       ? tr("not started")
                           : finished ? tr("finished")
                           : paused   ? tr("paused")
                                      : tr("running"));
}

void SessionStatus::showNotice(const QString& text) {
    // In a label of its own: QStatusBar::showMessage would hide the session's counts for
    // as long as the notice shows, and retrain notices come often.
    noticeLabel_->setText(text);
    noticeLabel_->setToolTip(text);
    noticeTimer_->start(kNoticeMs);
}

QString SessionStatus::notice() const { return noticeLabel_->text(); }

void SessionStatus::showCandidates(const std::vector<Candidate>& candidates) { costLabel_->showCandidates(candidates); }

} // namespace augur::ui
