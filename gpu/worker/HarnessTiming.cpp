// The phases of Harness::measure that time: interleaved reference/candidate samples with
// randomly checked timed launches, the CUPTI cross-check of the event times, and the result
// (paired speedup with its interval, plausibility, nominal rates, launch geometry).
#include "core/base/SampleStatistics.h"
#include "gpu/worker/HarnessRun.h"
#include "gpu/worker/HarnessTimedLoop.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

std::optional<MeasureFailure> Harness::timeInterleaved(Run& run) {
    const MeasureJob& job = run.job;
    if (!gpuState_) gpuState_ = std::make_unique<NvmlGpuState>(pciBusId_);
    json state{{"available", gpuState_->ok()}};
    if (!gpuState_->ok()) state["reason"] = gpuState_->error();
    if (gpuState_->ok()) state["default_sm_clock_mhz"] = gpuState_->defaultSmClockMhz();
    if (job.settings.lockClocks) {
        if (!gpuState_->clocksLocked()) {
            const std::string why = gpuState_->lockClocks();
            if (!why.empty()) state["lock_clocks"] = "not locked: " + why;
        }
        if (gpuState_->clocksLocked())
            state["lock_clocks"] = "SM clock locked to " + std::to_string(gpuState_->defaultSmClockMhz()) + " MHz";
    } else if (gpuState_->clocksLocked()) {
        gpuState_->unlockClocks();
    }
    run.gpuState = state;
    std::optional<MeasureFailure> failed = timeOnce(run);
    const bool throttled = !failed && run.gpuState.contains("after") && run.gpuState.value("throttled", false);
    if (throttled && job.settings.retryThrottled) {
        // One retry: a throttled sample cannot be told from a slow kernel, and the state
        // that caused it (a neighbour's load, a hot board) is often gone a moment later.
        json first = run.gpuState;
        first.erase("first_attempt");
        run.refMs.clear();
        run.candMs.clear();
        run.order.clear();
        run.timedChecks = 0;
        run.batchLaunches = 1;
        run.unbatchedSamples = 0;
        run.refCopies.clear();
        run.candCopies.clear();
        run.refBatch.clear();
        run.candBatch.clear();
        run.details.erase("batch");
        if (run.cupti) run.records.clear();
        run.gpuState = state;
        const double firstMs = run.timingMs;
        failed = timeOnce(run);
        run.timingMs += firstMs;
        run.gpuState["first_attempt"] = first;
        run.gpuState["retried"] = true;
    }
    run.details["gpu_state"] = run.gpuState;
    return failed;
}

std::optional<MeasureFailure> Harness::timeOnce(Run& run) {
    // 5. timing: reference and candidate interleaved and counterbalanced (AB BA AB ...), L2
    // flushed before each sample, events around the whole plan (HarnessTimedLoop.h).
    run.phase = "timing";
    warmUp(run);
    const GpuStateSample before = gpuState_->sample();
    if (before.valid) run.gpuState["before"] = NvmlGpuState::toJson(before);
    const auto tTiming = Clock::now();
    run.cupti = run.job.settings.cupti && cupti_->ok() && cupti_->start();
    TimedLoop loop(*this, run);
    std::string timedFailure = loop.sample(tTiming);
    run.timingMs = msSince(tTiming);
    run.records = run.cupti ? cupti_->stop() : std::vector<KernelRecord>{};
    if (timedFailure.empty()) timedFailure = loop.inputsChanged();
    noteGpuStateAfter(run, before);
    if (!timedFailure.empty()) {
        run.details["timed_checks"] = run.timedChecks;
        return failure(MeasurementStatus::WrongResult, timedFailure);
    }
    run.details["timed_checks"] = {
        {"checked", run.timedChecks}, {"of", run.candMs.size()}, {"fraction", run.job.settings.checkFraction}};
    return std::nullopt;
}

void Harness::warmUp(Run& run) {
    const MeasureJob& job = run.job;
    initInputs(job, run.refBufs(), run.timingSeed, false);
    if (!job.referenceOnly) initInputs(job, run.candBufs(), run.timingSeed, false);
    for (int w = 0; w < 2; ++w) { // warm-up: module load, instruction cache, clocks
        fillSentinels(job, run.refBufs());
        launch(run.ref, "reference");
        if (!job.referenceOnly) {
            fillSentinels(job, run.candBufs());
            launch(run.cand, "candidate");
        }
    }
    poisonOutputs(job, run.refBufs());
    sync("warm-up");
}

