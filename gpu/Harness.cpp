#include "gpu/Harness.h"

#include "core/ProfileMetrics.h"
#include "core/SampleStatistics.h"
#include "gpu/DeviceBuffer.h"
#include "gpu/ElementValue.h"
#include "gpu/HarnessKernels.h"
#include "gpu/HarnessPlanRun.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <functional>
#include <random>
#include <set>

namespace augur::gpu {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

double msSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

bool isFloat(const std::string& dtype) { return dtype[0] == 'f' || dtype == "bf16"; }

int initMode(const std::string& init) {
    if (init == "uniform") return 1;
    if (init == "uniform_pos") return 2;
    if (init == "int_range") return 3;
    return 0;
}

bool checked(const ResolvedBuffer& b) { return b.role == "output" || b.role == "inout"; }

std::string truncate(const std::string& s, std::size_t n) {
    return s.size() <= n ? s : s.substr(0, n) + "\n... (" + std::to_string(s.size() - n) + " more bytes)";
}

json resourcesJson(const PtxasReport& r) {
    json j = json::object();
    for (const auto& [name, k] : r.kernels)
        j[name] = {{"registers", k.registers},        {"shared_bytes", k.sharedBytes},
                   {"stack_bytes", k.stackBytes},     {"spill_store_bytes", k.spillStoreBytes},
                   {"spill_load_bytes", k.spillLoadBytes}};
    return j;
}

json failure(const std::string& status, const std::string& reason) { return {{"status", status}, {"reason", reason}}; }

} // namespace

struct Harness::Module {
    CUmodule module = nullptr;
    bool ok = false;
    std::string log;
    double compileMs = 0;
    PtxasReport ptxas;
};


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
    maxThreadsPerSm_ = attr(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
    char bus[64] = {};
    if (api_.cuDeviceGetPCIBusId(bus, sizeof bus, dev_) == CUDA_SUCCESS) pciBusId_ = bus;
    deviceJson_["pci_bus_id"] = pciBusId_;
    const DevicePeaks peaks = devicePeaks(arch_, smCount_, attr(CU_DEVICE_ATTRIBUTE_CLOCK_RATE), peakBandwidth_ * 1e-9);
    devicePeaks_ = {{"dram_gbs", peaks.dramGBs}, {"fp32_gflops", peaks.fp32GFlops}, {"tensor_gflops", peaks.tensorGFlops}};
    deviceJson_["peaks"] = devicePeaks_;
    cupti_ = std::make_unique<CuptiKernelTimer>();
    deviceJson_["cupti"] = cupti_->ok() ? json("available") : json(cupti_->error());
}

Harness::~Harness() {
    if (!ctx_) return;
    api_.cuCtxSetCurrent(ctx_);
    for (auto& [key, m] : modules_)
        if (m->module) api_.cuModuleUnload(m->module);
    if (utilities_) api_.cuModuleUnload(utilities_);
    for (CUevent e : events_) api_.cuEventDestroy(e);
    if (flush_) api_.cuMemFree(flush_);
    if (scratch_) api_.cuMemFree(scratch_);
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
        checkCuda(api_, api_.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, maxSharedOptin_), "poison opt-in");
        sharedPoisonReady_ = true;
    }
    unsigned words = static_cast<unsigned>(maxSharedOptin_ / 4);
    void* params[] = {&words};
    checkCuda(api_, api_.cuLaunchKernel(f, static_cast<unsigned>(2 * smCount_), 1, 1, 1024, 1, 1, static_cast<unsigned>(maxSharedOptin_),
                                        stream_, params, nullptr),
              "poison shared memory");
}

void Harness::flushL2() {
    CUfunction f = utility("augur_l2_flush");
    CUdeviceptr p = flush_, sink = scratch_ + 32;
    unsigned long long n = flushBytes_ / 16;
    unsigned salt = 0x9E3779B9u ^ flushValue_++;
    void* params[] = {&p, &n, &salt, &sink};
    checkCuda(api_, api_.cuLaunchKernel(f, static_cast<unsigned>(4 * smCount_), 1, 1, 512, 1, 1, 0, stream_, params, nullptr), "L2 flush");
}

void Harness::sync(const std::string& who) { checkCuda(api_, api_.cuStreamSynchronize(stream_), who); }

