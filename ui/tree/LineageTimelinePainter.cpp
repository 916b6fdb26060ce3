#include "ui/tree/LineageTimelinePainter.h"

#include "ui/base/DisplayNames.h"
#include "ui/base/StateStyle.h"
#include "ui/tree/SearchTreePainter.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QVector>

#include <algorithm>
#include <climits>
#include <cmath>

namespace augur::ui {

namespace {
using T = LineageTimelineLayout;
const QColor kBackground(0xfa, 0xfa, 0xfa);
const QColor kBand(0xf0, 0xf2, 0xf5);
const QColor kGrid(0xe4, 0xe4, 0xe4);
const QColor kEdge(0xd0, 0xd0, 0xd0);
const QColor kSelection(0x0d, 0x47, 0xa1);
/// Drawing order of the states, the most telling last (on top): measured over accepted.
constexpr int kRank[StateStyle::kShownCount] = {0, 2, 3, 4, 7, 6, 1, 5};

/// A time on the axis: "45 s", "2:05", "1:02:05".
QString timeText(double s) {
    if (s < 60.0) return QStringLiteral("%1 s").arg(QLocale().toString(s, 'g', 3));
    const qint64 whole = qint64(std::lround(s));
    const QString mmss = QStringLiteral("%1:%2")
                             .arg((whole / 60) % 60, whole >= 3600 ? 2 : 1, 10, QLatin1Char('0'))
                             .arg(whole % 60, 2, 10, QLatin1Char('0'));
    return whole >= 3600 ? QStringLiteral("%1:%2").arg(whole / 3600).arg(mmss) : mmss;
}
} // namespace

QFont LineageTimelinePainter::labelFont(const QFont& base) {
    QFont font = base;
    font.setPixelSize(11);
    return font;
}

std::pair<double, double> LineageTimelinePainter::timeRange(const Frame& frame) const {
    // A mark's half width of margin on each side.
    const double half = kNodeWidth / frame.pps;
    return {frame.t0 - half, frame.t0 + (frame.size.width() - kHeaderWidth) / frame.pps + half};
}

void LineageTimelinePainter::paint(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame) {
    p.fillRect(QRect(QPoint(0, 0), frame.size), kBackground);
    paintLanes(p, layout, frame);
    paintAxis(p, frame);
    p.save();
    p.setClipRect(
        QRect(kHeaderWidth, kAxisHeight, frame.size.width() - kHeaderWidth, frame.size.height() - kAxisHeight));
    const auto [t0, t1] = timeRange(frame);
    int inView = 0;
    for (const T::Lane* lane : layout.lanes()) {
        const auto [lo, hi] = layout.range(*lane, t0, t1);
        inView += hi - lo;
    }
    paintEdges(p, layout, frame, inView);
    paintNodes(p, layout, frame);
    paintLabels(p, layout, frame);
    p.restore();
}

void LineageTimelinePainter::paintLanes(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame) {
    const QFontMetricsF metrics(p.font());
    bool band = false;
    for (const T::Lane* lane : layout.lanes()) {
        const QRectF r(0, lane->top, frame.size.width(), lane->height);
        if (band) p.fillRect(r, kBand);
        band = !band;
        p.setPen(QColor(0x30, 0x30, 0x30));
        const QString title = QStringLiteral("%1 (%2)").arg(DisplayNames::origin(lane->origin),
                                                            QLocale().toString(qlonglong(lane->ids.size())));
        const QRectF header(6, lane->top, kHeaderWidth - 10, lane->height);
        p.drawText(header, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextWordWrap,
                   metrics.elidedText(title, Qt::ElideRight, header.width() * 2));
    }
    p.fillRect(QRect(kHeaderWidth - 2, kAxisHeight, 1, frame.size.height() - kAxisHeight), QColor(0xc8, 0xc8, 0xc8));
}

void LineageTimelinePainter::paintAxis(QPainter& p, const Frame& frame) {
    // A round step at least 90 pixels wide.
    static constexpr double kSteps[] = {0.01, 0.02, 0.05, 0.1, 0.2, 0.5,  1,    2,    5,     10,    15,   30,
                                        60,   120,  300,  600, 900, 1800, 3600, 7200, 14400, 28800, 86400};
    double step = kSteps[std::size(kSteps) - 1];
    for (double s : kSteps)
        if (s * frame.pps >= 90.0) {
            step = s;
            break;
        }
    // Grid lines as one-pixel fills (the raster engine's fast path) and tick labels laid
    // out once: the axis is drawn every frame.
    const auto [t0, t1] = timeRange(frame);
    p.setPen(QColor(0x55, 0x55, 0x55));
    for (double t = std::ceil(std::max(0.0, t0) / step) * step; t <= t1; t += step) {
        const double x = kHeaderWidth + (t - frame.t0) * frame.pps;
        if (x < kHeaderWidth) continue;
        p.fillRect(QRect(int(x), kAxisHeight, 1, frame.size.height() - kAxisHeight), kGrid);
        axisTexts_.drawCentred(p, p.font(), QPointF(x, kAxisHeight / 2.0), timeText(t));
    }
}

void LineageTimelinePainter::paintEdges(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame,
                                        int inView) {
    const auto [t0, t1] = timeRange(frame);
    auto at = [&](const T::Node& n) { return QPointF(kHeaderWidth + (n.t - frame.t0) * frame.pps, layout.yOf(n)); };
    if (inView <= kEdgeLimit) {
        // Into every node in view, and out of every node in view to children beyond it. An
        // edge to a node out of view is a stub pointing at it: hundreds of lines across the
        // whole view cost more than the rest of the frame and read as a grey mass.
        auto stub = [](QPointF from, QPointF to) {
            const QPointF d = to - from;
            const double len = std::hypot(d.x(), d.y());
            return len <= kStub ? QLineF(from, to) : QLineF(from, from + d * (kStub / len));
        };
        QVector<QLineF> lines;
        for (const T::Lane* lane : layout.lanes()) {
            const auto [lo, hi] = layout.range(*lane, t0, t1);
            for (int k = lo; k < hi; ++k) {
                const CandidateId id = lane->ids[std::size_t(k)];
                const T::Node& n = layout.node(id);
                if (layout.contains(n.parent)) {
                    const T::Node& parent = layout.node(n.parent);
                    lines.append(parent.t >= t0 ? QLineF(at(parent), at(n)) : stub(at(n), at(parent)));
                }
                for (CandidateId child : layout.children(id))
                    if (layout.contains(child) && layout.node(child).t > t1)
                        lines.append(stub(at(n), at(layout.node(child))));
            }
        }
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(kEdge, 1.0));
        p.drawLines(lines);
    }
    // The selected candidate's lineage, thick, at any zoom.
    // Only its segments in view are drawn, without antialiasing: a deep lineage has hundreds
    // of segments and stroking them smoothly cost more than the rest of the frame.
    const std::vector<CandidateId> path = layout.lineage(frame.selected);
    QVector<QLineF> segments;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const T::Node &a = layout.node(path[i - 1]), &b = layout.node(path[i]);
        if (std::max(a.t, b.t) >= t0 && std::min(a.t, b.t) <= t1) segments.append(QLineF(at(a), at(b)));
    }
    if (!segments.isEmpty()) {
        p.setRenderHint(QPainter::Antialiasing, false);
        p.setPen(QPen(kSelection, 2.0, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
        p.drawLines(segments);
    }
}

void LineageTimelinePainter::paintNodes(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame) {
    const auto [t0, t1] = timeRange(frame);
    int inView = 0;
    for (const T::Lane* lane : layout.lanes()) {
        const auto [lo, hi] = layout.range(*lane, t0, t1);
        inView += hi - lo;
    }
    // Few marks: each outlined. Many (far out, where they overlap): the marks of a row that
    // touch and share a colour merged into one plain fill on whole pixels, the raster
    // engine's fast path; thousands of nodes then cost a few hundred rectangles.
    const bool merge = inView > kOutlinedMarks;
    const int w = int(kNodeWidth), h = int(kNodeHeight);
    QVector<QRect> marks[StateStyle::kShownCount];
    for (const T::Lane* lane : layout.lanes()) {
        const auto [lo, hi] = layout.range(*lane, t0, t1);
        struct Run {
            int x0 = 0, x1 = INT_MIN, y = 0, shown = -1;
        };
        std::vector<Run> runs(std::size_t(lane->rows) + 1);
        auto flush = [&](const Run& r) {
            if (r.shown >= 0) marks[r.shown].append(QRect(r.x0, r.y, r.x1 - r.x0, h));
        };
        for (int k = lo; k < hi; ++k) {
            const T::Node& n = layout.node(lane->ids[std::size_t(k)]);
            const int shown = n.queued ? int(StateStyle::Shown::Queued) : int(n.state);
            const int x = int(kHeaderWidth + (n.t - frame.t0) * frame.pps) - w / 2;
            const int y = int(layout.yOf(n)) - h / 2;
            Run& r = runs[std::size_t(std::clamp<int>(n.row, 0, lane->rows))];
            if (merge && shown == r.shown && x <= r.x1 + 1) {
                r.x1 = std::max(r.x1, x + w);
                continue;
            }
            if (merge) flush(r);
            r = Run{x, x + w, y, shown};
            if (!merge) flush(r);
        }
        if (merge)
            for (const Run& r : runs) flush(r);
    }
    p.setRenderHint(QPainter::Antialiasing, false);
    if (merge)
        p.setPen(Qt::NoPen);
    else
        p.setPen(QPen(QColor(0x60, 0x60, 0x60), 1.0));
    // The most telling state last, on top: measured over accepted.
    for (int rank = 0; rank < StateStyle::kShownCount; ++rank)
        for (int s = 0; s < StateStyle::kShownCount; ++s) {
            if (kRank[s] != rank || marks[s].isEmpty()) continue;
            p.setBrush(StateStyle::color(StateStyle::Shown(s)));
            p.drawRects(marks[s]);
        }
    if (layout.contains(frame.selected)) {
        const T::Node& n = layout.node(frame.selected);
        const QPointF c(kHeaderWidth + (n.t - frame.t0) * frame.pps, layout.yOf(n));
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(kSelection, 3.0));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(
            QRectF(c.x() - kNodeWidth / 2 - 3, c.y() - kNodeHeight / 2 - 3, kNodeWidth + 6, kNodeHeight + 6), 3, 3);
    }
}

