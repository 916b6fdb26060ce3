#pragma once
#include "core/bins/Metrics.h"

#include <QWidget>

#include <vector>

namespace augur::ui {

/// Risk–coverage curve (selective prediction) painted with QPainter: coverage on x, risk
/// (exact-bin error among accepted forecasts) on y, and the current deferral threshold as
/// a vertical line at the coverage it gives.
class RiskCoverageView : public QWidget {
    Q_OBJECT
public:
    explicit RiskCoverageView(QWidget* parent = nullptr);

    void setCurve(std::vector<RiskCoveragePoint> curve);
    void setThreshold(double t);
    const std::vector<RiskCoveragePoint>& curve() const { return curve_; }
    /// The operating point of threshold t: every forecast with confidence ≥ t accepted.
    static RiskCoveragePoint pointAt(const std::vector<RiskCoveragePoint>& curve, double t);

    QSize sizeHint() const override { return {280, 170}; }
    QSize minimumSizeHint() const override { return {180, 140}; }

protected:
    void changeEvent(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;

private:
    void retranslate();
    std::vector<RiskCoveragePoint> curve_;
    double threshold_ = 0.0;
};

} // namespace augur::ui
