#include "core/backend/ReplayPace.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace augur {

void replayPause(double delayMs, const std::atomic<bool>& interrupted) {
    if (!(delayMs > 0.0)) return;
    using Clock = std::chrono::steady_clock;
    const Clock::time_point until =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double, std::milli>(delayMs));
    while (!interrupted.load()) {
        const Clock::duration left = until - Clock::now();
        if (left <= Clock::duration::zero()) break;
        std::this_thread::sleep_for(std::min<Clock::duration>(std::chrono::milliseconds(20), left));
    }
}

} // namespace augur
