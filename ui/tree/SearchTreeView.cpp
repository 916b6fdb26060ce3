#include "ui/tree/SearchTreeView.h"

#include "ui/base/IdleQueue.h"
#include "ui/tree/SearchTreeToolTip.h"

#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace augur::ui {

namespace {
using L = SearchTreeLayout;
constexpr double kMaxScale = 1.5; ///< Fit never enlarges beyond this
constexpr double kMinScale = 1e-6;
constexpr double kZoomMax = 8.0;
constexpr double kWheelStep = 1.25; ///< zoom per wheel notch
constexpr double kFastWheelStep = 1.6; ///< per notch while boxes are too small for any label
/// The miniature is left out of views smaller than this (it would cover too much).
constexpr int kMinimapMinWidth = 320, kMinimapMinHeight = 160;
} // namespace

SearchTreeView::SearchTreeView(QWidget* parent) : QWidget(parent), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("searchTreeView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::ClickFocus);
    setMouseTracking(true); // the node under the pointer anchors the next layout
    timer_->setSingleShot(true);
    timer_->setInterval(100);
    // Layout and repaint wait for their turn among the GUI's heavy refreshes.
    connect(timer_, &QTimer::timeout, this, [this] { IdleQueue::instance()->post(this, 0, [this] { tick(); }); });
}

void SearchTreeView::setDiscoveryDelta(double delta) {
    delta_ = delta;
    update();
}

void SearchTreeView::setObjective(const Objective& objective) { layout_.setObjective(objective); }

void SearchTreeView::setProblem(const Problem& problem) { layout_.setProblem(problem); }

void SearchTreeView::resetCandidates(const std::vector<Candidate>& candidates) {
    layout_.clear();
    setSelected(kNoCandidate);
    matches_.clear();
    currentMatch_ = kNoCandidate;
    updateCandidates(candidates);
    structureDirty_ = true;
}

void SearchTreeView::updateCandidates(const std::vector<Candidate>& candidates) {
    for (const Candidate& c : candidates) structureDirty_ = layout_.upsert(c) || structureDirty_;
    pending_ = true;
    // A large tree is placed less often: its layout and frame cost grow with its size.
    timer_->setInterval(layout_.count() > 20000 ? 200 : 100);
    if (!timer_->isActive()) timer_->start();
}

bool SearchTreeView::layoutPending() const { return pending_; }

void SearchTreeView::layoutNow() {
    timer_->stop();
    tick();
}

void SearchTreeView::tick() {
    pending_ = false;
    if (structureDirty_) relayout(anchorNode());
    minimap_.invalidate(); // states may have changed without a new layout
    update();
}

void SearchTreeView::relayout(CandidateId anchor) {
    std::optional<QPointF> before;
    if (layout_.isPlaced(anchor)) before = toWidget(layout_.node(anchor).x, layout_.y(layout_.node(anchor)));
    layout_.layout();
    structureDirty_ = false;
    minimap_.invalidate();
    // Automatic fitting waits while the pointer is over the view: what it aims at stays put.
    if (autoFit_ && !hoverPos_) {
        fitScales();
    } else if (before && layout_.isPlaced(anchor)) {
        const L::Node& n = layout_.node(anchor);
        const QPointF shift(n.x - before->x() / sx_ - left_, layout_.y(n) - before->y() / sy_ - top_);
        left_ += shift.x();
        top_ += shift.y();
        pressOrigin_ += shift; // a drag in progress goes on from the shifted view
    }
    update();
    Q_EMIT structureChanged();
}

CandidateId SearchTreeView::anchorNode() const {
    const auto& layers = layout_.layers();
    if (layers.empty()) return kNoCandidate;
    // The node nearest a widget position: in the nearest layer, the nearest by x.
    auto nearest = [&](const QPointF& pos) {
        const QPointF s = toScene(pos);
        return layout_.nodeAt(s.x(), std::clamp(s.y(), 0.0, layout_.bottom()), std::numeric_limits<double>::infinity(),
                              std::numeric_limits<double>::infinity());
    };
    if (hoverPos_) return nearest(QPointF(*hoverPos_));
    if (const auto p = widgetPosition(selected_); p && rect().contains(*p)) return selected_;
    return nearest(QPointF(width() / 2.0, height() / 2.0));
}

