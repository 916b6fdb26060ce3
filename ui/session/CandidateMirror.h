#pragma once
// A panel's copy of the session's candidates, kept current from controller events, with
// a coalescing timer so a stream of events costs at most one redraw per interval.
#include "core/model/Candidate.h"

#include <QObject>

#include <vector>

class QTimer;

namespace augur::ui {

/// Dense copy of the candidates (index == id) plus a "needs refresh" flag. update()
/// arms a single-shot timer (200 ms by default) that emits due() (through the IdleQueue,
/// one heavy refresh per event-loop pass); reset() and
/// markDirty() only set the flag, for owners that refresh at once. After share(), the
/// mirror keeps no copy: it reads a vector its owner keeps current (index == id), and
/// reset() and update() only schedule the refresh — a large session is then held once
/// in the GUI, not once per panel.
class CandidateMirror : public QObject {
    Q_OBJECT
public:
    explicit CandidateMirror(QObject* parent, int intervalMs = 200);

    const std::vector<Candidate>& candidates() const { return shared_ ? *shared_ : candidates_; }
    /// Reads `candidates` (index == id, kept current by the caller, who must outlive the
    /// mirror's use) instead of a copy; null returns to copying.
    void share(const std::vector<Candidate>* candidates);
    /// Replaces the copy with `all` and marks it dirty.
    void reset(const std::vector<Candidate>& all);
    /// Merges changed candidates, marks dirty and arms the timer.
    void update(const std::vector<Candidate>& changed);
    void markDirty() { dirty_ = true; }
    /// True (once) when a refresh is due; stops the timer.
    bool takeDirty();

Q_SIGNALS:
    /// The coalescing interval has passed since the first pending update.
    void due();

private:
    std::vector<Candidate> candidates_;
    const std::vector<Candidate>* shared_ = nullptr;
    QTimer* timer_;
    bool dirty_ = true;
};

} // namespace augur::ui
