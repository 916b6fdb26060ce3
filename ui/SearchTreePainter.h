#pragma once
#include "ui/SearchTreeLayout.h"

#include <QImage>
#include <QLineF>
#include <QSize>
#include <QString>
#include <QVector>

class QPainter;

namespace augur::ui {

/// Draws a SearchTreeLayout as seen through a viewport, only what is in view, with less
/// detail the further out it is: rounded boxes with labels; plain boxes batched per
/// colour; and, when a node is a pixel or two wide, edges and nodes written straight into
/// an image — one line per distinct (parent, child) pixel column pair and one box per
/// pixel column of a layer, in the colour of its most telling state (measured over
/// accepted). Discovery-moment edges are drawn over the nodes, the selected node outlined.
class SearchTreePainter {
public:
    /// Widget pixels per scene unit on each axis, the scene point at the top-left corner,
    /// and the size of the area painted.
    struct Viewport {
        double sx = 1.0, sy = 1.0;
        double left = 0.0, top = 0.0;
        QSize size;
    };

    /// Paints `layout`; edges with S_child / S_parent ≥ `delta` are discovery moments.
    void paint(QPainter& p, const SearchTreeLayout& layout, const Viewport& view, double delta, CandidateId selected);
    /// The text in a node's box: "1.23×" measured, "≈1.23×" forecast, "✗" failed, "ref";
    /// under an energy or product objective a measured node shows that gain, "E1.70×" or
    /// "P1.84×" (falling back to S when the measurement has no energy).
    static QString label(const SearchTreeLayout::Node& n);

private:
    struct Edges;
    QPointF toWidget(double x, double y) const { return {(x - view_.left) * view_.sx, (y - view_.top) * view_.sy}; }
    void collectEdges(int firstLayer, int lastLayer, double x0, double x1, Edges& out) const;
    void paintNodes(QPainter& p, int firstLayer, int lastLayer, double x0, double x1);
    void paintOverview(int firstLayer, int lastLayer, double x0, double x1, QVector<QLineF>& discovery);

    const SearchTreeLayout* layout_ = nullptr;
    Viewport view_;
    double delta_ = 1.5;
    QImage pixels_; ///< reused canvas for edges and tiny nodes when zoomed out
};

} // namespace augur::ui
