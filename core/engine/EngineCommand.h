#pragma once
#include "core/model/Candidate.h"
#include "core/model/Decision.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>

namespace augur {

/// A request from the UI or CLI to the engine thread.
struct EngineCommand {
    enum class Kind {
        SetThreshold, ///< value = new deferral threshold; re-decides undecided candidates
        Override, ///< id + override
        Pause,
        Resume,
        Stop,
        SetMeasurementBudget, ///< value = new maximum number of measurements
        ExpandFrom ///< id: expand this node next, regardless of its PUCT score
    };
    Kind kind = Kind::Stop;
    double value = 0.0;
    CandidateId id = kNoCandidate;
    OverrideKind override = OverrideKind::None;

    static EngineCommand setThreshold(double t) { return {Kind::SetThreshold, t, kNoCandidate, OverrideKind::None}; }
    static EngineCommand overrideCandidate(CandidateId id, OverrideKind o) { return {Kind::Override, 0.0, id, o}; }
    static EngineCommand pause() { return {Kind::Pause, 0.0, kNoCandidate, OverrideKind::None}; }
    static EngineCommand resume() { return {Kind::Resume, 0.0, kNoCandidate, OverrideKind::None}; }
    static EngineCommand stop() { return {Kind::Stop, 0.0, kNoCandidate, OverrideKind::None}; }
    static EngineCommand setMeasurementBudget(int n) {
        return {Kind::SetMeasurementBudget, double(n), kNoCandidate, OverrideKind::None};
    }
    static EngineCommand expandFrom(CandidateId id) { return {Kind::ExpandFrom, 0.0, id, OverrideKind::None}; }
};

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
