#include "ui/session/DeferralPanel.h"

#include "core/bins/Metrics.h"
#include "core/model/MeasuredForecasts.h"
#include "ui/base/DecisionText.h"
#include "ui/charts/RiskCoverageView.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>

namespace augur::ui {

DeferralPanel::DeferralPanel(QWidget* parent)
    : MirroredPanel(parent), slider_(new QSlider(Qt::Horizontal, this)), label_(new QLabel(this)),
      help_(new QLabel(this)), curve_(new RiskCoverageView(this)), operating_(new QLabel(this)) {
    slider_->setObjectName(QStringLiteral("thresholdSlider"));
    slider_->setRange(0, 100);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(10);
    label_->setObjectName(QStringLiteral("thresholdLabel"));
    help_->setObjectName(QStringLiteral("deferralRule"));
    help_->setWordWrap(true);
    operating_->setObjectName(QStringLiteral("operatingPointLabel"));
    operating_->setWordWrap(true);
    // Under the slider, the rule, the curve and the coverages scroll when the dock is short
    // (a 768 px screen): the rule's lines are never cut and the curve keeps a readable height.
    // The coverages come before the curve: on a short dock the numbers stay in view.
    curve_->setMinimumHeight(120);
    auto* body = new QWidget;
    auto* column = new QVBoxLayout(body);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(help_);
    column->addWidget(operating_);
    column->addWidget(curve_, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("deferralScroll"));
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label_);
    layout->addWidget(slider_);
    layout->addWidget(scroll, 1);
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

int DeferralPanel::forecastCount() {
    refreshNow();
    return forecast_;
}

QString DeferralPanel::ruleText() const { return DecisionText::rule(inForce_, bestMeasured_); }

void DeferralPanel::showThresholdInForce(double t) {
    inForce_ = t;
    label_->setText(tr("Deferral threshold: %1").arg(t, 0, 'f', 2));
    showRule();
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
    saved_ = savedOnBudget_ = forecast_ = 0;
    bestMeasured_ = 1.0; // the reference, before any other measurement (core/engine Incumbent.h)
    for (const Candidate& c : candidates) {
        if (c.id == kNoCandidate) continue;
        if (c.forecast) ++forecast_;
        if (c.state == CandidateState::Accepted) {
            ++saved_;
            if (c.decision && c.decision->reason == DecisionReason::Budget) ++savedOnBudget_;
        }
        // As Session::bestMeasured: unconfirmed (suspicious) and excluded speedups never lead.
        if (const auto s = c.measuredSpeedup(); s && c.state != CandidateState::Excluded && !c.measurement->suspicious)
            bestMeasured_ = std::max(bestMeasured_, *s);
    }
    showRule();
    updateOperatingPoint();
}

void DeferralPanel::showRule() {
    help_->setText(disabledReason_.isEmpty() ? ruleText() : disabledReason_ + QStringLiteral("\n\n") + ruleText());
}

void DeferralPanel::updateOperatingPoint() {
    const double t = sliderThreshold();
    curve_->markThreshold(t);
    // Two coverages, named apart: the session's (what was accepted on forecast) and the
    // curve's (measured forecasts only, mostly the low-confidence ones that were deferred).
    QStringList lines;
    if (forecast_ == 0)
        lines << tr("Session coverage: no forecast yet.");
    else if (savedOnBudget_ > 0)
        lines << tr("Session coverage: %1% (%2 of %3 forecast candidates accepted on forecast, %4 of them because "
                    "the budget was used).")
                     .arg(100.0 * saved_ / forecast_, 0, 'f', 1)
                     .arg(saved_)
                     .arg(forecast_)
                     .arg(savedOnBudget_);
    else
        lines << tr("Session coverage: %1% (%2 of %3 forecast candidates accepted on forecast).")
                     .arg(100.0 * saved_ / forecast_, 0, 'f', 1)
                     .arg(saved_)
                     .arg(forecast_);
    const auto& curve = curve_->curve();
    if (curve.size() > 1) {
        const RiskCoveragePoint at = RiskCoverageView::pointAt(curve, t);
        const int scored = curve.back().accepted;
        lines << (at.accepted > 0
                      ? tr("Curve at %1, over the %2 forecasts later measured: coverage %3% (%4 reach the threshold), "
                           "risk %5.")
                            .arg(t, 0, 'f', 2)
                            .arg(scored)
                            .arg(at.coverage * 100.0, 0, 'f', 1)
                            .arg(at.accepted)
                            .arg(at.risk, 0, 'f', 3)
                      : tr("Curve at %1, over the %2 forecasts later measured: coverage 0% (none reaches the "
                           "threshold), no risk to show.")
                            .arg(t, 0, 'f', 2)
                            .arg(scored));
    }
    if (budget_ > 0) lines << tr("GPU measurements used: %1 of %2.").arg(used_).arg(budget_);
    operating_->setText(lines.join(QLatin1Char('\n')));
}

void DeferralPanel::retranslate() {
    slider_->setToolTip(disabledReason_.isEmpty()
                            ? tr("Candidates whose forecast confidence is below the threshold are measured")
                            : disabledReason_);
    operating_->setToolTip(
        tr("Session coverage: the share of this session's forecast candidates accepted on forecast (not "
           "measured), as docs/design.md defines coverage. The curve's coverage is the share of the forecasts later "
           "measured whose confidence reaches the threshold; those are mostly the candidates deferred for low "
           "confidence, so it is lower."));
    showRule();
    label_->setText(tr("Deferral threshold: %1").arg(inForce_, 0, 'f', 2));
    updateOperatingPoint();
}

void DeferralPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
