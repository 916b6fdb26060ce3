// Rules on how the kernel is launched and scheduled: occupancy_limited, tail_effect,
// warp_stall, counters_unavailable.
// Part of the DiagnosisRules class (core/diagnosis/DiagnosisRules.h); docs/profiling.md
// ("Diagnoses") lists every rule with its threshold, gain formula and source.
#include "core/diagnosis/DiagnosisRules.h"

#include <algorithm>
#include <cmath>

namespace augur {

/// occupancy_limited: theoretical occupancy < 50% (Augur's threshold; Nsight Compute's
/// Occupancy section reports any value below 100%), when latency_bound has not already
/// said so. Gain: (1 − occupancy) × headroom × 0.5 — more warps help only as far as
/// latency is the limiter.
void DiagnosisRules::occupancyLimited() {
    if (has("latency_bound")) return;
    auto theo = theoreticalOccupancyPct();
    if (!theo || *theo >= 50) return;
    int regs = 0;
    for (const auto& r : in.resources) regs = std::max(regs, r.registers);
    std::string evidence = fmt("theoretical occupancy %.0f%%", *theo);
    if (regs > 0) evidence += fmt(", %d registers per thread", regs);
    if (auto occ = v("achieved_occupancy_pct")) evidence += fmt(", achieved %.0f%%", *occ);
    add("occupancy_limited", (1.0 - *theo / 100.0) * headroom() * 0.5, fmt("low theoretical occupancy: %.0f%%", *theo),
        evidence,
        "Fewer registers per thread (__launch_bounds__, smaller tiles), less shared memory per block, or a block size "
        "that fills the SM.");
}

/// tail_effect: a kernel whose last wave leaves SMs idle. With W = grid blocks /
/// (blocks per SM × SMs) waves and Nsight Compute's assumption of uniform block
/// duration (Kernel Profiling Guide, "Sections and Rules": Launch Statistics and
/// Occupancy, waves per SM), the launch takes ceil(W) wave times for W waves of work,
/// so the idle share is 1 − W / ceil(W) (1 − W below one wave). Fires at a share ≥ 0.10
/// (Augur's threshold). Gain: that share (an upper bound), times the kernel's share of
/// the plan's time in a multi-kernel plan.
void DiagnosisRules::tail() {
    double bestGain = 0.0;
    const LaunchGeometry* worst = nullptr;
    double worstWaves = 0.0;
    // A plan of several kernels: a kernel's idle share only costs its share of the
    // plan's time (a one-block final reduction is a few µs), measured when the
    // counters give per-kernel times, else estimated from its share of the threads.
    double totalNs = 0, totalThreads = 0;
    for (double ns : in.kernelDurationNs) totalNs += ns;
    for (const auto& g : in.geometry) totalThreads += double(g.gridBlocks) * std::max(1, g.blockThreads);
    for (std::size_t i = 0; i < in.geometry.size(); ++i) {
        const auto& g = in.geometry[i];
        double w = g.waves;
        if (w <= 0 && g.blocksPerSm > 0 && g.smCount > 0)
            w = double(g.gridBlocks) / (double(g.blocksPerSm) * g.smCount);
        if (w <= 0) continue;
        double share = 1.0;
        if (in.geometry.size() > 1) {
            if (in.kernelDurationNs.size() == in.geometry.size() && totalNs > 0)
                share = in.kernelDurationNs[i] / totalNs;
            else if (totalThreads > 0)
                share = double(g.gridBlocks) * std::max(1, g.blockThreads) / totalThreads;
        }
        const double gain = (1.0 - w / std::ceil(w)) * share;
        if (gain > bestGain) {
            bestGain = gain;
            worst = &g;
            worstWaves = w;
        }
    }
    if (!worst || bestGain < 0.10) return;
    const long long perWave = static_cast<long long>(worst->blocksPerSm) * worst->smCount;
    std::string evidence = fmt("%s: grid %lld blocks", worst->kernel.c_str(), worst->gridBlocks);
    if (perWave > 0) {
        evidence += fmt(", %d SMs × %d blocks/SM = %lld per wave: %.2f waves", worst->smCount, worst->blocksPerSm,
                        perWave, worstWaves);
        const long long last = worst->gridBlocks - static_cast<long long>(std::floor(worstWaves)) * perWave;
        if (worstWaves >= 1 && last > 0)
            evidence += fmt("; the last wave runs %lld blocks on %lld slots", last, perWave);
    } else {
        evidence += fmt(": %.2f waves", worstWaves);
    }
    add("tail_effect", bestGain, worstWaves < 1 ? "too few blocks to fill the GPU" : "tail effect: a small last wave",
        evidence,
        worstWaves < 1 ? "Launch more, smaller blocks (split the work per block) so every SM has work."
                       : "Resize blocks or the work per block so the grid is a whole number of waves, or many waves "
                         "(a grid-stride loop over SMs × blocks per SM).");
}

/// warp_stall: the largest warp stall reason (cycles per issued instruction) when it is
/// ≥ 25% of all stall cycles (Augur's threshold; reasons as in Nsight Compute's Warp
/// State Statistics section). "Not selected" is not a problem and is never dominant.
/// Gain: its share × headroom — a stall only costs time while no unit is saturated.
void DiagnosisRules::warpStall() {
    struct Reason {
        const char* key;
        const char* what;
        const char* fix;
    };
    static const Reason reasons[] = {
        {"stall_long_scoreboard", "waiting on global/local memory (long scoreboard)",
         "More loads in flight per thread (unrolling, vector loads), prefetch into shared memory, fewer spills."},
        {"stall_short_scoreboard", "waiting on shared memory or special functions (short scoreboard)",
         "Fewer shared-memory round trips and bank conflicts; fewer transcendental functions (MUFU)."},
        {"stall_mio_throttle", "memory input/output queue full (MIO throttle)",
         "Fewer, wider shared-memory instructions (vector accesses); fewer special-function instructions."},
        {"stall_lg_throttle", "local/global queue full (LG throttle)",
         "Fewer, wider global accesses (vector loads), remove spills."},
        {"stall_barrier", "waiting at a barrier",
         "Even out work between warps of a block, fewer __syncthreads, smaller blocks."},
        {"stall_math_pipe_throttle", "a math pipe is busy (math pipe throttle)",
         "Spread work over pipes (FP32/INT mix) or move it to tensor cores."},
        {"stall_wait", "fixed-latency dependencies (wait)",
         "More independent instructions between dependent ones (ILP)."},
        {"stall_membar", "memory barriers", "Fewer __threadfence calls, narrower fence scopes."},
        {"stall_no_instruction", "no instruction fetched (instruction cache)",
         "Smaller code: less unrolling, fewer template variants per kernel."},
    };
    double total = v("stall_not_selected").value_or(0.0);
    const Reason* top = nullptr;
    double topValue = 0.0;
    for (const Reason& r : reasons)
        if (auto x = v(r.key)) {
            total += *x;
            if (*x > topValue) {
                topValue = *x;
                top = &r;
            }
        }
    if (!top || total <= 0) return;
    const double share = topValue / total;
    if (share < 0.25) return;
    add("warp_stall", share * headroom(), fmt("warps mostly stall %s", top->what),
        fmt("%.1f of %.1f stall cycles per issued instruction (%.0f%%)", topValue, total, 100 * share), top->fix);
}

/// counters_unavailable: the profile section says why counters are missing (info, gain 0).
void DiagnosisRules::unavailable() {
    if (counters || p.reason.empty() || p.reason == "not profiled") return;
    add("counters_unavailable", 0.0, "profiler counters unavailable", p.reason,
        "The findings use nominal rates and the ptxas report only. Counters need profiling permission "
        "(NVreg_RestrictProfilingToAdminUsers=0, or run as root) on a supported device.");
}

} // namespace augur
