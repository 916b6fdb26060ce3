#include "ui/ChartStyle.h"

#include <QAbstractAxis>
#include <QLegend>

namespace augur::ui {

void styleChart(QChart* chart, const QPalette& palette, const QFont& font) {
    chart->setBackgroundBrush(palette.base());
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->setAnimationOptions(QChart::NoAnimation); // a stream of updates must not queue animations
    chart->setTitleFont(font);
    chart->setTitleBrush(palette.placeholderText());
    chart->legend()->setFont(font);
    chart->legend()->setLabelColor(palette.text().color());
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setLabelsColor(palette.text().color());
        axis->setTitleFont(font);
        axis->setTitleBrush(palette.text());
        axis->setGridLineColor(palette.mid().color());
        axis->setLinePenColor(palette.text().color());
    }
}

} // namespace augur::ui
