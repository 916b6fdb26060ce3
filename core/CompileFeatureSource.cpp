#include "core/CompileFeatureSource.h"

#include "core/DeviceLimits.h"
#include "core/LaunchPlanFeatures.h"
#include "core/MeasureJob.h"
#include "core/PtxFeatures.h"

#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <thread>

#include <nlohmann/json.hpp>

namespace augur {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The ptxas report that Augur's cuda backend stores in a measurement's details
/// ("candidate_compile" or "reference_compile" → "resources" → kernel → numbers).
std::optional<std::map<std::string, KernelResourceUse>> reportedResources(const Candidate& c, const char* which) {
    if (!c.measurement || c.measurement->details.empty()) return std::nullopt;
    const auto d = nlohmann::json::parse(c.measurement->details, nullptr, false);
    if (!d.is_object() || !d.contains(which) || !d[which].is_object() || !d[which].contains("resources")) return std::nullopt;
    const auto& res = d[which]["resources"];
    if (!res.is_object() || res.empty()) return std::nullopt;
    std::map<std::string, KernelResourceUse> out;
    for (auto it = res.begin(); it != res.end(); ++it) {
        if (!it->is_object()) return std::nullopt;
        KernelResourceUse k;
        k.registers = it->value("registers", 0);
        k.sharedBytes = it->value("shared_bytes", 0LL);
        k.stackBytes = it->value("stack_bytes", 0LL);
        k.spillStoreBytes = it->value("spill_store_bytes", 0LL);
        k.spillLoadBytes = it->value("spill_load_bytes", 0LL);
        out[it.key()] = k;
    }
    return out;
}

std::string cacheKey(const std::string& source, const std::string& arch, const std::vector<std::string>& defines) {
    std::string key = arch;
    for (const auto& d : defines) key += '\x1f' + d;
    return key + '\x1e' + source;
}

} // namespace

CompileFeatureSource::CompileFeatureSource(std::shared_ptr<KernelCompiler> compiler, CompileFeatureOptions options)
    : compiler_(std::move(compiler)), options_(std::move(options)) {}

std::string CompileFeatureSource::archFor(const Problem& problem) const {
    if (!options_.arch.empty()) return options_.arch;
    if (const DeviceLimits* d = DeviceLimits::forDeviceName(problem.hardware)) return d->arch;
    return "sm_90";
}

std::vector<std::string> CompileFeatureSource::featureNames(const Problem& problem) const {
    std::vector<std::string> n;
    if (options_.includeConfiguration)
        for (const auto& p : problem.space.parameters()) n.push_back(p.name);
    for (const auto& f : LaunchPlanFeatures::names()) n.push_back(f);
    if (options_.includeReference) {
        for (const auto& f : LaunchPlanFeatures::names()) n.push_back("ref_" + f);
        for (const auto& f : LaunchPlanFeatures::names()) n.push_back("diff_" + f);
    }
    return n;
}

CompileFeatureSource::Stats CompileFeatureSource::stats() const {
    std::lock_guard<std::mutex> lock(mutex_);
    return stats_;
}

std::shared_ptr<const CompiledModule> CompileFeatureSource::module(const std::string& source, const std::string& arch,
                                                                   const std::vector<std::string>& defines) {
    const std::string key = cacheKey(source, arch, defines);
    {
        std::lock_guard<std::mutex> lock(mutex_);
        if (auto it = modules_.find(key); it != modules_.end()) return it->second;
    }
    // Compile outside the lock: two threads may compile the same module once each, which
    // costs time but not correctness.
    auto compiled = std::make_shared<CompiledModule>(compiler_->compile(source, arch, defines));
    std::lock_guard<std::mutex> lock(mutex_);
    ++stats_.compiled;
    stats_.compileMs += compiled->compileMs;
    if (!compiled->ok) ++stats_.compileFailures;
    return modules_.emplace(key, std::move(compiled)).first->second;
}

std::optional<std::vector<double>> CompileFeatureSource::compute(const Problem& problem, const Candidate& candidate) {
    MeasureJob job;
    try {
        job = resolveMeasureJob(problem, candidate, MeasureSettings{});
    } catch (const std::exception& e) {
        std::lock_guard<std::mutex> lock(mutex_);
        stats_.lastError = e.what();
        return std::nullopt;
    }
    const std::string arch = archFor(problem);
    const DeviceLimits* device = DeviceLimits::forArch(arch);
    if (!device) device = DeviceLimits::forArch("sm_90");

    std::vector<double> cand, ref;
    if (compiler_) {
        auto describe = [&](const ResolvedPlan& plan, std::vector<double>& out) {
            const auto m = module(plan.source, arch, plan.defines);
            if (!m->ok) {
                std::lock_guard<std::mutex> lock(mutex_);
                stats_.lastError = plan.label + " does not compile for " + arch;
                return false;
            }
            const PtxFeatures ptx = PtxFeatures::parse(m->ptx);
            out = LaunchPlanFeatures::compute(plan, &m->kernels, &ptx, *device, job.bytes);
            return true;
        };
        if (!describe(job.candidate, cand)) return std::nullopt;
        if (options_.includeReference && !describe(job.reference, ref)) return std::nullopt;
    } else {
        const auto candRes = reportedResources(candidate, "candidate_compile");
        cand = LaunchPlanFeatures::compute(job.candidate, candRes ? &*candRes : nullptr, nullptr, *device, job.bytes);
        if (options_.includeReference) {
            const auto refRes = reportedResources(candidate, "reference_compile");
            ref = LaunchPlanFeatures::compute(job.reference, refRes ? &*refRes : nullptr, nullptr, *device, job.bytes);
        }
        std::lock_guard<std::mutex> lock(mutex_);
        if (candRes) ++stats_.fromReports;
    }

    std::vector<double> row;
    if (options_.includeConfiguration)
        for (std::size_t i = 0; i < problem.space.size(); ++i)
            row.push_back(candidate.configuration.size() == problem.space.size() ? candidate.configuration[i] : kNaN);
    row.insert(row.end(), cand.begin(), cand.end());
    if (options_.includeReference) {
        row.insert(row.end(), ref.begin(), ref.end());
        for (std::size_t i = 0; i < cand.size(); ++i) row.push_back(cand[i] - ref[i]); // NaN stays NaN
    }
    return row;
}

std::optional<std::vector<double>> CompileFeatureSource::features(const Problem& problem, const Candidate& candidate) {
    const std::string key = problem.name + '\x1f' + std::to_string(candidate.id);
    if (candidate.id != kNoCandidate) {
        std::lock_guard<std::mutex> lock(mutex_);
        if (auto it = rows_.find(key); it != rows_.end()) return it->second;
    }
    std::optional<std::vector<double>> row = compute(problem, candidate);
    std::lock_guard<std::mutex> lock(mutex_);
    ++(row ? stats_.rows : stats_.unavailable);
    if (candidate.id != kNoCandidate) rows_[key] = row;
    return row;
}

void CompileFeatureSource::prefetch(const std::vector<std::pair<const Problem*, const Candidate*>>& items, int threads) {
    std::atomic<std::size_t> next{0};
    auto work = [&] {
        for (std::size_t i = next++; i < items.size(); i = next++) features(*items[i].first, *items[i].second);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::max(1, threads); ++t) pool.emplace_back(work);
    work();
    for (auto& t : pool) t.join();
}

} // namespace augur
