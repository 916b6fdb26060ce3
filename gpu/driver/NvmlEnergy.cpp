#include "gpu/driver/NvmlEnergy.h"

#include <algorithm>

namespace augur::gpu {

// The handful of NVML entry points used here, declared from NVML's documented C API (the
// toolkit here ships no nvml.h). Return codes: 0 = NVML_SUCCESS.
struct NvmlEnergy::Functions {
    int (*init)() = nullptr; // nvmlInit_v2
    int (*shutdown)() = nullptr; // nvmlShutdown
    int (*byPciBusId)(const char*, void**) = nullptr; // nvmlDeviceGetHandleByPciBusId_v2
    int (*totalEnergy)(void*, unsigned long long*) = nullptr; // nvmlDeviceGetTotalEnergyConsumption, mJ
    const char* (*errorString)(int) = nullptr; // nvmlErrorString
};

NvmlEnergy::NvmlEnergy(const std::string& pciBusId) {
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
    load(fn_->totalEnergy, "nvmlDeviceGetTotalEnergyConsumption");
    load(fn_->errorString, "nvmlErrorString");
    if (!missing.empty()) {
        error_ = "NVML: missing " + missing;
        return;
    }
    auto text = [&](int rc) {
        return std::string(fn_->errorString(rc) ? fn_->errorString(rc) : "error") + " (" + std::to_string(rc) + ")";
    };
    if (int rc = fn_->init(); rc != 0) {
        error_ = "nvmlInit: " + text(rc);
        return;
    }
    if (int rc = fn_->byPciBusId(pciBusId.c_str(), &device_); rc != 0) {
        error_ = "nvmlDeviceGetHandleByPciBusId(" + pciBusId + "): " + text(rc);
        return;
    }
    unsigned long long mj = 0;
    if (int rc = fn_->totalEnergy(device_, &mj); rc != 0)
        error_ = "nvmlDeviceGetTotalEnergyConsumption: " + text(rc) + " (Volta or later needed)";
}

NvmlEnergy::~NvmlEnergy() {
    stopSampling();
    if (fn_ && fn_->shutdown && device_) fn_->shutdown();
    delete fn_;
}

long long NvmlEnergy::totalMillijoules() const {
    if (!ok()) return -1;
    unsigned long long mj = 0;
    return fn_->totalEnergy(device_, &mj) == 0 ? static_cast<long long>(mj) : -1;
}

void NvmlEnergy::startSampling() {
    if (!ok() || sampling_) return;
    {
        std::lock_guard<std::mutex> lock(mutex_);
        refreshes_.clear();
    }
    sampling_ = true;
    sampler_ = std::thread([this] {
        long long last = totalMillijoules();
        while (sampling_) {
            const long long v = totalMillijoules();
            const auto t = Clock::now();
            if (v >= 0 && v != last) {
                // The first change is a refresh; the value read at start is not (its
                // refresh time is unknown), so it is never used as a sample.
                std::lock_guard<std::mutex> lock(mutex_);
                refreshes_.emplace_back(t, v);
                last = v;
            }
            std::this_thread::sleep_for(std::chrono::microseconds(500));
        }
    });
}

void NvmlEnergy::stopSampling() {
    if (!sampling_) return;
    sampling_ = false;
    if (sampler_.joinable()) sampler_.join();
}

bool NvmlEnergy::waitForRefresh() {
    const auto until = Clock::now() + std::chrono::seconds(1);
    while (Clock::now() < until) {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (!refreshes_.empty()) return true;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return false;
}

double NvmlEnergy::joulesBetween(Clock::time_point from, Clock::time_point to) {
    const auto until = Clock::now() + std::chrono::seconds(1);
    for (;;) {
        {
            std::lock_guard<std::mutex> lock(mutex_);
            if (!refreshes_.empty() && refreshes_.back().first > to) break;
        }
        if (Clock::now() > until) return -1;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    std::lock_guard<std::mutex> lock(mutex_);
    auto energyAt = [&](Clock::time_point t) -> double {
        // Last refresh at or before t and the first after it.
        auto after = std::upper_bound(refreshes_.begin(), refreshes_.end(), t,
                                      [](Clock::time_point x, const auto& r) { return x < r.first; });
        if (after == refreshes_.begin() || after == refreshes_.end()) return -1;
        auto before = after - 1;
        const double span = std::chrono::duration<double>(after->first - before->first).count();
        const double part = std::chrono::duration<double>(t - before->first).count();
        return static_cast<double>(before->second) +
            (span > 0 ? part / span : 0.0) * static_cast<double>(after->second - before->second);
    };
    const double a = energyAt(from), b = energyAt(to);
    if (a < 0 || b < 0) return -1;
    return (b - a) * 1e-3;
}

} // namespace augur::gpu
