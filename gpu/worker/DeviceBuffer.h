#pragma once
#include "gpu/driver/CudaApi.h"

#include <cstddef>
#include <stdexcept>
#include <string>

namespace augur::gpu {

/// A CUDA driver error raised inside the harness. `sticky` errors (illegal address, trap,
/// ...) poison the context: the worker reports them and exits.
class CudaFailure : public std::runtime_error {
public:
    CudaFailure(CUresult rc, const std::string& message) : std::runtime_error(message), rc_(rc) {}
    CUresult code() const { return rc_; }
    bool sticky() const { return CudaApi::isSticky(rc_); }

private:
    CUresult rc_;
};

/// Throws CudaFailure("where: CUDA_ERROR_...: text") unless rc is CUDA_SUCCESS.
void checkCuda(const CudaApi& api, CUresult rc, const std::string& where);

/// One device allocation with guard canaries before and after the user region, so an
/// out-of-bounds write shows up as a changed guard. The user region starts 256-byte
/// aligned; its size is rounded up to whole 32-bit words.
class DeviceBuffer {
public:
    static constexpr std::size_t kGuardBytes = 4096;
    static constexpr unsigned kGuardPattern = 0xA5C3E1F7u;

    /// Allocates `bytes` (> 0) plus the guards and writes the guard pattern. Throws
    /// CudaFailure when the device is out of memory.
    DeviceBuffer(const CudaApi& api, std::size_t bytes, CUstream stream);
    ~DeviceBuffer();
    DeviceBuffer(const DeviceBuffer&) = delete;
    DeviceBuffer& operator=(const DeviceBuffer&) = delete;

    /// Writes the guard pattern again (asynchronous on `stream`), before a reused buffer's
    /// next measurement.
    void rewriteGuards(CUstream stream);

    CUdeviceptr data() const { return base_ + kGuardBytes; }
    std::size_t bytes() const { return bytes_; }
    std::size_t paddedBytes() const { return padded_; }
    CUdeviceptr guardBefore() const { return base_; }
    CUdeviceptr guardAfter() const { return base_ + kGuardBytes + padded_; }

private:
    const CudaApi& api_;
    CUdeviceptr base_ = 0;
    std::size_t bytes_ = 0, padded_ = 0;
};

} // namespace augur::gpu