const Harness::Module& Harness::moduleFor(const ResolvedPlan& plan, json& compileInfo, double& compileMs) {
    std::string key = plan.source;
    for (const auto& d : plan.defines) key += "\n#define " + d;
    key = std::to_string(std::hash<std::string>{}(key)) + ":" + std::to_string(key.size());
    auto it = modules_.find(key);
    if (it == modules_.end()) {
        auto m = std::make_unique<Module>();
        CompileResult c = nvrtc_.compile(plan.source, plan.label + ".cu", arch_, plan.defines);
        m->ok = c.ok;
        m->log = c.log;
        m->compileMs = c.compileMs;
        m->ptxas = c.ptxas;
        compileMs += c.compileMs;
        if (c.ok) {
            CUresult rc = api_.cuModuleLoadData(&m->module, c.cubin.data());
            if (rc != CUDA_SUCCESS) {
                m->ok = false;
                m->log += "\ncuModuleLoadData: " + api_.describe(rc);
            }
        }
        it = modules_.emplace(key, std::move(m)).first;
        compileInfo = {{"cached", false}};
    } else {
        compileInfo = {{"cached", true}};
    }
    const Module& m = *it->second;
    compileInfo["compile_ms"] = m.compileMs;
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

Harness::PlanRun Harness::prepare(const ResolvedPlan& plan, const Module& module, const MeasureJob& job,
                                  const std::vector<std::unique_ptr<DeviceBuffer>>& buffers) {
    PlanRun run;
    run.plan = &plan;
    for (std::size_t i = 0; i < plan.launches.size(); ++i) {
        const ResolvedLaunch& l = plan.launches[i];
        const std::string who = plan.label + ": launches[" + std::to_string(i) + "] (" + l.kernel + ")";
        CUfunction f = nullptr;
        if (api_.cuModuleGetFunction(&f, module.module, l.kernel.c_str()) != CUDA_SUCCESS)
            throw std::invalid_argument(who + ": no kernel of that name in the module (is it extern \"C\" __global__?)");
        const long long threads = l.block[0] * l.block[1] * l.block[2];
        if (threads > 1024) throw std::invalid_argument(who + ": " + std::to_string(threads) + " threads per block; the device allows 1024");
        int staticShared = 0;
        api_.cuFuncGetAttribute(&staticShared, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f);
        if (l.sharedBytes + staticShared > maxSharedOptin_)
            throw std::invalid_argument(who + ": needs " + std::to_string(l.sharedBytes + staticShared) +
                                        " bytes of shared memory per block; the device allows " + std::to_string(maxSharedOptin_));
        if (l.sharedBytes > 48 * 1024)
            checkCuda(api_, api_.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, static_cast<int>(l.sharedBytes)),
                      who + ": opt in to dynamic shared memory");
        std::vector<std::uint64_t> slots(l.args.size(), 0);
        for (std::size_t a = 0; a < l.args.size(); ++a) {
            const ResolvedArg& arg = l.args[a];
            void* slot = &slots[a];
            switch (arg.kind) {
            case ResolvedArg::Kind::Buffer: {
                CUdeviceptr p = buffers.at(static_cast<std::size_t>(arg.buffer))->data();
                std::memcpy(slot, &p, sizeof p);
                break;
            }
            case ResolvedArg::Kind::I32: { auto v = static_cast<std::int32_t>(std::llround(arg.value)); std::memcpy(slot, &v, sizeof v); break; }
            case ResolvedArg::Kind::U32: { auto v = static_cast<std::uint32_t>(std::llround(arg.value)); std::memcpy(slot, &v, sizeof v); break; }
            case ResolvedArg::Kind::I64: { auto v = static_cast<std::int64_t>(std::llround(arg.value)); std::memcpy(slot, &v, sizeof v); break; }
            case ResolvedArg::Kind::U64: { auto v = static_cast<std::uint64_t>(std::llround(arg.value)); std::memcpy(slot, &v, sizeof v); break; }
            case ResolvedArg::Kind::F32: { auto v = static_cast<float>(arg.value); std::memcpy(slot, &v, sizeof v); break; }
            case ResolvedArg::Kind::F64: { double v = arg.value; std::memcpy(slot, &v, sizeof v); break; }
            }
        }
        run.functions.push_back(f);
        run.slots.push_back(std::move(slots));
    }
    for (auto& s : run.slots) {
        std::vector<void*> p;
        for (auto& v : s) p.push_back(&v);
        run.params.push_back(std::move(p));
    }
    (void)job;
    return run;
}

void Harness::launch(const PlanRun& run, const std::string& who) {
    for (std::size_t i = 0; i < run.functions.size(); ++i) {
        const ResolvedLaunch& l = run.plan->launches[i];
        CUresult rc = api_.cuLaunchKernel(run.functions[i], static_cast<unsigned>(l.grid[0]), static_cast<unsigned>(l.grid[1]),
                                          static_cast<unsigned>(l.grid[2]), static_cast<unsigned>(l.block[0]),
                                          static_cast<unsigned>(l.block[1]), static_cast<unsigned>(l.block[2]),
                                          static_cast<unsigned>(l.sharedBytes), stream_,
                                          const_cast<void**>(run.params[i].data()), nullptr);
        checkCuda(api_, rc, who + ": launch " + l.kernel);
    }
}

