#pragma once
#include "core/model/Candidate.h"
#include "core/model/Session.h"

#include <cstdint>
#include <string>
#include <vector>

namespace augur {

/// An immutable notification from the engine thread. Candidates are copies taken when
/// the event was made, so a receiver on another thread may keep them.
struct EngineEvent {
    enum class Kind {
        Started, ///< `candidates` holds the whole tree (new or resumed session)
        CandidatesChanged, ///< `candidates` holds those added or changed since the last event
        Log, ///< `text` is a log line (decision, measurement, command)
        Paused,
        Resumed,
        Finished, ///< `text` says why the run stopped
        Error, ///< `text` is the error; the run stopped
        /// Answer to an AddCandidate command: `requestTag` is the request's tag,
        /// `candidate` the new candidate's id (kNoCandidate when refused) and `text` the
        /// reason of a refusal ("" when added); `field`/`line` locate a refusal in the request.
        RequestAnswered
    };
    Kind kind = Kind::Log;
    std::vector<Candidate> candidates;
    SessionStats stats;
    std::string text;
    double t = 0.0; ///< seconds since the run started
    double threshold = 0.0; ///< deferral threshold in force
    /// Log only: what the line is about ("measured", "budget", ...). The topics in
    /// isNotice() are events the engineer must see, not only find in the log.
    std::string topic;
    std::uint64_t requestTag = 0; ///< RequestAnswered only
    CandidateId candidate = kNoCandidate; ///< RequestAnswered only
    std::string field; ///< RequestAnswered: the refused field ("source", "launches", ...)
    int line = 0; ///< RequestAnswered: 1-based source line of a refusal, 0 when none
};

/// Log topics that change what the engineer sees without being asked: deferred candidates
/// accepted because the budget ran out ("budget"), decisions changed by a retrain
/// ("redecided"), what a new deferral threshold changed ("threshold"), an "expand from
/// here" that found nothing ("expand-none"), a refused
/// candidate of the engineer ("refused"), the run's end announced while what waits is
/// still measured ("stopping": an LLM cap, or the LLM generator stopped asking).
bool isNotice(const std::string& topic);

} // namespace augur
