#include "ui/charts/ChartStyle.h"

#include <QAbstractAxis>
#include <QFontMetrics>
#include <QGraphicsLayout>
#include <QLegend>

namespace augur::ui {

void styleChart(QChart* chart, const QPalette& palette, const QFont& font) {
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setMargins(QMargins(0, 0, 0, 0));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setAnimationOptions(QChart::NoAnimation); // a stream of updates must not queue animations
    chart->setTitleFont(font);
    chart->setTitleBrush(palette.placeholderText());
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.9);
    chart->legend()->setFont(small);
    chart->legend()->setLabelColor(palette.text().color());
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setLabelsColor(palette.text().color());
        axis->setTitleFont(small);
        axis->setTitleBrush(palette.text());
        axis->setGridLineColor(palette.mid().color());
        axis->setLinePenColor(palette.text().color());
    }
}

void fitAxisTitles(QChart* chart, int heightPx, const QFont& font) {
    const bool room = heightPx >= 8 * QFontMetrics(font).height();
    for (QAbstractAxis* axis : chart->axes()) axis->setTitleVisible(room);
}

} // namespace augur::ui
