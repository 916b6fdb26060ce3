#include "ui/tree/LineageTimelinePanel.h"

#include "ui/base/DockTabWatch.h"
#include "ui/base/SessionContext.h"
#include "ui/tree/LineageTimelineView.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <stdexcept>

namespace augur::ui {

LineageTimelinePanel::LineageTimelinePanel(QWidget* parent)
    : QWidget(parent), view_(new LineageTimelineView(this)), legend_(new QLabel(this)), fit_(new QToolButton(this)) {
    setObjectName(QStringLiteral("lineagePanel"));
    legend_->setWordWrap(true);
    fit_->setObjectName(QStringLiteral("fitLineageButton"));
    connect(fit_, &QToolButton::clicked, view_, &LineageTimelineView::fitAll);
    connect(view_, &LineageTimelineView::candidateSelected, this, &LineageTimelinePanel::candidateSelected);
    // Behind another tab the view places nothing; raised, it catches up.
    dockWatch_ = new DockTabWatch(this, [this] {
        if (view_->layoutPending()) view_->layoutNow();
    });
    auto* top = new QHBoxLayout;
    top->addWidget(legend_, 1);
    top->addWidget(fit_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(view_, 1);
    retranslate();
}

void LineageTimelinePanel::bind(const SessionContext& context) {
    const SessionContext* c = &context;
    connect(c, &SessionContext::sessionChanged, this, [this, c] {
        view_->shareCandidates(&c->candidates());
        view_->setParameterSpace(c->problem().space);
        Objective objective;
        try {
            objective = Objective::parse(c->config().objective);
        } catch (const std::invalid_argument&) {
            // An unknown objective cannot reach a running engine (validated): show S.
        }
        view_->setObjective(objective);
        view_->resetCandidates({});
    });
    connect(c, &SessionContext::candidatesReset, this, [this, c](const std::vector<Candidate>& all) {
        view_->shareCandidates(&c->candidates());
        view_->resetCandidates(all);
    });
    connect(c, &SessionContext::candidatesChanged, view_, &LineageTimelineView::updateCandidates);
    connect(c, &SessionContext::selectionChanged, view_, &LineageTimelineView::selectCandidate);
}

void LineageTimelinePanel::retranslate() {
    legend_->setText(
        tr("Candidates by creation time (x) in one lane per origin; edges from parent to child; the "
           "selected candidate's lineage drawn thick. Labels: #id, speedup (~ a forecast), what changed."));
    fit_->setText(tr("Fit"));
    fit_->setToolTip(tr("Show the whole session (the wheel zooms the time axis, a drag pans it)"));
}

void LineageTimelinePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

void LineageTimelinePanel::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    dockWatch_->attach();
}

} // namespace augur::ui
