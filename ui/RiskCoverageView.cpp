#include "ui/RiskCoverageView.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace augur::ui {

RiskCoverageView::RiskCoverageView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("riskCoverageView"));
    retranslate();
}

void RiskCoverageView::setCurve(std::vector<RiskCoveragePoint> curve) {
    curve_ = std::move(curve);
    update();
}

void RiskCoverageView::setThreshold(double t) {
    threshold_ = t;
    update();
}

RiskCoveragePoint RiskCoverageView::pointAt(const std::vector<RiskCoveragePoint>& curve, double t) {
    // The curve runs by descending threshold; the operating point is the last one whose
    // threshold is still ≥ t (the first point accepts nothing).
    RiskCoveragePoint best{t, 0.0, 0.0, 0};
    for (const RiskCoveragePoint& p : curve)
        if (p.threshold >= t) best = p;
    best.threshold = t;
    return best;
}

void RiskCoverageView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("0.00")) + 10;
    const QRectF plot(left, fm.height() + 4, width() - left - 8, height() - 3 * fm.height() - 10);
    if (plot.width() < 20 || plot.height() < 20) return;
    auto toX = [&](double c) { return plot.left() + c * plot.width(); };
    auto toY = [&](double r) { return plot.bottom() - r * plot.height(); };

    p.setPen(QPen(palette().mid().color(), 1));
    // Fewer grid lines when the plot is short, so the labels never overlap.
    const int steps = plot.height() < 5 * fm.height() ? 2 : 4;
    for (int i = 0; i <= steps; ++i) {
        const double v = double(i) / steps;
        p.drawLine(QPointF(plot.left(), toY(v)), QPointF(plot.right(), toY(v)));
        p.drawText(QRectF(0, toY(v) - fm.height() / 2.0, left - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v, 'f', 2));
        p.drawText(QRectF(toX(v) - 20, plot.bottom() + 2, 40, fm.height()), Qt::AlignCenter,
                   QString::number(v, 'f', 1));
    }
    p.setPen(palette().text().color());
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignCenter,
               tr("coverage (share accepted on forecast)"));
    p.drawText(QRectF(0, 0, width(), fm.height() + 2), Qt::AlignLeft | Qt::AlignVCenter,
               tr("risk (wrong bin among accepted)"));

    if (curve_.size() > 1) {
        QPainterPath path;
        path.moveTo(toX(curve_[1].coverage), toY(curve_[1].risk));
        for (std::size_t i = 2; i < curve_.size(); ++i) path.lineTo(toX(curve_[i].coverage), toY(curve_[i].risk));
        p.setPen(QPen(QColor(70, 130, 200), 2));
        p.drawPath(path);
        const RiskCoveragePoint at = pointAt(curve_, threshold_);
        const double x = toX(at.coverage);
        p.setPen(QPen(QColor(200, 60, 60), 1.5));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        if (at.accepted > 0) {
            p.setBrush(QColor(200, 60, 60));
            p.drawEllipse(QPointF(x, toY(at.risk)), 3.5, 3.5);
        }
        const QString label = tr("threshold %1").arg(threshold_, 0, 'f', 2);
        const double w = fm.horizontalAdvance(label) + 4;
        const double lx = x + w + 4 > plot.right() ? x - w - 2 : x + 3;
        p.setPen(QColor(200, 60, 60));
        p.drawText(QRectF(lx, plot.top() + 1, w, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, label);
    } else {
        p.setPen(palette().placeholderText().color());
        p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, tr("No measured forecasts yet"));
    }
    p.setPen(QPen(palette().text().color(), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot);
}

void RiskCoverageView::retranslate() {
    setToolTip(tr(
        "Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts"));
}

void RiskCoverageView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate(); // painted texts follow at the repaint
    QWidget::changeEvent(e);
}

} // namespace augur::ui
