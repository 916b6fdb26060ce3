#pragma once
// A vendor library GEMM (a problem's "baseline") with every expression evaluated and
// mapped onto BLAS's column-major call, so the worker only passes numbers to the library.
// The mapping and the bounds checks live here, on the CPU side, where they can be tested
// without a GPU; the worker checks the bounds again before it calls (docs/measurement.md,
// "Vendor baselines").
#include "core/base/Expression.h"
#include "core/model/Problem.h"

#include <nlohmann/json.hpp>

#include <array>
#include <string>
#include <vector>

namespace augur {

struct ResolvedBuffer;

/// C(m x n) = alpha · op(A)(m x k) · op(B)(k x n) + beta · C, column-major, as cublasGemmEx
/// and cublasLtMatmul take it. A row-major problem is mapped here: Cᵀ = op(B)ᵀ · op(A)ᵀ
/// (the operands swap, m and n swap), which is what PyTorch does for its row-major tensors.
struct VendorCall {
    std::string library; ///< "cublas" or "cublaslt"
    std::string inputDtype; ///< of A and B: "f32", "f16" or "bf16"
    std::string outputDtype; ///< of C: "f32" or inputDtype
    std::string compute; ///< "f32", "tf32" or "f16" (BaselineSpec::compute)
    bool transA = false, transB = false;
    long long m = 0, n = 0, k = 0; ///< elements
    long long lda = 0, ldb = 0, ldc = 0; ///< elements
    int a = -1, b = -1, c = -1; ///< indices into MeasureJob::buffers
    double alpha = 1.0, beta = 0.0;

    /// The call in one line, in the library's terms: "cuBLAS gemm f16 x f16 -> f16, compute
    /// f32, T N, m=4096 n=4096 k=4096 (column-major)".
    std::string describe() const;
};

/// The library's name for people: "cuBLAS" or "cuBLASLt".
std::string vendorLibraryName(const std::string& library);

/// The call of `spec` on `buffers` (the job's, counts evaluated) at `sizes`. Throws
/// InputError(file, "baseline.<field>") for an expression that does not evaluate, a
/// dimension outside 1..2^31-1, a leading dimension below the packed one, a buffer too
/// small for the matrix it holds, an output C the call does not write whole, or a
/// dtype/compute pairing the libraries do not offer. Messages name the problem's own
/// matrices and fields (baseline.a and lda, ...), not the library's swapped operands.
VendorCall resolveVendorCall(const BaselineSpec& spec, const std::vector<ResolvedBuffer>& buffers,
                             const ExpressionVariables& sizes, const std::string& file);

/// Why `call` cannot run on `buffers` (a dimension, a leading dimension, a buffer index,
/// an extent beyond a buffer's count, an unsupported dtype pairing); empty when it can.
/// The worker asks again before every call: a job is not trusted to be in bounds.
/// `labels` name A, B and C in the messages (the library's operands by default; a row-major
/// problem's own names when resolveVendorCall asks, since its operands swap).
std::string vendorCallProblem(const VendorCall& call, const std::vector<ResolvedBuffer>& buffers,
                              const std::array<std::string, 3>& labels = {"A", "B", "C"});

nlohmann::json toJson(const VendorCall& call);
/// Throws std::invalid_argument naming the field for a malformed call or one that
/// vendorCallProblem refuses on `buffers`.
VendorCall vendorCallFromJson(const nlohmann::json& j, const std::string& where,
                              const std::vector<ResolvedBuffer>& buffers);

} // namespace augur
