// Counters and energy: without a GPU the profiler and NVML say clearly why they are
// unavailable and never call the plan; with one, a profiled, energy-measured candidate
// carries plausible counters, geometry, roofs and joules, and the same S as without.
#include "core/problem/ProblemLoader.h"
#include "core/kernel/ProfileMetrics.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"
#include "gpu/worker/CuptiProfiler.h"
#include "gpu/driver/NvmlEnergy.h"

#include <QTest>

#include <nlohmann/json.hpp>

#include <filesystem>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;

namespace {
const fs::path kProblems = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems";

Candidate configuration(const Problem& p, const std::vector<std::pair<std::string, double>>& values) {
    Candidate c;
    c.origin = Origin::Tuner;
    c.configuration.assign(p.space.parameters().size(), 0.0);
    for (const auto& [name, v] : values)
        for (std::size_t i = 0; i < p.space.parameters().size(); ++i)
            if (p.space.parameters()[i].name == name) c.configuration[i] = v;
    return c;
}
} // namespace

class TestProfiling : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void unavailableWithoutAGpuSaysWhy() {
        CudaDriver driver;
        if (driver.available()) QSKIP("a GPU is here: covered by countersAndEnergyOnTheGpu");
        CuptiRangeProfiler profiler(nullptr, 0);
        int calls = 0;
        ProfileCounters c = profiler.profile(
            1, [&] { ++calls; }, [&] { ++calls; });
        QVERIFY(!c.available);
        QVERIFY2(c.reason.rfind("counters unavailable (", 0) == 0, c.reason.c_str());
        QCOMPARE(calls, 0); // the plan never ran
        // The second call gives the same answer without trying again.
        QCOMPARE(profiler
                     .profile(
                         1, [] {}, [] {})
                     .reason,
                 c.reason);
        NvmlEnergy nvml("0000:00:00.0");
        QVERIFY(!nvml.ok());
        QVERIFY(!nvml.error().empty());
        QCOMPARE(nvml.totalMillijoules(), -1LL);
    }

    void countersAndEnergyOnTheGpu() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load((kProblems / "softmax_rows_f32").string());
        CudaBackendOptions o;
        o.workerPath = AUGUR_WORKER_PATH;
        o.settings.profile = true;
        o.settings.energy = true;
        o.settings.energyRepeats = 2;
        CudaBackend b(p, o);
        const Candidate cand = configuration(p, {{"BLOCK", 256}, {"CACHE", 1}, {"ONLINE", 0}, {"VEC", 4}});
        Measurement m = b.measure(p, cand);
        QVERIFY2(m.ok(), m.failureReason.c_str());
        const nlohmann::json& d = m.report.json();
        // Counters: either collected and plausible, or refused with the reason.
        const KernelProfile& prof = m.report->profile;
        if (!prof.available) {
            QVERIFY2(prof.reason.rfind("counters unavailable (", 0) == 0, prof.reason.c_str());
            qWarning("counters refused on this machine: %s", prof.reason.c_str());
        } else {
            QVERIFY(prof.passes >= 1);
            // A row softmax over 512 MiB is memory-bound: DRAM far busier than half of peak.
            QVERIFY2(*prof.get("dram_pct") > 50 && *prof.get("dram_pct") <= 100.5, d["profile"].dump().c_str());
            QVERIFY(*prof.get("achieved_occupancy_pct") > 0 && *prof.get("achieved_occupancy_pct") <= 100.5);
            // DRAM bytes read ≈ the 256 MiB input (cold L2, read once with CACHE=1).
            const double read = *prof.get("dram_read_bytes");
            QVERIFY2(read > 0.9 * 268435456.0 && read < 1.5 * 268435456.0, std::to_string(read).c_str());
            // The counters' duration agrees with the timed median within 10%.
            QVERIFY(std::abs(*prof.get("duration_ns") * 1e-6 / m.candidateMs - 1.0) < 0.10);
        }
        const auto& geometry = m.report->launchGeometry;
        QCOMPARE(geometry.size(), std::size_t(1));
        QCOMPARE(geometry[0].gridBlocks, 16384LL);
        QVERIFY(geometry[0].blocksPerSm >= 1 && geometry[0].waves > 1);
        QVERIFY(m.report->devicePeaks && m.report->devicePeaks->dramGBs > 500);
        // Energy: joules per launch and power within what one GPU board can draw.
        QVERIFY2(d.contains("energy") && d["energy"].value("available", false),
                 d.value("energy", nlohmann::json()).dump().c_str());
        QVERIFY(m.energyJ && m.referenceEnergyJ);
        const double watts = d["energy"]["candidate"]["avg_power_w"].get<double>();
        QVERIFY2(watts > 30 && watts < 1500, std::to_string(watts).c_str());
        QVERIFY(*m.energyJ > 0 && *m.energyJ < watts * m.candidateMs * 1e-3 * 1.5);
        // Profiling and energy run after timing: S agrees with an unprofiled measurement.
        CudaBackendOptions plain = o;
        plain.settings.profile = plain.settings.energy = false;
        CudaBackend b2(p, plain);
        Measurement m2 = b2.measure(p, cand);
        QVERIFY(m2.ok());
        QVERIFY2(std::abs(m2.speedup / m.speedup - 1.0) < 0.03,
                 (std::to_string(m.speedup) + " vs " + std::to_string(m2.speedup)).c_str());
    }
};

QTEST_GUILESS_MAIN(TestProfiling)
#include "tst_profiling.moc"
