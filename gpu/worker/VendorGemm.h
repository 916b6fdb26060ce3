#pragma once
// A problem's vendor baseline as the harness runs it: one GEMM through cuBLAS
// (cublasGemmEx) or cuBLASLt (cublasLtMatmul) on the harness's stream, so it is timed with
// the same events, L2 flushes and interleaving as any candidate (docs/measurement.md,
// "Vendor baselines").
#include "core/problem/VendorCall.h"
#include "gpu/driver/CublasApi.h"
#include "gpu/driver/CudaApi.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace augur::gpu {

/// The library handles of one worker, created on first use and kept, with a 32 MiB
/// workspace (PyTorch's default on Hopper) and, for cuBLASLt, the algorithm its heuristic
/// ranks first for each call. Used on the harness's thread only.
class VendorGemm {
public:
    explicit VendorGemm(const CudaApi& api);
    ~VendorGemm();
    VendorGemm(const VendorGemm&) = delete;
    VendorGemm& operator=(const VendorGemm&) = delete;

    /// Loads the call's library, creates its handle and workspace and, for cuBLASLt, picks
    /// the algorithm. Empty when the call can run, else one line (the library is missing or
    /// lacks an entry point, or refuses the call: "cuBLASLt: no algorithm for ...").
    std::string prepare(const VendorCall& call, CUstream stream);
    /// Enqueues the call on `stream` with A, B and C at `a`, `b` and `c` (device addresses
    /// the caller has checked against the call's extents, vendorCallProblem). Throws
    /// CudaFailure (not sticky) when the library reports an error.
    void enqueue(const VendorCall& call, CUdeviceptr a, CUdeviceptr b, CUdeviceptr c, CUstream stream);
    /// {"library": file and version, "call": VendorCall::describe(), "workspace_bytes"}.
    nlohmann::json describe(const VendorCall& call) const;

private:
    struct LtPlan; ///< descriptors and the chosen algorithm of one cuBLASLt call
    std::string ensureWorkspace();
    std::string prepareLt(const VendorCall& call);
    void fail(cublasStatus_t status, const std::string& what) const;

    const CudaApi& api_;
    CublasApi blas_;
    cublasHandle_t handle_ = nullptr;
    cublasLtHandle_t ltHandle_ = nullptr;
    CUdeviceptr workspace_ = 0;
    std::map<std::string, LtPlan*> ltPlans_; ///< by the call's JSON text; owned
};

} // namespace augur::gpu
