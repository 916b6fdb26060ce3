#pragma once
#include "core/model/Candidate.h"

#include "ui/session/MirroredPanel.h"

#include <vector>

class QLabel;

namespace augur::ui {

class ReliabilityDiagram;

/// Calibration of the forecasts that were later measured successfully: running mean Brier
/// and CRPS, ECE, and a 10-bin reliability diagram (core/bins/Metrics.h). Updates from the
/// controller's candidate events are applied at most every 200 ms.
class CalibrationPanel : public MirroredPanel {
    Q_OBJECT
public:
    explicit CalibrationPanel(QWidget* parent = nullptr);

    /// Scored forecasts (measured, non-abstaining) behind the numbers.
    int scoredCount();
    double meanBrier();
    double meanCrps();
    double ece();
    ReliabilityDiagram* diagram() const { return diagram_; }

protected:
    void changeEvent(QEvent* e) override;
    void refresh() override;

private:
    ReliabilityDiagram* diagram_;
    QLabel* numbers_;
    int count_ = 0;
    double brier_ = 0.0, crps_ = 0.0, ece_ = 0.0;
};

} // namespace augur::ui
