#include "ui/EngineEventInbox.h"

#include <algorithm>
#include <utility>

namespace augur::ui {

bool EngineEventInbox::push(EngineEvent&& e) {
    if (e.kind == EngineEvent::Kind::Started && e.candidates.capacity() < 2 * e.candidates.size()) {
        // The whole tree: given room to double here, on the engine thread, so the GUI's
        // candidate model takes it as it is (no copy, no reallocation on the GUI thread).
        e.candidates.reserve(std::max<std::size_t>(2 * e.candidates.size(), kRoomAtStart));
    }
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