void Harness::noteGpuStateAfter(Run& run, const GpuStateSample& before) {
    if (!gpuState_->ok()) return;
    const GpuStateSample after = gpuState_->sample();
    run.gpuState["after"] = NvmlGpuState::toJson(after);
    // Either reading counts: the phase began or ended throttled. (A reading in between
    // would need a polling thread beside the timed loop.)
    std::string whyBefore, whyAfter;
    const bool throttledBefore = gpuState_->throttled(before, whyBefore);
    const bool throttledAfter = gpuState_->throttled(after, whyAfter);
    run.gpuState["throttled"] = throttledBefore || throttledAfter;
    if (throttledBefore || throttledAfter)
        run.gpuState["throttle"] = throttledAfter ? "after timing: " + whyAfter : "before timing: " + whyBefore;
}

void Harness::crossCheck(Run& run) {
    const MeasureJob& job = run.job;
    // CUPTI cross-check: the plan's kernels in enqueue order, one group per sample.
    std::set<std::string> planKernels;
    for (const auto& l : job.reference.launches) planKernels.insert(l.kernel);
    for (const auto& l : job.candidate.launches) planKernels.insert(l.kernel);
    std::vector<KernelRecord> planRecords;
    for (auto& r : run.records)
        if (planKernels.count(r.name)) planRecords.push_back(r);
    std::size_t expectedRecords = 0;
    for (std::size_t s = 0; s < run.order.size(); ++s) {
        const bool batched = s >= run.unbatchedSamples && run.batchLaunches > 1;
        expectedRecords += (run.order[s] == 0 ? job.reference : job.candidate).launches.size() *
            (batched ? static_cast<std::size_t>(run.batchLaunches) : 1u);
    }
    double gpuBusyMs = 0;
    json cuptiJson;
    if (!run.cupti) {
        cuptiJson = {{"available", false}, {"reason", cupti_->ok() ? "disabled" : cupti_->error()}};
    } else if (planRecords.size() != expectedRecords || cupti_->dropped() > 0) {
        cuptiJson = {{"available", false},
                     {"reason",
                      std::to_string(planRecords.size()) + " kernel records for " + std::to_string(expectedRecords) +
                          " launches (" + std::to_string(cupti_->dropped()) + " dropped)"}};
    } else {
        std::vector<double> cRef, cCand;
        std::size_t k = 0;
        for (std::size_t s = 0; s < run.order.size(); ++s) {
            const int side = run.order[s];
            const bool batched = s >= run.unbatchedSamples && run.batchLaunches > 1;
            const std::size_t per = (side == 0 ? job.reference : job.candidate).launches.size();
            const std::size_t n = per * (batched ? static_cast<std::size_t>(run.batchLaunches) : 1u);
            double sum = 0;
            for (std::size_t i = 0; i < n; ++i) sum += planRecords[k++].durationMs();
            gpuBusyMs += sum;
            // Samples before batching began are not among the timed samples.
            if (run.batchLaunches > 1 && !batched) continue;
            (side == 0 ? cRef : cCand).push_back(batched ? sum / run.batchLaunches : sum);
        }
        const double eRef = summarise(run.refMs).median, kRef = summarise(cRef).median;
        cuptiJson = {{"available", true}, {"reference_ms", kRef}, {"reference_event_over_kernel", eRef / kRef}};
        // A library's kernels are not named by any plan, so its side is not cross-checked.
        if (job.candidate.vendor) cuptiJson["candidate"] = "library kernels, not cross-checked";
        if (!cCand.empty() && !job.candidate.vendor) {
            const double eCand = summarise(run.candMs).median, kCand = summarise(cCand).median;
            cuptiJson["candidate_ms"] = kCand;
            cuptiJson["candidate_event_over_kernel"] = eCand / kCand;
            cuptiJson["speedup"] = kRef / kCand;
        }
    }
    run.details["cupti"] = cuptiJson;
    if (gpuBusyMs > 0) run.details["timing_efficiency"] = gpuBusyMs / run.timingMs;
}

