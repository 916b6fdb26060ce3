#include "ui/session/CalibrationPanel.h"

#include "core/bins/Metrics.h"
#include "core/model/MeasuredForecasts.h"
#include "ui/charts/ReliabilityDiagram.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace augur::ui {

CalibrationPanel::CalibrationPanel(QWidget* parent)
    : MirroredPanel(parent), diagram_(new ReliabilityDiagram(this)), numbers_(new QLabel(this)) {
    numbers_->setObjectName(QStringLiteral("calibrationNumbers"));
    numbers_->setWordWrap(true);
    numbers_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(numbers_);
    layout->addWidget(diagram_, 1);
    markDirty();
    refreshNow();
}

int CalibrationPanel::scoredCount() {
    refreshNow();
    return count_;
}
double CalibrationPanel::meanBrier() {
    refreshNow();
    return brier_;
}
double CalibrationPanel::meanCrps() {
    refreshNow();
    return crps_;
}
double CalibrationPanel::ece() {
    refreshNow();
    return ece_;
}

void CalibrationPanel::refresh() {
    const std::vector<Candidate>& candidates = this->candidates();
    // Priors carry no prediction: scoring them would grade the default, not the surrogate.
    const std::vector<ScoredForecast> scored = measuredForecasts(candidates, /*withPriors=*/false);
    const int priors = static_cast<int>(measuredForecasts(candidates).size() - scored.size());
    int n = 0;
    double brier = 0.0, crps = 0.0;
    for (const ScoredForecast& s : scored) {
        if (s.parseFailure) continue;
        brier += brierScore(s.p, s.trueBin);
        crps += crpsScore(s.p, s.trueBin);
        ++n;
    }
    count_ = n;
    brier_ = n > 0 ? brier / n : 0.0;
    crps_ = n > 0 ? crps / n : 0.0;
    ece_ = n > 0 ? expectedCalibrationError(scored, 10) : 0.0;
    diagram_->setBins(reliabilityDiagram(scored, 10));
    const QString priorNote =
        priors > 0 ? tr("%n measured prior(s) (no prediction yet) left out.", nullptr, priors) : QString();
    if (n == 0) {
        numbers_->setText(
            tr("No measured forecasts yet: the scores appear once forecast candidates have been measured.") +
            (priorNote.isEmpty() ? QString() : QLatin1Char(' ') + priorNote));
        return;
    }
    const int abstentions = static_cast<int>(scored.size()) - n;
    numbers_->setText(tr("Forecasts later measured: %1%2\nBrier (mean): %3   CRPS (mean): %4   ECE: %5")
                          .arg(n)
                          .arg(abstentions > 0 ? tr(" (+%1 abstentions)").arg(abstentions) : QString())
                          .arg(brier_, 0, 'f', 4)
                          .arg(crps_, 0, 'f', 4)
                          .arg(ece_, 0, 'f', 4) +
                      (priorNote.isEmpty() ? QString() : QLatin1Char('\n') + priorNote));
}

void CalibrationPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        markDirty();
        refreshNow();
    }
    QWidget::changeEvent(e);
}

} // namespace augur::ui
