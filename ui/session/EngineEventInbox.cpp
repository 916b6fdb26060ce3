#include "ui/session/EngineEventInbox.h"

#include <utility>

namespace augur::ui {

bool EngineEventInbox::push(EngineEvent&& e) {
    std::lock_guard lock(mutex_);
    events_.push_back(std::move(e));
    if (announced_) return false;
    announced_ = true;
    return true;
}

std::vector<EngineEvent> EngineEventInbox::takeAll() {
    std::lock_guard lock(mutex_);
    announced_ = false;
    return std::exchange(events_, {});
}

} // namespace augur::ui
