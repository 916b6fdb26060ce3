#include "gpu/worker/CompileAhead.h"

#include "gpu/compile/IsolatedCompile.h"

#include <algorithm>
#include <functional>

namespace augur::gpu {

namespace {
constexpr std::size_t kQueued = 4; // hints beyond the next few are stale by the time they run
constexpr std::size_t kKept = 8;
constexpr int kThreads = 2; // a GEMM template takes up to 2 s to compile; two overlap a short measurement

CompileLimits limits() {
    // A compile is bounded like augur-cli's: 60 s, 4 GiB beyond the worker's own size.
    CompileLimits l;
    l.deadlineS = 60;
    return l;
}
} // namespace

CompileAhead::CompileAhead(const Nvrtc& nvrtc, std::string arch) : nvrtc_(nvrtc), arch_(std::move(arch)) {}

CompileAhead::~CompileAhead() {
    {
        std::lock_guard lock(mutex_);
        stop_ = true;
        queue_.clear();
    }
    changed_.notify_all();
    for (auto& t : threads_) t.join();
}

std::string CompileAhead::keyOf(const ResolvedPlan& plan) {
    std::string key = plan.source;
    for (const auto& d : plan.defines) key += "\n#define " + d;
    return std::to_string(std::hash<std::string>{}(key)) + ":" + std::to_string(key.size());
}

void CompileAhead::request(const std::vector<ResolvedPlan>& plans) {
    {
        std::lock_guard lock(mutex_);
        // Started at the first hint, so it runs inside the worker's file-system boundary
        // (entered after the harness was made; threads inherit it from then on).
        if (threads_.empty())
            for (int t = 0; t < kThreads; ++t) threads_.emplace_back([this] { loop(); });
        for (const ResolvedPlan& p : plans) {
            const std::string key = keyOf(p);
            if (running_.count(key) || done_.count(key) ||
                std::any_of(queue_.begin(), queue_.end(), [&](const ResolvedPlan& q) { return keyOf(q) == key; }))
                continue;
            queue_.push_back(p);
            ++requested_;
        }
        while (queue_.size() > kQueued) {
            queue_.pop_front();
            --requested_; // dropped before it ran: neither used nor wasted
        }
    }
    changed_.notify_all();
}

std::optional<CompileResult> CompileAhead::take(const std::string& key) {
    std::unique_lock lock(mutex_);
    auto queued = [&] {
        return running_.count(key) > 0 ||
            std::any_of(queue_.begin(), queue_.end(), [&](const ResolvedPlan& q) { return keyOf(q) == key; });
    };
    changed_.wait(lock, [&] { return !queued(); });
    auto it = done_.find(key);
    if (it == done_.end()) return std::nullopt;
    CompileResult r = std::move(it->second);
    done_.erase(it);
    doneOrder_.erase(std::find(doneOrder_.begin(), doneOrder_.end(), key));
    if (!r.ok) return std::nullopt;
    ++used_;
    return r;
}

CompileResult CompileAhead::compile(const ResolvedPlan& plan) const {
    return compileIsolated(nvrtc_, plan.source, plan.label + ".cu", arch_, plan.defines, limits());
}

void CompileAhead::loop() {
    for (;;) {
        ResolvedPlan plan;
        std::string key;
        {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return stop_ || !queue_.empty(); });
            if (stop_) return;
            plan = std::move(queue_.front());
            queue_.pop_front();
            key = keyOf(plan);
            running_.insert(key);
        }
        CompileResult r = compile(plan);
        {
            std::lock_guard lock(mutex_);
            done_[key] = std::move(r);
            doneOrder_.push_back(key);
            while (doneOrder_.size() > kKept) {
                done_.erase(doneOrder_.front());
                doneOrder_.pop_front();
            }
            running_.erase(key);
        }
        changed_.notify_all();
    }
}

} // namespace augur::gpu
