// Vendor baselines and the GEMM templates on the GPU (docs/measurement.md, "Vendor
// baselines" and "Workload shapes"): cuBLAS and cuBLASLt timed against the reference through
// the harness (correctness and the float64 precision check included), the library's call
// at a transposed layout, the float64 check passing an FP32-accumulating tensor-core kernel
// and refusing an FP16-accumulating one, and the workload templates correct at every shape
// (the wgmma ones, cp.async and TMA, on Hopper; elsewhere they must fail to compile, saying
// why).
// Everything here needs a GPU and skips without one; the CPU side is core_tst_vendor_baseline
// and core_tst_workload.
#include "../EditedProblem.h"
#include "core/backend/WorkloadBackend.h"
#include "core/problem/ProblemJson.h"
#include "core/problem/ProblemLoader.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"

#include <QTest>

#include <filesystem>
#include <functional>

using namespace augur;
using namespace augur::gpu;
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

const fs::path kProblems = fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems";

/// A suite problem with its document edited (smaller sizes keep the naive reference quick).
Problem problemWith(const std::string& name, const std::function<void(json&)>& edit) {
    return test::editedProblem((kProblems / name).string(), edit, (kProblems / name / "problem.json").string());
}

CudaBackendOptions options() {
    CudaBackendOptions o;
    if (const char* w = std::getenv("AUGUR_WORKER")) o.workerPath = w;
    o.deadline = std::chrono::milliseconds(120000);
    o.settings.minSamples = 5;
    o.settings.maxSamples = 30;
    return o;
}

Candidate handCandidate(const Problem& p, const std::string& name) {
    for (const auto& h : p.handCandidates)
        if (h.name == name) return ProblemLoader::candidateFromSpec(h);
    throw std::logic_error("no hand candidate " + name);
}

/// WMMA straight from global memory with an FP16 accumulator: the products are exact, the
/// running sum is rounded to 11 bits at every step.
const char* kHalfAccumulating = R"(#include <cuda_fp16.h>
#include <mma.h>
using namespace nvcuda;
extern "C" __global__ void __launch_bounds__(128)
hgemm_wmma_global(const __half* __restrict__ A, const __half* __restrict__ B, float* __restrict__ C, int M, int N, int K)
{
    const int warp = threadIdx.x / 32;
    const int row0 = blockIdx.y * 64 + (warp / 2) * 32;
    const int col0 = blockIdx.x * 64 + (warp % 2) * 32;
    __shared__ __align__(32) __half tile[4][16 * 16];
    const int lane = threadIdx.x % 32;
    wmma::fragment<wmma::accumulator, 16, 16, 16, __half> acc[2][2];
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) wmma::fill_fragment(acc[i][j], __float2half(0.0f));
    for (int k = 0; k < K; k += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, __half, wmma::row_major> a[2];
        wmma::fragment<wmma::matrix_b, 16, 16, 16, __half, wmma::row_major> b[2];
        for (int i = 0; i < 2; ++i) wmma::load_matrix_sync(a[i], A + (long long)(row0 + 16 * i) * K + k, K);
        for (int j = 0; j < 2; ++j) wmma::load_matrix_sync(b[j], B + (long long)k * N + col0 + 16 * j, N);
        for (int i = 0; i < 2; ++i)
            for (int j = 0; j < 2; ++j) wmma::mma_sync(acc[i][j], a[i], b[j], acc[i][j]);
    }
    for (int i = 0; i < 2; ++i)
        for (int j = 0; j < 2; ++j) {
            wmma::store_matrix_sync(tile[warp], acc[i][j], 16, wmma::mem_row_major);
            __syncwarp();
            for (int e = lane; e < 256; e += 32)
                C[(long long)(row0 + 16 * i + e / 16) * N + col0 + 16 * j + e % 16] = __half2float(tile[warp][e]);
            __syncwarp();
        }
}
)";

} // namespace

