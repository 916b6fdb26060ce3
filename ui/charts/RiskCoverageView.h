#pragma once
#include "core/bins/Metrics.h"

#include <QChartView>

#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace augur::ui {

/// Risk–coverage curve (selective prediction, Qt Charts): coverage on x, risk (exact-bin
/// error among accepted forecasts) on y, and the current deferral threshold as a vertical
/// line at the coverage it gives, with its operating point.
class RiskCoverageView : public QChartView {
    Q_OBJECT
public:
    explicit RiskCoverageView(QWidget* parent = nullptr);

    void setCurve(std::vector<RiskCoveragePoint> curve);
    /// Marks threshold `t` on the chart (a vertical line at the coverage it gives); a mark,
    /// not a request: nothing is sent to the engine.
    void markThreshold(double t);
    const std::vector<RiskCoveragePoint>& curve() const { return curve_; }
    /// The operating point of threshold t: every forecast with confidence ≥ t accepted.
    static RiskCoveragePoint pointAt(const std::vector<RiskCoveragePoint>& curve, double t);
    /// The (coverage, risk) points drawn for `curve` on a plot `columns` pixels wide: all of
    /// them (without the first, which accepts nothing) up to 4 per column, else per column
    /// the first, lowest-risk, highest-risk and last point, in curve order.
    static QList<QPointF> drawnPoints(const std::vector<RiskCoveragePoint>& curve, int columns);

    QSize sizeHint() const override { return {280, 170}; }
    QSize minimumSizeHint() const override { return {180, 150}; }

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void rebuild();
    void retranslate();
    std::vector<RiskCoveragePoint> curve_;
    double threshold_ = 0.0;
    bool stale_ = false; ///< changed while hidden: rebuilt when shown
    QLineSeries* curveSeries_;
    QLineSeries* thresholdSeries_;
    QScatterSeries* operatingPoint_;
    QValueAxis* x_;
    QValueAxis* y_;
};

} // namespace augur::ui
