#pragma once
// The wire protocol between Augur and its GPU worker processes, and the result of one job.
//
// Newline-delimited JSON: the parent writes one request object per line to the worker's
// stdin, the worker answers with one reply object per line on its stdout. Right after it
// starts, the worker prints one hello line: {"hello": {...device info...}}. A worker that
// cannot serve at all (no usable device) says {"hello": {"ok": false, "error": "why"}}:
// the parent counts that as a failed start and does not retry it.
//
//   request: {"id": 7, "op": "measure", ...op-specific fields...}
//   reply:   {"id": 7, "result": ...}          or  {"id": 7, "error": "why"}
//            either may carry "fatal": true: the worker's CUDA context is poisoned (a sticky
//            error) and the parent must restart it before the next job.
//
// The worker's stderr is free text (logs, compiler output); the parent keeps its tail to
// explain crashes. Lines are UTF-8; the encoders never emit a raw newline inside a line.
// Anything else on stdout is a protocol error, so a worker should keep the protocol on a
// private dup() of fd 1 and point fd 1 at stderr before loading libraries that may print.
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace augur::gpu {

/// A line that does not follow the protocol (not JSON, not an object, wrong or missing
/// "id", neither "result" nor "error", a hello without "hello"). what() names the worker
/// and the problem, e.g. "worker 1: reply is not JSON: ...; line: 'Segmentation fault'".
class ProtocolError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// How a job ended.
enum class JobOutcome {
    Reply, ///< the worker answered; the reply may still carry "error" (see JobResult::ok)
    Timeout, ///< the per-job deadline passed; the worker's process group was killed
    Crash, ///< the worker exited, was killed by a signal or closed stdout before replying
    ProtocolError, ///< the worker wrote a line that is not a valid reply; it was killed
    Cancelled, ///< cancelled (WorkerProcess::interrupt, WorkerPool::cancel or destruction)
    Unavailable, ///< no running worker could take the job (never started, gave up restarting)
    BadRequest, ///< the request itself is malformed (not an object, no string "op"); never sent
    /// The machine under the worker went away (a cluster job preempted, past its time limit,
    /// cancelled, or its node failed): the job says nothing about the candidate and may be
    /// run again elsewhere. Only a WorkerLauncher turns a Crash or Timeout into this.
    Lost,
};

/// Stable lower-case name of an outcome: "reply", "timeout", "crash", "protocol-error",
/// "cancelled", "unavailable", "bad-request", "lost".
const char* toString(JobOutcome outcome);

/// The result of one job, whatever happened to it. A value type.
struct JobResult {
    JobOutcome kind = JobOutcome::Unavailable;
    /// The whole reply object when kind == Reply (with "id", and "result" or "error");
    /// null otherwise.
    nlohmann::json reply;
    /// Human-readable reason when kind != Reply, e.g. "worker 0 exited on signal SIGSEGV;
    /// stderr: ...". For a Reply with "error", the worker's error message.
    std::string reason;
    /// The reply said "fatal": true: the worker's CUDA context is poisoned.
    bool fatal = false;
    /// Index of the worker that ran (or last tried to run) the job; -1 if none did.
    int worker = -1;
    /// pid of that worker's process at the time of the job; 0 if none.
    int pid = 0;
    /// The hello of that worker's process (device, "host": node and cluster job); null if none.
    nlohmann::json hello;
    /// Wall time from sending the request to the outcome (microseconds).
    std::chrono::microseconds elapsed{0};
    /// The last bytes (up to ~4 KB) of the worker's stderr when the job failed (Timeout,
    /// Crash, ProtocolError); empty otherwise.
    std::string stderrTail;

    /// True when the worker replied with a "result" and no "error".
    bool ok() const { return kind == JobOutcome::Reply && !reply.contains("error"); }
    /// The "result" member of the reply, or null.
    const nlohmann::json& result() const;
};

// ---- parent side -------------------------------------------------------------------

/// Checks that `request` is an object with an integer "id" and a string "op", and returns
/// it serialised as one line ending in '\n'. Invalid UTF-8 in strings is replaced (U+FFFD).
/// Throws ProtocolError ("request: ...") when the request is malformed.
std::string encodeRequest(const nlohmann::json& request);

/// Parses one reply line (with or without the trailing '\n') from worker `worker`, expecting
/// id `expectedId`. Returns the reply object. Throws ProtocolError naming the worker when the
/// line is not JSON, not an object, has a missing or different "id", or has neither
/// "result" nor "error" (or a non-boolean "fatal").
nlohmann::json decodeReply(std::string_view line, int worker, std::int64_t expectedId);

/// Parses the hello line of worker `worker` and returns the object under "hello".
/// Throws ProtocolError when the line is not JSON or has no "hello" object.
nlohmann::json decodeHello(std::string_view line, int worker);

/// The message of a worker-reported error: the "error" member if it is a string, its
/// "message" member if it is an object with one, else its JSON text; "" if no error.
std::string replyErrorMessage(const nlohmann::json& reply);

// ---- worker side (used by the worker executable and the test stand-in) ---------------

/// One line ending in '\n': {"hello": info}.
std::string encodeHello(const nlohmann::json& info);
/// Where this worker process runs, for its hello's "host" member: {"node": hostname} plus,
/// inside a Slurm job step, "slurm_job_id" and "slurm_step_id" (strings, from the step's
/// environment). Results carry it so a measurement names the node it ran on.
nlohmann::json hostJson();
/// One line ending in '\n': {"id": id, "result": result}, plus "fatal": true if fatal.
std::string encodeResult(std::int64_t id, const nlohmann::json& result, bool fatal = false);
/// One line ending in '\n': {"id": id, "error": message}, plus "fatal": true if fatal.
std::string encodeError(std::int64_t id, std::string_view message, bool fatal = false);
/// Parses one request line; throws ProtocolError ("request is not JSON: ...", "request has
/// no integer id", "request has no string op") when malformed.
nlohmann::json decodeRequest(std::string_view line);

/// `text` cut to at most `maxBytes` bytes for a message, with "..." when cut, and control
/// characters other than tab shown as spaces (so a binary line stays on one line).
std::string excerpt(std::string_view text, std::size_t maxBytes = 200);

} // namespace augur::gpu
