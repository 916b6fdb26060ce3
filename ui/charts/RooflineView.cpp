#include "ui/charts/RooflineView.h"

#include <QCoreApplication>
#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace augur::ui {

namespace {
const QColor kPoint(70, 130, 200, 170);
const QColor kReference(40, 40, 40);
const QColor kBest(230, 120, 0);
const QColor kSelection(0x0d, 0x47, 0xa1);
const QColor kDramRoof(46, 125, 50);
const QColor kFp32Roof(120, 60, 160);
const QColor kTensorRoof(120, 60, 160);

/// 10^e as a short tick label: 0.01, 0.1, 1, 10, 100, 1k, 10k, 100k, 1M, ...
QString decade(int e) {
    if (e < 0) return QString::number(std::pow(10.0, e), 'g', 1);
    static const char* suffix[] = {"", "k", "M", "G", "T"};
    const int group = std::min(4, e / 3);
    return QString::number(int(std::lround(std::pow(10.0, e - 3 * group)))) + QString::fromLatin1(suffix[group]);
}

QString rate(double gflops) {
    return gflops >= 1000
        ? QCoreApplication::translate("RooflineView", "%1 TFLOP/s").arg(gflops / 1000, 0, 'f', gflops >= 100000 ? 0 : 1)
        : QCoreApplication::translate("RooflineView", "%1 GFLOP/s").arg(gflops, 0, 'f', 0);
}
} // namespace

QPointF RooflineView::Axes::map(double intensity, double gflops) const {
    const double fx = (std::log10(intensity) - x0) / (x1 - x0);
    const double fy = (std::log10(gflops) - y0) / (y1 - y0);
    return {plot.left() + fx * plot.width(), plot.bottom() - fy * plot.height()};
}

RooflineView::RooflineView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("rooflineView"));
    setMouseTracking(false);
    setToolTip(tr(
        "Each measured candidate at its arithmetic intensity and achieved GFLOP/s, under the DRAM and compute roofs. Click a point to select its candidate."));
}

void RooflineView::setPoints(std::vector<RooflinePoint> points) {
    points_ = std::move(points);
    best_ = kNoCandidate;
    double bestS = -1;
    for (const auto& p : points_)
        if (p.speedup > bestS) {
            bestS = p.speedup;
            best_ = p.id;
        }
    updateRanges();
    update();
}

void RooflineView::setPeaks(std::optional<DevicePeaks> peaks) {
    peaks_ = peaks;
    updateRanges();
    update();
}

void RooflineView::setSelected(CandidateId id) {
    if (id == selected_) return;
    selected_ = id;
    update();
}

void RooflineView::updateRanges() {
    double xmin = std::numeric_limits<double>::infinity(), xmax = 0, ymin = std::numeric_limits<double>::infinity(),
           ymax = 0;
    for (const auto& p : points_) {
        xmin = std::min(xmin, p.intensity);
        xmax = std::max(xmax, p.intensity);
        ymin = std::min(ymin, p.gflops);
        ymax = std::max(ymax, p.gflops);
    }
    const double dram = peaks_ ? peaks_->dramGBs : 0.0;
    const double top = peaks_ ? std::max(peaks_->fp32GFlops, peaks_->tensorGFlops) : 0.0;
    if (dram > 0 && peaks_->fp32GFlops > 0) {
        // Show both sides of the FP32 ridge (and the tensor ridge when it is near the data).
        const double ridge = peaks_->fp32GFlops / dram;
        xmin = std::min(xmin, ridge / 10);
        xmax = std::max(xmax, ridge * 10);
    }
    if (!std::isfinite(xmin) || xmax <= 0) {
        xmin = 0.1;
        xmax = 1000;
    }
    x0_ = std::floor(std::log10(xmin) - 0.15);
    x1_ = std::ceil(std::log10(xmax) + 0.15);
    if (dram > 0) ymin = std::min(ymin, dram * std::pow(10.0, x0_));
    ymax = std::max(ymax, top);
    if (!std::isfinite(ymin) || ymax <= 0) {
        ymin = 1;
        ymax = 1e6;
    }
    y0_ = std::floor(std::log10(std::max(1e-9, ymin)) - 0.1);
    y1_ = std::ceil(std::log10(ymax) + 0.1);
    y0_ = std::max(y0_, y1_ - 9);
    x0_ = std::max(x0_, x1_ - 9);
    if (x1_ - x0_ < 2) x1_ = x0_ + 2;
    if (y1_ - y0_ < 2) y0_ = y1_ - 2;
}

RooflineView::Axes RooflineView::axes() const {
    const QFontMetrics fm = fontMetrics();
    Axes a;
    const int left = fm.horizontalAdvance(QStringLiteral("100M")) + 10;
    a.plot =
        QRectF(left, fm.height() + 8, std::max(10, width() - left - 10), std::max(10, height() - 4 * fm.height() - 18));
    a.x0 = x0_;
    a.x1 = x1_;
    a.y0 = y0_;
    a.y1 = y1_;
    return a;
}

