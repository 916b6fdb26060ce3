#include "core/backend/ClusterActivity.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <set>

namespace augur {

namespace {
bool held(const std::string& state) { return state == "SUBMITTING" || state == "PENDING" || state == "RUNNING"; }
constexpr double kRecentSeconds = 300.0;
} // namespace

ClusterActivity::ClusterActivity(std::string scheduler, std::string settings)
    : scheduler_(std::move(scheduler)), settings_(std::move(settings)) {}

double ClusterActivity::now() const { return std::chrono::duration<double>(Clock::now() - begun_).count(); }

ClusterJob* ClusterActivity::find(const std::string& id) {
    for (auto& j : jobs_)
        if (j.id == id) return &j;
    return nullptr;
}

void ClusterActivity::event(const std::string& kind, const std::string& text) {
    std::lock_guard lock(mutex_);
    events_.push_back({++eventSeq_, now(), kind, text});
    while (events_.size() > kMaxEvents) events_.pop_front();
    bump();
}

void ClusterActivity::submitted(const std::string& id, int gpus) {
    {
        std::lock_guard lock(mutex_);
        ClusterJob j;
        j.id = id;
        j.state = "PENDING";
        j.gpus = gpus;
        j.submittedAt = now();
        jobs_.push_back(j);
        ++allocations_;
        bump();
    }
    event("submitted", "job " + id + " submitted");
}

void ClusterActivity::jobState(const std::string& id, const std::string& state, const std::string& reason,
                               const std::string& node) {
    std::string line, kind;
    {
        std::lock_guard lock(mutex_);
        ClusterJob* j = find(id);
        if (!j || j->endedAt >= 0.0) return;
        if (j->state == state && j->reason == reason && j->node == node) return;
        const std::string was = j->state;
        j->state = state;
        j->reason = reason;
        if (!node.empty()) j->node = node;
        if (state == "RUNNING" && j->startedAt < 0.0) {
            j->startedAt = now();
            queueSum_ += j->startedAt - j->submittedAt;
            ++queueCount_;
            kind = "running";
            line = "job " + id + " running on " + (node.empty() ? "?" : node) + " after " +
                std::to_string(std::lround(j->startedAt - j->submittedAt)) + " s";
        } else if (state == "PENDING" && (was != state || !reason.empty())) {
            kind = "pending";
            line = "job " + id + " pending" + (reason.empty() ? "" : " (" + reason + ")");
        }
        if (!held(state)) {
            j->endedAt = now();
            j->workers = 0;
            kind = "ended";
            line = "job " + id + " ended: " + state + (reason.empty() ? "" : " (" + reason + ")");
            // Keep the held jobs and the last kMaxEndedJobs ended ones.
            std::size_t ended = 0;
            for (const auto& x : jobs_) ended += x.endedAt >= 0.0 ? 1 : 0;
            while (ended > kMaxEndedJobs) {
                auto it =
                    std::find_if(jobs_.begin(), jobs_.end(), [](const ClusterJob& x) { return x.endedAt >= 0.0; });
                jobs_.erase(it);
                --ended;
            }
        }
        bump();
    }
    if (!line.empty()) event(kind, line);
}

void ClusterActivity::workersIn(const std::string& id, int workers) {
    std::lock_guard lock(mutex_);
    if (ClusterJob* j = find(id); j && j->workers != workers) {
        j->workers = std::max(0, workers);
        bump();
    }
}

void ClusterActivity::controller(const std::string& error) {
    std::string line;
    {
        std::lock_guard lock(mutex_);
        const bool up = error.empty();
        if (up == controllerUp_ && error == controllerError_) return;
        if (!up && controllerUp_) {
            controllerDownSince_ = now();
            line = "controller unreachable: " + error;
        } else if (up && !controllerUp_) {
            line = "controller back after " + std::to_string(std::lround(now() - controllerDownSince_)) + " s";
            controllerDownSince_ = -1.0;
        }
        controllerUp_ = up;
        controllerError_ = error;
        bump();
    }
    if (!line.empty()) event("controller", line);
}

void ClusterActivity::measured() {
    std::lock_guard lock(mutex_);
    const double t = now();
    if (firstMeasurement_ < 0.0) firstMeasurement_ = t;
    ++measurements_;
    recent_.push_back(t);
    while (!recent_.empty() && recent_.front() < t - kRecentSeconds) recent_.pop_front();
    bump();
}

void ClusterActivity::workerStarted(double startSeconds) {
    std::lock_guard lock(mutex_);
    startSum_ += startSeconds;
    ++startCount_;
    bump();
}

void ClusterActivity::lost(const std::string& text) {
    {
        std::lock_guard lock(mutex_);
        ++lost_;
        bump();
    }
    event("lost", text);
}

void ClusterActivity::setUnavailable(const std::string& why) {
    {
        std::lock_guard lock(mutex_);
        if (unavailable_ == why) return;
        unavailable_ = why;
        bump();
    }
    if (!why.empty()) event("refused", why);
}

ClusterActivitySnapshot ClusterActivity::snapshot() const {
    std::lock_guard lock(mutex_);
    ClusterActivitySnapshot s;
    s.now = now();
    s.version = version_;
    s.scheduler = scheduler_;
    s.settings = settings_;
    s.controllerUp = controllerUp_;
    s.controllerError = controllerError_;
    s.controllerDownSince = controllerDownSince_;
    std::set<std::string> nodes;
    for (const auto& j : jobs_)
        if (j.endedAt < 0.0) {
            s.jobs.push_back(j);
            if (j.state == "RUNNING") {
                ++s.running;
                s.gpusInUse += j.gpus;
                if (!j.node.empty()) nodes.insert(j.node);
            } else {
                ++s.pending;
            }
            s.workers += j.workers;
        }
    std::copy_if(jobs_.rbegin(), jobs_.rend(), std::back_inserter(s.jobs),
                 [](const ClusterJob& job) { return job.endedAt >= 0.0; });
    s.nodes.assign(nodes.begin(), nodes.end());
    s.measurements = measurements_;
    s.lost = lost_;
    s.allocations = allocations_;
    // The rate over the last 5 minutes, or over the time since the first measurement when
    // that is shorter, so the first minutes are not diluted.
    std::size_t recent = 0;
    for (double t : recent_) recent += t >= s.now - kRecentSeconds ? 1 : 0;
    if (firstMeasurement_ >= 0.0) {
        const double since = std::max(1.0, s.now - firstMeasurement_);
        s.perMinuteOverall = 60.0 * static_cast<double>(measurements_) / since;
        s.perMinuteRecent = 60.0 * static_cast<double>(recent) / std::min(since, kRecentSeconds);
    }
    if (queueCount_ > 0) s.meanQueueSeconds = queueSum_ / queueCount_;
    if (startCount_ > 0) s.meanStartSeconds = startSum_ / startCount_;
    s.unavailable = unavailable_;
    s.events.assign(events_.begin(), events_.end());
    return s;
}

nlohmann::json ClusterActivitySnapshot::toJson(std::size_t lastEvents) const {
    using nlohmann::json;
    json jobsJson = json::array();
    for (const auto& j : jobs) {
        json o{{"id", j.id}, {"state", j.state}, {"node", j.node}, {"gpus", j.gpus}, {"workers", j.workers}};
        if (!j.reason.empty()) o["reason"] = j.reason;
        if (j.startedAt >= 0.0) o["queue_s"] = j.startedAt - j.submittedAt;
        jobsJson.push_back(std::move(o));
    }
    json out{{"scheduler", scheduler},
             {"settings", settings},
             {"controller", controllerUp ? std::string("up") : "unreachable: " + controllerError},
             {"allocations_submitted", allocations},
             {"jobs", std::move(jobsJson)},
             {"pending", pending},
             {"running", running},
             {"nodes", nodes},
             {"gpus_in_use", gpusInUse},
             {"workers", workers},
             {"jobs_answered", measurements},
             {"lost_and_rerun", lost},
             {"per_minute_overall", perMinuteOverall},
             {"per_minute_last_5min", perMinuteRecent}};
    if (meanQueueSeconds >= 0.0) out["mean_queue_s"] = meanQueueSeconds;
    if (meanStartSeconds >= 0.0) out["mean_worker_start_s"] = meanStartSeconds;
    if (!unavailable.empty()) out["unavailable"] = unavailable;
    json ev = json::array();
    const std::size_t from = events.size() > lastEvents ? events.size() - lastEvents : 0;
    for (std::size_t k = from; k < events.size(); ++k)
        ev.push_back({{"t", events[k].t}, {"kind", events[k].kind}, {"text", events[k].text}});
    out["events"] = std::move(ev);
    return out;
}

} // namespace augur
