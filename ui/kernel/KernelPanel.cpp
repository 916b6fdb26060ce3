#include "ui/kernel/KernelPanel.h"

#include "ui/base/DockTabWatch.h"
#include "ui/base/SessionContext.h"
#include "core/model/SpeedupContext.h"
#include "ui/kernel/CandidateReportView.h"
#include "ui/kernel/DiffView.h"
#include "ui/kernel/KernelText.h"
#include "ui/kernel/KernelView.h"
#include "ui/kernel/MetricsDiffView.h"
#include "ui/kernel/SassView.h"

#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

namespace augur::ui {

KernelPanel::KernelPanel(QWidget* parent)
    : QWidget(parent), tabs_(new QTabWidget(this)), kernelView_(new KernelView), diffView_(new DiffView),
      reportView_(new CandidateReportView), sassView_(new SassView) {
    dockWatch_ = new DockTabWatch(this, [this] { refreshVisible(); });
    tabs_->setObjectName(QStringLiteral("kernelTabs"));
    tabs_->setDocumentMode(true);
    tabs_->insertTab(SourceTab, kernelView_, QString());
    tabs_->insertTab(DiffTab, diffView_, QString());
    tabs_->insertTab(ReportTab, reportView_, QString());
    tabs_->insertTab(SassTab, sassView_, QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(tabs_);
    metricsView_ = new MetricsDiffView;
    tabs_->addTab(metricsView_, QString());
    connect(reportView_, &CandidateReportView::baselineRequested, this, &KernelPanel::setBaseline);
    connect(tabs_, &QTabWidget::currentChanged, this, &KernelPanel::refreshVisible);
    connect(diffView_, &DiffView::againstChanged, this, [this] {
        // The engineer's own choice is the one to come back to after a pinned pair.
        savedAgainst_ = int(diffView_->against());
        savedAgainstId_ = diffView_->againstId();
        stale_[DiffTab] = true;
        refreshVisible();
    });
    retranslate();
}

void KernelPanel::retranslate() {
    tabs_->setTabText(SourceTab, tr("Source"));
    tabs_->setTabText(DiffTab, tr("Diff"));
    tabs_->setTabText(ReportTab, tr("Report"));
    tabs_->setTabText(SassTab, tr("SASS"));
    tabs_->setTabToolTip(SourceTab, tr("The source as NVRTC compiles it, with the launch plan"));
    tabs_->setTabToolTip(DiffTab, tr("What changed against the parent, the reference or another candidate"));
    tabs_->setTabToolTip(ReportTab, tr("Compile report and measurement of the candidate, and its PTX"));
    tabs_->setTabToolTip(SassTab,
                         tr("Source, PTX and SASS side by side, linked line by line, with registers and "
                            "spills of each kernel"));
    tabs_->setTabText(tabs_->indexOf(metricsView_), tr("Metrics"));
    tabs_->setTabToolTip(tabs_->indexOf(metricsView_),
                         tr("Two candidates' metrics side by side: Compare's pair, or the baseline against the "
                            "selection"));
    // Headers are written in the language of the moment.
    for (bool& s : stale_) s = true;
    refreshVisible();
}

void KernelPanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void KernelPanel::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    dockWatch_->attach();
    refreshVisible(); // catch up with what was selected while hidden
}

void KernelPanel::setCandidateLookup(std::function<const Candidate*(CandidateId)> lookup) {
    lookup_ = std::move(lookup);
}

void KernelPanel::setKernelCompiler(std::shared_ptr<KernelCompiler> compiler, const QString& unavailableReason) {
    compiler_ = compiler;
    compilerMissing_ = unavailableReason;
    reportView_->setKernelCompiler(std::move(compiler), unavailableReason);
    setKernelDisassembler(disassembler_);
}

void KernelPanel::setKernelDisassembler(std::shared_ptr<KernelDisassembler> disassembler) {
    disassembler_ = std::move(disassembler);
    sassView_->setTools(compiler_, disassembler_, compilerMissing_);
    stale_[SassTab] = true;
    refreshVisible();
}

void KernelPanel::remember(const Candidate* c) {
    if (c) known_[c->id] = *c;
}

const Candidate* KernelPanel::find(CandidateId id) const {
    if (id == kNoCandidate) return nullptr;
    if (lookup_)
        if (const Candidate* c = lookup_(id)) return c;
    const auto it = known_.find(id);
    return it == known_.end() ? nullptr : &it->second;
}

std::shared_ptr<const CandidateSourceView> KernelPanel::viewOf(const Candidate& c) {
    return cache_.view(*problem_, c, find(c.parent));
}

void KernelPanel::setProblem(const Problem& problem) {
    if (&problem == problem_) return;
    // Another session: its ids name other candidates.
    problem_ = &problem;
    cache_.clear();
    known_.clear();
    pinned_ = false;
    if (baseline_ != kNoCandidate) { // its id names another candidate now
        baseline_ = kNoCandidate;
        Q_EMIT baselineChanged(kNoCandidate);
    }
}

void KernelPanel::bind(const SessionContext& context) {
    context_ = &context;
    setCandidateLookup([&context](CandidateId id) { return context.candidate(id); });
    // The diff's sides and the reference first, then the selection: followSelection() shows
    // the selected candidate again when it is among `changed`.
    connect(&context, &SessionContext::candidatesChanged, this,
            [this](const std::vector<Candidate>& changed) { candidatesChanged(changed); });
    context.followSelection(this, [this] { showSelected(); });
    showSelected();
}

void KernelPanel::showSelected() {
    if (!context_->hasSession()) return;
    const Candidate* c = context_->candidate(context_->selected());
    const Candidate* parent = c ? context_->candidate(c->parent) : nullptr;
    // The root of the tree is the reference (id 0) in every session.
    const Candidate* root = context_->candidate(0);
    showCandidate(c, parent, root && root->origin == Origin::Reference ? root : nullptr, context_->problem());
}

void KernelPanel::showCandidate(const Candidate* c, const Candidate* parent, const Candidate* reference,
                                const Problem& problem) {
    setProblem(problem);
    if (reference) reference_ = reference->id;
    if (!c) {
        shown_ = kNoCandidate;
        pinned_ = false;
        diffRight_ = kNoCandidate;
        known_.clear();
    } else {
        const bool reselected = c->id != shown_; // not a refresh of the candidate already shown
        shown_ = c->id;
        if (pinned_ && reselected) {
            // A pinned pair stays while one of its sides is selected.
            const Candidate* right = find(diffRight_);
            CandidateId left = kNoCandidate;
            switch (diffView_->against()) {
            case DiffView::Against::Parent: left = right ? right->parent : kNoCandidate; break;
            case DiffView::Against::Reference: left = reference_; break;
            case DiffView::Against::Candidate: left = diffView_->againstId(); break;
            }
            if (c->id != diffRight_ && c->id != left) {
                pinned_ = false;
                diffView_->setAgainst(DiffView::Against(savedAgainst_), savedAgainstId_);
            }
        }
        if (!pinned_) {
            diffRight_ = c->id;
            known_.clear(); // keep only what the views may still ask for (below)
        }
        remember(c);
        remember(parent);
        remember(reference);
    }
    for (bool& s : stale_) s = true;
    refreshVisible();
    prepareSass();
}

void KernelPanel::prepareSass() {
    // The disassembler alone takes about 0.4 s: a candidate selected while the dock shows
    // another tab is compiled and disassembled ahead, so that the SASS tab opens at once.
    if (tabs_->currentIndex() == SassTab || !DockTabWatch::onScreen(this)) return;
    const Candidate* c = find(shown_);
    if (!c) return;
    const auto view = viewOf(*c);
    if (view->kind != CandidateSourceView::Kind::Unavailable && !view->text.empty())
        sassView_->prepare(view->text, KernelText::archOf(*c));
}

void KernelPanel::showDiff(const Candidate* a, const Candidate* b, const Problem& problem) {
    if (!a || !b) return;
    setProblem(problem);
    remember(a);
    remember(b);
    if (!pinned_) {
        savedAgainst_ = int(diffView_->against());
        savedAgainstId_ = diffView_->againstId();
    }
    pinned_ = true;
    diffRight_ = b->id;
    if (b->parent == a->id)
        diffView_->setAgainst(DiffView::Against::Parent);
    else
        diffView_->setAgainst(DiffView::Against::Candidate, a->id);
    stale_[DiffTab] = true;
    if (tabs_->currentIndex() == DiffTab)
        refreshVisible();
    else
        tabs_->setCurrentIndex(DiffTab); // refreshes through currentChanged
}

void KernelPanel::candidatesChanged(const std::vector<Candidate>& changed) {
    if (!problem_) return;
    const Candidate* right = find(diffRight_);
    const CandidateId left = diffView_->against() == DiffView::Against::Candidate ? diffView_->againstId()
        : diffView_->against() == DiffView::Against::Reference                    ? reference_
        : right                                                                   ? right->parent
                                                                                  : kNoCandidate;
    for (const Candidate& c : changed) {
        if (c.id != shown_ && c.id != diffRight_ && c.id != left && c.id != reference_ && c.id != baseline_) continue;
        remember(&c); // the copy the views read when the model has none
        for (bool& s : stale_) s = true;
        refreshVisible();
        return;
    }
}

void KernelPanel::refreshVisible() {
    if (!DockTabWatch::onScreen(this) || !problem_) return;
    if (tabs_->currentWidget() == metricsView_) return refreshMetrics(); // cheap: no cache needed
    const int tab = tabs_->currentIndex();
    if (tab < 0 || tab > SassTab || !stale_[tab]) return;
    stale_[tab] = false;
    switch (tab) {
    case SourceTab: refreshSource(); break;
    case DiffTab: refreshDiff(); break;
    case ReportTab: refreshReport(); break;
    case SassTab: refreshSass(); break;
    }
}

void KernelPanel::refreshSource() {
    const Candidate* c = find(shown_);
    if (!c)
        kernelView_->clear(tr("Select a candidate in the table or the tree."));
    else
        kernelView_->showView(*c, viewOf(*c), problem_->space);
}

void KernelPanel::refreshReport() {
    const Candidate* c = find(shown_);
    reportView_->setBaseline(find(baseline_));
    if (context_ && context_->hasSession())
        reportView_->setVendorBaseline(context_->vendorBaseline(), usesTensorRoof(context_->problem()));
    reportView_->showCandidate(c, c ? viewOf(*c) : nullptr);
}

void KernelPanel::showMetrics() { tabs_->setCurrentWidget(metricsView_); }

void KernelPanel::setBaseline(qint64 id) {
    if (id == baseline_) return;
    baseline_ = id;
    if (const Candidate* c = find(id)) remember(c); // kept while other candidates are shown
    for (bool& s : stale_) s = true;
    refreshVisible();
    Q_EMIT baselineChanged(id);
}

void KernelPanel::refreshMetrics() {
    const Candidate* right = find(diffRight_);
    if (!right) return metricsView_->showMessage(tr("Select a candidate, or two in the table and Compare."));
    const Candidate* left = nullptr;
    QString why;
    if (!pinned_ && baseline_ != kNoCandidate && baseline_ != right->id) {
        left = find(baseline_);
        why = tr("against the pinned baseline");
    } else if (pinned_) {
        left = find(diffView_->against() == DiffView::Against::Parent ? right->parent : diffView_->againstId());
        why = tr("the pair of Compare or of a discovery moment");
    } else {
        left = find(diffView_->against() == DiffView::Against::Parent          ? right->parent
                        : diffView_->against() == DiffView::Against::Reference ? reference_
                                                                               : diffView_->againstId());
        why = tr("against the Diff tab's \"Against\" choice");
    }
    if (!left)
        return metricsView_->showMessage(
            tr("#%1 has nothing to compare with: pin a baseline, or choose one under the Diff tab's \"Against\".")
                .arg(right->id));
    metricsView_->showPair(*left, *right, why);
}

void KernelPanel::refreshSass() {
    const Candidate* c = find(shown_);
    if (!c) return sassView_->clear(tr("Select a candidate in the table or the tree."));
    const auto view = viewOf(*c);
    if (view->kind == CandidateSourceView::Kind::Unavailable || view->text.empty())
        return sassView_->clear(tr("No source to compile: %1").arg(QString::fromStdString(view->note)));
    sassView_->showSource(view->text, KernelText::archOf(*c));
}

void KernelPanel::refreshDiff() {
    const Candidate* right = find(diffRight_);
    if (!right) {
        diffView_->showMessage(tr("Select a candidate, or two in the table and Compare."));
        return;
    }
    const Candidate* left = nullptr;
    switch (diffView_->against()) {
    case DiffView::Against::Parent:
        left = find(right->parent);
        if (!left)
            return diffView_->showMessage(
                tr("#%1 has no parent: choose the reference or a candidate under \"Against\".").arg(right->id));
        break;
    case DiffView::Against::Reference:
        left = find(reference_);
        if (!left) return diffView_->showMessage(tr("The session has no reference candidate."));
        break;
    case DiffView::Against::Candidate:
        left = find(diffView_->againstId());
        if (!left) return diffView_->showMessage(tr("There is no candidate #%1.").arg(diffView_->againstId()));
        break;
    }
    const auto leftView = viewOf(*left);
    const auto rightView = viewOf(*right);
    for (const auto* v : {leftView.get(), rightView.get()})
        if (v->kind == CandidateSourceView::Kind::Unavailable)
            return diffView_->showMessage(tr("No source to compare: %1").arg(QString::fromStdString(v->note)));
    auto side = [this](const Candidate& c, const CandidateSourceView& v) {
        DiffSide s;
        s.id = c.id;
        s.title = c.origin == Origin::Reference ? tr("#%1 (reference)").arg(c.id) : tr("#%1").arg(c.id);
        s.text = v.text;
        s.speedup = KernelText::speedup(c);
        return s;
    };
    QStringList changes;
    if (!left->configuration.empty() && left->configuration.size() == right->configuration.size())
        for (const std::string& d : problem_->space.differences(left->configuration, right->configuration))
            changes << QString::fromStdString(d);
    diffView_->setPair(side(*left, *leftView), side(*right, *rightView), changes);
}

} // namespace augur::ui
