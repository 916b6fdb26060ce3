#include "ui/tree/SearchTreeMinimap.h"

#include "ui/tree/PixelLine.h"
#include "ui/tree/SearchTreePainter.h"
#include "ui/base/StateStyle.h"

#include <QPainter>

#include <algorithm>
#include <climits>
#include <cmath>

namespace augur::ui {

namespace {
using L = SearchTreeLayout;
const QColor kPaper(0xff, 0xff, 0xff);
const QColor kFrame(0x9e, 0x9e, 0x9e);
const QColor kView(0x0d, 0x47, 0xa1);
/// Telling states win a shared pixel: measured and failed show through accepted ones.
int rankOf(CandidateState s) {
    switch (s) {
    case CandidateState::Proposed: return 0;
    case CandidateState::Excluded: return 1;
    case CandidateState::Accepted: return 2;
    case CandidateState::Deferred: return 3;
    case CandidateState::Measuring: return 4;
    case CandidateState::Failed: return 5;
    case CandidateState::Measured: return 6;
    }
    return 0;
}
} // namespace

SearchTreeMinimap::Frame SearchTreeMinimap::frameOf(const L& layout) {
    return {layout.left() - L::kWidth / 2, -L::kHeight / 2, layout.right() - layout.left() + L::kWidth,
            layout.bottom() + L::kHeight};
}

QSize SearchTreeMinimap::sizeFor(const QSize& widget, const L& layout) {
    const int w = std::clamp(widget.width() / 5, kMinWidth, kMaxWidth);
    return {w, std::clamp(int(layout.layers().size()) * 6, 30, w * 3 / 5)};
}

QRect SearchTreeMinimap::rect(const QSize& widget, const L& layout) const {
    const QSize s = sizeFor(widget, layout);
    return {widget.width() - s.width() - kMargin, widget.height() - s.height() - kMargin, s.width(), s.height()};
}

QPointF SearchTreeMinimap::toScene(const QPoint& pos, const QSize& widget, const L& layout) const {
    const QRect r = rect(widget, layout);
    const Frame f = frameOf(layout);
    const double u = std::clamp((pos.x() - r.left()) / double(r.width()), 0.0, 1.0);
    const double v = std::clamp((pos.y() - r.top()) / double(r.height()), 0.0, 1.0);
    return {f.left + u * f.width, f.top + v * f.height};
}

void SearchTreeMinimap::rebuild(const L& layout, const std::vector<CandidateId>& bestPath, const QSize& size) {
    ++rebuilds_;
    dirty_ = false;
    const int w = size.width(), h = size.height();
    image_ = QImage(w, h, QImage::Format_ARGB32_Premultiplied);
    image_.fill(kPaper);
    const Frame f = frameOf(layout);
    const double sx = w / f.width, sy = h / f.height;
    auto px = [&](double x) { return std::clamp(int((x - f.left) * sx), 0, w - 1); };
    auto py = [&](double y) { return std::clamp(int((y - f.top) * sy), 0, h - 1); };
    const auto& layers = layout.layers();
    // Edges: one line per distinct pair of columns between two layers.
    const QRgb edge = qPremultiply(QColor(0xd8, 0xd8, 0xd8).rgba());
    for (std::size_t d = 1; d < layers.size(); ++d) {
        int lastChild = INT_MIN, lastParent = INT_MIN;
        const int yc = py(L::kLayerGap * double(d)), yp = py(L::kLayerGap * double(d - 1));
        for (CandidateId id : layers[d]) {
            const L::Node& n = layout.node(id);
            if (!layout.isPlaced(n.parent)) continue;
            const int cx = px(n.x), pcx = px(layout.node(n.parent).x);
            if (cx == lastChild && pcx == lastParent) continue;
            lastChild = cx;
            lastParent = pcx;
            plotLine(image_, QPointF(pcx, yp), QPointF(cx, yc), edge);
        }
    }
    // Nodes: one mark per column of a layer, two pixels tall, in the most telling state's colour.
    QRgb colours[7];
    for (int s = 0; s < 7; ++s) colours[s] = qPremultiply(StateStyle::color(CandidateState(s)).rgba());
    for (std::size_t d = 0; d < layers.size(); ++d) {
        const int y = py(L::kLayerGap * double(d));
        int col = INT_MIN, best = -1;
        QRgb colour = 0;
        auto flush = [&] {
            if (col == INT_MIN) return;
            for (int yy = std::max(0, y - 1); yy <= std::min(h - 1, y); ++yy)
                reinterpret_cast<QRgb*>(image_.scanLine(yy))[col] = colour;
        };
        for (CandidateId id : layers[d]) {
            const L::Node& n = layout.node(id);
            const int c = px(n.x), r = rankOf(n.state);
            if (c != col) {
                flush();
                col = c;
                best = -1;
            }
            if (r > best) {
                best = r;
                colour = colours[int(n.state)];
            }
        }
        flush();
    }
    QPainter p(&image_);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(SearchTreePainter::bestPathColor(), 2.0));
    for (std::size_t i = 1; i < bestPath.size() && layout.isPlaced(bestPath[i]); ++i) {
        const L::Node& a = layout.node(bestPath[i - 1]);
        const L::Node& b = layout.node(bestPath[i]);
        p.drawLine(QPointF(px(a.x) + 0.5, py(layout.y(a)) + 0.5), QPointF(px(b.x) + 0.5, py(layout.y(b)) + 0.5));
    }
}

void SearchTreeMinimap::paint(QPainter& p, const L& layout, const std::vector<CandidateId>& bestPath,
                              const QSize& widget, const QRectF& visibleScene) {
    const QRect r = rect(widget, layout);
    if (dirty_ || image_.size() != r.size()) rebuild(layout, bestPath, r.size());
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.drawImage(r.topLeft(), image_);
    p.setPen(kFrame);
    p.setBrush(Qt::NoBrush);
    p.drawRect(r.adjusted(-1, -1, 0, 0));
    // The part of the tree the view shows, at least a few pixels so it can be seen.
    const Frame f = frameOf(layout);
    const double sx = r.width() / f.width, sy = r.height() / f.height;
    QRectF v((visibleScene.left() - f.left) * sx + r.left(), (visibleScene.top() - f.top) * sy + r.top(),
             visibleScene.width() * sx, visibleScene.height() * sy);
    if (v.width() < 4) v.adjust(-(4 - v.width()) / 2, 0, (4 - v.width()) / 2, 0);
    if (v.height() < 4) v.adjust(0, -(4 - v.height()) / 2, 0, (4 - v.height()) / 2);
    p.setClipRect(r);
    p.setPen(QPen(kView, 1.5));
    p.setBrush(QColor(kView.red(), kView.green(), kView.blue(), 30));
    p.drawRect(v);
    p.restore();
}

} // namespace augur::ui
