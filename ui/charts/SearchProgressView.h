#pragma once
#include <QList>
#include <QPointF>
#include <QString>
#include <QWidget>

#include <utility>
#include <vector>

class QAreaSeries;
class QChartView;
class QLabel;
class QLineSeries;
class QCategoryAxis;
class QValueAxis;

namespace augur::ui {

/// The curves of the Progress dock (Qt Charts): best measured speedup (y, ×, log scale)
/// against GPU measurements spent or the session's wall time (x), for this session, other
/// sessions of the same problem laid over it, and, when the replayed dataset allows (and
/// x is measurements), the measure-all baseline and uniform random sampling (its median,
/// with the 10–90 % band), plus the best speedup in the space as a dashed line. Curves are
/// steps: the best stays until the next improvement; this session's ends at the
/// measurements spent so far, not at the budget. The legend is a wrapped line of text
/// above the chart, so every entry stays readable in a narrow dock.
class SearchProgressView : public QWidget {
    Q_OBJECT
public:
    /// What the x axis counts.
    enum class XAxis { Measurements, WallTime };

    /// A curve of another session (RecordedSearch).
    struct Overlay {
        QString label;
        std::vector<double> byMeasurement; ///< index m = best S after m measurements
        std::vector<std::pair<double, double>> byTime; ///< (seconds, best S) steps; empty if unknown
    };

    explicit SearchProgressView(QWidget* parent = nullptr);

    /// This session: index m = best S after m measurements (up to those spent), and the
    /// same against wall time (empty when the session's file does not record it).
    void setSession(std::vector<double> curve, std::vector<std::pair<double, double>> overTime = {});
    void setBaselines(std::vector<double> measureAll, std::vector<double> randomMedian, std::vector<double> randomLow,
                      std::vector<double> randomHigh, double bestInSpace);
    /// Measurements the x axis spans (the session's budget, or more when it was raised).
    void setBudget(int budget);
    void setOverlays(std::vector<Overlay> overlays);
    void setXAxis(XAxis axis);
    XAxis xAxis() const { return axis_; }

    const std::vector<double>& sessionCurve() const { return session_; }
    const std::vector<double>& measureAllCurve() const { return measureAll_; }
    const std::vector<double>& randomMedianCurve() const { return randomMedian_; }
    const std::vector<Overlay>& overlays() const { return overlays_; }
    /// The points drawn for this session (steps), in the axis' units.
    QList<QPointF> sessionPoints() const;
    /// The x axis' span.
    double xSpan() const { return xMax(); }
    /// The legend's text (HTML): one coloured entry per curve shown.
    QString legendText() const;
    /// Whether baselines are hidden because x is wall time (they have no time of their own).
    bool baselinesHiddenByAxis() const;

    /// Writes the chart, legend included, as a PNG of the view's size times `scale` (1 or 2).
    /// False with `error` set when the file cannot be written.
    bool exportPng(const QString& path, int scale, QString& error) const;
    /// Writes the chart as SVG. False with `error` set when the file cannot be written.
    bool exportSvg(const QString& path, QString& error) const;
    /// Writes every curve as CSV: one row per measurement (measurement, session, overlays,
    /// measure-all, random median, p10, p90, best in space), then, when known, the wall-time
    /// steps of the session and the overlays (seconds, best). False with `error` set when the
    /// file cannot be written.
    bool exportCsv(const QString& path, QString& error) const;

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void rebuild();
    /// x ticks that fit the view's width (1-2-5 steps).
    void fitXTicks();
    void retranslate();
    double xMax() const;

    std::vector<double> session_, measureAll_, randomMedian_, randomLow_, randomHigh_;
    std::vector<std::pair<double, double>> sessionTime_;
    std::vector<Overlay> overlays_;
    std::vector<QLineSeries*> overlaySeries_;
    double bestInSpace_ = 0.0;
    double yMax_ = -1.0; ///< the y range its labels were made for (-1: none yet)
    int budget_ = 100;
    XAxis axis_ = XAxis::Measurements;
    QLabel* legend_;
    QChartView* view_;
    QLineSeries* sessionSeries_;
    QLineSeries* measureAllSeries_;
    QLineSeries* randomSeries_;
    QLineSeries* randomLowSeries_;
    QLineSeries* randomHighSeries_;
    QAreaSeries* randomBand_;
    QLineSeries* bestSeries_;
    QValueAxis* x_;
    QCategoryAxis* y_; ///< log2 S, labelled 1×, 2×, 4×, ...
};

} // namespace augur::ui
