#include "ui/session/ForecastPanel.h"

#include "ui/base/CoreText.h"
#include "ui/base/DecisionText.h"
#include "ui/charts/BinHistogram.h"
#include "ui/base/DisplayNames.h"
#include "ui/base/SessionContext.h"
#include "ui/kernel/KernelText.h"
#include "ui/base/StateStyle.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>

namespace augur::ui {

namespace {
/// "S in [1.414, 2)", "S < 0.5", "S ≥ 4": the speedups of bin `k` (docs/design.md, Speedup bins).
QString binRange(int k) {
    const QString range = QString::fromStdString(BinScheme::rangeText(k));
    if (k == 1) return QStringLiteral("S ") + range;
    if (k == kBinCount) return QStringLiteral("S ≥ ") + QString::number(BinScheme::lowerEdge(k), 'g', 4);
    return QStringLiteral("S in ") + range;
}
} // namespace

ForecastPanel::ForecastPanel(QWidget* parent)
    : QWidget(parent), histogram_(new BinHistogram(this)), title_(new QLabel(this)), confidence_(new QLabel(this)),
      mode_(new QLabel(this)), expected_(new QLabel(this)), point_(new QLabel(this)), measured_(new QLabel(this)),
      time_(new QLabel(this)), decision_(new QLabel(this)), rule_(new QLabel(this)),
      reasoning_(new QPlainTextEdit(this)), diff_(new QPlainTextEdit(this)), confidenceLabel_(new QLabel(this)),
      modeLabel_(new QLabel(this)), expectedLabel_(new QLabel(this)), pointLabel_(new QLabel(this)),
      measuredLabel_(new QLabel(this)), timeLabel_(new QLabel(this)), decisionLabel_(new QLabel(this)),
      ruleLabel_(new QLabel(this)), reasoningLabel_(new QLabel(this)), diffLabel_(new QLabel(this)) {
    title_->setObjectName(QStringLiteral("forecastTitle"));
    title_->setWordWrap(true);
    title_->setMinimumWidth(60);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    time_->setObjectName(QStringLiteral("forecastTime"));
    measured_->setObjectName(QStringLiteral("forecastMeasured"));
    confidence_->setObjectName(QStringLiteral("forecastConfidence"));
    mode_->setObjectName(QStringLiteral("forecastMode"));
    expected_->setObjectName(QStringLiteral("forecastExpected"));
    point_->setObjectName(QStringLiteral("forecastPoint"));
    decision_->setObjectName(QStringLiteral("forecastDecision"));
    rule_->setObjectName(QStringLiteral("forecastRule"));
    for (QLabel* l : {confidence_, mode_, expected_, point_, measured_, time_, decision_, rule_}) {
        l->setWordWrap(true);
        l->setMinimumWidth(60); // long texts wrap rather than widen the dock
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    reasoning_->setReadOnly(true);
    diff_->setReadOnly(true);
    reasoning_->setMaximumHeight(90);
    diff_->setMaximumHeight(80);
    auto* form = new QFormLayout;
    form->addRow(confidenceLabel_, confidence_);
    form->addRow(modeLabel_, mode_);
    form->addRow(expectedLabel_, expected_);
    form->addRow(pointLabel_, point_);
    form->addRow(measuredLabel_, measured_);
    form->addRow(timeLabel_, time_);
    form->addRow(decisionLabel_, decision_);
    form->addRow(ruleLabel_, rule_);
    // Everything under the title scrolls when the dock is short (a 768 px screen): wrapped
    // lines are never cut off; a taller dock gives its room to the histogram.
    auto* body = new QWidget;
    auto* column = new QVBoxLayout(body);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(histogram_, 1);
    column->addLayout(form);
    column->addWidget(reasoningLabel_);
    column->addWidget(reasoning_);
    column->addWidget(diffLabel_);
    column->addWidget(diff_);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("forecastScroll"));
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(scroll, 1);
    retranslate();
    showCandidate(nullptr, nullptr, {});
}

void ForecastPanel::retranslate() {
    reasoning_->setPlaceholderText(tr("The surrogate's reasoning appears here."));
    diff_->setPlaceholderText(tr("Parameters changed against the parent."));
    confidenceLabel_->setText(tr("Confidence:"));
    modeLabel_->setText(tr("Most likely bin:"));
    modeLabel_->setToolTip(tr("The mode of the bin distribution: the bin with the highest probability"));
    expectedLabel_->setText(tr("Expected S:"));
    expectedLabel_->setToolTip(
        tr("The mean of the bin distribution: Σ p_k · m_k over the 8 bins, m_k the bin's geometric midpoint. The "
           "deferral rule does not use it."));
    pointLabel_->setText(tr("Point estimate:"));
    pointLabel_->setToolTip(tr("The surrogate's own estimate of S, finer than the bins (a regression on log2 S); "
                               "the spread is its ensemble's, as a factor"));
    measuredLabel_->setText(tr("Measured S:"));
    timeLabel_->setText(tr("Time per run:"));
    decisionLabel_->setText(tr("Decision:"));
    ruleLabel_->setText(tr("Rule used:"));
    ruleLabel_->setToolTip(tr("The values the deferral rule compared for this candidate (the Deferral dock states "
                              "the whole rule)"));
    reasoningLabel_->setText(tr("Reasoning:"));
    diffLabel_->setText(tr("Differences from parent:"));
    if (shown_ == kNoCandidate) showCandidate(nullptr, nullptr, {});
}

void ForecastPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        retranslate();
        // The candidate's texts are made in the language of the moment: made again. An
        // unbound panel's owner shows the candidate again (showCandidate).
        if (context_) showSelected();
    }
    QWidget::changeEvent(e);
}

