#include "ui/session/CandidateMirror.h"

#include "ui/base/IdleQueue.h"

#include <QTimer>

namespace augur::ui {

CandidateMirror::CandidateMirror(QObject* parent, int intervalMs) : QObject(parent), timer_(new QTimer(this)) {
    timer_->setSingleShot(true);
    timer_->setInterval(intervalMs);
    // The refresh itself waits for its turn among the GUI's heavy refreshes.
    connect(timer_, &QTimer::timeout, this, [this] { IdleQueue::instance()->post(this, 0, [this] { Q_EMIT due(); }); });
}

void CandidateMirror::share(const std::vector<Candidate>* candidates) {
    shared_ = candidates;
    candidates_.clear();
    candidates_.shrink_to_fit();
    dirty_ = true;
}

void CandidateMirror::reset(const std::vector<Candidate>& all) {
    candidates_.clear();
    update(all);
    timer_->stop();
}

void CandidateMirror::update(const std::vector<Candidate>& changed) {
    if (!shared_) {
        for (const Candidate& c : changed) {
            if (c.id < 0) continue;
            const auto i = static_cast<std::size_t>(c.id);
            if (i >= candidates_.size()) candidates_.resize(i + 1);
            candidates_[i] = c;
        }
    }
    dirty_ = true;
    if (!timer_->isActive()) timer_->start();
}

bool CandidateMirror::takeDirty() {
    timer_->stop();
    const bool was = dirty_;
    dirty_ = false;
    return was;
}

} // namespace augur::ui
