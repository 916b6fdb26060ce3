#pragma once
#include "core/engine/EngineCommand.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace augur {

/// Thread-safe command queue. Threshold and budget requests coalesce: a new one replaces
/// a pending one of the same kind, so a slider dragged across 100 positions costs one
/// re-decision, not 100.
class CommandQueue {
public:
    void post(const EngineCommand& c);
    /// Next command without waiting, if any.
    std::optional<EngineCommand> tryPop();
    /// Waits for the next command up to `timeoutMs` milliseconds.
    std::optional<EngineCommand> waitPop(int timeoutMs);

private:
    std::mutex mutex_;
    std::condition_variable cv_;
    std::deque<EngineCommand> queue_;
};

} // namespace augur
