#include "ui/charts/SearchProgressView.h"

#include "ui/charts/ChartStyle.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QPainter>
#include <QPixmap>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
const QColor kSession(33, 150, 83), kMeasureAll(120, 120, 120), kRandom(70, 130, 200), kBest(200, 60, 60);
/// Overlays: muted colours that stay apart from the session's green and the baselines.
const QColor kOverlay[] = {QColor(156, 39, 176), QColor(230, 126, 34), QColor(0, 150, 160),
                           QColor(121, 85, 72),  QColor(233, 30, 99),  QColor(96, 125, 139)};

/// The y coordinate of a speedup: log2 S, from 0 (1×, the reference) up.
double yOf(double s) { return std::log2(std::max(s, 1.0)); }

/// The step curve of `c` (index = measurements) up to `xMax`: a corner where the value
/// changes and the last point, so a best-so-far curve of thousands of measurements costs
/// a point per improvement, not two per measurement.
void fillSteps(QLineSeries* s, const std::vector<double>& c, double xMax) {
    QList<QPointF> pts;
    std::size_t m = 0;
    for (; m < c.size() && double(m) <= xMax; ++m) {
        if (m == 0) {
            pts.append(QPointF(0.0, yOf(c[0])));
        } else if (c[m] != c[m - 1]) {
            pts.append(QPointF(double(m), yOf(c[m - 1])));
            pts.append(QPointF(double(m), yOf(c[m])));
        }
    }
    if (m > 1 && pts.last().x() != double(m - 1)) pts.append(QPointF(double(m - 1), yOf(c[m - 1])));
    s->replace(pts);
}

/// The step curve of (seconds, best) points, with corners where the best changes and the
/// last point.
void fillTimeSteps(QLineSeries* s, const std::vector<std::pair<double, double>>& c) {
    QList<QPointF> pts;
    for (std::size_t i = 0; i < c.size(); ++i) {
        if (i == 0) {
            pts.append(QPointF(c[0].first, yOf(c[0].second)));
        } else if (c[i].second != c[i - 1].second) {
            pts.append(QPointF(c[i].first, yOf(c[i - 1].second)));
            pts.append(QPointF(c[i].first, yOf(c[i].second)));
        }
    }
    if (c.size() > 1 && pts.last().x() != c.back().first) pts.append(QPointF(c.back().first, yOf(c.back().second)));
    s->replace(pts);
}

QLineSeries* line(const QColor& color, double width, Qt::PenStyle style) {
    auto* s = new QLineSeries;
    QPen pen(color, width, style);
    pen.setCosmetic(true);
    s->setPen(pen);
    return s;
}

QString csvText(const QString& s) {
    QString q = s;
    q.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}
} // namespace

SearchProgressView::SearchProgressView(QWidget* parent)
    : QWidget(parent), legend_(new QLabel(this)), view_(new QChartView(this)),
      sessionSeries_(line(kSession, 2.2, Qt::SolidLine)), measureAllSeries_(line(kMeasureAll, 1.5, Qt::DashLine)),
      randomSeries_(line(kRandom, 1.5, Qt::DotLine)), randomLowSeries_(new QLineSeries(this)),
      randomHighSeries_(new QLineSeries(this)), randomBand_(new QAreaSeries(randomHighSeries_, randomLowSeries_)),
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
    chart->addAxis(x_, Qt::AlignBottom);
    chart->addAxis(y_, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    chart->legend()->hide(); // legendText() above the chart wraps; a chart legend would cut names short
    styleChart(chart, palette(), font());
    // setChart releases the view's default chart without deleting it; the band's edges are
    // parented here because QAreaSeries does not own them.
    QChart* defaultChart = view_->chart();
    view_->setChart(chart);
    delete defaultChart;
    retranslate();
    rebuild();
}

