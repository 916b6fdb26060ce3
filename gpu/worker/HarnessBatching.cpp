// Short kernels (docs/measurement.md, "Short kernels"): below a few tens of µs, one launch
// between two events is dominated by launch latency and event resolution (nvbench's own
// documentation shows 13-20% noise at 6 µs). A sample then times L back-to-back launches,
// each on its own copy of every buffer: no launch can find a result an earlier launch of
// the batch left behind, and with the L2 flushed before the batch every launch still reads
// cold data of its own.
#include "gpu/worker/ElementValue.h"
#include "gpu/worker/HarnessRun.h"

#include <algorithm>
#include <cmath>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

namespace {
constexpr double kBatchTargetUs = 200; ///< GPU time of one batched sample
constexpr int kMaxBatch = 256;
constexpr double kMaxCopyBytes = 2.0 * (1ull << 30); ///< all copies of both sides
} // namespace

void Harness::startBatching(Run& run, double kernelUs) {
    const MeasureJob& job = run.job;
    double setBytes = 0;
    for (const auto& b : job.buffers)
        setBytes += static_cast<double>(b.count) * dtypeBytes(b.dtype) + 2.0 * DeviceBuffer::kGuardBytes;
    const int sides = job.referenceOnly ? 1 : 2;
    int launches = std::clamp(static_cast<int>(std::ceil(kBatchTargetUs / std::max(kernelUs, 0.05))), 2, kMaxBatch);
    const int byMemory = static_cast<int>(kMaxCopyBytes / std::max(1.0, sides * setBytes));
    json batch{{"kernel_us", kernelUs}, {"below_us", job.settings.batchBelowUs}};
    if (byMemory < launches) {
        batch["memory_limited"] = true;
        launches = byMemory;
    }
    if (launches < 2) {
        batch["launches"] = 1;
        batch["reason"] = "not batched: one copy of the buffers per launch would pass 2 GiB";
        run.details["batch"] = batch;
        return;
    }
    auto copies = [&](const PlanRun& plan, const Module& module, std::vector<Run::Buffers>& sets,
                      std::vector<PlanRun>& plans) {
        for (int c = 0; c < launches; ++c) {
            Run::Buffers set;
            for (const auto& b : job.buffers)
                set.push_back(std::make_unique<DeviceBuffer>(
                    api_, static_cast<std::size_t>(b.count) * dtypeBytes(b.dtype), stream_));
            initInputs(job, set, run.timingSeed, false);
            plans.push_back(prepare(*plan.plan, module, job, set));
            sets.push_back(std::move(set));
        }
    };
    copies(run.ref, *run.refModule, run.refCopies, run.refBatch);
    if (!job.referenceOnly) copies(run.cand, *run.candModule, run.candCopies, run.candBatch);
    sync("batch buffers");
    run.batchLaunches = launches;
    run.unbatchedSamples = run.order.size();
    run.refMs.clear();
    run.candMs.clear();
    batch["launches"] = launches;
    batch["copies_bytes"] = sides * launches * setBytes;
    run.details["batch"] = batch;
}

} // namespace augur::gpu