class TestVendorGemm : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() {
        CudaDriver driver;
        if (!driver.available()) QSKIP(("no GPU here: " + driver.unavailableReason()).c_str());
    }

    void cublasIsTimedLikeACandidate() {
        for (const char* library : {"cublas", "cublaslt"}) {
            const Problem p = problemWith("sgemm_f32", [&](json& d) {
                d["sizes"] = {{"M", 1024}, {"N", 2048}, {"K", 512}};
                d["baseline"]["library"] = library;
            });
            CudaBackend backend(p, options());
            const Measurement m = backend.measureBaseline(p);
            QVERIFY2(m.ok(), m.failureReason.c_str());
            QVERIFY2(m.speedup > 2, std::to_string(m.speedup).c_str()); // a naive reference is far behind
            const json& d = m.report.json();
            QVERIFY2(d["vendor"]["library"].get<std::string>().find("libcublas") != std::string::npos,
                     d["vendor"].dump().c_str());
            QVERIFY(d.contains("precision"));
            qInfo("%s: %.4f ms, S %.2f over the reference", library, m.candidateMs, m.speedup);
        }
    }

    void aTransposedLayoutMatchesTheReference() {
        // The reference reads B row-major K x N; declaring B transposed with the same buffer
        // would compute another product, and the harness must say so.
        const Problem p = problemWith("sgemm_f32", [&](json& d) {
            d["sizes"] = {{"M", 512}, {"N", 512}, {"K", 512}};
            d["baseline"]["trans_b"] = true;
        });
        CudaBackend backend(p, options());
        const Measurement m = backend.measureBaseline(p);
        QCOMPARE(m.status, MeasurementStatus::WrongResult);
    }

    void precisionCheckTellsTheAccumulators() {
        const Problem p = problemWith("hgemm_f16_tc", [](json& d) {
            d["sizes"] = {{"M", 1024}, {"N", 1024}, {"K", 4096}};
        });
        CudaBackend backend(p, options());
        const Candidate fp32 = handCandidate(p, "wmma_global");
        Candidate fp16 = fp32;
        fp16.source = kHalfAccumulating;
        const auto got = backend.measureBatch(p, {&fp32, &fp16});
        QVERIFY2(got[0].ok(), got[0].failureReason.c_str());
        QCOMPARE(got[1].status, MeasurementStatus::WrongResult);
        QVERIFY2(got[1].failureReason.find("precision downgrade") != std::string::npos, got[1].failureReason.c_str());
        const Measurement lib = backend.measureBaseline(p);
        QVERIFY2(lib.ok(), lib.failureReason.c_str()); // cuBLAS accumulates in FP32 here
    }

    void workloadTemplatesAreCorrectAtEveryShape() {
        const bool hopper = CudaDriver().devices().front().arch() == "sm_90";
        for (const char* name :
             {"sgemm_f32_workload", "hgemm_f16_workload", "hgemm_f16_wgmma_workload", "hgemm_f16_wgmma_tma_workload"}) {
            const Problem p = ProblemLoader::load((kProblems / name).string());
            if (std::string(name).find("wgmma") != std::string::npos && !hopper) {
                // wgmma is Hopper's own: elsewhere every configuration fails in one line.
                Candidate c;
                c.configuration = ProblemLoader::validConfigurations(p, 1).front();
                const Measurement m = WorkloadBackend(std::make_unique<CudaBackend>(p, options())).measure(p, c);
                QVERIFY2(m.failureReason.find("needs sm_90a") != std::string::npos, m.failureReason.c_str());
                continue;
            }
            const auto configs = ProblemLoader::validConfigurations(p, 100000);
            WorkloadBackend backend(std::make_unique<CudaBackend>(p, options()));
            for (const auto& cfg : {configs.front(), configs[configs.size() / 2], configs.back()}) {
                Candidate c;
                c.configuration = cfg;
                const Measurement m = backend.measure(p, c);
                QVERIFY2(m.ok(), (std::string(name) + " " + p.space.key(cfg) + ": " + m.failureReason).c_str());
                QCOMPARE(m.report.json()["workload"].size(), p.workload.size());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestVendorGemm)
#include "tst_vendor_gemm.moc"
