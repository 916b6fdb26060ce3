#include "ui/charts/ReliabilityDiagram.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace augur::ui {

// 'g': the quarter ticks read 0.25 and 0.75, not 0.3 and 0.8.
QString ReliabilityDiagram::tickLabel(double v) { return QString::number(v, 'g', 3); }

ReliabilityDiagram::ReliabilityDiagram(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("reliabilityDiagram"));
    retranslate();
}

void ReliabilityDiagram::setBins(std::vector<ReliabilityBin> bins) {
    bins_ = std::move(bins);
    update();
}

void ReliabilityDiagram::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("1.0")) + 10;
    const int bottom = 2 * fm.height() + 6;
    const QRectF plot(left, fm.height() + 4, width() - left - 8, height() - bottom - fm.height() - 4);
    if (plot.width() < 20 || plot.height() < 20) return;
    auto toX = [&](double c) { return plot.left() + c * plot.width(); };
    auto toY = [&](double a) { return plot.bottom() - a * plot.height(); };

    // Axes and grid.
    p.setPen(QPen(palette().mid().color(), 1));
    for (int i = 0; i <= 4; ++i) {
        const double v = i / 4.0;
        p.drawLine(QPointF(plot.left(), toY(v)), QPointF(plot.right(), toY(v)));
        p.drawText(QRectF(0, toY(v) - fm.height() / 2.0, left - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   tickLabel(v));
        p.drawText(QRectF(toX(v) - 20, plot.bottom() + 2, 40, fm.height()), Qt::AlignCenter, tickLabel(v));
    }
    p.setPen(palette().text().color());
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height()), Qt::AlignCenter,
               tr("confidence (MaxProb)"));
    p.drawText(QRectF(0, 0, width(), fm.height() + 2), Qt::AlignLeft | Qt::AlignVCenter,
               tr("accuracy of the predicted bin"));

    // Bars: accuracy per bin, the bin's count above.
    const QColor bar(70, 130, 200, 200);
    for (const ReliabilityBin& b : bins_) {
        const QRectF r(QPointF(toX(b.lower) + 1, toY(b.count > 0 ? b.accuracy : 0.0)),
                       QPointF(toX(b.upper) - 1, plot.bottom()));
        if (b.count > 0) p.fillRect(r, bar);
        p.setPen(palette().text().color());
        const double labelY = std::max(plot.top(), r.top() - fm.height() - 1);
        p.drawText(QRectF(toX(b.lower), labelY, toX(b.upper) - toX(b.lower), fm.height()), Qt::AlignCenter,
                   QString::number(b.count));
    }
    // Perfect calibration.
    p.setPen(QPen(QColor(200, 60, 60), 1.5, Qt::DashLine));
    p.drawLine(QPointF(toX(0), toY(0)), QPointF(toX(1), toY(1)));
    p.setPen(QPen(palette().text().color(), 1));
    p.drawRect(plot);
}

void ReliabilityDiagram::retranslate() {
    setToolTip(tr("Accuracy of the predicted bin per confidence bin; a calibrated forecaster follows the diagonal"));
}

void ReliabilityDiagram::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate(); // painted texts follow at the repaint
    QWidget::changeEvent(e);
}

} // namespace augur::ui
