#pragma once
#include "core/Candidate.h"

#include <QWidget>

#include <vector>

class QLabel;

namespace augur::ui {

class CandidateMirror;

class ReliabilityDiagram;

/// Calibration of the forecasts that were later measured successfully: running mean Brier
/// and CRPS, ECE, and a 10-bin reliability diagram (core/Metrics.h). Updates from the
/// controller's candidate events are applied at most every 200 ms.
class CalibrationPanel : public QWidget {
    Q_OBJECT
public:
    explicit CalibrationPanel(QWidget* parent = nullptr);

    /// Scored forecasts (measured, non-abstaining) behind the numbers.
    int scoredCount();
    double meanBrier();
    double meanCrps();
    double ece();
    ReliabilityDiagram* diagram() const { return diagram_; }

public Q_SLOTS:
    void resetCandidates(const std::vector<augur::Candidate>& all);
    void updateCandidates(const std::vector<augur::Candidate>& changed);
    /// Reads the candidates from `candidates` (index == id, kept current by the caller
    /// before it calls reset/updateCandidates) instead of keeping a copy.
    void shareCandidates(const std::vector<augur::Candidate>* candidates);
    /// Applies a pending update now.
    void refreshNow();

protected:
    void changeEvent(QEvent* e) override;

private:
    ReliabilityDiagram* diagram_;
    QLabel* numbers_;
    CandidateMirror* mirror_;
    int count_ = 0;
    double brier_ = 0.0, crps_ = 0.0, ece_ = 0.0;
};

} // namespace augur::ui
