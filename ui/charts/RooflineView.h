#pragma once
#include "core/diagnosis/RooflineData.h"

#include <QWidget>

#include <optional>
#include <vector>

class QPainter;

namespace augur::ui {

/// Roofline plot painted with QPainter on log-log axes: x = arithmetic intensity
/// (FLOP/byte), y = achieved GFLOP/s. The DRAM roof (y = DRAM GB/s × x) meets the FP32
/// roof and, when known, the dense FP16 tensor roof (dashed). Each point is a measured
/// candidate; the reference, the best measured candidate and the selected one are drawn
/// larger, in their own colours. Clicking near a point (8 px) emits candidateSelected.
/// Points are drawn without antialiasing and hit-tested linearly, which keeps 10,000
/// points well within a frame.
class RooflineView : public QWidget {
    Q_OBJECT
public:
    explicit RooflineView(QWidget* parent = nullptr);

    void setPoints(std::vector<RooflinePoint> points);
    void setPeaks(std::optional<DevicePeaks> peaks);
    void setSelected(CandidateId id);

    const std::vector<RooflinePoint>& points() const { return points_; }
    const std::optional<DevicePeaks>& peaks() const { return peaks_; }
    CandidateId selected() const { return selected_; }
    /// The measured candidate with the largest speedup among the points, or kNoCandidate.
    CandidateId best() const { return best_; }
    /// Where point `id` is drawn (widget coordinates), if it is a point.
    std::optional<QPointF> position(CandidateId id) const;
    /// The point nearest to `pos` within 8 px, or kNoCandidate.
    CandidateId candidateAt(const QPointF& pos) const;

    QSize sizeHint() const override { return {420, 320}; }
    QSize minimumSizeHint() const override { return {240, 180}; }

Q_SIGNALS:
    void candidateSelected(qint64 id);

protected:
    void paintEvent(QPaintEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    struct Axes {
        QRectF plot;
        double x0 = -1, x1 = 3, y0 = 0, y1 = 6; ///< log10 ranges
        QPointF map(double intensity, double gflops) const;
    };
    void updateRanges();
    Axes axes() const;
    // paintEvent's steps, in drawing order.
    /// Decade grid lines, their labels and the axis titles.
    void paintGrid(QPainter& p, const Axes& a) const;
    /// The DRAM slope and the FP32 and tensor roofs of the peaks, labelled.
    void paintRoofs(QPainter& p, const Axes& a) const;
    /// Every point as a square, then the reference, the best and the selection on top.
    void paintPoints(QPainter& p, const Axes& a) const;
    /// One row under the axis title naming the marks.
    void paintLegend(QPainter& p, const QRectF& plot) const;

    std::vector<RooflinePoint> points_;
    std::optional<DevicePeaks> peaks_;
    CandidateId selected_ = kNoCandidate;
    CandidateId best_ = kNoCandidate;
    double x0_ = -1, x1_ = 3, y0_ = 0, y1_ = 6;
};

} // namespace augur::ui
