#include "ui/SearchProgressView.h"

#include "ui/ChartStyle.h"

#include <QAreaSeries>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
const QColor kSession(33, 150, 83), kMeasureAll(120, 120, 120), kRandom(70, 130, 200), kBest(200, 60, 60);

/// The step curve of `c` (index = measurements) up to `xMax`, values clamped to ≥ 1×.
void fillSteps(QLineSeries* s, const std::vector<double>& c, int xMax) {
    QList<QPointF> pts;
    for (std::size_t m = 0; m < c.size() && m <= static_cast<std::size_t>(xMax); ++m) {
        const double v = std::max(c[m], 1.0);
        if (m > 0) pts.append(QPointF(double(m), std::max(c[m - 1], 1.0)));
        pts.append(QPointF(double(m), v));
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
    : QChartView(parent), sessionSeries_(line(kSession, 2.2, Qt::SolidLine)),
      measureAllSeries_(line(kMeasureAll, 1.5, Qt::DashLine)), randomSeries_(line(kRandom, 1.5, Qt::DotLine)),
      randomLowSeries_(new QLineSeries), randomHighSeries_(new QLineSeries),
      randomBand_(new QAreaSeries(randomHighSeries_, randomLowSeries_)), bestSeries_(line(kBest, 1.0, Qt::DashLine)),
      x_(new QValueAxis), y_(new QLogValueAxis) {
    setObjectName(QStringLiteral("searchProgressView"));
    setMinimumSize(260, 180);
    setRenderHint(QPainter::Antialiasing);
    QColor fill = kRandom;
    fill.setAlpha(40);
    randomBand_->setBrush(fill);
    randomBand_->setPen(Qt::NoPen);
    auto* chart = new QChart;
    // Drawn bottom to top: the band, the best in the space, the baselines, the session.
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{randomBand_, bestSeries_, randomSeries_,
                                                                      measureAllSeries_, sessionSeries_})
        chart->addSeries(s);
    y_->setBase(2.0);
    y_->setLabelFormat(QStringLiteral("%.3g×"));
    y_->setMinorTickCount(0);
    x_->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x_, Qt::AlignBottom);
    chart->addAxis(y_, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->legend()->markers(randomBand_).front()->setVisible(false); // the median's entry names the band
    styleChart(chart, palette(), font());
    setChart(chart);
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
        bestSeries_->replace({QPointF(0, bestInSpace_), QPointF(xMax, bestInSpace_)});
    else
        bestSeries_->clear();
    // Hidden curves leave the legend too.
    auto show = [&](QAbstractSeries* s, bool on) {
        s->setVisible(on);
        for (QLegendMarker* m : chart()->legend()->markers(s)) m->setVisible(on);
    };
    show(measureAllSeries_, measureAll_.size() > 1);
    show(randomSeries_, randomMedian_.size() > 1);
    randomBand_->setVisible(band);
    show(bestSeries_, bestInSpace_ > 0);
    // y: from 1× (the reference) to the largest value drawn, on a log2 scale.
    double top = std::max(2.0, bestInSpace_);
    for (const auto* c : {&session_, &measureAll_, &randomHigh_})
        for (double v : *c) top = std::max(top, v);
    y_->setRange(1.0, std::exp2(std::log2(top) * 1.05));
    x_->setRange(0, xMax);
    x_->setTickCount(std::min(xMax, 10) + 1);
}

void SearchProgressView::retranslate() {
    sessionSeries_->setName(tr("this session"));
    measureAllSeries_->setName(tr("measure-all"));
    randomSeries_->setName(tr("random (median, 10–90 %)"));
    randomBand_->setName(tr("random (10–90 %)"));
    bestSeries_->setName(tr("best in space %1×").arg(bestInSpace_, 0, 'f', 2));
    x_->setTitleText(tr("GPU measurements spent"));
}

void SearchProgressView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    if (e->type() == QEvent::PaletteChange || e->type() == QEvent::FontChange) styleChart(chart(), palette(), font());
    QChartView::changeEvent(e);
}

} // namespace augur::ui
