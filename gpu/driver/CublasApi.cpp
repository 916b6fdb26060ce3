#include "gpu/driver/CublasApi.h"

#include <cstdlib>
#include <vector>

namespace augur::gpu {

namespace {

/// Where a library is looked for: the loader's path first (what the user's environment
/// chose, as for PyTorch), then the toolkit's folders.
std::vector<std::string> candidates(const std::string& stem) {
    std::vector<std::string> names;
    for (const char* major : {".so.13", ".so.12", ".so"}) names.push_back(stem + major);
    std::vector<std::string> roots;
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
        if (const char* v = std::getenv(var); v && *v) roots.emplace_back(v);
    roots.emplace_back("/usr/local/cuda");
    for (const auto& root : roots)
        for (const char* major : {".so.13", ".so.12"}) names.push_back(root + "/lib64/" + stem + major);
    return names;
}

} // namespace

std::string CublasApi::load(Library library) {
    Slot& s = slot(library);
    if (s.tried) return s.error;
    s.tried = true;
    const bool lt = library == Library::cublasLt;
    const std::string name = lt ? "cuBLASLt" : "cuBLAS";
    s.lib = DynamicLibrary(candidates(lt ? "libcublasLt" : "libcublas"));
    if (!s.lib.ok()) return s.error = name + " is not available: " + s.lib.error();
    std::string missing;
#define AUGUR_RESOLVE(fn) s.lib.resolve(fn, #fn, missing);
    if (lt) {
        AUGUR_RESOLVE(cublasLtCreate)
        AUGUR_RESOLVE(cublasLtDestroy)
        AUGUR_RESOLVE(cublasLtGetVersion)
        AUGUR_RESOLVE(cublasLtMatmulDescCreate)
        AUGUR_RESOLVE(cublasLtMatmulDescDestroy)
        AUGUR_RESOLVE(cublasLtMatmulDescSetAttribute)
        AUGUR_RESOLVE(cublasLtMatrixLayoutCreate)
        AUGUR_RESOLVE(cublasLtMatrixLayoutDestroy)
        AUGUR_RESOLVE(cublasLtMatmulPreferenceCreate)
        AUGUR_RESOLVE(cublasLtMatmulPreferenceDestroy)
        AUGUR_RESOLVE(cublasLtMatmulPreferenceSetAttribute)
        AUGUR_RESOLVE(cublasLtMatmulAlgoGetHeuristic)
        AUGUR_RESOLVE(cublasLtMatmul)
    } else {
        AUGUR_RESOLVE(cublasCreate_v2)
        AUGUR_RESOLVE(cublasDestroy_v2)
        AUGUR_RESOLVE(cublasGetVersion_v2)
        AUGUR_RESOLVE(cublasSetStream_v2)
        AUGUR_RESOLVE(cublasSetWorkspace_v2)
        AUGUR_RESOLVE(cublasGemmEx)
        AUGUR_RESOLVE(cublasGetStatusName)
    }
#undef AUGUR_RESOLVE
    if (!missing.empty()) s.error = name + " at " + s.lib.path() + " lacks " + missing + " (a mismatched version?)";
    return s.error;
}

std::string CublasApi::describe(Library library) const {
    const Slot& s = slot(library);
    if (!s.lib.ok() || !s.error.empty()) return s.error;
    std::string out = s.lib.path();
    if (library == Library::cublasLt && cublasLtGetVersion) out += ", version " + std::to_string(cublasLtGetVersion());
    return out;
}

std::string CublasApi::statusName(cublasStatus_t status) const {
    if (cublasGetStatusName)
        if (const char* n = cublasGetStatusName(status)) return n;
    return "cuBLAS status " + std::to_string(static_cast<int>(status));
}

} // namespace augur::gpu
