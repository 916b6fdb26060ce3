#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace augur::ui {

class BinHistogram;

/// Details of the selected candidate: its forecast histogram with the measured bin
/// marked, confidence, expected and measured speedup, the decision and its reason, the
/// surrogate's reasoning, and the parameter differences against the parent.
class ForecastPanel : public QWidget {
    Q_OBJECT
public:
    explicit ForecastPanel(QWidget* parent = nullptr);

    /// Shows `c` (null clears the panel); `parentCandidate` may be null.
    void showCandidate(const Candidate* c, const Candidate* parentCandidate, const ParameterSpace& space);
    /// The candidate shown, or kNoCandidate.
    CandidateId shownId() const { return shown_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    BinHistogram* histogram_;
    QLabel* title_;
    QLabel* confidence_;
    QLabel* expected_;
    QLabel* measured_;
    QLabel* time_; ///< time per run with its spread and samples, and the reference's
    QLabel* decision_;
    QPlainTextEdit* reasoning_;
    QPlainTextEdit* diff_;
    QLabel* confidenceLabel_;
    QLabel* expectedLabel_;
    QLabel* measuredLabel_;
    QLabel* timeLabel_;
    QLabel* decisionLabel_;
    QLabel* reasoningLabel_;
    QLabel* diffLabel_;
    CandidateId shown_ = kNoCandidate;
};

} // namespace augur::ui