void SearchTreeView::setSelected(CandidateId id) {
    if (id == selected_) return;
    selected_ = id;
    Q_EMIT selectionChanged(id);
}

bool SearchTreeView::hasChildren(CandidateId id) const {
    if (!layout_.contains(id)) return false;
    const auto& kids = layout_.children(id);
    return std::any_of(kids.begin(), kids.end(), [this](CandidateId c) { return layout_.contains(c); });
}

void SearchTreeView::setCollapsed(CandidateId id, bool collapsed) {
    if (!layout_.setCollapsed(id, collapsed)) return;
    relayout(id); // the node folded or unfolded stays where it is
}

void SearchTreeView::expandAll() {
    if (layout_.expandAll()) relayout(anchorNode());
}

void SearchTreeView::setMatches(std::vector<CandidateId> ids, CandidateId current) {
    matches_ = std::move(ids);
    currentMatch_ = current;
    update();
}

void SearchTreeView::goTo(CandidateId id) {
    if (!layout_.contains(id)) return;
    setSelected(id);
    centreOn(id, true);
    Q_EMIT candidateSelected(id);
}

void SearchTreeView::goToBest() { goTo(layout_.best()); }

void SearchTreeView::goToSelected() {
    if (layout_.contains(selected_)) centreOn(selected_, true);
}

void SearchTreeView::centreOn(CandidateId id, bool readable) {
    if (layout_.reveal(id) || structureDirty_) relayout(kNoCandidate);
    const auto s = nodePosition(id);
    if (!s) return;
    autoFit_ = false;
    if (readable) {
        // Full size at least, so the label shows; a closer zoom is kept.
        sx_ = std::max(sx_, 1.0);
        sy_ = std::max(sy_, 1.0);
    } else {
        sx_ = sy_ = 1.0;
    }
    left_ = s->x() - 0.5 * width() / sx_;
    top_ = s->y() - 0.5 * height() / sy_;
    update();
}

bool SearchTreeView::labelDrawn(CandidateId id) const {
    const auto c = widgetPosition(id);
    if (!c) return false;
    const double w = L::kWidth * sx_, h = L::kHeight * sy_;
    if (!QRectF(rect()).intersects(QRectF(c->x() - w / 2, c->y() - h / 2, w, h))) return false;
    return labelStyle().form != SearchTreePainter::LabelForm::None;
}

SearchTreePainter::LabelStyle SearchTreeView::labelStyle() const {
    return painter_.styleFor(font(), L::kWidth * sx_, L::kHeight * sy_, layout_);
}

QString SearchTreeView::drawnLabelOf(CandidateId id) const {
    if (!labelDrawn(id)) return {};
    return SearchTreePainter::labelText(layout_.node(id), id, labelStyle().form);
}

std::optional<QRectF> SearchTreeView::badgeRect(CandidateId id) const {
    const auto c = nodePosition(id);
    if (!c || layout_.node(id).hidden <= 0) return std::nullopt;
    const QPointF centre = toWidget(c->x(), c->y());
    const double w = L::kWidth * sx_, h = L::kHeight * sy_;
    const QFontMetricsF metrics(SearchTreePainter::badgeFont(font()));
    return SearchTreePainter::badgeRect(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), metrics,
                                        layout_.node(id).hidden);
}

CandidateId SearchTreeView::badgeAt(const QPoint& pos) const {
    // The last drawn is on top.
    const auto& collapsed = layout_.collapsedPlaced();
    for (std::size_t k = collapsed.size(); k-- > 0;)
        if (const auto r = badgeRect(collapsed[k]); r && r->adjusted(-2, -2, 2, 2).contains(QPointF(pos)))
            return collapsed[k];
    return kNoCandidate;
}

