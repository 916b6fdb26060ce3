#pragma once
// The CUDA driver API entry points the measurement harness uses, resolved at run time
// from libcuda.so.1 (gpu/driver/DynamicLibrary), so the worker starts and reports "unavailable" cleanly on a
// machine without a driver. Types come from the toolkit's cuda.h; no libcuda link.
#include "gpu/driver/DynamicLibrary.h"

#include <cuda.h>

#include <string>

namespace augur::gpu {

/// Function table of the driver API. Construct once per process; never throws: a
/// missing library or entry point leaves ok() false with the reason in error().
class CudaApi {
public:
    explicit CudaApi(const std::string& library = "libcuda.so.1");
    ~CudaApi();
    CudaApi(const CudaApi&) = delete;
    CudaApi& operator=(const CudaApi&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    /// "CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered".
    std::string describe(CUresult rc) const;
    /// Whether `rc` leaves the context unusable (a sticky error: the process must exit).
    static bool isSticky(CUresult rc);

#define AUGUR_CUDA_FN(name) decltype(&::name) name = nullptr; // NOLINT(bugprone-macro-parentheses): a declaration
    AUGUR_CUDA_FN(cuInit)
    AUGUR_CUDA_FN(cuDriverGetVersion)
    AUGUR_CUDA_FN(cuDeviceGet)
    AUGUR_CUDA_FN(cuDeviceGetName)
    AUGUR_CUDA_FN(cuDeviceGetCount)
    AUGUR_CUDA_FN(cuDeviceTotalMem)
    AUGUR_CUDA_FN(cuDeviceGetAttribute)
    AUGUR_CUDA_FN(cuDevicePrimaryCtxRetain)
    AUGUR_CUDA_FN(cuDevicePrimaryCtxRelease)
    AUGUR_CUDA_FN(cuCtxSetCurrent)
    AUGUR_CUDA_FN(cuCtxSynchronize)
    AUGUR_CUDA_FN(cuStreamCreate)
    AUGUR_CUDA_FN(cuStreamDestroy)
    AUGUR_CUDA_FN(cuStreamSynchronize)
    AUGUR_CUDA_FN(cuMemAlloc)
    AUGUR_CUDA_FN(cuMemFree)
    AUGUR_CUDA_FN(cuMemGetInfo)
    AUGUR_CUDA_FN(cuMemcpyHtoD)
    AUGUR_CUDA_FN(cuMemcpyDtoH)
    AUGUR_CUDA_FN(cuMemcpyDtoD)
    AUGUR_CUDA_FN(cuMemsetD8Async)
    AUGUR_CUDA_FN(cuMemsetD32Async)
    AUGUR_CUDA_FN(cuModuleLoadData)
    AUGUR_CUDA_FN(cuModuleUnload)
    AUGUR_CUDA_FN(cuModuleGetFunction)
    AUGUR_CUDA_FN(cuFuncSetAttribute)
    AUGUR_CUDA_FN(cuFuncGetAttribute)
    AUGUR_CUDA_FN(cuLaunchKernel)
    AUGUR_CUDA_FN(cuEventCreate)
    AUGUR_CUDA_FN(cuEventDestroy)
    AUGUR_CUDA_FN(cuEventRecord)
    AUGUR_CUDA_FN(cuEventSynchronize)
    AUGUR_CUDA_FN(cuEventElapsedTime)
    AUGUR_CUDA_FN(cuGetErrorName)
    AUGUR_CUDA_FN(cuGetErrorString)
    AUGUR_CUDA_FN(cuOccupancyMaxActiveBlocksPerMultiprocessor)
    AUGUR_CUDA_FN(cuDeviceGetPCIBusId)
    /// Optional (drivers of CUDA 12 and later): null on an older driver, which only fails a
    /// launch that passes a tensor map.
    AUGUR_CUDA_FN(cuTensorMapEncodeTiled)
#undef AUGUR_CUDA_FN

private:
    DynamicLibrary library_;
    std::string error_;
};

} // namespace augur::gpu