void ForecastPanel::bind(const SessionContext& context) {
    context_ = &context;
    context.followSelection(this, [this] { showSelected(); });
    showSelected();
}

void ForecastPanel::showSelected() {
    const Candidate* c = context_->hasSession() ? context_->candidate(context_->selected()) : nullptr;
    if (!c) return showCandidate(nullptr, nullptr, {});
    showCandidate(c, context_->candidate(c->parent), context_->problem().space);
}

void ForecastPanel::showCandidate(const Candidate* c, const Candidate* parentCandidate, const ParameterSpace& space) {
    if (!c) {
        shown_ = kNoCandidate;
        title_->setText(tr("Select a candidate in the table or the tree."));
        histogram_->setDistribution(std::nullopt, 0, 0);
        for (QLabel* l : {confidence_, mode_, expected_, point_, measured_, time_, decision_, rule_})
            l->setText(QStringLiteral("—"));
        reasoning_->clear();
        diff_->clear();
        return;
    }
    shown_ = c->id;
    const QString config = c->configuration.empty() ? QString() : QString::fromStdString(space.key(c->configuration));
    // Spaces after the commas let a long configuration key wrap instead of widening the dock.
    title_->setText(
        tr("<b>#%1</b> (%2) %3")
            .arg(c->id)
            .arg(StateStyle::name(*c), config.toHtmlEscaped().replace(QLatin1Char(','), QStringLiteral(", "))));
    showForecast(*c);
    showMeasurement(*c);
    decision_->setText(decisionText(*c));
    rule_->setText(DecisionText::comparison(*c));
    reasoning_->setPlainText(c->forecast ? CoreText::forecastReasoning(*c->forecast) : QString());
    showDiff(*c, parentCandidate, space);
}

QString ForecastPanel::decisionText(const Candidate& c) {
    if (!c.decision) return tr("undecided");
    const StateStyle::Shown s = StateStyle::shown(c);
    if (s == StateStyle::Shown::Accepted || s == StateStyle::Shown::Deferred || s == StateStyle::Shown::Queued)
        return StateStyle::withReason(c);
    // Measured, failed, excluded, measuring: the decision that led there stays in view.
    return tr("%1 (decision: %2, %3)")
        .arg(StateStyle::name(c), DisplayNames::decision(c.decision->kind), DisplayNames::reasonInContext(*c.decision));
}

