#pragma once
// Measured candidates written for a reinforcement-learning trainer of kernel generators
// and forecasters: one JSON object per line, readable without Augur (docs/rl-export.md
// gives the schema; tools/read_rl_export.py is a reader).
#include "core/datasets/EvaluationDataset.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace augur {

/// Options of RlExport::write.
struct RlExportOptions {
    /// A contrastive pair needs the faster program at least this much faster (ratio of S),
    /// and, where both have confidence intervals, intervals that do not overlap.
    double pairMinRatio = 1.1;
    int pairsPerCandidate = 4; ///< slower partners of one faster candidate, at most
    int pairsPerProblem = 64; ///< pairs of one problem, at most (bounded output)
};

/// Writes an EvaluationDataset (a session's, or any imported dataset) in the "augur-rl/1"
/// JSON Lines schema, in this order: a header; then per problem, a problem record (the
/// prompt context: reference source, description, hardware, parameters), its candidates
/// (source or configuration, the correctness gate, S with its interval, its bin, rewards)
/// and its contrastive pairs.
///
/// Rewards (docs/rl-export.md):
/// - generation, with the correctness gate (KernelBench, Ouyang et al., 2025; CUDA-L1,
///   Li et al., 2025: speedup rewards only for correct kernels): r = clamp(log2 S, −1, 3)
///   for a correct kernel, −1 for one that failed to compile, run or match the reference,
///   so failing never pays better than a correct kernel; log2 S is the reward of Augur's
///   PUCT (docs/design.md);
/// - forecast, where the candidate carries one: −Brier and −CRPS of its bin distribution
///   against the measured bin (GPU Forecasters, 2026: proper scores, so the expected reward
///   is highest for the true distribution).
///
/// A contrastive pair (CUDA-L1's contrastive prompts: a faster and a slower variant of the
/// same task with their speedups) joins two different programs of one problem (different
/// source text, or different configurations of one template), both correct, the faster
/// one ≥ pairMinRatio × faster (at most pairsPerProblem); and a program against the
/// reference program ("reference" in place of an id; S = 1 by definition) when its first
/// correct candidate's S is ≥ pairMinRatio or ≤ 1 / pairMinRatio (at most pairsPerProblem
/// more). Returns the number of records written per kind.
class RlExport {
public:
    struct Counts {
        int problems = 0, candidates = 0, pairs = 0;
    };
    static Counts write(const EvaluationDataset& dataset, std::ostream& out, const RlExportOptions& options = {});

    /// The generation reward of a candidate's measurement (see above); −1 without one.
    static double generationReward(const Candidate& candidate);
};

} // namespace augur
