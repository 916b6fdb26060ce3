#include "core/kernel/Occupancy.h"

#include <algorithm>
#include <climits>

namespace augur {

namespace {

long long divideRoundUp(long long x, long long y) { return (x + y - 1) / y; }
long long roundUp(long long x, long long y) { return y * divideRoundUp(x, y); }

/// The carveout an SM is configured with for a block of `bytes`: the smallest configurable
/// size that holds it (cudaOccAlignUpShmemSizeVoltaPlus); -1 when none does.
long long alignToCarveout(const DeviceLimits& d, long long bytes) {
    for (int kib : d.carveoutsKiB)
        if (bytes <= static_cast<long long>(kib) * 1024) return static_cast<long long>(kib) * 1024;
    return -1;
}

} // namespace

Occupancy Occupancy::compute(const DeviceLimits& d, const OccupancyInput& in) {
    Occupancy o;
    if (in.threadsPerBlock <= 0) {
        o.limitedBy = "empty block";
        return o;
    }
    if (in.threadsPerBlock > d.maxThreadsPerBlock) {
        o.limitedBy = "more than " + std::to_string(d.maxThreadsPerBlock) + " threads per block";
        return o;
    }
    const long long warpsPerBlock = divideRoundUp(in.threadsPerBlock, d.warpSize);
    const long long maxWarpsPerSm = d.maxThreadsPerSm / d.warpSize;

    // Warp slots (cudaOccMaxBlocksPerSMWarpsLimit).
    o.limitByWarps = static_cast<int>(maxWarpsPerSm / warpsPerBlock);
    // Resident blocks (cudaOccMaxBlocksPerMultiprocessor).
    o.limitByBlocks = d.maxBlocksPerSm;

    // Registers are allocated per warp in units of 256 and from one of the SM's
    // sub-partitions (cudaOccMaxBlocksPerSMRegsLimit).
    const long long regsPerWarp =
        roundUp(static_cast<long long>(std::max(0, in.registersPerThread)) * d.warpSize, d.registerAllocationUnit);
    const long long regsPerBlock = regsPerWarp * warpsPerBlock;
    const long long regsAssumedPerBlock = regsPerWarp * roundUp(warpsPerBlock, d.subPartitions);
    if (in.registersPerThread > d.maxRegistersPerThread || regsAssumedPerBlock > d.registersPerBlock ||
        regsPerBlock > d.registersPerBlock) {
        o.limitByRegisters = 0;
    } else if (regsPerWarp == 0) {
        o.limitByRegisters = INT_MAX;
    } else {
        const long long warpsPerSubPartition = (d.registersPerSm / d.subPartitions) / regsPerWarp;
        o.limitByRegisters = static_cast<int>(warpsPerSubPartition * d.subPartitions / warpsPerBlock);
    }

    // Shared memory (cudaOccMaxBlocksPerSMSmemLimit): static + reserved + dynamic, rounded
    // to the allocation unit, against the per-block limit (opt-in above 48 KiB) and the
    // SM's largest carveout.
    const long long staticBytes = std::max(0LL, in.staticSharedBytes) + d.reservedSharedPerBlock;
    const long long perBlock = roundUp(staticBytes + std::max(0LL, in.dynamicSharedBytes), d.sharedAllocationUnit);
    const long long wanted = staticBytes + std::max(0LL, in.dynamicSharedBytes);
    const long long blockLimit =
        (wanted > d.sharedPerBlock ? d.sharedPerBlockOptin : d.sharedPerBlock) + d.reservedSharedPerBlock;
    if (perBlock > blockLimit) {
        o.limitBySharedMemory = 0;
    } else if (perBlock == 0) {
        o.limitBySharedMemory = INT_MAX;
    } else {
        long long perSm = alignToCarveout(d, d.sharedPerSm); // the default carveout preference
        if (perSm < perBlock) perSm = std::max(alignToCarveout(d, perBlock), perBlock);
        o.limitBySharedMemory = static_cast<int>(perSm / perBlock);
    }

    o.blocksPerSm = std::min({o.limitByWarps, o.limitByRegisters, o.limitBySharedMemory, o.limitByBlocks});
    o.warpsPerSm = static_cast<int>(o.blocksPerSm * warpsPerBlock);
    o.occupancy = static_cast<double>(o.warpsPerSm) / static_cast<double>(maxWarpsPerSm);
    if (o.limitByRegisters == 0)
        o.limitedBy = "registers exceed the per-block limit";
    else if (o.limitBySharedMemory == 0)
        o.limitedBy = "shared memory exceeds the per-block limit";
    else if (o.blocksPerSm == o.limitByWarps)
        o.limitedBy = "warps";
    else if (o.blocksPerSm == o.limitByRegisters)
        o.limitedBy = "registers";
    else if (o.blocksPerSm == o.limitBySharedMemory)
        o.limitedBy = "shared memory";
    else
        o.limitedBy = "blocks";
    return o;
}

} // namespace augur
