#include "ui/session/DiagnosisPanel.h"

#include "core/kernel/EnergyReport.h"
#include "ui/base/SessionContext.h"

#include <QEvent>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace augur::ui {

namespace {
QString severityColor(DiagnosisSeverity s) {
    switch (s) {
    case DiagnosisSeverity::High: return QStringLiteral("#c62828");
    case DiagnosisSeverity::Medium: return QStringLiteral("#ef6c00");
    case DiagnosisSeverity::Low: return QStringLiteral("#607d8b");
    case DiagnosisSeverity::Info: break;
    }
    return QStringLiteral("#1565c0");
}
} // namespace

DiagnosisPanel::DiagnosisPanel(QWidget* parent)
    : QWidget(parent), title_(new QLabel(this)), counters_(new QLabel(this)), energy_(new QLabel(this)),
      list_(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("diagnosisPanel"));
    counters_->setObjectName(QStringLiteral("diagnosisCounters"));
    energy_->setObjectName(QStringLiteral("diagnosisEnergy"));
    list_->setObjectName(QStringLiteral("diagnosisList"));
    for (QLabel* l : {title_, counters_, energy_}) {
        l->setWordWrap(true);
        l->setMinimumWidth(60);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    list_->setOpenLinks(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(title_);
    layout->addWidget(counters_);
    layout->addWidget(energy_);
    layout->addWidget(list_, 1);
    render();
}

void DiagnosisPanel::bind(const SessionContext& context) {
    auto show = [this, &context] { showCandidate(context.candidate(context.selected())); };
    context.followSelection(this, show);
    show();
}

void DiagnosisPanel::showCandidate(const Candidate* c) {
    shown_ = c ? c->id : kNoCandidate;
    if (c)
        candidate_ = *c;
    else
        candidate_.reset();
    render();
}

void DiagnosisPanel::setFallbackPeaks(std::optional<DevicePeaks> peaks) {
    peaks_ = peaks;
    render();
}

QString DiagnosisPanel::countersText() const { return counters_->text(); }
QString DiagnosisPanel::energyText() const { return energy_->text(); }
QString DiagnosisPanel::findingsText() const { return list_->toPlainText(); }

void DiagnosisPanel::render() {
    findings_.clear();
    counters_->clear();
    energy_->clear();
    list_->clear();
    const Candidate* c = candidate_ ? &*candidate_ : nullptr;
    if (!c) {
        title_->setText(tr("Select a candidate to see its diagnoses."));
        energy_->setVisible(false);
        return;
    }
    const Measurement* m = c->measurement ? &*c->measurement : nullptr;
    if (!m) {
        title_->setText(tr("<b>#%1</b>: not measured; diagnoses come with a measurement.").arg(c->id));
        energy_->setVisible(false);
        return;
    }
    if (!m->ok()) {
        title_->setText(tr("<b>#%1</b>: the measurement failed; its reason is in the Forecast panel.").arg(c->id));
        energy_->setVisible(false);
        return;
    }
    findings_ = KernelDiagnosis::diagnose(m->report, peaks_);
    const KernelProfile& profile = m->report->profile;
    if (profile.available)
        counters_->setText(
            tr("Counters: %1 replay passes, %2 ms of profiling").arg(profile.passes).arg(profile.wallMs, 0, 'f', 1));
    else if (m->report.empty())
        counters_->setText(tr("No report from the backend: nothing to diagnose."));
    else if (profile.reason.empty() || profile.reason == "not profiled")
        counters_->setText(tr("Not profiled: findings from nominal rates, the ptxas report and launch geometry."));
    else
        counters_->setText(tr("Counters unavailable: %1").arg(QString::fromStdString(profile.reason)));

    const EnergyReport& energy = m->report->energy;
    if (energy.available && energy.candidate) {
        const EnergySample& s = *energy.candidate;
        QString text =
            tr("Energy: %1 J/launch at %2 W average").arg(s.joulesPerLaunch, 0, 'g', 3).arg(s.averagePowerW, 0, 'f', 0);
        if (s.repeatsJPerLaunch.size() >= 2) {
            const auto [lo, hi] = std::minmax_element(s.repeatsJPerLaunch.begin(), s.repeatsJPerLaunch.end());
            text +=
                tr(" (%1–%2 over %3 repeats)").arg(*lo, 0, 'g', 3).arg(*hi, 0, 'g', 3).arg(s.repeatsJPerLaunch.size());
        } else if (s.spreadPct > 0) {
            text += tr(" (spread %1%)").arg(s.spreadPct, 0, 'f', 2);
        }
        if (energy.reference)
            text += tr("; reference %1 J/launch at %2 W")
                        .arg(energy.reference->joulesPerLaunch, 0, 'g', 3)
                        .arg(energy.reference->averagePowerW, 0, 'f', 0);
        energy_->setText(text);
    } else if (m->energyJ) {
        QString text = tr("Energy: %1 J/launch").arg(*m->energyJ, 0, 'g', 3);
        if (m->referenceEnergyJ) text += tr("; reference %1 J/launch").arg(*m->referenceEnergyJ, 0, 'g', 3);
        energy_->setText(text);
    } else if (!energy.reason.empty()) {
        energy_->setText(tr("Energy unavailable: %1").arg(QString::fromStdString(energy.reason)));
    }
    energy_->setVisible(!energy_->text().isEmpty());

    if (findings_.empty())
        title_->setText(tr("<b>#%1</b>: nothing to report.").arg(c->id));
    else if (findings_.size() == 1)
        title_->setText(tr("<b>#%1</b>: one finding").arg(c->id));
    else
        title_->setText(tr("<b>#%1</b>: %2 findings, largest estimated gain first").arg(c->id).arg(findings_.size()));
    QString html = QStringLiteral("<ol style=\"margin-left:14px; -qt-list-indent:0\">");
    for (const DiagnosisFinding& f : findings_) {
        const QString badge = f.severity == DiagnosisSeverity::Info
            ? tr("info")
            : tr("%1, est. gain %2%")
                  .arg(f.severity == DiagnosisSeverity::High         ? tr("high")
                           : f.severity == DiagnosisSeverity::Medium ? tr("medium")
                                                                     : tr("low"))
                  .arg(std::lround(100 * f.gain));
        html += QStringLiteral("<li style=\"margin-bottom:6px\"><b>%1</b> <span style=\"color:%2\">[%3]</span><br/>"
                               "<span style=\"color:#555\">%4</span><br/>%5</li>")
                    .arg(QString::fromStdString(f.title).toHtmlEscaped(), severityColor(f.severity), badge,
                         QString::fromStdString(f.evidence).toHtmlEscaped(),
                         QString::fromStdString(f.suggestion).toHtmlEscaped());
    }
    html += QStringLiteral("</ol>");
    if (!findings_.empty()) list_->setHtml(html);
}

void DiagnosisPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) render();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
