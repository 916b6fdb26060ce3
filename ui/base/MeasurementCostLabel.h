#pragma once
// The status bar's cost of a GPU measurement (core/model/MeasurementThroughput).
#include "core/model/Candidate.h"
#include "core/model/MeasurementThroughput.h"

#include <QLabel>

#include <vector>

namespace augur::ui {

/// Measurements a minute in this session and the median GPU time of one ("Measurements:
/// 131/min, median 412 ms"), the medians of the phases and the rate per GPU in its
/// tool tip. Hidden while no measurement has phase times (none yet, or a dataset that
/// recorded none).
class MeasurementCostLabel : public QLabel {
    Q_OBJECT
public:
    explicit MeasurementCostLabel(QWidget* parent = nullptr);

    /// Summarises the measurements of `candidates` again: on a new tree and when a
    /// measurement arrives (one pass over the candidates).
    void showCandidates(const std::vector<Candidate>& candidates);
    /// The figures shown.
    const MeasurementThroughput& throughput() const { return throughput_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    void render();

    MeasurementThroughput throughput_;
};

} // namespace augur::ui
