#include "ui/SearchProgressView.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace augur::ui {

SearchProgressView::SearchProgressView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("searchProgressView"));
    setMinimumSize(260, 180);
}

void SearchProgressView::setSession(std::vector<double> curve) {
    session_ = std::move(curve);
    update();
}

void SearchProgressView::setBaselines(std::vector<double> measureAll, std::vector<double> randomMedian,
                                      std::vector<double> randomLow, std::vector<double> randomHigh,
                                      double bestInSpace) {
    measureAll_ = std::move(measureAll);
    randomMedian_ = std::move(randomMedian);
    randomLow_ = std::move(randomLow);
    randomHigh_ = std::move(randomHigh);
    bestInSpace_ = bestInSpace;
    update();
}

void SearchProgressView::setBudget(int budget) {
    budget_ = std::max(1, budget);
    update();
}

void SearchProgressView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().base());
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("100×")) + 10;
    // The legend first, flowed into as many rows as the width needs, only for the curves shown.
    struct Item {
        QString text;
        QPen pen;
    };
    const QColor sessionColor(33, 150, 83), allColor(120, 120, 120), randomColor(70, 130, 200), bestColor(200, 60, 60);
    std::vector<Item> items{{tr("this session"), QPen(sessionColor, 2.2)}};
    if (measureAll_.size() > 1) items.push_back({tr("measure-all"), QPen(allColor, 1.5, Qt::DashLine)});
    if (randomMedian_.size() > 1)
        items.push_back({tr("random (median, 10–90 %)"), QPen(randomColor, 1.5, Qt::DotLine)});
    if (bestInSpace_ > 0)
        items.push_back({tr("best in space %1×").arg(bestInSpace_, 0, 'f', 2), QPen(bestColor, 1, Qt::DashLine)});
    std::vector<QPointF> at;
    double x = left, y = 2;
    for (const auto& it : items) {
        const double w = 22 + fm.horizontalAdvance(it.text) + 14;
        if (x + w > width() - 4 && x > left) {
            x = left;
            y += fm.height() + 2;
        }
        at.emplace_back(x, y);
        x += w;
    }
    const double legendBottom = y + fm.height() + 6;
    const QRectF plot(left, legendBottom + fm.height() / 2.0, width() - left - 10,
                      height() - legendBottom - fm.height() / 2.0 - 2 * fm.height() - 8);
    if (plot.width() < 40 || plot.height() < 40) return;
    for (std::size_t i = 0; i < items.size(); ++i) {
        const double ly = at[i].y() + fm.height() / 2.0 + 1;
        p.setPen(items[i].pen);
        p.drawLine(QPointF(at[i].x(), ly), QPointF(at[i].x() + 18, ly));
        p.setPen(palette().text().color());
        p.drawText(QRectF(at[i].x() + 22, at[i].y(), fm.horizontalAdvance(items[i].text) + 2, fm.height() + 2),
                   Qt::AlignLeft | Qt::AlignVCenter, items[i].text);
    }

    // y: log2 of S, from 1 (the reference) up to the largest value drawn.
    double top = std::max(2.0, bestInSpace_);
    for (const auto* c : {&session_, &measureAll_, &randomHigh_})
        for (double v : *c) top = std::max(top, v);
    const double yMax = std::log2(top) * 1.05;
    const int xMax = std::max(budget_, 1);
    auto toX = [&](double m) { return plot.left() + std::clamp(m, 0.0, double(xMax)) / xMax * plot.width(); };
    auto toY = [&](double s) {
        return plot.bottom() - std::clamp(std::log2(std::max(s, 1.0)) / yMax, 0.0, 1.0) * plot.height();
    };

    p.setPen(QPen(palette().mid().color(), 1));
    for (double s = 1.0; std::log2(s) <= yMax + 1e-9; s *= 2.0) {
        p.drawLine(QPointF(plot.left(), toY(s)), QPointF(plot.right(), toY(s)));
        p.drawText(QRectF(0, toY(s) - fm.height() / 2.0, left - 4, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   tr("%1×").arg(s, 0, 'g', 3));
    }
    const int xStep = xMax <= 30 ? 5 : xMax <= 120 ? 20 : xMax <= 600 ? 100 : 500;
    for (int m = 0; m <= xMax; m += xStep) {
        p.drawLine(QPointF(toX(m), plot.bottom()), QPointF(toX(m), plot.bottom() + 3));
        p.drawText(QRectF(toX(m) - 25, plot.bottom() + 3, 50, fm.height()), Qt::AlignCenter, QString::number(m));
    }
    p.setPen(palette().text().color());
    p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 4, plot.width(), fm.height()), Qt::AlignCenter,
               tr("GPU measurements spent"));

    auto pathOf = [&](const std::vector<double>& c) {
        QPainterPath path;
        for (std::size_t m = 0; m < c.size() && m <= static_cast<std::size_t>(xMax); ++m) {
            // A step curve: the best stays until the next improvement.
            const QPointF pt(toX(double(m)), toY(c[m]));
            if (m == 0)
                path.moveTo(pt);
            else {
                path.lineTo(QPointF(pt.x(), toY(c[m - 1])));
                path.lineTo(pt);
            }
        }
        return path;
    };
    if (randomLow_.size() > 1 && randomHigh_.size() == randomLow_.size()) {
        QPainterPath band = pathOf(randomHigh_);
        const QPainterPath low = pathOf(randomLow_).toReversed();
        band.connectPath(low);
        band.closeSubpath();
        QColor fill = randomColor;
        fill.setAlpha(40);
        p.fillPath(band, fill);
    }
    if (bestInSpace_ > 0) {
        p.setPen(QPen(bestColor, 1, Qt::DashLine));
        p.drawLine(QPointF(plot.left(), toY(bestInSpace_)), QPointF(plot.right(), toY(bestInSpace_)));
    }
    p.setBrush(Qt::NoBrush);
    if (randomMedian_.size() > 1) {
        p.setPen(QPen(randomColor, 1.5, Qt::DotLine));
        p.drawPath(pathOf(randomMedian_));
    }
    if (measureAll_.size() > 1) {
        p.setPen(QPen(allColor, 1.5, Qt::DashLine));
        p.drawPath(pathOf(measureAll_));
    }
    if (session_.size() > 1) {
        p.setPen(QPen(sessionColor, 2.2));
        p.drawPath(pathOf(session_));
    }
}

} // namespace augur::ui
