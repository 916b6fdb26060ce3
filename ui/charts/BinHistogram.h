#pragma once
#include "core/bins/BinScheme.h"

#include <QWidget>

#include <optional>

namespace augur::ui {

/// Bar chart of a forecast's 8-bin distribution (gf-v2), painted with QPainter: the
/// predicted bin is darker, the measured bin carries a red marker, bins are labelled
/// with their speedup range; a tooltip gives each bin's name.
class BinHistogram : public QWidget {
    Q_OBJECT
public:
    explicit BinHistogram(QWidget* parent = nullptr);

    /// Shows a distribution; `measuredBin` 1..8 marks the measured bin.
    void setDistribution(const std::optional<BinProbs>& p, int predictedBin, int measuredBin);
    /// The bin marked as predicted (0: none, e.g. a no-information prior).
    int predictedBin() const { return predicted_; }
    /// Where the measured bin's "measured" label is drawn (empty without a measured bin):
    /// as wide as its text, centred on the bin and inside the widget.
    QRectF measuredLabelRect() const;
    QSize sizeHint() const override { return {360, 170}; }
    QSize minimumSizeHint() const override { return {240, 120}; }

protected:
    void paintEvent(QPaintEvent* e) override;
    bool event(QEvent* e) override;

private:
    QRectF barArea() const;
    /// The font of the bin and value labels (a little smaller than the widget's).
    QFont labelFont() const;
    int binAt(const QPoint& pos) const;

    std::optional<BinProbs> p_;
    int predicted_ = 0;
    int measured_ = 0;
};

} // namespace augur::ui
