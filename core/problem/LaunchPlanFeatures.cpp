#include "core/problem/LaunchPlanFeatures.h"

#include "core/kernel/Occupancy.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace augur {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

enum Column {
    Launches,
    ThreadsPerBlock,
    Log2Blocks,
    Log2Threads,
    Log2BytesPerThread,
    Registers,
    SpillBytes,
    StackBytes,
    SharedBytes,
    OccupancyCol,
    BlocksPerSm,
    Waves,
    Instructions,
    GlobalLoads,
    GlobalStores,
    SharedLoads,
    SharedStores,
    LocalAccesses,
    ReadOnlyLoads,
    VectorGlobal,
    VectorShared,
    MaxAccessBits,
    Fma,
    TensorCore,
    Barriers,
    Shuffles,
    Atomics,
    AsyncCopies,
    Transcendental,
    Branches,
    ColumnCount
};

} // namespace

const std::vector<std::string>& LaunchPlanFeatures::names() {
    static const std::vector<std::string> n = {"launches",
                                               "threads_per_block",
                                               "log2_blocks",
                                               "log2_threads",
                                               "log2_bytes_per_thread",
                                               "registers",
                                               "spill_bytes",
                                               "stack_bytes",
                                               "shared_bytes",
                                               "occupancy",
                                               "blocks_per_sm",
                                               "waves",
                                               "instructions",
                                               "global_loads",
                                               "global_stores",
                                               "shared_loads",
                                               "shared_stores",
                                               "local_accesses",
                                               "read_only_loads",
                                               "vector_global",
                                               "vector_shared",
                                               "max_access_bits",
                                               "fma",
                                               "tensor_core",
                                               "barriers",
                                               "shuffles",
                                               "atomics",
                                               "async_copies",
                                               "transcendental",
                                               "branches"};
    return n;
}

std::vector<double> LaunchPlanFeatures::compute(const ResolvedPlan& plan,
                                                const std::map<std::string, KernelResourceUse>* resources,
                                                const PtxFeatures* ptx, const DeviceLimits& device, double workBytes) {
    std::vector<double> v(ColumnCount, 0.0);
    v[Launches] = static_cast<double>(plan.launches.size());
    if (plan.launches.empty()) {
        std::fill(v.begin() + 1, v.end(), kNaN);
        return v;
    }
    double blocks = 0, threads = 0;
    bool haveResources = resources != nullptr, havePtx = ptx != nullptr;
    double occupancy = 1.0, blocksPerSm = std::numeric_limits<double>::infinity(), waves = 0.0;
    PtxCounts counts;
    for (const ResolvedLaunch& l : plan.launches) {
        const double grid =
            static_cast<double>(l.grid[0]) * static_cast<double>(l.grid[1]) * static_cast<double>(l.grid[2]);
        const long long block = l.block[0] * l.block[1] * l.block[2];
        blocks += grid;
        threads += grid * static_cast<double>(block);
        v[ThreadsPerBlock] = std::max(v[ThreadsPerBlock], static_cast<double>(block));

        const KernelResourceUse* k = nullptr;
        if (haveResources) {
            const auto r = resources->find(l.kernel);
            if (r != resources->end())
                k = &r->second;
            else
                haveResources = false; // one unknown kernel makes the plan's resources unknown
        }
        if (k) {
            v[Registers] = std::max(v[Registers], static_cast<double>(k->registers));
            v[SpillBytes] += static_cast<double>(k->spillStoreBytes + k->spillLoadBytes);
            v[StackBytes] = std::max(v[StackBytes], static_cast<double>(k->stackBytes));
            v[SharedBytes] = std::max(v[SharedBytes], static_cast<double>(k->sharedBytes + l.sharedBytes));
            const Occupancy o = Occupancy::compute(
                device,
                {static_cast<int>(std::min<long long>(block, 1 << 20)), k->registers, k->sharedBytes, l.sharedBytes});
            occupancy = std::min(occupancy, o.occupancy);
            blocksPerSm = std::min(blocksPerSm, static_cast<double>(o.blocksPerSm));
            if (o.blocksPerSm > 0 && device.multiprocessors > 0)
                waves = std::max(waves, grid / (static_cast<double>(o.blocksPerSm) * device.multiprocessors));
            else
                waves = 1e6; // cannot launch: as good as never finishing (finite: XGBoost rejects inf)
        }
        if (havePtx) {
            const auto kc = ptx->kernels.find(l.kernel);
            if (kc != ptx->kernels.end())
                counts += kc->second;
            else
                havePtx = false;
        }
    }
    v[Log2Blocks] = std::log2(std::max(1.0, blocks));
    v[Log2Threads] = std::log2(std::max(1.0, threads));
    v[Log2BytesPerThread] = workBytes > 0 && threads > 0 ? std::log2(workBytes / threads) : kNaN;
    if (haveResources) {
        v[OccupancyCol] = occupancy;
        v[BlocksPerSm] = blocksPerSm;
        v[Waves] = waves;
    } else {
        for (int c : {Registers, SpillBytes, StackBytes, SharedBytes, OccupancyCol, BlocksPerSm, Waves}) v[c] = kNaN;
    }
    if (havePtx) {
        const PtxCounts& c = counts;
        const int values[] = {c.instructions,
                              c.globalLoads,
                              c.globalStores,
                              c.sharedLoads,
                              c.sharedStores,
                              c.localAccesses,
                              c.readOnlyLoads,
                              c.vectorGlobalAccesses,
                              c.vectorSharedAccesses,
                              c.maxAccessBits,
                              c.fma,
                              c.tensorCore,
                              c.barriers,
                              c.shuffles,
                              c.atomics,
                              c.asyncCopies,
                              c.transcendental,
                              c.branches};
        for (int i = 0; i < Branches - Instructions + 1; ++i) v[Instructions + i] = values[i];
    } else {
        for (int i = Instructions; i <= Branches; ++i) v[i] = kNaN;
    }
    return v;
}

} // namespace augur
