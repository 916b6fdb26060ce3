#pragma once
#include "core/bins/Metrics.h"

#include <QWidget>

#include <vector>

namespace augur::ui {

/// Reliability diagram painted with QPainter: one bar per confidence bin at its accuracy,
/// the diagonal of perfect calibration, and each bin's forecast count above its bar.
class ReliabilityDiagram : public QWidget {
    Q_OBJECT
public:
    /// An axis tick value as drawn: 0, 0.25, 0.5, 0.75, 1 (no rounding to one decimal).
    static QString tickLabel(double v);
    explicit ReliabilityDiagram(QWidget* parent = nullptr);

    void setBins(std::vector<ReliabilityBin> bins);
    const std::vector<ReliabilityBin>& bins() const { return bins_; }

    QSize sizeHint() const override { return {320, 220}; }
    QSize minimumSizeHint() const override { return {200, 140}; }

protected:
    void changeEvent(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;

private:
    void retranslate();
    std::vector<ReliabilityBin> bins_;
};

} // namespace augur::ui
