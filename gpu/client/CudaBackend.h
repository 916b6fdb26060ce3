#pragma once
#include "core/problem/MeasureJob.h"
#include "core/backend/MeasurementBackend.h"
#include "gpu/client/WorkerPool.h"

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace augur {
class SpaceRestrictions;
}

namespace augur::gpu {

/// Options of the cuda backend.
struct CudaBackendOptions {
    std::string workerPath; ///< augur-worker; empty = locateWorker()
    std::vector<int> devices; ///< GPU ordinals; empty = every visible GPU
    /// Measurement protocol knobs. `settings.seed` is the session's seed: each measurement
    /// draws its own correctness seeds from it (recorded in details "correctness_seeds").
    MeasureSettings settings;
    std::chrono::milliseconds deadline{120000}; ///< per job: a kernel that never ends is killed after this
};

/// The `cuda` backend: measures candidates in augur-worker processes, one per GPU, with
/// the protocol of docs/design.md "Measurement protocol". A kernel that crashes, traps or hangs becomes a failed
/// Measurement with its reason; the worker is restarted and the session goes on.
class CudaBackend : public MeasurementBackend {
public:
    /// Starts one worker per device. Throws std::runtime_error when no GPU is visible,
    /// the worker executable is missing, or no worker starts (with each worker's reason).
    CudaBackend(const Problem& problem, CudaBackendOptions options);
    ~CudaBackend() override;

    std::string name() const override { return "cuda"; }
    bool measuresSource() const override { return true; }
    Measurement measure(const Problem& problem, const Candidate& candidate) override;
    std::vector<Measurement> measureBatch(const Problem& problem,
                                          const std::vector<const Candidate*>& candidates) override;
    /// Keeps the candidates' plans; the next batch's requests carry them as "prefetch", so
    /// the workers compile them while they measure (docs/measurement.md, "Overlap").
    void upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) override;
    std::vector<std::string> compileCheck(const Problem& problem,
                                          const std::vector<const Candidate*>& candidates) override;
    /// The baseline job (core/problem/BaselineJob.h) on one worker; a failed measurement
    /// with the reason when the library is missing or refuses the call.
    Measurement measureBaseline(const Problem& problem) override;
    int parallelism() const override;
    bool inSpace(const Configuration& c) const override;
    std::optional<long long> spaceSize() const override;

    /// Hello objects of the running workers (device name, arch, memory, ...).
    std::vector<nlohmann::json> devices() const;
    PoolStats stats() const { return pool_->stats(); }

    /// The worker executable: $AUGUR_WORKER, then beside the running program, then
    /// ../gpu, ../libexec/augur, then PATH. Empty when none is found.
    static std::string locateWorker();

    /// Registers "cuda" with BackendRegistry so sessions (`augur-cli run --problem`, the
    /// GUI) can build it. Call once at program start.
    static void registerWithSessions();

    /// Turns a worker's job result into a Measurement (timeouts and crashes included). A
    /// lost job (its machine went away) is unmeasured (Measurement::unmeasuredReason).
    static Measurement toMeasurement(const JobResult& r);
    /// Where a job ran, from its worker's hello: {"node", "gpu", "pci_bus_id", "worker",
    /// and "slurm_job_id"/"slurm_step_id" inside a Slurm step}; null without a hello.
    static nlohmann::json placementOf(const JobResult& r);
    /// The Measurement of a worker's result object (a MeasureResult, core/problem). Throws
    /// nlohmann::json::exception for a field of the wrong type (toMeasurement catches it).
    static Measurement fromResult(const nlohmann::json& result);

protected:
    /// For backends whose workers run elsewhere (gpu/slurm): measures through `pool`, which
    /// is not started yet; options.devices and options.workerPath are not used.
    CudaBackend(const Problem& problem, CudaBackendOptions options, std::unique_ptr<WorkerPool> pool);
    /// Starts the pool's workers; throws std::runtime_error("<what>: no worker could use its
    /// GPU" and each worker's reason) when none can serve.
    void startWorkers(const std::string& what);
    /// Runs one batch of worker requests; results in request order. The default runs them
    /// once on the pool; a backend may run lost jobs again.
    virtual std::vector<JobResult> runJobs(const std::vector<nlohmann::json>& requests);
    /// Whether a job the pool could not run (JobOutcome::Unavailable) leaves its candidate
    /// unmeasured (back in the queue) rather than failed: true where workers come back on
    /// their own (a cluster); false for local GPUs, which stay gone.
    virtual bool unavailableIsTransient() const { return false; }
    /// Stops every worker and destroys the pool (a derived backend's teardown, before its
    /// launcher goes); the backend measures nothing afterwards.
    void closePool() { pool_.reset(); }
    WorkerPool& pool() { return *pool_; }
    const WorkerPool& pool() const { return *pool_; }
    const CudaBackendOptions& options() const { return options_; }

private:
    nlohmann::json prefetch_ = nlohmann::json::array(); ///< plans hinted by upcoming(), for the next batch
    /// The measurement of one job: toMeasurement, the backend's name, and where it ran.
    Measurement measurementOf(const JobResult& r) const;
    /// Re-measures suspicious results with fresh inputs; confirms those that reproduce.
    /// `jobs[requestOf[i]]` is candidate i's job (-1: none); `prefetch` went with them.
    void confirmSuspicious(const std::vector<const Candidate*>& candidates, const std::vector<MeasureJob>& jobs,
                           const nlohmann::json& prefetch, const std::vector<int>& requestOf,
                           std::vector<Measurement>& out);
    /// The worker request that measures `job`, with the plans to compile ahead (if any).
    static nlohmann::json measureRequest(const MeasureJob& job, const nlohmann::json& prefetch);

    /// Base correctness seed of one measurement of `candidate` (attempt 0: the measurement,
    /// 1: its confirmation), derived from options.settings.seed (the session's seed).
    unsigned long long correctnessSeed(const Candidate& candidate, unsigned attempt);

    const Problem& problem_;
    CudaBackendOptions options_;
    unsigned long long anonymousJobs_ = 0;
    std::unique_ptr<WorkerPool> pool_;
    long long spaceSize_ = -1;
    /// The restrictions compiled at the first inSpace (a search asks thousands of times).
    mutable std::mutex restrictionsMutex_;
    mutable std::unique_ptr<SpaceRestrictions> restrictions_;
};

} // namespace augur::gpu
