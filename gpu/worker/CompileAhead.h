#pragma once
#include "core/problem/MeasureJob.h"
#include "gpu/compile/Nvrtc.h"

#include <atomic>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

namespace augur::gpu {

/// Compiles the sources a worker will likely measure next while it measures the current
/// one (docs/measurement.md, "Overlap"): two background threads, each compile in a sealed
/// augur-compile process with a deadline and a memory cap (compileIsolated), so a hostile source
/// that hangs or crashes the compiler costs only its own measurement, never the one on the
/// GPU. Only successful compiles are handed back: anything else is compiled again, in the
/// measurement that owns it, so its verdict is that measurement's. Every compile of the
/// worker after its start goes through here (compile()), so NVRTC runs in no thread of
/// this process after its start.
class CompileAhead {
public:
    /// `arch`: the device's ("sm_90").
    CompileAhead(const Nvrtc& nvrtc, std::string arch);
    /// Stops the thread after the compile in progress (bounded by its deadline).
    ~CompileAhead();
    CompileAhead(const CompileAhead&) = delete;
    CompileAhead& operator=(const CompileAhead&) = delete;

    /// The module key of a plan: its source and defines (the harness's module cache uses it).
    static std::string keyOf(const ResolvedPlan& plan);
    /// Queues `plans` (only source, label and defines matter) behind those already queued;
    /// the queue keeps the newest few, so a stale hint never delays a fresh one.
    void request(const std::vector<ResolvedPlan>& plans);
    /// The compile of `key` when it was asked for: waits for it if it is queued or running.
    /// std::nullopt when it was never asked for or did not succeed.
    std::optional<CompileResult> take(const std::string& key);

    /// Compiles `plan` now, in a sealed child like the compiles ahead (the measurement's own
    /// compile when none was ready).
    CompileResult compile(const ResolvedPlan& plan) const;

    /// Compiles handed back by take(), and hinted ones that ran but never were (a hint
    /// dropped from the queue before it ran counts as neither).
    long long used() const { return used_; }
    long long wasted() const { return requested_ - used_; }

private:
    void loop();

    const Nvrtc& nvrtc_;
    std::string arch_;
    std::mutex mutex_;
    std::condition_variable changed_;
    std::deque<ResolvedPlan> queue_;
    std::set<std::string> running_; ///< keys of the compiles in progress
    std::map<std::string, CompileResult> done_; ///< the last few results
    std::deque<std::string> doneOrder_;
    bool stop_ = false;
    std::atomic<long long> used_{0}, requested_{0};
    std::vector<std::thread> threads_;
};

} // namespace augur::gpu
