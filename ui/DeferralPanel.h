#pragma once
#include <QWidget>

class QLabel;
class QSlider;

namespace augur::ui {

/// The deferral threshold on forecast confidence: a slider over [0, 1] in steps of 0.01.
/// Moving it emits thresholdRequested (the engine coalesces bursts); the label shows the
/// threshold the engine reports as in force.
class DeferralPanel : public QWidget {
    Q_OBJECT
public:
    explicit DeferralPanel(QWidget* parent = nullptr);

public Q_SLOTS:
    /// The threshold in force (from the engine); moves the slider unless the user drags it.
    void setThreshold(double t);

Q_SIGNALS:
    void thresholdRequested(double t);

private:
    QSlider* slider_;
    QLabel* label_;
    QLabel* help_;
};

} // namespace augur::ui
