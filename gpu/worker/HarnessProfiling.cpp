// The harness's optional passes after timing: launch geometry, hardware counters (CUPTI
// range profiler) and energy (NVML). Kept apart from Harness.cpp's measurement protocol.
#include "gpu/worker/DeviceBuffer.h"
#include "gpu/worker/Harness.h"
#include "gpu/worker/HarnessPlanRun.h"

#include "core/base/SampleStatistics.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace augur::gpu {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

json Harness::launchGeometry(const PlanRun& run) {
    json out = json::array();
    for (std::size_t i = 0; i < run.functions.size(); ++i) {
        const ResolvedLaunch& l = run.plan->launches[i];
        const long long blocks = run.grids[i][0] * run.grids[i][1] * run.grids[i][2];
        const int threads = static_cast<int>(l.block[0] * l.block[1] * l.block[2]);
        int perSm = 0;
        api_.cuOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, run.functions[i], threads,
                                                         static_cast<std::size_t>(l.sharedBytes));
        const int warpsPerBlock = (threads + 31) / 32;
        const double occupancy = maxThreadsPerSm_ > 0 ? 100.0 * perSm * warpsPerBlock / (maxThreadsPerSm_ / 32.0) : 0.0;
        const double waves = perSm > 0 ? static_cast<double>(blocks) / (static_cast<double>(perSm) * smCount_) : 0.0;
        out.push_back({{"kernel", l.kernel},
                       {"grid_blocks", blocks},
                       {"block_threads", threads},
                       {"dynamic_shared_bytes", l.sharedBytes},
                       {"blocks_per_sm", perSm},
                       {"sm_count", smCount_},
                       {"waves", waves},
                       {"theoretical_occupancy_pct", occupancy}});
    }
    return out;
}

json Harness::profilePlan(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                          const PlanRun& run, const std::string& subject) {
    const auto t0 = Clock::now();
    if (!profiler_) profiler_ = std::make_unique<CuptiRangeProfiler>(ctx_, device_);
    const bool inout =
        std::any_of(job.buffers.begin(), job.buffers.end(), [](const auto& b) { return b.role == "inout"; });
    // Each pass starts as a timed sample does: fresh in-place inputs and a cold L2.
    ProfileCounters c = profiler_->profile(
        static_cast<int>(run.functions.size()),
        [&] {
            if (inout) initInputs(job, buffers, job.settings.seed, true);
            if (!job.settings.warmL2) flushL2();
            sync("profile: prepare pass");
        },
        [&] {
            launch(run, subject);
            sync("profile: " + subject);
        });
    json j{{"available", c.available},
           {"subject", subject},
           {"passes", c.passes},
           {"wall_ms", std::chrono::duration<double, std::milli>(Clock::now() - t0).count()}};
    if (!c.available) j["reason"] = c.reason;
    json metrics = json::object();
    for (const auto& [key, value] : c.values)
        if (std::isfinite(value)) metrics[key] = value;
    j["metrics"] = metrics;
    if (c.perKernel.size() > 1) {
        json kernels = json::array();
        for (std::size_t k = 0; k < c.perKernel.size(); ++k) {
            json m = json::object();
            for (const auto& [key, value] : c.perKernel[k])
                if (std::isfinite(value)) m[key] = value;
            kernels.push_back(
                {{"kernel", k < run.plan->launches.size() ? run.plan->launches[k].kernel : std::to_string(k)},
                 {"metrics", m}});
        }
        j["kernels"] = kernels;
    }
    j["unavailable_metrics"] = c.unavailable;
    return j;
}

json Harness::measureEnergy(const MeasureJob& job, const PlanRun& ref, const PlanRun& cand, double refMs,
                            double candMs) {
    if (!nvml_) nvml_ = std::make_unique<NvmlEnergy>(pciBusId_);
    if (!nvml_->ok()) return {{"available", false}, {"reason", "energy unavailable: " + nvml_->error()}};
    const auto t0 = Clock::now();
    const int sides = job.referenceOnly ? 1 : 2;
    const double loopMs = job.settings.energyLoopMs;
    struct Side {
        const PlanRun* run;
        long long launches;
        std::vector<double> joules, seconds, watts;
    };
    auto launchesFor = [&](double ms) {
        return std::clamp<long long>(static_cast<long long>(std::ceil(loopMs / std::max(ms, 1e-4))), 1, 5'000'000);
    };
    Side s[2] = {{&ref, launchesFor(refMs), {}, {}, {}}, {&cand, launchesFor(candMs), {}, {}, {}}};
    // Interleaved loops (reference, candidate, reference, ...) so drift in temperature
    // and clocks hits both sides alike. Back to back, without L2 flushes: this is the
    // energy of the kernel running steadily, which is what a deployment pays.
    // The counter is sampled on a thread so each loop's energy is interpolated between
    // the refreshes around it rather than read at whatever refresh happened last.
    nvml_->startSampling();
    struct StopSampling {
        NvmlEnergy* n;
        ~StopSampling() { n->stopSampling(); }
    } stopSampling{nvml_.get()};
    bool interpolated = nvml_->waitForRefresh();
    // Warm-up (not recorded): clocks and power settle from idle before the first loop.
    for (long long i = 0, n = std::max<long long>(1, s[0].launches / 4); i < n; ++i) launch(ref, "reference");
    for (int r = 0; r < job.settings.energyRepeats; ++r) {
        for (int side = 0; side < sides; ++side) {
            Side& x = s[side];
            sync("energy: idle before loop");
            const long long e0 = nvml_->totalMillijoules();
            const auto t = Clock::now();
            for (long long i = 0; i < x.launches; ++i) launch(*x.run, side == 0 ? "reference" : "candidate");
            sync("energy loop");
            const auto tEnd = Clock::now();
            const double sec = std::chrono::duration<double>(tEnd - t).count();
            double joules = interpolated ? nvml_->joulesBetween(t, tEnd) : -1;
            if (joules < 0) { // no refresh seen around the loop: the plain difference
                const long long e1 = nvml_->totalMillijoules();
                if (e0 < 0 || e1 < 0)
                    return {{"available", false},
                            {"reason", "energy unavailable: the NVML energy counter stopped answering"}};
                joules = static_cast<double>(e1 - e0) * 1e-3;
                interpolated = false;
            }
            x.joules.push_back(joules / static_cast<double>(x.launches));
            x.seconds.push_back(sec);
            x.watts.push_back(sec > 0 ? joules / sec : 0.0);
        }
    }
    auto sideJson = [&](const Side& x) {
        const SampleSummary j = summarise(x.joules);
        const SampleSummary w = summarise(x.watts);
        double lo = *std::min_element(x.joules.begin(), x.joules.end()),
               hi = *std::max_element(x.joules.begin(), x.joules.end());
        return json{
            {"j_per_launch", j.median},         {"avg_power_w", w.median},
            {"launches", x.launches},           {"loop_s", summarise(x.seconds).median},
            {"repeats_j_per_launch", x.joules}, {"spread_pct", j.median > 0 ? 100.0 * (hi - lo) / j.median : 0.0}};
    };
    json out{{"available", true},
             {"counter", "nvmlDeviceGetTotalEnergyConsumption"},
             {"repeats", job.settings.energyRepeats},
             {"interpolated", interpolated},
             {"reference", sideJson(s[0])}};
    if (sides == 2) {
        out["candidate"] = sideJson(s[1]);
        out["energy_ratio"] = out["reference"]["j_per_launch"].get<double>() /
            std::max(1e-30, out["candidate"]["j_per_launch"].get<double>());
    }
    out["wall_ms"] = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    return out;
}

} // namespace augur::gpu
