#pragma once
#include "core/engine/EngineEvent.h"

#include <mutex>
#include <vector>

namespace augur::ui {

/// Engine events on their way to the GUI thread. The engine thread push()es each event;
/// only the first push after a takeAll() asks for a wake-up, so a burst of events costs
/// one queued call and the GUI thread takes (and merges) the whole burst at once.
class EngineEventInbox {
public:
    /// Keeps `e` (moved: a RunStarted event's whole tree is never copied). True when the
    /// caller must schedule a takeAll() on the GUI thread (none is pending).
    bool push(EngineEvent&& e);
    /// Every event pushed since the last call, oldest first.
    std::vector<EngineEvent> takeAll();

private:
    std::mutex mutex_;
    std::vector<EngineEvent> events_;
    bool announced_ = false;
};

} // namespace augur::ui
