#include "ui/kernel/CandidateReportView.h"

#include "core/model/SpeedupContext.h"

#include "core/kernel/DeviceLimits.h"
#include "core/kernel/Occupancy.h"
#include "ui/base/BackgroundTask.h"
#include "ui/base/CoreText.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/base/DisplayNames.h"
#include "ui/kernel/KernelText.h"
#include "ui/kernel/MetricsDiffView.h"
#include "ui/base/StateStyle.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <cctype>

namespace augur::ui {

/// Rows of a two-column HTML table, values escaped.
class ReportTable {
public:
    void section(const QString& title) {
        html_ += QStringLiteral("<tr><td colspan='2' style='padding-top:6px'><b>%1</b></td></tr>")
                     .arg(title.toHtmlEscaped());
    }
    void row(const QString& label, const QString& value) {
        html_ += QStringLiteral("<tr><td style='padding-right:12px'>%1</td><td>%2</td></tr>")
                     .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    }
    QString html() const {
        return QStringLiteral("<table cellspacing='0' cellpadding='1'>") + html_ + QStringLiteral("</table>");
    }

private:
    QString html_;
};

namespace {
QString percent(double fraction) { return QString::number(100.0 * fraction, 'f', 0) + QStringLiteral("%"); }

/// A compiler log as text: NVRTC's logs end with their C string's NUL, drawn as a box.
std::string logText(std::string log) {
    log.erase(std::remove(log.begin(), log.end(), '\0'), log.end());
    while (!log.empty() && std::isspace(static_cast<unsigned char>(log.back()))) log.pop_back();
    return log;
}
} // namespace

CandidateReportView::CandidateReportView(QWidget* parent)
    : QWidget(parent), report_(new QTextBrowser(this)), ptxButton_(new QPushButton(this)),
      pinButton_(new QPushButton(this)), ptxStatus_(new QLabel(this)), ptx_(new CodeEditor(false)) {
    report_->setObjectName(QStringLiteral("candidateReport"));
    report_->setOpenLinks(false);
    ptxButton_->setObjectName(QStringLiteral("showPtxButton"));
    pinButton_->setObjectName(QStringLiteral("pinBaselineButton"));
    ptxStatus_->setObjectName(QStringLiteral("ptxStatus"));
    ptxStatus_->setWordWrap(true);
    ptxStatus_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    ptx_->setObjectName(QStringLiteral("ptxView"));
    ptx_->hide(); // until something was compiled

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(ptxButton_);
    buttons->addWidget(ptxStatus_, 1);
    buttons->addWidget(pinButton_);
    auto* lower = new QWidget;
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addLayout(buttons);
    lowerLayout->addWidget(ptx_, 1);
    split_ = new QSplitter(Qt::Vertical, this);
    auto* split = split_;
    split->addWidget(report_);
    split->addWidget(lower);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(split);
    connect(ptxButton_, &QPushButton::clicked, this, &CandidateReportView::compilePtx);
    connect(pinButton_, &QPushButton::clicked, this, [this] {
        const bool unpin = baseline_ && shown_ && baseline_->id == shown_->id;
        if (shown_ || baseline_) Q_EMIT baselineRequested(unpin || !shown_ ? kNoCandidate : shown_->id);
    });
    retranslate();
}

void CandidateReportView::retranslate() {
    ptxButton_->setText(tr("Show PTX"));
    updatePtxButton();
    updatePinButton();
    if (shown_) {
        html_ = baselineHtml(*shown_) + reportHtml(*shown_);
        report_->setHtml(html_);
    } else {
        report_->setPlaceholderText(tr("Select a candidate to see its compile report and measurement."));
    }
}

void CandidateReportView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void CandidateReportView::setKernelCompiler(std::shared_ptr<KernelCompiler> compiler,
                                            const QString& unavailableReason) {
    compiler_ = std::move(compiler);
    unavailableReason_ = unavailableReason;
    updatePtxButton();
}

void CandidateReportView::updatePtxButton() {
    const bool hasSource = view_ && view_->kind != CandidateSourceView::Kind::Unavailable && !view_->text.empty();
    ptxButton_->setEnabled(compiler_ && hasSource && !compiling_);
    if (!compiler_)
        ptxButton_->setToolTip(tr("No CUDA compiler: %1")
                                   .arg(unavailableReason_.isEmpty() ? tr("NVRTC was not found") : unavailableReason_));
    else if (!hasSource)
        ptxButton_->setToolTip(tr("This candidate has no source to compile"));
    else
        ptxButton_->setToolTip(tr("Compile the source shown in the Source tab with NVRTC for %1 and show the PTX")
                                   .arg(QString::fromStdString(arch_)));
}

void CandidateReportView::updatePinButton() {
    const bool pinnedShown = baseline_ && shown_ && baseline_->id == shown_->id;
    pinButton_->setText(pinnedShown ? tr("Unpin baseline") : tr("Pin as baseline"));
    pinButton_->setEnabled(shown_.has_value());
    pinButton_->setToolTip(pinnedShown  ? tr("Reports stop showing differences against #%1").arg(shown_->id)
                               : shown_ ? tr("Compare every report with #%1: time, speedup, registers, occupancy, "
                                             "counters and diagnoses")
                                              .arg(shown_->id)
                                        : QString());
}

void CandidateReportView::setBaseline(const Candidate* baseline) {
    if (baseline)
        baseline_ = *baseline;
    else
        baseline_.reset();
    updatePinButton();
}

QString CandidateReportView::baselineHtml(const Candidate& c) const {
    if (!baseline_) return QString();
    if (baseline_->id == c.id)
        return QStringLiteral("<p><b>%1</b></p>")
            .arg(tr("#%1 is the pinned baseline: other candidates' reports show their differences against it.")
                     .arg(c.id)
                     .toHtmlEscaped());
    const MetricsDiff d = MetricsDiff::compute(*baseline_, c);
    return QStringLiteral("<p><b>%1</b></p>").arg(tr("#%1 against the baseline #%2").arg(c.id).arg(baseline_->id)) +
        MetricsDiffView::tableHtml(d, tr("Baseline #%1").arg(baseline_->id), tr("#%1").arg(c.id)) +
        QStringLiteral("<hr/>");
}

QString CandidateReportView::ptxStatus() const { return ptxStatus_->text(); }

QString CandidateReportView::reportText() const { return report_->toPlainText(); }

void CandidateReportView::showCandidate(const Candidate* c, std::shared_ptr<const CandidateSourceView> view) {
    if (!c) {
        shown_.reset();
        updatePinButton();
        view_.reset();
        html_.clear();
        report_->clear();
        ++ptxSerial_;
        compiling_ = false;
        ptx_->hide();
        ptxStatus_->clear();
        updatePtxButton();
        return;
    }
    shown_ = *c;
    view_ = std::move(view);
    // PTX for the architecture the candidate was measured on, when the report says.
    arch_ = "sm_90";
    if (c->measurement) {
        const MeasurementReportSections& r = c->measurement->report.sections();
        if (!r.arch.empty())
            arch_ = r.arch;
        else if (r.candidateCompile && !r.candidateCompile->arch.empty())
            arch_ = r.candidateCompile->arch;
    }
    const std::string& source = view_ ? view_->text : std::string();
    if (source != ptxSource_) {
        // The PTX shown (or being compiled) belongs to another source.
        ++ptxSerial_;
        compiling_ = false;
        ptxSource_.clear();
        ptx_->hide();
        ptxStatus_->clear();
    }
    updatePtxButton();
    updatePinButton();
    const QString html = baselineHtml(*c) + reportHtml(*c);
    if (html != html_) { // unchanged on most refreshes of a selected candidate
        html_ = html;
        report_->setHtml(html_);
    }
}

void CandidateReportView::compilePtx() {
    if (!compiler_ || !view_ || view_->text.empty() || compiling_) return;
    const std::uint64_t serial = ++ptxSerial_;
    compiling_ = true;
    ptxSource_ = view_->text;
    updatePtxButton();
    ptxStatus_->setText(tr("Compiling for %1…").arg(QString::fromStdString(arch_)));
    // The work holds its own copies: the candidate may change while NVRTC runs.
    runInBackground(
        this,
        [compiler = compiler_, source = ptxSource_, arch = arch_] {
            return compiler->compile(source, arch, std::vector<std::string>{});
        },
        [this, serial, arch = arch_](TaskOutcome<CompiledModule> outcome) {
            if (serial != ptxSerial_) return; // another candidate is shown now
            compiling_ = false;
            updatePtxButton();
            const bool ok = outcome.ok() && outcome.value->ok;
            if (!outcome.ok()) {
                ptxStatus_->setText(tr("The compiler failed: %1").arg(outcome.error));
                ptx_->setTextIfChanged(std::string());
            } else if (!ok) {
                ptxStatus_->setText(
                    tr("Compilation for %1 failed; the compiler's log is below.").arg(QString::fromStdString(arch)));
                ptx_->setTextIfChanged(logText(outcome.value->log));
            } else {
                QStringList kernels;
                for (const auto& [name, use] : outcome.value->kernels)
                    kernels << tr("%1: %2 registers, %3 spilled")
                                   .arg(QString::fromStdString(name))
                                   .arg(use.registers)
                                   .arg(KernelText::bytes(use.spillStoreBytes + use.spillLoadBytes));
                ptxStatus_->setText(tr("PTX for %1, compiled in %2. %3")
                                        .arg(QString::fromStdString(arch),
                                             KernelText::duration(outcome.value->compileMs),
                                             kernels.join(QStringLiteral("; "))));
                ptx_->setTextIfChanged(outcome.value->ptx);
            }
            if (ptx_->isHidden()) {
                ptx_->show();
                // The PTX is long: give it as much room as the report.
                const int total = split_->height();
                split_->setSizes({total / 2, total - total / 2});
            }
            Q_EMIT ptxFinished(ok);
        });
}

QString CandidateReportView::phasesText(const MeasurementPhases& p, const std::map<std::string, double>& raw) const {
    // A phase that took no time reads "0 ms", not "0.000 µs".
    auto duration = [](double ms) { return ms > 0 ? KernelText::duration(ms) : QStringLiteral("0 ms"); };
    QString other = duration(p.otherMs);
    // "Other" is the harness's overhead plus the passes asked for: named when one ran.
    if (raw.count("profile") || raw.count("energy")) {
        QStringList parts;
        for (const auto& [name, ms] : raw) {
            if (name == "compile" || name == "correctness" || name == "timing" || name == "total") continue;
            const QString label = name == "overhead" ? tr("overhead")
                : name == "profile"                  ? tr("profile")
                : name == "energy"                   ? tr("energy")
                                                     : QString::fromStdString(name);
            parts << QStringLiteral("%1 %2").arg(label, duration(ms));
        }
        other += QStringLiteral(" (%1)").arg(parts.join(QStringLiteral(", ")));
    }
    return tr("compile %1, correctness %2, timing %3, other %4; total %5")
        .arg(duration(p.compileMs), duration(p.correctnessMs), duration(p.timingMs), other, duration(p.totalMs));
}

QString CandidateReportView::reportHtml(const Candidate& c) const {
    ReportTable t;
    t.section(tr("#%1 (%2)").arg(c.id).arg(StateStyle::name(c.state)));
    if (!c.measurement) {
        t.row(tr("Measurement"), tr("not measured"));
        return t.html();
    }
    const Measurement& m = *c.measurement;
    const MeasurementReportSections& r = m.report.sections();
    t.row(tr("Harness verdict"),
          m.ok() ? DisplayNames::measurementStatus(m.status)
                 : tr("%1: %2").arg(DisplayNames::measurementStatus(m.status), CoreText::translate(m.failureReason)));
    t.row(tr("Backend"),
          m.backend == "replay" ? tr("replay (as recorded in the dataset)")
                                : QString::fromStdString(m.backend.empty() ? "—" : m.backend));
    if (!r.device.empty() || !r.arch.empty())
        t.row(tr("Device"),
              QStringLiteral("%1 (%2)").arg(QString::fromStdString(r.device), QString::fromStdString(r.arch)));

    addTiming(t, m);
    addWorkload(t, c);
    addCompile(t, r);
    if (const QStringList occupancy = occupancyLines(r); !occupancy.isEmpty())
        t.row(tr("Theoretical occupancy"), occupancy.join(QStringLiteral("; ")));
    addNotes(t, r);
    QString html = t.html();
    if (r.candidateCompile && !r.candidateCompile->log.empty())
        html += QStringLiteral("<p><b>%1</b></p><pre>%2</pre>")
                    .arg(tr("Compiler log").toHtmlEscaped(),
                         QString::fromStdString(logText(r.candidateCompile->log)).toHtmlEscaped());
    return html;
}

void CandidateReportView::addWorkload(ReportTable& t, const Candidate& c) const {
    const nlohmann::json rows = workloadTable(c, library_);
    if (rows.empty()) return;
    t.section(tr("Workload shapes"));
    for (const nlohmann::json& row : rows) {
        QString text = tr("S %1× (%2, weight %3)")
                           .arg(row.value("speedup", 0.0), 0, 'f', 3)
                           .arg(KernelText::duration(row.value("candidate_ms", 0.0)))
                           .arg(row.value("weight", 1.0));
        if (row.contains("over_library"))
            text += tr("; %1× %2 (the library: S %3×)")
                        .arg(row["over_library"].get<double>(), 0, 'f', 3)
                        .arg(QString::fromStdString(library_->library))
                        .arg(row.value("library_speedup", 0.0), 0, 'f', 3);
        t.row(QString::fromStdString(row.value("shape", std::string())), text);
    }
}

void CandidateReportView::addTiming(ReportTable& t, const Measurement& m) const {
    const MeasurementReportSections& r = m.report.sections();
    t.section(tr("Timing"));
    if (m.referenceMs > 0) t.row(tr("Reference, per run"), KernelText::duration(m.referenceMs));
    if (m.candidateMs > 0)
        t.row(tr("Candidate, per run"),
              m.candidateIqrMs > 0
                  ? tr("%1 (IQR %2)").arg(KernelText::duration(m.candidateMs), KernelText::duration(m.candidateIqrMs))
                  : KernelText::duration(m.candidateMs));
    if (m.ok()) {
        const bool interval = m.speedupLow > 0 && m.speedupHigh > 0;
        t.row(tr("Speedup"),
              interval ? tr("%1× (confidence interval %2–%3)")
                             .arg(m.speedup, 0, 'f', 3)
                             .arg(m.speedupLow, 0, 'f', 3)
                             .arg(m.speedupHigh, 0, 'f', 3)
                       : tr("%1×").arg(m.speedup, 0, 'f', 3));
        if (library_ && library_->timed())
            t.row(tr("Against %1").arg(QString::fromStdString(library_->library)),
                  tr("%1× (the library: %2, S %3× over the reference)")
                      .arg(*library_->over(m.speedup), 0, 'f', 3)
                      .arg(KernelText::duration(library_->measurement.candidateMs))
                      .arg(library_->measurement.speedup, 0, 'f', 3));
        else if (library_)
            t.row(tr("Against %1").arg(QString::fromStdString(library_->library)),
                  tr("not timed: %1").arg(QString::fromStdString(library_->measurement.failureReason)));
        if (const auto f = rooflineFraction(m, tensorRoof_))
            t.row(tr("Roofline"),
                  tr("%1% of the %2 roof")
                      .arg(100.0 * *f, 0, 'f', 1)
                      .arg(m.report->achievedGFlops ? (tensorRoof_ ? tr("tensor-core") : tr("FP32")) : tr("DRAM")));
    }
    const int samples = m.samples > 0 ? m.samples : int(r.timing.candidateSamplesMs.size());
    if (samples > 0) t.row(tr("Samples"), QString::number(samples));
    if (r.timing.relativeCiHalfWidth)
        t.row(tr("CI half-width"),
              QString::number(100.0 * *r.timing.relativeCiHalfWidth, 'f', 2) + QStringLiteral("%"));
    if (r.cupti.available && r.cupti.candidateEventOverKernel && r.cupti.referenceEventOverKernel)
        t.row(tr("CUPTI cross-check"),
              tr("event / kernel time: reference %1, candidate %2")
                  .arg(*r.cupti.referenceEventOverKernel, 0, 'f', 3)
                  .arg(*r.cupti.candidateEventOverKernel, 0, 'f', 3));
    else if (!r.cupti.reason.empty())
        t.row(tr("CUPTI cross-check"), tr("unavailable: %1").arg(QString::fromStdString(r.cupti.reason)));
    if (r.gpuState.launchesPerSample > 1)
        t.row(tr("Short kernel"),
              tr("timed in batches of %1 launches, each on its own buffers").arg(r.gpuState.launchesPerSample));
    addGpuState(t, r);
    if (const auto phases = MeasurementPhases::of(m.report)) t.row(tr("Phases"), phasesText(*phases, r.phasesMs));
}

void CandidateReportView::addGpuState(ReportTable& t, const MeasurementReportSections& r) const {
    if (r.gpuState.available) {
        auto reading = [this](const GpuReading& g) {
            QString text = tr("SM %1 MHz, memory %2 MHz, %3 °C, %4 W")
                               .arg(g.smClockMhz)
                               .arg(g.memClockMhz)
                               .arg(g.temperatureC)
                               .arg(g.powerW, 0, 'f', 0);
            if (!g.throttleReasons.empty()) {
                QStringList reasons;
                for (const auto& s : g.throttleReasons) reasons << QString::fromStdString(s);
                text += tr("; clock reasons: %1").arg(reasons.join(QStringLiteral(", ")));
            }
            return text;
        };
        if (r.gpuState.before) t.row(tr("GPU before timing"), reading(*r.gpuState.before));
        if (r.gpuState.after) t.row(tr("GPU after timing"), reading(*r.gpuState.after));
        if (r.gpuState.throttled)
            t.row(tr("Throttling"), QString::fromStdString(r.gpuState.throttle));
        else if (r.gpuState.retried)
            t.row(tr("Throttling"), tr("the first timing ran throttled; timed again, unthrottled"));
        if (!r.gpuState.lockClocks.empty()) t.row(tr("Clocks"), QString::fromStdString(r.gpuState.lockClocks));
    } else if (!r.gpuState.reason.empty()) {
        t.row(tr("GPU state"), tr("unavailable: %1").arg(QString::fromStdString(r.gpuState.reason)));
    }
}

void CandidateReportView::addCompile(ReportTable& t, const MeasurementReportSections& r) const {
    if (!r.candidateCompile) return;
    const CompileReport& cc = *r.candidateCompile;
    t.section(tr("Compile"));
    t.row(tr("NVRTC time"),
          tr("%1 for %2")
              .arg(KernelText::duration(cc.compileMs), QString::fromStdString(cc.arch.empty() ? r.arch : cc.arch)));
    for (const KernelResources& k : cc.resources) {
        t.row(tr("Kernel"), QString::fromStdString(k.kernel));
        t.row(tr("Registers"), tr("%1 per thread").arg(k.registers));
        t.row(
            tr("Spills"),
            tr("%1 stored, %2 loaded").arg(KernelText::bytes(k.spillStoreBytes), KernelText::bytes(k.spillLoadBytes)));
        t.row(tr("Stack"), KernelText::bytes(k.stackBytes));
        t.row(tr("Static shared memory"), KernelText::bytes(k.sharedBytes));
    }
    if (r.referenceCompile && !r.referenceCompile->resources.empty())
        t.row(tr("Reference"),
              tr("%1 registers, NVRTC %2")
                  .arg(r.referenceCompile->maxRegisters())
                  .arg(KernelText::duration(r.referenceCompile->compileMs)));
}

QStringList CandidateReportView::occupancyLines(const MeasurementReportSections& r) const {
    // Occupancy: the driver's calculator when the harness recorded it, else computed from
    // the ptxas report and the evaluated launch plan (replayed datasets record no geometry).
    QStringList occupancy;
    for (const LaunchGeometry& g : r.launchGeometry)
        occupancy << tr("%1: %2% (%3 blocks/SM, %4 waves)")
                         .arg(QString::fromStdString(g.kernel))
                         .arg(g.theoreticalOccupancyPct, 0, 'f', 0)
                         .arg(g.blocksPerSm)
                         .arg(g.waves, 0, 'f', 2);
    const DeviceLimits* limits = DeviceLimits::forArch(arch_);
    if (occupancy.isEmpty() && limits && view_ && r.candidateCompile)
        for (const EvaluatedLaunch& l : view_->launches)
            for (const KernelResources& k : r.candidateCompile->resources)
                if (k.kernel == l.kernel) {
                    OccupancyInput in;
                    in.threadsPerBlock = int(l.block[0] * l.block[1] * l.block[2]);
                    in.registersPerThread = k.registers;
                    in.staticSharedBytes = k.sharedBytes;
                    in.dynamicSharedBytes = l.sharedBytes;
                    const Occupancy o = Occupancy::compute(*limits, in);
                    occupancy << tr("%1: %2 (%3 blocks/SM, limited by %4; computed for %5)")
                                     .arg(QString::fromStdString(l.kernel), percent(o.occupancy))
                                     .arg(o.blocksPerSm)
                                     .arg(QString::fromStdString(o.limitedBy), QString::fromStdString(limits->arch));
                }
    return occupancy;
}

void CandidateReportView::addNotes(ReportTable& t, const MeasurementReportSections& r) const {
    if (r.warning.empty() && r.suspicion.empty() && !r.confirmation) return;
    t.section(tr("Notes"));
    if (!r.warning.empty()) t.row(tr("Warning"), QString::fromStdString(r.warning));
    if (!r.suspicion.empty()) t.row(tr("Suspicion"), QString::fromStdString(r.suspicion));
    if (r.confirmation)
        t.row(tr("Confirmation"),
              r.confirmation->speedup ? tr("%1 (second S %2×)")
                                            .arg(QString::fromStdString(r.confirmation->verdict))
                                            .arg(*r.confirmation->speedup, 0, 'f', 3)
                                      : QString::fromStdString(r.confirmation->verdict));
}

} // namespace augur::ui
