#include "ui/session/ForecastPanel.h"

#include "ui/charts/BinHistogram.h"
#include "ui/base/DisplayNames.h"
#include "ui/kernel/KernelText.h"
#include "ui/base/StateStyle.h"

#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace augur::ui {

ForecastPanel::ForecastPanel(QWidget* parent)
    : QWidget(parent), histogram_(new BinHistogram(this)), title_(new QLabel(this)), confidence_(new QLabel(this)),
      expected_(new QLabel(this)), measured_(new QLabel(this)), time_(new QLabel(this)), decision_(new QLabel(this)),
      reasoning_(new QPlainTextEdit(this)), diff_(new QPlainTextEdit(this)), confidenceLabel_(new QLabel(this)),
      expectedLabel_(new QLabel(this)), measuredLabel_(new QLabel(this)), timeLabel_(new QLabel(this)),
      decisionLabel_(new QLabel(this)), reasoningLabel_(new QLabel(this)), diffLabel_(new QLabel(this)) {
    title_->setWordWrap(true);
    title_->setMinimumWidth(60);
    title_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    time_->setObjectName(QStringLiteral("forecastTime"));
    measured_->setObjectName(QStringLiteral("forecastMeasured"));
    for (QLabel* l : {confidence_, expected_, measured_, time_, decision_}) {
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
    form->addRow(expectedLabel_, expected_);
    form->addRow(measuredLabel_, measured_);
    form->addRow(timeLabel_, time_);
    form->addRow(decisionLabel_, decision_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addWidget(histogram_, 1);
    layout->addLayout(form);
    layout->addWidget(reasoningLabel_);
    layout->addWidget(reasoning_);
    layout->addWidget(diffLabel_);
    layout->addWidget(diff_);
    retranslate();
    showCandidate(nullptr, nullptr, {});
}

void ForecastPanel::retranslate() {
    reasoning_->setPlaceholderText(tr("The surrogate's reasoning appears here."));
    diff_->setPlaceholderText(tr("Parameters changed against the parent."));
    confidenceLabel_->setText(tr("Confidence:"));
    expectedLabel_->setText(tr("Expected S:"));
    measuredLabel_->setText(tr("Measured S:"));
    timeLabel_->setText(tr("Time per run:"));
    decisionLabel_->setText(tr("Decision:"));
    reasoningLabel_->setText(tr("Reasoning:"));
    diffLabel_->setText(tr("Differences from parent:"));
    if (shown_ == kNoCandidate) showCandidate(nullptr, nullptr, {});
}

void ForecastPanel::changeEvent(QEvent* e) {
    // The owner shows the candidate again (showCandidate) to translate its texts.
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void ForecastPanel::showCandidate(const Candidate* c, const Candidate* parentCandidate, const ParameterSpace& space) {
    if (!c) {
        shown_ = kNoCandidate;
        title_->setText(tr("Select a candidate in the table or the tree."));
        histogram_->setDistribution(std::nullopt, 0, 0);
        for (QLabel* l : {confidence_, expected_, measured_, time_, decision_}) l->setText(QStringLiteral("—"));
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
            .arg(StateStyle::name(c->state), config.toHtmlEscaped().replace(QLatin1Char(','), QStringLiteral(", "))));
    const bool hasForecast = c->forecast && !c->forecast->parseFailure;
    const bool prior = hasForecast && c->forecast->prior;
    const int measuredBin = c->measurement && c->measurement->ok() ? c->measurement->bin() : 0;
    // A prior's tallest bar is not a prediction: no bin is marked as predicted.
    histogram_->setDistribution(hasForecast ? std::optional<BinProbs>(c->forecast->p) : std::nullopt,
                                hasForecast && !prior ? c->forecast->predictedBin : 0, measuredBin);
    if (prior) {
        confidence_->setText(tr("no prediction yet: a wide prior (the surrogate had %n measurement(s) to learn from)",
                                nullptr, c->forecast->trainingSize));
        expected_->setText(tr("%1× (the prior's mean, not a prediction)").arg(c->forecast->expectedSpeedup, 0, 'f', 3));
    } else if (hasForecast) {
        confidence_->setText(tr("%1 (%2), predicted bin %3: %4")
                                 .arg(c->forecast->confidence, 0, 'f', 2)
                                 .arg(DisplayNames::confidenceKind(c->forecast->confidenceKind))
                                 .arg(c->forecast->predictedBin)
                                 .arg(tr(BinScheme::label(c->forecast->predictedBin))));
        expected_->setText(tr("%1×").arg(c->forecast->expectedSpeedup, 0, 'f', 3));
    } else {
        confidence_->setText(c->forecast                                ? tr("no usable forecast")
                                 : c->state == CandidateState::Proposed ? tr("being forecast (an LLM forecast: the LLM "
                                                                             "dock shows its reasoning as it arrives)")
                                                                        : tr("not forecast"));
        expected_->setText(QStringLiteral("—"));
    }
    if (!c->measurement)
        measured_->setText(tr("not measured"));
    else if (!c->measurement->ok())
        measured_->setText(tr("failed: %1 %2")
                               .arg(DisplayNames::measurementStatus(c->measurement->status),
                                    QString::fromStdString(c->measurement->failureReason)));
    else if (c->measurement->speedupHigh > c->measurement->speedupLow)
        // The interval is the backend's confidence interval of S (docs/measurement.md).
        measured_->setText(tr("%1× [%2, %3] (bin %4: %5)")
                               .arg(c->measurement->speedup, 0, 'f', 3)
                               .arg(c->measurement->speedupLow, 0, 'f', 3)
                               .arg(c->measurement->speedupHigh, 0, 'f', 3)
                               .arg(measuredBin)
                               .arg(tr(BinScheme::label(measuredBin))));
    else
        measured_->setText(tr("%1× (bin %2: %3)")
                               .arg(c->measurement->speedup, 0, 'f', 3)
                               .arg(measuredBin)
                               .arg(tr(BinScheme::label(measuredBin))));
    const Measurement* m = c->measurement ? &*c->measurement : nullptr;
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
    if (c->decision)
        decision_->setText(
            tr("%1, reason: %2 (threshold %3)")
                .arg(DisplayNames::decision(c->decision->kind), DisplayNames::reason(c->decision->reason))
                .arg(c->decision->threshold, 0, 'f', 2));
    else
        decision_->setText(tr("undecided"));
    reasoning_->setPlainText(c->forecast ? QString::fromStdString(c->forecast->reasoning) : QString());
    QStringList lines;
    if (parentCandidate && !space.empty())
        for (const auto& d : space.differences(parentCandidate->configuration, c->configuration))
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
