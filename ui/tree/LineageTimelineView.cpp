#include "ui/tree/LineageTimelineView.h"

#include "ui/base/DisplayNames.h"
#include "ui/base/DockTabWatch.h"
#include "ui/base/IdleQueue.h"
#include "ui/base/StateStyle.h"
#include "ui/tree/LineageSummary.h"
#include "ui/tree/SearchTreePainter.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
using P = LineageTimelinePainter;
constexpr double kWheelStep = 1.25;
constexpr double kMaxPixelsPerSecond = 1e5; ///< candidates a few milliseconds apart separate
} // namespace

LineageTimelineView::LineageTimelineView(QWidget* parent) : QWidget(parent), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("lineageTimelineView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(false);
    setMinimumHeight(120);
    timer_->setSingleShot(true);
    timer_->setInterval(100);
    // Placing and drawing wait for their turn among the GUI's heavy refreshes.
    connect(timer_, &QTimer::timeout, this, [this] { IdleQueue::instance()->post(this, 0, [this] { tick(); }); });
}

void LineageTimelineView::setParameterSpace(const ParameterSpace& space) {
    space_ = space;
    summaries_.clear();
    summarised_.clear();
}

void LineageTimelineView::resetCandidates(const std::vector<Candidate>& candidates) {
    layout_.clear();
    summaries_.clear();
    summarised_.clear();
    selected_ = kNoCandidate;
    autoFit_ = true;
    updateCandidates(candidates);
}

void LineageTimelineView::updateCandidates(const std::vector<Candidate>& candidates) {
    for (const Candidate& c : candidates) structureDirty_ = layout_.upsert(c) || structureDirty_;
    pending_ = true;
    timer_->setInterval(layout_.count() > 20000 ? 200 : 100);
    if (!timer_->isActive()) timer_->start();
}

void LineageTimelineView::layoutNow() {
    timer_->stop();
    pending_ = true;
    structureDirty_ = true;
    tick();
}

void LineageTimelineView::tick() {
    // Nothing is placed or drawn while the view cannot be seen; showing it catches up.
    if (!pending_) return;
    if (!DockTabWatch::onScreen(this)) {
        skipped_ = true;
        return;
    }
    catchUp();
    update();
}

void LineageTimelineView::catchUp() {
    pending_ = skipped_ = false;
    if (autoFit_) fitScale();
    place();
}

void LineageTimelineView::place() {
    const double height = std::max(1.0, double(this->height() - kAxisHeight));
    if (!structureDirty_ && pps_ == placedPps_ && height == placedHeight_) return;
    layout_.place(pps_, kAxisHeight, height, P::kRowHeight, P::kNodeWidth);
    structureDirty_ = false;
    placedPps_ = pps_;
    placedHeight_ = height;
}

void LineageTimelineView::fitScale() {
    // A mark's width of margin at each end.
    const double span = std::max(1e-3, layout_.lastTime() - layout_.firstTime());
    pps_ = std::max(1e-9, (plotWidth() - 2 * P::kNodeWidth) / span);
    t0_ = layout_.firstTime() - P::kNodeWidth / pps_;
}

void LineageTimelineView::fitAll() {
    autoFit_ = true;
    fitScale();
    place();
    update();
}

void LineageTimelineView::zoomBy(double factor, double anchorX) {
    const double t = tOf(anchorX);
    const double fit = plotWidth() / std::max(1e-3, layout_.lastTime() - layout_.firstTime());
    pps_ = std::clamp(pps_ * factor, 0.5 * fit, std::max(fit, kMaxPixelsPerSecond));
    t0_ = t - (anchorX - kHeaderWidth) / pps_;
    autoFit_ = false;
    place();
    update();
}

void LineageTimelineView::centreOn(CandidateId id) {
    if (!layout_.contains(id)) return;
    autoFit_ = false;
    // In the middle, unless that shows time before the first node or after the last.
    const double margin = P::kNodeWidth / pps_, span = plotWidth() / pps_;
    const double first = layout_.firstTime() - margin, last = layout_.lastTime() + margin - span;
    t0_ = std::clamp(layout_.node(id).t - 0.5 * span, first, std::max(first, last));
    update();
}

std::vector<Origin> LineageTimelineView::laneOrigins() const {
    std::vector<Origin> out;
    for (const auto* lane : layout_.lanes()) out.push_back(lane->origin);
    return out;
}

QRectF LineageTimelineView::laneRect(Origin origin) const {
    const auto& lane = layout_.lane(origin);
    if (lane.ids.empty()) return {};
    return {0, lane.top, double(width()), lane.height};
}

std::optional<QPointF> LineageTimelineView::widgetPosition(CandidateId id) const {
    if (!layout_.contains(id) || placedPps_ < 0) return std::nullopt;
    const auto& n = layout_.node(id);
    return QPointF(xOf(n.t), layout_.yOf(n));
}

CandidateId LineageTimelineView::candidateAt(const QPoint& pos) const {
    if (pos.x() < kHeaderWidth || pos.y() < kAxisHeight || placedPps_ < 0) return kNoCandidate;
    return layout_.nodeAt(tOf(pos.x()), pos.y(), (P::kNodeWidth / 2 + 1) / pps_);
}

