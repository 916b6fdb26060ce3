#pragma once
#include "ui/tree/SearchTreeLayout.h"

#include <QFont>
#include <QImage>
#include <QLineF>
#include <QSize>
#include <QString>
#include <QVector>

#include <vector>

class QFontMetricsF;
class QPainter;

namespace augur::ui {

/// Draws a SearchTreeLayout as seen through a viewport, only what is in view, with less
/// detail the further out it is: boxes with their label wherever the box on screen holds
/// the text (measured at the current zoom, so labels never overlap); plain boxes batched
/// per colour; and, when a node is a pixel or two wide, edges and nodes written straight
/// into an image — one line per distinct (parent, child) pixel column pair and one mark per
/// pixel column of a layer, in the colour of its most telling state (measured over
/// accepted). Edges get lighter as they get denser, so a large tree reads as coloured
/// layers rather than a grey mass. Over the nodes: discovery-moment edges, the path from
/// the reference to the best measured candidate, search matches, the selection, and a
/// "+N" badge on collapsed nodes.
class SearchTreePainter {
public:
    /// Widget pixels per scene unit on each axis, the scene point at the top-left corner,
    /// and the size of the area painted.
    struct Viewport {
        double sx = 1.0, sy = 1.0;
        double left = 0.0, top = 0.0;
        QSize size;
    };
    /// What is drawn over the tree.
    struct Highlights {
        CandidateId selected = kNoCandidate;
        std::vector<CandidateId> bestPath; ///< root first, the best measured candidate last
        const std::vector<CandidateId>* matches = nullptr; ///< search matches, any order
        CandidateId currentMatch = kNoCandidate;
    };

    /// Paints `layout`; edges with S_child / S_parent ≥ `delta` are discovery moments.
    void paint(QPainter& p, const SearchTreeLayout& layout, const Viewport& view, double delta,
               const Highlights& marks);
    /// The text in a node's box: "1.23×" measured, "≈1.23×" forecast, "✗" failed, "ref";
    /// under an energy or product objective a measured node shows that gain, "E1.70×" or
    /// "P1.84×" (falling back to S when the measurement has no energy).
    static QString label(const SearchTreeLayout::Node& n);
    /// The font of the labels in boxes of w × h pixels (its size follows the box height).
    static QFont labelFont(const QFont& base, double h);
    /// Whether a label fits a box of w × h pixels with that font's metrics.
    static bool labelFits(const QFontMetricsF& metrics, const QString& text, double w, double h);
    /// Colour of the path to the best measured candidate.
    static QColor bestPathColor();

private:
    struct Edges;
    QPointF toWidget(double x, double y) const { return {(x - view_.left) * view_.sx, (y - view_.top) * view_.sy}; }
    void collectEdges(int firstLayer, int lastLayer, double x0, double x1, Edges& out) const;
    void paintNodes(QPainter& p, int firstLayer, int lastLayer, double x0, double x1);
    void paintOverview(int firstLayer, int lastLayer, double x0, double x1, QVector<QLineF>& discovery);
    void paintHighlights(QPainter& p, const Highlights& marks);
    QRectF boxOf(const SearchTreeLayout::Node& n, double minW, double minH) const;

    const SearchTreeLayout* layout_ = nullptr;
    Viewport view_;
    double delta_ = 1.5;
    QImage pixels_; ///< reused canvas for edges and tiny nodes when zoomed out
};

} // namespace augur::ui
