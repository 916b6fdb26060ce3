#include "gpu/worker/Harness.h"

#include "core/kernel/ProfileMetrics.h"
#include "core/base/SampleStatistics.h"
#include "gpu/worker/DeviceBuffer.h"
#include "gpu/worker/ElementValue.h"
#include "gpu/worker/HarnessKernels.h"
#include "gpu/worker/HarnessRun.h"
#include "gpu/worker/VendorGemm.h"
#include "gpu/worker/CompileAhead.h"
#include "gpu/worker/OutputVault.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <set>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

namespace {

json resourcesJson(const PtxasReport& r) {
    json j = json::object();
    for (const auto& [name, k] : r.kernels)
        j[name] = {{"registers", k.registers},
                   {"shared_bytes", k.sharedBytes},
                   {"stack_bytes", k.stackBytes},
                   {"spill_store_bytes", k.spillStoreBytes},
                   {"spill_load_bytes", k.spillLoadBytes}};
    return j;
}

} // namespace

Harness::Harness(const CudaApi& api, const Nvrtc& nvrtc, int device) : api_(api), nvrtc_(nvrtc), device_(device) {
    if (!api_.ok()) throw std::runtime_error(api_.error());
    if (!nvrtc_.ok()) throw std::runtime_error(nvrtc_.error());
    checkCuda(api_, api_.cuDeviceGet(&dev_, device), "cuDeviceGet(" + std::to_string(device) + ")");
    checkCuda(api_, api_.cuDevicePrimaryCtxRetain(&ctx_, dev_), "cuDevicePrimaryCtxRetain");
    checkCuda(api_, api_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
    checkCuda(api_, api_.cuStreamCreate(&stream_, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
    auto attr = [&](CUdevice_attribute a) {
        int v = 0;
        api_.cuDeviceGetAttribute(&v, a, dev_);
        return v;
    };
    const int major = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
    const int minor = attr(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
    arch_ = "sm_" + std::to_string(major) + std::to_string(minor);
    l2Bytes_ = attr(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
    maxSharedOptin_ = attr(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
    const double memClockKHz = attr(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
    const double busBits = attr(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
    peakBandwidth_ = 2.0 * memClockKHz * 1e3 * busBits / 8.0; // double data rate
    char name[256] = {};
    api_.cuDeviceGetName(name, sizeof name, dev_);
    std::size_t freeBytes = 0, totalBytes = 0;
    api_.cuMemGetInfo(&freeBytes, &totalBytes);
    int driver = 0;
    api_.cuDriverGetVersion(&driver);
    deviceJson_ = {{"ordinal", device},
                   {"name", name},
                   {"arch", arch_},
                   {"multiprocessors", attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)},
                   {"sm_clock_khz", attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE)},
                   {"memory_clock_khz", memClockKHz},
                   {"memory_bus_bits", busBits},
                   {"peak_bandwidth_gbs", peakBandwidth_ * 1e-9},
                   {"l2_bytes", l2Bytes_},
                   {"max_shared_per_block_optin", maxSharedOptin_},
                   {"max_threads_per_sm", attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR)},
                   {"registers_per_sm", attr(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR)},
                   {"total_memory_bytes", totalBytes},
                   {"driver_version", driver},
                   {"nvrtc_version", nvrtc_.version()}};

    CompileResult util = nvrtc_.compile(harnessKernelSource(), "augur_harness.cu", arch_, {});
    if (!util.ok) throw std::runtime_error("harness kernels do not compile: " + truncate(util.log, 2000));
    checkCuda(api_, api_.cuModuleLoadData(&utilities_, util.cubin.data()), "load harness kernels");
    // Twice the L2, at least 64 MiB: one memset evicts everything a sample left behind.
    flushBytes_ = std::max<std::size_t>(2 * static_cast<std::size_t>(l2Bytes_), 64u << 20);
    checkCuda(api_, api_.cuMemAlloc(&flush_, flushBytes_), "allocate L2 flush buffer");
    checkCuda(api_, api_.cuMemsetD32Async(flush_, 0x5EED5EEDu, flushBytes_ / 4, stream_), "fill L2 flush buffer");
    smCount_ = attr(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
    checkCuda(api_, api_.cuMemAlloc(&scratch_, 64), "allocate harness scratch");
    checkCuda(api_, api_.cuMemAlloc(&sums_, 64), "allocate precision sums");
    vault_ = std::make_unique<OutputVault>(api_);
    // The key of the masks over the trusted outputs kept on the device: from the OS, never
    // sent anywhere, so no kernel can unmask what it might find there.
    std::random_device entropy;
    maskSecret_ = (static_cast<unsigned long long>(entropy()) << 32) ^ entropy();
    maxThreadsPerSm_ = attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
    char bus[64] = {};
    if (api_.cuDeviceGetPCIBusId(bus, sizeof bus, dev_) == CUDA_SUCCESS) pciBusId_ = bus;
    deviceJson_["pci_bus_id"] = pciBusId_;
    const DevicePeaks peaks = devicePeaks(arch_, smCount_, attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE), peakBandwidth_ * 1e-9);
    devicePeaks_ = {
        {"dram_gbs", peaks.dramGBs}, {"fp32_gflops", peaks.fp32GFlops}, {"tensor_gflops", peaks.tensorGFlops}};
    deviceJson_["peaks"] = devicePeaks_;
    ahead_ = std::make_unique<CompileAhead>(nvrtc_, arch_);
    vendor_ = std::make_unique<VendorGemm>(api_);
    cupti_ = std::make_unique<CuptiKernelTimer>();
    deviceJson_["cupti"] = cupti_->ok() ? json("available") : json(cupti_->error());
}

Harness::~Harness() {
    if (!ctx_) return;
    api_.cuCtxSetCurrent(ctx_);
    vendor_.reset(); // its handles and workspace belong to this context
    for (auto& [key, m] : modules_)
        if (m->module) api_.cuModuleUnload(m->module);
    if (utilities_) api_.cuModuleUnload(utilities_);
    if (vault_) vault_->clear();
    spareBuffers_.clear();
    for (CUevent e : events_) api_.cuEventDestroy(e);
    if (flush_) api_.cuMemFree(flush_);
    if (scratch_) api_.cuMemFree(scratch_);
    if (sums_) api_.cuMemFree(sums_);
    if (expected_) api_.cuMemFree(expected_);
    if (stream_) api_.cuStreamDestroy(stream_);
    api_.cuDevicePrimaryCtxRelease(dev_);
}

json Harness::deviceJson() const { return deviceJson_; }

CUfunction Harness::utility(const std::string& name) {
    auto it = utilityFns_.find(name);
    if (it != utilityFns_.end()) return it->second;
    CUfunction f = nullptr;
    checkCuda(api_, api_.cuModuleGetFunction(&f, utilities_, name.c_str()), "harness kernel " + name);
    utilityFns_[name] = f;
    return f;
}

void Harness::poisonShared() {
    CUfunction f = utility("augur_poison_shared");
    if (!sharedPoisonReady_) {
        checkCuda(api_, api_.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, maxSharedOptin_),
                  "poison opt-in");
        sharedPoisonReady_ = true;
    }
    unsigned words = static_cast<unsigned>(maxSharedOptin_ / 4);
    void* params[] = {&words};
    checkCuda(api_,
              api_.cuLaunchKernel(f, static_cast<unsigned>(2 * smCount_), 1, 1, 1024, 1, 1,
                                  static_cast<unsigned>(maxSharedOptin_), stream_, params, nullptr),
              "poison shared memory");
}

void Harness::flushL2() {
    CUfunction f = utility("augur_l2_flush");
    CUdeviceptr p = flush_, sink = scratch_ + 32;
    unsigned long long n = flushBytes_ / 16;
    unsigned salt = 0x9E3779B9u ^ flushValue_++;
    void* params[] = {&p, &n, &salt, &sink};
    checkCuda(api_,
              api_.cuLaunchKernel(f, static_cast<unsigned>(4 * smCount_), 1, 1, 512, 1, 1, 0, stream_, params, nullptr),
              "L2 flush");
}

void Harness::sync(const std::string& who) { checkCuda(api_, api_.cuStreamSynchronize(stream_), who); }

const Harness::Module& Harness::moduleFor(const ResolvedPlan& plan, json& compileInfo, double& compileMs) {
    const std::string key = CompileAhead::keyOf(plan);
    auto it = modules_.find(key);
    if (it == modules_.end()) {
        auto m = std::make_unique<Module>();
        const auto t0 = std::chrono::steady_clock::now();
        // Compiled while an earlier measurement ran, when it was hinted and it succeeded;
        // otherwise here, so a failure's verdict belongs to this measurement.
        std::optional<CompileResult> early = ahead_ ? ahead_->take(key) : std::nullopt;
        CompileResult c;
        if (early) {
            c = std::move(*early);
        } else {
            c = ahead_->compile(plan);
        }
        m->ok = c.ok;
        m->log = c.log;
        m->compileMs = c.compileMs;
        m->ptxas = c.ptxas;
        m->ahead = early.has_value();
        if (c.ok) {
            CUresult rc = api_.cuModuleLoadData(&m->module, c.cubin.data());
            if (rc != CUDA_SUCCESS) {
                m->ok = false;
                m->log += "\ncuModuleLoadData: " + api_.describe(rc);
            }
        }
        // What this measurement waited for: the whole compile, or only the load when it
        // was compiled ahead.
        compileMs += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        it = modules_.emplace(key, std::move(m)).first;
        compileInfo = {{"cached", false}};
    } else {
        compileInfo = {{"cached", true}};
    }
    const Module& m = *it->second;
    compileInfo["compile_ms"] = m.compileMs;
    if (m.ahead) compileInfo["compiled_ahead"] = true;
    compileInfo["resources"] = resourcesJson(m.ptxas);
    compileInfo["log"] = truncate(m.log, 4000);
    return m;
}

void Harness::releaseCandidateModules() {
    // Keep at most a few modules (the reference's among them) so a long session does not
    // accumulate thousands of loaded candidates.
    while (modules_.size() > 8) {
        auto victim = modules_.begin();
        if (victim->second->module) api_.cuModuleUnload(victim->second->module);
        modules_.erase(victim);
    }
}

void Harness::compileAhead(const std::vector<ResolvedPlan>& plans) {
    std::vector<ResolvedPlan> wanted;
    for (const ResolvedPlan& p : plans)
        if (!modules_.count(CompileAhead::keyOf(p))) wanted.push_back(p);
    if (!wanted.empty()) ahead_->request(wanted);
}

json Harness::compile(const ResolvedPlan& plan) {
    CompileResult c = ahead_->compile(plan);
    return {{"ok", c.ok},
            {"arch", arch_},
            {"compile_ms", c.compileMs},
            {"log", truncate(c.log, 8000)},
            {"resources", resourcesJson(c.ptxas)}};
}

MeasureResult Harness::measure(const MeasureJob& job) {
    Run run(job);
    run.details = {{"device", deviceJson_["name"]}, {"arch", arch_}};
    try {
        return finish(run, measurePhases(run));
    } catch (const CudaFailure& f) {
        MeasureFailure failed =
            failure(MeasurementStatus::RuntimeError,
                    std::string(f.what()) + (f.sticky() ? " (sticky error: worker restarted)" : ""));
        failed.fatal = f.sticky();
        run.details["phase"] = run.phase;
        run.timingOutputs.reset();
        if (!f.sticky())
            keepForNextMeasurement(run);
        else
            abandonContext(run);
        return finish(run, std::move(failed));
    }
}

std::variant<MeasuredSpeedup, MeasureFailure> Harness::measurePhases(Run& run) {
    checkCuda(api_, api_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
    if (auto failed = setUp(run)) return *failed; // 1-2. compile, buffers, plans
    if (auto failed = checkCorrectness(run)) return *failed; // 3-4. HarnessCorrectness.cpp
    if (auto failed = timeInterleaved(run)) return *failed; // 5. HarnessTiming.cpp
    crossCheck(run);
    MeasuredSpeedup ok = result(run); // 6. speedup, plausibility, nominal rates
    afterTiming(run, ok); // 7. optional passes
    run.timingOutputs.reset();
    keepForNextMeasurement(run);
    return ok;
}

void Harness::afterTiming(Run& run, MeasuredSpeedup& ok) {
    // After timing, so they never perturb the timed samples.
    const MeasureJob& job = run.job;
    if (job.settings.profile) {
        run.phase = "profile";
        const auto t = Clock::now();
        run.details["profile"] = profilePlan(job, run.candBufs(), job.referenceOnly ? run.ref : run.cand,
                                             job.referenceOnly ? "reference" : "candidate");
        run.profileMs = msSince(t);
    }
    if (job.settings.energy) {
        run.phase = "energy";
        const auto t = Clock::now();
        json e = measureEnergy(job, run.ref, run.cand, ok.referenceMs, ok.candidateMs);
        run.energyMs = msSince(t);
        if (e.value("available", false)) {
            ok.referenceEnergyJ = e["reference"]["j_per_launch"].get<double>();
            ok.energyJ = e[job.referenceOnly ? "reference" : "candidate"]["j_per_launch"].get<double>();
        }
        run.details["energy"] = e;
    }
}

void Harness::keepForNextMeasurement(Run& run) {
    releaseBuffers(std::move(run.buffers));
    releaseBuffers(std::move(run.candBuffers));
    releaseCandidateModules();
}

void Harness::abandonContext(Run& run) {
    // The context is gone: freeing would only report errors.
    for (auto& b : run.buffers) (void)b.release();
    for (auto& b : run.candBuffers) (void)b.release();
    for (auto& [layout, set] : spareBuffers_)
        for (auto& b : set) (void)b.release();
    spareBuffers_.clear();
    vault_->clear(true);
}

MeasureResult Harness::finish(Run& run, std::variant<MeasuredSpeedup, MeasureFailure> outcome) {
    const double total = msSince(run.start);
    run.details["phases_ms"] = {
        {"compile", run.compileMs},
        {"correctness", run.correctnessMs},
        {"timing", run.timingMs},
        {"overhead",
         std::max(0.0, total - run.compileMs - run.correctnessMs - run.timingMs - run.profileMs - run.energyMs)},
        {"total", total}};
    if (run.profileMs > 0) run.details["phases_ms"]["profile"] = run.profileMs;
    if (run.energyMs > 0) run.details["phases_ms"]["energy"] = run.energyMs;
    MeasureResult result;
    result.outcome = std::move(outcome);
    result.details = run.details;
    return result;
}

std::optional<MeasureFailure> Harness::setUp(Run& run) {
    const MeasureJob& job = run.job;
    // 1. compile
    run.phase = "compile";
    json refCompile, candCompile;
    const Module& refModule = moduleFor(job.reference, refCompile, run.compileMs);
    run.details["reference_compile"] = refCompile;
    if (!refModule.ok)
        return failure(MeasurementStatus::CompileError,
                       "the reference does not compile:\n" + truncate(refModule.log, 2000));
    // A vendor baseline has nothing to compile: the library's handle stands for its module.
    static const Module kLibrary = [] {
        Module m;
        m.ok = true;
        return m;
    }();
    if (job.candidate.vendor) {
        if (std::string why = vendor_->prepare(*job.candidate.vendor, stream_); !why.empty())
            return failure(MeasurementStatus::Invalid, why);
        candCompile = vendor_->describe(*job.candidate.vendor);
    }
    const Module& candModule = job.referenceOnly ? refModule
        : job.candidate.vendor                   ? kLibrary
                                                 : moduleFor(job.candidate, candCompile, run.compileMs);
    if (!job.referenceOnly) run.details[job.candidate.vendor ? "vendor" : "candidate_compile"] = candCompile;
    if (!candModule.ok) return failure(MeasurementStatus::CompileError, truncate(candModule.log, 4000));
    run.refModule = &refModule;
    run.candModule = &candModule;

    // 2. buffers: one set for the reference and one for the candidate, so no launch of
    // the candidate can ever find a result the reference computed in its buffers.
    run.phase = "allocate";
    run.correctnessStart = Clock::now(); // correctness time includes allocation and launch set-up
    std::vector<long long> counts;
    for (const auto& b : job.buffers) counts.push_back(b.count);
    run.buffers = acquireBuffers(job, counts);
    if (!job.referenceOnly) run.candBuffers = acquireBuffers(job, counts);
    run.precisionCheck = !job.referenceOnly && !job.precision.source.empty();
    try {
        run.ref = prepare(job.reference, refModule, job, run.refBufs());
        run.cand = job.referenceOnly ? run.ref : prepare(job.candidate, candModule, job, run.candBufs());
    } catch (const std::invalid_argument& e) {
        return failure(MeasurementStatus::Invalid, e.what());
    }
    if (run.precisionCheck) {
        json precCompile;
        const Module& precModule = moduleFor(job.precision, precCompile, run.compileMs);
        if (!precModule.ok)
            return failure(MeasurementStatus::CompileError,
                           "the problem's float64 reference (precision_reference) does not compile:\n" +
                               truncate(precModule.log, 2000));
        try {
            run.prec = prepare(job.precision, precModule, job, run.refBufs());
        } catch (const std::invalid_argument& e) {
            return failure(MeasurementStatus::Invalid, std::string("precision_reference: ") + e.what());
        }
    }
    return std::nullopt;
}

} // namespace augur::gpu
