#include "core/diagnosis/KernelDiagnosis.h"

#include "core/kernel/DeviceLimits.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace augur {

namespace {

// Nsight Compute's Speed Of Light rule (Nsight Compute Kernel Profiling Guide, section
// "Sections and Rules": GPU Speed Of Light Throughput, rule SOLBottleneck) calls a unit
// above 80% of peak "high throughput" and both compute and memory below 60% a latency
// issue. Augur uses the same two thresholds.
constexpr double kHighPct = 80.0;
constexpr double kBoundPct = 60.0;
// Ideal global-load sectors per warp request: 32 threads × 4 bytes = 128 bytes = 4 sectors
// of 32 bytes, assuming one 32-bit word per thread (64-bit and 128-bit vector loads make
// the ideal 8 and 16).
constexpr double kIdealSectors = 4.0;

std::string fmt(const char* f, ...) {
    char b[512];
    va_list ap;
    va_start(ap, f);
    std::vsnprintf(b, sizeof b, f, ap);
    va_end(ap);
    return b;
}

std::string sci(double v) {
    if (std::fabs(v) < 1e5) return fmt("%.0f", v);
    return fmt("%.1e", v);
}

double clamp01(double v) { return std::clamp(v, 0.0, 1.0); }

/// Collects findings in rule order; diagnose() sorts them by gain.
struct Rules {
    const DiagnosisInput& in;
    const KernelProfile& p;
    std::vector<DiagnosisFinding> out;
    bool counters;

    explicit Rules(const DiagnosisInput& input) : in(input), p(input.profile), counters(input.profile.available) {}

    void add(const char* id, double gain, std::string title, std::string evidence, std::string suggestion) {
        DiagnosisFinding f;
        f.id = id;
        f.gain = clamp01(gain);
        f.severity = KernelDiagnosis::severityOf(f.gain);
        f.title = std::move(title);
        f.evidence = std::move(evidence);
        f.suggestion = std::move(suggestion);
        out.push_back(std::move(f));
    }
    bool has(const char* id) const {
        return std::any_of(out.begin(), out.end(), [&](const DiagnosisFinding& f) { return f.id == id; });
    }

    std::optional<double> v(const char* key) const { return counters ? p.get(key) : std::nullopt; }

    /// Busiest memory level, % of peak (counters): max of DRAM and the busiest memory unit.
    std::optional<double> memoryPct() const {
        auto d = v("dram_pct"), m = v("memory_pct");
        if (!d && !m) return std::nullopt;
        return std::max(d.value_or(0.0), m.value_or(0.0));
    }

    /// Nominal FLOP rate as a fraction of the compute roof it must be under: FP32, or the
    /// tensor roof once the rate exceeds 90% of FP32 peak (only tensor cores get there).
    std::optional<double> computeFraction() const {
        if (!in.achievedGFlops || !in.peaks || in.peaks->fp32GFlops <= 0) return std::nullopt;
        const double gf = *in.achievedGFlops;
        if (gf > 0.9 * in.peaks->fp32GFlops && in.peaks->tensorGFlops > 0) return gf / in.peaks->tensorGFlops;
        return gf / in.peaks->fp32GFlops;
    }

    /// Headroom of the busiest unit, in [0, 1]: what latency-type fixes can recover at most.
    double headroom() const {
        if (counters) {
            auto m = memoryPct(), s = v("sm_pct");
            if (m || s) return clamp01(1.0 - std::max(m.value_or(0.0), s.value_or(0.0)) / 100.0);
            return 0.5;
        }
        const double bw = in.bandwidthFraction.value_or(0.0), c = computeFraction().value_or(0.0);
        if (!in.bandwidthFraction && !computeFraction()) return 0.5;
        return clamp01(1.0 - std::max(bw, c));
    }

    std::string throughputEvidence() const {
        std::string e;
        if (auto d = v("dram_pct")) e += fmt("DRAM %.0f%% of peak", *d);
        if (auto m = v("memory_pct"); m && (!v("dram_pct") || *m > *v("dram_pct") + 5))
            e += fmt("%sbusiest memory unit %.0f%%", e.empty() ? "" : ", ", *m);
        if (auto s = v("sm_pct")) e += fmt("%sSM %.0f%%", e.empty() ? "" : ", ", *s);
        return e;
    }

