#include "ui/ProgressPanel.h"

#include "core/session/SearchCurves.h"
#include "ui/BaselineLoader.h"
#include "ui/SearchProgressView.h"

#include <QEvent>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace augur::ui {

ProgressPanel::ProgressPanel(QWidget* parent)
    : QWidget(parent), view_(new SearchProgressView), summary_(new QLabel), timer_(new QTimer(this)),
      baselines_(new BaselineLoader(this)) {
    setObjectName(QStringLiteral("progressPanel"));
    summary_->setObjectName(QStringLiteral("progressSummary"));
    summary_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(view_, 1);
    layout->addWidget(summary_);
    timer_->setSingleShot(true);
    timer_->setInterval(250);
    connect(timer_, &QTimer::timeout, this, &ProgressPanel::refreshNow);
    connect(baselines_, &BaselineLoader::loaded, this, [this] {
        const auto& c = baselines_->curves();
        view_->setBaselines(c.measureAll, c.randomMedian, c.randomLow, c.randomHigh, c.bestInSpace);
        refreshNow();
    });
    retranslate();
}

void ProgressPanel::shareCandidates(const std::vector<augur::Candidate>* candidates) { candidates_ = candidates; }

void ProgressPanel::setSession(const SessionConfig& config) {
    config_ = config;
    view_->setBudget(config.maxMeasurements);
    view_->setBaselines({}, {}, {}, {}, 0.0);
    baselines_->load(config);
    refreshNow();
}

void ProgressPanel::candidatesChanged() {
    if (!timer_->isActive()) timer_->start();
}

void ProgressPanel::refreshNow() {
    timer_->stop();
    if (!candidates_) return;
    const auto& cs = *candidates_;
    int measured = 0;
    for (const auto& c : cs)
        if (c.measurement && c.origin != Origin::Reference) ++measured;
    const int considered = static_cast<int>(cs.size());
    perMeasurement_ = measured > 0 ? double(considered) / measured : 0.0;
    view_->setBudget(std::max(config_.maxMeasurements, measured));
    view_->setSession(bestSoFarCurve(cs, std::max(config_.maxMeasurements, measured)));
    retranslate();
}

void ProgressPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void ProgressPanel::retranslate() {
    QString text = tr("Strategy: %1   Considered per measurement: %2")
                       .arg(QString::fromUtf8(kSearchStrategies.name(config_.strategy).data()))
                       .arg(perMeasurement_, 0, 'f', 1);
    const double best = baselines_->curves().bestInSpace;
    if (best > 0 && candidates_) {
        auto reach = [&](double share) {
            const int m = measurementsToReach(*candidates_, share * best);
            return m < 0 ? tr("not yet") : QString::number(m);
        };
        text += QStringLiteral("\n") +
            tr("Measurements to 90 % of the space's best: %1   to 95 %: %2").arg(reach(0.9), reach(0.95));
    } else if (!baselines_->curves().error.isEmpty()) {
        text += QStringLiteral("\n") + baselines_->curves().error;
    }
    summary_->setText(text);
}

} // namespace augur::ui
