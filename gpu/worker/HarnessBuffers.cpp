// The harness's buffers: seeded inputs, NaN sentinels and poison in outputs, input hashes
// and guard canaries, and the sets of buffers kept between measurements of one layout.
#include "gpu/worker/HarnessRun.h"

#include "gpu/worker/ElementValue.h"

namespace augur::gpu {

namespace {

int initMode(const std::string& init) {
    if (init == "uniform") return 1;
    if (init == "uniform_pos") return 2;
    if (init == "int_range") return 3;
    return 0;
}

} // namespace

void Harness::initInputs(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                         unsigned long long seed, bool inoutOnly) {
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
        checkCuda(api_, api_.cuLaunchKernel(f, 1024, 1, 1, 256, 1, 1, 0, stream_, params, nullptr),
                  "initialise " + spec.name);
    }
}

void Harness::fillSentinels(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers) {
    // All bits set: NaN for every float type, -1 for integers.
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        if (job.buffers[b].role == "output" || job.buffers[b].role == "scratch")
            checkCuda(api_, api_.cuMemsetD8Async(buffers[b]->data(), 0xFF, buffers[b]->bytes(), stream_),
                      "sentinel " + job.buffers[b].name);
}

void Harness::poisonOutputs(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers) {
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        if (job.buffers[b].role != "input")
            checkCuda(api_, api_.cuMemsetD8Async(buffers[b]->data(), 0xFF, buffers[b]->bytes(), stream_),
                      "poison " + job.buffers[b].name);
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

std::vector<std::unique_ptr<DeviceBuffer>> Harness::acquireBuffers(const MeasureJob& job,
                                                                   const std::vector<long long>& counts) {
    std::string layout;
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        layout += std::to_string(static_cast<std::size_t>(counts[b]) * dtypeBytes(job.buffers[b].dtype)) + ",";
    for (auto it = spareBuffers_.begin(); it != spareBuffers_.end(); ++it) {
        if (it->first != layout) continue;
        std::vector<std::unique_ptr<DeviceBuffer>> set = std::move(it->second);
        spareBuffers_.erase(it);
        // An earlier candidate may have written past its buffers: fresh guards, so damage
        // is always this measurement's.
        for (auto& b : set) b->rewriteGuards(stream_);
        return set;
    }
    std::vector<std::unique_ptr<DeviceBuffer>> set;
    for (std::size_t b = 0; b < job.buffers.size(); ++b)
        set.push_back(std::make_unique<DeviceBuffer>(
            api_, static_cast<std::size_t>(counts[b]) * dtypeBytes(job.buffers[b].dtype), stream_));
    return set;
}

void Harness::releaseBuffers(std::vector<std::unique_ptr<DeviceBuffer>>&& buffers) {
    if (buffers.empty()) return;
    std::string layout;
    for (const auto& b : buffers) layout += std::to_string(b->bytes()) + ",";
    spareBuffers_.emplace_back(layout, std::move(buffers));
    buffers.clear();
    // Two sets at the problem's size and one per other size are what a measurement uses.
    while (spareBuffers_.size() > 4) spareBuffers_.erase(spareBuffers_.begin());
}

} // namespace augur::gpu
