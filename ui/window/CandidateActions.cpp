#include "ui/window/CandidateActions.h"

#include "ui/session/SessionHost.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace augur::ui {

CandidateActions::CandidateActions(SessionHost* host)
    : QObject(host->hostWidget()), host_(host), measureNow_(makeAction("actionMeasureNow")),
      accept_(makeAction("actionAcceptForecast")), exclude_(makeAction("actionExclude")),
      expand_(makeAction("actionExpandFrom")), compare_(makeAction("actionCompare")) {
    connect(measureNow_, &QAction::triggered, this,
            [this] { Q_EMIT overrideRequested(host_->selectedCandidate(), OverrideKind::MeasureNow); });
    connect(accept_, &QAction::triggered, this,
            [this] { Q_EMIT overrideRequested(host_->selectedCandidate(), OverrideKind::AcceptForecast); });
    connect(exclude_, &QAction::triggered, this,
            [this] { Q_EMIT overrideRequested(host_->selectedCandidate(), OverrideKind::Exclude); });
    connect(expand_, &QAction::triggered, this, [this] {
        if (host_->selectedCandidate() != kNoCandidate) Q_EMIT expandRequested(host_->selectedCandidate());
    });
    connect(compare_, &QAction::triggered, this, &CandidateActions::compareRequested);
    measureNow_->setShortcut(QKeySequence(Qt::Key_M));
    accept_->setShortcut(QKeySequence(Qt::Key_A));
    exclude_->setShortcut(QKeySequence(Qt::Key_Delete));
    expand_->setShortcut(QKeySequence(Qt::Key_E));
    compare_->setShortcut(QKeySequence(Qt::Key_C));
    compare_->setEnabled(false); // until two rows are selected
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
}

void CandidateActions::addTo(QMenu& menu, QAction* edit, bool withCompare) const {
    menu.addActions(overrides());
    menu.addSeparator();
    menu.addAction(expand_);
    menu.addAction(edit);
    if (withCompare) menu.addAction(compare_);
}

void CandidateActions::retranslate() {
    measureNow_->setText(tr("Measure now"));
    accept_->setText(tr("Accept forecast"));
    exclude_->setText(tr("Exclude"));
    expand_->setText(tr("Expand from here"));
    compare_->setText(tr("Compare"));
    compare_->setToolTip(tr("Show the diff of the two candidates selected in the table"));
}

} // namespace augur::ui
