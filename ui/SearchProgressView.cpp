#include "ui/SearchProgressView.h"

#include "ui/ChartStyle.h"

#include <QAreaSeries>
#include <QChartView>
#include <QLabel>
#include <QVBoxLayout>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QCategoryAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
const QColor kSession(33, 150, 83), kMeasureAll(120, 120, 120), kRandom(70, 130, 200), kBest(200, 60, 60);

/// The y coordinate of a speedup: log2 S, from 0 (1×, the reference) up.
double yOf(double s) { return std::log2(std::max(s, 1.0)); }

/// The step curve of `c` (index = measurements) up to `xMax`.
void fillSteps(QLineSeries* s, const std::vector<double>& c, int xMax) {
    QList<QPointF> pts;
    for (std::size_t m = 0; m < c.size() && m <= static_cast<std::size_t>(xMax); ++m) {
        if (m > 0) pts.append(QPointF(double(m), yOf(c[m - 1])));
        pts.append(QPointF(double(m), yOf(c[m])));
    }
    s->replace(pts);
}

QLineSeries* line(const QColor& color, double width, Qt::PenStyle style) {
    auto* s = new QLineSeries;
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    s->setPen(pen);
    return s;
}
} // namespace

SearchProgressView::SearchProgressView(QWidget* parent)
    : QWidget(parent), legend_(new QLabel(this)), view_(new QChartView(this)),
      sessionSeries_(line(kSession, 2.2, Qt::SolidLine)), measureAllSeries_(line(kMeasureAll, 1.5, Qt::DashLine)),
      randomSeries_(line(kRandom, 1.5, Qt::DotLine)), randomLowSeries_(new QLineSeries),
      randomHighSeries_(new QLineSeries), randomBand_(new QAreaSeries(randomHighSeries_, randomLowSeries_)),
      bestSeries_(line(kBest, 1.0, Qt::DashLine)), x_(new QValueAxis), y_(new QCategoryAxis) {
    setObjectName(QStringLiteral("searchProgressView"));
    setMinimumSize(260, 180);
    legend_->setObjectName(QStringLiteral("searchProgressLegend"));
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    view_->setRenderHint(QPainter::Antialiasing);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(legend_);
    layout->addWidget(view_, 1);
    QColor fill = kRandom;
    fill.setAlpha(40);
    randomBand_->setBrush(fill);
    randomBand_->setPen(Qt::NoPen);
    auto* chart = new QChart;
    // Drawn bottom to top: the band, the best in the space, the baselines, the session.
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{randomBand_, bestSeries_, randomSeries_,
                                                                      measureAllSeries_, sessionSeries_})
        chart->addSeries(s);
    y_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x_->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x_, Qt::AlignBottom);
    chart->addAxis(y_, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    chart->legend()->hide(); // legendText() above the chart wraps; a chart legend would cut names short
    styleChart(chart, palette(), font());
    view_->setChart(chart);
    retranslate();
    rebuild();
}

void SearchProgressView::setSession(std::vector<double> curve) {
    session_ = std::move(curve);
    rebuild();
}

void SearchProgressView::setBaselines(std::vector<double> measureAll, std::vector<double> randomMedian,
                                      std::vector<double> randomLow, std::vector<double> randomHigh,
                                      double bestInSpace) {
    measureAll_ = std::move(measureAll);
    randomMedian_ = std::move(randomMedian);
    randomLow_ = std::move(randomLow);
    randomHigh_ = std::move(randomHigh);
    bestInSpace_ = bestInSpace;
    retranslate(); // the best-in-space entry carries its value
    rebuild();
}

void SearchProgressView::setBudget(int budget) {
    budget_ = std::max(1, budget);
    rebuild();
}

void SearchProgressView::rebuild() {
    const int xMax = budget_;
    fillSteps(sessionSeries_, session_, xMax);
    fillSteps(measureAllSeries_, measureAll_, xMax);
    fillSteps(randomSeries_, randomMedian_, xMax);
    const bool band = randomLow_.size() > 1 && randomHigh_.size() == randomLow_.size();
    fillSteps(randomLowSeries_, band ? randomLow_ : std::vector<double>{}, xMax);
    fillSteps(randomHighSeries_, band ? randomHigh_ : std::vector<double>{}, xMax);
    if (bestInSpace_ > 0)
        bestSeries_->replace({QPointF(0, yOf(bestInSpace_)), QPointF(xMax, yOf(bestInSpace_))});
    else
        bestSeries_->clear();
    measureAllSeries_->setVisible(measureAll_.size() > 1);
    randomSeries_->setVisible(randomMedian_.size() > 1);
    randomBand_->setVisible(band);
    bestSeries_->setVisible(bestInSpace_ > 0);
    legend_->setText(legendText());
    // y: from 1× (the reference) to the largest value drawn, on a log2 scale.
    double top = std::max(2.0, bestInSpace_);
    for (const auto* c : {&session_, &measureAll_, &randomHigh_})
        for (double v : *c) top = std::max(top, v);
    const double yMax = std::log2(top) * 1.05;
    y_->setRange(0.0, yMax);
    for (const QString& label : y_->categoriesLabels()) y_->remove(label);
    for (double s = 1.0; std::log2(s) <= yMax + 1e-9; s *= 2.0) y_->append(tr("%1×").arg(s, 0, 'g', 4), std::log2(s));
    x_->setRange(0, xMax);
    fitXTicks();
}

void SearchProgressView::fitXTicks() {
    // Whole-number ticks on a 1-2-5 step, one label per ~45 px of plot at most: eleven
    // fixed ticks in a narrow dock were all elided to "…".
    const int xMax = std::max(1, budget_);
    const int room = std::max(2, view_->width() / 45);
    int step = 1;
    for (int base = 1; xMax / step > room; base *= 10)
        for (int m : {1, 2, 5}) {
            step = m * base;
            if (xMax / step <= room) break;
        }
    x_->setTickType(QValueAxis::TicksDynamic);
    x_->setTickAnchor(0);
    x_->setTickInterval(step);
}

QString SearchProgressView::legendText() const {
    auto entry = [](const QColor& c, const QString& dash, const QString& name) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3").arg(c.name(), dash, name.toHtmlEscaped());
    };
    QStringList items{entry(kSession, QStringLiteral("━━"), sessionSeries_->name())};
    if (measureAllSeries_->isVisible()) items << entry(kMeasureAll, QStringLiteral("╌╌"), measureAllSeries_->name());
    if (randomSeries_->isVisible()) items << entry(kRandom, QStringLiteral("┈┈"), randomSeries_->name());
    if (bestSeries_->isVisible()) items << entry(kBest, QStringLiteral("╌╌"), bestSeries_->name());
    return items.join(QStringLiteral(" &nbsp; "));
}

void SearchProgressView::retranslate() {
    sessionSeries_->setName(tr("this session"));
    measureAllSeries_->setName(tr("measure-all"));
    randomSeries_->setName(tr("random (median, 10–90 %)"));
    randomBand_->setName(tr("random (10–90 %)"));
    bestSeries_->setName(tr("best in space %1×").arg(bestInSpace_, 0, 'f', 2));
    x_->setTitleText(tr("GPU measurements spent"));
    legend_->setText(legendText());
}

void SearchProgressView::resizeEvent(QResizeEvent* e) {
    fitAxisTitles(view_->chart(), view_->height(), font());
    fitXTicks();
    QWidget::resizeEvent(e);
}

void SearchProgressView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    if (e->type() == QEvent::PaletteChange || e->type() == QEvent::FontChange)
        styleChart(view_->chart(), palette(), font());
    QWidget::changeEvent(e);
}

} // namespace augur::ui
