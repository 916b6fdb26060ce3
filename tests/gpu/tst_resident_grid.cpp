// Resident grids (docs/problem-format.md, "Resident grids"): a launch with resident_grid
// asks the worker to cap grid x at the blocks the GPU holds at once, so a persistent kernel
// that strides over its work by gridDim.x runs one wave whatever the GPU. The plan keeps the
// written grid (the work's block count, what features and the Kernel dock see); the worker
// launches the capped one and reports it in the launch geometry.
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"

#include <QTest>

#include <filesystem>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;

namespace {

const fs::path kVectorAdd = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems" / "vector_add_f32";

constexpr const char* kStrideSource = R"(
extern "C" __global__ void add_strided(const float* __restrict__ a, const float* __restrict__ b,
                                       float* __restrict__ c, int n)
{
    const long long stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        c[i] = a[i] + b[i];
}
)";

/// One block of 256 per 256 elements as written; `resident` is the resident_grid value.
Candidate strided(const std::string& resident) {
    Candidate c;
    c.origin = Origin::User;
    c.source = kStrideSource;
    c.launchesJson = R"J([{"kernel": "add_strided", "grid": ["ceil_div(n, 256)", 1, 1], "block": [256, 1, 1],
                          "shared_bytes": 0, "resident_grid": )J" +
        resident + R"J(, "args": ["a", "b", "c", "n"]}])J";
    return c;
}

} // namespace

class TestResidentGrid : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theFlagTravelsWithTheJob() {
        const Problem p = ProblemLoader::load(kVectorAdd.string());
        for (const auto& [text, expected] : {std::pair{"true", true},
                                             {"false", false},
                                             {"\"n > 1024\"", true},
                                             {"0.5", true},
                                             {"1e300", true},
                                             {"0", false}}) {
            const MeasureJob job = resolveMeasureJob(p, strided(text), MeasureSettings{});
            const ResolvedLaunch& l = job.candidate.launches.at(0);
            QCOMPARE(l.residentGrid, expected);
            QCOMPARE(l.grid[0], (p.sizes.at("n") + 255) / 256); // the written grid: the work's blocks
            QCOMPARE(measureJobFromJson(toJson(job)).candidate.launches.at(0).residentGrid, expected);
        }
        // A name the plan does not have, a list: one line naming the field.
        for (const auto& [bad, why] :
             {std::pair{"\"SMS\"", "Unexpected token"}, {"[1]", "must be true, false, a number"}}) {
            try {
                (void)resolveMeasureJob(p, strided(bad), MeasureSettings{});
                QFAIL(qPrintable(QStringLiteral("resident_grid %1 was accepted").arg(bad)));
            } catch (const std::exception& e) {
                const std::string what = e.what();
                QVERIFY2(what.find("resident_grid") != std::string::npos && what.find(why) != std::string::npos,
                         e.what());
            }
        }
    }

    void theWorkerLaunchesOneWave() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const Problem p = ProblemLoader::load(kVectorAdd.string());
        CudaBackendOptions o;
        if (const char* w = std::getenv("AUGUR_WORKER")) o.workerPath = w;
        o.settings.minSamples = 5;
        o.settings.maxSamples = 20;
        CudaBackend backend(p, o);
        const long long written = (p.sizes.at("n") + 255) / 256;
        for (const bool resident : {true, false}) {
            const Measurement m = backend.measure(p, strided(resident ? "true" : "false"));
            QVERIFY2(m.ok(), m.failureReason.c_str()); // every element written though far fewer blocks ran
            QCOMPARE(m.report->launchGeometry.size(), std::size_t(1));
            const LaunchGeometry& g = m.report->launchGeometry.front();
            QVERIFY(g.blocksPerSm > 0 && g.smCount > 0);
            if (resident) {
                QCOMPARE(g.gridBlocks, static_cast<long long>(g.blocksPerSm) * g.smCount);
                QVERIFY(g.waves <= 1.0);
            } else {
                QCOMPARE(g.gridBlocks, written);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestResidentGrid)
#include "tst_resident_grid.moc"
