#include "gpu/driver/CudaDriver.h"

#ifdef AUGUR_HAVE_CUDA_HEADERS
#include "gpu/driver/CudaApi.h"
#endif

namespace augur::gpu {

namespace {
#ifdef AUGUR_HAVE_CUDA_HEADERS
std::string describeInit(const CudaApi& api) {
    return api.error().find("CUDA_ERROR_NO_DEVICE") != std::string::npos ? api.error() + " (no CUDA-capable device)"
                                                                         : api.error();
}
#endif
} // namespace

CudaDriver::CudaDriver(const std::string& library) {
#ifndef AUGUR_HAVE_CUDA_HEADERS
    (void)library;
    reason_ = "built without the CUDA toolkit (AUGUR_WITH_CUDA=OFF)";
#else
    // One table of driver entry points for the whole project: the same one the worker uses.
    CudaApi api(library);
    if (!api.ok()) {
        reason_ = describeInit(api);
        return;
    }
    api.cuDriverGetVersion(&driverVersion_);
    int count = 0;
    if (api.cuDeviceGetCount(&count) != CUDA_SUCCESS || count == 0) {
        reason_ = "no CUDA device visible";
        return;
    }
    for (int i = 0; i < count; ++i) {
        CUdevice dev = 0;
        if (api.cuDeviceGet(&dev, i) != CUDA_SUCCESS) continue;
        DeviceInfo d;
        d.ordinal = i;
        char name[256] = {};
        api.cuDeviceGetName(name, sizeof name, dev);
        d.name = name;
        auto attr = [&](CUdevice_attribute a) {
            int v = 0;
            api.cuDeviceGetAttribute(&v, a, dev);
            return v;
        };
        d.computeMajor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
        d.computeMinor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
        d.multiprocessors = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
        d.clockKHz = attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE);
        d.memoryClockKHz = attr(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
        d.memoryBusWidthBits = attr(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
        d.l2CacheBytes = attr(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
        d.maxThreadsPerMultiprocessor = attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
        d.maxRegistersPerMultiprocessor = attr(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR);
        d.maxSharedPerBlockOptinBytes = attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
        std::size_t bytes = 0;
        api.cuDeviceTotalMem(&bytes, dev);
        d.totalMemoryBytes = static_cast<long long>(bytes);
        devices_.push_back(std::move(d));
    }
#endif
}

CudaDriver::~CudaDriver() = default;

} // namespace augur::gpu