void ForecastPanel::showForecast(const Candidate& c) {
    const bool hasForecast = c.forecast && !c.forecast->parseFailure;
    const bool prior = hasForecast && c.forecast->prior;
    const int measuredBin = c.measurement && c.measurement->ok() ? c.measurement->bin() : 0;
    // A prior's tallest bar is not a prediction: no bin is marked as predicted.
    histogram_->setDistribution(hasForecast ? std::optional<BinProbs>(c.forecast->p) : std::nullopt,
                                hasForecast && !prior ? c.forecast->predictedBin : 0, measuredBin);
    if (!hasForecast) {
        confidence_->setText(c.forecast                                ? tr("no usable forecast")
                                 : c.state == CandidateState::Proposed ? tr("being forecast (an LLM forecast: the LLM "
                                                                            "dock shows its reasoning as it arrives)")
                                                                       : tr("not forecast"));
        for (QLabel* l : {mode_, expected_, point_}) l->setText(QStringLiteral("—"));
        return;
    }
    const Forecast& f = *c.forecast;
    if (prior) {
        // The rule still compares a prior's confidence (low: deferred); say it.
        confidence_->setText(tr("%1 (%2); no prediction yet: a wide prior (the surrogate had %n measurement(s) to "
                                "learn from)",
                                nullptr, f.trainingSize)
                                 .arg(f.confidence, 0, 'f', 2)
                                 .arg(DisplayNames::confidenceKind(f.confidenceKind)));
        mode_->setText(tr("none: a prior has no prediction"));
        expected_->setText(tr("%1× (the prior's mean, not a prediction)").arg(f.expectedSpeedup, 0, 'f', 3));
    } else {
        // Say what the confidence is: with MaxProb it is the most likely bin's probability.
        confidence_->setText(
            f.confidenceKind == ConfidenceKind::MaxProb
                ? tr("%1 (%2, the most likely bin's probability)")
                      .arg(f.confidence, 0, 'f', 2)
                      .arg(DisplayNames::confidenceKind(f.confidenceKind))
                : tr("%1 (%2)").arg(f.confidence, 0, 'f', 2).arg(DisplayNames::confidenceKind(f.confidenceKind)));
        mode_->setText(tr("bin %1, %2: %3, p = %4")
                           .arg(f.predictedBin)
                           .arg(tr(BinScheme::label(f.predictedBin)), binRange(f.predictedBin))
                           .arg(f.p[std::size_t(f.predictedBin - 1)], 0, 'f', 2));
        expected_->setText(tr("%1× (mean over the bins)").arg(f.expectedSpeedup, 0, 'f', 3));
    }
    if (f.pointSpeedup && *f.pointSpeedup > 0.0)
        point_->setText(f.pointSpread ? tr("%1× (regression, spread ×/÷ %2)")
                                            .arg(*f.pointSpeedup, 0, 'f', 3)
                                            .arg(std::exp2(*f.pointSpread), 0, 'f', 2)
                                      : tr("%1× (regression)").arg(*f.pointSpeedup, 0, 'f', 3));
    else
        point_->setText(tr("none: bin probabilities only"));
}

void ForecastPanel::showMeasurement(const Candidate& c) {
    const Measurement* m = c.measurement ? &*c.measurement : nullptr;
    const int bin = m && m->ok() ? m->bin() : 0;
    if (!m)
        measured_->setText(tr("not measured"));
    else if (!m->ok())
        measured_->setText(
            tr("failed: %1 %2").arg(DisplayNames::measurementStatus(m->status), CoreText::translate(m->failureReason)));
    else if (m->speedupHigh > m->speedupLow)
        // The interval is the backend's confidence interval of S (docs/measurement.md).
        measured_->setText(tr("%1× [%2, %3] (bin %4: %5)")
                               .arg(m->speedup, 0, 'f', 3)
                               .arg(m->speedupLow, 0, 'f', 3)
                               .arg(m->speedupHigh, 0, 'f', 3)
                               .arg(bin)
                               .arg(tr(BinScheme::label(bin))));
    else
        measured_->setText(tr("%1× (bin %2: %3)").arg(m->speedup, 0, 'f', 3).arg(bin).arg(tr(BinScheme::label(bin))));
    if (!m || !m->ok() || !(m->candidateMs > 0))
        time_->setText(QStringLiteral("—"));
    else if (m->samples > 0)
        time_->setText(tr("%1 (IQR %2, %3 samples); reference %4")
                           .arg(KernelText::duration(m->candidateMs), KernelText::duration(m->candidateIqrMs))
                           .arg(m->samples)
                           .arg(KernelText::duration(m->referenceMs)));
    else // a replayed dataset records the time, not its samples
        time_->setText(tr("%1; reference %2 (as the dataset recorded them)")
                           .arg(KernelText::duration(m->candidateMs), KernelText::duration(m->referenceMs)));
}

void ForecastPanel::showDiff(const Candidate& c, const Candidate* parentCandidate, const ParameterSpace& space) {
    QStringList lines;
    if (parentCandidate && !space.empty())
        for (const auto& d : space.differences(parentCandidate->configuration, c.configuration))
            lines << QString::fromStdString(d);
    if (!parentCandidate)
        diff_->setPlainText(tr("(root: no parent)"));
    else if (lines.isEmpty())
        // No parameter to compare (a child of the reference's own kernel, or a free-form
        // candidate): the source diff says what changed.
        diff_->setPlainText(tr("against #%1: no parameter change to list; the Kernel dock's Diff tab shows the "
                               "source change")
                                .arg(parentCandidate->id));
    else
        diff_->setPlainText(tr("against #%1:\n").arg(parentCandidate->id) + lines.join(QLatin1Char('\n')));
}

} // namespace augur::ui
