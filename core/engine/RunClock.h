#pragma once
#include <chrono>

namespace augur {

/// The session's run time: seconds since this run started plus the seconds of earlier runs
/// of a resumed session. Read by every part of the engine that stamps a time.
class RunClock {
public:
    /// Starts this run's count at zero (earlier runs are added by addEarlierRuns).
    void start() { started_ = std::chrono::steady_clock::now(); }
    /// Seconds a resumed session ran before this run.
    void addEarlierRuns(double seconds) { earlierS_ = seconds; }
    /// Seconds the session has run, earlier runs included.
    double elapsed() const {
        return earlierS_ + std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
    }

private:
    std::chrono::steady_clock::time_point started_;
    double earlierS_ = 0.0;
};

} // namespace augur
