#pragma once
#include "core/surrogate/CandidateFeatureSource.h"

#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace augur {

/// Options of SourceFeatureSource.
struct SourceFeatureOptions {
    /// Put the problem's configuration in front (e.g. CUDA-L1's "baseline"): only when
    /// every problem evaluated together has the same parameter names.
    bool includeConfiguration = false;
    /// Add the reference program's columns ("ref_...") and candidate − reference
    /// ("diff_..."), so rows of different problems compare: S is relative to each
    /// problem's reference, and the reference says what task the kernel replaces.
    bool includeReference = true;
};

/// Feature rows from source text alone (SourceTextFeatures): for candidates NVRTC cannot
/// compile, such as the PyTorch programs with inline CUDA of CUDA-L1, KernelBench and GPU
/// Forecasters records. A candidate without source has no row. Rows are cached per
/// source text (the five CUDA-L1 variants of a task share one). Thread-safe.
class SourceFeatureSource : public CandidateFeatureSource {
public:
    explicit SourceFeatureSource(SourceFeatureOptions options = {});

    std::vector<std::string> featureNames(const Problem& problem) const override;
    /// std::nullopt for a candidate without source text.
    std::optional<std::vector<double>> features(const Problem& problem, const Candidate& candidate) override;

private:
    const std::vector<double>& textRow(const std::string& source);

    SourceFeatureOptions options_;
    std::mutex mutex_;
    std::unordered_map<std::string, std::vector<double>> rows_; ///< keyed by the text itself
};

} // namespace augur
