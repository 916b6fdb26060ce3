// The phases of Harness::measure that time: interleaved reference/candidate samples with
// randomly checked timed launches, the CUPTI cross-check of the event times, and the result
// (paired speedup with its interval, plausibility, nominal rates, launch geometry).
#include "core/base/SampleStatistics.h"
#include "gpu/worker/HarnessRun.h"

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

std::optional<json> Harness::timeInterleaved(Run& run) {
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
    std::optional<json> failed = timeOnce(run);
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

std::optional<json> Harness::timeOnce(Run& run) {
    const MeasureJob& job = run.job;
    // 5. timing: reference and candidate interleaved and counterbalanced (AB BA AB ...), L2
    // flushed before each sample, events around the whole plan.
    // Every timed launch starts on sentinel-filled outputs in its own buffers, and the
    // reference's outputs are poisoned again right after each of its launches, outside
    // the timed region: no timed launch of the candidate can find a valid result it did
    // not compute. Randomly chosen timed launches of the candidate (and the last) have
    // their outputs checked, so a kernel cannot know which launch is watched.
    run.phase = "timing";
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
    const GpuStateSample before = gpuState_->sample();
    if (before.valid) run.gpuState["before"] = NvmlGpuState::toJson(before);
    const auto tTiming = Clock::now();
    run.cupti = job.settings.cupti && cupti_->ok() && cupti_->start();
    const int sides = job.referenceOnly ? 1 : 2;
    // The two buffer sets change sides every two pairs (reference on the candidate's set and
    // the other way round), so where each set landed in memory weighs on both sides equally.
    // A kernel that changed its inputs while timed would now reach the reference's: every
    // input of both sets is hashed here and checked again after timing.
    PlanRun refOnCandSet, candOnRefSet;
    std::vector<std::pair<unsigned long long, unsigned long long>> inputHashes;
    if (sides == 2) {
        refOnCandSet = prepare(job.reference, *run.refModule, job, run.candBufs());
        candOnRefSet = prepare(job.candidate, *run.candModule, job, run.refBufs());
        for (const auto* set : {&run.refBufs(), &run.candBufs()})
            for (std::size_t b = 0; b < job.buffers.size(); ++b)
                if (job.buffers[b].role == "input") inputHashes.push_back(hash((*set)[b]->data(), (*set)[b]->bytes()));
    }
    bool swapSets = false;
    const bool hasInout =
        std::any_of(job.buffers.begin(), job.buffers.end(), [](const auto& b) { return b.role == "inout"; });
    // Which launches are checked is drawn here, on the host, from a source the kernel
    // cannot observe.
    std::mt19937_64 pick(std::random_device{}() ^ (job.settings.seed * 0x9E3779B97F4A7C15ull));
    std::bernoulli_distribution checkThis(std::clamp(job.settings.checkFraction, 0.0, 1.0));
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
            // Samples are kept per launch: a batch's time over its launches.
            const bool batched = firstPending + i >= run.unbatchedSamples && run.batchLaunches > 1;
            const double perLaunch = batched ? ms / run.batchLaunches : ms;
            (run.order[firstPending + i] == 0 ? run.refMs : run.candMs).push_back(perLaunch);
        }
        firstPending = run.order.size();
        slot = 0;
    };
    // Compares the outputs of one timed launch with the reference's; a failure message
    // when they differ.
    auto checkOutputs = [&](const Run::Buffers& bufs) -> std::string {
        ++run.timedChecks;
        const std::size_t launchNo = run.candMs.size();
        for (std::size_t b = 0; b < job.buffers.size(); ++b) {
            if (!checked(job.buffers[b])) continue;
            json c = compareWith(job.buffers[b], *bufs[b], *run.timingOutputs, b, job.tolerance);
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
    // Returns a failure message when a checked launch's outputs differ from the reference.
    auto enqueueSample = [&](int side, bool check) -> std::string {
        const int launches = run.batchLaunches;
        ensureEvents(2 * (slot + 1));
        const bool onOwnSet = (side == 0) != swapSets;
        const auto& bufs = onOwnSet ? run.refBufs() : run.candBufs(); // the set this sample uses
        const PlanRun& plan = side == 0 ? (swapSets ? refOnCandSet : run.ref) : (swapSets ? candOnRefSet : run.cand);
        if (launches == 1) {
            if (hasInout) initInputs(job, bufs, run.timingSeed, true);
            fillSentinels(job, bufs);
        } else {
            for (const auto& set : side == 0 ? run.refCopies : run.candCopies) {
                if (hasInout) initInputs(job, set, run.timingSeed, true);
                fillSentinels(job, set);
            }
        }
        if (!job.settings.warmL2) flushL2();
        checkCuda(api_, api_.cuEventRecord(events_[2 * slot], stream_), "cuEventRecord");
        if (launches == 1)
            launch(plan, side == 0 ? "reference" : "candidate");
        else
            for (const PlanRun& plan : side == 0 ? run.refBatch : run.candBatch)
                launch(plan, side == 0 ? "reference" : "candidate");
        checkCuda(api_, api_.cuEventRecord(events_[2 * slot + 1], stream_), "cuEventRecord");
        run.order.push_back(side);
        ++slot;
        if (side == 0 && sides == 2) {
            if (launches == 1)
                poisonOutputs(job, bufs);
            else
                for (const auto& set : run.refCopies) poisonOutputs(job, set);
        }
        if (side == 0 || !check) return {};
        collect();
        if (launches == 1) return checkOutputs(bufs);
        // In a batch, one launch chosen at random has its outputs checked.
        std::uniform_int_distribution<int> which(0, launches - 1);
        return checkOutputs(run.candCopies[static_cast<std::size_t>(which(pick))]);
    };
    // Pairs alternate their order (AB, BA, AB, ...): whatever the first sample of a pair
    // gains or loses (clock ramp, a cold instruction cache, the driver's queue) falls on
    // each side equally, so identical kernels centre on S = 1.
    int pairNo = 0;
    auto samplePair = [&](bool forceCheck) -> std::string {
        const bool swap = sides == 2 && (pairNo % 2 == 1);
        // Sets change sides only in unbatched samples (a batch has its own copies per side).
        swapSets = sides == 2 && run.batchLaunches == 1 && (pairNo / 2) % 2 == 1;
        ++pairNo;
        for (int k = 0; k < sides; ++k) {
            const int side = swap ? 1 - k : k;
            const bool check = side == 1 && (forceCheck || checkThis(pick));
            if (std::string why = enqueueSample(side, check); !why.empty()) return why;
        }
        return {};
    };
    std::string timedFailure;
    for (int p = 0; p < 3 && timedFailure.empty(); ++p) timedFailure = samplePair(false);
    collect();
    // Short kernels: from here on, batches of back-to-back launches.
    if (timedFailure.empty() && job.settings.batchBelowUs > 0) {
        const double kernelUs = 1000.0 *
            (sides == 2 ? std::min(summarise(run.refMs).median, summarise(run.candMs).median)
                        : summarise(run.refMs).median);
        if (kernelUs < job.settings.batchBelowUs) {
            startBatching(run, kernelUs);
            pairNo = 0;
            if (run.batchLaunches > 1) {
                for (int p = 0; p < 2 && timedFailure.empty(); ++p) timedFailure = samplePair(false);
                collect();
            }
        }
    }
    // The first samples pay one-time costs (CUPTI start, event creation): re-size the
    // batch of samples read per event synchronisation after every read, from the medians
    // so far: about 20 ms of GPU work, so the host enqueues ahead of the device.
    auto batchSize = [&] {
        const double pairMs =
            (summarise(run.refMs).median + (sides == 2 ? summarise(run.candMs).median : 0.0)) * run.batchLaunches;
        return std::clamp(static_cast<int>(20.0 / std::max(pairMs, 1e-3)), 1, 50);
    };
    run.batchPairs = batchSize();
    while (timedFailure.empty()) {
        for (int p = 0; p < run.batchPairs && timedFailure.empty(); ++p) timedFailure = samplePair(false);
        collect();
        if (!timedFailure.empty()) break;
        const int n = static_cast<int>(run.refMs.size());
        std::vector<double> ratios;
        if (sides == 2) {
            for (std::size_t i = 0; i < run.candMs.size(); ++i) ratios.push_back(run.refMs[i] / run.candMs[i]);
            run.relHalfWidth = summarise(ratios).relativeHalfWidth();
        } else {
            run.relHalfWidth = summarise(run.refMs).relativeHalfWidth();
        }
        if (n >= job.settings.minSamples && run.relHalfWidth <= job.settings.noiseTarget) {
            run.stopReason = "noise target reached";
            break;
        }
        if (n >= job.settings.maxSamples) {
            run.stopReason = "maximum samples";
            break;
        }
        if (msSince(tTiming) >= job.settings.timeBudgetMs && n >= std::min(job.settings.minSamples, 3)) {
            run.stopReason = "time budget";
            break;
        }
        run.batchPairs = batchSize();
    }
    // The last timed pair is always checked.
    if (timedFailure.empty()) {
        timedFailure = samplePair(sides == 2);
        collect();
    }
    run.timingMs = msSince(tTiming);
    run.records = run.cupti ? cupti_->stop() : std::vector<KernelRecord>{};
    if (timedFailure.empty() && sides == 2) {
        std::size_t k = 0;
        for (const auto* set : {&run.refBufs(), &run.candBufs()})
            for (std::size_t b = 0; b < job.buffers.size(); ++b)
                if (job.buffers[b].role == "input" && hash((*set)[b]->data(), (*set)[b]->bytes()) != inputHashes[k++])
                    timedFailure = "modifies its input '" + job.buffers[b].name + "' when timed";
    }
    if (gpuState_->ok()) {
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
    if (!timedFailure.empty()) {
        run.details["timed_checks"] = run.timedChecks;
        return failure("wrong_result", timedFailure);
    }
    run.details["timed_checks"] = {
        {"checked", run.timedChecks}, {"of", run.candMs.size()}, {"fraction", job.settings.checkFraction}};
    return std::nullopt;
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
        if (!cCand.empty()) {
            const double eCand = summarise(run.candMs).median, kCand = summarise(cCand).median;
            cuptiJson["candidate_ms"] = kCand;
            cuptiJson["candidate_event_over_kernel"] = eCand / kCand;
            cuptiJson["speedup"] = kRef / kCand;
        }
    }
    run.details["cupti"] = cuptiJson;
    if (gpuBusyMs > 0) run.details["timing_efficiency"] = gpuBusyMs / run.timingMs;
}

json Harness::result(Run& run) {
    const MeasureJob& job = run.job;
    const SampleSummary a = summarise(run.refMs);
    const SampleSummary b = summarise(job.referenceOnly ? run.refMs : run.candMs);
    json result{{"status", "ok"},
                {"reference_ms", a.median},
                {"candidate_ms", b.median},
                {"candidate_iqr_ms", b.iqr()},
                {"samples", b.n}};
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
    result["speedup"] = speedup;
    result["speedup_ci"] = {low, high};
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
    if (!job.referenceOnly && speedup > 10.0) suspicion = "speedup above 10x";
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
    result["suspicious"] = !suspicion.empty();
    if (!suspicion.empty()) run.details["suspicion"] = suspicion;
    return result;
}

} // namespace augur::gpu