LineageTimelinePainter::Label LineageTimelinePainter::labelFor(const LineageTimelineLayout& layout, CandidateId id,
                                                               double room, const QString& summary, const QFont& font) {
    if (elided_.size() > 8192) elided_.clear();
    const T::Node& n = layout.node(id);
    Label label;
    const QString idText = QStringLiteral("#%1").arg(id);
    const double idWidth = texts_.size(font, idText).width();
    if (idWidth > room) return label;
    label.head = idText;
    if (n.label != SearchTreeLayout::Label::None) {
        const QString withValue = idText + QLatin1Char(' ') + SearchTreePainter::label(n.label, n.value);
        if (texts_.size(font, withValue).width() <= room) label.head = withValue;
    }
    const double rest = room - texts_.size(font, label.head).width() - 6.0;
    if (rest < 24.0 || summary.isEmpty()) return label;
    // Cutting a summary measures it: keep the cut while the room stays the same.
    auto it = elided_.find(id);
    if (it == elided_.end() || it->first != int(rest)) {
        const QString cut = QFontMetricsF(font).elidedText(summary, Qt::ElideRight, rest);
        it = elided_.insert(id, {int(rest), cut == QStringLiteral("…") ? QString() : cut});
    }
    label.summary = it->second;
    return label;
}

