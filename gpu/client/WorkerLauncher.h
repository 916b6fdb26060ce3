#pragma once
// How a WorkerPool's workers are brought up somewhere other than this machine (a cluster
// scheduler): the command of each start, the release of what runs remotely after a kill,
// and the verdict on a job that ended without a reply.
#include "gpu/protocol/WorkerProtocol.h"

#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace augur::gpu {

struct WorkerSpec;

/// Hooks a WorkerPool calls around its workers. Called from the pool's threads, one worker
/// at a time per index but concurrently across indices: implementations are thread-safe.
class WorkerLauncher {
public:
    virtual ~WorkerLauncher() = default;

    /// Before each start of worker `index`: may wait (bounded, returning early once
    /// `stopRequested()` is true) for the resources it runs on, and rewrites `spec` (the
    /// command that starts the worker). Returns "" to start, else why it cannot start now;
    /// with `giveUp` set the pool stops trying this worker (until WorkerPool::start()).
    virtual std::string prepare(int index, WorkerSpec& spec, const std::function<bool()>& stopRequested,
                                bool& giveUp) = 0;
    /// After the hello of worker `index`: "" to accept it, else why it may not serve (the
    /// pool stops it and gives it up, e.g. a GPU model other than the session's).
    virtual std::string accept(int index, const nlohmann::json& hello) = 0;
    /// After worker `index`'s process was killed, lost or stopped (`hello`: what the process
    /// said; null if it never did): releases what may still run remotely.
    virtual void released(int index, const nlohmann::json& hello) = 0;
    /// A job of worker `index` that ended without a reply (Timeout, Crash, ProtocolError):
    /// may turn it into JobOutcome::Lost, with the reason, when the machine went away
    /// rather than the candidate failing.
    virtual void review(int index, const nlohmann::json& hello, JobResult& result) = 0;
};

} // namespace augur::gpu
