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

    QSize sizeHint() const override { return {280, 170}; }
    QSize minimumSizeHint() const override { return {180, 150}; }

protected:
    void changeEvent(QEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void rebuild();
    void retranslate();
    std::vector<RiskCoveragePoint> curve_;
    double threshold_ = 0.0;
    QLineSeries* curveSeries_;
    QLineSeries* thresholdSeries_;
    QScatterSeries* operatingPoint_;
    QValueAxis* x_;
    QValueAxis* y_;
};

} // namespace augur::ui
