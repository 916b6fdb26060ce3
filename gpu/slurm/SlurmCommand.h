#pragma once
// One run of a Slurm client command (sbatch, squeue, scontrol, scancel, sinfo) with a
// deadline: its output, its exit, or why it did not finish.
#include <chrono>
#include <string>
#include <vector>

namespace augur::gpu {

/// What a command did.
struct CommandResult {
    bool started = false; ///< the program could be executed
    bool timedOut = false; ///< killed at the deadline
    int exitCode = -1; ///< exit status; -1 when killed or not started
    std::string out; ///< stdout (at most 1 MiB kept)
    std::string err; ///< stderr (at most 64 KiB kept)
    std::string error; ///< why it did not start or finish ("" when it exited)
    bool ok() const { return started && !timedOut && exitCode == 0; }
    /// The first line of stderr, else of `error`, else "exit status N": for messages.
    std::string firstErrorLine() const;
};

/// Runs Slurm's client programs in their own process group with the worker environment
/// (ChildProcess::workerEnvironment, which keeps SLURM_CONF), never through a shell, and
/// kills the group at the deadline. Thread-safe (no shared state).
class SlurmCommand {
public:
    /// Runs `argv` (argv[0] is looked up in PATH) for at most `timeout`; stdin is empty.
    /// Never throws for the command's failure; std::bad_alloc may escape.
    static CommandResult run(const std::vector<std::string>& argv, std::chrono::milliseconds timeout);
};

} // namespace augur::gpu
