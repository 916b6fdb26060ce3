#include "ui/DeferralPanel.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

namespace augur::ui {

DeferralPanel::DeferralPanel(QWidget* parent)
    : QWidget(parent), slider_(new QSlider(Qt::Horizontal, this)), label_(new QLabel(this)), help_(new QLabel(this)) {
    slider_->setObjectName(QStringLiteral("thresholdSlider"));
    slider_->setRange(0, 100);
    slider_->setTickPosition(QSlider::TicksBelow);
    slider_->setTickInterval(10);
    slider_->setToolTip(tr("Candidates whose forecast confidence is below the threshold are measured"));
    label_->setObjectName(QStringLiteral("thresholdLabel"));
    help_->setWordWrap(true);
    help_->setText(tr("Confidence below the threshold: defer to the GPU. At or above: accept the forecast."));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(label_);
    layout->addWidget(slider_);
    layout->addWidget(help_);
    layout->addStretch(1);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        label_->setText(tr("Deferral threshold: %1 (requested)").arg(v / 100.0, 0, 'f', 2));
        Q_EMIT thresholdRequested(v / 100.0);
    });
    setThreshold(0.0);
}

void DeferralPanel::setThreshold(double t) {
    label_->setText(tr("Deferral threshold: %1").arg(t, 0, 'f', 2));
    if (slider_->isSliderDown()) return;
    QSignalBlocker block(slider_);
    slider_->setValue(qRound(t * 100.0));
}

} // namespace augur::ui