MeasuredSpeedup Harness::result(Run& run) {
    const MeasureJob& job = run.job;
    const SampleSummary a = summarise(run.refMs);
    const SampleSummary b = summarise(job.referenceOnly ? run.refMs : run.candMs);
    MeasuredSpeedup result;
    result.referenceMs = a.median;
    result.candidateMs = b.median;
    result.candidateIqrMs = b.iqr();
    result.samples = b.n;
    double speedup = a.median / b.median, low = speedup, high = speedup;
    if (!job.referenceOnly) {
        std::vector<double> ratios;
        for (std::size_t i = 0; i < std::min(run.refMs.size(), run.candMs.size()); ++i)
            ratios.push_back(run.refMs[i] / run.candMs[i]);
        // S is the median of the paired (interleaved) ratios, so it lies inside its own
        // confidence interval and drift between pairs cancels.
        const SampleSummary r = summarise(ratios);
        speedup = r.median;
        low = r.ciLow;
        high = r.ciHigh;
        // The samples of one measurement cannot show the spread between measurements
        // (where the buffers landed, the clocks, the board's temperature): identical kernels
        // measured apart differ by more than one measurement's interval says. That spread,
        // learned from repeated identical pairs, is added in quadrature on the log scale
        // (docs/measurement.md, "Intervals that cover").
        run.details["speedup_ci_within"] = {low, high};
        const double between = 1.959964 * job.settings.betweenSpread;
        if (between > 0 && speedup > 0 && low > 0 && high > 0) {
            const double dLow = std::log(speedup / low), dHigh = std::log(high / speedup);
            low = speedup * std::exp(-std::sqrt(dLow * dLow + between * between));
            high = speedup * std::exp(std::sqrt(dHigh * dHigh + between * between));
        }
    } else {
        low = a.median / a.ciHigh;
        high = a.median / a.ciLow;
    }
    result.speedup = speedup;
    result.speedupLow = low;
    result.speedupHigh = high;
    run.details["timing"] = {{"samples", b.n},
                             {"stop", run.stopReason},
                             {"relative_ci_half_width", run.relHalfWidth},
                             {"batch_pairs", run.batchPairs},
                             {"launches_per_sample", run.batchLaunches},
                             {"order", "counterbalanced (AB BA), buffer sets swapped every two pairs"},
                             {"between_spread", job.settings.betweenSpread},
                             {"l2", job.settings.warmL2 ? "warm" : "cold"},
                             {"reference", {{"median_ms", a.median}, {"iqr_ms", a.iqr()}, {"min_ms", a.min}}},
                             {"candidate", {{"median_ms", b.median}, {"iqr_ms", b.iqr()}, {"min_ms", b.min}}},
                             {"reference_samples_ms", run.refMs},
                             {"candidate_samples_ms", job.referenceOnly ? run.refMs : run.candMs}};
    // 6. plausibility: above 10x, or faster than the DRAM roof allows, is suspicious.
    std::string suspicion;
    if (!job.referenceOnly && !job.candidate.vendor && speedup > 10.0) suspicion = "speedup above 10x";
    if (job.bytes > 0 && peakBandwidth_ > 0) {
        const double gbs = job.bytes / (b.median * 1e-3) * 1e-9;
        run.details["achieved_bandwidth_gbs"] = gbs;
        run.details["bandwidth_fraction_of_peak"] = gbs / (peakBandwidth_ * 1e-9);
        if (!job.referenceOnly && gbs > 1.10 * peakBandwidth_ * 1e-9)
            suspicion = "moves " + std::to_string(job.bytes) + " bytes faster than the memory roof allows";
    }
    if (job.flops > 0) run.details["achieved_gflops"] = job.flops / (b.median * 1e-3) * 1e-9;
    run.details["device_peaks"] = devicePeaks_;
    run.details["launch_geometry"] = launchGeometry(job.referenceOnly ? run.ref : run.cand);
    result.suspicious = !suspicion.empty();
    if (!suspicion.empty()) run.details["suspicion"] = suspicion;
    return result;
}

} // namespace augur::gpu
