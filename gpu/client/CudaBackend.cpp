#include "gpu/client/CudaBackend.h"

#include "core/problem/BaselineJob.h"

#include "core/model/Objective.h"

#include "core/backend/BackendRegistry.h"
#include "core/base/InputError.h"
#include "core/problem/MeasureResult.h"
#include "core/problem/ProblemLoader.h"
#include "core/problem/SpaceRestrictions.h"
#include "gpu/driver/CudaDriver.h"
#include "gpu/protocol/WorkerOp.h"

#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <utility>

namespace augur::gpu {

namespace fs = std::filesystem;

std::string CudaBackend::locateWorker() {
    if (const char* env = std::getenv("AUGUR_WORKER"); env && *env) return env;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path dir = self.parent_path();
        for (const fs::path& p :
             {dir / "augur-worker", dir / ".." / "gpu" / "augur-worker", dir / ".." / "bin" / "augur-worker",
              dir / ".." / "libexec" / "augur" / "augur-worker"})
            if (fs::exists(p)) return fs::weakly_canonical(p).string();
    }
    if (const char* path = std::getenv("PATH")) {
        std::stringstream ss(path);
        std::string d;
        while (std::getline(ss, d, ':'))
            if (!d.empty() && ::access((fs::path(d) / "augur-worker").c_str(), X_OK) == 0)
                return (fs::path(d) / "augur-worker").string();
    }
    return {};
}

CudaBackend::CudaBackend(const Problem& problem, CudaBackendOptions options)
    : problem_(problem), options_(std::move(options)) {
    // The driver first: on a machine without a GPU that is the reason to give, whether or
    // not the worker was built.
    if (options_.devices.empty()) {
        CudaDriver driver;
        if (!driver.available()) throw std::runtime_error("cuda backend unavailable: " + driver.unavailableReason());
        for (const auto& d : driver.devices()) options_.devices.push_back(d.ordinal);
    }
    if (options_.workerPath.empty()) options_.workerPath = locateWorker();
    if (options_.workerPath.empty())
        throw std::runtime_error("cuda backend: augur-worker not found (set AUGUR_WORKER)");
    std::vector<WorkerSpec> specs;
    for (int d : options_.devices) specs.push_back({options_.workerPath, {"--device", std::to_string(d)}});
    WorkerPoolOptions po;
    po.process.startDeadline = std::chrono::milliseconds(60000); // primary context + harness compile
    pool_ = std::make_unique<WorkerPool>(std::move(specs), po);
    startWorkers("cuda backend");
    if (!problem_.space.empty()) spaceSize_ = static_cast<long long>(ProblemLoader::countValidConfigurations(problem_));
}

CudaBackend::CudaBackend(const Problem& problem, CudaBackendOptions options, std::unique_ptr<WorkerPool> pool)
    : problem_(problem), options_(std::move(options)), pool_(std::move(pool)) {
    if (!problem_.space.empty()) spaceSize_ = static_cast<long long>(ProblemLoader::countValidConfigurations(problem_));
}

void CudaBackend::startWorkers(const std::string& what) {
    pool_->start();
    // A worker that cannot use its GPU says so in its hello line, then exits.
    int usable = 0;
    std::string reasons;
    for (const auto& w : pool_->stats().workers) {
        if (!w.givenUp && w.hello.is_object() && w.hello.value("ok", false)) {
            ++usable;
        } else {
            std::string why = w.hello.is_object() && w.hello.contains("error") && w.hello["error"].is_string()
                ? w.hello["error"].get<std::string>()
                : w.unavailableReason;
            reasons += "\n  worker " + std::to_string(w.index) + ": " + why;
        }
    }
    if (usable == 0) throw std::runtime_error(what + ": no worker could use its GPU" + reasons);
}

std::vector<JobResult> CudaBackend::runJobs(const std::vector<nlohmann::json>& requests) {
    return pool_->runAll(requests, options_.deadline);
}

