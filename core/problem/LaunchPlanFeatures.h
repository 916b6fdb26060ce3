#pragma once
// The compile-time feature vector of one launch plan: launch geometry, ptxas resources,
// theoretical occupancy and PTX instruction classes, aggregated over the plan's launches.
#include "core/kernel/DeviceLimits.h"
#include "core/kernel/KernelCompiler.h"
#include "core/problem/MeasureJob.h"
#include "core/kernel/PtxFeatures.h"

#include <map>
#include <string>
#include <vector>

namespace augur {

/// Builds the feature vector of a resolved launch plan (core/problem/MeasureJob.h).
///
/// Columns (names()), NaN where the input they need is missing:
/// - geometry: launches; threads_per_block (largest block); log2_blocks and log2_threads
///   (summed over launches); log2_bytes_per_thread (the problem's DRAM bytes per run over
///   all threads: work per thread);
/// - ptxas (per launched kernel, `resources`): registers (max), spill_bytes (stores +
///   loads, summed), stack_bytes (max), shared_bytes (static + dynamic per block, max);
/// - occupancy (Occupancy::compute on `device`): occupancy (min over launches, 0..1),
///   blocks_per_sm (min), waves = blocks / (blocks_per_sm · SMs) (max);
/// - PTX (PtxFeatures of the launched kernels, summed over launches): instructions,
///   global_loads, global_stores, shared_loads, shared_stores, local_accesses,
///   read_only_loads, vector_global, vector_shared, max_access_bits (max), fma,
///   tensor_core, barriers, shuffles, atomics, async_copies, transcendental, branches.
class LaunchPlanFeatures {
public:
    /// Column names, in order (30 columns).
    static const std::vector<std::string>& names();

    /// The row of `plan`. `resources` (ptxas report per kernel name) and `ptx` may be null
    /// (their columns are NaN); a kernel missing from them makes its columns NaN too.
    /// `workBytes` is the problem's DRAM bytes per run (0 = unknown).
    static std::vector<double> compute(const ResolvedPlan& plan,
                                       const std::map<std::string, KernelResourceUse>* resources,
                                       const PtxFeatures* ptx, const DeviceLimits& device, double workBytes);
};

} // namespace augur