void LineageTimelinePainter::paintLabels(QPainter& p, const LineageTimelineLayout& layout, const Frame& frame) {
    const QFont font = labelFont(p.font());
    const double minRoom = texts_.size(font, QStringLiteral("#0")).width();
    const auto [t0, t1] = timeRange(frame);
    const QColor ink(0x20, 0x20, 0x20), forecastInk(0x55, 0x55, 0x55), summaryInk(0x1a, 0x4f, 0x8a);
    for (const T::Lane* lane : layout.lanes()) {
        const auto [lo, hi] = layout.range(*lane, t0, t1);
        for (int k = lo; k < hi; ++k) {
            const CandidateId id = lane->ids[std::size_t(k)];
            const T::Node& n = layout.node(id);
            const double x = kHeaderWidth + (n.t - frame.t0) * frame.pps;
            const double room = roomOf(n, x, frame.pps, frame.size.width());
            if (room < minRoom) continue; // most nodes far out: no text is measured
            const Label label = labelFor(layout, id, room, frame.summary(id), font);
            if (label.empty()) continue;
            const QPointF at(x + kNodeWidth / 2 + 3, layout.yOf(n));
            const QSizeF head = texts_.size(font, label.head);
            p.setPen(n.label == SearchTreeLayout::Label::Forecast ? forecastInk : ink);
            texts_.draw(p, font, QPointF(at.x(), at.y() - head.height() / 2), label.head);
            if (label.summary.isEmpty()) continue;
            p.setPen(summaryInk);
            texts_.draw(p, font, QPointF(at.x() + head.width() + 6, at.y() - head.height() / 2), label.summary);
        }
    }
}

} // namespace augur::ui
