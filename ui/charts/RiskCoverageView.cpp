#include "ui/charts/RiskCoverageView.h"

#include "ui/charts/ChartStyle.h"

#include <QEvent>

#include <algorithm>
#include <QLegend>
#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>

namespace augur::ui {

namespace {
const QColor kCurve(70, 130, 200), kThreshold(200, 60, 60);

bool samePoints(const std::vector<RiskCoveragePoint>& a, const std::vector<RiskCoveragePoint>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const RiskCoveragePoint& p, const RiskCoveragePoint& q) {
                          return p.threshold == q.threshold && p.coverage == q.coverage && p.risk == q.risk &&
                              p.accepted == q.accepted;
                      });
}
} // namespace

QList<QPointF> RiskCoverageView::drawnPoints(const std::vector<RiskCoveragePoint>& curve, int columns) {
    QList<QPointF> pts;
    if (curve.size() < 2) return pts;
    const std::size_t n = curve.size() - 1; // the first point accepts nothing: not drawn
    columns = std::max(columns, 1);
    if (n <= std::size_t(4 * columns)) {
        pts.reserve(qsizetype(n));
        for (std::size_t i = 1; i < curve.size(); ++i) pts.append(QPointF(curve[i].coverage, curve[i].risk));
        return pts;
    }
    // More points than the chart has pixels: per column of coverage, the first, lowest,
    // highest and last point in curve order, so the drawn line keeps every spike (the
    // envelope a pixel shows) at a cost bounded by the width, not by the session's size.
    pts.reserve(4 * columns);
    std::size_t i = 1;
    while (i < curve.size()) {
        const int column = std::min(columns - 1, int(curve[i].coverage * columns));
        std::size_t lo = i, hi = i, last = i;
        for (; last + 1 < curve.size() && std::min(columns - 1, int(curve[last + 1].coverage * columns)) == column;
             ++last) {
            if (curve[last + 1].risk < curve[lo].risk) lo = last + 1;
            if (curve[last + 1].risk > curve[hi].risk) hi = last + 1;
        }
        std::size_t picks[4] = {i, std::min(lo, hi), std::max(lo, hi), last};
        for (int k = 0; k < 4; ++k)
            if (k == 0 || picks[k] != picks[k - 1]) pts.append(QPointF(curve[picks[k]].coverage, curve[picks[k]].risk));
        i = last + 1;
    }
    return pts;
}

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
    if (samePoints(curve, curve_)) return; // a refresh that changed nothing redraws nothing
    curve_ = std::move(curve);
    rebuild();
}

void RiskCoverageView::markThreshold(double t) {
    if (t == threshold_ && !stale_) return;
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
    // Hidden (a tab behind another, a closed dock): drawn when it shows, not at every change.
    stale_ = !isVisible();
    if (stale_) return;
    // A column of three pixels: the 2 px antialiased pen covers it, and the line item's
    // geometry (its stroked shape) costs in proportion to the points, at every change.
    curveSeries_->replace(drawnPoints(curve_, std::max(32, int(chart()->plotArea().width()) / 3)));
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

void RiskCoverageView::showEvent(QShowEvent* e) {
    QChartView::showEvent(e);
    if (stale_) rebuild();
}

void RiskCoverageView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    if (e->type() == QEvent::PaletteChange || e->type() == QEvent::FontChange) styleChart(chart(), palette(), font());
    QChartView::changeEvent(e);
}

} // namespace augur::ui
