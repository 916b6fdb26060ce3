#include "core/surrogate/CompileFeatureSource.h"

#include "core/kernel/DeviceLimits.h"
#include "core/problem/LaunchPlanFeatures.h"
#include "core/problem/MeasureJob.h"
#include "core/kernel/PtxFeatures.h"

#include <atomic>
#include <cmath>
#include <exception>
#include <limits>
#include <thread>

namespace augur {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The ptxas report of one side that the cuda backend stored with a measurement.
std::optional<std::map<std::string, KernelResourceUse>> reportedResources(const Candidate& c, bool reference) {
    if (!c.measurement) return std::nullopt;
    const auto& compile = reference ? c.measurement->report->referenceCompile : c.measurement->report->candidateCompile;
    if (!compile || compile->resources.empty()) return std::nullopt;
    std::map<std::string, KernelResourceUse> out;
    for (const KernelResources& k : compile->resources) out[k.kernel] = k;
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
        const auto candRes = reportedResources(candidate, false);
        cand = LaunchPlanFeatures::compute(job.candidate, candRes ? &*candRes : nullptr, nullptr, *device, job.bytes);
        if (options_.includeReference) {
            const auto refRes = reportedResources(candidate, true);
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

void CompileFeatureSource::prefetch(const std::vector<std::pair<const Problem*, const Candidate*>>& items,
                                    int threads) {
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
