#include "gpu/worker/VendorGemm.h"

#include "gpu/worker/DeviceBuffer.h"

#include <cuda_fp16.h>

namespace augur::gpu {

namespace {

/// PyTorch's cuBLAS and cuBLASLt workspace on Hopper (CUBLAS_WORKSPACE_CONFIG's default
/// there), so a baseline and PyTorch's call pick from the same algorithms.
constexpr std::size_t kWorkspaceBytes = 32u << 20;

cudaDataType dataType(const std::string& dtype) {
    if (dtype == "f16") return CUDA_R_16F;
    if (dtype == "bf16") return CUDA_R_16BF;
    return CUDA_R_32F;
}

cublasComputeType_t computeType(const std::string& compute) {
    if (compute == "f16") return CUBLAS_COMPUTE_16F;
    if (compute == "tf32") return CUBLAS_COMPUTE_32F_FAST_TF32;
    return CUBLAS_COMPUTE_32F;
}

/// alpha and beta in the compute type's scale: __half for FP16 accumulation, else float.
struct Scales {
    float f[2] = {1, 0};
    __half h[2];
    const void* alpha(bool half) const { return half ? static_cast<const void*>(&h[0]) : &f[0]; }
    const void* beta(bool half) const { return half ? static_cast<const void*>(&h[1]) : &f[1]; }
};

Scales scalesOf(const VendorCall& call) {
    Scales s;
    s.f[0] = static_cast<float>(call.alpha);
    s.f[1] = static_cast<float>(call.beta);
    s.h[0] = __float2half(s.f[0]);
    s.h[1] = __float2half(s.f[1]);
    return s;
}

/// The libraries take device addresses as pointers; the driver's CUdeviceptr is an integer.
void* asPointer(CUdeviceptr p) {
    return reinterpret_cast<void*>(p); // NOLINT(performance-no-int-to-ptr): the driver's addresses are integers
}

} // namespace

struct VendorGemm::LtPlan {
    cublasLtMatmulDesc_t desc = nullptr;
    cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
    cublasLtMatmulAlgo_t algo{};
};

VendorGemm::VendorGemm(const CudaApi& api) : api_(api) {}

VendorGemm::~VendorGemm() {
    for (auto& [key, plan] : ltPlans_) {
        if (plan->desc) blas_.cublasLtMatmulDescDestroy(plan->desc);
        for (auto* layout : {plan->a, plan->b, plan->c})
            if (layout) blas_.cublasLtMatrixLayoutDestroy(layout);
        delete plan;
    }
    if (ltHandle_) blas_.cublasLtDestroy(ltHandle_);
    if (handle_) blas_.cublasDestroy_v2(handle_);
    if (workspace_) api_.cuMemFree(workspace_);
}

void VendorGemm::fail(cublasStatus_t status, const std::string& what) const {
    throw CudaFailure(CUDA_ERROR_NOT_SUPPORTED, what + ": " + blas_.statusName(status));
}

std::string VendorGemm::ensureWorkspace() {
    if (workspace_) return {};
    if (api_.cuMemAlloc(&workspace_, kWorkspaceBytes) != CUDA_SUCCESS) {
        workspace_ = 0;
        return "cannot allocate the library's 32 MiB workspace";
    }
    return {};
}

std::string VendorGemm::prepare(const VendorCall& call, CUstream stream) {
    const bool lt = call.library == "cublaslt";
    const std::string name = vendorLibraryName(call.library);
    if (std::string why = blas_.load(lt ? CublasApi::Library::cublasLt : CublasApi::Library::cublas); !why.empty())
        return why;
    if (std::string why = ensureWorkspace(); !why.empty()) return name + ": " + why;
    if (lt) {
        if (!ltHandle_ && blas_.cublasLtCreate(&ltHandle_) != CUBLAS_STATUS_SUCCESS) {
            ltHandle_ = nullptr;
            return name + ": cublasLtCreate failed";
        }
        return prepareLt(call);
    }
    if (!handle_) {
        if (cublasStatus_t rc = blas_.cublasCreate_v2(&handle_); rc != CUBLAS_STATUS_SUCCESS) {
            handle_ = nullptr;
            return name + ": cublasCreate failed: " + blas_.statusName(rc);
        }
        // Our workspace, not one cuBLAS allocates behind the harness's accounting.
        if (cublasStatus_t rc = blas_.cublasSetWorkspace_v2(handle_, asPointer(workspace_), kWorkspaceBytes);
            rc != CUBLAS_STATUS_SUCCESS)
            return name + ": cublasSetWorkspace failed: " + blas_.statusName(rc);
    }
    if (cublasStatus_t rc = blas_.cublasSetStream_v2(handle_, stream); rc != CUBLAS_STATUS_SUCCESS)
        return name + ": cublasSetStream failed: " + blas_.statusName(rc);
    return {};
}

std::string VendorGemm::prepareLt(const VendorCall& call) {
    const std::string key = toJson(call).dump();
    if (ltPlans_.count(key)) return {};
    auto* plan = new LtPlan;
    ltPlans_[key] = plan; // owned from here, so the destructor frees what was created
    const cudaDataType in = dataType(call.inputDtype), out = dataType(call.outputDtype);
    const cudaDataType scale = call.compute == "f16" ? CUDA_R_16F : CUDA_R_32F;
    const cublasOperation_t opA = call.transA ? CUBLAS_OP_T : CUBLAS_OP_N,
                            opB = call.transB ? CUBLAS_OP_T : CUBLAS_OP_N;
    bool ok = blas_.cublasLtMatmulDescCreate(&plan->desc, computeType(call.compute), scale) == CUBLAS_STATUS_SUCCESS;
    ok = ok &&
        blas_.cublasLtMatmulDescSetAttribute(plan->desc, CUBLASLT_MATMUL_DESC_TRANSA, &opA, sizeof opA) ==
            CUBLAS_STATUS_SUCCESS &&
        blas_.cublasLtMatmulDescSetAttribute(plan->desc, CUBLASLT_MATMUL_DESC_TRANSB, &opB, sizeof opB) ==
            CUBLAS_STATUS_SUCCESS;
    // Column-major layouts of the stored matrices: op(A) is m x k, so A is stored k x m when transposed.
    const auto rowsA = static_cast<std::uint64_t>(call.transA ? call.k : call.m);
    const auto colsA = static_cast<std::uint64_t>(call.transA ? call.m : call.k);
    const auto rowsB = static_cast<std::uint64_t>(call.transB ? call.n : call.k);
    const auto colsB = static_cast<std::uint64_t>(call.transB ? call.k : call.n);
    ok = ok && blas_.cublasLtMatrixLayoutCreate(&plan->a, in, rowsA, colsA, call.lda) == CUBLAS_STATUS_SUCCESS;
    ok = ok && blas_.cublasLtMatrixLayoutCreate(&plan->b, in, rowsB, colsB, call.ldb) == CUBLAS_STATUS_SUCCESS;
    ok = ok &&
        blas_.cublasLtMatrixLayoutCreate(&plan->c, out, static_cast<std::uint64_t>(call.m),
                                         static_cast<std::uint64_t>(call.n), call.ldc) == CUBLAS_STATUS_SUCCESS;
    if (!ok) return "cuBLASLt refuses the descriptors of " + call.describe();
    cublasLtMatmulPreference_t pref = nullptr;
    if (blas_.cublasLtMatmulPreferenceCreate(&pref) != CUBLAS_STATUS_SUCCESS)
        return "cuBLASLt: cublasLtMatmulPreferenceCreate failed";
    const std::uint64_t workspace = kWorkspaceBytes;
    blas_.cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace,
                                               sizeof workspace);
    cublasLtMatmulHeuristicResult_t best{};
    int found = 0;
    const cublasStatus_t rc = blas_.cublasLtMatmulAlgoGetHeuristic(ltHandle_, plan->desc, plan->a, plan->b, plan->c,
                                                                   plan->c, pref, 1, &best, &found);
    blas_.cublasLtMatmulPreferenceDestroy(pref);
    if (rc != CUBLAS_STATUS_SUCCESS || found < 1)
        return "cuBLASLt: no algorithm for " + call.describe() + " (" + blas_.statusName(rc) + ")";
    plan->algo = best.algo;
    return {};
}

