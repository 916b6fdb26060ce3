#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace augur::ui {

class BinHistogram;
class SessionContext;

/// Details of the selected candidate: its forecast histogram with the measured bin
/// marked; the forecast's three centres, each named for what it is (the most likely bin,
/// the expected S over the bin distribution, the surrogate's point estimate) and its
/// confidence; the measured speedup and time; its state with the decision's reason and the
/// values the deferral rule compared (DecisionText::comparison); the surrogate's
/// reasoning; the parameter differences against the parent.
class ForecastPanel : public QWidget {
    Q_OBJECT
public:
    explicit ForecastPanel(QWidget* parent = nullptr);

    /// Follows `context` from now on: shows its selected candidate, again whenever it
    /// changes and in a new language. `context` must outlive the panel.
    void bind(const SessionContext& context);
    /// Shows `c` (null clears the panel); `parentCandidate` may be null.
    void showCandidate(const Candidate* c, const Candidate* parentCandidate, const ParameterSpace& space);
    /// The candidate shown, or kNoCandidate.
    CandidateId shownId() const { return shown_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    /// Shows the bound context's selected candidate.
    void showSelected();
    /// The state with the decision's reason; for a candidate past its decision (measured,
    /// failed, excluded), the state and the decision that led there.
    static QString decisionText(const Candidate& c);
    void showForecast(const Candidate& c);
    void showMeasurement(const Candidate& c);
    void showDiff(const Candidate& c, const Candidate* parentCandidate, const ParameterSpace& space);

    BinHistogram* histogram_;
    QLabel* title_;
    QLabel* confidence_;
    QLabel* mode_; ///< the most likely bin
    QLabel* expected_; ///< E[S] over the bin distribution
    QLabel* point_; ///< the surrogate's point estimate of S
    QLabel* measured_;
    QLabel* time_; ///< time per run with its spread and samples, and the reference's
    QLabel* decision_; ///< the state with the decision's reason
    QLabel* rule_; ///< the values the deferral rule compared, and its verdict
    QPlainTextEdit* reasoning_;
    QPlainTextEdit* diff_;
    const SessionContext* context_ = nullptr;
    QLabel* confidenceLabel_;
    QLabel* modeLabel_;
    QLabel* expectedLabel_;
    QLabel* pointLabel_;
    QLabel* measuredLabel_;
    QLabel* timeLabel_;
    QLabel* decisionLabel_;
    QLabel* ruleLabel_;
    QLabel* reasoningLabel_;
    QLabel* diffLabel_;
    CandidateId shown_ = kNoCandidate;
};

} // namespace augur::ui
