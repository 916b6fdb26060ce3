#include "core/kernel/ProfileMetrics.h"

#include <nlohmann/json.hpp>

#include <cstdlib>

namespace augur {

const std::vector<ProfileMetric>& profileMetrics() {
    // Names as Nsight Compute's sections use them (SpeedOfLight, Occupancy, MemoryWorkloadAnalysis,
    // WarpStateStats), so a diagnosis can be checked against `ncu --metrics <name>`.
    static const std::vector<ProfileMetric> metrics = {
        {"duration_ns", "gpu__time_duration.sum", "GPU time of the plan, ns"},
        {"dram_pct", "dram__throughput.avg.pct_of_peak_sustained_elapsed", "DRAM throughput, % of peak"},
        {"sm_pct", "sm__throughput.avg.pct_of_peak_sustained_elapsed", "SM (compute) throughput, % of peak"},
        {"memory_pct", "gpu__compute_memory_throughput.avg.pct_of_peak_sustained_elapsed",
         "busiest memory unit, % of peak"},
        {"l1_pct", "l1tex__throughput.avg.pct_of_peak_sustained_active", "L1/TEX throughput, % of peak"},
        {"l2_pct", "lts__throughput.avg.pct_of_peak_sustained_elapsed", "L2 throughput, % of peak"},
        {"achieved_occupancy_pct", "sm__warps_active.avg.pct_of_peak_sustained_active",
         "achieved occupancy, % of max warps"},
        {"issue_active_pct", "smsp__issue_active.avg.pct_of_peak_sustained_active",
         "cycles with an instruction issued, %"},
        {"fma_pipe_pct", "sm__pipe_fma_cycles_active.avg.pct_of_peak_sustained_active", "FMA pipe busy, %"},
        {"tensor_pipe_pct", "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active",
         "tensor (HMMA) pipe busy, %"},
        {"l1_hit_pct", "l1tex__t_sector_hit_rate.pct", "L1 sector hit rate, %"},
        {"l2_hit_pct", "lts__t_sector_hit_rate.pct", "L2 sector hit rate, %"},
        {"dram_read_bytes", "dram__bytes_read.sum", "DRAM bytes read"},
        {"dram_write_bytes", "dram__bytes_write.sum", "DRAM bytes written"},
        {"local_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum", "local-memory (spill) load sectors"},
        {"local_store_sectors", "l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum", "local-memory (spill) store sectors"},
        {"global_load_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum", "global load sectors (32 bytes)"},
        {"global_load_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
         "global load requests (one per warp instruction)"},
        {"global_store_sectors", "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum", "global store sectors (32 bytes)"},
        {"global_store_requests", "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum", "global store requests"},
        {"shared_load_bank_conflicts", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
         "shared-memory load bank conflicts"},
        {"shared_store_bank_conflicts", "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
         "shared-memory store bank conflicts"},
        {"shared_load_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
         "shared-memory load wavefronts"},
        {"shared_store_wavefronts", "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
         "shared-memory store wavefronts"},
        {"stall_long_scoreboard", "smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio",
         "warps waiting on global/local memory, per issue"},
        {"stall_short_scoreboard", "smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio",
         "warps waiting on shared memory / MUFU, per issue"},
        {"stall_mio_throttle", "smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio",
         "warps stalled on a full MIO queue, per issue"},
        {"stall_lg_throttle", "smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio",
         "warps stalled on a full local/global queue, per issue"},
        {"stall_barrier", "smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio",
         "warps waiting at a barrier, per issue"},
        {"stall_math_pipe_throttle", "smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio",
         "warps waiting for a busy math pipe, per issue"},
        {"stall_wait", "smsp__average_warps_issue_stalled_wait_per_issue_active.ratio",
         "warps in a fixed-latency wait, per issue"},
        {"stall_not_selected", "smsp__average_warps_issue_stalled_not_selected_per_issue_active.ratio",
         "eligible warps not selected, per issue"},
        {"stall_membar", "smsp__average_warps_issue_stalled_membar_per_issue_active.ratio",
         "warps waiting at a memory barrier, per issue"},
        {"stall_no_instruction", "smsp__average_warps_issue_stalled_no_instruction_per_issue_active.ratio",
         "warps waiting for instructions, per issue"},
    };
    return metrics;
}

std::optional<double> KernelProfile::get(const std::string& key) const {
    auto it = values.find(key);
    if (it == values.end()) return std::nullopt;
    return it->second;
}

DevicePeaks devicePeaks(const std::string& arch, int smCount, double smClockKHz, double dramGBs) {
    int cc = 0;
    if (arch.rfind("sm_", 0) == 0) cc = std::atoi(arch.c_str() + 3);
    // FP32 lanes per SM: 64 up to sm_80, 128 on GA10x, Ada, Hopper and later.
    const int lanes = (cc >= 86 || cc == 61) ? 128 : 64;
    // Dense FP16 tensor FLOP per clock per SM (whitepaper peak / SMs / boost clock).
    int tensor = 0;
    if (cc >= 90)
        tensor = 4096;
    else if (cc == 80)
        tensor = 2048;
    else if (cc >= 86)
        tensor = 512;
    else if (cc >= 70)
        tensor = 1024;
    DevicePeaks p;
    p.dramGBs = dramGBs;
    const double clockGHz = smClockKHz * 1e-6;
    p.fp32GFlops = smCount * lanes * 2.0 * clockGHz;
    p.tensorGFlops = smCount * static_cast<double>(tensor) * clockGHz;
    return p;
}

} // namespace augur
