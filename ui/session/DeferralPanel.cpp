#include "ui/session/DeferralPanel.h"

#include "core/bins/Metrics.h"
#include "core/model/MeasuredForecasts.h"
#include "ui/charts/RiskCoverageView.h"

#include <QEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

namespace augur::ui {

DeferralPanel::DeferralPanel(QWidget* parent)
    : MirroredPanel(parent), slider_(new QSlider(Qt::Horizontal, this)), label_(new QLabel(this)),
      help_(new QLabel(this)), curve_(new RiskCoverageView(this)), operating_(new QLabel(this)) {
    slider_->setObjectName(QStringLiteral("thresholdSlider"));
    slider_->setRange(0, 100);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(10);
    label_->setObjectName(QStringLiteral("thresholdLabel"));
    help_->setWordWrap(true);
    operating_->setObjectName(QStringLiteral("operatingPointLabel"));
    operating_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label_);
    layout->addWidget(slider_);
    layout->addWidget(help_);
    layout->addWidget(curve_, 1);
    layout->addWidget(operating_);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        label_->setText(tr("Deferral threshold: %1 (requested)").arg(v / 100.0, 0, 'f', 2));
        updateOperatingPoint();
        Q_EMIT thresholdRequested(v / 100.0);
    });
    showThresholdInForce(0.0);
    retranslate();
    markDirty();
    refreshNow();
}

double DeferralPanel::sliderThreshold() const { return slider_->value() / 100.0; }

int DeferralPanel::measurementsSaved() {
    refreshNow();
    return saved_;
}

void DeferralPanel::showThresholdInForce(double t) {
    inForce_ = t;
    label_->setText(tr("Deferral threshold: %1").arg(t, 0, 'f', 2));
    if (slider_->isSliderDown()) return;
    QSignalBlocker block(slider_);
    slider_->setValue(qRound(t * 100.0));
    updateOperatingPoint();
}

void DeferralPanel::setBudget(int used, int budget) {
    if (used == used_ && budget == budget_) return;
    used_ = used;
    budget_ = budget;
    updateOperatingPoint();
}

void DeferralPanel::setSliderEnabled(bool enabled, const QString& why) {
    slider_->setEnabled(enabled);
    disabledReason_ = enabled ? QString() : why;
    retranslate();
}

void DeferralPanel::refresh() {
    const std::vector<Candidate>& candidates = this->candidates();
    curve_->setCurve(riskCoverageCurve(measuredForecasts(candidates)));
    saved_ = 0;
    for (const Candidate& c : candidates)
        if (c.id != kNoCandidate && c.state == CandidateState::Accepted) ++saved_;
    updateOperatingPoint();
}

void DeferralPanel::updateOperatingPoint() {
    const double t = sliderThreshold();
    curve_->markThreshold(t);
    const RiskCoveragePoint at = RiskCoverageView::pointAt(curve_->curve(), t);
    // Say what the numbers are: candidates accepted on forecast were not measured, which is
    // not the same as GPU measurements saved (the budget caps what could have been measured).
    const QString counts = budget_ > 0 ? tr("Accepted on forecast (not measured): %1. GPU measurements used: %2 of %3.")
                                             .arg(saved_)
                                             .arg(used_)
                                             .arg(budget_)
                                       : tr("Accepted on forecast (not measured): %1.").arg(saved_);
    if (curve_->curve().size() <= 1) {
        operating_->setText(counts);
        return;
    }
    operating_->setText(tr("At %1: coverage %2%, expected risk %3 (over measured forecasts).")
                            .arg(t, 0, 'f', 2)
                            .arg(at.coverage * 100.0, 0, 'f', 1)
                            .arg(at.risk, 0, 'f', 3) +
                        QLatin1Char('\n') + counts);
}

void DeferralPanel::retranslate() {
    slider_->setToolTip(disabledReason_.isEmpty()
                            ? tr("Candidates whose forecast confidence is below the threshold are measured")
                            : disabledReason_);
    help_->setText(disabledReason_.isEmpty()
                       ? tr("Confidence below the threshold: defer to the GPU. At or above: accept the forecast.")
                       : disabledReason_);
    label_->setText(tr("Deferral threshold: %1").arg(inForce_, 0, 'f', 2));
    updateOperatingPoint();
}

void DeferralPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
