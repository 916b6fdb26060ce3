#include "gpu/CudaDriver.h"

#include <dlfcn.h>

namespace augur::gpu {

namespace {
// The few driver entry points used here, declared with plain types so this file builds
// without the CUDA toolkit. Values from cuda.h (CUdevice_attribute).
using CUresult = int;
using CUdevice = int;
constexpr int kAttrClockRate = 13;
constexpr int kAttrMultiprocessorCount = 16;
constexpr int kAttrMemoryClockRate = 36;
constexpr int kAttrGlobalMemoryBusWidth = 37;
constexpr int kAttrL2CacheSize = 38;
constexpr int kAttrMaxThreadsPerMultiprocessor = 39;
constexpr int kAttrComputeCapabilityMajor = 75;
constexpr int kAttrComputeCapabilityMinor = 76;
constexpr int kAttrMaxRegistersPerMultiprocessor = 82;
constexpr int kAttrMaxSharedMemoryPerBlockOptin = 97;

template <typename F>
F symbol(void* handle, const char* name) {
    return reinterpret_cast<F>(dlsym(handle, name));
}
} // namespace

CudaDriver::CudaDriver(const std::string& library) {
    handle_ = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle_) {
        const char* e = dlerror();
        reason_ = e ? e : (library + ": cannot be loaded");
        return;
    }
    auto cuInit = symbol<CUresult (*)(unsigned)>(handle_, "cuInit");
    auto cuDriverGetVersion = symbol<CUresult (*)(int*)>(handle_, "cuDriverGetVersion");
    auto cuDeviceGetCount = symbol<CUresult (*)(int*)>(handle_, "cuDeviceGetCount");
    auto cuDeviceGet = symbol<CUresult (*)(CUdevice*, int)>(handle_, "cuDeviceGet");
    auto cuDeviceGetName = symbol<CUresult (*)(char*, int, CUdevice)>(handle_, "cuDeviceGetName");
    auto cuDeviceGetAttribute = symbol<CUresult (*)(int*, int, CUdevice)>(handle_, "cuDeviceGetAttribute");
    auto cuDeviceTotalMem = symbol<CUresult (*)(std::size_t*, CUdevice)>(handle_, "cuDeviceTotalMem_v2");
    if (!cuInit || !cuDriverGetVersion || !cuDeviceGetCount || !cuDeviceGet || !cuDeviceGetName ||
        !cuDeviceGetAttribute || !cuDeviceTotalMem) {
        reason_ = library + ": missing driver entry points (driver too old?)";
        return;
    }
    if (CUresult rc = cuInit(0); rc != 0) {
        reason_ = "cuInit failed with CUresult " + std::to_string(rc) + (rc == 100 ? " (no CUDA-capable device)" : "");
        return;
    }
    cuDriverGetVersion(&driverVersion_);
    int count = 0;
    if (cuDeviceGetCount(&count) != 0 || count == 0) {
        reason_ = "no CUDA device visible";
        return;
    }
    for (int i = 0; i < count; ++i) {
        CUdevice dev = 0;
        if (cuDeviceGet(&dev, i) != 0) continue;
        DeviceInfo d;
        d.ordinal = i;
        char name[256] = {};
        cuDeviceGetName(name, sizeof name, dev);
        d.name = name;
        auto attr = [&](int a) {
            int v = 0;
            cuDeviceGetAttribute(&v, a, dev);
            return v;
        };
        d.computeMajor = attr(kAttrComputeCapabilityMajor);
        d.computeMinor = attr(kAttrComputeCapabilityMinor);
        d.multiprocessors = attr(kAttrMultiprocessorCount);
        d.clockKHz = attr(kAttrClockRate);
        d.memoryClockKHz = attr(kAttrMemoryClockRate);
        d.memoryBusWidthBits = attr(kAttrGlobalMemoryBusWidth);
        d.l2CacheBytes = attr(kAttrL2CacheSize);
        d.maxThreadsPerMultiprocessor = attr(kAttrMaxThreadsPerMultiprocessor);
        d.maxRegistersPerMultiprocessor = attr(kAttrMaxRegistersPerMultiprocessor);
        d.maxSharedPerBlockOptinBytes = attr(kAttrMaxSharedMemoryPerBlockOptin);
        std::size_t bytes = 0;
        cuDeviceTotalMem(&bytes, dev);
        d.totalMemoryBytes = static_cast<long long>(bytes);
        devices_.push_back(std::move(d));
    }
}

CudaDriver::~CudaDriver() {
    if (handle_) dlclose(handle_);
}

} // namespace augur::gpu
