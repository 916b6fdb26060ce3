#pragma once
#include "core/surrogate/CandidateFeatureSource.h"
#include "core/kernel/KernelCompiler.h"

#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace augur {

/// Options of CompileFeatureSource.
struct CompileFeatureOptions {
    /// Architecture to compile for and to take occupancy limits from ("sm_90"). Empty: the
    /// one the problem's hardware name suggests (DeviceLimits::forDeviceName), else sm_90.
    std::string arch;
    /// Put the tunable configuration in front of the compile-time columns (one problem).
    bool includeConfiguration = false;
    /// Add the reference plan's columns ("ref_...") and candidate − reference ("diff_..."),
    /// so that rows of different problems are comparable (by-problem cross-validation):
    /// S is relative to each problem's reference.
    bool includeReference = false;
};

/// Compile-time features of candidates (LaunchPlanFeatures): the candidate's launch plan
/// is resolved against its problem (resolveMeasureJob: a configuration of the tunable
/// template or a free-form source + launch list), compiled for the chosen architecture
/// with the KernelCompiler (NVRTC in the applications), and described by its geometry,
/// ptxas resources, theoretical occupancy and PTX instruction classes.
///
/// Without a compiler (nullptr) the ptxas resources come from the candidate's
/// measurement report (Measurement::details "candidate_compile"/"reference_compile",
/// written by Augur's cuda backend) and the PTX columns are NaN.
///
/// Rows are cached per (problem name, candidate id), modules per (source, arch,
/// defines), so the reference compiles once per problem. features() is thread-safe;
/// prefetch() uses it from several threads.
class CompileFeatureSource : public CandidateFeatureSource {
public:
    explicit CompileFeatureSource(std::shared_ptr<KernelCompiler> compiler, CompileFeatureOptions options = {});

    std::vector<std::string> featureNames(const Problem& problem) const override;
    /// std::nullopt when the plan cannot be resolved (no source or configuration, an
    /// expression that does not evaluate) or the candidate or its reference does not compile.
    std::optional<std::vector<double>> features(const Problem& problem, const Candidate& candidate) override;

    /// Computes the rows of `items` with `threads` threads (compilation dominates: about
    /// 0.1 s per candidate with NVRTC), so later features() calls hit the cache.
    void prefetch(const std::vector<std::pair<const Problem*, const Candidate*>>& items, int threads);

    /// Counters since construction.
    struct Stats {
        int rows = 0; ///< rows computed
        int unavailable = 0; ///< candidates without a row
        int compiled = 0; ///< modules compiled (cache misses)
        int compileFailures = 0; ///< modules that did not compile
        int fromReports = 0; ///< rows whose resources came from the measurement report
        double compileMs = 0.0; ///< compile time summed over modules
        std::string lastError; ///< why the last unavailable row had none
    };
    Stats stats() const;

    /// The architecture used for `problem` (see CompileFeatureOptions::arch).
    std::string archFor(const Problem& problem) const;

private:
    std::shared_ptr<const CompiledModule> module(const std::string& source, const std::string& arch,
                                                 const std::vector<std::string>& defines);
    std::optional<std::vector<double>> compute(const Problem& problem, const Candidate& candidate);

    std::shared_ptr<KernelCompiler> compiler_;
    CompileFeatureOptions options_;
    mutable std::mutex mutex_;
    std::unordered_map<std::string, std::shared_ptr<const CompiledModule>> modules_;
    std::unordered_map<std::string, std::optional<std::vector<double>>> rows_;
    Stats stats_;
};

} // namespace augur
