#include "ui/window/CandidateActions.h"

#include "core/model/CandidateTemplate.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/session/SessionHost.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace augur::ui {

CandidateActions::CandidateActions(SessionHost* host)
    : QObject(host->hostWidget()), host_(host), measureNow_(makeAction("actionMeasureNow")),
      accept_(makeAction("actionAcceptForecast")), exclude_(makeAction("actionExclude")),
      expand_(makeAction("actionExpandFrom")), compare_(makeAction("actionCompare")),
      compareMetrics_(makeAction("actionCompareMetrics")), pinBaseline_(makeAction("actionPinBaseline")),
      unpinBaseline_(makeAction("actionUnpinBaseline")), tuneTemplate_(makeAction("actionTuneTemplate")) {
    connect(measureNow_, &QAction::triggered, this,
            [this] { Q_EMIT overrideRequested(host_->selectedCandidate(), OverrideKind::MeasureNow); });
    connect(accept_, &QAction::triggered, this,
            [this] { Q_EMIT overrideRequested(host_->selectedCandidate(), OverrideKind::AcceptForecast); });
    connect(exclude_, &QAction::triggered, this,
            [this] { Q_EMIT overrideRequested(host_->selectedCandidate(), OverrideKind::Exclude); });
    connect(expand_, &QAction::triggered, this, [this] {
        if (host_->selectedCandidate() != kNoCandidate) Q_EMIT expandRequested(host_->selectedCandidate());
    });
    // More budget for a template: its sub-space expanded kTuneRounds more times, each round
    // the tuner's acquisition over what the node measured so far (docs/llm.md "Templates").
    connect(tuneTemplate_, &QAction::triggered, this, [this] {
        if (host_->selectedCandidate() == kNoCandidate) return;
        for (int i = 0; i < kTuneRounds; ++i) Q_EMIT expandRequested(host_->selectedCandidate());
    });
    connect(compare_, &QAction::triggered, this, &CandidateActions::compareRequested);
    measureNow_->setShortcut(QKeySequence(Qt::Key_M));
    accept_->setShortcut(QKeySequence(Qt::Key_A));
    exclude_->setShortcut(QKeySequence(Qt::Key_Delete));
    expand_->setShortcut(QKeySequence(Qt::Key_E));
    compare_->setShortcut(QKeySequence(Qt::Key_C));
    compare_->setEnabled(false); // until two rows are selected
    // Compare metrics: the same pair, its metrics in front.
    connect(compareMetrics_, &QAction::triggered, this, [this] {
        Q_EMIT compareRequested();
        if (kernel_) kernel_->showMetrics();
    });
    connect(compare_, &QAction::changed, this, [this] { compareMetrics_->setEnabled(compare_->isEnabled()); });
    compareMetrics_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_C));
    compareMetrics_->setEnabled(false);
    connect(pinBaseline_, &QAction::triggered, this, [this] {
        if (kernel_ && host_->selectedCandidate() != kNoCandidate) kernel_->setBaseline(host_->selectedCandidate());
    });
    connect(unpinBaseline_, &QAction::triggered, this, [this] {
        if (kernel_) kernel_->setBaseline(kNoCandidate);
    });
    updateBaselineActions();
}

void CandidateActions::bindKernelPanel(KernelPanel* kernel) {
    kernel_ = kernel;
    connect(kernel_, &KernelPanel::baselineChanged, this, &CandidateActions::updateBaselineActions);
    updateBaselineActions();
}

void CandidateActions::updateBaselineActions() {
    const CandidateId baseline = kernel_ ? kernel_->baseline() : kNoCandidate;
    pinBaseline_->setEnabled(kernel_ && selected_ != kNoCandidate && selected_ != baseline);
    unpinBaseline_->setEnabled(baseline != kNoCandidate);
}

QAction* CandidateActions::makeAction(const char* name) {
    auto* a = new QAction(host_->hostWidget());
    a->setObjectName(QString::fromLatin1(name));
    return a;
}

QList<QAction*> CandidateActions::overrides() const { return {measureNow_, accept_, exclude_}; }

void CandidateActions::update(const Candidate* c, bool live) {
    const bool editable = live && c && c->origin != Origin::Reference;
    const bool open = editable && !c->measurement && c->state != CandidateState::Measuring;
    measureNow_->setEnabled(open && c->override != OverrideKind::MeasureNow);
    accept_->setEnabled(open && c->forecast && !c->forecast->parseFailure &&
                        c->override != OverrideKind::AcceptForecast);
    exclude_->setEnabled(editable && c->state != CandidateState::Excluded);
    expand_->setEnabled(live);
    tuneTemplate_->setEnabled(live && c && !c->rejection && CandidateTemplate::isTemplateNode(*c));
    selected_ = c ? c->id : kNoCandidate;
    updateBaselineActions();
}

void CandidateActions::addTo(QMenu& menu, QAction* edit, bool withCompare) const {
    menu.addActions(overrides());
    menu.addSeparator();
    menu.addAction(expand_);
    menu.addAction(tuneTemplate_);
    menu.addAction(edit);
    if (withCompare) menu.addActions({compare_, compareMetrics_});
    menu.addSeparator();
    menu.addActions({pinBaseline_, unpinBaseline_});
}

void CandidateActions::retranslate() {
    measureNow_->setText(tr("Measure now"));
    accept_->setText(tr("Accept forecast"));
    exclude_->setText(tr("Exclude"));
    expand_->setText(tr("Expand from here"));
    tuneTemplate_->setText(tr("Tune this template further"));
    tuneTemplate_->setToolTip(
        tr("Give this template more of the budget: %n more round(s) of its sub-space's acquisition", nullptr,
           kTuneRounds));
    compare_->setText(tr("Compare"));
    compare_->setToolTip(tr("Show the diff of the two candidates selected in the table"));
    compareMetrics_->setText(tr("Compare metrics"));
    compareMetrics_->setToolTip(tr("Show the metrics of the two candidates selected in the table side by side"));
    pinBaseline_->setText(tr("Pin as baseline"));
    pinBaseline_->setToolTip(
        tr("Compare every report with this candidate: time, speedup, registers, occupancy, counters, diagnoses"));
    unpinBaseline_->setText(tr("Unpin baseline"));
}

} // namespace augur::ui
