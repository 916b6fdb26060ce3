#pragma once
#include "core/model/Candidate.h"

#include "ui/session/MirroredPanel.h"

#include <vector>

class QLabel;
class QSlider;

namespace augur::ui {

class RiskCoverageView;

/// The deferral threshold on forecast confidence: a slider over [0, 1] in steps of 0.01.
/// Moving it emits thresholdRequested (the engine coalesces bursts); the label shows the
/// threshold the engine reports as in force. Under the slider, the whole rule the engine
/// decides by at that threshold (DecisionText::rule, with the best measured speedup a
/// confident forecast must not beat). Below it, two coverages named apart: the session's
/// (its forecast candidates accepted on forecast) and the curve's (the measured forecasts
/// whose confidence reaches the threshold), with the GPU measurements used; then the
/// risk–coverage curve of the measured forecasts with the threshold marked.
class DeferralPanel : public MirroredPanel {
    Q_OBJECT
public:
    explicit DeferralPanel(QWidget* parent = nullptr);

    RiskCoverageView* riskCoverageView() const { return curve_; }
    /// The threshold on the slider (requested or in force), in [0, 1].
    double sliderThreshold() const;
    /// Candidates accepted on forecast so far (after any pending update).
    int measurementsSaved();
    /// Candidates with a forecast (abstentions included): the denominator of the session's
    /// coverage, measurementsSaved() / forecastCount() (after any pending update).
    int forecastCount();
    /// The rule as the caption states it (DecisionText::rule at the threshold in force).
    QString ruleText() const;

public Q_SLOTS:
    /// Shows the threshold in force (from the engine's ThresholdChanged); moves the slider
    /// unless the user drags it.
    void showThresholdInForce(double t);
    /// Enables the slider, or disables it with `why` as its tool tip and under the label
    /// (a finished session: a new threshold would re-decide nothing).
    void setSliderEnabled(bool enabled, const QString& why = QString());
    /// GPU measurements used and the session's budget, shown beside the accepted count.
    void setBudget(int used, int budget);

Q_SIGNALS:
    void thresholdRequested(double t);

protected:
    void changeEvent(QEvent* e) override;
    void refresh() override;

private:
    void retranslate();
    void showRule();
    void updateOperatingPoint();

    QSlider* slider_;
    QLabel* label_;
    QLabel* help_;
    RiskCoverageView* curve_;
    QLabel* operating_;
    int saved_ = 0;
    int savedOnBudget_ = 0; ///< of saved_, accepted because the budget was used
    int forecast_ = 0; ///< candidates with a forecast
    double bestMeasured_ = 1.0; ///< the best measured speedup the rule compares with
    double inForce_ = 0.0; ///< threshold last reported by the engine
    QString disabledReason_; ///< why the slider is off, or empty
    int used_ = 0; ///< GPU measurements used
    int budget_ = 0; ///< the session's measurement budget (0: unknown)
};

} // namespace augur::ui
