#pragma once
// A dock panel computed from all of the session's candidates: the glue between the
// controller's candidate events and a CandidateMirror, in one place.
#include "core/model/Candidate.h"
#include "ui/base/SessionContext.h"
#include "ui/session/CandidateMirror.h"

#include <QWidget>

#include <vector>

namespace augur::ui {

/// Keeps a CandidateMirror of the session and calls refresh() at most once per mirror
/// interval while candidates stream in and the panel is visible, at once on reset or
/// share, and when a panel that missed changes while hidden shows again.
class MirroredPanel : public QWidget {
    Q_OBJECT
public:
    /// Follows `context` from now on: shares its candidate rows and takes its resets and
    /// changes. `context` must outlive the panel.
    void bind(const SessionContext& context);

public Q_SLOTS:
    /// The whole tree (a new or resumed session).
    void resetCandidates(const std::vector<augur::Candidate>& all);
    /// Candidates added or changed; the refresh is coalesced.
    void updateCandidates(const std::vector<augur::Candidate>& changed);
    /// Reads the window's own candidate vector (index == id, kept current by the window
    /// before it calls reset/updateCandidates) instead of keeping a copy.
    void shareCandidates(const std::vector<augur::Candidate>* candidates);
    /// Recomputes now if anything changed since the last refresh.
    void refreshNow();

protected:
    explicit MirroredPanel(QWidget* parent = nullptr);
    const std::vector<augur::Candidate>& candidates() const { return mirror_->candidates(); }
    /// Asks for a refresh at the next refreshNow() (e.g. after a language change).
    void markDirty() { mirror_->markDirty(); }
    /// Recomputes the panel from candidates(); called by refreshNow() when something changed.
    virtual void refresh() = 0;
    void showEvent(QShowEvent* e) override;

private:
    CandidateMirror* mirror_;
};

} // namespace augur::ui
