// Rules on how close the kernel runs to its roofs: memory_bound, compute_bound,
// latency_bound (low_bandwidth without a compute roof).
// Part of the DiagnosisRules class (core/diagnosis/DiagnosisRules.h); docs/profiling.md
// ("Diagnoses") lists every rule with its threshold, gain formula and source.
#include "core/diagnosis/DiagnosisRules.h"

#include <algorithm>
#include <cmath>

namespace augur {

namespace {

std::string suggestionMemory(bool nearPeak, bool dram) {
    if (!dram)
        return "L1/L2 traffic limits the kernel: reuse through registers or shared memory, wider (vector) accesses.";
    return nearPeak ? "Near the DRAM peak little is left unless fewer bytes are moved: fuse passes, keep data on chip "
                      "(one read per element), use smaller types."
                    : "Memory traffic dominates: move fewer bytes (fusion, reuse, smaller types) and keep enough loads "
                      "in flight (vector loads, more independent loads per thread).";
}

} // namespace

/// memory_bound: DRAM (or the busiest memory unit) ≥ 60% of peak and above SM
/// throughput (SOLBottleneck; "near peak" from 80%). Without counters: nominal
/// bandwidth ≥ 60% of the DRAM peak. Gain: headroom 1 − memory%/100 — near the peak
/// only fewer bytes help, which the rule cannot size.
void DiagnosisRules::memoryBound() {
    if (counters) {
        auto m = memoryPct();
        if (!m || *m < kBoundPct || *m < v("sm_pct").value_or(0.0)) return;
        const auto dram = v("dram_pct").value_or(0.0);
        const bool isDram = dram + 5 >= *m;
        add("memory_bound", 1.0 - *m / 100.0,
            isDram ? fmt("memory-bound: %.0f%% of peak DRAM bandwidth", dram)
                   : fmt("memory-bound in L1/L2: busiest memory unit at %.0f%% of peak", *m),
            throughputEvidence() + " (counters)", suggestionMemory(*m >= kHighPct, isDram));
        return;
    }
    if (!in.bandwidthFraction) return;
    const double f = *in.bandwidthFraction;
    const auto c = computeFraction();
    if (f * 100 < kBoundPct || (c && *c > f)) return;
    std::string evidence = in.achievedGBs && in.peaks && in.peaks->dramGBs > 0
        ? fmt("nominal bytes / time = %.0f GB/s, %.0f%% of the %.0f GB/s DRAM peak", *in.achievedGBs, 100 * f,
              in.peaks->dramGBs)
        : fmt("nominal bytes / time = %.0f%% of the DRAM peak", 100 * f);
    if (c) evidence += fmt("; FLOP rate %.0f%% of the compute roof", 100 * *c);
    evidence += " (no counters)";
    if (f > 1.0) evidence += "; above the DRAM peak, so part of the data comes from L2";
    add("memory_bound", 1.0 - f, fmt("memory-bound: %.0f%% of peak DRAM bandwidth", 100 * f), evidence,
        suggestionMemory(f * 100 >= kHighPct, true));
}

/// compute_bound: SM throughput ≥ 60% of peak and above memory (SOLBottleneck).
/// Without counters: nominal FLOP rate ≥ 60% of the FP32 (or tensor) roof. Gain:
/// headroom 1 − SM%/100.
void DiagnosisRules::computeBound() {
    if (counters) {
        auto s = v("sm_pct");
        if (!s || *s < kBoundPct || *s < memoryPct().value_or(0.0)) return;
        std::string evidence = throughputEvidence();
        auto fma = v("fma_pipe_pct"), tensor = v("tensor_pipe_pct");
        if (fma) evidence += fmt(", FMA pipe %.0f%%", *fma);
        if (tensor) evidence += fmt(", tensor pipe %.0f%%", *tensor);
        std::string suggestion;
        if (fma && *fma >= 50 && tensor.value_or(0.0) < 10)
            suggestion =
                "The FP32 FMA pipe is the limiter: tensor cores (TF32/FP16 MMA) raise the roof; otherwise fewer "
                "instructions per result (less index arithmetic, wider loads).";
        else if (tensor && *tensor >= 50)
            suggestion =
                "Tensor pipe busy: keep it fed (asynchronous copies, deeper pipelining); lower precision if allowed.";
        else
            suggestion = "Issue-bound: fewer instructions per result (strength-reduce index math, hoist invariants, "
                         "vectorise), or move work to tensor cores.";
        add("compute_bound", 1.0 - *s / 100.0, fmt("compute-bound: SM throughput %.0f%% of peak", *s),
            evidence + " (counters)", suggestion);
        return;
    }
    auto c = computeFraction();
    if (!c || *c * 100 < kBoundPct || *c < in.bandwidthFraction.value_or(0.0)) return;
    add("compute_bound", 1.0 - *c, fmt("compute-bound: %.0f%% of the compute roof", 100 * *c),
        fmt("nominal %.0f GFLOP/s of %.0f GFLOP/s peak; DRAM %.0f%% (no counters)", *in.achievedGFlops,
            *in.achievedGFlops / *c, 100 * in.bandwidthFraction.value_or(0.0)),
        "Fewer instructions per result, or tensor cores (TF32/FP16 MMA) for a higher roof.");
}

/// latency_bound: both memory and SM throughput < 60% of peak (SOLBottleneck). Gain:
/// headroom × (1 − achieved occupancy) — more resident warps hide more latency — or
/// headroom × 0.5 without an occupancy counter. Without counters: both nominal
/// fractions < 60% (headroom × 0.5, cause unknown); with no compute roof known, the
/// finding is low_bandwidth with gain (1 − bandwidth fraction) × 0.5.
void DiagnosisRules::latencyBound() {
    if (counters) {
        auto m = memoryPct(), s = v("sm_pct");
        if (!m || !s || *m >= kBoundPct || *s >= kBoundPct) return;
        const double h = headroom();
        auto occ = v("achieved_occupancy_pct");
        auto theo = theoreticalOccupancyPct();
        std::string evidence = throughputEvidence();
        if (occ) evidence += fmt(", achieved occupancy %.0f%%", *occ);
        if (theo) evidence += fmt(" (theoretical %.0f%%)", *theo);
        std::string suggestion;
        if (theo && *theo < 60)
            suggestion =
                fmt("Theoretical occupancy is only %.0f%%: fewer registers per thread (__launch_bounds__), less "
                    "shared memory per block, or another block size.",
                    *theo);
        else if (occ && theo && *occ < 0.8 * *theo)
            suggestion = "Achieved occupancy is well below the theoretical: too few blocks (see tail effect) or uneven "
                         "work between blocks.";
        else if (occ && *occ < 50)
            suggestion = "Low occupancy leaves latency exposed: more resident warps (fewer registers, smaller shared "
                         "footprint) or more independent work per thread.";
        else
            suggestion = "Warps are resident but wait: more independent work per thread (ILP, unrolling, several loads "
                         "in flight), fewer dependent memory round trips.";
        const bool lowOcc = occ && *occ < 50;
        add("latency_bound", h * (occ ? 1.0 - *occ / 100.0 : 0.5),
            lowOcc ? fmt("latency-bound with low achieved occupancy (%.0f%%)", *occ)
                   : std::string("latency-bound: neither memory nor compute near peak"),
            evidence + " (counters)", suggestion);
        return;
    }
    if (!in.bandwidthFraction) return;
    const double f = *in.bandwidthFraction;
    auto c = computeFraction();
    if (f * 100 >= kBoundPct || (c && *c * 100 >= kBoundPct)) return;
    if (c) {
        add("latency_bound", headroom() * 0.5,
            "latency-bound or too little parallelism: neither memory nor compute near peak",
            fmt("nominal DRAM %.0f%%, FLOP rate %.0f%% of the compute roof (no counters)", 100 * f, 100 * *c),
            "Profile the candidate to tell latency from occupancy; typical fixes: more blocks or more independent "
            "work per thread, vector loads, fewer dependent round trips.");
    } else {
        add("low_bandwidth", (1.0 - f) * 0.5, fmt("low DRAM bandwidth use: %.0f%% of peak", 100 * f),
            fmt("nominal bytes / time = %.0f%% of the DRAM peak (no counters)", 100 * f),
            "Latency-bound, compute-bound or too little parallelism: profile the candidate to tell which.");
    }
}

} // namespace augur
