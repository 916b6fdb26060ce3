// Rules on how the kernel moves data: register_spills, uncoalesced_global,
// shared_bank_conflicts, dram_excess.
// Part of the DiagnosisRules class (core/diagnosis/DiagnosisRules.h); docs/profiling.md
// ("Diagnoses") lists every rule with its threshold, gain formula and source.
#include "core/diagnosis/DiagnosisRules.h"

#include <algorithm>
#include <cmath>

namespace augur {

namespace {

// Ideal global-load sectors per warp request: 32 threads × 4 bytes = 128 bytes = 4 sectors
// of 32 bytes, assuming one 32-bit word per thread (64-bit and 128-bit vector loads make
// the ideal 8 and 16).
constexpr double kIdealSectors = 4.0;

} // namespace

/// register_spills: ptxas spill bytes or local-memory sectors. Gain: the share of L1
/// sectors that are local-memory traffic, local / (local + global load + global
/// store sectors) — time spent moving spills, if the kernel is limited by memory
/// traffic. Without counters: spill bytes / (spill bytes + 4 · registers), the share
/// of a thread's working set that lives in local memory. Any spill fires (ptxas).
void DiagnosisRules::spills() {
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

/// uncoalesced_global: global load sectors per request ≥ 8 (twice the 32-bit ideal of
/// 4). Between 8 and 16 the loads may be coalesced 64/128-bit vectors, so the rule
/// then also needs DRAM traffic ≥ 1.25 × the nominal bytes, or it halves its gain.
/// Gain: (1 − 4 / sectors per request) × busiest memory level % / 100 (0.5 unknown).
/// Nsight Compute's equivalent is the UncoalescedGlobalAccess rule of the Source
/// Counters section (Kernel Profiling Guide, "Sections and Rules"), which knows the
/// access width per instruction; Augur assumes 32-bit.
void DiagnosisRules::uncoalesced() {
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
void DiagnosisRules::bankConflicts() {
    const double conflicts =
        v("shared_load_bank_conflicts").value_or(0.0) + v("shared_store_bank_conflicts").value_or(0.0);
    const double wavefronts = v("shared_load_wavefronts").value_or(0.0) + v("shared_store_wavefronts").value_or(0.0);
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
void DiagnosisRules::dramExcess() {
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

} // namespace augur
