#include "gpu/slurm/SlurmLauncher.h"

#include <atomic>
#include <thread>

namespace augur::gpu {

namespace {

std::atomic<bool> g_interrupted{false};

std::string text(const nlohmann::json& j, const char* key) {
    return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

/// Words srun and slurmstepd print when the job or its node ends under a step (Slurm 22.05),
/// as opposed to the worker's own exit ("task 0: Exited with exit code 3").
bool saysJobEnded(const std::string& s) {
    for (const char* k : {"DUE TO PREEMPTION", "DUE TO TIME LIMIT", "DUE TO NODE FAILURE", "CANCELLED AT",
                          "Job step aborted", "job has been revoked", "Node failure", "NODE_FAIL", "Lost connection",
                          "Job allocation", "has been revoked", "step creation", "Unable to create step"})
        if (s.find(k) != std::string::npos) return true;
    return false;
}

} // namespace

SlurmLauncher::SlurmLauncher(SlurmSettings settings, std::string workerPath, std::string tag,
                             std::shared_ptr<ClusterActivity> activity, SlurmController controller)
    : settings_(std::move(settings)), workerPath_(std::move(workerPath)), tag_(std::move(tag)),
      activity_(std::move(activity)), controller_(controller), gpuModel_(settings_.gpuModel) {
    for (int k = 0; k < settings_.jobs; ++k) allocations_.push_back(std::make_unique<Allocation>());
    steps_.resize(static_cast<std::size_t>(workers()));
}

SlurmLauncher::~SlurmLauncher() { releaseAll(); }

void SlurmLauncher::interruptAll() noexcept { g_interrupted.store(true); }

bool SlurmLauncher::interrupted() noexcept { return g_interrupted.load(); }

std::string SlurmLauncher::stepName(int index) const { return "augur-" + tag_ + "-w" + std::to_string(index); }

bool SlurmLauncher::pause(double seconds, const std::function<bool()>& stopRequested) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < until) {
        if (stopRequested()) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return !stopRequested();
}

bool SlurmLauncher::stillWaiting(const std::string& error, double& since) {
    activity_->controller(error);
    const double now = activity_->now();
    if (since < 0.0) since = now;
    return now - since <= settings_.controllerWaitS;
}

std::string SlurmLauncher::submissionError(const std::string& m) const {
    auto has = [&](const char* k) { return m.find(k) != std::string::npos; };
    if (has("partition")) return "slurm.partition: '" + settings_.partition + "' is refused by the cluster (" + m + ")";
    if (has("account") || has("Invalid account"))
        return "slurm.account: '" + settings_.account + "' is refused by the cluster (" + m + ")";
    if (has("feature") || has("constraint"))
        return "slurm.constraint: '" + settings_.constraint + "' is refused by the cluster (" + m + ")";
    if (has("gres") || has("Generic resource") || has("generic resource"))
        return "slurm.gpus_per_job: " + std::to_string(settings_.gpusPerJob) + " GPUs per job are refused (" + m + ")";
    if (has("time limit") || has("Time limit"))
        return "slurm.time_limit: '" + settings_.timeLimit + "' is refused by the cluster (" + m + ")";
    if (has("node configuration")) {
        // No node of the partition can hold one allocation: the GPUs asked for, or the features.
        const std::string field = settings_.gpusPerJob > 0 ? "slurm.gpus_per_job"
            : !settings_.constraint.empty()                ? "slurm.constraint"
                                                           : "slurm.partition";
        return field + ": no node of the partition can hold one allocation of " + settings_.describe() + " (" + m + ")";
    }
    return "slurm: sbatch refused the allocation: " + m;
}

std::string SlurmLauncher::hopelessField(const std::string& reason) const {
    // Slurm's pending reasons that stay until the job is changed (squeue(1), "JOB REASON CODES").
    auto starts = [&](const char* k) { return reason.rfind(k, 0) == 0; };
    if (starts("PartitionTimeLimit") || starts("QOSMaxWallDurationPerJobLimit") ||
        starts("AssocMaxWallDurationPerJobLimit"))
        return "slurm.time_limit";
    if (starts("PartitionNodeLimit") || starts("PartitionConfig") || starts("PartitionDown") ||
        starts("PartitionInactive"))
        return "slurm.partition";
    if (starts("AccountNotAllowed") || starts("InvalidAccount") || starts("QOSNotAllowed") || starts("InvalidQOS"))
        return "slurm.account";
    if (starts("BadConstraints")) return "slurm.constraint";
    return {};
}

std::string SlurmLauncher::describeEnd(const SlurmJobState& st, const SlurmSettings& s) {
    const std::string on = st.node.empty() ? std::string() : " on " + st.node;
    if (st.state == "PREEMPTED") return "was preempted" + on;
    if (st.state == "TIMEOUT") return "reached its time limit (slurm.time_limit " + s.timeLimit + ")" + on;
    if (st.state == "NODE_FAIL") return "lost its node" + on + " (node failure)";
    if (st.state == "CANCELLED") return "was cancelled" + on + " (scancel, or the node went down)";
    if (st.state == "GONE") return "is gone (the controller no longer knows it)";
    return "ended: " + st.state + (st.reason.empty() ? "" : " (" + st.reason + ")") + on;
}

void SlurmLauncher::markEnded(Allocation& a, const SlurmJobState& st) {
    a.ended = true;
    activity_->jobState(a.id, st.state, st.reason, st.node);
}

std::string SlurmLauncher::prepare(int index, WorkerSpec& spec, const std::function<bool()>& poolStop, bool& giveUp) {
    const std::function<bool()> stopRequested = [&poolStop] { return poolStop() || g_interrupted.load(); };
    Allocation& a = allocationOf(index);
    std::lock_guard use(a.use); // one worker of the allocation submits and waits; the others find it running
    double unreachableSince = -1.0;
    int endedBeforeRunning = 0;
    auto refuse = [&](std::string why) {
        giveUp = true;
        std::lock_guard lock(stateMutex_);
        unavailable_ = why;
        activity_->setUnavailable(why);
        return why;
    };
    for (;;) {
        if (stopRequested()) {
            if (g_interrupted.load()) giveUp = true;
            return "cancelled";
        }
        if (a.ended) {
            const SlurmAnswer<std::string> sub =
                controller_.submitAllocation(settings_, "augur-" + tag_, settings_.workersPerJob());
            if (!sub.value) {
                if (sub.unreachable) {
                    if (!stillWaiting(sub.error, unreachableSince))
                        return refuse("slurm: the controller has not answered for " +
                                      std::to_string(static_cast<int>(settings_.controllerWaitS)) +
                                      " s (slurm.controller_wait_s): " + sub.error);
                    if (!pause(2.0, stopRequested)) return "cancelled";
                    continue;
                }
                return refuse(submissionError(sub.error));
            }
            activity_->controller("");
            unreachableSince = -1.0;
            a.id = *sub.value;
            a.ended = false;
            a.submittedAt = activity_->now();
            {
                std::lock_guard lock(stateMutex_);
                ids_.push_back(a.id);
            }
            activity_->submitted(a.id, settings_.gpusPerJob);
        }
        const SlurmAnswer<SlurmJobState> st = controller_.jobState(a.id);
        if (!st.value) {
            if (!stillWaiting(st.error, unreachableSince))
                return refuse("slurm: the controller has not answered for " +
                              std::to_string(static_cast<int>(settings_.controllerWaitS)) +
                              " s (slurm.controller_wait_s): " + st.error);
            if (!pause(2.0, stopRequested)) return "cancelled";
            continue;
        }
        activity_->controller("");
        unreachableSince = -1.0;
        activity_->jobState(a.id, st.value->state, st.value->reason, st.value->node);
        if (st.value->running()) break;
        if (st.value->pending()) {
            const double waited = activity_->now() - a.submittedAt;
            // Reasons that no wait resolves: the request breaks a limit of the partition,
            // account or QOS. The setting at fault is named at once.
            // The scheduler names a plain "PartitionConfig" first and the limit itself
            // ("PartitionTimeLimit") at its next pass: wait a moment for the precise one.
            const bool vague = st.value->reason.rfind("PartitionConfig", 0) == 0 && waited < 8.0;
            if (const std::string field = hopelessField(st.value->reason); !field.empty() && !vague) {
                (void)controller_.cancel(a.id);
                SlurmJobState cancelled = *st.value;
                cancelled.state = "CANCELLED";
                markEnded(a, cancelled);
                return refuse(field + ": job " + a.id + " can never start (" + st.value->reason + "; " +
                              settings_.describe() + "); it was cancelled");
            }
            if (waited > settings_.pendingTimeoutS) {
                (void)controller_.cancel(a.id);
                SlurmJobState cancelled = *st.value;
                cancelled.state = "CANCELLED";
                cancelled.reason = "pending too long";
                markEnded(a, cancelled);
                return refuse("slurm.pending_timeout_s: job " + a.id + " was still pending after " +
                              std::to_string(static_cast<int>(waited)) + " s" +
                              (st.value->reason.empty() ? "" : " (" + st.value->reason + ")") + "; it was cancelled");
            }
            if (!pause(waited < 10.0 ? 0.25 : 1.0, stopRequested)) return "cancelled";
            continue;
        }
        if (st.value->ending()) { // its final state (and why) comes a moment later
            if (!pause(0.5, stopRequested)) return "cancelled";
            continue;
        }
        // It ended before or while this worker waited: a fresh allocation.
        markEnded(a, *st.value);
        if (++endedBeforeRunning > settings_.maxLost + 1)
            return refuse("slurm: " + std::to_string(endedBeforeRunning) +
                          " allocations in a row ended before use; the last " + describeEnd(*st.value, settings_));
        activity_->event("requeued", "job " + a.id + " " + describeEnd(*st.value, settings_) + "; submitting another");
    }
    const std::vector<std::string> argv = SlurmController::stepCommand(settings_, a.id, stepName(index), workerPath_);
    spec.executable = argv.front();
    spec.args.assign(argv.begin() + 1, argv.end());
    std::lock_guard lock(stateMutex_);
    Step& s = steps_[static_cast<std::size_t>(index)];
    s.jobId = a.id;
    s.launchedAt = activity_->now();
    unavailable_.clear();
    activity_->setUnavailable("");
    return {};
}

std::string SlurmLauncher::accept(int index, const nlohmann::json& hello) {
    const std::string gpu = text(hello, "name");
    const std::string node = hello.is_object() && hello.contains("host") ? text(hello["host"], "node") : std::string();
    std::lock_guard lock(stateMutex_);
    Step& s = steps_[static_cast<std::size_t>(index)];
    // One GPU model per session: every speedup is paired on one GPU, and the session's
    // speedups are only comparable when those GPUs are alike.
    if (!gpu.empty()) {
        if (gpuModel_.empty()) gpuModel_ = gpu;
        if (gpu != gpuModel_) {
            const std::string why = "node " + (node.empty() ? std::string("?") : node) + " has a " + gpu +
                "; this session measures on " + gpuModel_ + " (set slurm.gpu_model or slurm.constraint)";
            activity_->event("refused", "worker " + std::to_string(index) + ": " + why);
            return why;
        }
    }
    if (!s.up) {
        s.up = true;
        for (auto& a : allocations_)
            if (a->id == s.jobId) activity_->workersIn(s.jobId, ++a->up);
    }
    activity_->workerStarted(activity_->now() - s.launchedAt);
    return {};
}

void SlurmLauncher::released(int index, const nlohmann::json& hello) {
    std::string jobId, stepId;
    if (hello.is_object() && hello.contains("host")) {
        jobId = text(hello["host"], "slurm_job_id");
        stepId = text(hello["host"], "slurm_step_id");
    }
    {
        std::lock_guard lock(stateMutex_);
        Step& s = steps_[static_cast<std::size_t>(index)];
        if (jobId.empty()) jobId = s.jobId;
        if (s.up) {
            s.up = false;
            for (auto& a : allocations_)
                if (a->id == s.jobId && a->up > 0) activity_->workersIn(s.jobId, --a->up);
        }
    }
    if (jobId.empty()) return;
    // srun was killed here; its step may still run on the node (a hung kernel keeps its
    // GPU): cancel it by id, or by name when the worker never said hello.
    if (!stepId.empty()) {
        (void)controller_.cancel(jobId + "." + stepId);
        return;
    }
    const auto steps = controller_.stepsNamed(jobId, stepName(index));
    if (steps.value)
        for (const auto& id : *steps.value) (void)controller_.cancel(id);
}

void SlurmLauncher::review(int index, const nlohmann::json& hello, JobResult& result) {
    std::string jobId =
        hello.is_object() && hello.contains("host") ? text(hello["host"], "slurm_job_id") : std::string();
    {
        std::lock_guard lock(stateMutex_);
        if (jobId.empty()) jobId = steps_[static_cast<std::size_t>(index)].jobId;
    }
    if (jobId.empty()) return;
    const std::string said = result.reason + " " + result.stderrTail;
    // The controller may take a moment to record why a job ended under its step.
    SlurmAnswer<SlurmJobState> st;
    for (int attempt = 0; attempt < 10; ++attempt) {
        st = controller_.jobState(jobId);
        if (!st.value) break;
        const bool settling = st.value->ending() || (st.value->running() && saysJobEnded(said));
        if (!settling) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
    std::string why;
    if (st.value && !st.value->running()) {
        for (auto& a : allocations_)
            if (a->id == jobId && !a->ended) markEnded(*a, *st.value);
        why = "slurm job " + jobId + " " + describeEnd(*st.value, settings_);
    } else if (!st.value && saysJobEnded(said)) {
        activity_->controller(st.error);
        why = "slurm job " + jobId + " ended under the worker (the controller did not say why: " + st.error + ")";
    }
    if (why.empty()) return; // the allocation is fine: the worker (the candidate) failed
    result.kind = JobOutcome::Lost;
    result.reason = why;
    activity_->lost("worker " + std::to_string(index) + ": " + why);
}

void SlurmLauncher::refresh() {
    for (auto& ap : allocations_) {
        Allocation& a = *ap;
        std::string id;
        {
            // A worker waiting for this allocation polls it already.
            std::unique_lock use(a.use, std::try_to_lock);
            if (!use.owns_lock() || a.ended || a.id.empty()) continue;
            id = a.id;
        }
        const SlurmAnswer<SlurmJobState> st = controller_.jobState(id);
        if (!st.value) {
            activity_->controller(st.error);
            continue;
        }
        activity_->controller("");
        std::unique_lock use(a.use, std::try_to_lock);
        if (!use.owns_lock() || a.id != id) continue;
        if (st.value->ending()) continue; // its final state comes at the next look
        if (!st.value->running() && !st.value->pending())
            markEnded(a, *st.value);
        else
            activity_->jobState(id, st.value->state, st.value->reason, st.value->node);
    }
}

void SlurmLauncher::releaseAll() {
    for (auto& ap : allocations_) {
        std::lock_guard use(ap->use); // called once no worker waits any more
        if (ap->ended || ap->id.empty()) continue;
        (void)controller_.cancel(ap->id);
        ap->ended = true;
        activity_->jobState(ap->id, "CANCELLED", "session ended", "");
    }
}

std::string SlurmLauncher::unavailable() const {
    std::lock_guard lock(stateMutex_);
    return unavailable_;
}

std::vector<std::string> SlurmLauncher::jobIds() const {
    std::lock_guard lock(stateMutex_);
    return ids_;
}

} // namespace augur::gpu