    // --- rules ------------------------------------------------------------------------

    /// register_spills: ptxas spill bytes or local-memory sectors. Gain: the share of L1
    /// sectors that are local-memory traffic, local / (local + global load + global
    /// store sectors) — time spent moving spills, if the kernel is limited by memory
    /// traffic. Without counters: spill bytes / (spill bytes + 4 · registers), the share
    /// of a thread's working set that lives in local memory. Any spill fires (ptxas).
    void spills() {
        long long spillBytes = 0;
        const KernelResources* worst = nullptr;
        for (const auto& r : in.resources) {
            const long long s = r.spillStoreBytes + r.spillLoadBytes;
            if (s > 0 && (!worst || s > worst->spillStoreBytes + worst->spillLoadBytes)) worst = &r;
            spillBytes += s;
        }
        const double local = v("local_load_sectors").value_or(0.0) + v("local_store_sectors").value_or(0.0);
        if (spillBytes <= 0 && local <= 0) return;
        std::string evidence;
        double gain = 0.0;
        if (worst)
            evidence = fmt("ptxas: %lld bytes spill stores, %lld bytes spill loads in %s (%d registers)",
                           worst->spillStoreBytes, worst->spillLoadBytes, worst->kernel.c_str(), worst->registers);
        if (local > 0) {
            const double global = v("global_load_sectors").value_or(0.0) + v("global_store_sectors").value_or(0.0);
            const double share = local / (local + global);
            gain = share;
            evidence += fmt("%s%s local-memory sectors (%.0f%% of L1 load/store sectors)", evidence.empty() ? "" : "; ",
                            sci(local).c_str(), 100.0 * share);
        } else if (worst) {
            gain = double(spillBytes) / (double(spillBytes) + 4.0 * std::max(1, worst->registers));
        }
        const bool fromPtxas = worst != nullptr;
        add("register_spills", gain,
            fromPtxas ? "register spills to local memory" : "local-memory traffic (spills or indexed stack arrays)",
            evidence,
            fromPtxas
                ? "Relieve register pressure: fewer live values per thread (smaller tiles or unrolling), a looser "
                  "__launch_bounds__, or keep indexed arrays in shared memory."
                : "Indexed local arrays live in local memory: use constant indices (full unrolling) or shared memory.");
    }

