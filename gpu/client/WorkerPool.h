#pragma once
// A pool of supervised GPU workers (one WorkerProcess per GPU) that runs batches of jobs in
// parallel, restarting workers that time out, crash or report a poisoned CUDA context.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "gpu/client/WorkerLauncher.h"
#include "gpu/client/WorkerProcess.h"
#include "gpu/protocol/WorkerProtocol.h"

namespace augur::gpu {

/// How to launch one worker: an executable (path, or name looked up in PATH) and its
/// arguments (without argv[0]).
struct WorkerSpec {
    std::string executable;
    std::vector<std::string> args;
};

/// Tuning of a WorkerPool.
struct WorkerPoolOptions {
    /// Passed to every WorkerProcess (start deadline, exit grace, stderr tail size).
    WorkerProcessOptions process;
    /// Consecutive failed starts after which a worker is given up (until the next start()).
    int maxStartAttempts = 3;
    /// Called with a one-line message when a worker fails to start, is restarted or is given
    /// up. Called from the pool's threads, possibly concurrently; must not call back into
    /// the pool.
    std::function<void(const std::string&)> onEvent;
    /// Brings workers up elsewhere (gpu/slurm): null runs each spec on this machine.
    std::shared_ptr<WorkerLauncher> launcher;
};

/// Counters of one worker since the pool was made. Durations are wall-clock.
struct WorkerStats {
    int index = 0;
    int pid = 0; ///< current process id; 0 when not running
    bool running = false; ///< a process is up and not poisoned
    bool givenUp = false; ///< failed to start maxStartAttempts times in a row, or refused
    std::string unavailableReason; ///< why it was given up; "" otherwise
    std::int64_t jobs = 0; ///< jobs sent to it (whatever their outcome)
    std::int64_t replies = 0; ///< jobs answered (including replies carrying "error")
    std::int64_t errorReplies = 0; ///< replies carrying "error"
    std::int64_t fatals = 0; ///< replies with "fatal": true
    std::int64_t timeouts = 0;
    std::int64_t crashes = 0;
    std::int64_t protocolErrors = 0;
    std::int64_t cancelled = 0;
    std::int64_t lost = 0; ///< jobs whose machine went away (JobOutcome::Lost)
    std::int64_t restarts = 0; ///< successful starts after the first one
    std::int64_t startFailures = 0; ///< failed start attempts
    std::chrono::nanoseconds busy{0}; ///< time spent inside jobs (excludes starts)
    nlohmann::json hello; ///< the current process's hello object (or a refusing one)
};

/// Counters of the whole pool: per worker, and summed.
struct PoolStats {
    std::vector<WorkerStats> workers;
    std::int64_t jobs = 0, replies = 0, timeouts = 0, crashes = 0, protocolErrors = 0, fatals = 0, restarts = 0,
                 startFailures = 0, lost = 0;
    int available = 0; ///< workers not given up
};

/// N supervised workers and a shared job queue.
///
/// runAll() runs one thread per worker, each pulling the next job from the batch; a job
/// whose worker timed out, crashed or broke the protocol yields that outcome with its reason,
/// and the worker is restarted before its next job (also after a reply with "fatal": true,
/// whose process is stopped at once). A worker found dead between jobs is restarted without
/// charging the next job. A worker that fails to start maxStartAttempts times in a row, or
/// refuses at once (hello with "ok": false), is given up (reported through stats() and
/// onEvent) and the others go on; jobs left when no worker remains get
/// JobOutcome::Unavailable with every worker's reason.
///
/// Thread-safe: runAll(), run(), cancel(), start() and stats() may be called from any
/// thread, concurrently; concurrent batches share the workers job by job. The destructor
/// cancels every batch in progress (killing workers in the middle of a job), waits for those
/// calls to return, and stops every worker; no process or descriptor is left behind.
class WorkerPool {
public:
    /// One worker per spec, numbered in order from 0. Starts nothing: workers start on
    /// start() or on their first job. Throws std::invalid_argument if `workers` is empty.
    explicit WorkerPool(std::vector<WorkerSpec> workers, WorkerPoolOptions options = {});
    ~WorkerPool();
    WorkerPool(const WorkerPool&) = delete;
    WorkerPool& operator=(const WorkerPool&) = delete;

    /// Specs for one worker per device 0..devices-1: `executable extraArgs... --device K`.
    static std::vector<WorkerSpec> perDevice(const std::string& executable, int devices,
                                             const std::vector<std::string>& extraArgs = {});

    /// Starts (in parallel) every worker that is not running, giving given-up workers
    /// another maxStartAttempts tries. Returns the number of workers running afterwards.
    int start();

    /// Runs `requests` (objects with a string "op"; their "id" is assigned by the workers)
    /// across the workers in parallel, each job with its own deadline, and returns one
    /// result per request, in request order. Never throws for a job's failure (see
    /// JobOutcome); may rethrow std::bad_alloc or std::system_error (threads) from the pool.
    std::vector<JobResult> runAll(const std::vector<nlohmann::json>& requests,
                                  std::chrono::milliseconds deadlinePerJob);

    /// One job on whichever worker is free first; the same as runAll({request}, deadline)[0].
    JobResult run(const nlohmann::json& request, std::chrono::milliseconds deadline);

    /// Stops every batch in progress from taking further jobs: their remaining jobs end as
    /// Cancelled. With interruptRunning, jobs already running are cut short too (their
    /// workers are killed and restarted on their next job). Later batches are unaffected.
    void cancel(bool interruptRunning = false);

    /// Stops every idle worker (its launcher releases what ran remotely); each starts again
    /// with its next job. Waits for jobs in progress to end first. Never throws.
    void stopAll();

    /// Number of workers (given up or not).
    int size() const { return static_cast<int>(slots_.size()); }
    /// Number of workers not given up.
    int available() const;
    /// A snapshot of the counters.
    PoolStats stats() const;

private:
    struct Slot {
        std::mutex use; // held while the process is started or runs a job
        WorkerSpec spec; // the command of the next start (a launcher rewrites it)
        std::unique_ptr<WorkerProcess> process;
        bool everStarted = false; // under `use`
        std::atomic<bool> givenUp{false};
        WorkerStats stats; // under statsMutex_
    };

    bool stopRequested(std::uint64_t generation) const;
    bool ensureRunning(Slot& slot, std::uint64_t generation);
    void workLoop(Slot& slot, const std::vector<nlohmann::json>& requests, std::chrono::milliseconds deadline,
                  std::atomic<std::size_t>& next, std::vector<JobResult>& results, std::vector<char>& done,
                  std::uint64_t generation);
    void record(Slot& slot, const JobResult& r);
    /// Stops the slot's process and lets the launcher release what ran remotely.
    void stopSlot(Slot& slot);
    void event(const std::string& message);
    std::string unavailableSummary() const;

    WorkerPoolOptions options_;
    std::vector<std::unique_ptr<Slot>> slots_;
    mutable std::mutex statsMutex_;
    std::atomic<std::uint64_t> cancelGeneration_{0};
    std::atomic<bool> closing_{false};
    std::mutex callsMutex_;
    std::condition_variable callsDone_;
    int activeCalls_ = 0; // under callsMutex_
};

} // namespace augur::gpu
