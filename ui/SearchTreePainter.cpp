#include "ui/SearchTreePainter.h"

#include "ui/StateStyle.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <climits>
#include <cmath>

namespace augur::ui {

namespace {
using L = SearchTreeLayout;
const QColor kBackground(0xfa, 0xfa, 0xfa);
const QColor kEdge(0xb0, 0xb0, 0xb0);
const QColor kSelection(0x0d, 0x47, 0xa1);
constexpr CandidateState kStates[] = {CandidateState::Proposed,  CandidateState::Accepted, CandidateState::Deferred,
                                      CandidateState::Measuring, CandidateState::Measured, CandidateState::Failed,
                                      CandidateState::Excluded};

/// A one-pixel line written straight into an ARGB32 image (Bresenham, clipped per pixel):
/// far faster than QPainter for the thousands of short edges of a zoomed-out tree.
void plotLine(QImage& image, QPointF a, QPointF b, QRgb colour) {
    const int w = image.width(), h = image.height();
    uchar* const bits = image.bits(); // once: scanLine() checks for detaching on every call
    const qsizetype stride = image.bytesPerLine();
    int x0 = int(std::floor(a.x())), y0 = int(std::floor(a.y()));
    const int x1 = int(std::floor(b.x())), y1 = int(std::floor(b.y()));
    if ((x0 < 0 && x1 < 0) || (y0 < 0 && y1 < 0) || (x0 >= w && x1 >= w) || (y0 >= h && y1 >= h)) return;
    const int dx = std::abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
    const int dy = -std::abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (int steps = 0; steps <= dx - dy; ++steps) {
        if (x0 >= 0 && x0 < w && y0 >= 0 && y0 < h) reinterpret_cast<QRgb*>(bits + y0 * stride)[x0] = colour;
        if (x0 == x1 && y0 == y1) break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}
} // namespace

struct SearchTreePainter::Edges {
    QVector<QLineF> plain;
    QVector<QLineF> discovery;
};

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
    const bool detailed = w >= 24.0 && h >= 10.0;
    const auto& layers = layout_->layers();
    if (!detailed) {
        // Plain boxes, one batch per colour.
        QVector<QRectF> boxes[std::size(kStates)];
        for (int d = firstLayer; d <= lastLayer; ++d) {
            const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
            for (int k = lo; k < hi; ++k) {
                const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
                const QPointF c = toWidget(n.x, layout_->y(n));
                boxes[int(n.state)].append(QRectF(c.x() - w / 2, c.y() - h / 2, w, h));
            }
        }
        p.setPen(Qt::NoPen);
        for (CandidateState s : kStates) {
            if (boxes[int(s)].isEmpty()) continue;
            p.setBrush(StateStyle::color(s));
            p.drawRects(boxes[int(s)]);
        }
        return;
    }
    p.setRenderHint(QPainter::Antialiasing);
    QFont font = p.font();
    // Six characters ("≈1.23×", "E1.70×") must fit the box's width too: the axes scale
    // apart, so a wide tree of few layers has tall, narrow boxes.
    font.setPixelSize(std::clamp(int(std::min(h * 0.5, w * 0.2)), 7, 14));
    p.setFont(font);
    const bool text = w >= 36.0 && h >= 12.0;
    const QPen border(QColor(0x42, 0x42, 0x42), 1.0);
    for (int d = firstLayer; d <= lastLayer; ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        for (int k = lo; k < hi; ++k) {
            const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
            const QPointF c = toWidget(n.x, layout_->y(n));
            const QRectF r(c.x() - w / 2, c.y() - h / 2, w, h);
            p.setPen(border);
            p.setBrush(StateStyle::color(n.state));
            p.drawRoundedRect(r, 5 * std::min(view_.sx, view_.sy), 5 * std::min(view_.sx, view_.sy));
            if (!text) continue;
            p.setPen(Qt::black);
            p.drawText(r, Qt::AlignCenter, label(n));
        }
    }
}

void SearchTreePainter::paintOverview(int firstLayer, int lastLayer, double x0, double x1, QVector<QLineF>& discovery) {
    // Far out, a node is a pixel or two wide and thousands share a column: edges and nodes
    // are written straight into the image, one line per distinct (parent, child) column
    // pair and one box per column of a layer, in the colour of its most telling state.
    const int width = pixels_.width(), height = pixels_.height();
    uchar* const bits = pixels_.bits();
    const qsizetype stride = pixels_.bytesPerLine();
    const auto& layers = layout_->layers();
    const double half = L::kHeight / 2;
    const QRgb edge = kEdge.rgb();
    auto column = [this](double x) { return int(std::floor((x - view_.left) * view_.sx)); };
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
    const int w = std::max(1, int(std::lround(L::kWidth * view_.sx)));
    const int h = std::max(2, int(std::lround(L::kHeight * view_.sy)));
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

void SearchTreePainter::paint(QPainter& p, const SearchTreeLayout& layout, const Viewport& view, double delta,
                              CandidateId selected) {
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
    const bool detailed = w >= 24.0 && L::kHeight * view_.sy >= 10.0;

    Edges edges;
    if (detailed) {
        collectEdges(firstLayer, lastLayer, x0, x1, edges);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(kEdge, 1.0));
        p.drawLines(edges.plain);
        paintNodes(p, firstLayer, lastLayer, x0, x1);
    } else {
        // Edges (and, furthest out, the nodes) are written into an image, then drawn at once.
        if (pixels_.size() != view_.size) pixels_ = QImage(view_.size, QImage::Format_RGB32);
        pixels_.fill(kBackground);
        if (w < 3.0) {
            paintOverview(firstLayer, lastLayer, x0, x1, edges.discovery);
        } else {
            collectEdges(firstLayer, lastLayer, x0, x1, edges);
            const QRgb edge = kEdge.rgb();
            for (const QLineF& line : edges.plain) plotLine(pixels_, line.p1(), line.p2(), edge);
        }
        p.drawImage(0, 0, pixels_);
        if (w >= 3.0) paintNodes(p, firstLayer, lastLayer, x0, x1);
    }
    // Discovery moments over the nodes, so they show at any zoom.
    p.setRenderHint(QPainter::Antialiasing, detailed);
    p.setPen(
        QPen(StateStyle::discoveryColor(), detailed ? std::clamp(4.0 * std::min(view_.sx, view_.sy), 2.0, 4.0) : 2.0));
    p.drawLines(edges.discovery);
    if (layout_->contains(selected) && layout_->node(selected).layer >= 0) {
        const L::Node& n = layout_->node(selected);
        const QPointF c = toWidget(n.x, layout_->y(n));
        const double sw = std::max(L::kWidth * view_.sx, 10.0), sh = std::max(L::kHeight * view_.sy, 10.0);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kSelection, 3.0));
        p.drawRoundedRect(QRectF(c.x() - sw / 2, c.y() - sh / 2, sw, sh), 4, 4);
    }
}

} // namespace augur::ui
