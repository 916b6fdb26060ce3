#include "gpu/worker/Cupti.h"

#include "gpu/driver/CuptiLibrary.h"

#include <cupti.h>

#include <algorithm>
#include <cstdlib>
#include <mutex>

namespace augur::gpu {

struct CuptiKernelTimer::Functions {
    decltype(&::cuptiActivityRegisterCallbacks) registerCallbacks = nullptr;
    decltype(&::cuptiActivityEnable) enable = nullptr;
    decltype(&::cuptiActivityDisable) disable = nullptr;
    decltype(&::cuptiActivityFlushAll) flushAll = nullptr;
    decltype(&::cuptiActivityGetNextRecord) nextRecord = nullptr;
    decltype(&::cuptiActivityGetNumDroppedRecords) dropped = nullptr;
    decltype(&::cuptiGetResultString) resultString = nullptr;
};

namespace {
// CUPTI's buffer callbacks are plain functions: the records land in process-wide state.
std::mutex gMutex;
std::vector<KernelRecord> gRecords;
std::size_t gDropped = 0;
CuptiKernelTimer::Functions* gFn = nullptr;
constexpr std::size_t kBufferBytes = 8u << 20;

void CUPTIAPI bufferRequested(uint8_t** buffer, size_t* size, size_t* maxRecords) {
    *buffer = static_cast<uint8_t*>(std::aligned_alloc(8, kBufferBytes));
    *size = *buffer ? kBufferBytes : 0;
    *maxRecords = 0;
}

void CUPTIAPI bufferCompleted(CUcontext ctx, uint32_t streamId, uint8_t* buffer, size_t, size_t validSize) {
    std::lock_guard<std::mutex> lock(gMutex);
    CUpti_Activity* record = nullptr;
    while (gFn && gFn->nextRecord(buffer, validSize, &record) == CUPTI_SUCCESS) {
        if (record->kind != CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL && record->kind != CUPTI_ACTIVITY_KIND_KERNEL)
            continue;
        // start, end and name sit at the same offsets in every kernel record version.
        const auto* k = reinterpret_cast<const CUpti_ActivityKernel10*>(record);
        gRecords.push_back({k->name ? k->name : "", k->start, k->end});
    }
    std::size_t dropped = 0;
    if (gFn && gFn->dropped(ctx, streamId, &dropped) == CUPTI_SUCCESS) gDropped += dropped;
    std::free(buffer);
}
} // namespace

CuptiKernelTimer::CuptiKernelTimer() {
    library_ = openCuptiLibrary();
    if (!library_.ok()) {
        error_ = "CUPTI unavailable: " + library_.error();
        return;
    }
    fn_ = new Functions;
    std::string missing;
    auto load = [&](auto& slot, const char* name) { library_.resolve(slot, name, missing); };
    load(fn_->registerCallbacks, "cuptiActivityRegisterCallbacks");
    load(fn_->enable, "cuptiActivityEnable");
    load(fn_->disable, "cuptiActivityDisable");
    load(fn_->flushAll, "cuptiActivityFlushAll");
    load(fn_->nextRecord, "cuptiActivityGetNextRecord");
    load(fn_->dropped, "cuptiActivityGetNumDroppedRecords");
    load(fn_->resultString, "cuptiGetResultString");
    if (!missing.empty()) {
        error_ = "CUPTI: missing " + missing;
        return;
    }
    gFn = fn_;
    if (CUptiResult rc = fn_->registerCallbacks(bufferRequested, bufferCompleted); rc != CUPTI_SUCCESS) {
        const char* s = nullptr;
        fn_->resultString(rc, &s);
        error_ = std::string("cuptiActivityRegisterCallbacks: ") + (s ? s : "error");
    }
}

CuptiKernelTimer::~CuptiKernelTimer() {
    gFn = nullptr;
    delete fn_;
    // libcupti stays loaded: unloading it while the driver holds callbacks is unsafe.
}

bool CuptiKernelTimer::start() {
    if (!ok()) return false;
    {
        std::lock_guard<std::mutex> lock(gMutex);
        gRecords.clear();
        gDropped = 0;
    }
    if (CUptiResult rc = fn_->enable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL); rc != CUPTI_SUCCESS) {
        const char* s = nullptr;
        fn_->resultString(rc, &s);
        error_ = std::string("cuptiActivityEnable: ") + (s ? s : "error");
        return false;
    }
    return true;
}

std::vector<KernelRecord> CuptiKernelTimer::stop() {
    if (!ok()) return {};
    fn_->flushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    fn_->disable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL);
    fn_->flushAll(CUPTI_ACTIVITY_FLAG_FLUSH_FORCED);
    std::lock_guard<std::mutex> lock(gMutex);
    std::vector<KernelRecord> out;
    out.swap(gRecords);
    dropped_ = gDropped;
    std::sort(out.begin(), out.end(),
              [](const KernelRecord& a, const KernelRecord& b) { return a.startNs < b.startNs; });
    return out;
}

} // namespace augur::gpu
