#include "gpu/driver/NvmlGpuState.h"

namespace augur::gpu {

// The NVML entry points used here, declared from NVML's documented C API (the toolkit here
// ships no nvml.h). Return codes: 0 = NVML_SUCCESS. Clock types: 1 = NVML_CLOCK_SM,
// 2 = NVML_CLOCK_MEM; temperature sensor 0 = NVML_TEMPERATURE_GPU.
struct NvmlGpuState::Functions {
    int (*init)() = nullptr; // nvmlInit_v2
    int (*shutdown)() = nullptr; // nvmlShutdown
    int (*byPciBusId)(const char*, void**) = nullptr; // nvmlDeviceGetHandleByPciBusId_v2
    int (*clockInfo)(void*, int, unsigned*) = nullptr; // nvmlDeviceGetClockInfo, MHz
    int (*defaultAppClock)(void*, int, unsigned*) = nullptr; // nvmlDeviceGetDefaultApplicationsClock
    int (*maxClock)(void*, int, unsigned*) = nullptr; // nvmlDeviceGetMaxClockInfo
    int (*temperature)(void*, int, unsigned*) = nullptr; // nvmlDeviceGetTemperature, °C
    int (*power)(void*, unsigned*) = nullptr; // nvmlDeviceGetPowerUsage, mW
    int (*reasons)(void*, unsigned long long*) = nullptr; // nvmlDeviceGetCurrentClocksThrottleReasons
    int (*lock)(void*, unsigned, unsigned) = nullptr; // nvmlDeviceSetGpuLockedClocks
    int (*unlock)(void*) = nullptr; // nvmlDeviceResetGpuLockedClocks
    const char* (*errorString)(int) = nullptr; // nvmlErrorString
};

NvmlGpuState::NvmlGpuState(const std::string& pciBusId) {
    library_ = DynamicLibrary({"libnvidia-ml.so.1", "libnvidia-ml.so"});
    if (!library_.ok()) {
        error_ = "NVML unavailable: libnvidia-ml.so.1 not found (it comes with the NVIDIA driver)";
        return;
    }
    fn_ = new Functions;
    std::string missing;
    auto load = [&](auto& slot, const char* name) { library_.resolve(slot, name, missing); };
    load(fn_->init, "nvmlInit_v2");
    load(fn_->shutdown, "nvmlShutdown");
    load(fn_->byPciBusId, "nvmlDeviceGetHandleByPciBusId_v2");
    load(fn_->clockInfo, "nvmlDeviceGetClockInfo");
    load(fn_->temperature, "nvmlDeviceGetTemperature");
    load(fn_->power, "nvmlDeviceGetPowerUsage");
    load(fn_->reasons, "nvmlDeviceGetCurrentClocksThrottleReasons");
    load(fn_->errorString, "nvmlErrorString");
    if (!missing.empty()) {
        error_ = "NVML: missing " + missing;
        return;
    }
    // Optional: older drivers or boards without them still give the readings above.
    std::string optional;
    library_.resolve(fn_->defaultAppClock, "nvmlDeviceGetDefaultApplicationsClock", optional);
    library_.resolve(fn_->maxClock, "nvmlDeviceGetMaxClockInfo", optional);
    library_.resolve(fn_->lock, "nvmlDeviceSetGpuLockedClocks", optional);
    library_.resolve(fn_->unlock, "nvmlDeviceResetGpuLockedClocks", optional);
    if (int rc = fn_->init(); rc != 0) {
        error_ = "nvmlInit: " + text(rc);
        return;
    }
    if (int rc = fn_->byPciBusId(pciBusId.c_str(), &device_); rc != 0) {
        error_ = "nvmlDeviceGetHandleByPciBusId(" + pciBusId + "): " + text(rc);
        device_ = nullptr;
        return;
    }
    unsigned mhz = 0;
    if (fn_->defaultAppClock && fn_->defaultAppClock(device_, 1, &mhz) == 0 && mhz > 0)
        defaultSmMhz_ = static_cast<int>(mhz);
    else if (fn_->maxClock && fn_->maxClock(device_, 1, &mhz) == 0 && mhz > 0)
        defaultSmMhz_ = static_cast<int>(mhz);
}

NvmlGpuState::~NvmlGpuState() {
    unlockClocks();
    if (fn_ && fn_->shutdown && device_) fn_->shutdown();
    delete fn_;
}

std::string NvmlGpuState::text(int rc) const {
    const char* s = fn_ && fn_->errorString ? fn_->errorString(rc) : nullptr;
    return std::string(s ? s : "error") + " (" + std::to_string(rc) + ")";
}

GpuStateSample NvmlGpuState::sample() const {
    GpuStateSample s;
    if (!ok()) return s;
    unsigned v = 0;
    if (fn_->clockInfo(device_, 1, &v) == 0) s.smClockMhz = static_cast<int>(v);
    if (fn_->clockInfo(device_, 2, &v) == 0) s.memClockMhz = static_cast<int>(v);
    if (fn_->temperature(device_, 0, &v) == 0) s.temperatureC = static_cast<int>(v);
    if (fn_->power(device_, &v) == 0) s.powerW = v / 1000.0;
    unsigned long long mask = 0;
    if (fn_->reasons(device_, &mask) == 0) s.throttleReasons = mask;
    s.valid = s.smClockMhz >= 0;
    return s;
}

nlohmann::json NvmlGpuState::reasonNames(unsigned long long mask) {
    static const std::pair<unsigned long long, const char*> names[] = {{0x1, "gpu_idle"},
                                                                       {0x2, "applications_clocks_setting"},
                                                                       {0x4, "sw_power_cap"},
                                                                       {0x8, "hw_slowdown"},
                                                                       {0x10, "sync_boost"},
                                                                       {0x20, "sw_thermal_slowdown"},
                                                                       {0x40, "hw_thermal_slowdown"},
                                                                       {0x80, "hw_power_brake_slowdown"},
                                                                       {0x100, "display_clock_setting"}};
    nlohmann::json out = nlohmann::json::array();
    for (const auto& [bit, name] : names)
        if (mask & bit) out.push_back(name);
    return out;
}

bool NvmlGpuState::throttled(const GpuStateSample& s, std::string& why) const {
    if (!s.valid) return false;
    if (s.throttleReasons & kBrakeReasons) {
        why = "throttled: " + reasonNames(s.throttleReasons & kBrakeReasons).dump();
        return true;
    }
    if (defaultSmMhz_ > 0 && s.smClockMhz >= 0 && s.smClockMhz < 0.75 * defaultSmMhz_ && !(s.throttleReasons & 0x1)) {
        why = "SM clock " + std::to_string(s.smClockMhz) + " MHz, below 75% of the default " +
            std::to_string(defaultSmMhz_) + " MHz";
        return true;
    }
    return false;
}

std::string NvmlGpuState::lockClocks() {
    if (!ok()) return error_;
    if (!fn_->lock) return "this driver's NVML cannot lock clocks (nvmlDeviceSetGpuLockedClocks missing)";
    if (defaultSmMhz_ <= 0) return "the default SM clock is unknown";
    const unsigned mhz = static_cast<unsigned>(defaultSmMhz_);
    if (int rc = fn_->lock(device_, mhz, mhz); rc != 0)
        return "cannot lock the SM clock to " + std::to_string(mhz) + " MHz: " + text(rc) +
            (rc == 4 ? " (needs root or the driver's permission: nvidia-smi -acp UNRESTRICTED)" : "");
    locked_ = true;
    return {};
}

void NvmlGpuState::unlockClocks() {
    if (locked_ && fn_ && fn_->unlock) fn_->unlock(device_);
    locked_ = false;
}

nlohmann::json NvmlGpuState::toJson(const GpuStateSample& s) {
    if (!s.valid) return nullptr;
    return {{"sm_clock_mhz", s.smClockMhz},
            {"mem_clock_mhz", s.memClockMhz},
            {"temperature_c", s.temperatureC},
            {"power_w", s.powerW},
            {"throttle_reasons", reasonNames(s.throttleReasons)}};
}

} // namespace augur::gpu
