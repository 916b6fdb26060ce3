#pragma once
// Private to the harness: the samples of one timing phase (HarnessTimedLoop.cpp).
#include "gpu/worker/HarnessRun.h"

#include <cstddef>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace augur::gpu {

/// The timed samples of one timing phase (docs/measurement.md, step 5). Reference and
/// candidate alternate in counterbalanced pairs (AB BA AB ...), the two buffer sets change
/// sides every two pairs, a pair of events brackets each sample, and the events are read
/// in groups so the host enqueues ahead of the device. Every timed launch starts on
/// sentinel-filled outputs, the reference's outputs are poisoned right after each of its
/// launches, and randomly chosen timed launches of the candidate (and the last) have their
/// outputs checked outside the timed region, so a kernel cannot know which launch is
/// watched. Samples land in the Run (per launch for batches of short kernels).
class Harness::TimedLoop {
public:
    /// Prepares both plans on the other side's buffer set and hashes every input of both
    /// sets (inputsChanged() checks them again). Constructed once timing has begun.
    TimedLoop(Harness& harness, Run& run);

    /// Takes samples until a stop rule (the noise target, the sample cap or the time budget
    /// counted from `start`) and then one last pair, checked: three pairs, then batches of
    /// back-to-back launches for short kernels, then groups of pairs. Sets the Run's stop
    /// reason, relative interval and pairs per read. A failure message when a checked
    /// launch's outputs differ from the reference; empty otherwise.
    std::string sample(harness::Clock::time_point start);
    /// After sampling: a failure message when a kernel changed an input of either buffer
    /// set while it was timed; empty otherwise (and always for a reference-only job).
    std::string inputsChanged();

private:
    /// Switches to batches of back-to-back launches when a kernel is shorter than
    /// settings.batchBelowUs, and takes two pairs of them.
    std::string batchShortKernels();
    /// Groups of pairs until a stop rule holds.
    std::string untilStop(harness::Clock::time_point start);
    /// Updates the Run's relative interval; true (with the Run's stop reason) when sampling may end.
    bool stopRuleMet(harness::Clock::time_point start);
    /// Pairs per event read: about 20 ms of GPU work at the medians so far, 1 to 50.
    int pairsPerRead() const;
    /// One pair, in the order of its turn (AB or BA).
    std::string samplePair(bool forceCheck);
    /// One sample of `side` (0 reference, 1 candidate), its outputs checked when `check`.
    std::string enqueueSample(int side, bool check);
    /// Compares the outputs of one timed launch with the trusted ones.
    std::string checkOutputs(const Run::Buffers& bufs);
    /// Reads the events of the samples enqueued since the last read.
    void collect();
    void ensureEvents(std::size_t n);

    Harness& h_;
    Run& run_;
    const MeasureJob& job_;
    const int sides_; ///< 1 for a reference-only job, else 2
    const bool hasInout_; ///< inouts are re-initialised before every sample
    PlanRun refOnCandSet_, candOnRefSet_;
    std::vector<std::pair<unsigned long long, unsigned long long>> inputHashes_;
    bool swapSets_ = false;
    /// Which launches are checked is drawn here, on the host, from a source the kernel
    /// cannot observe.
    std::mt19937_64 pick_;
    std::bernoulli_distribution checkThis_;
    std::size_t slot_ = 0; ///< samples enqueued since the last read
    std::size_t firstPending_ = 0; ///< index in run.order of the first of them
    int pairNo_ = 0;
};

} // namespace augur::gpu
