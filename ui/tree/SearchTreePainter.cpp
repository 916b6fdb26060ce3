#include "ui/tree/SearchTreePainter.h"

#include "ui/tree/PixelLine.h"
#include "ui/base/StateStyle.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <climits>
#include <cmath>

namespace augur::ui {

namespace {
using L = SearchTreeLayout;
const QColor kBackground(0xfa, 0xfa, 0xfa);
const QColor kEdge(0xb0, 0xb0, 0xb0);
const QColor kDenseEdge(0xcc, 0xcc, 0xcc);
const QColor kCrowdedEdge(0xe2, 0xe2, 0xe2);
const QColor kSelection(0x0d, 0x47, 0xa1);
const QColor kMatch(0x00, 0xb8, 0xd4);
const QColor kBadge(0x45, 0x5a, 0x64);
/// Below this box width nodes are marks written into an image, pixels.
constexpr double kMarkWidth = 3.0;
/// From this box size on, boxes are rounded, outlined and antialiased, pixels.
constexpr double kRoundedWidth = 16.0, kRoundedHeight = 8.0;
constexpr CandidateState kStates[] = {CandidateState::Proposed,  CandidateState::Accepted, CandidateState::Deferred,
                                      CandidateState::Measuring, CandidateState::Measured, CandidateState::Failed,
                                      CandidateState::Excluded};

/// Edges lighten as they crowd (edges per pixel of width): a dense layer then reads as the
/// colour of its nodes, not as a grey band.
QColor edgeColour(double edgesPerPixel) {
    return edgesPerPixel < 0.08 ? kEdge : edgesPerPixel < 0.4 ? kDenseEdge : kCrowdedEdge;
}
} // namespace

struct SearchTreePainter::Edges {
    QVector<QLineF> plain;
    QVector<QLineF> discovery;
};

QColor SearchTreePainter::bestPathColor() { return QColor(0xc2, 0x18, 0x5b); }

QString SearchTreePainter::label(const L::Node& n) {
    switch (n.label) {
    case L::Label::Reference: return QCoreApplication::translate("SearchTreeView", "ref");
    case L::Label::Failed: return QStringLiteral("✗");
    case L::Label::Measured: return QString::number(n.value, 'f', 2) + QStringLiteral("×");
    case L::Label::Forecast: return QStringLiteral("≈") + QString::number(n.value, 'f', 2) + QStringLiteral("×");
    case L::Label::EnergyGain: return QStringLiteral("E") + QString::number(n.value, 'f', 2) + QStringLiteral("×");
    case L::Label::ProductGain: return QStringLiteral("P") + QString::number(n.value, 'f', 2) + QStringLiteral("×");
    case L::Label::None: break;
    }
    return QStringLiteral("?");
}

QFont SearchTreePainter::labelFont(const QFont& base, double h) {
    QFont font = base;
    font.setPixelSize(std::clamp(int(h * 0.55), 7, 14));
    return font;
}

bool SearchTreePainter::labelFits(const QFontMetricsF& metrics, const QString& text, double w, double h) {
    return metrics.height() <= h + 1.0 && metrics.horizontalAdvance(text) + 4.0 <= w;
}

QRectF SearchTreePainter::boxOf(const L::Node& n, double minW, double minH) const {
    const QPointF c = toWidget(n.x, layout_->y(n));
    const double w = std::max(L::kWidth * view_.sx, minW), h = std::max(L::kHeight * view_.sy, minH);
    return {c.x() - w / 2, c.y() - h / 2, w, h};
}

void SearchTreePainter::collectEdges(int firstLayer, int lastLayer, double x0, double x1, Edges& out) const {
    const auto& layers = layout_->layers();
    const double half = L::kHeight / 2;
    auto add = [&](CandidateId child) {
        const L::Node& c = layout_->node(child);
        const L::Node& p = layout_->node(c.parent);
        const QLineF line(toWidget(p.x, layout_->y(p) + half), toWidget(c.x, layout_->y(c) - half));
        (layout_->isDiscovery(child, delta_) ? out.discovery : out.plain).append(line);
    };
    // Edges into layer d: from the visible parents in d-1, and into visible children whose
    // parent is out of view.
    for (int d = std::max(1, firstLayer); d <= std::min(int(layers.size()) - 1, lastLayer + 1); ++d) {
        const auto [plo, phi] = layout_->visibleRange(d - 1, x0, x1);
        const auto& parents = layers[std::size_t(d - 1)];
        for (int k = plo; k < phi; ++k)
            for (CandidateId child : layout_->children(parents[std::size_t(k)]))
                if (layout_->contains(child) && layout_->node(child).layer == d) add(child);
        const auto [clo, chi] = layout_->visibleRange(d, x0, x1);
        const auto& kids = layers[std::size_t(d)];
        for (int k = clo; k < chi; ++k) {
            const L::Node& c = layout_->node(kids[std::size_t(k)]);
            if (!layout_->contains(c.parent)) continue;
            const int pk = layout_->node(c.parent).index;
            if (pk < plo || pk >= phi) add(kids[std::size_t(k)]);
        }
    }
}

void SearchTreePainter::paintNodes(QPainter& p, int firstLayer, int lastLayer, double x0, double x1) {
    const double w = L::kWidth * view_.sx, h = L::kHeight * view_.sy;
    const bool rounded = w >= kRoundedWidth && h >= kRoundedHeight;
    const auto& layers = layout_->layers();
    const QFont font = labelFont(p.font(), h);
    const QFontMetricsF metrics(font);
    // Every label fits the widest one's room; none fits the narrowest one's: measure only between.
    const double widest = std::max(metrics.horizontalAdvance(QStringLiteral("≈88.88×")),
                                   metrics.horizontalAdvance(QStringLiteral("E88.88×")));
    const bool allFit = labelFits(metrics, QString(), w - widest, h);
    const bool someFit = labelFits(metrics, QStringLiteral("✗"), w, h);
    if (!rounded) {
        // Plain boxes, one batch per colour.
        QVector<QRectF> boxes[std::size(kStates)];
        for (int d = firstLayer; d <= lastLayer; ++d) {
            const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
            for (int k = lo; k < hi; ++k) {
                const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
                boxes[int(n.state)].append(boxOf(n, 0.0, 0.0));
            }
        }
        p.setPen(Qt::NoPen);
        for (CandidateState s : kStates) {
            if (boxes[int(s)].isEmpty()) continue;
            p.setBrush(StateStyle::color(s));
            p.drawRects(boxes[int(s)]);
        }
        if (!someFit) return;
    }
    p.setRenderHint(QPainter::Antialiasing, rounded);
    p.setFont(font);
    const QPen border(QColor(0x42, 0x42, 0x42), 1.0);
    const double radius = 5 * std::min(view_.sx, view_.sy);
    QFont badgeFont = font;
    badgeFont.setPixelSize(std::clamp(int(h * 0.45), 7, 11));
    for (int d = firstLayer; d <= lastLayer; ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        for (int k = lo; k < hi; ++k) {
            const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
            const QRectF r = boxOf(n, 0.0, 0.0);
            if (rounded) {
                p.setPen(border);
                p.setBrush(StateStyle::color(n.state));
                p.drawRoundedRect(r, radius, radius);
            }
            if (someFit) {
                const QString text = label(n);
                if (allFit || labelFits(metrics, text, w, h)) {
                    p.setPen(Qt::black);
                    p.drawText(r, Qt::AlignCenter, text);
                }
            }
            if (n.hidden > 0 && rounded) {
                // "+N": the descendants folded into this node.
                p.setFont(badgeFont);
                const QString badge = QStringLiteral("+%1").arg(n.hidden);
                const QFontMetricsF bm(badgeFont);
                const QRectF b(r.right() - bm.horizontalAdvance(badge) / 2 - 4, r.top() - bm.height() / 2,
                               bm.horizontalAdvance(badge) + 6, bm.height());
                p.setPen(Qt::NoPen);
                p.setBrush(kBadge);
                p.drawRoundedRect(b, 3, 3);
                p.setPen(Qt::white);
                p.drawText(b, Qt::AlignCenter, badge);
                p.setFont(font);
            }
        }
    }
}

void SearchTreePainter::paintOverview(int firstLayer, int lastLayer, double x0, double x1, QVector<QLineF>& discovery) {
    // Far out, a node is a pixel or two wide and thousands share a column: edges and nodes
    // are written straight into the image, one line per distinct (parent, child) column
    // pair and one mark per column of a layer, in the colour of its most telling state.
    const int width = pixels_.width(), height = pixels_.height();
    uchar* const bits = pixels_.bits();
    const qsizetype stride = pixels_.bytesPerLine();
    const auto& layers = layout_->layers();
    const double half = L::kHeight / 2;
    auto column = [this](double x) { return int(std::floor((x - view_.left) * view_.sx)); };
    std::size_t inView = 0;
    for (int d = std::max(1, firstLayer); d <= std::min(int(layers.size()) - 1, lastLayer + 1); ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        inView += std::size_t(hi - lo);
    }
    const int gaps = std::max(1, std::min(int(layers.size()) - 1, lastLayer + 1) - std::max(1, firstLayer) + 1);
    const QRgb edge = edgeColour(double(inView) / gaps / std::max(1, width)).rgb();
    for (int d = std::max(1, firstLayer); d <= std::min(int(layers.size()) - 1, lastLayer + 1); ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        const double yc = (L::kLayerGap * d - half - view_.top) * view_.sy,
                     yp = (L::kLayerGap * (d - 1) + half - view_.top) * view_.sy;
        int lastChild = INT_MIN, lastParent = INT_MIN;
        for (int k = lo; k < hi; ++k) {
            const CandidateId id = layers[std::size_t(d)][std::size_t(k)];
            const L::Node& n = layout_->node(id);
            if (!layout_->contains(n.parent)) continue;
            const L::Node& parent = layout_->node(n.parent);
            if (layout_->isDiscovery(id, delta_))
                discovery.append(
                    QLineF(toWidget(parent.x, layout_->y(parent) + half), toWidget(n.x, layout_->y(n) - half)));
            const int cx = column(n.x), px = column(parent.x);
            if (cx == lastChild && px == lastParent) continue;
            lastChild = cx;
            lastParent = px;
            plotLine(pixels_, QPointF(px, yp), QPointF(cx, yc), edge);
        }
    }
    // Ranks: a measured or failed node shows through the accepted ones around it.
    int rank[std::size(kStates)];
    QRgb colours[std::size(kStates)];
    const CandidateState byRank[] = {CandidateState::Proposed, CandidateState::Excluded,  CandidateState::Accepted,
                                     CandidateState::Deferred, CandidateState::Measuring, CandidateState::Failed,
                                     CandidateState::Measured};
    for (int r = 0; r < int(std::size(byRank)); ++r) rank[int(byRank[r])] = r;
    for (CandidateState st : kStates) colours[int(st)] = StateStyle::color(st).rgb();
    // Marks: 2 × 3 pixels at least, so a sparse layer of tiny nodes still shows its colours
    // (narrower and flatter only where neighbours would cover them anyway).
    const int w = std::max(L::kNodeGap * view_.sx < 1.5 ? 1 : 2, int(std::lround(L::kWidth * view_.sx)));
    const int h = std::max(L::kLayerGap * view_.sy < 4.0 ? 2 : 3, int(std::lround(L::kHeight * view_.sy)));
    for (int d = firstLayer; d <= lastLayer; ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        const int yc = int(std::floor((L::kLayerGap * d - view_.top) * view_.sy));
        const int ya = std::max(0, yc - h / 2), yb = std::min(height, yc - h / 2 + h);
        int col = INT_MIN, best = -1;
        QRgb colour = 0;
        auto flush = [&] {
            if (col == INT_MIN) return;
            const int xa = std::max(0, col - w / 2), xb = std::min(width, col - w / 2 + w);
            for (int y = ya; y < yb && xa < xb; ++y) {
                auto* line = reinterpret_cast<QRgb*>(bits + y * stride);
                std::fill(line + xa, line + xb, colour);
            }
        };
        for (int k = lo; k < hi; ++k) {
            const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
            const int cx = column(n.x), r = rank[int(n.state)];
            if (cx != col) {
                flush();
                col = cx;
                best = -1;
            }
            if (r > best) {
                best = r;
                colour = colours[int(n.state)];
            }
        }
        flush();
    }
}

void SearchTreePainter::paintHighlights(QPainter& p, const Highlights& marks) {
    const double half = L::kHeight / 2;
    const double w = L::kWidth * view_.sx;
    const QRectF area(QPointF(-20, -20), QSizeF(view_.size) + QSizeF(40, 40));
    p.setBrush(Qt::NoBrush);
    // The path to the best measured candidate, up to where it folds into a collapsed node.
    const double pathWidth = std::clamp(4.0 * std::min(view_.sx, view_.sy), 2.5, 4.0);
    std::size_t placed = 0;
    while (placed < marks.bestPath.size() && layout_->isPlaced(marks.bestPath[placed])) ++placed;
    if (w < kMarkWidth) {
        // Far out: one plain polyline through the centres (a deep path has hundreds of nodes).
        QPolygonF line;
        for (std::size_t i = 0; i < placed; ++i) {
            const L::Node& n = layout_->node(marks.bestPath[i]);
            line.append(toWidget(n.x, layout_->y(n)));
        }
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(bestPathColor(), 2.0));
        p.drawPolyline(line);
        if (placed > 0) p.drawRect(boxOf(layout_->node(marks.bestPath[placed - 1]), 6.0, 6.0).adjusted(-1, -1, 1, 1));
    } else {
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(bestPathColor(), pathWidth, Qt::SolidLine, Qt::RoundCap));
        QVector<QLineF> path;
        QVector<QRectF> pathBoxes;
        for (std::size_t i = 0; i < placed; ++i) {
            const L::Node& n = layout_->node(marks.bestPath[i]);
            if (const QRectF r = boxOf(n, 6.0, 6.0).adjusted(-1, -1, 1, 1); area.intersects(r)) pathBoxes.append(r);
            if (i == 0) continue;
            const L::Node& parent = layout_->node(marks.bestPath[i - 1]);
            path.append(QLineF(toWidget(parent.x, layout_->y(parent) + half), toWidget(n.x, layout_->y(n) - half)));
        }
        p.drawLines(path);
        p.setPen(QPen(bestPathColor(), std::min(pathWidth, 3.0)));
        for (const QRectF& r : pathBoxes) p.drawRoundedRect(r, 3, 3);
    }
    p.setRenderHint(QPainter::Antialiasing);
    // Search matches: a ring around each one in view.
    if (marks.matches) {
        QVector<QRectF> rings;
        for (CandidateId id : *marks.matches) {
            if (!layout_->isPlaced(id)) continue;
            const QRectF r = boxOf(layout_->node(id), 8.0, 8.0).adjusted(-3, -3, 3, 3);
            if (area.intersects(r)) rings.append(r);
        }
        if (w < kMarkWidth) { // far out there can be thousands: plain squares, in one batch
            p.setRenderHint(QPainter::Antialiasing, false);
            p.setPen(QPen(kMatch, 2.0));
            p.drawRects(rings);
            p.setRenderHint(QPainter::Antialiasing);
        } else {
            p.setPen(QPen(kMatch, 3.0));
            for (const QRectF& r : rings) p.drawRoundedRect(r, 4, 4);
        }
    }
    if (layout_->isPlaced(marks.selected)) {
        p.setPen(QPen(kSelection, 3.0));
        p.drawRoundedRect(boxOf(layout_->node(marks.selected), 10.0, 10.0), 4, 4);
    }
    if (marks.matches && layout_->isPlaced(marks.currentMatch) && marks.currentMatch != marks.selected) {
        p.setPen(QPen(kSelection, 2.0, Qt::DashLine));
        p.drawRoundedRect(boxOf(layout_->node(marks.currentMatch), 10.0, 10.0), 4, 4);
    }
}

