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
const QColor kTemplateInk(0x6a, 0x1b, 0x9a); ///< violet: a template node's outline and note
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

QString SearchTreePainter::label(const L::Node& n) { return label(n.label, n.value); }

QString SearchTreePainter::label(L::Label kind, float value) {
    switch (kind) {
    case L::Label::Reference: return QCoreApplication::translate("SearchTreeView", "ref");
    case L::Label::Failed: return QStringLiteral("✗");
    case L::Label::Measured: return QString::number(value, 'f', 2) + QStringLiteral("×");
    // One decimal and a tilde: a forecast is an estimate, and reads as one beside measurements.
    case L::Label::Forecast: return QStringLiteral("~") + QString::number(value, 'f', 1) + QStringLiteral("×");
    case L::Label::EnergyGain: return QStringLiteral("E") + QString::number(value, 'f', 2) + QStringLiteral("×");
    case L::Label::ProductGain: return QStringLiteral("P") + QString::number(value, 'f', 2) + QStringLiteral("×");
    case L::Label::None: break;
    }
    return QStringLiteral("?");
}

QString SearchTreePainter::labelText(const L::Node& n, CandidateId id, LabelForm form) {
    switch (form) {
    case LabelForm::None: return {};
    case LabelForm::Value: return label(n);
    case LabelForm::OneLine: return QStringLiteral("#%1 %2").arg(id).arg(label(n));
    case LabelForm::TwoLines: return QStringLiteral("#%1\n%2").arg(id).arg(label(n));
    }
    return {};
}

QString SearchTreePainter::templateText(const L::Node& n) {
    // "T 19 ▲2.00×": a template, the size of its sub-space, the best measured under it.
    QString t = QStringLiteral("T %1").arg(n.templateSpace);
    if (!std::isnan(n.templateBest))
        t += QStringLiteral(" ▲") + QString::number(n.templateBest, 'f', 2) + QStringLiteral("×");
    return t;
}

void SearchTreePainter::paintTemplates(QPainter& p, int firstLayer, int lastLayer, double x0, double x1) {
    // A template node carries a second, violet outline and, when there is room, its space
    // and best under the box: it stands for a whole sub-space, not one kernel.
    const auto& layers = layout_->layers();
    const double inset = std::max(2.0, 3 * std::min(view_.sx, view_.sy));
    const QFont small = badgeFont(p.font());
    // The note needs the box's width: far out, the outline alone marks the template.
    const bool room = L::kHeight * view_.sy >= 14 && L::kWidth * view_.sx >= 56;
    p.setRenderHint(QPainter::Antialiasing);
    for (int d = firstLayer; d <= lastLayer; ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        for (int k = lo; k < hi; ++k) {
            const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
            if (n.templateSpace <= 0) continue;
            const QRectF box = boxOf(n, 0.0, 0.0).adjusted(-inset, -inset, inset, inset);
            p.setPen(QPen(kTemplateInk, 2.0));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(box, inset * 2, inset * 2);
            if (!room) continue;
            p.setFont(small);
            p.setPen(kTemplateInk);
            texts_.drawCentred(p, small, QPointF(box.center().x(), box.bottom() + QFontMetricsF(small).height() * 0.6),
                               templateText(n));
        }
    }
}

QString SearchTreePainter::widestValue(const SearchTreeLayout& layout) {
    const int digits = QString::number(std::max(1, int(std::floor(std::max(1.0f, layout.maxLabelValue()))))).size();
    QString text = QString(digits, QLatin1Char('8')) + QStringLiteral(".88×");
    const auto kind = layout.objective().kind;
    if (kind != Objective::Kind::Time)
        text.prepend(kind == Objective::Kind::Energy ? QLatin1Char('E') : QLatin1Char('P'));
    return text;
}

SearchTreePainter::LabelStyle SearchTreePainter::labelStyle(const QFont& base, double w, double h, CandidateId maxId,
                                                            const QString& widestValue) {
    const QString id =
        QStringLiteral("#") + QString(QString::number(std::max<CandidateId>(maxId, 0)).size(), QLatin1Char('8'));
    // The largest pixel size, at most 14, at which `lines` lines as wide as `widest` fit
    // the box: estimated from 14 px, then checked (hinting is not quite linear).
    auto fit = [&](const QString& widest, int lines, double pad) {
        QFont font = base;
        font.setPixelSize(14);
        const QFontMetricsF at14(font);
        int px = int(std::min({14.0, 14.0 * (w - pad) / std::max(1.0, at14.horizontalAdvance(widest)),
                               14.0 * (h + 1.0) / (lines * at14.height())}));
        for (; px >= 7; --px) {
            font.setPixelSize(px);
            const QFontMetricsF m(font);
            if (lines * m.height() <= h + 1.0 && m.horizontalAdvance(widest) + pad <= w) return std::pair{px, font};
        }
        return std::pair{0, font};
    };
    const auto one = fit(id + QLatin1Char(' ') + widestValue, 1, 6.0);
    const auto two = fit(id.size() > widestValue.size() ? id : widestValue, 2, 6.0);
    if (std::max(one.first, two.first) >= 8)
        return one.first >= two.first ? LabelStyle{LabelForm::OneLine, one.second}
                                      : LabelStyle{LabelForm::TwoLines, two.second};
    const auto value = fit(widestValue, 1, 4.0);
    if (value.first >= 7) return {LabelForm::Value, value.second};
    return {};
}

