#pragma once
// The questions Augur asks a Slurm cluster, through its client programs: is the controller
// there, does a partition exist, submit an allocation, what state is a job in, cancel.
#include "gpu/slurm/SlurmCommand.h"

#include "core/backend/slurm/SlurmSettings.h"

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace augur::gpu {

/// A job's state as the controller reports it.
struct SlurmJobState {
    std::string state; ///< "PENDING", "RUNNING", "PREEMPTED", "TIMEOUT", "NODE_FAIL", "CANCELLED", ...
    std::string reason; ///< "Resources", "Priority", "ReqNodeNotAvail, ...", "None" is reported as ""
    std::string node; ///< the node list ("" while pending)
    /// Whether the allocation still holds resources its steps can use.
    bool running() const { return state == "RUNNING"; }
    bool pending() const { return state == "PENDING" || state == "CONFIGURING" || state == "REQUEUED"; }
    /// On its way out (its final state, and why, comes a moment later).
    bool ending() const { return state == "COMPLETING" || state == "SIGNALING" || state == "STAGE_OUT"; }
};

/// What a query returned: a value, or the controller's (or client's) error.
template <typename T>
struct SlurmAnswer {
    std::optional<T> value;
    std::string error; ///< "" with a value
    /// The controller could not be reached (as opposed to refusing the request).
    bool unreachable = false;
};

/// Slurm's client programs, found in PATH. Every call is bounded by `timeout` (the
/// clients retry an absent controller for MessageTimeout and more). Thread-safe.
class SlurmController {
public:
    explicit SlurmController(std::chrono::milliseconds timeout = std::chrono::seconds(30)) : timeout_(timeout) {}

    /// Whether every client program Augur needs is in PATH; "" or which one is missing.
    static std::string missingClient();
    /// "" when the controller answers `scontrol ping` as UP, else why not.
    SlurmAnswer<bool> ping() const;
    /// Whether `partition` exists ("" = the default partition exists).
    SlurmAnswer<bool> partitionExists(const std::string& partition) const;
    /// Submits a holding job (`sbatch --wrap "sleep infinity"`) with the settings'
    /// partition, account, constraint, time limit, one node, `tasks` tasks and the GPUs
    /// per job; returns its id. `name` is the job name (shown in squeue).
    SlurmAnswer<std::string> submitAllocation(const SlurmSettings& settings, const std::string& name, int tasks) const;
    /// The state of job `id` (any state: also ended jobs the controller still remembers).
    SlurmAnswer<SlurmJobState> jobState(const std::string& id) const;
    /// Step ids ("12.3") of job `id` whose step name is `stepName`.
    SlurmAnswer<std::vector<std::string>> stepsNamed(const std::string& id, const std::string& stepName) const;
    /// Cancels a job ("12") or a step ("12.3"); "" or why not.
    std::string cancel(const std::string& jobOrStep) const;

    /// The srun command that starts one worker as a step of allocation `jobId`: one task,
    /// one GPU when the settings ask for GPUs, named `stepName`, running `worker --device 0`
    /// (the step sees only its own GPU).
    static std::vector<std::string> stepCommand(const SlurmSettings& settings, const std::string& jobId,
                                                const std::string& stepName, const std::string& worker);

    /// Whether a client's message says the controller could not be reached.
    static bool saysUnreachable(const std::string& text);

private:
    CommandResult run(const std::vector<std::string>& argv) const { return SlurmCommand::run(argv, timeout_); }
    std::chrono::milliseconds timeout_;
};

} // namespace augur::gpu
