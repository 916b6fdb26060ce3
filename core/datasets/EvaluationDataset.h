#pragma once
// Measured candidates to evaluate surrogates on, whatever file they came from: Kernel
// Tuner T4 files and Augur's own datasets (TuningDatasetImporter), Augur's JSONL export
// (AugurExportImporter), GPU Forecasters evaluation records (GpuForecastersImporter),
// CUDA-L1's published records (CudaL1Importer) and KernelBench-style records
// (KernelBenchImporter). docs/evaluation.md describes each.
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <string>
#include <vector>

namespace augur {

/// One problem's measured candidates. Every candidate has a measurement (successful, with
/// its raw speedup S = T_ref / T_cand against this problem's reference, or a failure).
struct EvaluationProblem {
    Problem problem; ///< name is the group of by-problem cross-validation
    std::vector<Candidate> candidates; ///< ids unique within the whole dataset
    std::vector<std::string> labels; ///< per candidate: configuration key, record id, ...
};

/// Measured candidates of one or more problems.
struct EvaluationDataset {
    std::string origin; ///< file(s) it was read from
    std::string
        format; ///< "t4", "kernel-tuner-cache", "augur-dataset", "augur-export", "gpu-forecasters", "cuda-l1", "kernelbench"
    std::vector<EvaluationProblem> problems;

    /// Candidates over all problems.
    std::size_t candidateCount() const;
    /// Successful measurements over all problems.
    std::size_t successCount() const;

    /// Appends the problems of `more` (renumbering its candidate ids after ours, so ids
    /// stay unique), joining origins and formats with ", ". A problem whose name is
    /// already present gets "#2", "#3", ... appended.
    void append(EvaluationDataset more);

    /// Builds a one-problem dataset from a session's candidates: those measured (the
    /// reference root, origin Reference, is left out), with their recorded forecasts.
    static EvaluationDataset fromSession(const Problem& problem, const std::vector<Candidate>& candidates);
};

/// Reads an evaluation dataset, recognising the format from the content: a JSON document
/// with "results" is T4 (Augur's own when it has an "augur" section), one with "cache"
/// and "tune_params_keys" a Kernel Tuner cache file; otherwise JSON
/// records (one per line, or a JSON array) are told apart by their fields: "anchor_code"
/// (GPU Forecasters), "ref_code" with a "score_" field (CUDA-L1),
/// "ref_arch_src"/"reference_code" with "speedups" or "speedup"
/// (KernelBench), "bin_scheme" with "measurement" (Augur export). gzip is inflated.
/// Throws InputError naming the file and the field for a malformed file or record.
EvaluationDataset loadEvaluationDataset(const std::string& path);

} // namespace augur
