#include "core/engine/CommandQueue.h"

#include <algorithm>
#include <chrono>

namespace augur {

void CommandQueue::post(const EngineCommand& c) {
    {
        std::lock_guard lock(mutex_);
        const bool coalesces = std::holds_alternative<ThresholdRequest>(c) || std::holds_alternative<BudgetRequest>(c);
        auto same = coalesces
            ? std::find_if(queue_.begin(), queue_.end(), [&](const EngineCommand& q) { return q.index() == c.index(); })
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
