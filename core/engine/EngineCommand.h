#pragma once
#include "core/model/Candidate.h"
#include "core/model/Decision.h"
#include "core/source/UserCandidate.h"

#include <condition_variable>
#include <deque>
#include <memory>
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
        ExpandFrom, ///< id: expand this node next, regardless of its PUCT score
        /// request: add the engineer's own candidate as a child of request->parent and
        /// measure it next, budget or not; answered by an EngineEvent RequestAnswered.
        /// value != 0: stop the run once every such candidate has been measured.
        AddCandidate
    };
    Kind kind = Kind::Stop;
    double value = 0.0;
    CandidateId id = kNoCandidate;
    OverrideKind override = OverrideKind::None;
    std::shared_ptr<const UserCandidateRequest> request; ///< AddCandidate only

    static EngineCommand make(Kind k, double value = 0.0, CandidateId id = kNoCandidate,
                              OverrideKind o = OverrideKind::None) {
        EngineCommand c;
        c.kind = k;
        c.value = value;
        c.id = id;
        c.override = o;
        return c;
    }
    static EngineCommand setThreshold(double t) { return make(Kind::SetThreshold, t); }
    static EngineCommand overrideCandidate(CandidateId id, OverrideKind o) { return make(Kind::Override, 0.0, id, o); }
    static EngineCommand pause() { return make(Kind::Pause); }
    static EngineCommand resume() { return make(Kind::Resume); }
    static EngineCommand stop() { return make(Kind::Stop); }
    static EngineCommand setMeasurementBudget(int n) { return make(Kind::SetMeasurementBudget, double(n)); }
    static EngineCommand expandFrom(CandidateId id) { return make(Kind::ExpandFrom, 0.0, id); }
    /// `stopAfter`: end the run once the added candidate (and any other added with
    /// stopAfter) is measured, instead of going on with the search (augur-cli add).
    static EngineCommand addCandidate(UserCandidateRequest r, bool stopAfter = false) {
        EngineCommand c = make(Kind::AddCandidate, stopAfter ? 1.0 : 0.0);
        c.request = std::make_shared<const UserCandidateRequest>(std::move(r));
        return c;
    }
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
