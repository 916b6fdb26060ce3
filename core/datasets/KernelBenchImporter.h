#pragma once
#include "core/datasets/EvaluationDataset.h"

#include <string>

namespace augur {

/// Reads KernelBench-style records (Ouyang et al., 2025, "KernelBench: Can LLMs Write
/// Efficient GPU Kernels?"): a reference program, a generated candidate and its speedup
/// scores on one or more GPUs. Accepted fields (aliases in brackets):
///
/// - problem: "problem_id" and/or "name" ["problem"], optional "level" — the problem is
///   "L<level>/<name or id>@<gpu>", one per GPU, since speedups on different GPUs are
///   different targets;
/// - "ref_arch_src" ["reference_code"]: the reference program (string, required);
/// - "custom_kernel" ["kernel_code", "candidate_code"]: the candidate (string; null when
///   generation failed);
/// - scores, either "speedups": {"<gpu>": S | null | {"speedup": S | null, "correct":
///   bool, "compiled": bool}} or flat "gpu" ["hardware"] + "speedup" (+ "correct",
///   "compiled").
///
/// S = T_ref / T_candidate must be a positive finite number. null, "compiled": false or
/// "correct": false make a failed candidate (compile error / wrong result), as KernelBench
/// gives no speedup for an incorrect kernel.
class KernelBenchImporter {
public:
    /// Reads `path` (JSONL or a JSON array; gzip is inflated). Throws InputError naming the
    /// file and "line N.field" for a record without problem_id or name, without a
    /// reference, with a non-string candidate, without scores, or with a speedup that is
    /// not a positive finite number.
    static EvaluationDataset load(const std::string& path);

    /// Parses already read text; `path` names the file in messages.
    static EvaluationDataset parse(const std::string& text, const std::string& path);
};

} // namespace augur
