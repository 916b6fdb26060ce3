#pragma once
// One supervised worker process: the parent side of an isolated GPU worker. Its parts are
// the process (ChildProcess), the channel (WorkerChannel) and, here, the jobs: the hello,
// requests with ids, replies, outcomes and the poisoned state.
//
// Untrusted kernels run in a worker, never in Augur's own process: a sticky CUDA error
// poisons the worker's context and a looping kernel never returns. WorkerProcess spawns the
// worker in its own process group, talks WorkerProtocol over its stdin/stdout, keeps the
// tail of its stderr, and bounds every wait with a deadline: a worker that misses one is
// killed (SIGKILL to the whole group) and reaped, so nothing is left behind.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <sys/types.h>

#include <nlohmann/json.hpp>

#include "gpu/client/ChildProcess.h"
#include "gpu/client/WorkerChannel.h"
#include "gpu/protocol/WorkerProtocol.h"

namespace augur::gpu {

/// Tuning of a WorkerProcess. Durations are wall-clock.
struct WorkerProcessOptions {
    /// How long start() waits for the hello line (CUDA initialisation can take seconds).
    std::chrono::milliseconds startDeadline{30000};
    /// After the worker closed stdout or was asked to stop: how long it may take to exit
    /// before its group is killed.
    std::chrono::milliseconds exitGrace{500};
    /// Bytes of stderr kept (the tail).
    std::size_t stderrTailBytes = 4096;
    /// A reply line longer than this (bytes) is a protocol error.
    std::size_t maxLineBytes = 64u << 20;
};

/// A worker executable run as a child process, one job at a time.
///
/// Lifecycle: start() spawns it and waits for its hello; run() sends one request and waits
/// for its reply with a deadline. After a Timeout, Crash, ProtocolError or Cancelled job the
/// process is dead (killed and reaped) and restart() brings up a fresh one; after a reply
/// with "fatal": true the process is alive but poisoned (needsRestart()) and run() refuses
/// jobs until restart(). The destructor stops the process (closes its stdin, waits
/// exitGrace, then kills the group) and reaps it; no process or descriptor is leaked.
///
/// The worker gets stdin (a socket), stdout and stderr (pipes) and no other descriptor; its
/// signal dispositions and mask are reset to the defaults. SIGPIPE never reaches the parent:
/// requests are written with send(MSG_NOSIGNAL).
///
/// Not thread-safe, except interrupt(), which may be called from any thread (and from a
/// signal handler).
class WorkerProcess {
public:
    /// The environment a worker is started with: from `parent` (a NULL-terminated
    /// "NAME=value" array, e.g. environ) only PATH, HOME, the locale, TMPDIR,
    /// LD_LIBRARY_PATH, TZ, SLURM_CONF, AUGUR_WORKER_SANDBOX, AUGUR_WORKER_SANDBOX_ALLOW and the
    /// CUDA_*, NVIDIA_*, CUPTI_* and AUGUR_FAKE_* variables. API keys and every other variable
    /// stay in the parent.
    static std::vector<std::string> workerEnvironment(char** parent);

    /// `index` names the worker in messages ("worker 1: ..."). `executable` is a path (or a
    /// name looked up in PATH); `args` are its arguments, without argv[0]. Starts nothing.
    /// Throws std::system_error if the interrupt eventfd cannot be created.
    WorkerProcess(int index, std::string executable, std::vector<std::string> args, WorkerProcessOptions options = {});
    ~WorkerProcess();
    WorkerProcess(const WorkerProcess&) = delete;
    WorkerProcess& operator=(const WorkerProcess&) = delete;

    /// Spawns the worker and waits up to options.startDeadline for its hello line. Returns
    /// true when it is running (also when it already was). On failure returns false, the
    /// process is gone and lastError() says why, e.g. "worker 1 exited with status 3 before
    /// its hello; stderr: ..." or "worker 1 did not say hello within 300 ms". A hello with
    /// "ok": false is a failure too, and sets refused(). Never throws.
    bool start();
    /// stop() then start(). Returns start()'s result.
    bool restart();
    /// Stops the worker if it runs: closes its stdin, gives it options.exitGrace to exit,
    /// then kills its process group with SIGKILL, and reaps it. Never throws.
    void stop();

