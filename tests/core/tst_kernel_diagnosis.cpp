// Diagnosis rules (core/diagnosis/KernelDiagnosis.h) on realistic reports: counter values of the
// size Nsight Compute shows on an H200 for these kernel shapes, ptxas resources, launch
// geometry; and the replayed H200 datasets, whose reports have no counters.
#include "core/datasets/DatasetHardware.h"
#include "core/kernel/EnergyReport.h"
#include "core/diagnosis/KernelDiagnosis.h"
#include "core/llm/prompt/LlmDiagnosisDigest.h"
#include "core/datasets/TuningDataset.h"

#include <nlohmann/json.hpp>

#include <QtTest>

using namespace augur;
using json = nlohmann::json;

namespace {

const std::string kH200Dataset = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";

json profile(json metrics) {
    return json{{"available", true}, {"subject", "candidate"},        {"passes", 14},
                {"wall_ms", 85.3},   {"metrics", std::move(metrics)}, {"unavailable_metrics", json::array()}};
}

json geometry(const char* kernel, long long grid, int threads, int perSm, int sms, double theoretical) {
    const double waves = double(grid) / (double(perSm) * sms);
    return json{{"kernel", kernel},         {"grid_blocks", grid},
                {"block_threads", threads}, {"dynamic_shared_bytes", 0},
                {"blocks_per_sm", perSm},   {"sm_count", sms},
                {"waves", waves},           {"theoretical_occupancy_pct", theoretical}};
}

json resources(const char* kernel, int regs, int spillStore = 0, int spillLoad = 0) {
    return json{{"resources",
                 {{kernel,
                   {{"registers", regs},
                    {"shared_bytes", 0},
                    {"stack_bytes", spillStore},
                    {"spill_store_bytes", spillStore},
                    {"spill_load_bytes", spillLoad}}}}}};
}

const json kPeaks{{"dram_gbs", 4814.3}, {"fp32_gflops", 66908.2}, {"tensor_gflops", 1070530.6}};

const DiagnosisFinding* find(const std::vector<DiagnosisFinding>& fs, const std::string& id) {
    for (const auto& f : fs)
        if (f.id == id) return &f;
    return nullptr;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

std::string dump(const std::vector<DiagnosisFinding>& fs) {
    std::string s;
    for (const auto& f : fs) s += f.id + " " + std::to_string(f.gain) + ": " + f.evidence + "\n";
    return s;
}

} // namespace

class TestKernelDiagnosis : public QObject {
    Q_OBJECT

private Q_SLOTS:
    /// Row softmax at the DRAM roof: 512 MiB moved once, DRAM 88%, SM 20%.
    void memoryBoundSoftmax() {
        json d{{"achieved_bandwidth_gbs", 4236.6},
               {"achieved_gflops", 2647.9},
               {"bandwidth_fraction_of_peak", 0.88},
               {"timing", {{"candidate", {{"median_ms", 0.1267}}}}},
               {"candidate_compile", resources("softmax_tuned", 30)},
               {"launch_geometry", {geometry("softmax_tuned", 16384, 256, 8, 132, 100)}},
               {"device_peaks", kPeaks},
               {"profile",
                profile({{"dram_pct", 88.0},
                         {"sm_pct", 20.0},
                         {"memory_pct", 88.0},
                         {"achieved_occupancy_pct", 87.5},
                         {"l1_hit_pct", 0.1},
                         {"l2_hit_pct", 33.0},
                         {"dram_read_bytes", 2.69e8},
                         {"dram_write_bytes", 2.69e8},
                         {"global_load_sectors", 8.4e6},
                         {"global_load_requests", 2.1e6},
                         {"shared_load_bank_conflicts", 0},
                         {"shared_load_wavefronts", 3.3e5},
                         {"stall_long_scoreboard", 6.0},
                         {"stall_barrier", 0.8},
                         {"stall_not_selected", 0.5}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QVERIFY2(!fs.empty(), "no findings");
        QCOMPARE(fs.front().id, std::string("memory_bound"));
        QVERIFY2(contains(fs.front().evidence, "DRAM 88% of peak") && contains(fs.front().evidence, "SM 20%"),
                 fs.front().evidence.c_str());
        QVERIFY(contains(fs.front().title, "88% of peak DRAM bandwidth"));
        QCOMPARE(fs.front().gain, 1.0 - 0.88);
        QVERIFY(contains(fs.front().suggestion, "fewer bytes"));
        // Streaming: DRAM bytes equal the nominal bytes, loads are coalesced, no tail.
        QVERIFY(!find(fs, "dram_excess"));
        QVERIFY(!find(fs, "uncoalesced_global"));
        QVERIFY(!find(fs, "tail_effect"));
        QVERIFY(!find(fs, "latency_bound"));
        // The long-scoreboard stall is real but capped by the 12% headroom.
        const auto* stall = find(fs, "warp_stall");
        QVERIFY(stall);
        QVERIFY(stall->gain < fs.front().gain);
        for (std::size_t i = 1; i < fs.size(); ++i) QVERIFY(fs[i - 1].gain >= fs[i].gain);
    }

    /// SGEMM with register tiling: SM 80%, the FMA pipe 75%, no tensor cores.
    void computeBoundSgemm() {
        json d{{"achieved_bandwidth_gbs", 39.8},
               {"achieved_gflops", 27200.0},
               {"bandwidth_fraction_of_peak", 0.0083},
               {"timing", {{"candidate", {{"median_ms", 5.05}}}}},
               {"candidate_compile", resources("sgemm_regblock", 128)},
               {"launch_geometry", {geometry("sgemm_regblock", 1024, 256, 2, 132, 50)}},
               {"device_peaks", kPeaks},
               {"profile",
                profile({{"dram_pct", 6.0},
                         {"sm_pct", 80.0},
                         {"memory_pct", 45.0},
                         {"fma_pipe_pct", 75.0},
                         {"tensor_pipe_pct", 0.0},
                         {"achieved_occupancy_pct", 24.0},
                         {"l2_hit_pct", 85.0},
                         {"global_load_sectors", 4.2e7},
                         {"global_load_requests", 1.05e7},
                         {"stall_math_pipe_throttle", 1.5},
                         {"stall_long_scoreboard", 0.5},
                         {"stall_not_selected", 1.0}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QCOMPARE(fs.front().id, std::string("compute_bound"));
        QVERIFY2(contains(fs.front().evidence, "SM 80%") && contains(fs.front().evidence, "FMA pipe 75%"),
                 fs.front().evidence.c_str());
        QVERIFY(contains(fs.front().suggestion, "tensor cores"));
        QVERIFY(!find(fs, "memory_bound"));
        QVERIFY(!find(fs, "latency_bound"));
    }

    /// A kernel that spills: ptxas reports 64 bytes of spill stores at the 255-register cap,
    /// and local memory is 40% of the L1 sectors.
    void registerSpills() {
        json d{{"achieved_bandwidth_gbs", 1500.0},
               {"bandwidth_fraction_of_peak", 0.31},
               {"timing", {{"candidate", {{"median_ms", 0.4}}}}},
               {"candidate_compile", resources("stencil_big_tile", 255, 64, 64)},
               {"launch_geometry", {geometry("stencil_big_tile", 4096, 256, 1, 132, 12.5)}},
               {"device_peaks", kPeaks},
               {"profile",
                profile({{"dram_pct", 35.0},
                         {"memory_pct", 70.0},
                         {"sm_pct", 40.0},
                         {"achieved_occupancy_pct", 12.0},
                         {"local_load_sectors", 6.0e5},
                         {"local_store_sectors", 4.0e5},
                         {"global_load_sectors", 1.0e6},
                         {"global_load_requests", 2.5e5},
                         {"global_store_sectors", 5.0e5}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QVERIFY2(fs.front().id == "register_spills", dump(fs).c_str());
        QVERIFY2(contains(fs.front().evidence, "64 bytes spill stores") &&
                     contains(fs.front().evidence, "1.0e+06 local-memory sectors") &&
                     contains(fs.front().evidence, "40%"),
                 fs.front().evidence.c_str());
        QVERIFY(std::abs(fs.front().gain - 0.4) < 1e-9);
        QCOMPARE(fs.front().severity, DiagnosisSeverity::High);
        // L1 is the busiest memory unit: memory-bound in L1/L2, ranked after the spills.
        const auto* mem = find(fs, "memory_bound");
        QVERIFY(mem && contains(mem->title, "L1/L2"));
        // Without counters the ptxas report alone still names the spills.
        json noCounters = d;
        noCounters.erase("profile");
        const auto nc = KernelDiagnosis::diagnose(MeasurementReport::fromJson(noCounters));
        const auto* s = find(nc, "register_spills");
        QVERIFY(s);
        QCOMPARE(s->gain, 128.0 / (128.0 + 4.0 * 255.0));
    }

    /// A naive shared-memory transpose tile [32][32] read by column: 0.9 of the shared
    /// wavefronts are replays.
    void bankConflictTranspose() {
        json d{
            {"achieved_bandwidth_gbs", 1900.0},
            {"bandwidth_fraction_of_peak", 0.39},
            {"timing", {{"candidate", {{"median_ms", 0.28}}}}},
            {"candidate_compile", {{"resources", {{"transpose_tile", {{"registers", 18}, {"shared_bytes", 4096}}}}}}},
            {"launch_geometry", {geometry("transpose_tile", 65536, 256, 8, 132, 100)}},
            {"device_peaks", kPeaks},
            {"profile",
             profile({{"dram_pct", 40.0},
                      {"memory_pct", 55.0},
                      {"sm_pct", 30.0},
                      {"l1_pct", 70.0},
                      {"achieved_occupancy_pct", 85.0},
                      {"global_load_sectors", 8.4e6},
                      {"global_load_requests", 2.1e6},
                      {"shared_load_bank_conflicts", 4.5e7},
                      {"shared_load_wavefronts", 5.0e7},
                      {"shared_store_bank_conflicts", 0},
                      {"shared_store_wavefronts", 0}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QCOMPARE(fs.front().id, std::string("shared_bank_conflicts"));
        QVERIFY2(contains(fs.front().evidence, "0.90 of shared-memory wavefronts") &&
                     contains(fs.front().evidence, "10-way"),
                 fs.front().evidence.c_str());
        QCOMPARE(fs.front().gain, 0.9 * 0.7);
        QVERIFY(contains(fs.front().suggestion, "[32][33]"));
        QVERIFY(find(fs, "latency_bound")); // both throughputs < 60%, ranked lower
    }

    /// A strided load (one float per 128-byte line): 32 sectors per request.
    void uncoalescedStridedLoad() {
        json d{{"achieved_bandwidth_gbs", 420.0},
               {"bandwidth_fraction_of_peak", 0.087},
               {"timing", {{"candidate", {{"median_ms", 1.2}}}}},
               {"candidate_compile", resources("strided_copy", 16)},
               {"launch_geometry", {geometry("strided_copy", 65536, 256, 8, 132, 100)}},
               {"device_peaks", kPeaks},
               {"profile",
                profile({{"dram_pct", 70.0},
                         {"memory_pct", 75.0},
                         {"sm_pct", 15.0},
                         {"achieved_occupancy_pct", 90.0},
                         {"global_load_sectors", 3.2e7},
                         {"global_load_requests", 1.0e6}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QCOMPARE(fs.front().id, std::string("uncoalesced_global"));
        QVERIFY2(contains(fs.front().evidence, "32.0 sectors per global load request") &&
                     contains(fs.front().evidence, "ideal 4"),
                 fs.front().evidence.c_str());
        QCOMPARE(fs.front().gain, (1.0 - 4.0 / 32.0) * 0.75);
        QVERIFY(find(fs, "memory_bound"));
    }

    /// float4 loads give 16 sectors per request and are coalesced: no finding when DRAM
    /// moves only the nominal bytes.
    void vectorLoadsAreNotUncoalesced() {
        json d{{"achieved_bandwidth_gbs", 4200.0},
               {"bandwidth_fraction_of_peak", 0.87},
               {"timing", {{"candidate", {{"median_ms", 0.128}}}}},
               {"profile",
                profile({{"dram_pct", 87.0},
                         {"sm_pct", 15.0},
                         {"global_load_sectors", 8.4e6},
                         {"global_load_requests", 5.25e5},
                         {"dram_read_bytes", 2.7e8},
                         {"dram_write_bytes", 2.7e8}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QVERIFY(!find(fs, "uncoalesced_global"));
        QCOMPARE(fs.front().id, std::string("memory_bound"));
    }

    /// 140 blocks of one block per SM on 132 SMs: 1.06 waves, the second wave nearly empty.
    void tailEffect() {
        json d{
            {"achieved_bandwidth_gbs", 900.0},
            {"bandwidth_fraction_of_peak", 0.19},
            {"timing", {{"candidate", {{"median_ms", 0.9}}}}},
            {"candidate_compile", resources("big_block_reduce", 64)},
            {"launch_geometry", {geometry("big_block_reduce", 140, 1024, 1, 132, 50)}},
            {"device_peaks", kPeaks},
            {"profile",
             profile({{"dram_pct", 30.0}, {"memory_pct", 30.0}, {"sm_pct", 25.0}, {"achieved_occupancy_pct", 45.0}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QVERIFY2(fs.front().id == "tail_effect", dump(fs).c_str());
        QVERIFY2(contains(fs.front().evidence, "grid 140 blocks") && contains(fs.front().evidence, "1.06 waves") &&
                     contains(fs.front().evidence, "last wave runs 8 blocks on 132 slots"),
                 fs.front().evidence.c_str());
        QVERIFY(std::abs(fs.front().gain - (1.0 - (140.0 / 132.0) / 2.0)) < 1e-9);
        // Below one wave: idle SMs.
        json small = d;
        small["launch_geometry"] = {geometry("k", 66, 1024, 1, 132, 50)};
        const auto sf = KernelDiagnosis::diagnose(MeasurementReport::fromJson(small));
        const auto* t = find(sf, "tail_effect");
        QVERIFY(t && contains(t->title, "too few blocks"));
        QCOMPARE(t->gain, 0.5);
        // Two-kernel reductions as profiled on an H200: the best template configuration's
        // one-block final kernel takes 2.7 µs of 70.3 µs, so its idle SMs cost almost
        // nothing and no tail finding is raised; the reference's takes 96.5 µs of 410.3 µs
        // and is reported with that share as its gain.
        json plan = d;
        plan["launch_geometry"] = {geometry("reduce_partials_tuned", 4096, 512, 4, 132, 100),
                                   geometry("reduce_final_tuned", 1, 1024, 2, 132, 100)};
        plan["profile"]["kernels"] = {{{"kernel", "reduce_partials_tuned"}, {"metrics", {{"duration_ns", 67552.0}}}},
                                      {{"kernel", "reduce_final_tuned"}, {"metrics", {{"duration_ns", 2720.0}}}}};
        QVERIFY2(!find(KernelDiagnosis::diagnose(MeasurementReport::fromJson(plan)), "tail_effect"),
                 dump(KernelDiagnosis::diagnose(MeasurementReport::fromJson(plan))).c_str());
        json ref = d;
        ref["launch_geometry"] = {geometry("reduce_partials_ref", 262144, 256, 8, 132, 100),
                                  geometry("reduce_final_ref", 1, 1024, 2, 132, 100)};
        ref["profile"]["kernels"] = {{{"kernel", "reduce_partials_ref"}, {"metrics", {{"duration_ns", 313792.0}}}},
                                     {{"kernel", "reduce_final_ref"}, {"metrics", {{"duration_ns", 96544.0}}}}};
        const auto rf = KernelDiagnosis::diagnose(MeasurementReport::fromJson(ref));
        const auto* rt = find(rf, "tail_effect");
        QVERIFY2(rt && contains(rt->evidence, "reduce_final_ref"), dump(rf).c_str());
        const double share = 96544.0 / (313792.0 + 96544.0);
        QVERIFY2(std::abs(rt->gain - (1.0 - 1.0 / 264.0) * share) < 1e-9, dump(rf).c_str());
        // Without per-kernel times the share of threads stands in: the tuned plan's final
        // kernel has 1,024 of 2,098,176 threads, so again no finding.
        plan["profile"].erase("kernels");
        QVERIFY(!find(KernelDiagnosis::diagnose(MeasurementReport::fromJson(plan)), "tail_effect"));
    }

    /// Latency-bound at full occupancy: warps wait on global memory.
    void dominantStall() {
        json d{{"profile",
                profile({{"dram_pct", 20.0},
                         {"sm_pct", 15.0},
                         {"achieved_occupancy_pct", 90.0},
                         {"stall_long_scoreboard", 8.0},
                         {"stall_wait", 1.0},
                         {"stall_not_selected", 1.0}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        QCOMPARE(fs.front().id, std::string("warp_stall"));
        QVERIFY2(contains(fs.front().evidence, "8.0 of 10.0 stall cycles") && contains(fs.front().evidence, "80%"),
                 fs.front().evidence.c_str());
        QVERIFY(contains(fs.front().title, "long scoreboard"));
        QCOMPARE(fs.front().gain, 0.8 * 0.8);
        const auto* l = find(fs, "latency_bound");
        QVERIFY(l && contains(l->evidence, "achieved occupancy 90%"));
    }

    /// DRAM traffic twice the nominal bytes (a stencil without tiling re-reads rows).
    void dramExcess() {
        json d{{"achieved_bandwidth_gbs", 1800.0},
               {"bandwidth_fraction_of_peak", 0.374},
               {"timing", {{"candidate", {{"median_ms", 0.3}}}}},
               {"profile",
                profile({{"dram_pct", 75.0},
                         {"sm_pct", 20.0},
                         {"l2_hit_pct", 31.0},
                         {"dram_read_bytes", 9.0e8},
                         {"dram_write_bytes", 1.8e8}})}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        const auto* e = find(fs, "dram_excess");
        QVERIFY(e);
        QCOMPARE(fs.front().id, std::string("dram_excess"));
        QVERIFY2(contains(e->evidence, "2.00×") && contains(e->evidence, "L2 hit rate 31%"), e->evidence.c_str());
        QCOMPARE(e->gain, 0.5 * 0.75);
    }

    /// Counters refused (no permission): the nominal rates and ptxas still say something,
    /// and the reason is the last finding.
    void countersUnavailable() {
        json d{{"achieved_bandwidth_gbs", 4188.4},
               {"achieved_gflops", 2617.7},
               {"bandwidth_fraction_of_peak", 0.87},
               {"timing", {{"candidate", {{"median_ms", 0.1282}}}}},
               {"arch", "sm_90"},
               {"candidate_compile", resources("softmax_tuned", 30)},
               {"profile",
                {{"available", false},
                 {"reason", "counters unavailable (permission): CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"}}}};
        const DatasetHardware h200{"NVIDIA H200", "sm_90", 132, 1980000, 4814.3};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d), h200.peaks());
        QCOMPARE(fs.front().id, std::string("memory_bound"));
        QVERIFY2(contains(fs.front().evidence, "4188 GB/s, 87% of the 4814 GB/s DRAM peak") &&
                     contains(fs.front().evidence, "no counters"),
                 fs.front().evidence.c_str());
        QCOMPARE(fs.back().id, std::string("counters_unavailable"));
        QCOMPARE(fs.back().severity, DiagnosisSeverity::Info);
        QVERIFY(contains(fs.back().evidence, "CUPTI_ERROR_INSUFFICIENT_PRIVILEGES"));
        // Compute-bound without counters: an HGEMM above the FP32 roof is measured against
        // the tensor roof.
        json hgemm{
            {"achieved_bandwidth_gbs", 470.0}, {"achieved_gflops", 700000.0}, {"bandwidth_fraction_of_peak", 0.098}};
        const auto hf = KernelDiagnosis::diagnose(MeasurementReport::fromJson(hgemm), h200.peaks());
        QCOMPARE(hf.front().id, std::string("compute_bound"));
        QVERIFY2(contains(hf.front().evidence, "700000 GFLOP/s of 1070531 GFLOP/s"), hf.front().evidence.c_str());
        // No roof known and low bandwidth: low_bandwidth.
        const auto lb =
            KernelDiagnosis::diagnose(MeasurementReport::fromJson(json{{"bandwidth_fraction_of_peak", 0.5}}));
        QCOMPARE(lb.front().id, std::string("low_bandwidth"));
        // Nothing to go on: nothing said.
        QVERIFY(KernelDiagnosis::diagnose(MeasurementReport()).empty());
        QVERIFY(KernelDiagnosis::diagnose(MeasurementReport::parse("not json")).empty());
    }

    /// High register use without counters: the register-limited theoretical occupancy.
    void occupancyFromRegisters() {
        json d{{"arch", "sm_90"}, {"bandwidth_fraction_of_peak", 0.2}, {"candidate_compile", resources("k", 168)}};
        const auto fs = KernelDiagnosis::diagnose(MeasurementReport::fromJson(d));
        const auto* o = find(fs, "occupancy_limited");
        QVERIFY(o);
        // 168 registers × 32 = 5376 per warp (a multiple of the 256-register unit): 12 warps
        // of 64 fit in 65536 registers = 19%.
        QVERIFY2(contains(o->evidence, "theoretical occupancy 19%") && contains(o->evidence, "168 registers"),
                 o->evidence.c_str());
    }

    /// The replayed H200 datasets: hardware from "augur.hardware", every record diagnosed
    /// from nominal rates and ptxas alone.
    void replayedDataset() {
        const auto hw = readDatasetHardware(kH200Dataset);
        QVERIFY(hw);
        QCOMPARE(hw->arch, std::string("sm_90"));
        QCOMPARE(hw->multiprocessors, 132);
        const DevicePeaks peaks = hw->peaks();
        QVERIFY(std::abs(peaks.fp32GFlops - 132 * 128 * 2 * 1.98) < 1e-6);
        QVERIFY(std::abs(peaks.dramGBs - 4814.3) < 0.1);
        QVERIFY(!readDatasetHardware(std::string(AUGUR_SOURCE_DIR) + "/no/such/file.json.gz"));
        const TuningDataset ds = loadTuningDataset(kH200Dataset);
        int diagnosed = 0;
        for (const TuningRecord& r : ds.records) {
            if (r.report.empty()) continue;
            const auto fs = KernelDiagnosis::diagnose(r.report, peaks);
            QVERIFY(!fs.empty());
            const std::string top = fs.front().id;
            QVERIFY2(top == "memory_bound" || top == "latency_bound" || top == "compute_bound" ||
                         top == "register_spills" || top == "occupancy_limited",
                     top.c_str());
            ++diagnosed;
        }
        QVERIFY(diagnosed >= 50);
    }

    /// The generator's digest lists the ranked findings after the resources, and keeps the
    /// failure line.
    void digestUsesFindings() {
        Measurement m;
        m.speedup = 1.4;
        m.report = MeasurementReport::fromJson(
            json{{"candidate_compile", resources("softmax_tuned", 30)},
                 {"bandwidth_fraction_of_peak", 0.88},
                 {"profile", profile({{"dram_pct", 88.0}, {"sm_pct", 20.0}})},
                 {"energy",
                  {{"available", true},
                   {"reference", {{"j_per_launch", 0.25}, {"avg_power_w", 600}, {"launches", 4000}, {"loop_s", 1.0}}},
                   {"candidate",
                    {{"j_per_launch", 0.21},
                     {"avg_power_w", 610},
                     {"launches", 4000},
                     {"loop_s", 1.02},
                     {"repeats_j_per_launch", {0.209, 0.211, 0.210}}}}}}});
        const auto lines = LlmDiagnosisDigest::lines(m);
        QVERIFY(lines.size() >= 3);
        QVERIFY(contains(lines[0], "kernel softmax_tuned: 30 registers/thread"));
        QVERIFY2(contains(lines[1], "memory-bound: 88% of peak DRAM bandwidth") &&
                     contains(lines[1], "DRAM 88% of peak, SM 20%"),
                 lines[1].c_str());
        const std::string text = LlmDiagnosisDigest::text(m);
        QVERIFY2(contains(text, "energy: 0.21 J per launch at 610 W average (reference 0.25 J per launch)"),
                 text.c_str());
        const EnergyReport& e = m.report->energy;
        QVERIFY(e.available && e.candidate && e.candidate->repeatsJPerLaunch.size() == 3);
        Measurement failed;
        failed.status = MeasurementStatus::CompileError;
        failed.failureReason = "error: expected ';'";
        QCOMPARE(LlmDiagnosisDigest::text(failed), std::string("- compile_error: error: expected ';'"));
    }
};

QTEST_GUILESS_MAIN(TestKernelDiagnosis)
#include "tst_kernel_diagnosis.moc"
