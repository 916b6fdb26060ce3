#include "ui/session/MirroredPanel.h"

namespace augur::ui {

MirroredPanel::MirroredPanel(QWidget* parent) : QWidget(parent), mirror_(new CandidateMirror(this)) {
    // A hidden panel (a tab behind another, a closed dock) is recomputed when it shows, not
    // at every batch of a stream.
    connect(mirror_, &CandidateMirror::due, this, [this] {
        if (isVisible()) refreshNow();
    });
    mirror_->markDirty();
}

void MirroredPanel::resetCandidates(const std::vector<Candidate>& all) {
    mirror_->reset(all);
    refreshNow();
}

void MirroredPanel::bind(const SessionContext& context) {
    shareCandidates(&context.candidates());
    connect(&context, &SessionContext::sessionChanged, this,
            [this, &context] { shareCandidates(&context.candidates()); });
    connect(&context, &SessionContext::candidatesReset, this, &MirroredPanel::resetCandidates);
    connect(&context, &SessionContext::candidatesChanged, this, &MirroredPanel::updateCandidates);
}

void MirroredPanel::updateCandidates(const std::vector<Candidate>& changed) { mirror_->update(changed); }

void MirroredPanel::shareCandidates(const std::vector<Candidate>* candidates) {
    mirror_->share(candidates);
    refreshNow();
}

void MirroredPanel::showEvent(QShowEvent* e) {
    QWidget::showEvent(e);
    refreshNow();
}

void MirroredPanel::refreshNow() {
    if (mirror_->takeDirty()) refresh();
}

} // namespace augur::ui
