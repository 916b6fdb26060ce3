#pragma once
// The visible CUDA devices, read through the driver API table (gpu/driver/CudaApi) loaded
// at run time, so Augur starts and works (replay, evaluation, compile-only analysis) on machines without a GPU or driver.
#include <memory>
#include <string>
#include <vector>

namespace augur::gpu {

/// One visible CUDA device.
struct DeviceInfo {
    int ordinal = 0;
    std::string name;
    int computeMajor = 0, computeMinor = 0; ///< compute capability, e.g. 9.0 for H100/H200
    int multiprocessors = 0;
    long long totalMemoryBytes = 0; ///< bytes
    int clockKHz = 0; ///< SM clock, kHz
    int memoryClockKHz = 0; ///< memory clock, kHz
    int memoryBusWidthBits = 0;
    int l2CacheBytes = 0; ///< bytes
    int maxSharedPerBlockOptinBytes = 0; ///< bytes a block may opt in to
    int maxRegistersPerMultiprocessor = 0;
    int maxThreadsPerMultiprocessor = 0;
    std::string arch() const { return "sm_" + std::to_string(computeMajor) + std::to_string(computeMinor); }
};

/// Handle to the dynamically loaded driver. Never throws: a missing library, a failed
/// cuInit or no devices leave available() false with the reason in unavailableReason().
class CudaDriver {
public:
    /// Loads libcuda.so.1 (or `library` when given) and initialises the driver.
    explicit CudaDriver(const std::string& library = "libcuda.so.1");
    ~CudaDriver();
    CudaDriver(const CudaDriver&) = delete;
    CudaDriver& operator=(const CudaDriver&) = delete;

    bool available() const { return reason_.empty(); }
    /// Why the backend is unavailable, e.g. "libcuda.so.1: cannot open shared object file".
    const std::string& unavailableReason() const { return reason_; }
    /// Driver version as CUDA encodes it (e.g. 13000 for 13.0); 0 when unavailable.
    int driverVersion() const { return driverVersion_; }
    /// Visible devices (empty when unavailable).
    const std::vector<DeviceInfo>& devices() const { return devices_; }

private:
    std::string reason_;
    int driverVersion_ = 0;
    std::vector<DeviceInfo> devices_;
};

} // namespace augur::gpu
