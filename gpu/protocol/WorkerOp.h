#pragma once
// The operations augur-worker serves, named once: the parent writes the name into a
// request's "op", the worker reads it back with requestOp.
#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace augur::gpu {

/// What a request asks the worker to do.
enum class WorkerOp {
    Measure, ///< "job" (a MeasureJob) and optional "prefetch"; the result is a MeasureResult
    Compile, ///< "job": compile its candidate plan; the result is the log and ptxas resources
    Ping, ///< the result is {"pong": true}
    Quit, ///< the result is {"bye": true}; the worker exits after it
};

/// The op's name on the wire: "measure", "compile", "ping", "quit".
const char* workerOpName(WorkerOp op);
/// The op named `name` (exact), or std::nullopt.
std::optional<WorkerOp> parseWorkerOp(std::string_view name);
/// "measure, compile, ping or quit", for messages.
std::string workerOpChoices();

/// The op of a decoded request (decodeRequest has checked it is a string). Throws
/// ProtocolError "unknown op 'NAME' (the worker serves measure, compile, ping or quit)"
/// for a name that is none of them.
WorkerOp requestOp(const nlohmann::json& request);

} // namespace augur::gpu
