#pragma once
// The cuBLAS and cuBLASLt entry points a vendor baseline calls (docs/measurement.md,
// "Vendor baselines"), resolved at run time like the driver, NVRTC and CUPTI: Augur links
// neither library, a machine without them measures everything else, and the reason one is
// missing is one line. Types come from the toolkit's cublasLt.h.
#include "gpu/driver/DynamicLibrary.h"

#include <cublasLt.h>

#include <string>

namespace augur::gpu {

/// Function table of libcublas (cublasGemmEx) and libcublasLt (cublasLtMatmul), each
/// loaded on first use. Never throws: a missing library or entry point leaves that
/// library unusable with the reason from error().
class CublasApi {
public:
    enum class Library { cublas, cublasLt };

    CublasApi() = default;
    CublasApi(const CublasApi&) = delete;
    CublasApi& operator=(const CublasApi&) = delete;

    /// Loads `library` (once; later calls answer from the first attempt) from the loader's
    /// path, $CUDA_HOME/lib64, $CUDA_PATH/lib64 and /usr/local/cuda/lib64, major versions 13
    /// then 12. Empty when usable, else one line: which library, what the loader said or
    /// which entry points it lacks.
    std::string load(Library library);
    /// The file that loaded and the library's version ("libcublas.so.13, version 130100").
    std::string describe(Library library) const;
    /// "CUBLAS_STATUS_NOT_SUPPORTED" (a number when the library cannot name it).
    std::string statusName(cublasStatus_t status) const;

#define AUGUR_CUBLAS_FN(name) decltype(&::name) name = nullptr; // NOLINT(bugprone-macro-parentheses): a declaration
    AUGUR_CUBLAS_FN(cublasCreate_v2)
    AUGUR_CUBLAS_FN(cublasDestroy_v2)
    AUGUR_CUBLAS_FN(cublasGetVersion_v2)
    AUGUR_CUBLAS_FN(cublasSetStream_v2)
    AUGUR_CUBLAS_FN(cublasSetWorkspace_v2)
    /// Spelled out: in C++ the header overloads cublasGemmEx (a cudaDataType compute type
    /// for old callers); the library exports the C function only.
    cublasStatus_t (*cublasGemmEx)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const void*,
                                   const void*, cudaDataType, int, const void*, cudaDataType, int, const void*, void*,
                                   cudaDataType, int, cublasComputeType_t, cublasGemmAlgo_t) = nullptr;
    AUGUR_CUBLAS_FN(cublasGetStatusName)
    AUGUR_CUBLAS_FN(cublasLtCreate)
    AUGUR_CUBLAS_FN(cublasLtDestroy)
    AUGUR_CUBLAS_FN(cublasLtGetVersion)
    AUGUR_CUBLAS_FN(cublasLtMatmulDescCreate)
    AUGUR_CUBLAS_FN(cublasLtMatmulDescDestroy)
    AUGUR_CUBLAS_FN(cublasLtMatmulDescSetAttribute)
    AUGUR_CUBLAS_FN(cublasLtMatrixLayoutCreate)
    AUGUR_CUBLAS_FN(cublasLtMatrixLayoutDestroy)
    AUGUR_CUBLAS_FN(cublasLtMatmulPreferenceCreate)
    AUGUR_CUBLAS_FN(cublasLtMatmulPreferenceDestroy)
    AUGUR_CUBLAS_FN(cublasLtMatmulPreferenceSetAttribute)
    AUGUR_CUBLAS_FN(cublasLtMatmulAlgoGetHeuristic)
    AUGUR_CUBLAS_FN(cublasLtMatmul)
#undef AUGUR_CUBLAS_FN

private:
    struct Slot {
        bool tried = false;
        std::string error;
        DynamicLibrary lib;
    };
    Slot& slot(Library library) { return library == Library::cublas ? cublas_ : cublasLt_; }
    const Slot& slot(Library library) const { return library == Library::cublas ? cublas_ : cublasLt_; }

    Slot cublas_, cublasLt_;
};

} // namespace augur::gpu
