#pragma once
// Speedup against each parameter's values, as Kernel Tuner's dashboard shows a tuning
// space: one strip per parameter, painted with QPainter from flat vectors.
#include "core/analysis/ParameterPoints.h"

#include <QImage>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace augur::ui {

/// Small multiples, one strip plot per parameter: x = the parameter's values (evenly
/// spaced, in order), y = S on a log2 axis shared by every strip, one point per candidate
/// jittered across its value's band (the jitter is a hash of the id, so a point keeps its
/// place as the session grows). Measured points are solid, forecasts faded; behind them a
/// box per value spans the quartiles of the measured S with a line at the median. The best
/// measured candidate is ringed in orange, the selected one in dark blue, in every strip.
///
/// Points are rasterised once per data or size change into an image (nothing per point at
/// paint time): each 2 × 2 pixel cell of a strip keeps the first point that lands in it,
/// measured points before forecasts, so overlapping points cost nothing and a click finds
/// the candidate drawn under it. 17,956 configurations of 15 parameters draw in a few
/// milliseconds (tests/bench/bench_parameter_view).
class ParameterStripView : public QWidget {
    Q_OBJECT
public:
    explicit ParameterStripView(QWidget* parent = nullptr);

    /// The points to draw (null: none). Their boxes (quartiles per value) are computed here.
    void setPoints(std::shared_ptr<const ParameterPoints> points);
    /// The strips to draw, as parameter indices in order; empty: every parameter, in the
    /// space's order.
    void setStrips(std::vector<std::size_t> parameters);
    /// Eta squared per parameter index, shown in each strip's title (empty: not shown).
    void setEtaSquared(std::vector<double> eta);
    void setSelected(CandidateId id);

    CandidateId selected() const { return selected_; }
    /// The measured point with the largest S, or kNoCandidate.
    CandidateId best() const { return best_; }
    const std::vector<std::size_t>& strips() const { return strips_; }
    /// Where candidate `id` is drawn in the strip of `parameter` (widget coordinates);
    /// std::nullopt when it is not a point, that strip is not shown, or another point took
    /// its pixels.
    std::optional<QPointF> position(CandidateId id, std::size_t parameter);
    /// The candidate drawn nearest to `pos` (within 6 px), or kNoCandidate.
    CandidateId candidateAt(const QPointF& pos);
    /// Points drawn after the overlap culling (for the benchmark and tests).
    int drawnPoints();
    /// Draws the points now if they are stale (what the first paint after a change does).
    void rasterise();

    QSize sizeHint() const override { return {640, 420}; }
    QSize minimumSizeHint() const override { return {200, kCellHeight}; }

    static constexpr int kCellWidth = 170; ///< px: the narrowest a strip is drawn
    static constexpr int kCellHeight = 140; ///< px: the lowest a strip is drawn

Q_SIGNALS:
    /// A point was clicked: select its candidate.
    void candidateSelected(qint64 id);

protected:
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void changeEvent(QEvent* e) override;

private:
    /// Quartiles of the measured log2 S at one value of one parameter.
    struct Box {
        float q1 = 0, median = 0, q3 = 0;
        int count = 0;
    };
    /// One strip on screen.
    struct Cell {
        std::size_t parameter = 0;
        QRect frame; ///< the whole cell
        QRect plot; ///< the plotting area inside it
    };

    void computeBoxes();
    void layoutCells();
    /// One strip's points into `image_` and `grid_`; `rise`: each point's height above the
    /// plot's bottom, px.
    void rasteriseCell(const Cell& cell, const std::vector<double>& rise);
    double yOf(const QRect& plot, double log2S) const;
    double xOf(const Cell& cell, std::size_t point) const;
    double bandWidth(const Cell& cell) const;
    // paintEvent's steps, in drawing order.
    void paintFrame(QPainter& p, const Cell& cell) const;
    void paintBoxes(QPainter& p, const Cell& cell) const;
    void paintMarks(QPainter& p, const Cell& cell) const;

    std::shared_ptr<const ParameterPoints> points_;
    std::vector<std::size_t> strips_; ///< as set (empty: all)
    std::vector<double> eta_;
    std::vector<std::vector<Box>> boxes_; ///< [parameter][value]
    std::vector<double> jitter_; ///< per point, in [-0.5, 0.5): its place across its band
    std::vector<std::uint32_t> order_; ///< drawing order: measured points, then forecasts
    std::vector<Cell> cells_;
    QImage image_; ///< the points, widget-sized, transparent elsewhere
    std::vector<std::int32_t> grid_; ///< per 2 × 2 px cell: the point drawn there, or −1
    int gridWidth_ = 0;
    int drawn_ = 0;
    bool stale_ = true;
    double y0_ = -1, y1_ = 2; ///< log2 S range of the axis
    CandidateId selected_ = kNoCandidate;
    CandidateId best_ = kNoCandidate;
    std::size_t bestPoint_ = 0, selectedPoint_ = 0;
    bool selectedIsPoint_ = false;
};

} // namespace augur::ui
