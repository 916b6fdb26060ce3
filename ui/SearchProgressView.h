#pragma once
#include <QWidget>

#include <vector>

class QAreaSeries;
class QChartView;
class QLabel;
class QLineSeries;
class QCategoryAxis;
class QValueAxis;

namespace augur::ui {

/// The curves of the Progress dock (Qt Charts): best measured speedup (y, ×, log scale)
/// against GPU measurements spent (x), for this session and, when the replayed dataset
/// allows, the measure-all baseline and uniform random sampling (its median, with the
/// 10–90 % band), plus the best speedup in the space as a dashed line. Curves are steps:
/// the best stays until the next improvement. The legend is a wrapped line of text above
/// the chart, so every entry stays readable in a narrow dock.
class SearchProgressView : public QWidget {
    Q_OBJECT
public:
    explicit SearchProgressView(QWidget* parent = nullptr);

    /// Index m = best S after m measurements. Empty vectors hide a curve.
    void setSession(std::vector<double> curve);
    void setBaselines(std::vector<double> measureAll, std::vector<double> randomMedian, std::vector<double> randomLow,
                      std::vector<double> randomHigh, double bestInSpace);
    /// Measurements the x axis spans (the session's budget).
    void setBudget(int budget);

    const std::vector<double>& sessionCurve() const { return session_; }
    const std::vector<double>& measureAllCurve() const { return measureAll_; }
    const std::vector<double>& randomMedianCurve() const { return randomMedian_; }
    /// The legend's text (HTML): one coloured entry per curve shown.
    QString legendText() const;

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void rebuild();
    /// x ticks that fit the view's width (1-2-5 steps).
    void fitXTicks();
    void retranslate();

    std::vector<double> session_, measureAll_, randomMedian_, randomLow_, randomHigh_;
    double bestInSpace_ = 0.0;
    int budget_ = 100;
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
