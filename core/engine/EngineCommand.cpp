#include "core/engine/EngineCommand.h"

#include <algorithm>
#include <chrono>

namespace augur {

void CommandQueue::post(const EngineCommand& c) {
    {
        std::lock_guard lock(mutex_);
        const bool coalesces =
            c.kind == EngineCommand::Kind::SetThreshold || c.kind == EngineCommand::Kind::SetMeasurementBudget;
        auto same = coalesces
            ? std::find_if(queue_.begin(), queue_.end(), [&](const EngineCommand& q) { return q.kind == c.kind; })
            : queue_.end();
        if (same != queue_.end())
            *same = c;
        else
            queue_.push_back(c);
    }
    cv_.notify_all();
}

std::optional<EngineCommand> CommandQueue::tryPop() {
    std::lock_guard lock(mutex_);
    if (queue_.empty()) return std::nullopt;
    auto c = queue_.front();
    queue_.pop_front();
    return c;
}

std::optional<EngineCommand> CommandQueue::waitPop(int timeoutMs) {
    std::unique_lock lock(mutex_);
    if (!cv_.wait_for(lock, std::chrono::milliseconds(timeoutMs), [&] { return !queue_.empty(); })) return std::nullopt;
    auto c = queue_.front();
    queue_.pop_front();
    return c;
}

} // namespace augur