    /// Sends `request` (an object with a string "op"; its "id" is replaced by this worker's
    /// own counter) and waits at most `deadline` for the reply. Never throws:
    /// - Reply: the worker answered (check JobResult::ok() and fatal);
    /// - Timeout: the deadline passed; the process group was killed and reaped;
    /// - Crash: the worker exited or closed stdout first; reason names the exit status or
    ///   signal ("worker 0 exited on signal SIGSEGV") and ends with the stderr tail;
    /// - ProtocolError: the worker wrote an invalid line; it was killed;
    /// - Cancelled: interrupt() was called; the worker was killed;
    /// - Unavailable: not running, or poisoned by an earlier fatal reply (restart() first);
    /// - BadRequest: `request` is malformed; nothing was sent.
    JobResult run(const nlohmann::json& request, std::chrono::milliseconds deadline);

    /// Makes the blocking call in progress (start() or run()), or the next one if none is,
    /// give up at once: run() returns Cancelled and start() fails, killing the worker.
    /// Thread-safe and async-signal-safe.
    void interrupt() noexcept;
    /// Discards an interrupt() that no call has consumed yet.
    void clearInterrupt() noexcept;

    /// Checks, without blocking, whether the process is still alive. If it exited since the
    /// last look (e.g. killed while idle), reaps it, records why in lastError() ("worker 0
    /// exited on signal SIGKILL while idle; ...") and returns false. Returns running().
    bool probe();

    /// True while a started process is alive as far as the parent knows (an exit between
    /// jobs is noticed by probe() or the next run()).
    bool running() const { return process_.running(); }
    /// True when the last start() failed because the worker said it cannot serve (a hello
    /// with "ok": false, e.g. its device is unusable): starting it again is pointless.
    bool refused() const { return refused_; }
    /// True when the last reply was fatal (CUDA context poisoned): restart() before run().
    bool poisoned() const { return poisoned_; }
    /// True when run() would refuse a job: not running, or poisoned.
    bool needsRestart() const { return !running() || poisoned_; }

    int index() const { return index_; }
    /// pid of the running process (also its process group id); 0 when not running.
    pid_t pid() const { return process_.pid(); }
    /// The object under "hello" from the current process's hello line (or from the refusing
    /// hello after a refused start); null if none.
    const nlohmann::json& hello() const { return hello_; }
    /// Last bytes (up to options.stderrTailBytes) the current or last process wrote to stderr.
    const std::string& stderrTail() const { return channel_.stderrTail(); }
    /// Why the last start() failed or the last job did not get a reply; "" if none yet.
    const std::string& lastError() const { return lastError_; }
    /// Number of processes spawned so far (successfully or not).
    int spawnCount() const { return spawnCount_; }
    const std::string& executable() const { return executable_; }
    /// Replaces the command used by the next start() (a launcher's step in a new allocation).
    void setCommand(std::string executable, std::vector<std::string> args) {
        executable_ = std::move(executable);
        args_ = std::move(args);
    }
    const std::vector<std::string>& arguments() const { return args_; }

private:
    bool spawn();
    void killAndReap();
    JobResult fail(JobResult r, JobOutcome kind, std::string reason, bool includeStderr);

    int index_;
    std::string executable_;
    std::vector<std::string> args_;
    WorkerProcessOptions options_;
    ChildProcess process_; ///< the process part: spawn, exit, kill
    WorkerChannel channel_; ///< the channel part: lines with deadlines, stderr tail, interrupt

    // The job part: what this worker said and the state its replies left it in.
    std::string lastError_;
    nlohmann::json hello_;
    bool poisoned_ = false;
    bool refused_ = false;
    std::int64_t nextId_ = 1;
    int spawnCount_ = 0;
};

} // namespace augur::gpu