void SearchProgressView::setSession(std::vector<double> curve, std::vector<std::pair<double, double>> overTime) {
    if (curve == session_ && overTime == sessionTime_) return; // nothing new was measured
    session_ = std::move(curve);
    sessionTime_ = std::move(overTime);
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

void SearchProgressView::setOverlays(std::vector<Overlay> overlays) {
    QChart* chart = view_->chart();
    for (QLineSeries* s : overlaySeries_) {
        chart->removeSeries(s);
        delete s;
    }
    overlaySeries_.clear();
    overlays_ = std::move(overlays);
    for (std::size_t i = 0; i < overlays_.size(); ++i) {
        QLineSeries* s = line(kOverlay[i % std::size(kOverlay)], 1.4, Qt::SolidLine);
        s->setName(overlays_[i].label);
        chart->addSeries(s);
        s->attachAxis(x_);
        s->attachAxis(y_);
        overlaySeries_.push_back(s);
    }
    rebuild();
}

void SearchProgressView::setXAxis(XAxis axis) {
    axis_ = axis;
    retranslate();
    rebuild();
}

QList<QPointF> SearchProgressView::sessionPoints() const { return sessionSeries_->points(); }

bool SearchProgressView::baselinesHiddenByAxis() const {
    return axis_ == XAxis::WallTime && (measureAll_.size() > 1 || randomMedian_.size() > 1);
}

double SearchProgressView::xMax() const {
    if (axis_ == XAxis::Measurements) return budget_;
    double t = 1e-3;
    for (const auto& p : sessionTime_) t = std::max(t, p.first);
    for (const auto& o : overlays_)
        for (const auto& p : o.byTime) t = std::max(t, p.first);
    return t * 1.02;
}

void SearchProgressView::rebuild() {
    const double xm = xMax();
    const bool time = axis_ == XAxis::WallTime;
    if (time)
        fillTimeSteps(sessionSeries_, sessionTime_);
    else
        fillSteps(sessionSeries_, session_, xm);
    for (std::size_t i = 0; i < overlaySeries_.size() && i < overlays_.size(); ++i) {
        if (time)
            fillTimeSteps(overlaySeries_[i], overlays_[i].byTime);
        else
            fillSteps(overlaySeries_[i], overlays_[i].byMeasurement, xm);
        overlaySeries_[i]->setVisible(time ? overlays_[i].byTime.size() > 1 : overlays_[i].byMeasurement.size() > 1);
    }
    // The baselines are replayed without time: against wall time there is nothing to draw.
    fillSteps(measureAllSeries_, time ? std::vector<double>{} : measureAll_, xm);
    fillSteps(randomSeries_, time ? std::vector<double>{} : randomMedian_, xm);
    const bool band = !time && randomLow_.size() > 1 && randomHigh_.size() == randomLow_.size();
    fillSteps(randomLowSeries_, band ? randomLow_ : std::vector<double>{}, xm);
    fillSteps(randomHighSeries_, band ? randomHigh_ : std::vector<double>{}, xm);
    if (bestInSpace_ > 0)
        bestSeries_->replace({QPointF(0, yOf(bestInSpace_)), QPointF(xm, yOf(bestInSpace_))});
    else
        bestSeries_->clear();
    measureAllSeries_->setVisible(!time && measureAll_.size() > 1);
    randomSeries_->setVisible(!time && randomMedian_.size() > 1);
    randomBand_->setVisible(band);
    bestSeries_->setVisible(bestInSpace_ > 0);
    legend_->setText(legendText());
    // y: from 1× (the reference) to the largest value drawn, on a log2 scale.
    double top = std::max(2.0, bestInSpace_);
    for (const auto* c : {&session_, &measureAll_, &randomHigh_})
        for (double v : *c) top = std::max(top, v);
    for (const auto& o : overlays_)
        for (double v : o.byMeasurement) top = std::max(top, v);
    const double yMax = std::log2(top) * 1.05;
    if (yMax != yMax_ || y_->count() == 0) { // the axis' labels are laid out again only when its range moves
        yMax_ = yMax;
        y_->setRange(0.0, yMax);
        for (const QString& label : y_->categoriesLabels()) y_->remove(label);
        for (double s = 1.0; std::log2(s) <= yMax + 1e-9; s *= 2.0)
            y_->append(tr("%1×").arg(s, 0, 'g', 4), std::log2(s));
    }
    x_->setRange(0, xm);
    fitXTicks();
}

void SearchProgressView::fitXTicks() {
    // Ticks on a 1-2-5 step, one label per ~45 px of plot at most: eleven fixed ticks in a
    // narrow dock were all elided to "…". Wall time may span less than a second (a replay).
    const double xm = std::max(1e-3, xMax());
    const double room = std::max(2, view_->width() / 45);
    double step = std::pow(10.0, std::floor(std::log10(xm / room)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (xm / (m * step) <= room) {
            step *= m;
            break;
        }
    if (axis_ == XAxis::Measurements) step = std::max(1.0, std::round(step));
    const int decimals = step >= 1.0 ? 0 : static_cast<int>(std::ceil(-std::log10(step) - 1e-9));
    x_->setLabelFormat(decimals == 0 ? QStringLiteral("%d") : QStringLiteral("%.%1f").arg(decimals));
    x_->setTickType(QValueAxis::TicksDynamic);
    x_->setTickAnchor(0);
    x_->setTickInterval(step);
}

QString SearchProgressView::legendText() const {
    auto entry = [](const QColor& c, const QString& dash, const QString& name) {
        return QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3").arg(c.name(), dash, name.toHtmlEscaped());
    };
    QStringList items{entry(kSession, QStringLiteral("━━"), sessionSeries_->name())};
    for (std::size_t i = 0; i < overlays_.size(); ++i)
        items << entry(kOverlay[i % std::size(kOverlay)], QStringLiteral("━"), overlays_[i].label);
    if (measureAllSeries_->isVisible()) items << entry(kMeasureAll, QStringLiteral("╌╌"), measureAllSeries_->name());
    if (randomSeries_->isVisible()) items << entry(kRandom, QStringLiteral("┈┈"), randomSeries_->name());
    if (bestSeries_->isVisible()) items << entry(kBest, QStringLiteral("╌╌"), bestSeries_->name());
    QString text = items.join(QStringLiteral(" &nbsp; "));
    if (baselinesHiddenByAxis())
        text += QStringLiteral("<br>") +
            tr("The baselines are replayed without time: they are drawn against measurements "
               "only.")
                .toHtmlEscaped();
    if (axis_ == XAxis::WallTime && sessionTime_.empty() && !session_.empty())
        text += QStringLiteral("<br>") +
            tr("This session's file does not record when each measurement finished.").toHtmlEscaped();
    return text;
}

void SearchProgressView::retranslate() {
    yMax_ = -1.0; // the y labels are made again in the new language at the next rebuild
    sessionSeries_->setName(tr("this session"));
    measureAllSeries_->setName(tr("measure-all"));
    randomSeries_->setName(tr("random (median, 10–90 %)"));
    randomBand_->setName(tr("random (10–90 %)"));
    bestSeries_->setName(tr("best in space %1×").arg(bestInSpace_, 0, 'f', 2));
    x_->setTitleText(axis_ == XAxis::Measurements ? tr("GPU measurements spent") : tr("wall time (s)"));
    legend_->setText(legendText());
}

bool SearchProgressView::exportPng(const QString& path, int scale, QString& error) const {
    scale = std::clamp(scale, 1, 4);
    QPixmap pixmap(size() * scale);
    pixmap.setDevicePixelRatio(scale);
    pixmap.fill(palette().color(QPalette::Window));
    const_cast<SearchProgressView*>(this)->render(&pixmap);
    if (!pixmap.save(path, "PNG")) {
        error = tr("%1: cannot be written as PNG").arg(path);
        return false;
    }
    return true;
}

bool SearchProgressView::exportSvg(const QString& path, QString& error) const {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size());
    svg.setViewBox(rect());
    svg.setTitle(tr("Augur search progress"));
    QPainter painter;
    if (!painter.begin(&svg)) {
        error = tr("%1: cannot be written as SVG").arg(path);
        return false;
    }
    const_cast<SearchProgressView*>(this)->render(&painter);
    painter.end();
    return true;
}

bool SearchProgressView::exportCsv(const QString& path, QString& error) const {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        error = tr("%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    QTextStream out(&file);
    auto at = [](const std::vector<double>& c, std::size_t m) {
        return m < c.size() ? QString::number(c[m], 'g', 8) : QString();
    };
    QStringList head{QStringLiteral("measurements"), QStringLiteral("this_session")};
    for (const auto& o : overlays_) head << csvText(o.label);
    head << QStringLiteral("measure_all") << QStringLiteral("random_median") << QStringLiteral("random_p10")
         << QStringLiteral("random_p90") << QStringLiteral("best_in_space");
    out << head.join(QLatin1Char(',')) << '\n';
    std::size_t rows = session_.size();
    for (const auto* c : {&measureAll_, &randomMedian_}) rows = std::max(rows, c->size());
    for (const auto& o : overlays_) rows = std::max(rows, o.byMeasurement.size());
    for (std::size_t m = 0; m < rows; ++m) {
        QStringList row{QString::number(m), at(session_, m)};
        for (const auto& o : overlays_) row << at(o.byMeasurement, m);
        row << at(measureAll_, m) << at(randomMedian_, m) << at(randomLow_, m) << at(randomHigh_, m)
            << (bestInSpace_ > 0 ? QString::number(bestInSpace_, 'g', 8) : QString());
        out << row.join(QLatin1Char(',')) << '\n';
    }
    // Wall time, where recorded: one block of (series, seconds, best) steps.
    auto timeBlock = [&](const QString& name, const std::vector<std::pair<double, double>>& c) {
        for (const auto& [t, s] : c)
            out << csvText(name) << ',' << QString::number(t, 'f', 3) << ',' << QString::number(s, 'g', 8) << '\n';
    };
    if (!sessionTime_.empty() ||
        std::any_of(overlays_.begin(), overlays_.end(), [](const Overlay& o) { return !o.byTime.empty(); })) {
        out << '\n' << "series,wall_s,best\n";
        timeBlock(QStringLiteral("this_session"), sessionTime_);
        for (const auto& o : overlays_) timeBlock(o.label, o.byTime);
    }
    out.flush();
    if (!file.commit()) {
        error = tr("%1: cannot be written (%2)").arg(path, file.errorString());
        return false;
    }
    return true;
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
