#include "gpu/driver/CudaApi.h"

namespace augur::gpu {

// cuda.h maps many names to versioned symbols with macros (cuMemAlloc -> cuMemAlloc_v2);
// stringifying after expansion asks dlsym for the symbol the header means.
#define AUGUR_STR2(x) #x
#define AUGUR_STR(x) AUGUR_STR2(x)

CudaApi::CudaApi(const std::string& library) {
    library_ = DynamicLibrary({library});
    if (!library_.ok()) {
        error_ = library_.error();
        return;
    }
    std::string missing;
#define AUGUR_LOAD(name) library_.resolve(name, AUGUR_STR(name), missing);
    AUGUR_LOAD(cuInit)
    AUGUR_LOAD(cuDriverGetVersion)
    AUGUR_LOAD(cuDeviceGet)
    AUGUR_LOAD(cuDeviceGetName)
    AUGUR_LOAD(cuDeviceGetCount)
    AUGUR_LOAD(cuDeviceTotalMem)
    AUGUR_LOAD(cuDeviceGetAttribute)
    AUGUR_LOAD(cuDevicePrimaryCtxRetain)
    AUGUR_LOAD(cuDevicePrimaryCtxRelease)
    AUGUR_LOAD(cuCtxSetCurrent)
    AUGUR_LOAD(cuCtxSynchronize)
    AUGUR_LOAD(cuStreamCreate)
    AUGUR_LOAD(cuStreamDestroy)
    AUGUR_LOAD(cuStreamSynchronize)
    AUGUR_LOAD(cuMemAlloc)
    AUGUR_LOAD(cuMemFree)
    AUGUR_LOAD(cuMemGetInfo)
    AUGUR_LOAD(cuMemcpyHtoD)
    AUGUR_LOAD(cuMemcpyDtoH)
    AUGUR_LOAD(cuMemcpyDtoD)
    AUGUR_LOAD(cuMemsetD8Async)
    AUGUR_LOAD(cuMemsetD32Async)
    AUGUR_LOAD(cuModuleLoadData)
    AUGUR_LOAD(cuModuleUnload)
    AUGUR_LOAD(cuModuleGetFunction)
    AUGUR_LOAD(cuFuncSetAttribute)
    AUGUR_LOAD(cuFuncGetAttribute)
    AUGUR_LOAD(cuLaunchKernel)
    AUGUR_LOAD(cuEventCreate)
    AUGUR_LOAD(cuEventDestroy)
    AUGUR_LOAD(cuEventRecord)
    AUGUR_LOAD(cuEventSynchronize)
    AUGUR_LOAD(cuEventElapsedTime)
    AUGUR_LOAD(cuGetErrorName)
    AUGUR_LOAD(cuGetErrorString)
    AUGUR_LOAD(cuOccupancyMaxActiveBlocksPerMultiprocessor)
    AUGUR_LOAD(cuDeviceGetPCIBusId)
#undef AUGUR_LOAD
    std::string optionalMissing; // an older driver: only tensor-map arguments fail
    library_.resolve(cuTensorMapEncodeTiled, AUGUR_STR(cuTensorMapEncodeTiled), optionalMissing);
    if (!missing.empty()) {
        error_ = library + ": missing driver entry points (driver too old?): " + missing;
        return;
    }
    if (CUresult rc = cuInit(0); rc != CUDA_SUCCESS) error_ = "cuInit: " + describe(rc);
}

CudaApi::~CudaApi() = default;

std::string CudaApi::describe(CUresult rc) const {
    const char* name = nullptr;
    const char* text = nullptr;
    if (cuGetErrorName) cuGetErrorName(rc, &name);
    if (cuGetErrorString) cuGetErrorString(rc, &text);
    std::string s = name ? name : "CUresult " + std::to_string(static_cast<int>(rc));
    if (text) s += std::string(": ") + text;
    return s;
}

bool CudaApi::isSticky(CUresult rc) {
    switch (rc) {
    case CUDA_ERROR_ILLEGAL_ADDRESS:
    case CUDA_ERROR_LAUNCH_TIMEOUT:
    case CUDA_ERROR_ASSERT:
    case CUDA_ERROR_HARDWARE_STACK_ERROR:
    case CUDA_ERROR_ILLEGAL_INSTRUCTION:
    case CUDA_ERROR_MISALIGNED_ADDRESS:
    case CUDA_ERROR_INVALID_ADDRESS_SPACE:
    case CUDA_ERROR_INVALID_PC:
    case CUDA_ERROR_LAUNCH_FAILED:
    case CUDA_ERROR_CONTEXT_IS_DESTROYED:
    case CUDA_ERROR_ECC_UNCORRECTABLE: return true;
    default: return false;
    }
}

} // namespace augur::gpu