void SearchTreePainter::paint(QPainter& p, const SearchTreeLayout& layout, const Viewport& view, double delta,
                              const Highlights& marks) {
    layout_ = &layout;
    view_ = view;
    delta_ = delta;
    p.fillRect(QRect(QPoint(0, 0), view.size), kBackground);
    const auto& layers = layout_->layers();
    if (layers.empty()) return;
    // What is in view, in scene units (a node's half-size of margin).
    const QPointF a(view_.left, view_.top);
    const QPointF b(view_.left + view_.size.width() / view_.sx, view_.top + view_.size.height() / view_.sy);
    const double x0 = a.x() - L::kWidth / 2, x1 = b.x() + L::kWidth / 2;
    const int firstLayer = std::max(0, int(std::floor((a.y() - L::kHeight) / L::kLayerGap)));
    const int lastLayer = std::min(int(layers.size()) - 1, int(std::ceil((b.y() + L::kHeight) / L::kLayerGap)));
    const double w = L::kWidth * view_.sx;
    const bool rounded = w >= kRoundedWidth && L::kHeight * view_.sy >= kRoundedHeight;

    Edges edges;
    if (rounded) {
        collectEdges(firstLayer, lastLayer, x0, x1, edges);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(edgeColour(edges.plain.size() / std::max(1.0, double(view_.size.width()))), 1.0));
        p.drawLines(edges.plain);
        paintNodes(p, firstLayer, lastLayer, x0, x1);
    } else {
        // Edges (and, furthest out, the nodes) are written into an image, then drawn at once.
        if (pixels_.size() != view_.size) pixels_ = QImage(view_.size, QImage::Format_RGB32);
        pixels_.fill(kBackground);
        if (w < kMarkWidth) {
            paintOverview(firstLayer, lastLayer, x0, x1, edges.discovery);
        } else {
            collectEdges(firstLayer, lastLayer, x0, x1, edges);
            const QRgb edge = edgeColour(edges.plain.size() / std::max(1.0, double(view_.size.width()))).rgb();
            for (const QLineF& line : edges.plain) plotLine(pixels_, line.p1(), line.p2(), edge);
        }
        p.drawImage(0, 0, pixels_);
        if (w >= kMarkWidth) paintNodes(p, firstLayer, lastLayer, x0, x1);
    }
    // Discovery moments over the nodes, so they show at any zoom.
    p.setRenderHint(QPainter::Antialiasing, rounded);
    p.setPen(
        QPen(StateStyle::discoveryColor(), rounded ? std::clamp(4.0 * std::min(view_.sx, view_.sy), 2.0, 4.0) : 2.0));
    p.drawLines(edges.discovery);
    paintHighlights(p, marks);
}

} // namespace augur::ui