std::optional<QPointF> RooflineView::position(CandidateId id) const {
    const Axes a = axes();
    for (const auto& p : points_)
        if (p.id == id) return a.map(p.intensity, p.gflops);
    return std::nullopt;
}

CandidateId RooflineView::candidateAt(const QPointF& pos) const {
    const Axes a = axes();
    CandidateId found = kNoCandidate;
    double best = 8.0 * 8.0;
    // Highlighted points are drawn on top: prefer them on a tie.
    for (const auto& p : points_) {
        const QPointF q = a.map(p.intensity, p.gflops);
        const double d = (q.x() - pos.x()) * (q.x() - pos.x()) + (q.y() - pos.y()) * (q.y() - pos.y());
        const bool marked = p.id == selected_ || p.id == best_ || p.reference;
        if (d < best || (d <= best && marked)) {
            best = d;
            found = p.id;
        }
    }
    return found;
}

void RooflineView::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) {
        const CandidateId id = candidateAt(e->position());
        if (id != kNoCandidate) {
            setSelected(id);
            Q_EMIT candidateSelected(id);
        }
    }
    QWidget::mousePressEvent(e);
}

void RooflineView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    const Axes a = axes();
    const QRectF& plot = a.plot;
    if (plot.width() < 30 || plot.height() < 30) return;
    paintGrid(p, a);
    p.save();
    p.setClipRect(plot);
    p.setRenderHint(QPainter::Antialiasing);
    paintRoofs(p, a);
    p.setRenderHint(QPainter::Antialiasing, false);
    paintPoints(p, a);
    p.restore();
    p.setPen(QPen(palette().text().color(), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
    paintLegend(p, plot);
    if (points_.empty()) {
        p.setPen(palette().text().color());
        p.drawText(
            plot.adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
            tr("No measured candidate to place yet: a point needs a successful measurement whose problem has nominal FLOPs and bytes."));
    }
}

void RooflineView::paintGrid(QPainter& p, const Axes& a) const {
    const QFontMetrics fm = fontMetrics();
    const QRectF& plot = a.plot;
    // Decade grid and labels.
    p.setPen(QPen(palette().mid().color(), 1));
    for (int e = int(a.x0); e <= int(a.x1); ++e) {
        const double x = a.map(std::pow(10.0, e), 1).x();
        p.setPen(QPen(palette().midlight().color(), 1));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(palette().text().color());
        p.drawText(QRectF(x - 30, plot.bottom() + 2, 60, fm.height()), Qt::AlignCenter, decade(e));
    }
    for (int e = int(a.y0); e <= int(a.y1); ++e) {
        const double y = a.map(1, std::pow(10.0, e)).y();
        p.setPen(QPen(palette().midlight().color(), 1));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(palette().text().color());
        p.drawText(QRectF(0, y - fm.height() / 2.0, plot.left() - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   decade(e));
    }
    p.setPen(palette().text().color());
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignCenter,
               tr("arithmetic intensity (FLOP/byte)"));
    p.drawText(QRectF(4, 2, width() - 8, fm.height() + 4), Qt::AlignLeft | Qt::AlignVCenter, tr("achieved GFLOP/s"));
}

void RooflineView::paintRoofs(QPainter& p, const Axes& a) const {
    const QFontMetrics fm = fontMetrics();
    const double xLo = std::pow(10.0, a.x0), xHi = std::pow(10.0, a.x1);
    auto roof = [&](double compute, const QColor& colour, Qt::PenStyle style, const QString& label, bool below) {
        const double dram = peaks_ && peaks_->dramGBs > 0 ? peaks_->dramGBs : 0.0;
        QPainterPath path;
        if (dram > 0) {
            const double ridge = compute / dram;
            path.moveTo(a.map(xLo, dram * xLo));
            path.lineTo(a.map(ridge, compute));
        } else {
            path.moveTo(a.map(xLo, compute));
        }
        path.lineTo(a.map(xHi, compute));
        p.setPen(QPen(colour, 2, style));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        const QPointF end = a.map(xHi, compute);
        p.drawText(QRectF(end.x() - 260, below ? end.y() + 3 : end.y() - fm.height() - 2, 256, fm.height()),
                   Qt::AlignRight | (below ? Qt::AlignTop : Qt::AlignBottom), label);
    };
    if (peaks_) {
        if (peaks_->tensorGFlops > 0)
            roof(peaks_->tensorGFlops, kTensorRoof, Qt::DashLine,
                 tr("FP16 tensor roof %1").arg(rate(peaks_->tensorGFlops)), false);
        if (peaks_->fp32GFlops > 0)
            roof(peaks_->fp32GFlops, kFp32Roof, Qt::SolidLine, tr("FP32 roof %1").arg(rate(peaks_->fp32GFlops)), true);
        if (peaks_->dramGBs > 0) {
            // The DRAM roof alone (no compute roof known) runs across the plot.
            if (peaks_->fp32GFlops <= 0 && peaks_->tensorGFlops <= 0) {
                p.setPen(QPen(kDramRoof, 2));
                p.drawLine(a.map(xLo, peaks_->dramGBs * xLo), a.map(xHi, peaks_->dramGBs * xHi));
            } else {
                p.setPen(QPen(kDramRoof, 2));
                const double ridge =
                    (peaks_->fp32GFlops > 0 ? peaks_->fp32GFlops : peaks_->tensorGFlops) / peaks_->dramGBs;
                p.drawLine(a.map(xLo, peaks_->dramGBs * xLo), a.map(ridge, peaks_->dramGBs * ridge));
            }
            // Label the slope under the line, a little right of its left end.
            const double lx = std::pow(10.0, a.x0 + 0.25 * (a.x1 - a.x0));
            const QPointF at = a.map(lx, peaks_->dramGBs * lx);
            p.setPen(kDramRoof);
            p.drawText(QRectF(at.x() + 6, at.y() + 2, 240, fm.height()), Qt::AlignLeft | Qt::AlignTop,
                       tr("DRAM %1 GB/s").arg(peaks_->dramGBs, 0, 'f', 0));
        }
    }
}

void RooflineView::paintPoints(QPainter& p, const Axes& a) const {
    // Points: plain squares for all, then the marked ones on top.
    const RooflinePoint* ref = nullptr;
    const RooflinePoint* best = nullptr;
    const RooflinePoint* sel = nullptr;
    for (const auto& pt : points_) {
        const QPointF q = a.map(pt.intensity, pt.gflops);
        p.fillRect(QRectF(q.x() - 2.5, q.y() - 2.5, 5, 5), kPoint);
        if (pt.reference) ref = &pt;
        if (pt.id == best_) best = &pt;
        if (pt.id == selected_) sel = &pt;
    }
    p.setRenderHint(QPainter::Antialiasing);
    if (ref) {
        const QPointF q = a.map(ref->intensity, ref->gflops);
        p.setPen(QPen(kReference, 1.5));
        p.setBrush(kReference);
        QPolygonF diamond({q + QPointF(0, -6), q + QPointF(6, 0), q + QPointF(0, 6), q + QPointF(-6, 0)});
        p.drawPolygon(diamond);
    }
    if (best) {
        const QPointF q = a.map(best->intensity, best->gflops);
        p.setPen(QPen(kBest.darker(130), 1.5));
        p.setBrush(kBest);
        p.drawEllipse(q, 5.5, 5.5);
    }
    if (sel) {
        const QPointF q = a.map(sel->intensity, sel->gflops);
        p.setPen(QPen(kSelection, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(q, 9, 9);
    }
}

void RooflineView::paintLegend(QPainter& p, const QRectF& plot) const {
    const QFontMetrics fm = fontMetrics();
    p.setRenderHint(QPainter::Antialiasing);
    const QString items[] = {tr("reference"), tr("best"), tr("selected"), tr("%1 measured").arg(points_.size())};
    int total = 0;
    for (const auto& s : items) total += fm.horizontalAdvance(s) + 30;
    double x = std::max(4.0, plot.center().x() - total / 2.0);
    const double cy = plot.bottom() + 2 * fm.height() + 6 + fm.height() / 2.0;
    for (int i = 0; i < 4; ++i) {
        const QPointF c(x + 7, cy);
        switch (i) {
        case 0:
            p.setPen(kReference);
            p.setBrush(kReference);
            p.drawPolygon(QPolygonF({c + QPointF(0, -5), c + QPointF(5, 0), c + QPointF(0, 5), c + QPointF(-5, 0)}));
            break;
        case 1:
            p.setPen(kBest.darker(130));
            p.setBrush(kBest);
            p.drawEllipse(c, 4.5, 4.5);
            break;
        case 2:
            p.setPen(QPen(kSelection, 2));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(c, 5, 5);
            break;
        default: p.fillRect(QRectF(c.x() - 2.5, c.y() - 2.5, 5, 5), kPoint); break;
        }
        p.setPen(palette().text().color());
        const int w = fm.horizontalAdvance(items[i]);
        p.drawText(QRectF(x + 16, cy - fm.height() / 2.0, w + 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   items[i]);
        x += w + 30;
    }
}

void RooflineView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange)
        setToolTip(tr(
            "Each measured candidate at its arithmetic intensity and achieved GFLOP/s, under the DRAM and compute roofs. Click a point to select its candidate."));
    QWidget::changeEvent(e);
}

} // namespace augur::ui
