#pragma once
// GPU energy from NVML's total-energy counter, loaded at run time (libnvidia-ml.so.1 comes
// with the driver), so nothing links against NVML.
#include "gpu/driver/DynamicLibrary.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace augur::gpu {

/// Reads the board's cumulative energy counter of one GPU (nvmlDeviceGetTotalEnergyConsumption,
/// millijoules since the driver loaded; Volta and later) and its instantaneous power draw.
/// Never throws: without NVML or on a GPU without the counter, ok() is false and error()
/// says why.
class NvmlEnergy {
public:
    /// `pciBusId` as cuDeviceGetPCIBusId writes it ("0000:19:00.0").
    explicit NvmlEnergy(const std::string& pciBusId);
    ~NvmlEnergy();
    NvmlEnergy(const NvmlEnergy&) = delete;
    NvmlEnergy& operator=(const NvmlEnergy&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    /// Total energy since the driver loaded, mJ; -1 on error.
    long long totalMillijoules() const;

    using Clock = std::chrono::steady_clock;
    /// Polls the counter every ~1 ms on a thread, keeping each change with the time it was
    /// seen. The driver refreshes the counter only every few tens of ms, so reading it
    /// before and after a 1 s loop is off by up to one refresh; interpolating between
    /// observed refreshes (joulesBetween) removes most of that.
    void startSampling();
    void stopSampling();
    /// Energy between two instants, J, interpolated linearly between the refreshes seen
    /// around them. Waits (up to 1 s) for a refresh after `to`. -1 when the samples do not
    /// bracket the interval (sampling not started, counter stuck).
    double joulesBetween(Clock::time_point from, Clock::time_point to);
    /// Blocks until the sampler has seen at least one refresh (up to 1 s); false if none.
    bool waitForRefresh();

    struct Functions; ///< the dlsym'd entry points (NvmlEnergy.cpp)

private:
    DynamicLibrary library_;
    void* device_ = nullptr; ///< nvmlDevice_t
    Functions* fn_ = nullptr;
    std::string error_;
    std::thread sampler_;
    std::atomic<bool> sampling_{false};
    mutable std::mutex mutex_;
    std::vector<std::pair<Clock::time_point, long long>> refreshes_; ///< (seen at, mJ), first of each value
};

} // namespace augur::gpu
