#include "ui/charts/BinHistogram.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace augur::ui {

namespace {
/// Short range label of bin k, a speedup with its unit: "<0.5×", "0.5×", ..., "≥4×".
QString shortEdge(int bin) {
    if (bin == 1) return QStringLiteral("<0.5×");
    if (bin == kBinCount) return QStringLiteral("≥4×");
    return QString::number(BinScheme::lowerEdge(bin), 'g', 3) + QStringLiteral("×");
}
} // namespace

BinHistogram::BinHistogram(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void BinHistogram::setDistribution(const std::optional<BinProbs>& p, int predictedBin, int measuredBin) {
    p_ = p;
    predicted_ = predictedBin;
    measured_ = measuredBin;
    update();
}

QRectF BinHistogram::barArea() const { return QRectF(rect()).adjusted(34, 10, -8, -34); }

int BinHistogram::binAt(const QPoint& pos) const {
    const QRectF a = barArea();
    if (pos.x() < a.left() || pos.x() >= a.right()) return 0;
    return 1 + static_cast<int>((pos.x() - a.left()) / (a.width() / kBinCount));
}

QFont BinHistogram::labelFont() const {
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() - 1.5));
    return f;
}

QRectF BinHistogram::measuredLabelRect() const {
    if (measured_ < 1 || measured_ > kBinCount) return {};
    const QRectF a = barArea();
    const double w = a.width() / kBinCount;
    const QFontMetricsF fm(labelFont());
    const double tw = std::min(double(width()), fm.horizontalAdvance(tr("measured")) + 6.0);
    const double centre = a.left() + (measured_ - 0.5) * w;
    return {std::clamp(centre - tw / 2, 0.0, double(width()) - tw), a.top() + 1, tw, fm.height()};
}

void BinHistogram::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QRectF a = barArea();
    const double w = a.width() / kBinCount;
    // Axis and gridlines at 0, 0.5, 1.
    p.setPen(QColor(0xcc, 0xcc, 0xcc));
    for (double v : {0.25, 0.5, 0.75, 1.0})
        p.drawLine(QPointF(a.left(), a.bottom() - v * a.height()), QPointF(a.right(), a.bottom() - v * a.height()));
    p.setPen(palette().color(QPalette::Text));
    p.setFont(labelFont());
    for (double v : {0.0, 0.5, 1.0})
        p.drawText(QRectF(0, a.bottom() - v * a.height() - 8, a.left() - 4, 16), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(v, 'g', 2));
    p.drawLine(a.bottomLeft(), a.bottomRight());
    // The bins' lower edges ("0.707×") under their numbers: every other one when they
    // would run into each other (a narrow dock); the tool tip names every bin.
    double edgeWidth = 0;
    for (int k = 1; k <= kBinCount; ++k)
        edgeWidth = std::max(edgeWidth, p.fontMetrics().horizontalAdvance(shortEdge(k)) + 4.0);
    const int edgeEvery = edgeWidth <= w ? 1 : 2;
    for (int k = 1; k <= kBinCount; ++k) {
        const QRectF slot(a.left() + (k - 1) * w, a.top(), w, a.height());
        if (p_) {
            const double v = (*p_)[static_cast<std::size_t>(k - 1)];
            QRectF bar(slot.left() + 3, a.bottom() - v * a.height(), w - 6, v * a.height());
            p.fillRect(bar, k == predicted_ ? QColor(0x1e, 0x88, 0xe5) : QColor(0x90, 0xca, 0xf9));
            if (v >= 0.01) {
                p.setPen(palette().color(QPalette::Text));
                p.drawText(QRectF(slot.left(), bar.top() - 14, w, 14), Qt::AlignCenter, QString::number(v, 'f', 2));
            }
        }
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QRectF(slot.left(), a.bottom() + 2, w, 14), Qt::AlignCenter, QString::number(k));
        if ((k - 1) % edgeEvery == 0)
            p.drawText(QRectF(slot.center().x() - edgeWidth / 2, a.bottom() + 16, edgeWidth, 14), Qt::AlignCenter,
                       shortEdge(k));
        if (k == measured_) {
            p.setPen(QPen(QColor(0xd3, 0x2f, 0x2f), 2.0));
            p.setBrush(Qt::NoBrush);
            p.drawRect(slot.adjusted(1, 1, -1, -1));
            // The label is wider than a bin (and longer in Japanese or Spanish): centred on
            // the bin, kept inside the chart, on the background so no bar label shows through.
            const QRectF box = measuredLabelRect();
            p.fillRect(box, palette().base());
            p.drawText(box, Qt::AlignCenter, tr("measured"));
        }
    }
    if (!p_) {
        p.setPen(palette().color(QPalette::PlaceholderText));
        p.drawText(a, Qt::AlignCenter, tr("no forecast"));
    }
}

bool BinHistogram::event(QEvent* e) {
    if (e->type() == QEvent::ToolTip) {
        auto* he = static_cast<QHelpEvent*>(e);
        int k = binAt(he->pos());
        if (k >= 1 && k <= kBinCount) {
            QString text = tr("bin %1 %2: %3")
                               .arg(k)
                               .arg(QString::fromStdString(BinScheme::rangeText(k)), tr(BinScheme::label(k)));
            if (p_) text += tr("\np = %1").arg((*p_)[static_cast<std::size_t>(k - 1)], 0, 'f', 3);
            QToolTip::showText(he->globalPos(), text, this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(e);
}

} // namespace augur::ui
