#pragma once
// The GPU's clocks, temperature, power and throttle reasons from NVML, loaded at run time
// (libnvidia-ml.so.1 comes with the driver), so that every measurement records the state
// the GPU was in while it was timed, and a throttled sample can be told from a slow kernel.
#include "gpu/driver/DynamicLibrary.h"

#include <nlohmann/json.hpp>

#include <string>

namespace augur::gpu {

/// One reading of the GPU's state. Clocks in MHz, temperature in °C, power in W; -1 where
/// NVML did not answer.
struct GpuStateSample {
    int smClockMhz = -1;
    int memClockMhz = -1;
    int temperatureC = -1;
    double powerW = -1;
    unsigned long long throttleReasons = 0; ///< nvmlClocksEventReasons bit mask
    bool valid = false;
};

/// Reads one GPU's state through NVML. Never throws: without NVML, ok() is false and
/// error() says why, and every sample is invalid.
class NvmlGpuState {
public:
    /// `pciBusId` as cuDeviceGetPCIBusId writes it ("0000:19:00.0").
    explicit NvmlGpuState(const std::string& pciBusId);
    ~NvmlGpuState();
    NvmlGpuState(const NvmlGpuState&) = delete;
    NvmlGpuState& operator=(const NvmlGpuState&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    GpuStateSample sample() const;
    /// The SM clock the board runs at by default (its default application clock, else its
    /// maximum), MHz; -1 when unknown.
    int defaultSmClockMhz() const { return defaultSmMhz_; }

    /// Throttle reasons that slow a kernel for reasons other than its own work: hardware
    /// slowdown, software and hardware thermal slowdown, power brake (nvml.h,
    /// nvmlClocksEventReason*). The software power cap is left out: a busy GPU reaches it
    /// by design.
    static constexpr unsigned long long kBrakeReasons = 0x8ull | 0x20ull | 0x40ull | 0x80ull;
    /// The names of the reasons set in `mask` ("sw_power_cap", "hw_thermal_slowdown", ...).
    static nlohmann::json reasonNames(unsigned long long mask);
    /// Whether `s` shows throttling: a brake reason, or an SM clock below 75% of the
    /// default clock. `why` says which.
    bool throttled(const GpuStateSample& s, std::string& why) const;

    /// Locks the SM clock to the default clock (nvmlDeviceSetGpuLockedClocks). Returns an
    /// empty string on success, else why not (usually: needs root).
    std::string lockClocks();
    /// Undoes lockClocks(); a no-op when nothing was locked.
    void unlockClocks();
    bool clocksLocked() const { return locked_; }

    /// `s` as the report's JSON object (sm_clock_mhz, mem_clock_mhz, temperature_c,
    /// power_w, throttle_reasons).
    static nlohmann::json toJson(const GpuStateSample& s);

    struct Functions; ///< the dlsym'd entry points (NvmlGpuState.cpp)

private:
    std::string text(int rc) const;

    DynamicLibrary library_;
    void* device_ = nullptr; ///< nvmlDevice_t
    Functions* fn_ = nullptr;
    std::string error_;
    int defaultSmMhz_ = -1;
    bool locked_ = false;
};

} // namespace augur::gpu