const SearchTreePainter::LabelStyle& SearchTreePainter::styleFor(const QFont& base, double w, double h,
                                                                 const SearchTreeLayout& layout) {
    const QString value = widestValue(layout);
    if (w != styleW_ || h != styleH_ || layout.maxId() != styleMaxId_ || value != styleValue_ || base != styleBase_) {
        style_ = labelStyle(base, w, h, layout.maxId(), value);
        styleW_ = w;
        styleH_ = h;
        styleMaxId_ = layout.maxId();
        styleValue_ = value;
        styleBase_ = base;
    }
    return style_;
}

QFont SearchTreePainter::badgeFont(const QFont& base) {
    QFont font = base;
    font.setPixelSize(std::max(12, QFontInfo(base).pixelSize()));
    font.setBold(true);
    return font;
}

QRectF SearchTreePainter::badgeRect(const QRectF& box, const QFontMetricsF& metrics, int hidden) {
    const double h = std::max(16.0, std::ceil(metrics.height()) + 4.0);
    const double w = std::max(h, metrics.horizontalAdvance(QStringLiteral("+%1").arg(hidden)) + 12.0);
    return {box.right() - w / 2, box.top() - h / 2, w, h};
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
    const LabelStyle style = styleFor(p.font(), w, h, *layout_);
    if (!rounded) {
        // Plain boxes, one batch per colour (the states, and queued for measurement).
        QVector<QRectF> boxes[StateStyle::kShownCount];
        for (int d = firstLayer; d <= lastLayer; ++d) {
            const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
            for (int k = lo; k < hi; ++k) {
                const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
                boxes[n.queued ? int(StateStyle::Shown::Queued) : int(n.state)].append(boxOf(n, 0.0, 0.0));
            }
        }
        p.setPen(Qt::NoPen);
        for (int s = 0; s < StateStyle::kShownCount; ++s) {
            if (boxes[s].isEmpty()) continue;
            p.setBrush(StateStyle::color(StateStyle::Shown(s)));
            p.drawRects(boxes[s]);
        }
    } else {
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(0x42, 0x42, 0x42), 1.0));
        const double radius = 5 * std::min(view_.sx, view_.sy);
        for (int d = firstLayer; d <= lastLayer; ++d) {
            const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
            for (int k = lo; k < hi; ++k) {
                const L::Node& n = layout_->node(layers[std::size_t(d)][std::size_t(k)]);
                p.setBrush(StateStyle::color(n.state, n.queued));
                p.drawRoundedRect(boxOf(n, 0.0, 0.0), radius, radius);
            }
        }
    }
    if (style.form != LabelForm::None) paintLabels(p, style, firstLayer, lastLayer, x0, x1);
    paintTemplates(p, firstLayer, lastLayer, x0, x1);
}

void SearchTreePainter::paintLabels(QPainter& p, const LabelStyle& style, int firstLayer, int lastLayer, double x0,
                                    double x1) {
    // Every label follows the same form at this zoom: no text is measured here, and each is
    // laid out once (StaticTextCache). Forecasts are drawn in grey beside measured values.
    const auto& layers = layout_->layers();
    const double line = QFontMetricsF(style.font).height();
    const QColor measuredInk(Qt::black), forecastInk(0x45, 0x45, 0x45);
    p.setFont(style.font);
    for (int d = firstLayer; d <= lastLayer; ++d) {
        const auto [lo, hi] = layout_->visibleRange(d, x0, x1);
        for (int k = lo; k < hi; ++k) {
            const CandidateId id = layers[std::size_t(d)][std::size_t(k)];
            const L::Node& n = layout_->node(id);
            const QPointF c = toWidget(n.x, layout_->y(n));
            p.setPen(n.label == L::Label::Forecast ? forecastInk : measuredInk);
            switch (style.form) {
            case LabelForm::Value: texts_.drawCentred(p, style.font, c, label(n)); break;
            case LabelForm::OneLine:
                texts_.drawCentred(p, style.font, c, QStringLiteral("#%1 %2").arg(id).arg(label(n)));
                break;
            case LabelForm::TwoLines:
                texts_.drawCentred(p, style.font, c - QPointF(0, line / 2), QStringLiteral("#%1").arg(id));
                texts_.drawCentred(p, style.font, c + QPointF(0, line / 2), label(n));
                break;
            case LabelForm::None: return;
            }
        }
    }
}

void SearchTreePainter::paintBadges(QPainter& p) {
    // "+N" on each collapsed node in view, at any zoom: the folded nodes are few, and a
    // badge must stay readable and clickable however far out the view is.
    const QFont font = badgeFont(p.font());
    const QFontMetricsF metrics(font);
    const QRectF area(QPointF(0, 0), QSizeF(view_.size));
    p.setRenderHint(QPainter::Antialiasing);
    for (CandidateId id : layout_->collapsedPlaced()) {
        const L::Node& n = layout_->node(id);
        const QRectF b = badgeRect(boxOf(n, 0.0, 0.0), metrics, n.hidden);
        if (!area.intersects(b)) continue;
        p.setPen(QPen(Qt::white, 1.0));
        p.setBrush(kBadge);
        p.drawRoundedRect(b, b.height() / 2, b.height() / 2);
        badgeTexts_.drawCentred(p, font, b.center(), QStringLiteral("+%1").arg(n.hidden));
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
    const QRgb queuedColour = StateStyle::color(StateStyle::Shown::Queued).rgb();
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
                colour = n.queued ? queuedColour : colours[int(n.state)];
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
    paintBadges(p);
}

} // namespace augur::ui
