#pragma once
#include "core/datasets/EvaluationDataset.h"

#include <nlohmann/json_fwd.hpp>

#include <string>

namespace augur {

/// Reads CUDA-L1's published records as they are distributed (Li et al., 2025, "CUDA-L1:
/// Improving CUDA Optimization via Contrastive Reinforcement Learning", the per-GPU JSON
/// Lines files, e.g. `cuda-l1_3090.jsonl.gz`). A record is one KernelBench task:
///
/// - "level_id", "task_id": integers; the problem is "L<level>/<task>@<gpu>";
/// - "ref_code": the PyTorch reference (string, required), the problem's reference source;
/// - "custom_code": CUDA-L1's optimised program (string; null when it found none);
/// - "cuda_graph_code", "cudnn_code": the reference rewritten with CUDA graphs / cuDNN
///   (strings or null; kept as the baselines' sources are not candidates);
/// - "score_default", "score_torch_compile_default",
///   "score_torch_compile_reduce_overhead", "score_cuda_graph", "score_cudnn": the
///   speedup of custom_code over the reference run in that way (a number, a decimal
///   string such as "1.762", or null or absent when none was recorded).
///
/// Each score is one candidate of the task (its source custom_code), so a task has five
/// candidates, one per baseline. The baseline is the problem's one parameter, "baseline",
/// with values 0..4 in the order above (baselineName() spells them), so a surrogate can
/// tell the five apart. A null score is a failed candidate; a null custom_code makes every
/// variant a failed candidate ("no candidate code"); so does an absent or blank one.
///
/// The GPU is the record's "gpu" field when present and not empty, else the file name's suffix
/// (`cuda-l1_h20.jsonl.gz` → "h20"), else "unknown".
class CudaL1Importer {
public:
    /// Reads `path` (JSONL or a JSON array; gzip is inflated). Throws InputError naming the
    /// file and "line N.field" for a record without an integer level_id or task_id,
    /// without ref_code, with a non-string code field or with a score that is not a
    /// positive finite number (or such a string) or null.
    static EvaluationDataset load(const std::string& path);

    /// Parses already read text; `path` names the file in messages and gives the GPU.
    static EvaluationDataset parse(const std::string& text, const std::string& path);

    /// True when a record has CUDA-L1's fields (ref_code and a score_ field).
    static bool recognises(const nlohmann::json& record);

    /// The five baselines, in parameter order.
    static constexpr int kBaselines = 5;
    /// "default", "torch_compile_default", ... for baseline 0..4; "" otherwise.
    static const char* baselineName(int baseline);
};

} // namespace augur
