#include "ui/SearchTreeView.h"

#include "ui/CandidateModel.h"
#include "ui/IdleQueue.h"
#include "ui/StateStyle.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
using L = SearchTreeLayout;
constexpr double kMaxScale = 1.5; ///< Fit never enlarges beyond this
constexpr double kMinScale = 1e-6;
constexpr double kZoomMax = 8.0;
} // namespace

SearchTreeView::SearchTreeView(QWidget* parent) : QWidget(parent), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("searchTreeView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::ClickFocus);
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

void SearchTreeView::resetCandidates(const std::vector<Candidate>& candidates) {
    layout_.clear();
    selected_ = kNoCandidate;
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
    if (structureDirty_) {
        layout_.layout();
        structureDirty_ = false;
        if (autoFit_) fitScales();
    }
    update();
}

int SearchTreeView::discoveryEdgeCount() const {
    int n = 0;
    for (const auto& layer : layout_.layers())
        for (CandidateId id : layer) n += layout_.isDiscovery(id, delta_) ? 1 : 0;
    return n;
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
    const QPointF s = toScene(pos);
    // Tiny nodes stay clickable: at least a few pixels around the centre.
    return layout_.nodeAt(s.x(), s.y(), std::max(L::kWidth / 2, 3.0 / sx_), std::max(L::kHeight / 2, 4.0 / sy_));
}

CandidateId SearchTreeView::discoveryEdgeAt(const QPoint& pos) const {
    const auto& layers = layout_.layers();
    if (layers.size() < 2) return kNoCandidate;
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

void SearchTreeView::fitScales() {
    const double bw = layout_.right() - layout_.left() + L::kWidth + 40.0;
    const double bh = layout_.bottom() + L::kHeight + 40.0;
    sx_ = std::clamp(width() / bw, kMinScale, kMaxScale);
    sy_ = std::clamp(height() / bh, kMinScale, kMaxScale);
    left_ = 0.5 * (layout_.left() + layout_.right()) - 0.5 * width() / sx_;
    top_ = 0.5 * layout_.bottom() - 0.5 * height() / sy_;
}

void SearchTreeView::fitAll() {
    autoFit_ = true;
    if (structureDirty_) layoutNow();
    fitScales();
    update();
}

void SearchTreeView::centerOnCandidate(qint64 id) {
    if (structureDirty_) layoutNow();
    const auto s = nodePosition(id);
    if (!s) return;
    autoFit_ = false;
    sx_ = sy_ = 1.0;
    left_ = s->x() - 0.5 * width();
    top_ = s->y() - 0.5 * height();
    update();
}

void SearchTreeView::selectCandidate(qint64 id) {
    if (!layout_.contains(id) || id == selected_) return;
    selected_ = id;
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

QString SearchTreeView::toolTipOf(CandidateId id) const {
    if (!layout_.contains(id)) return {};
    const L::Node& n = layout_.node(id);
    if (std::isnan(n.energyJ) || std::isnan(n.measured))
        return tr("#%1: %2, %3").arg(id).arg(StateStyle::name(n.state), SearchTreePainter::label(n));
    const QString s = QString::number(n.measured, 'f', 2) + QStringLiteral("×");
    const QString joules = CandidateModel::millijouleText(n.energyJ);
    QString tip = std::isnan(n.energyGain)
        ? tr("#%1: %2, S = %3 (%4/launch)").arg(id).arg(StateStyle::name(n.state), s, joules)
        : tr("#%1: %2, S = %3, energy gain %4 (%5/launch)")
              .arg(id)
              .arg(StateStyle::name(n.state), s, QString::number(n.energyGain, 'f', 2) + QStringLiteral("×"), joules);
    if (n.label == L::Label::ProductGain)
        tip += tr(", product gain %1").arg(QString::number(n.value, 'f', 2) + QStringLiteral("×"));
    return tip;
}

void SearchTreeView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    painter_.paint(p, layout_, SearchTreePainter::Viewport{sx_, sy_, left_, top_, size()}, delta_, selected_);
}

bool SearchTreeView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const CandidateId id = candidateAt(help->pos());
        const CandidateId edge = id == kNoCandidate ? discoveryEdgeAt(help->pos()) : kNoCandidate;
        if (id != kNoCandidate)
            QToolTip::showText(help->globalPos(), toolTipOf(id), this);
        else if (edge != kNoCandidate)
            QToolTip::showText(
                help->globalPos(),
                tr("Discovery moment #%1 → #%2: click to see what changed").arg(layout_.node(edge).parent).arg(edge),
                this);
        else
            QToolTip::hideText();
        return true;
    }
    if (e->type() == QEvent::LanguageChange) update(); // "ref" is translated when drawn
    return QWidget::event(e);
}

void SearchTreeView::wheelEvent(QWheelEvent* e) {
    const double factor = std::pow(1.15, e->angleDelta().y() / 120.0);
    const QPointF anchor = e->position();
    const QPointF s = toScene(anchor);
    autoFit_ = false;
    sx_ = std::clamp(sx_ * factor, kMinScale, kZoomMax);
    sy_ = std::clamp(sy_ * factor, kMinScale, kZoomMax);
    left_ = s.x() - anchor.x() / sx_;
    top_ = s.y() - anchor.y() / sy_;
    update();
    e->accept();
}

void SearchTreeView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    pressPos_ = e->position().toPoint();
    pressOrigin_ = QPointF(left_, top_);
    dragging_ = false;
}

void SearchTreeView::mouseMoveEvent(QMouseEvent* e) {
    if (!(e->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(e);
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
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
        return;
    }
    const CandidateId id = candidateAt(e->position().toPoint());
    if (id == kNoCandidate) {
        // Between the layers: an orange edge opens its discovery moment.
        const CandidateId child = discoveryEdgeAt(e->position().toPoint());
        if (child != kNoCandidate) Q_EMIT discoveryActivated(layout_.node(child).parent, child);
        return;
    }
    selected_ = id;
    update();
    Q_EMIT candidateSelected(id);
}

void SearchTreeView::contextMenuEvent(QContextMenuEvent* e) {
    const CandidateId id = candidateAt(e->pos());
    if (id == kNoCandidate) return;
    selected_ = id;
    update();
    Q_EMIT contextMenuRequested(id, e->globalPos());
    e->accept();
}

void SearchTreeView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (autoFit_) fitScales();
}

} // namespace augur::ui