void Harness::initInputs(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers, unsigned long long seed,
                         bool inoutOnly) {
    for (std::size_t b = 0; b < job.buffers.size(); ++b) {
        const ResolvedBuffer& spec = job.buffers[b];
        if (spec.role != "inout" && (inoutOnly || spec.role != "input")) continue;
        CUfunction f = utility("augur_init_" + spec.dtype);
        CUdeviceptr p = buffers[b]->data();
        unsigned long long n = static_cast<unsigned long long>(spec.count);
        // Each buffer gets its own stream of numbers: inputs never equal each other.
        unsigned long long s = seed * 1000003ull + b;
        int mode = initMode(spec.init);
        double lo = spec.rangeLow, hi = spec.rangeHigh;
        void* params[] = {&p, &n, &s, &mode, &lo, &hi};
        checkCuda(api_, api_.cuLaunchKernel(f, 1024, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "initialise " + spec.name);
    }
}

void Harness::fillSentinels(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers) {
    // All bits set: NaN for every float type, -1 for integers.
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        if (job.buffers[b].role == "output" || job.buffers[b].role == "scratch")
            checkCuda(api_, api_.cuMemsetD8Async(buffers[b]->data(), 0xFF, buffers[b]->bytes(), stream_), "sentinel " + job.buffers[b].name);
}

void Harness::poisonOutputs(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers) {
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        if (job.buffers[b].role != "input")
            checkCuda(api_, api_.cuMemsetD8Async(buffers[b]->data(), 0xFF, buffers[b]->bytes(), stream_), "poison " + job.buffers[b].name);
}

std::pair<unsigned long long, unsigned long long> Harness::hash(CUdeviceptr p, std::size_t bytes) {
    checkCuda(api_, api_.cuMemsetD8Async(scratch_, 0, 32, stream_), "hash clear");
    CUfunction f = utility("augur_hash_words");
    unsigned long long words = (bytes + 3) / 4;
    CUdeviceptr out = scratch_;
    void* params[] = {&p, &words, &out};
    checkCuda(api_, api_.cuLaunchKernel(f, 512, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "hash");
    sync("hash");
    unsigned long long h[2] = {};
    checkCuda(api_, api_.cuMemcpyDtoH(h, scratch_, sizeof h), "hash read");
    return {h[0], h[1]};
}

unsigned long long Harness::guardDamage(const DeviceBuffer& b) {
    checkCuda(api_, api_.cuMemsetD8Async(scratch_, 0, 8, stream_), "guard clear");
    CUfunction f = utility("augur_count_ne_u32");
    unsigned long long words = DeviceBuffer::kGuardBytes / 4;
    unsigned pattern = DeviceBuffer::kGuardPattern;
    CUdeviceptr out = scratch_;
    for (CUdeviceptr g : {b.guardBefore(), b.guardAfter()}) {
        void* params[] = {&g, &words, &pattern, &out};
        checkCuda(api_, api_.cuLaunchKernel(f, 4, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "guard check");
    }
    sync("guard check");
    unsigned long long bad = 0;
    checkCuda(api_, api_.cuMemcpyDtoH(&bad, scratch_, sizeof bad), "guard read");
    return bad;
}

json Harness::compareOutput(const ResolvedBuffer& spec, const DeviceBuffer& got, const std::string& expected, const Tolerance& tol) {
    // The reference output goes to the device only now, after the candidate has finished,
    // so no candidate kernel can ever read it.
    if (expectedBytes_ < expected.size()) {
        if (expected_) api_.cuMemFree(expected_);
        expected_ = 0;
        checkCuda(api_, api_.cuMemAlloc(&expected_, expected.size()), "allocate comparison buffer");
        expectedBytes_ = expected.size();
    }
    checkCuda(api_, api_.cuMemcpyHtoD(expected_, expected.data(), expected.size()), "upload reference output");
    unsigned long long init[4] = {0, 0, ~0ull, 0};
    checkCuda(api_, api_.cuMemcpyHtoD(scratch_, init, sizeof init), "compare clear");
    CUfunction f = utility("augur_compare_" + spec.dtype);
    CUdeviceptr g = got.data(), e = expected_, out = scratch_;
    unsigned long long n = static_cast<unsigned long long>(spec.count);
    double atol = isFloat(spec.dtype) ? tol.atol : std::floor(tol.atol);
    double rtol = isFloat(spec.dtype) ? tol.rtol : 0.0;
    void* params[] = {&g, &e, &n, &atol, &rtol, &out};
    checkCuda(api_, api_.cuLaunchKernel(f, 1024, 1, 1, 256, 1, 1, 0, stream_, params, nullptr), "compare " + spec.name);
    sync("compare " + spec.name);
    unsigned long long r[4] = {};
    checkCuda(api_, api_.cuMemcpyDtoH(r, scratch_, sizeof r), "compare read");
    // The device copy of the reference's output is poisoned at once: no later launch of a
    // candidate may find a valid result anywhere on the device.
    checkCuda(api_, api_.cuMemsetD8Async(expected_, 0xFF, expected.size(), stream_), "poison comparison buffer");
    double maxErr = 0;
    std::memcpy(&maxErr, &r[3], sizeof maxErr);
    json j{{"buffer", spec.name}, {"mismatches", r[0]}, {"nan", r[1]}, {"max_abs_error", std::isfinite(maxErr) ? maxErr : -1.0}};
    if (r[0] > 0) {
        j["first_index"] = r[2];
        // Read the two values at the first bad index for the message.
        const std::size_t es = dtypeBytes(spec.dtype);
        std::string gv(es, '\0');
        checkCuda(api_, api_.cuMemcpyDtoH(gv.data(), got.data() + r[2] * es, es), "read mismatch");
        j["got"] = elementAsDouble(spec.dtype, gv.data());
        j["expected"] = elementAsDouble(spec.dtype, expected.data() + r[2] * es);
    }
    return j;
}

json Harness::checkAtSize(const MeasureJob& job, const SizeVariant& variant, const Module& refModule, const Module& candModule) {
    // The job as it would be at the other size: same sources, resized buffers and plans.
    MeasureJob resized = job;
    for (std::size_t b = 0; b < resized.buffers.size(); ++b) resized.buffers[b].count = variant.counts[b];
    resized.reference.launches = variant.reference;
    resized.candidate.launches = variant.candidate;
    std::vector<std::unique_ptr<DeviceBuffer>> buffers;
    for (const auto& b : resized.buffers)
        buffers.push_back(std::make_unique<DeviceBuffer>(api_, static_cast<std::size_t>(b.count) * dtypeBytes(b.dtype), stream_));
    PlanRun ref = prepare(resized.reference, refModule, resized, buffers);
    PlanRun cand = prepare(resized.candidate, candModule, resized, buffers);
    const unsigned long long seed = job.settings.seed + 7777;
    initInputs(resized, buffers, seed, false);
    fillSentinels(resized, buffers);
    launch(ref, "reference at " + variant.label);
    sync("reference at " + variant.label);
    std::vector<std::string> expected(resized.buffers.size());
    for (std::size_t b = 0; b < resized.buffers.size(); ++b)
        if (checked(resized.buffers[b])) {
            expected[b].resize(buffers[b]->bytes());
            checkCuda(api_, api_.cuMemcpyDtoH(expected[b].data(), buffers[b]->data(), expected[b].size()), "read reference output");
        }
    initInputs(resized, buffers, seed, false);
    fillSentinels(resized, buffers);
    std::vector<std::pair<unsigned long long, unsigned long long>> before(resized.buffers.size());
    for (std::size_t b = 0; b < resized.buffers.size(); ++b)
        if (resized.buffers[b].role == "input") before[b] = hash(buffers[b]->data(), buffers[b]->bytes());
    poisonShared();
    launch(cand, "candidate at " + variant.label);
    sync("candidate at " + variant.label);
    for (std::size_t b = 0; b < resized.buffers.size(); ++b) {
        const auto& spec = resized.buffers[b];
        if (spec.role == "input" && hash(buffers[b]->data(), buffers[b]->bytes()) != before[b])
            return failure("wrong_result", "at " + variant.label + ": modifies its input '" + spec.name + "'");
        if (auto bad = guardDamage(*buffers[b]))
            return failure("wrong_result", "at " + variant.label + ": writes out of bounds of '" + spec.name + "' (" + std::to_string(bad) +
                                               " guard words changed)");
        if (!checked(spec)) continue;
        json c = compareOutput(spec, *buffers[b], expected[b], job.tolerance);
        if (c["mismatches"].get<unsigned long long>() > 0)
            return failure("wrong_result", "at " + variant.label + " (the problem's other size): " + spec.name + ": " +
                                               std::to_string(c["mismatches"].get<unsigned long long>()) + " of " +
                                               std::to_string(spec.count) + " elements differ from the reference");
    }
    return json{{"size", variant.label}, {"ok", true}};
}

json Harness::compile(const ResolvedPlan& plan) {
    CompileResult c = nvrtc_.compile(plan.source, plan.label + ".cu", arch_, plan.defines);
    return {{"ok", c.ok}, {"arch", arch_}, {"compile_ms", c.compileMs}, {"log", truncate(c.log, 8000)},
            {"resources", resourcesJson(c.ptxas)}};
}

json Harness::measure(const MeasureJob& job) {
    const auto tJob = Clock::now();
    json details{{"device", deviceJson_["name"]}, {"arch", arch_}};
    double compileMs = 0, correctnessMs = 0, timingMs = 0, profileMs = 0, energyMs = 0;
    auto finish = [&](json result) {
        const double total = msSince(tJob);
        details["phases_ms"] = {{"compile", compileMs},
                                {"correctness", correctnessMs},
                                {"timing", timingMs},
                                {"overhead", std::max(0.0, total - compileMs - correctnessMs - timingMs - profileMs - energyMs)},
                                {"total", total}};
        if (profileMs > 0) details["phases_ms"]["profile"] = profileMs;
        if (energyMs > 0) details["phases_ms"]["energy"] = energyMs;
        result["details"] = details;
        return result;
    };
    std::string phase = "setup";
    std::vector<std::unique_ptr<DeviceBuffer>> buffers;     // the reference's (and a reference-only job's)
    std::vector<std::unique_ptr<DeviceBuffer>> candBuffers; // the candidate's own
    try {
        checkCuda(api_, api_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
        // 1. compile
        phase = "compile";
        json refCompile, candCompile;
        const Module& refModule = moduleFor(job.reference, refCompile, compileMs);
        details["reference_compile"] = refCompile;
        if (!refModule.ok) return finish(failure("compile_error", "the reference does not compile:\n" + truncate(refModule.log, 2000)));
        const Module& candModule = job.referenceOnly ? refModule : moduleFor(job.candidate, candCompile, compileMs);
        if (!job.referenceOnly) details["candidate_compile"] = candCompile;
        if (!candModule.ok) return finish(failure("compile_error", truncate(candModule.log, 4000)));

        // 2. buffers: one set for the reference and one for the candidate, so no launch of
        // the candidate can ever find a result the reference computed in its buffers.
        phase = "allocate";
        const auto tCorrect = Clock::now();
        for (const auto& b : job.buffers)
            buffers.push_back(std::make_unique<DeviceBuffer>(api_, static_cast<std::size_t>(b.count) * dtypeBytes(b.dtype), stream_));
        if (!job.referenceOnly)
            for (const auto& b : job.buffers)
                candBuffers.push_back(std::make_unique<DeviceBuffer>(api_, static_cast<std::size_t>(b.count) * dtypeBytes(b.dtype), stream_));
        const auto& refBufs = buffers;
        const auto& candBufs = job.referenceOnly ? buffers : candBuffers;
        PlanRun ref, cand, prec;
        const bool precisionCheck = !job.referenceOnly && !job.precision.source.empty();
        try {
            ref = prepare(job.reference, refModule, job, refBufs);
            cand = job.referenceOnly ? ref : prepare(job.candidate, candModule, job, candBufs);
        } catch (const std::invalid_argument& e) {
            return finish(failure("invalid", e.what()));
        }
        if (precisionCheck) {
            json precCompile;
            const Module& precModule = moduleFor(job.precision, precCompile, compileMs);
            if (!precModule.ok)
                return finish(failure("compile_error", "the problem's float64 reference (precision_reference) does not compile:\n" +
                                                           truncate(precModule.log, 2000)));
            try {
                prec = prepare(job.precision, precModule, job, refBufs);
            } catch (const std::invalid_argument& e) {
                return finish(failure("invalid", std::string("precision_reference: ") + e.what()));
            }
        }

        // 3-4. correctness: the reference per seed (cached per worker), then the candidate.
        phase = "correctness";
        std::string key = job.problem + "|" + std::to_string(std::hash<std::string>{}(job.reference.source)) + "|" +
                          std::to_string(job.settings.seed) + "|" + std::to_string(job.buffers.size());
        if (key != expectedKey_) {
            expectedCache_.clear();
            expectedKey_ = key;
        }
        json seeds = json::array();
        std::vector<std::pair<unsigned long long, unsigned long long>> referenceOutputHashes;
        std::vector<std::string> candidateFirstSeed(job.buffers.size()); // the candidate's outputs, for the precision check
        json seedList = json::array();
        for (int s = 0; s < job.settings.seeds; ++s) seedList.push_back(job.settings.seed + static_cast<unsigned long long>(s));
        details["correctness_seeds"] = seedList;
        for (int s = 0; s < job.settings.seeds; ++s) {
            const unsigned long long seed = job.settings.seed + static_cast<unsigned long long>(s);
            auto& expected = expectedCache_[seed];
            if (expected.empty()) {
                initInputs(job, refBufs, seed, false);
                fillSentinels(job, refBufs);
                launch(ref, "reference");
                sync("reference (seed " + std::to_string(seed) + ")");
                for (std::size_t b = 0; b < job.buffers.size(); ++b) {
                    std::string host;
                    if (checked(job.buffers[b])) {
                        host.resize(refBufs[b]->bytes());
                        checkCuda(api_, api_.cuMemcpyDtoH(host.data(), refBufs[b]->data(), host.size()), "read reference output");
                    }
                    expected.push_back(std::move(host));
                }
                poisonOutputs(job, refBufs); // the reference's result must not outlive its read-back
            }
            for (std::size_t b = 0; b < job.buffers.size(); ++b)
                if (checked(job.buffers[b]))
                    referenceOutputHashes.push_back({std::hash<std::string>{}(expected[b]), b});
            if (job.referenceOnly) continue;
            // Fresh inputs and sentinels in the candidate's own buffers.
            initInputs(job, candBufs, seed, false);
            fillSentinels(job, candBufs);
            std::vector<std::pair<unsigned long long, unsigned long long>> before;
            for (std::size_t b = 0; b < job.buffers.size(); ++b)
                before.push_back(job.buffers[b].role == "input" ? hash(candBufs[b]->data(), candBufs[b]->bytes())
                                                                 : std::pair<unsigned long long, unsigned long long>{0, 0});
            poisonShared();
            launch(cand, "candidate");
            sync("candidate (seed " + std::to_string(seed) + ")");
            for (std::size_t b = 0; b < job.buffers.size(); ++b) {
                const auto& spec = job.buffers[b];
                if (spec.role == "input" && hash(candBufs[b]->data(), candBufs[b]->bytes()) != before[b]) {
                    correctnessMs = msSince(tCorrect);
                    return finish(failure("wrong_result", "modifies its input '" + spec.name + "' (seed " + std::to_string(seed) + ")"));
                }
                if (auto bad = guardDamage(*candBufs[b])) {
                    correctnessMs = msSince(tCorrect);
                    return finish(failure("wrong_result", "writes out of bounds of '" + spec.name + "': " + std::to_string(bad) +
                                                              " guard words changed (seed " + std::to_string(seed) + ")"));
                }
            }
            for (std::size_t b = 0; b < job.buffers.size(); ++b) {
                if (!checked(job.buffers[b])) continue;
                json c = compareOutput(job.buffers[b], *candBufs[b], expected[b], job.tolerance);
                c["seed"] = seed;
                seeds.push_back(c);
                if (c["mismatches"].get<unsigned long long>() > 0) {
                    correctnessMs = msSince(tCorrect);
                    details["correctness"] = seeds;
                    std::string reason = job.buffers[b].name + ": " + std::to_string(c["mismatches"].get<unsigned long long>()) +
                                         " of " + std::to_string(job.buffers[b].count) + " elements differ beyond atol " +
                                         std::to_string(job.tolerance.atol) + " + rtol " + std::to_string(job.tolerance.rtol) +
                                         "·|ref| (seed " + std::to_string(seed) + "), first at index " +
                                         std::to_string(c["first_index"].get<unsigned long long>()) + ": got " +
                                         std::to_string(c["got"].get<double>()) + ", expected " + std::to_string(c["expected"].get<double>());
                    if (c["nan"].get<unsigned long long>() > 0)
                        reason += "; " + std::to_string(c["nan"].get<unsigned long long>()) + " elements NaN (never written, or computed NaN)";
                    return finish(failure("wrong_result", reason));
                }
                if (s == 0 && precisionCheck) {
                    candidateFirstSeed[b].resize(candBufs[b]->bytes());
                    checkCuda(api_, api_.cuMemcpyDtoH(candidateFirstSeed[b].data(), candBufs[b]->data(), candidateFirstSeed[b].size()),
                              "read candidate output");
                }
            }
            poisonOutputs(job, candBufs);
        }
        details["correctness"] = seeds;
        // Precision against the float64 reference: the tolerance alone lets a kernel that
        // computes in lower precision through when its error happens to fit (KernelBench and
        // CUDA-L1 check only a fixed atol/rtol).
        if (precisionCheck) {
            json p = checkPrecision(job, prec, refBufs, expectedCache_[job.settings.seed], candidateFirstSeed);
            details["precision"] = p;
            if (p.contains("failure")) {
                correctnessMs = msSince(tCorrect);
                return finish(failure("wrong_result", p["failure"].get<std::string>()));
            }
        }
        // Another size: a kernel that hard-codes the problem's size fails here.
        if (!job.referenceOnly) {
            json sizes = json::array();
            for (const auto& v : job.sizeVariants) {
                json r;
                try {
                    r = checkAtSize(job, v, refModule, candModule);
                } catch (const std::invalid_argument& e) {
                    r = failure("invalid", "at " + v.label + ": " + e.what());
                }
                if (r.contains("status")) {
                    correctnessMs = msSince(tCorrect);
                    details["sizes_checked"] = sizes;
                    return finish(r);
                }
                sizes.push_back(r);
            }
            for (const auto& skipped : job.skippedSizes) sizes.push_back({{"size", skipped}, {"skipped", "restrictions fail at this size"}});
            details["sizes_checked"] = sizes;
        }
        if (job.settings.seeds > 1 && referenceOutputHashes.size() >= 2 &&
            std::all_of(referenceOutputHashes.begin(), referenceOutputHashes.end(),
                        [&](const auto& h) { return h.first == referenceOutputHashes.front().first; }))
            details["warning"] = "the reference's output is identical for every seed: the correctness check is weak";
        correctnessMs = msSince(tCorrect);

        // 5. timing: ABAB..., L2 flushed before each sample, events around the whole plan.
        // Every timed launch starts on sentinel-filled outputs in its own buffers, and the
        // reference's outputs are poisoned again right after each of its launches, outside
        // the timed region: no timed launch of the candidate can find a valid result it did
        // not compute. Randomly chosen timed launches of the candidate (and the last) have
        // their outputs checked, so a kernel cannot know which launch is watched.
        phase = "timing";
        initInputs(job, refBufs, job.settings.seed, false);
        if (!job.referenceOnly) initInputs(job, candBufs, job.settings.seed, false);
        for (int w = 0; w < 2; ++w) { // warm-up: module load, instruction cache, clocks
            fillSentinels(job, refBufs);
            launch(ref, "reference");
            if (!job.referenceOnly) {
                fillSentinels(job, candBufs);
                launch(cand, "candidate");
            }
        }
        poisonOutputs(job, refBufs);
        sync("warm-up");
        const auto tTiming = Clock::now();
        const bool cupti = job.settings.cupti && cupti_->ok() && cupti_->start();
        std::vector<double> refMs, candMs;
        std::vector<int> order; // per recorded sample: 0 reference, 1 candidate
        const int sides = job.referenceOnly ? 1 : 2;
        const bool hasInout =
            std::any_of(job.buffers.begin(), job.buffers.end(), [](const auto& b) { return b.role == "inout"; });
        // Which launches are checked is drawn here, on the host, from a source the kernel
        // cannot observe.
        std::mt19937_64 pick(std::random_device{}() ^ (job.settings.seed * 0x9E3779B97F4A7C15ull));
        std::bernoulli_distribution checkThis(std::clamp(job.settings.checkFraction, 0.0, 1.0));
        int timedChecks = 0;
        auto ensureEvents = [&](std::size_t n) {
            while (events_.size() < n) {
                CUevent e = nullptr;
                checkCuda(api_, api_.cuEventCreate(&e, CU_EVENT_DEFAULT), "cuEventCreate");
                events_.push_back(e);
            }
        };
        std::size_t slot = 0, firstPending = 0;
        auto collect = [&] {
            if (slot == 0) return;
            checkCuda(api_, api_.cuEventSynchronize(events_[2 * slot - 1]), "timed samples");
            for (std::size_t i = 0; i < slot; ++i) {
                float ms = 0;
                checkCuda(api_, api_.cuEventElapsedTime(&ms, events_[2 * i], events_[2 * i + 1]), "cuEventElapsedTime");
                (order[firstPending + i] == 0 ? refMs : candMs).push_back(ms);
            }
            firstPending = order.size();
            slot = 0;
        };
        // Returns a failure message when a checked launch's outputs differ from the reference.
        auto enqueueSample = [&](int side, bool check) -> std::string {
            const auto& bufs = side == 0 ? refBufs : candBufs;
            ensureEvents(2 * (slot + 1));
            if (hasInout) initInputs(job, bufs, job.settings.seed, true);
            fillSentinels(job, bufs);
            if (!job.settings.warmL2) flushL2();
            checkCuda(api_, api_.cuEventRecord(events_[2 * slot], stream_), "cuEventRecord");
            launch(side == 0 ? ref : cand, side == 0 ? "reference" : "candidate");
            checkCuda(api_, api_.cuEventRecord(events_[2 * slot + 1], stream_), "cuEventRecord");
            order.push_back(side);
            ++slot;
            if (side == 0 && sides == 2) poisonOutputs(job, refBufs);
            if (side == 0 || !check) return {};
            collect();
            ++timedChecks;
            const std::size_t launchNo = candMs.size();
            for (std::size_t b = 0; b < job.buffers.size(); ++b) {
                if (!checked(job.buffers[b])) continue;
                json c = compareOutput(job.buffers[b], *candBufs[b], expectedCache_[job.settings.seed][b], job.tolerance);
                if (c["mismatches"].get<unsigned long long>() > 0) {
                    std::string why = job.buffers[b].name + ": the output of timed launch " + std::to_string(launchNo) +
                                      " differs from the reference (" + std::to_string(c["mismatches"].get<unsigned long long>()) +
                                      " of " + std::to_string(job.buffers[b].count) + " elements";
                    if (c["nan"].get<unsigned long long>() > 0)
                        why += ", " + std::to_string(c["nan"].get<unsigned long long>()) + " never written";
                    return why + "): the kernel does not do the same work when timed";
                }
            }
            return {};
        };
        // Batch size from one timed pair: about 20 ms of GPU work per batch, so the host
        // enqueues ahead of the device and reads events once per batch.
        auto samplePair = [&](bool forceCheck) -> std::string {
            for (int side = 0; side < sides; ++side) {
                const bool check = side == 1 && (forceCheck || checkThis(pick));
                if (std::string why = enqueueSample(side, check); !why.empty()) return why;
            }
            return {};
        };
        std::string timedFailure = samplePair(false);
        collect();
        // The first sample pays one-time costs (CUPTI start, event creation): re-size the
        // batch after every batch from the medians so far.
        auto batchSize = [&] {
            const double pairMs = summarise(refMs).median + (sides == 2 ? summarise(candMs).median : 0.0);
            return std::clamp(static_cast<int>(20.0 / std::max(pairMs, 1e-3)), 1, 50);
        };
        int batchPairs = batchSize();
        double relHalfWidth = 1.0;
        std::string stopReason;
        while (timedFailure.empty()) {
            for (int p = 0; p < batchPairs && timedFailure.empty(); ++p) timedFailure = samplePair(false);
            collect();
            if (!timedFailure.empty()) break;
            const int n = static_cast<int>(refMs.size());
            std::vector<double> ratios;
            if (sides == 2) {
                for (std::size_t i = 0; i < candMs.size(); ++i) ratios.push_back(refMs[i] / candMs[i]);
                relHalfWidth = summarise(ratios).relativeHalfWidth();
            } else {
                relHalfWidth = summarise(refMs).relativeHalfWidth();
            }
            if (n >= job.settings.minSamples && relHalfWidth <= job.settings.noiseTarget) { stopReason = "noise target reached"; break; }
            if (n >= job.settings.maxSamples) { stopReason = "maximum samples"; break; }
            if (msSince(tTiming) >= job.settings.timeBudgetMs && n >= std::min(job.settings.minSamples, 3)) { stopReason = "time budget"; break; }
            batchPairs = batchSize();
        }
        // The last timed pair is always checked.
        if (timedFailure.empty()) {
            timedFailure = samplePair(sides == 2);
            collect();
        }
        timingMs = msSince(tTiming);
        std::vector<KernelRecord> records = cupti ? cupti_->stop() : std::vector<KernelRecord>{};
        if (!timedFailure.empty()) {
            details["timed_checks"] = timedChecks;
            return finish(failure("wrong_result", timedFailure));
        }
        details["timed_checks"] = {{"checked", timedChecks}, {"of", candMs.size()}, {"fraction", job.settings.checkFraction}};

        // CUPTI cross-check: the plan's kernels in enqueue order, one group per sample.
        std::set<std::string> planKernels;
        for (const auto& l : job.reference.launches) planKernels.insert(l.kernel);
        for (const auto& l : job.candidate.launches) planKernels.insert(l.kernel);
        std::vector<KernelRecord> planRecords;
        for (auto& r : records)
            if (planKernels.count(r.name)) planRecords.push_back(r);
        std::size_t expectedRecords = 0;
        for (int side : order) expectedRecords += (side == 0 ? job.reference : job.candidate).launches.size();
        double gpuBusyMs = 0;
        json cuptiJson;
        if (!cupti) {
            cuptiJson = {{"available", false}, {"reason", cupti_->ok() ? "disabled" : cupti_->error()}};
        } else if (planRecords.size() != expectedRecords || cupti_->dropped() > 0) {
            cuptiJson = {{"available", false},
                         {"reason", std::to_string(planRecords.size()) + " kernel records for " + std::to_string(expectedRecords) +
                                        " launches (" + std::to_string(cupti_->dropped()) + " dropped)"}};
        } else {
            std::vector<double> cRef, cCand;
            std::size_t k = 0;
            for (int side : order) {
                const std::size_t n = (side == 0 ? job.reference : job.candidate).launches.size();
                double sum = 0;
                for (std::size_t i = 0; i < n; ++i) sum += planRecords[k++].durationMs();
                gpuBusyMs += sum;
                (side == 0 ? cRef : cCand).push_back(sum);
            }
            const double eRef = summarise(refMs).median, kRef = summarise(cRef).median;
            cuptiJson = {{"available", true}, {"reference_ms", kRef}, {"reference_event_over_kernel", eRef / kRef}};
            if (!cCand.empty()) {
                const double eCand = summarise(candMs).median, kCand = summarise(cCand).median;
                cuptiJson["candidate_ms"] = kCand;
                cuptiJson["candidate_event_over_kernel"] = eCand / kCand;
                cuptiJson["speedup"] = kRef / kCand;
            }
        }
        details["cupti"] = cuptiJson;
        if (gpuBusyMs > 0) details["timing_efficiency"] = gpuBusyMs / timingMs;

        const SampleSummary a = summarise(refMs);
        const SampleSummary b = summarise(job.referenceOnly ? refMs : candMs);
        json result{{"status", "ok"}, {"reference_ms", a.median}, {"candidate_ms", b.median},
                    {"candidate_iqr_ms", b.iqr()}, {"samples", b.n}};
        double speedup = a.median / b.median, low = speedup, high = speedup;
        if (!job.referenceOnly) {
            std::vector<double> ratios;
            for (std::size_t i = 0; i < std::min(refMs.size(), candMs.size()); ++i) ratios.push_back(refMs[i] / candMs[i]);
            // S is the median of the paired (interleaved) ratios, so it lies inside its own
            // confidence interval and drift between pairs cancels.
            const SampleSummary r = summarise(ratios);
            speedup = r.median;
            low = r.ciLow;
            high = r.ciHigh;
        } else {
            low = a.median / a.ciHigh;
            high = a.median / a.ciLow;
        }
        result["speedup"] = speedup;
        result["speedup_ci"] = {low, high};
        details["timing"] = {{"samples", b.n},
                             {"stop", stopReason},
                             {"relative_ci_half_width", relHalfWidth},
                             {"batch_pairs", batchPairs},
                             {"l2", job.settings.warmL2 ? "warm" : "cold"},
                             {"reference", {{"median_ms", a.median}, {"iqr_ms", a.iqr()}, {"min_ms", a.min}}},
                             {"candidate", {{"median_ms", b.median}, {"iqr_ms", b.iqr()}, {"min_ms", b.min}}},
                             {"reference_samples_ms", refMs},
                             {"candidate_samples_ms", job.referenceOnly ? refMs : candMs}};
        // 6. plausibility: above 10x, or faster than the DRAM roof allows, is suspicious.
        std::string suspicion;
        if (!job.referenceOnly && speedup > 10.0) suspicion = "speedup above 10x";
        if (job.bytes > 0 && peakBandwidth_ > 0) {
            const double gbs = job.bytes / (b.median * 1e-3) * 1e-9;
            details["achieved_bandwidth_gbs"] = gbs;
            details["bandwidth_fraction_of_peak"] = gbs / (peakBandwidth_ * 1e-9);
            if (!job.referenceOnly && gbs > 1.10 * peakBandwidth_ * 1e-9)
                suspicion = "moves " + std::to_string(job.bytes) + " bytes faster than the memory roof allows";
        }
        if (job.flops > 0) details["achieved_gflops"] = job.flops / (b.median * 1e-3) * 1e-9;
        details["device_peaks"] = devicePeaks_;
        const PlanRun& subject = job.referenceOnly ? ref : cand;
        details["launch_geometry"] = launchGeometry(subject);
        // 7. optional passes after timing, so they never perturb the timed samples.
        if (job.settings.profile) {
            phase = "profile";
            const auto t = Clock::now();
            details["profile"] = profilePlan(job, job.referenceOnly ? buffers : candBuffers, subject, job.referenceOnly ? "reference" : "candidate");
            profileMs = msSince(t);
        }
        if (job.settings.energy) {
            phase = "energy";
            const auto t = Clock::now();
            json e = measureEnergy(job, ref, cand, a.median, b.median);
            energyMs = msSince(t);
            if (e.value("available", false)) {
                result["reference_energy_j"] = e["reference"]["j_per_launch"];
                result["energy_j"] = e[job.referenceOnly ? "reference" : "candidate"]["j_per_launch"];
            }
            details["energy"] = e;
        }
        result["suspicious"] = !suspicion.empty();
        if (!suspicion.empty()) details["suspicion"] = suspicion;
        buffers.clear();
        candBuffers.clear();
        releaseCandidateModules();
        return finish(result);
    } catch (const CudaFailure& f) {
        json r = failure("runtime_error", std::string(f.what()) + (f.sticky() ? " (sticky error: worker restarted)" : ""));
        r["fatal"] = f.sticky();
        details["phase"] = phase;
        if (!f.sticky()) {
            buffers.clear();
            candBuffers.clear();
            releaseCandidateModules();
        } else {
            // The context is gone: freeing would only report errors.
            for (auto& b : buffers) (void)b.release();
            for (auto& b : candBuffers) (void)b.release();
        }
        return finish(r);
    }
}

} // namespace augur::gpu
