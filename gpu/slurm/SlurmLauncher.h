#pragma once
// Workers as Slurm job steps: the session holds allocations (batch jobs that only sleep),
// and each worker is an `srun` step in one of them, speaking the worker protocol through
// srun's stdin and stdout (docs/cluster.md, "Design").
#include "core/backend/ClusterActivity.h"
#include "core/backend/slurm/SlurmSettings.h"
#include "gpu/client/WorkerLauncher.h"
#include "gpu/client/WorkerPool.h"
#include "gpu/slurm/SlurmController.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace augur::gpu {

/// The WorkerLauncher of the slurm backend. Worker k runs in allocation k / workersPerJob.
/// An allocation is submitted when a worker of it first starts, waited for while it pends
/// (at most settings.pendingTimeoutS), and submitted again when it ended (preempted, time
/// limit, node failure, cancelled). A worker killed on a missed deadline has its step
/// cancelled with scancel, so nothing keeps running on the node. An unreachable controller
/// is waited for (settings.controllerWaitS) while the steps already running go on.
class SlurmLauncher : public WorkerLauncher {
public:
    /// `workerPath`: augur-worker on the nodes. `tag`: unique per session run; job and step
    /// names derive from it ("augur-<tag>", "augur-<tag>-w3").
    SlurmLauncher(SlurmSettings settings, std::string workerPath, std::string tag,
                  std::shared_ptr<ClusterActivity> activity, SlurmController controller = SlurmController());
    /// Cancels every allocation still held.
    ~SlurmLauncher() override;

    std::string prepare(int index, WorkerSpec& spec, const std::function<bool()>& stopRequested, bool& giveUp) override;
    std::string accept(int index, const nlohmann::json& hello) override;
    void released(int index, const nlohmann::json& hello) override;
    void review(int index, const nlohmann::json& hello, JobResult& result) override;

    /// Asks the controller for the state of every held allocation and records it (the
    /// backend's monitor calls this every few seconds). Never throws.
    void refresh();
    /// Cancels every held allocation (the session ends). Never throws.
    void releaseAll();
    /// Makes every launcher's waits (an allocation pending, a controller away) give up at
    /// once: the process is being stopped (SIGINT, SIGTERM, SIGHUP). Async-signal-safe.
    static void interruptAll() noexcept;
    /// Whether interruptAll() was called.
    static bool interrupted() noexcept;

    /// Why no worker can start now ("" while they can).
    std::string unavailable() const;
    /// Job ids submitted so far, in order.
    std::vector<std::string> jobIds() const;
    /// Number of workers: settings.jobs * settings.workersPerJob().
    int workers() const { return settings_.jobs * settings_.workersPerJob(); }

private:
    struct Allocation {
        std::mutex use; ///< held by the worker that submits or waits for it
        std::string id; ///< current job id ("" before the first submission)
        bool ended = true; ///< no usable allocation (never submitted, or it ended)
        double submittedAt = 0.0;
        int up = 0; ///< workers with a process in it (under stateMutex_)
    };
    /// One worker's step.
    struct Step {
        std::string jobId; ///< allocation it was started in
        bool up = false; ///< counted in its allocation's `up`
        double launchedAt = 0.0;
    };

    Allocation& allocationOf(int index) {
        return *allocations_[static_cast<std::size_t>(index / settings_.workersPerJob())];
    }
    std::string stepName(int index) const;
    /// The setting a refused submission names ("slurm.partition: ..."), from sbatch's words.
    std::string submissionError(const std::string& message) const;
    /// Waits `seconds` unless stopRequested() turns true first; false when it did.
    static bool pause(double seconds, const std::function<bool()>& stopRequested);
    /// Records an unreachable controller; true while still within settings.controllerWaitS.
    bool stillWaiting(const std::string& error, double& since);
    void markEnded(Allocation& a, const SlurmJobState& st);
    static std::string describeEnd(const SlurmJobState& st, const SlurmSettings& settings);
    /// The setting at fault when a job pends for a reason no wait resolves (a partition's
    /// time limit, an account not allowed, ...); "" for a reason that passes (Resources).
    std::string hopelessField(const std::string& reason) const;

    SlurmSettings settings_;
    std::string workerPath_;
    std::string tag_;
    std::shared_ptr<ClusterActivity> activity_;
    SlurmController controller_;
    std::vector<std::unique_ptr<Allocation>> allocations_;
    mutable std::mutex stateMutex_; ///< steps_, ids_, unavailable_, gpuModel_, Allocation::up
    std::vector<Step> steps_;
    std::vector<std::string> ids_;
    std::string unavailable_;
    std::string gpuModel_; ///< the session's GPU model (settings.gpuModel or the first worker's)
};

} // namespace augur::gpu
