#include "gpu/slurm/SlurmBackend.h"

#include "core/backend/BackendRegistry.h"
#include "core/base/InputError.h"
#include "core/model/Objective.h"

#include <atomic>
#include <filesystem>

#include <unistd.h>

namespace augur::gpu {

namespace {

/// A tag unique to this process and backend: job "augur-<tag>", steps "augur-<tag>-wN".
std::string newTag() {
    static std::atomic<int> counter{0};
    return std::to_string(::getpid()) + "-" + std::to_string(counter.fetch_add(1));
}

} // namespace

std::string SlurmBackend::defaultWorkerPath() { return CudaBackend::locateWorker(); }

SlurmBackend::Parts SlurmBackend::makeParts(const SlurmBackendOptions& o) {
    const std::string origin = "slurm settings";
    o.settings.validate(origin, "slurm.");
    if (const std::string missing = SlurmController::missingClient(); !missing.empty())
        throw std::runtime_error("slurm backend: the Slurm client '" + missing +
                                 "' is not in PATH (install slurm-client, or run where the cluster's clients are)");
    const SlurmController controller(o.commandTimeout);
    const auto ping = controller.ping();
    if (!ping.value)
        throw InputError(origin, "slurm (controller)",
                         "the Slurm controller does not answer: " + ping.error +
                             (std::getenv("SLURM_CONF") ? std::string(" (SLURM_CONF=") + std::getenv("SLURM_CONF") + ")"
                                                        : std::string()));
    const auto part = controller.partitionExists(o.settings.partition);
    if (!part.value) throw InputError(origin, "slurm.partition", "cannot be checked: " + part.error);
    if (!*part.value)
        throw InputError(origin, "slurm.partition",
                         o.settings.partition.empty()
                             ? std::string("the cluster has no default partition; name one")
                             : "'" + o.settings.partition + "' does not exist on this cluster");
    std::string worker = o.settings.workerPath.empty() ? defaultWorkerPath() : o.settings.workerPath;
    if (worker.empty())
        throw InputError(origin, "slurm.worker_path",
                         "no augur-worker beside this program; name the worker's path on the nodes");
    Parts p;
    p.activity = std::make_shared<ClusterActivity>("slurm", o.settings.describe());
    p.launcher = std::make_shared<SlurmLauncher>(o.settings, worker, newTag(), p.activity, controller);
    std::vector<WorkerSpec> specs(static_cast<std::size_t>(p.launcher->workers()), WorkerSpec{worker, {}});
    WorkerPoolOptions po;
    po.process.startDeadline = o.startDeadline;
    po.launcher = p.launcher;
    po.onEvent = [activity = p.activity](const std::string& m) { activity->event("worker", m); };
    p.pool = std::make_unique<WorkerPool>(std::move(specs), po);
    return p;
}

SlurmBackend::SlurmBackend(const Problem& problem, const SlurmBackendOptions& options)
    : SlurmBackend(problem, options, makeParts(options)) {}

SlurmBackend::SlurmBackend(const Problem& problem, SlurmBackendOptions options, Parts parts)
    : CudaBackend(
          problem,
          [&] {
              CudaBackendOptions c;
              c.settings = options.measure;
              c.deadline = options.deadline;
              return c;
          }(),
          std::move(parts.pool)),
      options_(std::move(options)), activity_(std::move(parts.activity)), launcher_(std::move(parts.launcher)) {
    monitor_ = std::thread([this] { monitor(); });
    try {
        startWorkers("slurm backend");
    } catch (const std::exception& e) {
        std::string why = e.what();
        const std::string unavailable = launcher_->unavailable();
        shutdown(); // cancels what was submitted, pending or running
        if (SlurmLauncher::interrupted())
            throw std::runtime_error(
                "slurm backend: stopped while waiting for the allocation; its jobs were cancelled");
        // slurmstepd cannot execute the worker path on the node: its words are in the
        // worker's stderr tail ("slurmstepd-n1: error: execve(): /x: No such file or directory").
        if (const auto at = why.find("execve"); at != std::string::npos) {
            std::string line = why.substr(at);
            line = line.substr(0, line.find_first_of("|\n"));
            while (!line.empty() && line.back() == ' ') line.pop_back();
            throw InputError(
                "slurm settings", "slurm.worker_path",
                "'" + (options_.settings.workerPath.empty() ? defaultWorkerPath() : options_.settings.workerPath) +
                    "' cannot be run on the nodes (" + line + ")");
        }
        // A worker refused for its GPU model (accept()): the setting to change is named.
        if (const auto at = why.find("; this session measures on "); at != std::string::npos) {
            const auto from = why.rfind("node ", at);
            throw InputError("slurm settings", "slurm.gpu_model",
                             why.substr(from == std::string::npos ? 0 : from, why.find('\n', at) - from));
        }
        if (!unavailable.empty()) {
            const auto colon = unavailable.find(": ");
            if (unavailable.rfind("slurm.", 0) == 0 && colon != std::string::npos)
                throw InputError("slurm settings", unavailable.substr(0, colon), unavailable.substr(colon + 2));
            throw std::runtime_error(unavailable);
        }
        for (char& ch : why)
            if (ch == '\n') ch = ';'; // one line: the workers' reasons follow each other
        throw std::runtime_error(why);
    }
    forwardEvents();
}

SlurmBackend::~SlurmBackend() { shutdown(); }

void SlurmBackend::shutdown() {
    {
        std::lock_guard lock(monitorMutex_);
        closing_ = true;
    }
    monitorWake_.notify_all();
    if (monitor_.joinable()) monitor_.join();
    closePool(); // stops the workers; the launcher cancels their steps
    launcher_->releaseAll();
}

void SlurmBackend::monitor() {
    std::unique_lock lock(monitorMutex_);
    while (!closing_) {
        lock.unlock();
        launcher_->refresh();
        forwardEvents();
        lock.lock();
        monitorWake_.wait_for(lock, options_.monitorInterval, [this] { return closing_; });
    }
}

void SlurmBackend::forwardEvents() {
    if (!options_.onEvent) return;
    std::lock_guard lock(forwardMutex_); // the monitor and the engine's thread
    const ClusterActivitySnapshot s = activity_->snapshot();
    for (const ClusterEvent& e : s.events)
        if (e.seq > eventsForwarded_) {
            options_.onEvent("slurm: " + e.text);
            eventsForwarded_ = e.seq;
        }
}

std::string SlurmBackend::unavailableReason() const { return launcher_->unavailable(); }

void SlurmBackend::release() {
    pool().stopAll(); // each step ends; its worker starts again with the next job
    launcher_->releaseAll();
    forwardEvents();
}

std::vector<JobResult> SlurmBackend::runJobs(const std::vector<nlohmann::json>& requests) {
    std::vector<JobResult> results = CudaBackend::runJobs(requests);
    // A job lost with its machine is run again in a fresh allocation, up to maxLost times.
    for (int round = 0; round < options_.settings.maxLost; ++round) {
        std::vector<std::size_t> lost;
        for (std::size_t i = 0; i < results.size(); ++i)
            if (results[i].kind == JobOutcome::Lost) lost.push_back(i);
        if (lost.empty() || !launcher_->unavailable().empty()) break;
        std::vector<nlohmann::json> again;
        for (std::size_t i : lost) again.push_back(requests[i]);
        std::vector<JobResult> second = CudaBackend::runJobs(again);
        for (std::size_t k = 0; k < lost.size(); ++k) {
            const std::string before = results[lost[k]].reason;
            results[lost[k]] = std::move(second[k]);
            if (results[lost[k]].kind == JobOutcome::Lost)
                results[lost[k]].reason += " (and earlier: " + before.substr(0, 300) + ")";
        }
    }
    for (const JobResult& r : results)
        if (r.kind == JobOutcome::Reply) activity_->measured();
    forwardEvents();
    return results;
}

void SlurmBackend::registerWithSessions(const std::function<void(const std::string&)>& onEvent) {
    BackendRegistry::add(
        "slurm", [onEvent](const Problem& problem, const SessionConfig& config) -> std::unique_ptr<MeasurementBackend> {
            SlurmBackendOptions o;
            o.settings = config.slurm;
            o.measure.profile = config.profile;
            bool energyObjective = false;
            try {
                energyObjective = Objective::parse(config.objective).needsEnergy();
            } catch (const std::invalid_argument& e) {
                throw std::runtime_error(std::string("slurm backend: ") + e.what());
            }
            o.measure.energy = config.measureEnergy || energyObjective;
            o.measure.seed = config.seed;
            o.measure.lockClocks = config.lockClocks;
            o.onEvent = onEvent;
            return std::make_unique<SlurmBackend>(problem, std::move(o));
        });
}

} // namespace augur::gpu