bool SearchTreeView::minimapShown() const {
    if (layout_.layers().empty() || width() < kMinimapMinWidth || height() < kMinimapMinHeight) return false;
    // Shown while some of the tree is out of view.
    const QRectF tree(layout_.left() - L::kWidth / 2, -L::kHeight / 2, layout_.right() - layout_.left() + L::kWidth,
                      layout_.bottom() + L::kHeight);
    const QRectF seen(left_, top_, width() / sx_, height() / sy_);
    return !seen.adjusted(-1, -1, 1, 1).contains(tree);
}

std::optional<QPointF> SearchTreeView::nodePosition(qint64 id) const {
    if (!layout_.contains(id) || layout_.node(id).layer < 0) return std::nullopt;
    const L::Node& n = layout_.node(id);
    return QPointF(n.x, layout_.y(n));
}

std::optional<QPoint> SearchTreeView::widgetPosition(qint64 id) const {
    const auto s = nodePosition(id);
    if (!s) return std::nullopt;
    return toWidget(s->x(), s->y()).toPoint();
}

CandidateId SearchTreeView::candidateAt(const QPoint& pos) const {
    if (layout_.layers().empty()) return kNoCandidate;
    if (minimapShown() && minimapRect().contains(pos)) return kNoCandidate; // the miniature is on top
    const QPointF s = toScene(pos);
    // Tiny nodes stay clickable: at least a few pixels around the centre.
    return layout_.nodeAt(s.x(), s.y(), std::max(L::kWidth / 2, 3.0 / sx_), std::max(L::kHeight / 2, 4.0 / sy_));
}

CandidateId SearchTreeView::discoveryEdgeAt(const QPoint& pos) const {
    const auto& layers = layout_.layers();
    if (layers.size() < 2) return kNoCandidate;
    if (minimapShown() && minimapRect().contains(pos)) return kNoCandidate;
    // Edges into layer d run from the parents' bottoms (layer d-1) to the children's tops.
    const double half = L::kHeight / 2;
    const double y = toScene(pos).y();
    const int d = int(std::floor((y - half) / L::kLayerGap)) + 1;
    if (d < 1 || d >= int(layers.size())) return kNoCandidate;
    const QPointF p(pos);
    double best = kEdgeHitPixels;
    CandidateId hit = kNoCandidate;
    // Discovery edges are few; a click may look at the whole layer.
    for (CandidateId child : layers[std::size_t(d)]) {
        const L::Node& c = layout_.node(child);
        if (!layout_.isDiscovery(child, delta_)) continue;
        const L::Node& parent = layout_.node(c.parent);
        const QPointF a = toWidget(parent.x, layout_.y(parent) + half), b = toWidget(c.x, layout_.y(c) - half);
        if (p.x() < std::min(a.x(), b.x()) - best || p.x() > std::max(a.x(), b.x()) + best) continue;
        // Distance from the click to the segment a-b.
        const QPointF ab = b - a, ap = p - a;
        const double len2 = QPointF::dotProduct(ab, ab);
        const double t = len2 > 0 ? std::clamp(QPointF::dotProduct(ap, ab) / len2, 0.0, 1.0) : 0.0;
        const QPointF nearest = a + t * ab;
        const double dist = std::hypot(p.x() - nearest.x(), p.y() - nearest.y());
        if (dist <= best) {
            best = dist;
            hit = child;
        }
    }
    return hit;
}

QPointF SearchTreeView::fitScale() const {
    const double bw = layout_.right() - layout_.left() + L::kWidth + 40.0;
    const double bh = layout_.bottom() + L::kHeight + 40.0;
    return {std::clamp(width() / bw, kMinScale, kMaxScale), std::clamp(height() / bh, kMinScale, kMaxScale)};
}

