#include "ui/session/RooflinePanel.h"

#include "ui/base/IdleQueue.h"
#include "ui/charts/RooflineView.h"

#include <QEvent>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

namespace augur::ui {

RooflinePanel::RooflinePanel(QWidget* parent)
    : QWidget(parent), view_(new RooflineView(this)), source_(new QLabel(this)), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("rooflinePanel"));
    source_->setObjectName(QStringLiteral("rooflineSource"));
    source_->setWordWrap(true);
    source_->setMinimumWidth(60);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(source_);
    layout->addWidget(view_, 1);
    timer_->setSingleShot(true);
    timer_->setInterval(200);
    connect(timer_, &QTimer::timeout, this, [this] { IdleQueue::instance()->post(this, 0, [this] { refreshNow(); }); });
    connect(view_, &RooflineView::candidateSelected, this, &RooflinePanel::candidateSelected);
    refreshNow();
}

void RooflinePanel::bind(const SessionContext& context) {
    connect(&context, &SessionContext::candidatesReset, this, &RooflinePanel::resetCandidates);
    connect(&context, &SessionContext::candidatesChanged, this, &RooflinePanel::updateCandidates);
    connect(&context, &SessionContext::selectionChanged, this, &RooflinePanel::selectCandidate);
}

void RooflinePanel::resetCandidates(const std::vector<Candidate>& all) {
    data_.clear();
    for (const Candidate& c : all) data_.update(c);
    dirty_ = true;
    refreshNow();
}

void RooflinePanel::updateCandidates(const std::vector<Candidate>& changed) {
    for (const Candidate& c : changed) data_.update(c);
    schedule();
}

void RooflinePanel::schedule() {
    dirty_ = true;
    if (!timer_->isActive()) timer_->start();
}

void RooflinePanel::selectCandidate(qint64 id) { view_->setSelected(id); }

void RooflinePanel::setSessionHardware(const std::optional<DatasetHardware>& hardware) {
    hardware_ = hardware;
    dirty_ = true;
    refreshNow();
}

std::optional<DevicePeaks> RooflinePanel::peaks() {
    refreshNow();
    return view_->peaks();
}

QString RooflinePanel::sourceText() const { return source_->text(); }

void RooflinePanel::refreshNow() {
    timer_->stop();
    if (!dirty_) return;
    dirty_ = false;
    view_->setPoints(data_.points());
    const std::optional<DevicePeaks> reported = data_.peaks();
    std::optional<DevicePeaks> peaks;
    if (reported && reported->fp32GFlops > 0) {
        peaks = reported;
        source_->setText(tr("Roofs: the device peaks reported with the measurements."));
    } else if (hardware_) {
        peaks = hardware_->peaks();
        source_->setText(tr("Roofs: %1 (%2, %3 SMs at %4 MHz), from the dataset's hardware record.")
                             .arg(QString::fromStdString(hardware_->name), QString::fromStdString(hardware_->arch))
                             .arg(hardware_->multiprocessors)
                             .arg(hardware_->smClockKHz / 1000.0, 0, 'f', 0));
    } else if (reported) {
        peaks = reported;
        source_->setText(
            tr("Roofs: DRAM only, derived from the measured bandwidth fraction; the compute roofs are unknown."));
    } else {
        source_->setText(tr("No roofs: the device of this session is unknown."));
    }
    view_->setPeaks(peaks);
}

void RooflinePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) {
        dirty_ = true;
        refreshNow();
    }
    QWidget::changeEvent(e);
}

} // namespace augur::ui