nlohmann::json CudaBackend::placementOf(const JobResult& r) {
    if (!r.hello.is_object()) return nullptr;
    nlohmann::json p{{"worker", r.worker}};
    auto text = [&](const nlohmann::json& from, const char* key, const char* as) {
        if (from.is_object() && from.contains(key) && from[key].is_string()) p[as] = from[key];
    };
    text(r.hello, "name", "gpu");
    text(r.hello, "pci_bus_id", "pci_bus_id");
    text(r.hello, "sandbox", "sandbox"); // the worker's file-system boundary, or why it had none
    if (r.hello.contains("host")) {
        const nlohmann::json& host = r.hello["host"];
        text(host, "node", "node");
        text(host, "slurm_node", "slurm_node");
        text(host, "slurm_job_id", "slurm_job_id");
        text(host, "slurm_step_id", "slurm_step_id");
    }
    return p;
}

Measurement CudaBackend::measurementOf(const JobResult& r) const {
    Measurement m = toMeasurement(r);
    m.backend = name();
    if (r.kind == JobOutcome::Unavailable && unavailableIsTransient()) m.unmeasuredReason = r.reason;
    if (nlohmann::json where = placementOf(r); !where.is_null()) m.report.setSection("placement", std::move(where));
    return m;
}

CudaBackend::~CudaBackend() = default;

int CudaBackend::parallelism() const { return std::max(1, pool_->available()); }

bool CudaBackend::inSpace(const Configuration& c) const {
    const std::lock_guard<std::mutex> lock(restrictionsMutex_);
    if (!restrictions_) restrictions_ = std::make_unique<SpaceRestrictions>(problem_);
    return restrictions_->holds(c);
}

std::optional<long long> CudaBackend::spaceSize() const {
    if (spaceSize_ < 0) return std::nullopt;
    return spaceSize_;
}

std::vector<nlohmann::json> CudaBackend::devices() const {
    std::vector<nlohmann::json> out;
    for (const auto& w : pool_->stats().workers) out.push_back(w.hello);
    return out;
}

void CudaBackend::registerWithSessions() {
    BackendRegistry::add(
        "cuda", [](const Problem& problem, const SessionConfig& config) -> std::unique_ptr<MeasurementBackend> {
            CudaBackendOptions options;
            options.settings.profile = config.profile;
            bool energyObjective = false;
            try {
                energyObjective = Objective::parse(config.objective).needsEnergy();
            } catch (const std::invalid_argument& e) {
                throw std::runtime_error(std::string("cuda backend: ") + e.what());
            }
            options.settings.energy = config.measureEnergy || energyObjective;
            options.settings.lockClocks = config.lockClocks;
            options.settings.seed =
                config.seed; // the session's seed: every measurement's correctness seeds derive from it
            return std::make_unique<CudaBackend>(problem, options);
        });
}

Measurement CudaBackend::toMeasurement(const JobResult& r) {
    Measurement m;
    m.backend = "cuda";
    if (r.kind == JobOutcome::Lost) {
        m.status = MeasurementStatus::Invalid;
        m.failureReason = r.reason;
        m.unmeasuredReason = r.reason;
        return m;
    }
    if (r.kind == JobOutcome::Timeout) {
        m.status = MeasurementStatus::Timeout;
        m.failureReason = "no result within the deadline: the kernel never ended or hung the worker (" + r.reason + ")";
        return m;
    }
    if (r.kind == JobOutcome::Crash || r.kind == JobOutcome::ProtocolError) {
        m.status = MeasurementStatus::Crash;
        m.failureReason = r.reason;
        return m;
    }
    if (!r.ok()) {
        m.status = MeasurementStatus::Invalid;
        m.failureReason = r.reason.empty() ? std::string(toString(r.kind)) : r.reason;
        return m;
    }
    try {
        return fromResult(r.result());
    } catch (const nlohmann::json::exception& e) {
        // A worker that answers with the wrong types is as broken as one that crashed: the
        // session records it and goes on.
        m.status = MeasurementStatus::Crash;
        m.failureReason = std::string("malformed result from the worker: ") + e.what();
        return m;
    }
}

Measurement CudaBackend::fromResult(const nlohmann::json& j) {
    Measurement m = augur::toMeasurement(measureResultFromJson(j));
    m.backend = "cuda";
    return m;
}