    /// memory_bound: DRAM (or the busiest memory unit) ≥ 60% of peak and above SM
    /// throughput (SOLBottleneck; "near peak" from 80%). Without counters: nominal
    /// bandwidth ≥ 60% of the DRAM peak. Gain: headroom 1 − memory%/100 — near the peak
    /// only fewer bytes help, which the rule cannot size.
    void memoryBound() {
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

    static std::string suggestionMemory(bool nearPeak, bool dram) {
        if (!dram)
            return "L1/L2 traffic limits the kernel: reuse through registers or shared memory, wider (vector) accesses.";
        return nearPeak
            ? "Near the DRAM peak little is left unless fewer bytes are moved: fuse passes, keep data on chip "
              "(one read per element), use smaller types."
            : "Memory traffic dominates: move fewer bytes (fusion, reuse, smaller types) and keep enough loads "
              "in flight (vector loads, more independent loads per thread).";
    }

    /// compute_bound: SM throughput ≥ 60% of peak and above memory (SOLBottleneck).
    /// Without counters: nominal FLOP rate ≥ 60% of the FP32 (or tensor) roof. Gain:
    /// headroom 1 − SM%/100.
    void computeBound() {
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
                suggestion =
                    "Issue-bound: fewer instructions per result (strength-reduce index math, hoist invariants, "
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

    /// Theoretical occupancy, %: the launch geometry's, else the register limit of the
    /// worst kernel on its architecture (registers rounded to the allocation unit per warp).
    std::optional<double> theoreticalOccupancyPct() const {
        double best = 101.0;
        for (const auto& g : in.geometry)
            if (g.theoreticalOccupancyPct > 0) best = std::min(best, g.theoreticalOccupancyPct);
        if (best <= 100.0) return best;
        const DeviceLimits* lim = in.arch.empty() ? nullptr : DeviceLimits::forArch(in.arch);
        if (!lim || lim->maxThreadsPerSm <= 0) return std::nullopt;
        int regs = 0;
        for (const auto& r : in.resources) regs = std::max(regs, r.registers);
        if (regs <= 0) return std::nullopt;
        const int unit = std::max(1, lim->registerAllocationUnit);
        const int perWarp = (regs * lim->warpSize + unit - 1) / unit * unit;
        const double warps = std::floor(double(lim->registersPerSm) / perWarp);
        const double maxWarps = double(lim->maxThreadsPerSm) / lim->warpSize;
        return 100.0 * std::min(1.0, warps / maxWarps);
    }

    /// latency_bound: both memory and SM throughput < 60% of peak (SOLBottleneck). Gain:
    /// headroom × (1 − achieved occupancy) — more resident warps hide more latency — or
    /// headroom × 0.5 without an occupancy counter. Without counters: both nominal
    /// fractions < 60% (headroom × 0.5, cause unknown); with no compute roof known, the
    /// finding is low_bandwidth with gain (1 − bandwidth fraction) × 0.5.
    void latencyBound() {
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
                suggestion =
                    "Achieved occupancy is well below the theoretical: too few blocks (see tail effect) or uneven "
                    "work between blocks.";
            else if (occ && *occ < 50)
                suggestion =
                    "Low occupancy leaves latency exposed: more resident warps (fewer registers, smaller shared "
                    "footprint) or more independent work per thread.";
            else
                suggestion =
                    "Warps are resident but wait: more independent work per thread (ILP, unrolling, several loads "
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

    /// occupancy_limited: theoretical occupancy < 50% (Augur's threshold; Nsight Compute's
    /// Occupancy section reports any value below 100%), when latency_bound has not already
    /// said so. Gain: (1 − occupancy) × headroom × 0.5 — more warps help only as far as
    /// latency is the limiter.
    void occupancyLimited() {
        if (has("latency_bound")) return;
        auto theo = theoreticalOccupancyPct();
        if (!theo || *theo >= 50) return;
        int regs = 0;
        for (const auto& r : in.resources) regs = std::max(regs, r.registers);
        std::string evidence = fmt("theoretical occupancy %.0f%%", *theo);
        if (regs > 0) evidence += fmt(", %d registers per thread", regs);
        if (auto occ = v("achieved_occupancy_pct")) evidence += fmt(", achieved %.0f%%", *occ);
        add("occupancy_limited", (1.0 - *theo / 100.0) * headroom() * 0.5,
            fmt("low theoretical occupancy: %.0f%%", *theo), evidence,
            "Fewer registers per thread (__launch_bounds__, smaller tiles), less shared memory per block, or a block size "
            "that fills the SM.");
    }

    /// uncoalesced_global: global load sectors per request ≥ 8 (twice the 32-bit ideal of
    /// 4). Between 8 and 16 the loads may be coalesced 64/128-bit vectors, so the rule
    /// then also needs DRAM traffic ≥ 1.25 × the nominal bytes, or it halves its gain.
    /// Gain: (1 − 4 / sectors per request) × busiest memory level % / 100 (0.5 unknown).
    /// Nsight Compute's equivalent is the UncoalescedGlobalAccess rule of the Source
    /// Counters section (Kernel Profiling Guide, "Sections and Rules"), which knows the
    /// access width per instruction; Augur assumes 32-bit.
    void uncoalesced() {
        auto sectors = v("global_load_sectors"), requests = v("global_load_requests");
        if (!sectors || !requests || *requests <= 0) return;
        const double spr = *sectors / *requests;
        if (spr < 2 * kIdealSectors) return;
        double gain = 1.0 - kIdealSectors / spr;
        const auto m = memoryPct();
        auto l1 = v("l1_pct"), l2 = v("l2_pct");
        const double busy = std::max({m.value_or(0.0), l1.value_or(0.0), l2.value_or(0.0)});
        gain *= busy > 0 ? busy / 100.0 : 0.5;
        std::string evidence =
            fmt("%.1f sectors per global load request (ideal %.0f for one 32-bit word per thread; 8 or 16 for "
                "64/128-bit vector loads)",
                spr, kIdealSectors);
        if (spr <= 4 * kIdealSectors) {
            auto nb = in.nominalBytes(), db = in.dramBytes();
            if (nb && db && *db < 1.25 * *nb) return; // vector loads: DRAM sees no waste
            if (!(nb && db))
                gain *= 0.5;
            else
                evidence += fmt("; DRAM traffic %.1f× the nominal bytes", *db / *nb);
        }
        add("uncoalesced_global", gain, "uncoalesced global loads", evidence,
            "Make consecutive threads read consecutive addresses (transpose through shared memory, structure of arrays, "
            "index by threadIdx.x in the fastest dimension).");
    }

    /// shared_bank_conflicts: conflicts / wavefronts of shared loads + stores ≥ 0.10
    /// (Augur's threshold). A wavefront is one pass of the shared-memory pipe; conflicts
    /// count the extra passes. Gain: ratio × L1/shared pipe throughput % / 100 (0.5 when
    /// unknown). Nsight Compute's counterpart: MemoryWorkloadAnalysis tables, rule
    /// SharedMemoryConflicts (Kernel Profiling Guide, "Sections and Rules").
    void bankConflicts() {
        const double conflicts =
            v("shared_load_bank_conflicts").value_or(0.0) + v("shared_store_bank_conflicts").value_or(0.0);
        const double wavefronts =
            v("shared_load_wavefronts").value_or(0.0) + v("shared_store_wavefronts").value_or(0.0);
        if (conflicts <= 0 || wavefronts <= 0) return;
        const double ratio = std::min(1.0, conflicts / wavefronts);
        if (ratio < 0.10) return;
        auto l1 = v("l1_pct");
        const double ways = 1.0 / std::max(1e-3, 1.0 - ratio);
        add("shared_bank_conflicts", ratio * (l1 ? *l1 / 100.0 : 0.5), "shared-memory bank conflicts",
            fmt("%.2f of shared-memory wavefronts are bank-conflict replays (%s of %s, about %.0f-way)%s", ratio,
                sci(conflicts).c_str(), sci(wavefronts).c_str(), ways,
                l1 ? fmt("; L1/shared pipe %.0f%%", *l1).c_str() : ""),
            "Pad the shared array (e.g. [32][33] instead of [32][32]) or swizzle the index so a warp's 32 accesses hit 32 banks.");
    }

    /// dram_excess: DRAM bytes (counters) ≥ 1.25 × the nominal bytes of the problem; without
    /// byte counters, DRAM % / nominal bandwidth fraction ≥ 1.25 (same ratio on the same
    /// time base). Augur's threshold. Gain: (1 − nominal / DRAM bytes) × DRAM % / 100 — the
    /// excess share of traffic, weighted by how much DRAM limits the kernel.
    void dramExcess() {
        auto nb = in.nominalBytes(), db = in.dramBytes();
        auto dram = v("dram_pct");
        double ratio = 0.0;
        std::string evidence;
        if (nb && db && *nb > 0) {
            ratio = *db / *nb;
            evidence = fmt("DRAM traffic %s bytes vs %s nominal (%.2f×)", sci(*db).c_str(), sci(*nb).c_str(), ratio);
        } else if (dram && in.bandwidthFraction && *in.bandwidthFraction > 0) {
            ratio = *dram / 100.0 / *in.bandwidthFraction;
            evidence = fmt("DRAM %.0f%% of peak while the nominal bytes need %.0f%% (%.2f×)", *dram,
                           100 * *in.bandwidthFraction, ratio);
        } else {
            return;
        }
        if (ratio < 1.25) return;
        if (auto l2 = v("l2_hit_pct")) evidence += fmt("; L2 hit rate %.0f%%", *l2);
        if (auto l1 = v("l1_hit_pct")) evidence += fmt(", L1 hit rate %.0f%%", *l1);
        add("dram_excess", (1.0 - 1.0 / ratio) * (dram ? *dram / 100.0 : 0.5),
            fmt("DRAM traffic %.1f× the problem's nominal bytes", ratio), evidence,
            "Data is read from DRAM more than once: tile so reused data stays in shared memory or L2 (block order, "
            "smaller working set), and avoid re-reading inputs in later passes.");
    }

    /// tail_effect: a kernel whose last wave leaves SMs idle. With W = grid blocks /
    /// (blocks per SM × SMs) waves and Nsight Compute's assumption of uniform block
    /// duration (Kernel Profiling Guide, "Sections and Rules": Launch Statistics and
    /// Occupancy, waves per SM), the launch takes ceil(W) wave times for W waves of work,
    /// so the idle share is 1 − W / ceil(W) (1 − W below one wave). Fires at a share ≥ 0.10
    /// (Augur's threshold). Gain: that share (an upper bound), times the kernel's share of
    /// the plan's time in a multi-kernel plan.
    void tail() {
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
        add("tail_effect", bestGain,
            worstWaves < 1 ? "too few blocks to fill the GPU" : "tail effect: a small last wave", evidence,
            worstWaves < 1
                ? "Launch more, smaller blocks (split the work per block) so every SM has work."
                : "Resize blocks or the work per block so the grid is a whole number of waves, or many waves "
                  "(a grid-stride loop over SMs × blocks per SM).");
    }

    /// warp_stall: the largest warp stall reason (cycles per issued instruction) when it is
    /// ≥ 25% of all stall cycles (Augur's threshold; reasons as in Nsight Compute's Warp
    /// State Statistics section). "Not selected" is not a problem and is never dominant.
    /// Gain: its share × headroom — a stall only costs time while no unit is saturated.
    void warpStall() {
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
    void unavailable() {
        if (counters || p.reason.empty() || p.reason == "not profiled") return;
        add("counters_unavailable", 0.0, "profiler counters unavailable", p.reason,
            "The findings use nominal rates and the ptxas report only. Counters need profiling permission "
            "(NVreg_RestrictProfilingToAdminUsers=0, or run as root) on a supported device.");
    }
};

} // namespace

const char* diagnosisSeverityName(DiagnosisSeverity s) {
    switch (s) {
    case DiagnosisSeverity::Info: return "info";
    case DiagnosisSeverity::Low: return "low";
    case DiagnosisSeverity::Medium: return "medium";
    case DiagnosisSeverity::High: return "high";
    }
    return "info";
}

DiagnosisSeverity KernelDiagnosis::severityOf(double gain) {
    if (gain >= 0.25) return DiagnosisSeverity::High;
    if (gain >= 0.10) return DiagnosisSeverity::Medium;
    if (gain > 0.0) return DiagnosisSeverity::Low;
    return DiagnosisSeverity::Info;
}

std::vector<DiagnosisFinding> KernelDiagnosis::diagnose(const DiagnosisInput& in) {
    Rules r(in);
    r.spills();
    r.memoryBound();
    r.computeBound();
    r.latencyBound();
    r.occupancyLimited();
    r.uncoalesced();
    r.bankConflicts();
    r.dramExcess();
    r.tail();
    r.warpStall();
    r.unavailable();
    std::stable_sort(r.out.begin(), r.out.end(), [](const DiagnosisFinding& a, const DiagnosisFinding& b) {
        // Info findings (gain 0) last; otherwise by gain, rule order on ties.
        return a.gain > b.gain;
    });
    return std::move(r.out);
}

std::vector<DiagnosisFinding> KernelDiagnosis::diagnose(const MeasurementReport& report,
                                                        std::optional<DevicePeaks> fallbackPeaks) {
    return diagnose(DiagnosisInput::fromReport(report, fallbackPeaks));
}

std::string KernelDiagnosis::line(const DiagnosisFinding& f) {
    std::string l = f.title;
    if (!f.evidence.empty()) l += " — " + f.evidence;
    if (!f.suggestion.empty()) l += ". " + f.suggestion;
    return l;
}

} // namespace augur
