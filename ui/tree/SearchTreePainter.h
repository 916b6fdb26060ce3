#pragma once
#include "ui/tree/SearchTreeLayout.h"
#include "ui/tree/StaticTextCache.h"

#include <QFont>
#include <QImage>
#include <QLineF>
#include <QSize>
#include <QString>
#include <QVector>

#include <cstdint>
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
/// "+N" badge on collapsed nodes (at any zoom, as large as the window's text).
///
/// Labels follow one rule for every node, measured, forecast or failed: the zoom chooses
/// the form (labelStyle) from the widest label the session can have, so a forecast is
/// labelled wherever a measured node is, and the labels are drawn without measuring each.
class SearchTreePainter {
public:
    /// What a node's label holds at a zoom: nothing, the speedup ("1.23×"), the id and the
    /// speedup on one line ("#12 1.23×"), or on two ("#12" over "1.23×").
    enum class LabelForm : std::uint8_t { None, Value, OneLine, TwoLines };
    /// The label form and its font at a zoom.
    struct LabelStyle {
        LabelForm form = LabelForm::None;
        QFont font;
    };
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
    /// The value in a node's label: "1.23×" measured, "~1.2×" forecast (one decimal, marked
    /// as a forecast), "✗" failed, "ref"; under an energy or product objective a measured
    /// node shows that gain, "E1.70×" or "P1.84×" (falling back to S without energy).
    static QString label(const SearchTreeLayout::Node& n);
    /// The same for a label kind and value (SearchTreeLayout::labelFor).
    static QString label(SearchTreeLayout::Label kind, float value);
    /// The whole label of node `id` in `form`: "1.23×", "#12 1.23×" or "#12\n1.23×".
    static QString labelText(const SearchTreeLayout::Node& n, CandidateId id, LabelForm form);
    /// A template node's note: "T <valid configurations> ▲<best S under it>".
    static QString templateText(const SearchTreeLayout::Node& n);
    /// The label form for boxes of w × h pixels in a session whose ids go up to `maxId` and
    /// whose widest value is `widestValue` (widestValue()): the form that shows the id in the
    /// largest font (at least 8 px), else the value alone (at least 7 px), else none. The
    /// font follows the box height (at most 14 px) and shrinks to the width the widest label
    /// of its form needs ("#<maxId> 88.88×").
    static LabelStyle labelStyle(const QFont& base, double w, double h, CandidateId maxId, const QString& widestValue);
    /// The widest value a label of `layout` can show, as a template: "88.88×", with as many
    /// digits as its largest value and "E" or "P" under an energy or product objective.
    static QString widestValue(const SearchTreeLayout& layout);
    /// labelStyle() for `layout`, remembered until the zoom, the font or the session's ids
    /// or values change (it measures texts).
    const LabelStyle& styleFor(const QFont& base, double w, double h, const SearchTreeLayout& layout);
    /// The font of the "+N" badges: the window's text size, at least 12 px, bold.
    static QFont badgeFont(const QFont& base);
    /// The "+N" badge of a collapsed node whose box is `box` (widget pixels): centred on the
    /// box's top-right corner, at least 16 pixels high and as wide as its text needs.
    static QRectF badgeRect(const QRectF& box, const QFontMetricsF& metrics, int hidden);
    /// Colour of the path to the best measured candidate.
    static QColor bestPathColor();

private:
    struct Edges;
    QPointF toWidget(double x, double y) const { return {(x - view_.left) * view_.sx, (y - view_.top) * view_.sy}; }
    void collectEdges(int firstLayer, int lastLayer, double x0, double x1, Edges& out) const;
    void paintNodes(QPainter& p, int firstLayer, int lastLayer, double x0, double x1);
    void paintOverview(int firstLayer, int lastLayer, double x0, double x1, QVector<QLineF>& discovery);
    void paintLabels(QPainter& p, const LabelStyle& style, int firstLayer, int lastLayer, double x0, double x1);
    void paintHighlights(QPainter& p, const Highlights& marks);
    void paintBadges(QPainter& p);
    void paintTemplates(QPainter& p, int firstLayer, int lastLayer, double x0, double x1);
    QRectF boxOf(const SearchTreeLayout::Node& n, double minW, double minH) const;

    const SearchTreeLayout* layout_ = nullptr;
    Viewport view_;
    double delta_ = 1.5;
    QImage pixels_; ///< reused canvas for edges and tiny nodes when zoomed out
    StaticTextCache texts_; ///< labels, laid out once (a cache per font)
    StaticTextCache badgeTexts_;
    /// The last labelStyle() and what it was computed for (it changes only with the zoom).
    LabelStyle style_;
    double styleW_ = -1.0, styleH_ = -1.0;
    CandidateId styleMaxId_ = -1;
    QString styleValue_;
    QFont styleBase_;
};

} // namespace augur::ui
