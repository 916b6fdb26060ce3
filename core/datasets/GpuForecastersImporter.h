#pragma once
#include "core/datasets/EvaluationDataset.h"

#include <string>

namespace augur {

/// Reads records shaped like the GPU Forecasters evaluation set (Khan et al., 2026;
/// Hugging Face "codezakh/gpu-forecasters-eval-set"): one comparison per record with
/// "anchor_code" (the reference), "candidate_code", "hardware", "aggregated_speedup"
/// (S = T_anchor / T_candidate) and "true_bin"; optional "pack", "comparison_id",
/// "source_id", "source_search", "internal_experiment".
///
/// A problem is one (pack, anchor) pair, named "PACK/ANCHOR" where ANCHOR is the first
/// part of comparison_id ("cross_entropy/5d5b2d0c7ef1__32df..." gives "5d5b2d0c7ef1") or,
/// without one, a 12-digit hash of the anchor code; its reference source is the anchor
/// code, so every S of a problem is against the same kernel. "true_bin" is checked to be
/// an integer in 1..8 and kept as the label's suffix; Augur scores the gf-v2 bin of
/// aggregated_speedup (the paper's bin edges may differ).
class GpuForecastersImporter {
public:
    /// Reads `path` (JSONL or a JSON array; gzip is inflated). Throws InputError naming the
    /// file and "line N.field" for a missing or non-string anchor_code, candidate_code or
    /// hardware, an aggregated_speedup that is not a positive finite number, or a
    /// true_bin that is not an integer in 1..8.
    static EvaluationDataset load(const std::string& path);

    /// Parses already read text; `path` names the file in messages.
    static EvaluationDataset parse(const std::string& text, const std::string& path);
};

} // namespace augur
