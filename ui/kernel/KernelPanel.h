#pragma once
// The Kernel dock: the selected candidate's source, its diff against another candidate and
// its compile and measurement report, so the window finally shows the kernel itself.
#include "core/kernel/KernelCompiler.h"
#include "core/kernel/KernelDisassembler.h"
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "ui/kernel/SourceViewCache.h"

#include <QWidget>

#include <functional>
#include <map>
#include <memory>

class QTabWidget;

namespace augur::ui {

class DockTabWatch;
class SessionContext;

class CandidateReportView;
class DiffView;
class KernelView;
class MetricsDiffView;
class SassView;

/// Tabs "Source" (KernelView), "Diff" (DiffView), "Report" (CandidateReportView) and "SASS"
/// (SassView: source, PTX and SASS side by side) for the selected candidate.
///
/// The diff's right side follows the selection and its left side is what the "Against"
/// box says (the parent by default). showDiff() pins a pair (Compare, a discovery moment)
/// until a candidate outside the pair is selected, when the previous choice returns.
///
/// Only the tab on screen is brought up to date; the others catch up when they are shown,
/// so a hidden dock (closed, or behind another tab of its dock group) costs nothing while
/// a session streams. Views come from a small cache and a diff is computed again only
/// when one of its texts changed.
class KernelPanel : public QWidget {
    Q_OBJECT
public:
    enum Tab { SourceTab, DiffTab, ReportTab, SassTab };

    explicit KernelPanel(QWidget* parent = nullptr);

    /// Follows `context` from now on: the selected candidate is shown (with its parent and
    /// the reference, the root when its origin is the reference), changed candidates update
    /// the diff's sides, and candidates are looked up in the context's rows. `context` must
    /// outlive the panel.
    void bind(const SessionContext& context);

    /// How the panel finds a candidate by id (the "Against" candidate, a diff's sides as
    /// they change); without it, only the candidates passed in are known.
    void setCandidateLookup(std::function<const Candidate*(CandidateId)> lookup);
    /// The compiler behind the report's "Show PTX" (null: disabled, `unavailableReason` says why).
    void setKernelCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& unavailableReason);
    /// The disassembler behind the SASS tab (null: the tab says there is none).
    void setKernelDisassembler(std::shared_ptr<KernelDisassembler> disassembler);

    /// Shows candidate `c` (null clears) of `problem`; `parent` and `reference` may be null.
    /// `problem` must stay alive until the next call (the window passes its session's).
    void showCandidate(const Candidate* c, const Candidate* parent, const Candidate* reference, const Problem& problem);
    /// Opens the diff of `a` (left) against `b` (right) and raises the Diff tab.
    void showDiff(const Candidate* a, const Candidate* b, const Problem& problem);
    /// Candidates changed in the session: what is shown is brought up to date when one of
    /// them is on screen (the selected candidate, either side of the diff, the reference).
    void candidatesChanged(const std::vector<Candidate>& changed);

    CandidateId shownId() const { return shown_; }
    QTabWidget* tabs() const { return tabs_; }
    KernelView* kernelView() const { return kernelView_; }
    DiffView* diffView() const { return diffView_; }
    CandidateReportView* reportView() const { return reportView_; }
    SassView* sassView() const { return sassView_; }
    /// Candidate views computed so far (the rest came from the cache).
    int viewsComputed() const { return cache_.computed(); }
    /// The "Metrics" tab: the pair of Compare (or a discovery moment) while it is pinned,
    /// else the pinned baseline against the selection, else the Diff tab's left side.
    MetricsDiffView* metricsView() const { return metricsView_; }
    /// Raises the Metrics tab.
    void showMetrics();
    /// The candidate every report is compared with, or kNoCandidate.
    CandidateId baseline() const { return baseline_; }

public Q_SLOTS:
    /// Pins candidate `id` as the baseline (kNoCandidate unpins); another session unpins it.
    void setBaseline(qint64 id);

Q_SIGNALS:
    /// The baseline was pinned (its id) or unpinned (kNoCandidate).
    void baselineChanged(qint64 id);

protected:
    void changeEvent(QEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void retranslate();
    /// Shows the context's selected candidate (bind()).
    void showSelected();
    /// Remembers `c` (a copy) for lookups when no lookup function is set or it lacks `c`.
    void remember(const Candidate* c);
    const Candidate* find(CandidateId id) const;
    std::shared_ptr<const CandidateSourceView> viewOf(const Candidate& c);
    void setProblem(const Problem& problem);
    void refreshVisible();
    void refreshSource();
    void refreshDiff();
    void refreshReport();
    void refreshMetrics();
    void refreshSass();
    /// Runs the SASS tab's compile and disassembly of the shown candidate ahead while
    /// another tab is shown.
    void prepareSass();

    QTabWidget* tabs_;
    KernelView* kernelView_;
    DiffView* diffView_;
    CandidateReportView* reportView_;
    MetricsDiffView* metricsView_ = nullptr;
    CandidateId baseline_ = kNoCandidate;
    SassView* sassView_;
    std::shared_ptr<KernelCompiler> compiler_; ///< shared by Show PTX and the SASS tab
    QString compilerMissing_;
    std::shared_ptr<KernelDisassembler> disassembler_;
    DockTabWatch* dockWatch_; ///< refreshes the panel when its dock's tab is raised
    std::function<const Candidate*(CandidateId)> lookup_;
    std::map<CandidateId, Candidate> known_; ///< copies of the candidates passed in
    SourceViewCache cache_;
    const Problem* problem_ = nullptr;
    const SessionContext* context_ = nullptr;
    CandidateId shown_ = kNoCandidate;
    CandidateId reference_ = kNoCandidate;
    CandidateId diffRight_ = kNoCandidate;
    bool pinned_ = false; ///< showDiff's pair stays until a candidate outside it is selected
    int savedAgainst_ = 0; ///< the Against choice before the pin (DiffView::Against)
    CandidateId savedAgainstId_ = kNoCandidate;
    bool stale_[4] = {true, true, true, true}; ///< per tab: needs a refresh when shown
};

} // namespace augur::ui