void SearchTreeView::fitScales() {
    const QPointF fit = fitScale();
    sx_ = fit.x();
    sy_ = fit.y();
    left_ = 0.5 * (layout_.left() + layout_.right()) - 0.5 * width() / sx_;
    top_ = 0.5 * layout_.bottom() - 0.5 * height() / sy_;
}

void SearchTreeView::fitAll() {
    autoFit_ = true;
    if (structureDirty_) layoutNow();
    fitScales();
    update();
}

void SearchTreeView::centerOnCandidate(qint64 id) { centreOn(id, false); }

void SearchTreeView::selectCandidate(qint64 id) {
    if (!layout_.contains(id) || id == selected_) return;
    if (layout_.reveal(id)) relayout(anchorNode()); // a selected node is never hidden
    setSelected(id);
    if (!autoFit_) {
        if (const auto p = widgetPosition(id); p && !rect().adjusted(20, 20, -20, -20).contains(*p)) {
            const auto s = nodePosition(id);
            left_ = s->x() - 0.5 * width() / sx_;
            top_ = s->y() - 0.5 * height() / sy_;
        }
    }
    update();
}

QString SearchTreeView::labelOf(CandidateId id) const {
    return layout_.contains(id) ? SearchTreePainter::label(layout_.node(id)) : QString();
}

QString SearchTreeView::toolTipOf(CandidateId id) const { return SearchTreeToolTip::node(layout_, id); }

void SearchTreeView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    SearchTreePainter::Highlights marks;
    marks.selected = selected_;
    marks.bestPath = layout_.bestPath();
    marks.matches = matches_.empty() ? nullptr : &matches_;
    marks.currentMatch = currentMatch_;
    painter_.paint(p, layout_, SearchTreePainter::Viewport{sx_, sy_, left_, top_, size()}, delta_, marks);
    if (minimapShown())
        minimap_.paint(p, layout_, marks.bestPath, size(), QRectF(left_, top_, width() / sx_, height() / sy_));
}

bool SearchTreeView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const CandidateId badge = badgeAt(help->pos());
        const CandidateId id = badge == kNoCandidate ? candidateAt(help->pos()) : kNoCandidate;
        const CandidateId edge =
            badge == kNoCandidate && id == kNoCandidate ? discoveryEdgeAt(help->pos()) : kNoCandidate;
        if (badge != kNoCandidate)
            QToolTip::showText(help->globalPos(), SearchTreeToolTip::badge(layout_, badge), this);
        else if (id != kNoCandidate)
            QToolTip::showText(help->globalPos(), toolTipOf(id), this);
        else if (edge != kNoCandidate)
            QToolTip::showText(help->globalPos(), SearchTreeToolTip::discovery(layout_, edge), this);
        else
            QToolTip::hideText();
        return true;
    }
    if (e->type() == QEvent::LanguageChange) update(); // "ref" is translated when drawn
    return QWidget::event(e);
}

void SearchTreeView::wheelEvent(QWheelEvent* e) {
    // Far out, where no label fits, each notch goes further: a wide tree needs a 40-fold
    // zoom from Fit to its labels.
    const bool tiny = L::kWidth * sx_ < 24.0 || L::kHeight * sy_ < 10.0;
    const double factor = std::pow(tiny ? kFastWheelStep : kWheelStep, e->angleDelta().y() / 120.0);
    const QPointF anchor = e->position();
    const QPointF s = toScene(anchor);
    autoFit_ = false;
    double nx = sx_, ny = sy_;
    if (factor > 1.0) {
        // In: the less magnified axis (x, for a wide tree) first, the other only as far as
        // needed to keep up, so the boxes widen until their labels fit.
        if (sx_ <= sy_) {
            nx = sx_ * factor;
            ny = std::max(sy_, nx);
        } else {
            ny = sy_ * factor;
            nx = std::max(sx_, ny);
        }
    } else {
        // Out: no further than half the whole tree's fit on each axis.
        const QPointF fit = fitScale();
        nx = std::max(sx_ * factor, std::min(sx_, 0.5 * fit.x()));
        ny = std::max(sy_ * factor, std::min(sy_, 0.5 * fit.y()));
    }
    sx_ = std::clamp(nx, kMinScale, kZoomMax);
    sy_ = std::clamp(ny, kMinScale, kZoomMax);
    left_ = s.x() - anchor.x() / sx_;
    top_ = s.y() - anchor.y() / sy_;
    update();
    e->accept();
}

