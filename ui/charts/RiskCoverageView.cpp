#include "ui/charts/RiskCoverageView.h"

#include "ui/charts/ChartStyle.h"

#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace augur::ui {

namespace {
const QColor kCurve(70, 130, 200), kThreshold(200, 60, 60);
} // namespace

RiskCoverageView::RiskCoverageView(QWidget* parent)
    : QChartView(parent), curveSeries_(new QLineSeries), thresholdSeries_(new QLineSeries),
      operatingPoint_(new QScatterSeries), x_(new QValueAxis), y_(new QValueAxis) {
    setObjectName(QStringLiteral("riskCoverageView"));
    setRenderHint(QPainter::Antialiasing);
    curveSeries_->setPen(QPen(kCurve, 2));
    thresholdSeries_->setPen(QPen(kThreshold, 1.5));
    operatingPoint_->setColor(kThreshold);
    operatingPoint_->setBorderColor(kThreshold);
    operatingPoint_->setMarkerSize(7);
    auto* chart = new QChart;
    for (QAbstractSeries* s : std::initializer_list<QAbstractSeries*>{curveSeries_, thresholdSeries_, operatingPoint_})
        chart->addSeries(s);
    for (QValueAxis* a : {x_, y_}) {
        a->setRange(0.0, 1.0);
        a->setTickCount(3);
        a->setLabelFormat(QStringLiteral("%.1f"));
    }
    chart->addAxis(x_, Qt::AlignBottom);
    chart->addAxis(y_, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    // No legend: the panel beside it names the operating point in words, and a dock is narrow.
    chart->legend()->hide();
    styleChart(chart, palette(), font());
    QChart* defaultChart = this->chart(); // released, not deleted, by setChart
    setChart(chart);
    delete defaultChart;
    retranslate();
    rebuild();
}

void RiskCoverageView::setCurve(std::vector<RiskCoveragePoint> curve) {
    curve_ = std::move(curve);
    rebuild();
}

void RiskCoverageView::markThreshold(double t) {
    threshold_ = t;
    retranslate(); // the threshold's legend entry carries its value
    rebuild();
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

void RiskCoverageView::rebuild() {
    QList<QPointF> pts;
    for (std::size_t i = 1; i < curve_.size(); ++i) pts.append(QPointF(curve_[i].coverage, curve_[i].risk));
    curveSeries_->replace(pts);
    const bool any = curve_.size() > 1;
    const RiskCoveragePoint at = pointAt(curve_, threshold_);
    if (any)
        thresholdSeries_->replace({QPointF(at.coverage, 0.0), QPointF(at.coverage, 1.0)});
    else
        thresholdSeries_->clear();
    if (any && at.accepted > 0)
        operatingPoint_->replace({QPointF(at.coverage, at.risk)});
    else
        operatingPoint_->clear();
    chart()->setTitle(any ? QString() : tr("No measured forecasts yet"));
}

void RiskCoverageView::retranslate() {
    setToolTip(tr(
        "Risk (wrong predicted bin among accepted forecasts) against coverage (share accepted), over the measured forecasts"));
    curveSeries_->setName(tr("risk–coverage"));
    thresholdSeries_->setName(tr("threshold %1").arg(threshold_, 0, 'f', 2));
    x_->setTitleText(tr("coverage"));
    y_->setTitleText(tr("risk"));
    if (curve_.size() <= 1) chart()->setTitle(tr("No measured forecasts yet"));
}

void RiskCoverageView::resizeEvent(QResizeEvent* e) {
    fitAxisTitles(chart(), height(), font());
    QChartView::resizeEvent(e);
}

void RiskCoverageView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    if (e->type() == QEvent::PaletteChange || e->type() == QEvent::FontChange) styleChart(chart(), palette(), font());
    QChartView::changeEvent(e);
}

} // namespace augur::ui
