#include "gpu/worker/CuptiProfiler.h"

#include "core/kernel/ProfileMetrics.h"
#include "gpu/driver/CuptiLibrary.h"

#include <cupti.h>
#include <cupti_profiler_host.h>
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>
#include <cupti_target.h>

#include <algorithm>
#include <cstdlib>

namespace augur::gpu {

struct CuptiRangeProfiler::Functions {
    decltype(&::cuptiGetResultString) resultString = nullptr;
    decltype(&::cuptiProfilerInitialize) initialize = nullptr;
    decltype(&::cuptiDeviceGetChipName) chipName = nullptr;
    decltype(&::cuptiProfilerGetCounterAvailability) counterAvailability = nullptr;
    decltype(&::cuptiProfilerHostInitialize) hostInitialize = nullptr;
    decltype(&::cuptiProfilerHostDeinitialize) hostDeinitialize = nullptr;
    decltype(&::cuptiProfilerHostConfigAddMetrics) hostAddMetrics = nullptr;
    decltype(&::cuptiProfilerHostGetConfigImageSize) hostConfigImageSize = nullptr;
    decltype(&::cuptiProfilerHostGetConfigImage) hostConfigImage = nullptr;
    decltype(&::cuptiProfilerHostGetNumOfPasses) hostPasses = nullptr;
    decltype(&::cuptiProfilerHostEvaluateToGpuValues) hostEvaluate = nullptr;
    decltype(&::cuptiRangeProfilerEnable) enable = nullptr;
    decltype(&::cuptiRangeProfilerDisable) disable = nullptr;
    decltype(&::cuptiRangeProfilerSetConfig) setConfig = nullptr;
    decltype(&::cuptiRangeProfilerStart) start = nullptr;
    decltype(&::cuptiRangeProfilerStop) stop = nullptr;
    decltype(&::cuptiRangeProfilerDecodeData) decode = nullptr;
    decltype(&::cuptiRangeProfilerGetCounterDataSize) counterDataSize = nullptr;
    decltype(&::cuptiRangeProfilerCounterDataImageInitialize) counterDataInitialize = nullptr;
    decltype(&::cuptiRangeProfilerGetCounterDataInfo) counterDataInfo = nullptr;
};

namespace {

/// "(permission)" for the errors an administrator can lift, "(device)" for the rest.
std::string unavailable(CUptiResult rc, const std::string& what) {
    const bool permission = rc == CUPTI_ERROR_INSUFFICIENT_PRIVILEGES;
    return std::string("counters unavailable (") + (permission ? "permission" : "device") + "): " + what +
        (permission ? " (the driver restricts GPU performance counters to administrators: "
                      "NVreg_RestrictProfilingToAdminUsers=0 lifts it)"
                    : "");
}

/// A profiler host object for `chip` with its counter availability image.
CUptiResult newHost(const CuptiRangeProfiler::Functions& fn, const char* chip, std::vector<unsigned char>& availability,
                    CUpti_Profiler_Host_Object** out) {
    CUpti_Profiler_Host_Initialize_Params h{};
    h.structSize = CUpti_Profiler_Host_Initialize_Params_STRUCT_SIZE;
    h.profilerType = CUPTI_PROFILER_TYPE_RANGE_PROFILER;
    h.pChipName = chip;
    h.pCounterAvailabilityImage = availability.data();
    const CUptiResult rc = fn.hostInitialize(&h);
    *out = h.pHostObject;
    return rc;
}

void dropHost(const CuptiRangeProfiler::Functions& fn, CUpti_Profiler_Host_Object* h) {
    CUpti_Profiler_Host_Deinitialize_Params d{};
    d.structSize = CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE;
    d.pHostObject = h;
    fn.hostDeinitialize(&d);
}

CUptiResult addMetrics(const CuptiRangeProfiler::Functions& fn, CUpti_Profiler_Host_Object* h,
                       std::vector<const char*>& names) {
    CUpti_Profiler_Host_ConfigAddMetrics_Params a{};
    a.structSize = CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE;
    a.pHostObject = h;
    a.ppMetricNames = names.data();
    a.numMetrics = names.size();
    return fn.hostAddMetrics(&a);
}

} // namespace

CuptiRangeProfiler::CuptiRangeProfiler(CUcontext ctx, int deviceIndex) : ctx_(ctx), device_(deviceIndex) {}

CuptiRangeProfiler::~CuptiRangeProfiler() {
    if (fn_ && host_) {
        CUpti_Profiler_Host_Deinitialize_Params p{};
        p.structSize = CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE;
        p.pHostObject = static_cast<CUpti_Profiler_Host_Object*>(host_);
        fn_->hostDeinitialize(&p);
    }
    delete fn_;
    // libcupti stays loaded, as for the kernel timer: the driver may hold its callbacks.
}

std::string CuptiRangeProfiler::resultText(int rc) const {
    const char* s = nullptr;
    if (fn_ && fn_->resultString) fn_->resultString(static_cast<CUptiResult>(rc), &s);
    return s ? s : "CUPTI error " + std::to_string(rc);
}

bool CuptiRangeProfiler::setUp(std::string& why) {
    const char* chip = nullptr;
    std::vector<unsigned char> availability;
    return loadFunctions(why) && readChip(why, chip, availability) && chooseMetrics(why, chip, availability) &&
        buildConfig(why);
}

bool CuptiRangeProfiler::loadFunctions(std::string& why) {
    library_ = openCuptiLibrary();
    if (!library_.ok()) {
        why = "counters unavailable (device): libcupti not found (" + library_.error() + ")";
        return false;
    }
    fn_ = new Functions;
    std::string missing;
    auto load = [&](auto& slot, const char* name) { library_.resolve(slot, name, missing); };
    load(fn_->resultString, "cuptiGetResultString");
    load(fn_->initialize, "cuptiProfilerInitialize");
    load(fn_->chipName, "cuptiDeviceGetChipName");
    load(fn_->counterAvailability, "cuptiProfilerGetCounterAvailability");
    load(fn_->hostInitialize, "cuptiProfilerHostInitialize");
    load(fn_->hostDeinitialize, "cuptiProfilerHostDeinitialize");
    load(fn_->hostAddMetrics, "cuptiProfilerHostConfigAddMetrics");
    load(fn_->hostConfigImageSize, "cuptiProfilerHostGetConfigImageSize");
    load(fn_->hostConfigImage, "cuptiProfilerHostGetConfigImage");
    load(fn_->hostPasses, "cuptiProfilerHostGetNumOfPasses");
    load(fn_->hostEvaluate, "cuptiProfilerHostEvaluateToGpuValues");
    load(fn_->enable, "cuptiRangeProfilerEnable");
    load(fn_->disable, "cuptiRangeProfilerDisable");
    load(fn_->setConfig, "cuptiRangeProfilerSetConfig");
    load(fn_->start, "cuptiRangeProfilerStart");
    load(fn_->stop, "cuptiRangeProfilerStop");
    load(fn_->decode, "cuptiRangeProfilerDecodeData");
    load(fn_->counterDataSize, "cuptiRangeProfilerGetCounterDataSize");
    load(fn_->counterDataInitialize, "cuptiRangeProfilerCounterDataImageInitialize");
    load(fn_->counterDataInfo, "cuptiRangeProfilerGetCounterDataInfo");
    if (!missing.empty()) {
        why = "counters unavailable (device): this CUPTI has no range profiler (" + missing +
            "; CUDA 12.6 or later needed)";
        return false;
    }
    return true;
}

bool CuptiRangeProfiler::readChip(std::string& why, const char*& chip, std::vector<unsigned char>& availability) {
    CUpti_Profiler_Initialize_Params init{};
    init.structSize = CUpti_Profiler_Initialize_Params_STRUCT_SIZE;
    if (CUptiResult rc = fn_->initialize(&init); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerInitialize: " + resultText(rc));
        return false;
    }
    CUpti_Device_GetChipName_Params chipName{};
    chipName.structSize = CUpti_Device_GetChipName_Params_STRUCT_SIZE;
    chipName.deviceIndex = static_cast<std::size_t>(device_);
    if (CUptiResult rc = fn_->chipName(&chipName); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiDeviceGetChipName: " + resultText(rc));
        return false;
    }
    chip = chipName.pChipName;
    CUpti_Profiler_GetCounterAvailability_Params avail{};
    avail.structSize = CUpti_Profiler_GetCounterAvailability_Params_STRUCT_SIZE;
    avail.ctx = ctx_;
    if (CUptiResult rc = fn_->counterAvailability(&avail); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerGetCounterAvailability: " + resultText(rc));
        return false;
    }
    availability.resize(avail.counterAvailabilityImageSize);
    avail.pCounterAvailabilityImage = availability.data();
    if (CUptiResult rc = fn_->counterAvailability(&avail); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerGetCounterAvailability: " + resultText(rc));
        return false;
    }
    return true;
}

bool CuptiRangeProfiler::chooseMetrics(std::string& why, const char* chip, std::vector<unsigned char>& availability) {
    // Every metric is tried on its own first: a chip without one (an older architecture,
    // a renamed counter) must not cost the others.
    for (const auto& m : profileMetrics()) {
        CUpti_Profiler_Host_Object* probe = nullptr;
        if (CUptiResult rc = newHost(*fn_, chip, availability, &probe); rc != CUPTI_SUCCESS) {
            why = unavailable(rc, std::string("cuptiProfilerHostInitialize for chip ") + chip + ": " + resultText(rc));
            return false;
        }
        std::vector<const char*> one{m.name};
        if (addMetrics(*fn_, probe, one) == CUPTI_SUCCESS) {
            names_.push_back(m.name);
            keys_.push_back(m.key);
        } else {
            refused_.push_back(m.name);
        }
        dropHost(*fn_, probe);
    }
    if (names_.empty()) {
        why = std::string("counters unavailable (device): chip ") + chip + " provides none of the requested metrics";
        return false;
    }
    CUpti_Profiler_Host_Object* host = nullptr;
    newHost(*fn_, chip, availability, &host);
    host_ = host;
    if (CUptiResult rc = addMetrics(*fn_, host, names_); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerHostConfigAddMetrics: " + resultText(rc));
        return false;
    }
    return true;
}

bool CuptiRangeProfiler::buildConfig(std::string& why) {
    auto* host = static_cast<CUpti_Profiler_Host_Object*>(host_);
    CUpti_Profiler_Host_GetConfigImageSize_Params size{};
    size.structSize = CUpti_Profiler_Host_GetConfigImageSize_Params_STRUCT_SIZE;
    size.pHostObject = host;
    if (CUptiResult rc = fn_->hostConfigImageSize(&size); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerHostGetConfigImageSize: " + resultText(rc));
        return false;
    }
    config_.resize(size.configImageSize);
    CUpti_Profiler_Host_GetConfigImage_Params image{};
    image.structSize = CUpti_Profiler_Host_GetConfigImage_Params_STRUCT_SIZE;
    image.pHostObject = host;
    image.configImageSize = config_.size();
    image.pConfigImage = config_.data();
    if (CUptiResult rc = fn_->hostConfigImage(&image); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerHostGetConfigImage: " + resultText(rc));
        return false;
    }
    CUpti_Profiler_Host_GetNumOfPasses_Params passes{};
    passes.structSize = CUpti_Profiler_Host_GetNumOfPasses_Params_STRUCT_SIZE;
    passes.configImageSize = config_.size();
    passes.pConfigImage = config_.data();
    if (CUptiResult rc = fn_->hostPasses(&passes); rc != CUPTI_SUCCESS) {
        why = unavailable(rc, "cuptiProfilerHostGetNumOfPasses: " + resultText(rc));
        return false;
    }
    passes_ = passes.numOfPasses;
    return true;
}

ProfileCounters CuptiRangeProfiler::profile(int kernels, const std::function<void()>& beforePass,
                                            const std::function<void()>& runOnce) {
    ProfileCounters out;
    if (!triedSetUp_) {
        triedSetUp_ = true;
        if (!setUp(setUpError_) && setUpError_.empty()) setUpError_ = "counters unavailable (device)";
    }
    if (!setUpError_.empty()) {
        out.reason = setUpError_;
        return out;
    }
    out.unavailable = refused_;
    CUpti_RangeProfiler_Enable_Params en{};
    en.structSize = CUpti_RangeProfiler_Enable_Params_STRUCT_SIZE;
    en.ctx = ctx_;
    if (CUptiResult rc = fn_->enable(&en); rc != CUPTI_SUCCESS) {
        out.reason = unavailable(rc, "cuptiRangeProfilerEnable: " + resultText(rc));
        return out;
    }
    CUpti_RangeProfiler_Object* obj = en.pRangeProfilerObject;
    // The profiler is disabled on every way out, so timing of later jobs is unaffected.
    struct Disable {
        Functions* fn;
        CUpti_RangeProfiler_Object* obj;
        ~Disable() {
            CUpti_RangeProfiler_Disable_Params d{};
            d.structSize = CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE;
            d.pRangeProfilerObject = obj;
            fn->disable(&d);
        }
    } disableOnExit{fn_, obj};

    const std::size_t ranges = static_cast<std::size_t>(std::max(1, kernels));
    std::vector<uint8_t> counterData;
    if (!configureRanges(obj, ranges, counterData, out.reason)) return out;
    bool allPasses = false;
    if (!replayPasses(obj, beforePass, runOnce, allPasses, out.reason)) return out;
    out.passes = static_cast<int>(passes_);
    if (!allPasses) {
        out.reason = "counters unavailable (device): CUPTI did not complete its passes in 4 runs of the plan";
        return out;
    }
    if (!evaluateRanges(obj, counterData, out)) return out;
    combinePlan(out);
    out.available = true;
    return out;
}

bool CuptiRangeProfiler::configureRanges(void* object, std::size_t ranges, std::vector<uint8_t>& counterData,
                                         std::string& why) {
    auto* obj = static_cast<CUpti_RangeProfiler_Object*>(object);
    auto fail = [&](CUptiResult rc, const char* call) {
        why = unavailable(rc, std::string(call) + ": " + resultText(rc));
        return false;
    };
    CUpti_RangeProfiler_GetCounterDataSize_Params cds{};
    cds.structSize = CUpti_RangeProfiler_GetCounterDataSize_Params_STRUCT_SIZE;
    cds.pRangeProfilerObject = obj;
    cds.pMetricNames = names_.data();
    cds.numMetrics = names_.size();
    cds.maxNumOfRanges = ranges;
    cds.maxNumRangeTreeNodes = static_cast<uint32_t>(ranges);
    if (CUptiResult rc = fn_->counterDataSize(&cds); rc != CUPTI_SUCCESS)
        return fail(rc, "cuptiRangeProfilerGetCounterDataSize");
    counterData.assign(cds.counterDataSize, 0);
    CUpti_RangeProfiler_CounterDataImage_Initialize_Params cdi{};
    cdi.structSize = CUpti_RangeProfiler_CounterDataImage_Initialize_Params_STRUCT_SIZE;
    cdi.pRangeProfilerObject = obj;
    cdi.counterDataSize = counterData.size();
    cdi.pCounterData = counterData.data();
    if (CUptiResult rc = fn_->counterDataInitialize(&cdi); rc != CUPTI_SUCCESS)
        return fail(rc, "cuptiRangeProfilerCounterDataImageInitialize");

    CUpti_RangeProfiler_SetConfig_Params sc{};
    sc.structSize = CUpti_RangeProfiler_SetConfig_Params_STRUCT_SIZE;
    sc.pRangeProfilerObject = obj;
    sc.configSize = config_.size();
    sc.pConfig = config_.data();
    sc.counterDataImageSize = counterData.size();
    sc.pCounterDataImage = counterData.data();
    // Auto range + kernel replay: every launch is its own range, exactly the kernel's time
    // (a user range around the plan would add the range's own start/stop gaps).
    sc.range = CUPTI_AutoRange;
    sc.replayMode = CUPTI_KernelReplay;
    sc.maxRangesPerPass = ranges;
    sc.numNestingLevels = 1;
    sc.minNestingLevel = 1;
    sc.passIndex = 0;
    sc.targetNestingLevel = 1;
    if (CUptiResult rc = fn_->setConfig(&sc); rc != CUPTI_SUCCESS) return fail(rc, "cuptiRangeProfilerSetConfig");
    return true;
}

bool CuptiRangeProfiler::replayPasses(void* object, const std::function<void()>& beforePass,
                                      const std::function<void()>& runOnce, bool& allPasses, std::string& why) {
    auto* obj = static_cast<CUpti_RangeProfiler_Object*>(object);
    // CUPTI replays each kernel for every pass itself; one run of the plan is enough, but
    // Stop says whether all passes are in, and the plan runs again if not.
    allPasses = false;
    for (int run = 0; run < 4 && !allPasses; ++run) {
        beforePass();
        CUpti_RangeProfiler_Start_Params st{};
        st.structSize = CUpti_RangeProfiler_Start_Params_STRUCT_SIZE;
        st.pRangeProfilerObject = obj;
        if (CUptiResult rc = fn_->start(&st); rc != CUPTI_SUCCESS) {
            why = unavailable(rc, "cuptiRangeProfilerStart: " + resultText(rc));
            return false;
        }
        runOnce();
        CUpti_RangeProfiler_Stop_Params sp{};
        sp.structSize = CUpti_RangeProfiler_Stop_Params_STRUCT_SIZE;
        sp.pRangeProfilerObject = obj;
        if (CUptiResult rc = fn_->stop(&sp); rc != CUPTI_SUCCESS) {
            why = unavailable(rc, "cuptiRangeProfilerStop: " + resultText(rc));
            return false;
        }
        allPasses = sp.isAllPassSubmitted != 0;
    }
    return true;
}

bool CuptiRangeProfiler::evaluateRanges(void* object, std::vector<uint8_t>& counterData, ProfileCounters& out) {
    auto* obj = static_cast<CUpti_RangeProfiler_Object*>(object);
    auto fail = [&](CUptiResult rc, const char* call) {
        out.reason = unavailable(rc, std::string(call) + ": " + resultText(rc));
        return false;
    };
    CUpti_RangeProfiler_DecodeData_Params dec{};
    dec.structSize = CUpti_RangeProfiler_DecodeData_Params_STRUCT_SIZE;
    dec.pRangeProfilerObject = obj;
    if (CUptiResult rc = fn_->decode(&dec); rc != CUPTI_SUCCESS) return fail(rc, "cuptiRangeProfilerDecodeData");
    CUpti_RangeProfiler_GetCounterDataInfo_Params info{};
    info.structSize = CUpti_RangeProfiler_GetCounterDataInfo_Params_STRUCT_SIZE;
    info.pCounterDataImage = counterData.data();
    info.counterDataImageSize = counterData.size();
    if (CUptiResult rc = fn_->counterDataInfo(&info); rc != CUPTI_SUCCESS)
        return fail(rc, "cuptiRangeProfilerGetCounterDataInfo");
    if (info.numTotalRanges < 1) {
        out.reason = "counters unavailable (device): no kernel range was recorded";
        return false;
    }
    for (std::size_t r = 0; r < info.numTotalRanges; ++r) {
        std::vector<double> values(names_.size(), 0.0);
        CUpti_Profiler_Host_EvaluateToGpuValues_Params ev{};
        ev.structSize = CUpti_Profiler_Host_EvaluateToGpuValues_Params_STRUCT_SIZE;
        ev.pHostObject = static_cast<CUpti_Profiler_Host_Object*>(host_);
        ev.pCounterDataImage = counterData.data();
        ev.counterDataImageSize = counterData.size();
        ev.rangeIndex = r;
        ev.ppMetricNames = names_.data();
        ev.numMetrics = names_.size();
        ev.pMetricValues = values.data();
        if (CUptiResult rc = fn_->hostEvaluate(&ev); rc != CUPTI_SUCCESS)
            return fail(rc, "cuptiProfilerHostEvaluateToGpuValues");
        std::map<std::string, double> k;
        for (std::size_t i = 0; i < keys_.size(); ++i) k[keys_[i]] = values[i];
        out.perKernel.push_back(std::move(k));
    }
    return true;
}

void CuptiRangeProfiler::combinePlan(ProfileCounters& out) const {
    // The plan as a whole: counts add up; percentages, hit rates and per-issue stall
    // ratios are averaged with each kernel's duration as its weight.
    double totalNs = 0;
    for (const auto& k : out.perKernel) totalNs += k.count("duration_ns") ? k.at("duration_ns") : 0.0;
    for (const auto& key : keys_) {
        const bool averaged = key.find("_pct") != std::string::npos || key.rfind("stall_", 0) == 0;
        double v = 0;
        for (const auto& k : out.perKernel) {
            const double x = k.at(key);
            if (!averaged)
                v += x;
            else
                v += totalNs > 0 ? x * (k.count("duration_ns") ? k.at("duration_ns") : 0.0) / totalNs
                                 : x / out.perKernel.size();
        }
        out.values[key] = v;
    }
}

} // namespace augur::gpu
