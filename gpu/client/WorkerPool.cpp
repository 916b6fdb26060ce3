#include "gpu/client/WorkerPool.h"

#include "gpu/protocol/WorkerOp.h"

#include <exception>
#include <stdexcept>
#include <thread>

namespace augur::gpu {

namespace {

using Clock = std::chrono::steady_clock;

// Decrements the count of calls in progress when a call leaves, however it leaves.
class CallGuard {
public:
    CallGuard(std::mutex& m, std::condition_variable& cv, int& count) : m_(m), cv_(cv), count_(count) {}
    ~CallGuard() {
        std::lock_guard lock(m_);
        --count_;
        cv_.notify_all(); // under the lock: the pool may be destroyed as soon as it is released
    }
    CallGuard(const CallGuard&) = delete;
    CallGuard& operator=(const CallGuard&) = delete;

private:
    std::mutex& m_;
    std::condition_variable& cv_;
    int& count_;
};

} // namespace

WorkerPool::WorkerPool(std::vector<WorkerSpec> workers, WorkerPoolOptions options) : options_(std::move(options)) {
    if (workers.empty()) throw std::invalid_argument("WorkerPool: no workers");
    if (options_.maxStartAttempts < 1) options_.maxStartAttempts = 1;
    int index = 0;
    for (auto& spec : workers) {
        auto slot = std::make_unique<Slot>();
        slot->spec = spec;
        slot->process =
            std::make_unique<WorkerProcess>(index, std::move(spec.executable), std::move(spec.args), options_.process);
        slot->stats.index = index;
        slots_.push_back(std::move(slot));
        ++index;
    }
}

WorkerPool::~WorkerPool() {
    {
        std::lock_guard lock(callsMutex_);
        closing_ = true;
    }
    ++cancelGeneration_;
    for (auto& slot : slots_) slot->process->interrupt();
    {
        std::unique_lock lock(callsMutex_);
        callsDone_.wait(lock, [this] { return activeCalls_ == 0; });
    }
    for (auto& slot : slots_) {
        std::lock_guard use(slot->use);
        slot->process->clearInterrupt(); // an idle worker may still exit gracefully
        stopSlot(*slot);
    }
}

void WorkerPool::stopSlot(Slot& slot) {
    WorkerProcess& p = *slot.process;
    const bool hadProcess = p.running() || p.spawnCount() > 0;
    p.stop();
    if (options_.launcher && hadProcess) options_.launcher->released(p.index(), p.hello());
}

std::vector<WorkerSpec> WorkerPool::perDevice(const std::string& executable, int devices,
                                              const std::vector<std::string>& extraArgs) {
    std::vector<WorkerSpec> specs;
    for (int k = 0; k < devices; ++k) {
        WorkerSpec spec{executable, extraArgs};
        spec.args.push_back("--device");
        spec.args.push_back(std::to_string(k));
        specs.push_back(std::move(spec));
    }
    return specs;
}

bool WorkerPool::stopRequested(std::uint64_t generation) const {
    return closing_.load() || cancelGeneration_.load() != generation;
}

void WorkerPool::event(const std::string& message) {
    if (options_.onEvent) options_.onEvent(message);
}

bool WorkerPool::ensureRunning(Slot& slot, std::uint64_t generation) {
    WorkerProcess& p = *slot.process;
    const std::string name = "worker " + std::to_string(p.index());
    const bool wasRunning = p.running();
    if (!p.poisoned() && p.probe()) return true;
    if (wasRunning && !p.poisoned()) {
        event(name + " lost while idle: " + p.lastError());
        if (options_.launcher) options_.launcher->released(p.index(), p.hello());
    }
    if (slot.givenUp.load()) return false;
    if (p.poisoned()) stopSlot(slot); // a poisoned process is still alive
    std::string refusal; // a reason that makes further attempts pointless
    for (int attempt = 1; attempt <= options_.maxStartAttempts; ++attempt) {
        if (stopRequested(generation)) return false;
        std::string prepareError;
        if (options_.launcher) {
            bool giveUp = false;
            prepareError = options_.launcher->prepare(
                p.index(), slot.spec, [this, generation] { return stopRequested(generation); }, giveUp);
            if (stopRequested(generation)) return false;
            if (!prepareError.empty() && giveUp) refusal = name + ": " + prepareError;
            if (prepareError.empty()) p.setCommand(slot.spec.executable, slot.spec.args);
        }
        bool ok = prepareError.empty() && p.start();
        std::string acceptError;
        if (ok && options_.launcher) {
            acceptError = options_.launcher->accept(p.index(), p.hello());
            if (!acceptError.empty()) {
                stopSlot(slot);
                ok = false;
                refusal = name + ": " + acceptError;
            }
        } else if (!ok && prepareError.empty() && options_.launcher) {
            options_.launcher->released(p.index(), p.hello()); // a step may be left without its hello
        }
        {
            std::lock_guard lock(statsMutex_);
            WorkerStats& s = slot.stats;
            if (ok) {
                if (slot.everStarted) ++s.restarts;
                s.pid = p.pid();
                s.running = true;
                s.hello = p.hello();
            } else {
                ++s.startFailures;
                s.pid = 0;
                s.running = false;
                s.hello = p.hello(); // a refusing hello says why; null otherwise
            }
        }
        if (ok) {
            if (slot.everStarted) event(name + " restarted (pid " + std::to_string(p.pid()) + ")");
            slot.everStarted = true;
            return true;
        }
        if (stopRequested(generation)) return false; // a cancelled start says nothing about the worker
        if (!refusal.empty() || p.refused()) break; // it said it cannot serve: another try would say the same
        event(name + " failed to start (attempt " + std::to_string(attempt) + "/" +
              std::to_string(options_.maxStartAttempts) +
              "): " + (prepareError.empty() ? p.lastError() : prepareError));
    }
    std::string reason = !refusal.empty() ? refusal
        : p.refused()                     ? p.lastError()
                      : name + " could not be started after " + std::to_string(options_.maxStartAttempts) +
            " attempts: " + p.lastError();
    {
        std::lock_guard lock(statsMutex_);
        slot.stats.givenUp = true;
        slot.stats.unavailableReason = reason;
    }
    slot.givenUp = true;
    event(name + " given up: " + reason);
    return false;
}

void WorkerPool::record(Slot& slot, const JobResult& r) {
    std::lock_guard lock(statsMutex_);
    WorkerStats& s = slot.stats;
    ++s.jobs;
    s.busy += r.elapsed;
    switch (r.kind) {
    case JobOutcome::Reply:
        ++s.replies;
        if (r.reply.contains("error")) ++s.errorReplies;
        if (r.fatal) ++s.fatals;
        break;
    case JobOutcome::Timeout: ++s.timeouts; break;
    case JobOutcome::Crash: ++s.crashes; break;
    case JobOutcome::ProtocolError: ++s.protocolErrors; break;
    case JobOutcome::Cancelled: ++s.cancelled; break;
    case JobOutcome::Lost: ++s.lost; break;
    case JobOutcome::Unavailable:
    case JobOutcome::BadRequest: break;
    }
    s.running = !slot.process->needsRestart();
    s.pid = slot.process->pid();
}

void WorkerPool::workLoop(Slot& slot, const std::vector<nlohmann::json>& requests, std::chrono::milliseconds deadline,
                          std::atomic<std::size_t>& next, std::vector<JobResult>& results, std::vector<char>& done,
                          std::uint64_t generation) {
    WorkerProcess& p = *slot.process;
    for (;;) {
        std::lock_guard use(slot.use);
        // Clear a stale interrupt before looking at the stop flag: an interrupt sent after
        // this point is either seen by the check below or consumed by the job.
        p.clearInterrupt();
        if (stopRequested(generation) || next.load() >= requests.size()) return;
        if (!ensureRunning(slot, generation)) return;
        const std::size_t i = next.fetch_add(1);
        if (i >= requests.size()) return;
        // In a batch, the jobs this worker will likely take next are `workers` and twice that
        // further on: their candidates are compiled while this one is measured (unless the
        // caller hinted its own).
        JobResult r;
        nlohmann::json prefetch = nlohmann::json::array();
        if (requests[i].value("op", "") == workerOpName(WorkerOp::Measure) && !requests[i].contains("prefetch"))
            for (std::size_t ahead = i + slots_.size(); ahead < requests.size() && ahead <= i + 2 * slots_.size();
                 ahead += slots_.size())
                if (requests[ahead].contains("job") && requests[ahead]["job"].contains("candidate")) {
                    const nlohmann::json& next = requests[ahead]["job"]["candidate"];
                    prefetch.push_back({{"label", next.value("label", "")},
                                        {"source", next.value("source", "")},
                                        {"defines", next.value("defines", nlohmann::json::array())}});
                }
        if (!prefetch.empty()) {
            nlohmann::json request = requests[i];
            request["prefetch"] = std::move(prefetch);
            r = p.run(request, deadline);
        } else {
            r = p.run(requests[i], deadline);
        }
        r.hello = p.hello();
        const bool noReply =
            r.kind == JobOutcome::Timeout || r.kind == JobOutcome::Crash || r.kind == JobOutcome::ProtocolError;
        if (options_.launcher && noReply) options_.launcher->review(p.index(), p.hello(), r);
        if (options_.launcher && (noReply || r.kind == JobOutcome::Cancelled))
            options_.launcher->released(p.index(), p.hello()); // the local end is dead; the remote one may not be
        record(slot, r);
        if (r.fatal) {
            // Release the poisoned context now; a fresh process comes with the next job.
            stopSlot(slot);
            {
                std::lock_guard lock(statsMutex_);
                slot.stats.pid = 0;
            }
            event("worker " + std::to_string(p.index()) + " stopped after a fatal error: " + r.reason);
        } else if (noReply && r.kind != JobOutcome::Lost) { // a launcher reports what it lost itself
            event("worker " + std::to_string(p.index()) + " lost (" + toString(r.kind) + "): " + r.reason);
        }
        results[i] = std::move(r);
        done[i] = 1;
    }
}

std::vector<JobResult> WorkerPool::runAll(const std::vector<nlohmann::json>& requests,
                                          std::chrono::milliseconds deadlinePerJob) {
    std::vector<JobResult> results(requests.size());
    {
        std::lock_guard lock(callsMutex_);
        if (closing_) {
            for (auto& r : results) {
                r.kind = JobOutcome::Cancelled;
                r.reason = "the worker pool is shutting down";
            }
            return results;
        }
        ++activeCalls_;
    }
    CallGuard guard(callsMutex_, callsDone_, activeCalls_);
    const std::uint64_t generation = cancelGeneration_.load();

    // Malformed requests never reach a worker.
    std::vector<char> done(requests.size(), 0);
    for (std::size_t i = 0; i < requests.size(); ++i) {
        const auto& q = requests[i];
        if (!q.is_object() || !q.contains("op") || !q["op"].is_string()) {
            results[i].kind = JobOutcome::BadRequest;
            results[i].reason = "request has no string \"op\": " +
                excerpt(q.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
            done[i] = 1;
        }
    }
    std::vector<nlohmann::json> valid;
    std::vector<std::size_t> where;
    for (std::size_t i = 0; i < requests.size(); ++i)
        if (!done[i]) {
            valid.push_back(requests[i]);
            where.push_back(i);
        }

    std::vector<JobResult> got(valid.size());
    std::vector<char> gotDone(valid.size(), 0);
    std::atomic<std::size_t> next{0};
    std::exception_ptr error;
    std::mutex errorMutex;
    if (!valid.empty()) {
        std::vector<std::jthread> threads;
        threads.reserve(slots_.size());
        for (auto& slot : slots_) {
            Slot* s = slot.get();
            threads.emplace_back([&, s] {
                try {
                    workLoop(*s, valid, deadlinePerJob, next, got, gotDone, generation);
                } catch (...) {
                    std::lock_guard lock(errorMutex);
                    if (!error) error = std::current_exception();
                }
            });
        }
    } // jthreads join here
    if (error) std::rethrow_exception(error);

    const bool stopped = stopRequested(generation);
    const std::string noWorker = stopped ? std::string() : unavailableSummary();
    for (std::size_t k = 0; k < valid.size(); ++k) {
        JobResult& r = results[where[k]];
        if (gotDone[k]) {
            r = std::move(got[k]);
            continue;
        }
        if (stopped) {
            r.kind = JobOutcome::Cancelled;
            r.reason = "cancelled before it started";
        } else {
            r.kind = JobOutcome::Unavailable;
            r.reason = "no worker is left to run it: " + noWorker;
        }
    }
    return results;
}

JobResult WorkerPool::run(const nlohmann::json& request, std::chrono::milliseconds deadline) {
    return runAll({request}, deadline).front();
}

void WorkerPool::cancel(bool interruptRunning) {
    ++cancelGeneration_;
    if (interruptRunning)
        for (auto& slot : slots_) slot->process->interrupt();
}

int WorkerPool::start() {
    {
        std::lock_guard lock(callsMutex_);
        if (closing_) return 0;
        ++activeCalls_;
    }
    CallGuard guard(callsMutex_, callsDone_, activeCalls_);
    const std::uint64_t generation = cancelGeneration_.load();
    {
        std::vector<std::jthread> threads;
        for (auto& slot : slots_) {
            Slot* s = slot.get();
            threads.emplace_back([this, s, generation] {
                std::lock_guard use(s->use);
                if (stopRequested(generation)) return;
                s->process->clearInterrupt();
                if (s->givenUp.exchange(false)) {
                    std::lock_guard lock(statsMutex_);
                    s->stats.givenUp = false;
                    s->stats.unavailableReason.clear();
                }
                ensureRunning(*s, generation);
            });
        }
    }
    std::lock_guard lock(statsMutex_);
    int running = 0;
    for (auto& slot : slots_) running += slot->stats.running ? 1 : 0;
    return running;
}

void WorkerPool::stopAll() {
    for (auto& slot : slots_) {
        std::lock_guard use(slot->use);
        slot->process->clearInterrupt();
        if (!slot->process->running()) continue;
        stopSlot(*slot);
        std::lock_guard lock(statsMutex_);
        slot->stats.running = false;
        slot->stats.pid = 0;
    }
}

int WorkerPool::available() const {
    int n = 0;
    for (auto& slot : slots_) n += slot->givenUp.load() ? 0 : 1;
    return n;
}

std::string WorkerPool::unavailableSummary() const {
    std::lock_guard lock(statsMutex_);
    std::string text;
    for (auto& slot : slots_) {
        const WorkerStats& s = slot->stats;
        if (!text.empty()) text += "; ";
        text += s.givenUp ? s.unavailableReason : "worker " + std::to_string(s.index) + " stopped";
    }
    return text;
}

PoolStats WorkerPool::stats() const {
    PoolStats p;
    std::lock_guard lock(statsMutex_);
    for (auto& slot : slots_) {
        const WorkerStats& s = slot->stats;
        p.workers.push_back(s);
        p.jobs += s.jobs;
        p.replies += s.replies;
        p.timeouts += s.timeouts;
        p.crashes += s.crashes;
        p.protocolErrors += s.protocolErrors;
        p.fatals += s.fatals;
        p.restarts += s.restarts;
        p.startFailures += s.startFailures;
        p.lost += s.lost;
        p.available += s.givenUp ? 0 : 1;
    }
    return p;
}

} // namespace augur::gpu
