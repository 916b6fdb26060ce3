#pragma once
// What an engine log line is about. The session file's log keeps the topic by its name
// (its "kind" column), so the names below are a file format: never rename one.
#include "core/base/NamedEnum.h"

namespace augur {

enum class LogTopic {
    Start, ///< the session started (the reference measured)
    Resume, ///< a session file resumed
    Measured, ///< a candidate measured
    Discovery, ///< a measured child beats its parent by the discovery ratio
    Failed, ///< a candidate failed to measure (compile error, wrong result, rejected reply)
    Unmeasured, ///< a batch came back unmeasured (the machine went away); queued again
    Design, ///< the model strategy's initial design
    Choice, ///< what the model strategy chose to measure, and why
    Budget, ///< the measurement budget changed, or waiting candidates accepted at its end
    Stopping, ///< the run's end announced while what waits is still measured
    Prior, ///< the warm start's prior changed weight
    Redecided, ///< decisions changed by a retrain of the surrogate
    Threshold, ///< what a new deferral threshold changed
    ExpandNone, ///< an "expand from here" that found nothing to expand
    Refused, ///< the engineer's own candidate refused
    Forecast, ///< no forecast for the engineer's own candidate
    Added, ///< the engineer's own candidate added
    Override, ///< the engineer's override applied
    Finish, ///< the run ended, and why
    Error ///< the run stopped on an error (session file only)
};

inline constexpr NamedEnum<LogTopic, 20> kLogTopics{{{
    {LogTopic::Start, "start"},         {LogTopic::Resume, "resume"},
    {LogTopic::Measured, "measured"},   {LogTopic::Discovery, "discovery"},
    {LogTopic::Failed, "failed"},       {LogTopic::Unmeasured, "unmeasured"},
    {LogTopic::Design, "design"},       {LogTopic::Choice, "choice"},
    {LogTopic::Budget, "budget"},       {LogTopic::Stopping, "stopping"},
    {LogTopic::Prior, "prior"},         {LogTopic::Redecided, "redecided"},
    {LogTopic::Threshold, "threshold"}, {LogTopic::ExpandNone, "expand-none"},
    {LogTopic::Refused, "refused"},     {LogTopic::Forecast, "forecast"},
    {LogTopic::Added, "added"},         {LogTopic::Override, "override"},
    {LogTopic::Finish, "finish"},       {LogTopic::Error, "error"},
}}};

/// Topics that change what the engineer sees without being asked, so a receiver shows
/// them, not only logs them: deferred candidates accepted because the budget ran out
/// (Budget), decisions changed by a retrain (Redecided), what a new deferral threshold
/// changed (Threshold), the prior's new weight (Prior), an "expand from here" that found
/// nothing (ExpandNone), a refused candidate of the engineer (Refused), and the run's end
/// announced while what waits is still measured (Stopping: an LLM cap, or the LLM
/// generator stopped asking).
bool isNotice(LogTopic topic);

} // namespace augur
