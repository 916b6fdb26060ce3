#pragma once
// The "Report" tab of the Kernel dock: what the harness found when it compiled and timed
// the selected candidate, and its PTX on demand.
#include "core/kernel/KernelCompiler.h"
#include "core/kernel/MeasurementPhases.h"
#include "core/model/Candidate.h"
#include "core/model/VendorBaseline.h"
#include "core/source/CandidateSourceView.h"

#include <QWidget>

#include <cstdint>
#include <map>
#include <memory>
#include <string>

class QLabel;
class QPushButton;
class QSplitter;
class QTextBrowser;

namespace augur::ui {

class ReportTable;

class CodeEditor;

/// The compile report and measurement detail of one candidate (Candidate::measurement and
/// its typed MeasurementReport): harness verdict, backend, device, time per run of the
/// reference and the candidate with the speedup's confidence interval and the samples,
/// CUPTI cross-check, phase times, registers, spills, stack, shared memory, theoretical
/// occupancy (the driver's when the report has it, else computed from the ptxas report
/// and the launch plan), NVRTC time, warnings and the compile log. A replayed candidate
/// shows what its dataset recorded.
///
/// "Show PTX" compiles the candidate's source (as CandidateSourceView gives it) with the
/// injected KernelCompiler, off the GUI thread (runInBackground), for the report's
/// architecture or sm_90; the PTX, or the compiler's log on failure, appears below.
///
/// With a baseline pinned (setBaseline; "Pin as baseline" asks for the candidate shown),
/// the report of any other candidate opens with its metrics against the baseline's
/// (core/analysis/MetricsDiff, drawn as MetricsDiffView draws it): time, speedup with its
/// interval, registers, occupancy, every profiler counter, and the diagnoses added and removed.
class CandidateReportView : public QWidget {
    Q_OBJECT
public:
    explicit CandidateReportView(QWidget* parent = nullptr);

    /// The compiler behind "Show PTX"; null disables the button, with `unavailableReason`
    /// as its tool tip.
    void setKernelCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& unavailableReason);
    /// Shows `c` (null clears); `view` gives the source that "Show PTX" compiles and the
    /// launch plan for the computed occupancy.
    void showCandidate(const Candidate* c, std::shared_ptr<const CandidateSourceView> view);
    /// The candidate every report is compared with (null: none). Takes effect at the next
    /// showCandidate().
    void setBaseline(const Candidate* baseline);
    /// The session's vendor library baseline and whether the compute roof is the tensor
    /// cores' (core/model/SpeedupContext.h): the Timing section then gives S against the
    /// library and the roofline fraction. Takes effect at the next showCandidate().
    void setVendorBaseline(const std::optional<VendorBaseline>& library, bool tensorRoof) {
        library_ = library;
        tensorRoof_ = tensorRoof;
    }
    /// The pinned baseline's id, or kNoCandidate.
    CandidateId baselineId() const { return baseline_ ? baseline_->id : kNoCandidate; }
    /// "Pin as baseline" / "Unpin baseline".
    QPushButton* pinButton() const { return pinButton_; }

    /// The report as plain text.
    QString reportText() const;
    QPushButton* ptxButton() const { return ptxButton_; }
    CodeEditor* ptxView() const { return ptx_; }
    QString ptxStatus() const;
    /// The architecture "Show PTX" compiles for.
    QString ptxArch() const { return QString::fromStdString(arch_); }

public Q_SLOTS:
    /// Compiles the shown candidate's source in the background ("Show PTX").
    void compilePtx();

Q_SIGNALS:
    /// A compilation asked by compilePtx() has finished and its result is shown.
    void ptxFinished(bool ok);
    /// "Pin as baseline" (the candidate shown) or "Unpin baseline" (kNoCandidate).
    void baselineRequested(qint64 id);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void updatePtxButton();
    void updatePinButton();
    /// The shown candidate's metrics against the baseline's, as HTML ("" without a baseline).
    QString baselineHtml(const Candidate& c) const;
    QString reportHtml(const Candidate& c) const;
    // reportHtml's sections, in order.
    /// Per-run times, speedup, samples, CUPTI, short-kernel batches, GPU state, phases.
    void addTiming(ReportTable& t, const Measurement& m) const;
    /// A workload candidate's S at each shape, and the library's there (SpeedupContext.h).
    void addWorkload(ReportTable& t, const Candidate& c) const;
    /// Clocks, temperature, power and throttling before and after timing.
    void addGpuState(ReportTable& t, const MeasurementReportSections& r) const;
    /// NVRTC time and each kernel's registers, spills, stack and shared memory.
    void addCompile(ReportTable& t, const MeasurementReportSections& r) const;
    /// Theoretical occupancy per kernel: the driver's, else computed for `arch_`.
    QStringList occupancyLines(const MeasurementReportSections& r) const;
    /// Warning, suspicion and confirmation.
    void addNotes(ReportTable& t, const MeasurementReportSections& r) const;
    /// The Phases row: compile, correctness, timing, other (its parts named when a profile
    /// or energy pass ran) and the total; `raw` is the report's "phases_ms".
    QString phasesText(const MeasurementPhases& p, const std::map<std::string, double>& raw) const;

    QTextBrowser* report_;
    QPushButton* ptxButton_;
    QPushButton* pinButton_;
    QLabel* ptxStatus_;
    CodeEditor* ptx_;
    QSplitter* split_ = nullptr;
    std::shared_ptr<KernelCompiler> compiler_;
    QString unavailableReason_;
    std::shared_ptr<const CandidateSourceView> view_;
    std::optional<Candidate> shown_;
    std::optional<Candidate> baseline_;
    std::optional<VendorBaseline> library_;
    bool tensorRoof_ = false;
    std::string arch_ = "sm_90";
    std::string ptxSource_; ///< the source the PTX shown was compiled from
    QString html_; ///< the report shown (set again only when it changed)
    std::uint64_t ptxSerial_ = 0; ///< drops a compilation finished after the candidate changed
    bool compiling_ = false;
};

} // namespace augur::ui