void VendorGemm::enqueue(const VendorCall& call, CUdeviceptr a, CUdeviceptr b, CUdeviceptr c, CUstream stream) {
    const Scales scales = scalesOf(call);
    const bool half = call.compute == "f16";
    auto* pa = asPointer(a);
    auto* pb = asPointer(b);
    auto* pc = asPointer(c);
    if (call.library == "cublaslt") {
        const auto it = ltPlans_.find(toJson(call).dump());
        if (it == ltPlans_.end()) throw CudaFailure(CUDA_ERROR_NOT_SUPPORTED, "cuBLASLt: the call was not prepared");
        const LtPlan& p = *it->second;
        if (cublasStatus_t rc =
                blas_.cublasLtMatmul(ltHandle_, p.desc, scales.alpha(half), pa, p.a, pb, p.b, scales.beta(half), pc,
                                     p.c, pc, p.c, &p.algo, asPointer(workspace_), kWorkspaceBytes, stream);
            rc != CUBLAS_STATUS_SUCCESS)
            fail(rc, "cublasLtMatmul");
        return;
    }
    const cudaDataType in = dataType(call.inputDtype), out = dataType(call.outputDtype);
    if (cublasStatus_t rc = blas_.cublasGemmEx(
            handle_, call.transA ? CUBLAS_OP_T : CUBLAS_OP_N, call.transB ? CUBLAS_OP_T : CUBLAS_OP_N,
            static_cast<int>(call.m), static_cast<int>(call.n), static_cast<int>(call.k), scales.alpha(half), pa, in,
            static_cast<int>(call.lda), pb, in, static_cast<int>(call.ldb), scales.beta(half), pc, out,
            static_cast<int>(call.ldc), computeType(call.compute), CUBLAS_GEMM_DEFAULT);
        rc != CUBLAS_STATUS_SUCCESS)
        fail(rc, "cublasGemmEx");
}

nlohmann::json VendorGemm::describe(const VendorCall& call) const {
    const auto library = call.library == "cublaslt" ? CublasApi::Library::cublasLt : CublasApi::Library::cublas;
    nlohmann::json out{{"library", blas_.describe(library)}, {"call", call.describe()}};
    out["workspace_bytes"] = kWorkspaceBytes;
    if (handle_ && call.library == "cublas") {
        int version = 0;
        if (blas_.cublasGetVersion_v2(handle_, &version) == CUBLAS_STATUS_SUCCESS) out["version"] = version;
    }
    return out;
}

} // namespace augur::gpu