const QString& LineageTimelineView::summaryOf(CandidateId id) const {
    static const QString none;
    if (!candidates_ || id < 0 || std::size_t(id) >= candidates_->size()) return none;
    if (summaries_.size() < candidates_->size()) {
        summaries_.resize(candidates_->size());
        summarised_.resize(candidates_->size(), 0);
    }
    if (!summarised_[std::size_t(id)]) {
        const Candidate& c = (*candidates_)[std::size_t(id)];
        const Candidate* parent = c.parent >= 0 && std::size_t(c.parent) < candidates_->size()
            ? &(*candidates_)[std::size_t(c.parent)]
            : nullptr;
        summaries_[std::size_t(id)] = LineageSummary::of(c, parent, space_);
        summarised_[std::size_t(id)] = 1;
    }
    return summaries_[std::size_t(id)];
}

QString LineageTimelineView::labelOf(CandidateId id) const {
    if (!layout_.contains(id)) return {};
    const auto& n = layout_.node(id);
    QString text = QStringLiteral("#%1").arg(id);
    if (n.label != SearchTreeLayout::Label::None) text += QLatin1Char(' ') + SearchTreePainter::label(n.label, n.value);
    if (const QString& s = summaryOf(id); !s.isEmpty()) text += QLatin1Char(' ') + s;
    return text;
}

QString LineageTimelineView::drawnLabelOf(CandidateId id) const {
    const auto at = widgetPosition(id);
    if (!at || at->x() < kHeaderWidth || at->x() > width()) return {};
    const auto label = painter_.labelFor(layout_, id, P::roomOf(layout_.node(id), at->x(), pps_, width()),
                                         summaryOf(id), P::labelFont(font()));
    if (label.empty()) return {};
    return label.summary.isEmpty() ? label.head : label.head + QLatin1Char(' ') + label.summary;
}

LineageTimelinePainter::Frame LineageTimelineView::frame() const {
    return {t0_, pps_, size(), selected_, [this](CandidateId id) -> const QString& { return summaryOf(id); }};
}

void LineageTimelineView::paintEvent(QPaintEvent*) {
    // Shown again (a dock's tab raised): place what arrived meanwhile. While the view is on
    // screen, new candidates wait for the next tick instead: placing costs more than drawing.
    if (skipped_) catchUp();
    QPainter p(this);
    painter_.paint(p, layout_, frame());
}

bool LineageTimelineView::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(e);
        const CandidateId id = candidateAt(help->pos());
        if (id == kNoCandidate) {
            QToolTip::hideText();
            return true;
        }
        const auto& n = layout_.node(id);
        QString tip =
            tr("#%1 (%2): %3").arg(id).arg(DisplayNames::origin(n.origin), StateStyle::name(n.state, n.queued));
        if (n.label != SearchTreeLayout::Label::None)
            tip += QStringLiteral(", ") + SearchTreePainter::label(n.label, n.value);
        if (n.parent >= 0) tip += QLatin1Char('\n') + tr("child of #%1").arg(n.parent);
        if (const QString& s = summaryOf(id); !s.isEmpty()) tip += QLatin1Char('\n') + s;
        QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    if (e->type() == QEvent::LanguageChange) update(); // lane titles are translated when drawn
    return QWidget::event(e);
}

void LineageTimelineView::wheelEvent(QWheelEvent* e) {
    zoomBy(std::pow(kWheelStep, e->angleDelta().y() / 120.0), e->position().x());
    e->accept();
}

void LineageTimelineView::mousePressEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mousePressEvent(e);
    pressPos_ = e->position().toPoint();
    pressT0_ = t0_;
    dragging_ = false;
}

void LineageTimelineView::mouseMoveEvent(QMouseEvent* e) {
    if (!(e->buttons() & Qt::LeftButton)) return QWidget::mouseMoveEvent(e);
    const QPoint delta = e->position().toPoint() - pressPos_;
    if (!dragging_ && delta.manhattanLength() < 4) return;
    if (!dragging_) setCursor(Qt::ClosedHandCursor);
    dragging_ = true;
    autoFit_ = false;
    t0_ = pressT0_ - delta.x() / pps_;
    update();
}

void LineageTimelineView::mouseReleaseEvent(QMouseEvent* e) {
    if (e->button() != Qt::LeftButton) return QWidget::mouseReleaseEvent(e);
    if (dragging_) {
        dragging_ = false;
        unsetCursor();
        return;
    }
    const CandidateId id = candidateAt(e->position().toPoint());
    if (id == kNoCandidate) return;
    selected_ = id;
    update();
    Q_EMIT candidateSelected(id);
}

void LineageTimelineView::selectCandidate(qint64 id) {
    if (id == selected_ || (!layout_.contains(id) && id != kNoCandidate)) return;
    selected_ = id;
    if (!autoFit_ && layout_.contains(id)) {
        const double x = xOf(layout_.node(id).t);
        if (x < kHeaderWidth + 10 || x > width() - 10) return centreOn(id);
    }
    update();
}

void LineageTimelineView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (autoFit_) fitScale();
    place();
}

void LineageTimelineView::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    if (pending_) {
        skipped_ = true; // paintEvent catches up
        update();
    }
}

} // namespace augur::ui
