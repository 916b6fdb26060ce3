// Tensor-map arguments on the GPU (docs/problem-format.md, "Tensor maps"): the worker
// encodes a map per argument from the buffer's address (cuTensorMapEncodeTiled) and passes
// it by value, and a kernel reading through the tensor memory accelerator is measured like
// any other, correct where the map's bounds cut the last boxes short. The TMA kernel
// compiles with NVRTC everywhere; measuring it needs a Hopper (or later) GPU and skips
// otherwise. The CPU side (syntax, geometry, the job) is core_tst_tensor_map_arg.
#include "../EditedProblem.h"
#include "TensorMapKernel.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/compile/Nvrtc.h"
#include "gpu/driver/CudaDriver.h"

#include <QTest>

#include <filesystem>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

const fs::path kVectorAdd = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems" / "vector_add_f32";

/// vector_add_f32 at 1000 rows of 4096 floats: the last row box is half outside the map.
Problem vectorAdd() {
    return test::editedProblem(
        kVectorAdd.string(),
        [](json& d) {
            d["sizes"] = {{"n", 4096 * 1000}};
        },
        (kVectorAdd / "problem.json").string());
}

Candidate tmaCandidate() {
    Candidate c;
    c.origin = Origin::User;
    c.source = kTmaAddSource;
    c.launchesJson = kTmaAddLaunches;
    return c;
}

} // namespace

class TestTensorMap : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theKernelCompilesForHopper() {
        Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        const auto r = n.compile(kTmaAddSource, "tma_add.cu", "sm_90", {});
        QVERIFY2(r.ok, r.log.c_str());
        QVERIFY(r.ptx.find("cp.async.bulk.tensor.2d") != std::string::npos);
    }

    void theCandidatesMapsResolveAtTheProblemsSize() {
        const MeasureJob job = resolveMeasureJob(vectorAdd(), tmaCandidate(), MeasureSettings{});
        const auto& args = job.candidate.launches.at(0).args;
        QCOMPARE(args.at(0).kind, ResolvedArg::Kind::TensorMap);
        QCOMPARE(args.at(1).kind, ResolvedArg::Kind::TensorMap);
        QCOMPARE(args.at(0).tensorMap.dims, (std::vector<long long>{4096, 1000}));
        QCOMPARE(args.at(1).tensorMap.box, (std::vector<long long>{256, 16}));
        QCOMPARE(job.candidate.launches.at(0).grid[1], 63LL);
    }

    void aKernelReadsThroughTheMapsTheWorkerEncodes() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
        const std::string arch = driver.devices().front().arch();
        if (std::stoi(arch.substr(3)) < 90)
            QSKIP(("the tensor memory accelerator needs sm_90; this is " + arch).c_str());
        const Problem p = vectorAdd();
        CudaBackendOptions o;
        if (const char* w = std::getenv("AUGUR_WORKER")) o.workerPath = w;
        o.settings.minSamples = 5;
        o.settings.maxSamples = 20;
        CudaBackend backend(p, o);
        const Measurement m = backend.measure(p, tmaCandidate());
        QVERIFY2(m.ok(), m.failureReason.c_str());
        QVERIFY(m.speedup > 0);

        // A map the driver refuses at this size: one line, the candidate fails alone.
        Candidate wide = tmaCandidate();
        wide.launchesJson = std::string(kTmaAddLaunches);
        wide.launchesJson.replace(wide.launchesJson.find("box=256, 16"), 11, "box=256, 300");
        const Measurement refused = backend.measure(p, wide);
        QVERIFY(!refused.ok());
        QVERIFY2(refused.failureReason.find("outside 1 to 256") != std::string::npos, refused.failureReason.c_str());
    }
};

QTEST_GUILESS_MAIN(TestTensorMap)
#include "tst_tensor_map.moc"
