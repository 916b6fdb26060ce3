#pragma once
#include "ui/tree/LineageTimelineLayout.h"
#include "ui/tree/StaticTextCache.h"

#include <QFont>
#include <QHash>
#include <QSize>
#include <QString>

#include <algorithm>
#include <functional>
#include <utility>

class QPainter;

namespace augur::ui {

/// Draws a LineageTimelineLayout: lane bands with their titles, the time axis, edges from
/// parents to children (all of them while at most kEdgeLimit nodes are in view, a short
/// stub towards a parent or child out of view; beyond that only the selected candidate's
/// lineage), the nodes batched per colour (far out, the touching
/// marks of a row merged), the selection, and labels where a row leaves room.
class LineageTimelinePainter {
public:
    static constexpr int kHeaderWidth = 118; ///< lane titles, pixels
    static constexpr int kAxisHeight = 20;
    static constexpr double kNodeWidth = 10.0, kNodeHeight = 10.0, kRowHeight = 16.0;
    static constexpr int kEdgeLimit = 1500;
    static constexpr double kStub = 24.0; ///< pixels of an edge drawn towards a node out of view
    static constexpr int kOutlinedMarks = 600; ///< more marks in view are merged per row, without outline

    /// What one frame shows.
    struct Frame {
        double t0 = 0.0; ///< time at the plot's left edge, seconds
        double pps = 1.0; ///< pixels per second
        QSize size;
        CandidateId selected = kNoCandidate;
        std::function<const QString&(CandidateId)> summary; ///< a node's change summary
    };
    /// A label as drawn: "#12 1.23×" (or "#12" alone) and the summary cut to the room left.
    struct Label {
        QString head, summary;
        bool empty() const { return head.isEmpty(); }
    };

    void paint(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame);
    /// The label of node `id` in `room` pixels right of its mark, in `font`.
    Label labelFor(const LineageTimelineLayout& layout, CandidateId id, double room, const QString& summary,
                   const QFont& font);
    /// The font of the labels: the window's, at 11 pixels.
    static QFont labelFont(const QFont& base);
    /// The room right of a node's mark at widget x `x` for its label at `pps`, pixels: up to
    /// the next node of its row, or the right edge `right` of the view.
    static double roomOf(const LineageTimelineLayout::Node& n, double x, double pps, double right) {
        return std::min(n.gap * pps - kNodeWidth - 6.0, right - x - kNodeWidth / 2 - 5.0);
    }

private:
    void paintLanes(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame);
    void paintAxis(QPainter& p, const Frame& frame);
    void paintEdges(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame, int inView);
    void paintNodes(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame);
    void paintLabels(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame);
    std::pair<double, double> timeRange(const Frame& frame) const;

    StaticTextCache texts_; ///< labels (their own font)
    StaticTextCache axisTexts_; ///< tick labels (the widget's font)
    QHash<CandidateId, std::pair<int, QString>> elided_; ///< per node: the room it was cut to, and the cut
};

} // namespace augur::ui
