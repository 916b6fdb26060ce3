#pragma once
// Feature rows shared by every kernel of an LLM session: fixed kernels, templates and
// their configurations.
#include "core/surrogate/CandidateFeatureSource.h"

#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace augur {

/// Describes any kernel of a session whose LLM writes sources and templates (docs/llm.md,
/// "Templates"), so that the features surrogate learns across templates and a new
/// template starts from what earlier ones taught. Three groups, none needing a compiler or
/// a GPU (a pool of 512 configurations is described in milliseconds):
///
/// - the **source text** (SourceTextFeatures: loops, memory idioms, vector types, ...),
///   the same for every configuration of one template;
/// - the **launch geometry** of the resolved plan at its parameters (LaunchPlanFeatures'
///   geometry columns: threads per block, blocks, threads, bytes of the problem's work
///   per thread; the ptxas and PTX columns stay NaN, for training and forecast rows alike);
/// - the **parameters**: log2(1 + |value|) of each of the plan's "parameters" in one of 8
///   slots chosen by a hash of its name (templates name their block sizes and tile widths
///   alike more often than not), NaN in unused slots.
///
/// The reference is described the same way (its source and plan). A candidate whose plan
/// does not resolve has no row. Rows are cached by plan and source. Thread-safe.
class TemplateFeatureSource : public CandidateFeatureSource {
public:
    static constexpr std::size_t kParameterSlots = 8;

    std::vector<std::string> featureNames(const Problem& problem) const override;
    std::optional<std::vector<double>> features(const Problem& problem, const Candidate& candidate) override;

private:
    std::mutex mutex_;
    std::unordered_map<std::string, std::vector<double>> textRows_; ///< by source text
    std::unordered_map<std::string, std::optional<std::vector<double>>> rows_; ///< by plan + source hash
};

} // namespace augur