std::vector<Measurement> CudaBackend::measureBatch(const Problem& problem,
                                                   const std::vector<const Candidate*>& candidates) {
    std::vector<MeasureJob> jobs;
    std::vector<int> requestOf(candidates.size(), -1);
    std::vector<Measurement> out(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        try {
            MeasureSettings settings = options_.settings;
            // The pool's seeds derive from the session's seed, so every measurement of the
            // session draws from the same trusted outputs; its own seed picks which.
            settings.poolSeed = options_.settings.seed;
            settings.seed = correctnessSeed(*candidates[i], 0);
            MeasureJob job = resolveMeasureJob(problem, *candidates[i], settings);
            requestOf[i] = static_cast<int>(jobs.size());
            jobs.push_back(std::move(job));
        } catch (const InputError& e) {
            // A candidate whose launch plan does not evaluate is its own failure, not the session's.
            out[i].backend = name();
            out[i].status = MeasurementStatus::Invalid;
            out[i].failureReason = e.what();
        }
    }
    const nlohmann::json prefetch = std::exchange(prefetch_, nlohmann::json::array());
    std::vector<nlohmann::json> requests;
    for (const MeasureJob& job : jobs) requests.push_back(measureRequest(job, prefetch));
    std::vector<JobResult> results = runJobs(requests);
    for (std::size_t i = 0; i < candidates.size(); ++i)
        if (requestOf[i] >= 0) out[i] = measurementOf(results[static_cast<std::size_t>(requestOf[i])]);
    confirmSuspicious(candidates, jobs, prefetch, requestOf, out);
    return out;
}

Measurement CudaBackend::measureBaseline(const Problem& problem) {
    Measurement m;
    m.backend = name();
    try {
        MeasureSettings settings = options_.settings;
        settings.poolSeed = options_.settings.seed;
        MeasureJob job = resolveBaselineJob(problem, settings);
        const std::vector<JobResult> results = runJobs({measureRequest(job, nlohmann::json::array())});
        if (!results.empty()) return measurementOf(results.front());
        m.status = MeasurementStatus::Crash;
        m.failureReason = "no reply from the worker";
    } catch (const InputError& e) {
        m.status = MeasurementStatus::Invalid;
        m.failureReason = e.what();
    }
    return m;
}

std::vector<std::string> CudaBackend::compileCheck(const Problem& problem,
                                                   const std::vector<const Candidate*>& candidates) {
    std::vector<std::string> out(candidates.size());
    std::vector<nlohmann::json> requests;
    std::vector<std::size_t> which;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        try {
            const MeasureJob job = resolveMeasureJob(problem, *candidates[i], options_.settings);
            requests.push_back({{"op", workerOpName(WorkerOp::Compile)}, {"job", toJson(job)}});
            which.push_back(i);
        } catch (const std::exception& e) {
            out[i] = e.what();
        }
    }
    if (requests.empty()) return out;
    const std::vector<JobResult> results = runJobs(requests);
    for (std::size_t k = 0; k < which.size(); ++k) {
        const JobResult& r = results[k];
        std::string& why = out[which[k]];
        if (r.kind != JobOutcome::Reply || !r.reply.contains("result") || !r.reply["result"].is_object()) {
            why = "not compiled: " + (r.reason.empty() ? std::string("no reply from the worker") : r.reason);
            continue;
        }
        const nlohmann::json& c = r.reply["result"];
        if (c.value("ok", false)) continue;
        why = c.contains("log") && c["log"].is_string() ? c["log"].get<std::string>() : std::string("does not compile");
        if (why.size() > 2000) why = why.substr(0, 2000) + "…";
        if (why.empty()) why = "does not compile";
    }
    return out;
}

nlohmann::json CudaBackend::measureRequest(const MeasureJob& job, const nlohmann::json& prefetch) {
    nlohmann::json request{{"op", workerOpName(WorkerOp::Measure)}, {"job", toJson(job)}};
    if (!prefetch.empty()) request["prefetch"] = prefetch;
    return request;
}

