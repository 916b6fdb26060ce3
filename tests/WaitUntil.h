#pragma once
// Waiting on a condition in the suites that have no event loop to spin (engine threads,
// worker processes, servers): the test goes on as soon as the condition holds, and a
// deadline, generous for a loaded 2-core machine, bounds the wait. Suites with an event
// loop use QTRY_VERIFY_WITH_TIMEOUT or QSignalSpy::wait instead.
#include <chrono>
#include <thread>

namespace augur::test {

/// Polls `done` every `tick` until it returns true or `within` has passed. Returns whether
/// it held: a wait, not an assertion (the caller asserts, with its own message).
template <typename Condition>
bool waitUntil(Condition&& done, std::chrono::milliseconds within,
               std::chrono::milliseconds tick = std::chrono::milliseconds(5)) {
    const auto deadline = std::chrono::steady_clock::now() + within;
    while (!done()) {
        if (std::chrono::steady_clock::now() >= deadline) return done();
        std::this_thread::sleep_for(tick);
    }
    return true;
}

} // namespace augur::test
