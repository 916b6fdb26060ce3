#include "ui/base/MeasurementCostLabel.h"

#include <QEvent>

namespace augur::ui {

namespace {
QString ms(double v) { return QString::fromStdString(MeasurementPhases::formatMs(v)); }
QString rate(double perMinute) { return QString::fromStdString(MeasurementThroughput::formatRate(perMinute)); }
} // namespace

MeasurementCostLabel::MeasurementCostLabel(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("measurementCostLabel"));
    hide();
}

void MeasurementCostLabel::showCandidates(const std::vector<Candidate>& candidates) {
    throughput_ = MeasurementThroughput::of(candidates);
    render();
}

void MeasurementCostLabel::render() {
    const MeasurementThroughput& t = throughput_;
    setVisible(t.counted > 0);
    if (t.counted == 0) {
        clear();
        setToolTip(QString());
        return;
    }
    const MeasurementPhases& m = t.medianMs;
    // The session's own pace first: it is what the engineer waits on; the GPU's alone is
    // in the tool tip. A replay's pace is the replay's, not a GPU's: it shows the rate the
    // recorded phase times give instead.
    if (t.replayed == t.counted)
        setText(tr("Recorded measurements: %1/min per GPU, median %2 ms").arg(rate(t.perGpuPerMinute), ms(m.totalMs)));
    else if (t.sessionPerMinute)
        setText(tr("Measurements: %1/min, median %2 ms").arg(rate(*t.sessionPerMinute), ms(m.totalMs)));
    else
        setText(tr("Measurements: median %1 ms").arg(ms(m.totalMs)));
    QStringList tip;
    tip << tr("Median GPU time per measurement, over %n measurement(s) with phase times: %1 ms", nullptr, t.counted)
               .arg(ms(m.totalMs));
    tip << tr("compile %1 ms, correctness %2 ms, timing %3 ms, other %4 ms (set-up, profile, energy)")
               .arg(ms(m.compileMs), ms(m.correctnessMs), ms(m.timingMs), ms(m.otherMs));
    tip << tr("%1 measurements/min per GPU at that median (60,000 ms ÷ %2 ms)")
               .arg(rate(t.perGpuPerMinute), ms(m.totalMs));
    if (t.sessionPerMinute)
        tip << tr("%1 measurements/min in this session: %n measurement(s) over %2 s of its wall time, the search "
                  "between measurements included",
                  nullptr, t.sessionMeasurements)
                   .arg(rate(*t.sessionPerMinute), QString::number(t.sessionSpanS, 'f', 1));
    if (t.replayed == t.counted)
        tip << tr("The phase times are those the dataset recorded; this session replays them.");
    if (t.withoutPhases > 0) tip << tr("%n measurement(s) without phase times left out.", nullptr, t.withoutPhases);
    setToolTip(tip.join(QLatin1Char('\n')));
}

void MeasurementCostLabel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) render();
    QLabel::changeEvent(e);
}

} // namespace augur::ui