void CudaBackend::confirmSuspicious(const std::vector<const Candidate*>& candidates,
                                    const std::vector<MeasureJob>& jobs, const nlohmann::json& prefetch,
                                    const std::vector<int>& requestOf, std::vector<Measurement>& out) {
    // A suspicious speedup is measured again with fresh inputs (seeds drawn anew) and every
    // timed launch of the candidate checked, not a random few: the confirmation cannot
    // repeat a blind spot of the first run. The first job already checked correctness at
    // the problem's other sizes. Only a speedup that reproduces within 10% is confirmed
    // and may become the session's best.
    std::vector<nlohmann::json> again;
    std::vector<unsigned long long> seeds;
    std::vector<std::size_t> which;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (!out[i].ok() || !out[i].suspicious || requestOf[i] < 0) continue;
        MeasureJob job = jobs[static_cast<std::size_t>(requestOf[i])];
        if (job.sizeVariants.empty()) {
            out[i].report.setSection(
                "confirmation", "not possible: the problem declares no check_sizes (another size to check against)");
            continue;
        }
        job.settings.seed = correctnessSeed(*candidates[i], 1);
        job.settings.checkFraction = 1.0;
        job.settings.seedPool = 0; // fresh inputs outside the pool
        again.push_back(measureRequest(job, prefetch));
        seeds.push_back(job.settings.seed);
        which.push_back(i);
    }
    if (again.empty()) return;
    std::vector<JobResult> results = runJobs(again);
    for (std::size_t k = 0; k < which.size(); ++k) {
        Measurement& m = out[which[k]];
        const Measurement second = measurementOf(results[k]);
        if (!second.unmeasuredReason.empty()) {
            m.report.setSection("confirmation", "not possible: " + second.unmeasuredReason);
            continue; // the first measurement stands, still suspicious
        }
        if (!second.ok()) {
            // Fresh inputs broke it: the first verdict was luck, and this is the truth.
            Measurement failed = second;
            failed.report.setSection("confirmation",
                                     "failed with fresh inputs after a suspicious S = " + std::to_string(m.speedup));
            m = failed;
            continue;
        }
        const double ratio = second.speedup / m.speedup;
        nlohmann::json confirmation{
            {"speedup", second.speedup}, {"ratio", ratio}, {"seed", seeds[k]}, {"every_timed_launch_checked", true}};
        if (std::fabs(ratio - 1.0) <= 0.10) {
            m.suspicious = false;
            confirmation["verdict"] = "confirmed: fresh inputs, every timed launch checked, and the other sizes agree";
        } else {
            confirmation["verdict"] = "not confirmed: the speedup did not reproduce within 10%";
        }
        m.report.setSection("confirmation", std::move(confirmation));
    }
}

unsigned long long CudaBackend::correctnessSeed(const Candidate& candidate, unsigned attempt) {
    // splitmix64 over (session seed, candidate, attempt): a different stream of inputs for
    // every measurement, the same ones again for the same --seed. Candidates without an id
    // (augur-cli measure) take a running number.
    const unsigned long long who =
        candidate.id != kNoCandidate ? static_cast<unsigned long long>(candidate.id) : (1ull << 40) + anonymousJobs_++;
    unsigned long long z =
        options_.settings.seed * 0x9E3779B97F4A7C15ull + who * 0xBF58476D1CE4E5B9ull + attempt * 0x94D049BB133111EBull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (z & ((1ull << 48) - 1)) + 1; // printable, never 0
}

void CudaBackend::upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) {
    std::vector<MeasureJob> jobs;
    for (const Candidate* c : candidates) {
        if (jobs.size() >= 4) break;
        try {
            jobs.push_back(resolveMeasureJob(problem, *c, options_.settings));
        } catch (const InputError&) {
            // Its own measurement will say why; nothing to compile ahead.
        }
    }
    std::vector<const ResolvedPlan*> plans;
    for (const MeasureJob& j : jobs) plans.push_back(&j.candidate);
    prefetch_ = prefetchJson(plans);
}

Measurement CudaBackend::measure(const Problem& problem, const Candidate& candidate) {
    return measureBatch(problem, {&candidate}).front();
}

} // namespace augur::gpu
