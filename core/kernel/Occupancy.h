#pragma once
// Theoretical occupancy of a kernel launch, computed as the toolkit's cuda_occupancy.h
// (cudaOccMaxActiveBlocksPerMultiprocessor, CUDA 13.0) does for the default cache
// configuration, partitioned global caching off, and opt-in shared memory whenever a
// block needs more than 48 KiB (as Augur's harness does).
#include "core/kernel/DeviceLimits.h"

#include <string>

namespace augur {

/// What a launch asks of an SM: block size and per-block resources.
struct OccupancyInput {
    int threadsPerBlock = 0; ///< block.x · block.y · block.z
    int registersPerThread = 0; ///< from the ptxas report
    long long staticSharedBytes = 0; ///< from the ptxas report ("smem"), bytes
    long long dynamicSharedBytes = 0; ///< the launch's dynamic shared memory, bytes
};

/// Active blocks per SM and what limits them.
struct Occupancy {
    int blocksPerSm = 0; ///< min of the four limits below (0 = the block cannot launch)
    int warpsPerSm = 0; ///< blocksPerSm · ceil(threads / 32)
    double occupancy = 0.0; ///< warpsPerSm / (maxThreadsPerSm / 32), in [0, 1]
    int limitByWarps = 0; ///< blocks allowed by the warp slots
    int limitByRegisters = 0; ///< blocks allowed by the register file (per sub-partition)
    int limitBySharedMemory = 0; ///< blocks allowed by shared memory (INT_MAX when none is used)
    int limitByBlocks = 0; ///< the architecture's resident-block limit
    std::string
        limitedBy; ///< "warps", "registers", "shared memory", "blocks" (first that binds), or why it cannot launch

    /// Computes the occupancy of `in` on `device`. Never throws: an impossible launch
    /// (more than 1024 threads, more registers or shared memory than a block may have,
    /// a non-positive block size) gives blocksPerSm = 0 with the reason in limitedBy.
    static Occupancy compute(const DeviceLimits& device, const OccupancyInput& in);
};

} // namespace augur
