#pragma once
// What the engine thread tells its receivers: one struct per kind, in one std::variant, so
// a receiver std::visit()s an event and reads only the fields of its kind. Events are
// immutable copies: candidates are copied when the event is made, so a receiver on
// another thread may keep them.
#include "core/base/CoreMessage.h"
#include "core/engine/LogTopic.h"
#include "core/model/Candidate.h"
#include "core/model/Session.h"

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace augur {

/// When an event was made and the session's counts then.
struct EventStamp {
    double t = 0.0; ///< seconds the session has run, earlier runs included
    SessionStats stats;
};

/// The run started (a new session, its reference measured) or resumed; `candidates` holds
/// the whole tree.
struct RunStarted : EventStamp {
    std::vector<Candidate> candidates;
    bool resumed = false;
    std::optional<VendorBaseline> baseline; ///< Session::baseline()
};

/// Candidates added or changed since the last event, as committed to the session file.
struct CandidatesChanged : EventStamp {
    std::vector<Candidate> candidates;
};

/// A log line (a decision, a measurement, a command's effect). isNotice(topic) says
/// whether the engineer must see it, not only find it in the log.
struct LogMessage {
    double t = 0.0; ///< seconds the session has run, earlier runs included
    LogTopic topic = LogTopic::Start;
    std::string text; ///< in English, as the session file's log keeps it
    CoreMessage message; ///< the same line as a template and its arguments, to be translated
};

struct RunPaused : EventStamp {};
struct RunResumed : EventStamp {};

/// The run ended; `reason` says why ("measurement budget used (100)", ...).
struct RunFinished : EventStamp {
    std::string reason; ///< in English, as the session file keeps it
    CoreMessage message; ///< the same reason as a template and its arguments
};

/// The run stopped on an error. The counts are there too: the last line a receiver prints
/// is then the truth.
struct RunFailed : EventStamp {
    std::string error;
};

/// Answer to an AddCandidateRequest: `tag` is the request's tag, `candidate` the new
/// candidate (kNoCandidate when refused); a refusal says why (`refusal`), in which field
/// ("source", "launches[0].kernel", "backend", ...) and at which 1-based source line (0
/// when none).
struct CandidateRequestAnswered : EventStamp {
    std::uint64_t tag = 0;
    CandidateId candidate = kNoCandidate;
    std::string field;
    int line = 0;
    std::string refusal;
};

/// The deferral threshold in force changed (the answer to a ThresholdRequest: the value
/// clamped to [0, 1]).
struct ThresholdChanged {
    double t = 0.0; ///< seconds the session has run, earlier runs included
    double threshold = 0.0;
};

/// An immutable notification from the engine thread (Engine::setListener, setSink).
using EngineEvent = std::variant<RunStarted, CandidatesChanged, LogMessage, RunPaused, RunResumed, RunFinished,
                                 RunFailed, CandidateRequestAnswered, ThresholdChanged>;

/// Seconds the session had run when `e` was made.
double eventTime(const EngineEvent& e);

} // namespace augur
