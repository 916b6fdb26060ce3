#include "gpu/worker/DeviceBuffer.h"

namespace augur::gpu {

void checkCuda(const CudaApi& api, CUresult rc, const std::string& where) {
    if (rc != CUDA_SUCCESS) throw CudaFailure(rc, where + ": " + api.describe(rc));
}

DeviceBuffer::DeviceBuffer(const CudaApi& api, std::size_t bytes, CUstream stream) : api_(api), bytes_(bytes) {
    padded_ = (bytes + 255) / 256 * 256;
    checkCuda(api, api.cuMemAlloc(&base_, padded_ + 2 * kGuardBytes),
              "cuMemAlloc(" + std::to_string(padded_ + 2 * kGuardBytes) + " bytes)");
    checkCuda(api, api.cuMemsetD32Async(base_, kGuardPattern, kGuardBytes / 4, stream), "guard fill");
    checkCuda(api, api.cuMemsetD8Async(data(), 0, padded_, stream), "buffer clear");
    checkCuda(api, api.cuMemsetD32Async(guardAfter(), kGuardPattern, kGuardBytes / 4, stream), "guard fill");
}

void DeviceBuffer::rewriteGuards(CUstream stream) {
    checkCuda(api_, api_.cuMemsetD32Async(base_, kGuardPattern, kGuardBytes / 4, stream), "guard fill");
    checkCuda(api_, api_.cuMemsetD32Async(guardAfter(), kGuardPattern, kGuardBytes / 4, stream), "guard fill");
}

DeviceBuffer::~DeviceBuffer() {
    if (base_) api_.cuMemFree(base_);
}

} // namespace augur::gpu