void SearchTreeView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    if (minimapShown() && minimapRect().contains(e->position().toPoint())) {
        // The miniature: the view jumps to the point and follows a drag.
        minimapDrag_ = true;
        centreOnScene(minimap_.toScene(e->position().toPoint(), size(), layout_));
        return;
    }
    pressPos_ = e->position().toPoint();
    pressOrigin_ = QPointF(left_, top_);
    pressBadge_ = badgeAt(pressPos_);
    badgeClicked_ = false;
    dragging_ = false;
}

void SearchTreeView::mouseMoveEvent(QMouseEvent* e) {
    hoverPos_ = e->position().toPoint();
    if (!(e->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(e);
    if (minimapDrag_) return centreOnScene(minimap_.toScene(e->position().toPoint(), size(), layout_));
    const QPoint delta = e->position().toPoint() - pressPos_;
    if (!dragging_ && delta.manhattanLength() < 4) return;
    if (!dragging_) setCursor(Qt::ClosedHandCursor);
    dragging_ = true;
    autoFit_ = false;
    left_ = pressOrigin_.x() - delta.x() / sx_;
    top_ = pressOrigin_.y() - delta.y() / sy_;
    update();
}

void SearchTreeView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(e);
    if (minimapDrag_) {
        minimapDrag_ = false;
        return;
    }
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
        return;
    }
    if (const CandidateId badge = std::exchange(pressBadge_, kNoCandidate);
        badge != kNoCandidate && badgeAt(e->position().toPoint()) == badge) {
        // A click on "+N" unfolds the node (and selects it, as a click on the node would).
        badgeClicked_ = true;
        setCollapsed(badge, false);
        setSelected(badge);
        update();
        Q_EMIT candidateSelected(badge);
        return;
    }
    const CandidateId id = candidateAt(e->position().toPoint());
    if (id == kNoCandidate) {
        // Between the layers: an orange edge opens its discovery moment.
        const CandidateId child = discoveryEdgeAt(e->position().toPoint());
        if (child != kNoCandidate) Q_EMIT discoveryActivated(layout_.node(child).parent, child);
        return;
    }
    setSelected(id);
    update();
    Q_EMIT candidateSelected(id);
}

void SearchTreeView::mouseDoubleClickEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mouseDoubleClickEvent(e);
    // A double-click folds a subtree into its node, or unfolds it; on a badge, its first
    // click has unfolded the node already.
    if (std::exchange(badgeClicked_, false)) return;
    const CandidateId id = candidateAt(e->position().toPoint());
    if (id != kNoCandidate) setCollapsed(id, !isCollapsed(id));
}

void SearchTreeView::leaveEvent(QEvent* e) {
    hoverPos_.reset();
    // Automatic fitting waited while the pointer was over the view.
    if (autoFit_ && !layout_.layers().empty()) {
        fitScales();
        update();
    }
    QWidget::leaveEvent(e);
}

void SearchTreeView::centreOnScene(const QPointF& s) {
    autoFit_ = false;
    left_ = s.x() - 0.5 * width() / sx_;
    top_ = s.y() - 0.5 * height() / sy_;
    update();
}

void SearchTreeView::contextMenuEvent(QContextMenuEvent* e) {
    const CandidateId id = candidateAt(e->pos());
    if (id == kNoCandidate) return;
    setSelected(id);
    update();
    Q_EMIT contextMenuRequested(id, e->globalPos());
    e->accept();
}

void SearchTreeView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (autoFit_) fitScales();
}

} // namespace augur::ui
