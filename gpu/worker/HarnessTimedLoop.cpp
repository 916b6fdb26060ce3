#include "gpu/worker/HarnessTimedLoop.h"

#include "core/base/SampleStatistics.h"

#include <algorithm>

namespace augur::gpu {

using json = nlohmann::json;
using namespace harness;

Harness::TimedLoop::TimedLoop(Harness& harness, Run& run)
    : h_(harness), run_(run), job_(run.job), sides_(run.job.referenceOnly ? 1 : 2),
      hasInout_(
          std::any_of(run.job.buffers.begin(), run.job.buffers.end(), [](const auto& b) { return b.role == "inout"; })),
      pick_(std::random_device{}() ^ (run.job.settings.seed * 0x9E3779B97F4A7C15ull)),
      checkThis_(std::clamp(run.job.settings.checkFraction, 0.0, 1.0)) {
    // The two buffer sets change sides every two pairs (reference on the candidate's set and
    // the other way round), so where each set landed in memory weighs on both sides equally.
    // A kernel that changed its inputs while timed would now reach the reference's: every
    // input of both sets is hashed here and checked again after timing.
    if (sides_ == 2) {
        refOnCandSet_ = h_.prepare(job_.reference, *run_.refModule, job_, run_.candBufs());
        candOnRefSet_ = h_.prepare(job_.candidate, *run_.candModule, job_, run_.refBufs());
        for (const auto* set : {&run_.refBufs(), &run_.candBufs()})
            for (std::size_t b = 0; b < job_.buffers.size(); ++b)
                if (job_.buffers[b].role == "input")
                    inputHashes_.push_back(h_.hash((*set)[b]->data(), (*set)[b]->bytes()));
    }
}

std::string Harness::TimedLoop::sample(Clock::time_point start) {
    std::string why;
    for (int p = 0; p < 3 && why.empty(); ++p) why = samplePair(false);
    collect();
    if (why.empty() && job_.settings.batchBelowUs > 0) why = batchShortKernels();
    // The first samples pay one-time costs (CUPTI start, event creation): the number of
    // pairs per read is sized again after every read.
    run_.batchPairs = pairsPerRead();
    if (why.empty()) why = untilStop(start);
    // The last timed pair is always checked.
    if (why.empty()) {
        why = samplePair(sides_ == 2);
        collect();
    }
    return why;
}

std::string Harness::TimedLoop::batchShortKernels() {
    const double kernelUs = 1000.0 *
        (sides_ == 2 ? std::min(summarise(run_.refMs).median, summarise(run_.candMs).median)
                     : summarise(run_.refMs).median);
    if (!(kernelUs < job_.settings.batchBelowUs)) return {};
    h_.startBatching(run_, kernelUs);
    pairNo_ = 0;
    if (run_.batchLaunches <= 1) return {};
    std::string why;
    for (int p = 0; p < 2 && why.empty(); ++p) why = samplePair(false);
    collect();
    return why;
}

std::string Harness::TimedLoop::untilStop(Clock::time_point start) {
    for (;;) {
        std::string why;
        for (int p = 0; p < run_.batchPairs && why.empty(); ++p) why = samplePair(false);
        collect();
        if (!why.empty()) return why;
        if (stopRuleMet(start)) return {};
        run_.batchPairs = pairsPerRead();
    }
}

bool Harness::TimedLoop::stopRuleMet(Clock::time_point start) {
    const MeasureSettings& settings = job_.settings;
    const int n = static_cast<int>(run_.refMs.size());
    if (sides_ == 2) {
        std::vector<double> ratios;
        for (std::size_t i = 0; i < run_.candMs.size(); ++i) ratios.push_back(run_.refMs[i] / run_.candMs[i]);
        run_.relHalfWidth = summarise(ratios).relativeHalfWidth();
    } else {
        run_.relHalfWidth = summarise(run_.refMs).relativeHalfWidth();
    }
    if (n >= settings.minSamples && run_.relHalfWidth <= settings.noiseTarget) {
        run_.stopReason = "noise target reached";
        return true;
    }
    if (n >= settings.maxSamples) {
        run_.stopReason = "maximum samples";
        return true;
    }
    if (msSince(start) >= settings.timeBudgetMs && n >= std::min(settings.minSamples, 3)) {
        run_.stopReason = "time budget";
        return true;
    }
    return false;
}

int Harness::TimedLoop::pairsPerRead() const {
    const double pairMs =
        (summarise(run_.refMs).median + (sides_ == 2 ? summarise(run_.candMs).median : 0.0)) * run_.batchLaunches;
    return std::clamp(static_cast<int>(20.0 / std::max(pairMs, 1e-3)), 1, 50);
}

std::string Harness::TimedLoop::samplePair(bool forceCheck) {
    // Pairs alternate their order (AB, BA, AB, ...): whatever the first sample of a pair
    // gains or loses (clock ramp, a cold instruction cache, the driver's queue) falls on
    // each side equally, so identical kernels centre on S = 1.
    const bool swap = sides_ == 2 && (pairNo_ % 2 == 1);
    // Sets change sides only in unbatched samples (a batch has its own copies per side).
    swapSets_ = sides_ == 2 && run_.batchLaunches == 1 && (pairNo_ / 2) % 2 == 1;
    ++pairNo_;
    for (int k = 0; k < sides_; ++k) {
        const int side = swap ? 1 - k : k;
        const bool check = side == 1 && (forceCheck || checkThis_(pick_));
        if (std::string why = enqueueSample(side, check); !why.empty()) return why;
    }
    return {};
}

std::string Harness::TimedLoop::enqueueSample(int side, bool check) {
    const int launches = run_.batchLaunches;
    ensureEvents(2 * (slot_ + 1));
    const bool onOwnSet = (side == 0) != swapSets_;
    const auto& bufs = onOwnSet ? run_.refBufs() : run_.candBufs(); // the set this sample uses
    const PlanRun& plan = side == 0 ? (swapSets_ ? refOnCandSet_ : run_.ref) : (swapSets_ ? candOnRefSet_ : run_.cand);
    if (launches == 1) {
        if (hasInout_) h_.initInputs(job_, bufs, run_.timingSeed, true);
        h_.fillSentinels(job_, bufs);
    } else {
        for (const auto& set : side == 0 ? run_.refCopies : run_.candCopies) {
            if (hasInout_) h_.initInputs(job_, set, run_.timingSeed, true);
            h_.fillSentinels(job_, set);
        }
    }
    if (!job_.settings.warmL2) h_.flushL2();
    checkCuda(h_.api_, h_.api_.cuEventRecord(h_.events_[2 * slot_], h_.stream_), "cuEventRecord");
    if (launches == 1)
        h_.launch(plan, side == 0 ? "reference" : "candidate");
    else
        for (const PlanRun& copy : side == 0 ? run_.refBatch : run_.candBatch)
            h_.launch(copy, side == 0 ? "reference" : "candidate");
    checkCuda(h_.api_, h_.api_.cuEventRecord(h_.events_[2 * slot_ + 1], h_.stream_), "cuEventRecord");
    run_.order.push_back(side);
    ++slot_;
    if (side == 0 && sides_ == 2) {
        if (launches == 1)
            h_.poisonOutputs(job_, bufs);
        else
            for (const auto& set : run_.refCopies) h_.poisonOutputs(job_, set);
    }
    if (side == 0 || !check) return {};
    collect();
    if (launches == 1) return checkOutputs(bufs);
    // In a batch, one launch chosen at random has its outputs checked.
    std::uniform_int_distribution<int> which(0, launches - 1);
    return checkOutputs(run_.candCopies[static_cast<std::size_t>(which(pick_))]);
}

std::string Harness::TimedLoop::checkOutputs(const Run::Buffers& bufs) {
    ++run_.timedChecks;
    const std::size_t launchNo = run_.candMs.size();
    for (std::size_t b = 0; b < job_.buffers.size(); ++b) {
        if (!checked(job_.buffers[b])) continue;
        json c = h_.compareWith(job_.buffers[b], *bufs[b], *run_.timingOutputs, b, job_.tolerance);
        if (c["mismatches"].get<unsigned long long>() > 0) {
            std::string why = job_.buffers[b].name + ": the output of timed launch " + std::to_string(launchNo) +
                " differs from the reference (" + std::to_string(c["mismatches"].get<unsigned long long>()) + " of " +
                std::to_string(job_.buffers[b].count) + " elements";
            if (c["nan"].get<unsigned long long>() > 0)
                why += ", " + std::to_string(c["nan"].get<unsigned long long>()) + " never written";
            return why + "): the kernel does not do the same work when timed";
        }
    }
    return {};
}

void Harness::TimedLoop::collect() {
    if (slot_ == 0) return;
    checkCuda(h_.api_, h_.api_.cuEventSynchronize(h_.events_[2 * slot_ - 1]), "timed samples");
    for (std::size_t i = 0; i < slot_; ++i) {
        float ms = 0;
        checkCuda(h_.api_, h_.api_.cuEventElapsedTime(&ms, h_.events_[2 * i], h_.events_[2 * i + 1]),
                  "cuEventElapsedTime");
        // Samples are kept per launch: a batch's time over its launches.
        const bool batched = firstPending_ + i >= run_.unbatchedSamples && run_.batchLaunches > 1;
        const double perLaunch = batched ? ms / run_.batchLaunches : ms;
        (run_.order[firstPending_ + i] == 0 ? run_.refMs : run_.candMs).push_back(perLaunch);
    }
    firstPending_ = run_.order.size();
    slot_ = 0;
}

void Harness::TimedLoop::ensureEvents(std::size_t n) {
    while (h_.events_.size() < n) {
        CUevent e = nullptr;
        checkCuda(h_.api_, h_.api_.cuEventCreate(&e, CU_EVENT_DEFAULT), "cuEventCreate");
        h_.events_.push_back(e);
    }
}

std::string Harness::TimedLoop::inputsChanged() {
    std::string why;
    if (sides_ != 2) return why;
    std::size_t k = 0;
    for (const auto* set : {&run_.refBufs(), &run_.candBufs()})
        for (std::size_t b = 0; b < job_.buffers.size(); ++b)
            if (job_.buffers[b].role == "input" && h_.hash((*set)[b]->data(), (*set)[b]->bytes()) != inputHashes_[k++])
                why = "modifies its input '" + job_.buffers[b].name + "' when timed";
    return why;
}

} // namespace augur::gpu
