#pragma once
// Per-architecture limits that decide theoretical occupancy. Values from NVIDIA's CUDA C++
// Programming Guide ("Technical Specifications per Compute Capability") and the
// toolkit's cuda_occupancy.h (CUDA 13.0: allocation granularities, sub-partitions,
// shared-memory carveouts).
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// Resource limits of one streaming-multiprocessor architecture (sm_XY). Sizes in bytes.
struct DeviceLimits {
    std::string arch; ///< "sm_90"
    int computeMajor = 0, computeMinor = 0;
    int warpSize = 32;
    int maxThreadsPerBlock = 1024;
    int maxThreadsPerSm = 0;
    int maxBlocksPerSm = 0;
    int registersPerSm = 65536; ///< 32-bit registers
    int registersPerBlock = 65536;
    int maxRegistersPerThread = 255; ///< what ptxas allots at most (cuda_occupancy.h allows 256 on sm_70+)
    int registerAllocationUnit = 256; ///< registers per warp are rounded up to this
    int subPartitions = 4; ///< register files per SM (warps are spread over them)
    long long sharedPerSm = 0; ///< largest shared-memory carveout
    long long sharedPerBlock = 49152; ///< without opting in (48 KiB)
    long long sharedPerBlockOptin = 0; ///< with cudaFuncAttributeMaxDynamicSharedMemorySize
    long long reservedSharedPerBlock = 0; ///< reserved by the driver per block (1 KiB from sm_80)
    int sharedAllocationUnit = 256; ///< shared memory per block is rounded up to this
    std::vector<int> carveoutsKiB; ///< shared-memory sizes an SM can be configured to
    int multiprocessors = 0; ///< SMs of `exampleDevice` (for waves; products differ)
    std::string exampleDevice; ///< the product the SM count is taken from

    /// The table: sm_70 (V100), sm_75 (T4), sm_80 (A100), sm_86 (A10), sm_89 (L40S),
    /// sm_90 (H100/H200).
    static const std::vector<DeviceLimits>& table();

    /// Looks up "sm_90", "sm90", "90", "9.0" or "compute_90"; nullptr when not in the table.
    static const DeviceLimits* forArch(std::string_view arch);

    /// Guesses the architecture from a device or file name ("NVIDIA H200", "A100",
    /// "convolution_A100", "Tesla T4", "RTX 4090"); nullptr when nothing matches.
    static const DeviceLimits* forDeviceName(std::string_view name);
};

} // namespace augur
