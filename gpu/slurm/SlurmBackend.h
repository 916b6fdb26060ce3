#pragma once
// The `slurm` measurement backend: the cuda backend's protocol, harness and hardening, with
// its workers run as job steps on a Slurm cluster (docs/cluster.md).
#include "core/backend/ClusterView.h"
#include "core/backend/slurm/SlurmSettings.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/slurm/SlurmLauncher.h"

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace augur::gpu {

/// Options of the slurm backend beyond its SlurmSettings.
struct SlurmBackendOptions {
    SlurmSettings settings;
    /// Measurement protocol knobs and the per-job deadline, as for the cuda backend.
    MeasureSettings measure;
    std::chrono::milliseconds deadline{120000};
    /// How long a started step may take to say hello (srun's launch, CUDA initialisation).
    std::chrono::milliseconds startDeadline{120000};
    /// How often the monitor asks the controller about the held allocations.
    std::chrono::milliseconds monitorInterval{2000};
    /// Bound on each call of a Slurm client program.
    std::chrono::milliseconds commandTimeout{20000};
    /// Receives the activity's events as one-line messages (augur-cli prints them); may be empty.
    std::function<void(const std::string&)> onEvent;
};

/// Measures through augur-worker processes started as Slurm job steps (SlurmLauncher), with
/// the cuda backend's measurement path. A job lost with its machine (preempted, time limit,
/// node failure, cancelled) is run again in a fresh allocation up to settings.maxLost times
/// and otherwise comes back unmeasured, so the engine queues its candidate again; nothing
/// measured is lost. Results carry the node, GPU and job step they ran on ("placement").
class SlurmBackend : public CudaBackend, public ClusterView {
public:
    /// Checks the cluster (client programs in PATH, the controller answers, the partition
    /// exists), then starts the workers: submits the allocations and waits for them (at
    /// most settings.pendingTimeoutS) and for every worker's hello. Throws InputError naming
    /// the setting ("slurm.partition", "slurm.worker_path", ...) for a refused setting and
    /// std::runtime_error when the cluster cannot be used; nothing is left running.
    SlurmBackend(const Problem& problem, const SlurmBackendOptions& options);
    ~SlurmBackend() override;

    std::string name() const override { return "slurm"; }
    std::string unavailableReason() const override;
    /// Stops the workers and cancels the allocations; the next measurement submits anew.
    void release() override;
    std::shared_ptr<const ClusterActivity> clusterActivity() const override { return activity_; }
    /// Job ids the session submitted, in order.
    std::vector<std::string> jobIds() const { return launcher_->jobIds(); }

    /// Registers "slurm" with BackendRegistry. `onEvent` receives cluster events (may be empty).
    static void registerWithSessions(const std::function<void(const std::string&)>& onEvent = {});
    /// The worker path used when the settings name none: CudaBackend::locateWorker().
    static std::string defaultWorkerPath();

protected:
    std::vector<JobResult> runJobs(const std::vector<nlohmann::json>& requests) override;
    bool unavailableIsTransient() const override { return true; }

private:
    /// What the backend is built from, made before the CudaBackend base (which takes the pool).
    struct Parts {
        std::shared_ptr<ClusterActivity> activity;
        std::shared_ptr<SlurmLauncher> launcher;
        std::unique_ptr<WorkerPool> pool;
    };
    /// Checks the cluster and the settings, and builds the parts; throws as the constructor.
    static Parts makeParts(const SlurmBackendOptions& o);
    SlurmBackend(const Problem& problem, SlurmBackendOptions options, Parts parts);
    /// The monitor thread: the allocations' states every monitorInterval, events forwarded.
    void monitor();
    void forwardEvents();
    /// Stops the monitor, the workers (their steps cancelled) and the allocations.
    void shutdown();

    SlurmBackendOptions options_;
    std::shared_ptr<ClusterActivity> activity_;
    std::shared_ptr<SlurmLauncher> launcher_;
    std::mutex monitorMutex_;
    std::condition_variable monitorWake_;
    bool closing_ = false;
    std::mutex forwardMutex_;
    std::uint64_t eventsForwarded_ = 0; ///< sequence number of the last event given to onEvent
    std::thread monitor_;
};

} // namespace augur::gpu
