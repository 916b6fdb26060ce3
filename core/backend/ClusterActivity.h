#pragma once
// What a backend on machines a scheduler lends it (the slurm backend, through ClusterView)
// is doing, for the engineer: its scheduler jobs and their states, the nodes and GPUs in
// use, the measurement rate, and the faults it met.
#include <chrono>
#include <cstdint>
#include <deque>
#include <mutex>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace augur {

/// One scheduler job held by the backend (an allocation its workers run in).
struct ClusterJob {
    std::string id; ///< the scheduler's job id ("4711")
    /// The scheduler's state: "PENDING", "RUNNING", or how it ended ("PREEMPTED",
    /// "TIMEOUT", "NODE_FAIL", "CANCELLED", ...); "SUBMITTING" before it has an id.
    std::string state;
    std::string reason; ///< why it pends or ended ("Resources", "Priority", ...); "" if none
    std::string node; ///< node it runs on; "" while pending
    int gpus = 0; ///< GPUs requested
    int workers = 0; ///< workers of this job with a process up now
    double submittedAt = 0.0; ///< seconds since the activity began
    double startedAt = -1.0; ///< when it was seen running; -1 until then
    double endedAt = -1.0; ///< when it was seen ended; -1 while held
};

/// One fault or change worth telling the engineer about.
struct ClusterEvent {
    std::uint64_t seq = 0; ///< 1, 2, ... in the order they happened
    double t = 0.0; ///< seconds since the activity began
    std::string kind; ///< "submitted", "running", "pending", "lost", "ended", "controller", "refused", "requeued"
    std::string text; ///< one line
};

/// The activity at one moment (ClusterActivity::snapshot).
struct ClusterActivitySnapshot {
    std::uint64_t version = 0; ///< changes whenever anything below changes
    std::string scheduler; ///< "slurm"
    std::string settings; ///< one line: partition, account, GPUs per job, time limit
    bool controllerUp = true; ///< the last query reached the controller
    std::string controllerError; ///< why it did not ("" while up)
    double controllerDownSince = -1.0; ///< seconds since the activity began; -1 while up
    std::vector<ClusterJob> jobs; ///< held jobs first, then the most recent ended ones
    int pending = 0, running = 0; ///< held jobs by state
    std::vector<std::string> nodes; ///< nodes of running jobs, sorted, unique
    int gpusInUse = 0; ///< GPUs of running jobs
    int workers = 0; ///< worker processes up
    std::int64_t measurements = 0; ///< jobs answered by a worker (measurements and confirmations)
    std::int64_t lost = 0; ///< jobs lost with their machine (run again elsewhere)
    std::int64_t allocations = 0; ///< scheduler jobs submitted
    double perMinuteRecent = 0.0; ///< measurements per minute over the last 5 minutes
    double perMinuteOverall = 0.0; ///< since the first measurement
    double meanQueueSeconds = -1.0; ///< submission to running, mean over started jobs; -1 if none
    double meanStartSeconds = -1.0; ///< worker start (step launch to hello), mean; -1 if none
    std::string unavailable; ///< why nothing can be measured now ("" while it can)
    std::vector<ClusterEvent> events; ///< most recent last (at most kMaxEvents)
    double now = 0.0; ///< seconds since the activity began, when the snapshot was taken

    /// The summary's "cluster" object: scheduler, settings, job ids with their last state
    /// and node, counts, rates and the last `events` events.
    nlohmann::json toJson(std::size_t events = 20) const;
};

/// Thread-safe record of a cluster backend's activity: the backend writes, views read
/// snapshots (the GUI's cluster dock 4x/s, augur-cli's progress lines and summary).
class ClusterActivity {
public:
    static constexpr std::size_t kMaxEvents = 500;
    static constexpr std::size_t kMaxEndedJobs = 50;

    ClusterActivity(std::string scheduler, std::string settings);

    /// A job was submitted (its id known) with `gpus` GPUs.
    void submitted(const std::string& id, int gpus);
    /// The scheduler reports `state` (and `reason`, `node`) for job `id`. A job that leaves
    /// PENDING/RUNNING for any other state is ended; an unknown id is ignored.
    void jobState(const std::string& id, const std::string& state, const std::string& reason, const std::string& node);
    /// The number of worker processes up in job `id`.
    void workersIn(const std::string& id, int workers);
    /// The controller answered (`error` empty) or did not (`error`: why).
    void controller(const std::string& error);
    /// A worker answered a job (a measurement); `startSeconds` > 0 records a worker start.
    void measured();
    void workerStarted(double startSeconds);
    /// A job was lost with its machine (`text`: why) and will be run again.
    void lost(const std::string& text);
    /// Why nothing can be measured now; "" when measuring is possible again.
    void setUnavailable(const std::string& why);
    /// Adds an event line.
    void event(const std::string& kind, const std::string& text);

    ClusterActivitySnapshot snapshot() const;
    /// Seconds since the activity began.
    double now() const;

private:
    void bump() { ++version_; }
    ClusterJob* find(const std::string& id);

    using Clock = std::chrono::steady_clock;
    const Clock::time_point begun_ = Clock::now();
    mutable std::mutex mutex_;
    std::uint64_t version_ = 1;
    std::string scheduler_, settings_;
    std::vector<ClusterJob> jobs_; ///< held jobs and the last kMaxEndedJobs ended ones
    std::deque<ClusterEvent> events_;
    std::uint64_t eventSeq_ = 0;
    std::deque<double> recent_; ///< times of measurements in the last 5 minutes
    double firstMeasurement_ = -1.0;
    std::int64_t measurements_ = 0, lost_ = 0, allocations_ = 0;
    double queueSum_ = 0.0, startSum_ = 0.0;
    int queueCount_ = 0, startCount_ = 0;
    bool controllerUp_ = true;
    std::string controllerError_;
    double controllerDownSince_ = -1.0;
    std::string unavailable_;
};

} // namespace augur
