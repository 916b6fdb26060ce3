#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/problem/TensorMapArg.h"
#include "core/problem/VendorCall.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// A buffer with its element count evaluated.
struct ResolvedBuffer {
    std::string name, dtype, role, init;
    long long count = 0; ///< elements
    double rangeLow = 0, rangeHigh = 0;
};

/// One kernel argument: a buffer's device pointer, a typed scalar, or a tensor map the
/// worker encodes from a buffer's address (a 128-byte CUtensorMap, passed by value).
struct ResolvedArg {
    enum class Kind { Buffer, I32, I64, U32, U64, F32, F64, TensorMap };
    Kind kind = Kind::I32;
    int buffer = -1; ///< index into MeasureJob::buffers for Kind::Buffer
    double value = 0; ///< scalar value (integers are exact up to 2^53)
    TensorMapSpec tensorMap; ///< Kind::TensorMap
};

/// A launch with every expression evaluated.
struct ResolvedLaunch {
    std::string kernel;
    long long grid[3] = {1, 1, 1};
    long long block[3] = {1, 1, 1};
    long long sharedBytes = 0; ///< dynamic shared memory, bytes
    /// The worker caps grid[0] at the blocks resident at once (LaunchSpec::residentGrid);
    /// grid[0] is then the upper bound, the work's tile count.
    bool residentGrid = false;
    std::vector<ResolvedArg> args;
};

/// A source to compile (with -D defines) and the launches to run from it; or, for a
/// problem's vendor baseline, a library call and no source.
struct ResolvedPlan {
    std::string label; ///< "reference", a candidate name or configuration key
    std::string source;
    std::vector<std::string> defines; ///< "NAME=value"
    std::vector<ResolvedLaunch> launches;
    std::optional<VendorCall> vendor; ///< set: the plan is this library call (source and launches empty)
};

/// The same check at another problem size (Problem::checkSizes): buffer counts and both
/// launch plans evaluated with the overridden sizes.
struct SizeVariant {
    std::string label; ///< "n=1000003"
    std::vector<long long> counts; ///< per MeasureJob::buffers, elements
    std::vector<ResolvedLaunch> reference;
    std::vector<ResolvedLaunch> candidate;
};

/// Knobs of the measurement protocol (docs/design.md "Measurement protocol").
struct MeasureSettings {
    int seeds = 3; ///< correctness seeds
    int minSamples = 10; ///< timed samples per side before stopping is considered
    int maxSamples = 500; ///< hard cap on timed samples per side
    double noiseTarget = 0.005; ///< stop when the speedup CI half-width / S falls below this
    double timeBudgetMs = 3000; ///< wall-time cap of the timing phase, ms
    bool warmL2 = false; ///< skip the L2 flush before each sample
    bool cupti = true; ///< cross-check event times with CUPTI kernel records
    /// This measurement's seed: it picks which seeds of the pool the correctness check draws
    /// (with seedPool 0: the seeds themselves, seed..seed+seeds-1, fresh inputs).
    unsigned long long seed = 1;
    /// The seed pool (docs/measurement.md, "The seed pool"): correctness seeds are drawn from
    /// this many seeds derived from poolSeed, whose trusted outputs the worker computes once
    /// and keeps on the device; 0 = no pool, fresh seeds from `seed` (confirmation runs).
    int seedPool = 8;
    unsigned long long poolSeed = 1; ///< the session's seed: the pool's seeds derive from it
    /// Device memory the pool's outputs may hold, bytes; 0 = half the memory free at the time.
    double seedPoolBytes = 0;
    /// Probability that a timed launch of the candidate has its outputs checked against the
    /// reference (outside the timed region); 1 checks every launch (confirmation runs).
    /// The last timed launch is always checked.
    double checkFraction = 0.15;
    /// Collect hardware counters (CUPTI range profiler) for the candidate after timing, in
    /// a separate pass: counters never perturb the timed samples (docs/profiling.md).
    bool profile = false;
    /// Measure energy per launch of reference and candidate with NVML's energy counter.
    bool energy = false;
    double energyLoopMs = 1000; ///< minimum length of one energy loop, ms (NVML updates ~every 10-100 ms)
    int energyRepeats = 3; ///< interleaved loops per side, for the run-to-run spread
    /// Standard deviation of log S between measurements of identical kernels (buffer
    /// placement, clocks, the other side's state): widens every speedup interval so that it
    /// covers the spread between measurements, not only the samples within one. Learned on
    /// the H200 from repeated identical pairs (docs/measurement.md, "Intervals that cover").
    double betweenSpread = 0.002;
    /// Kernels shorter than this are timed in batches of back-to-back launches between one
    /// pair of events (docs/measurement.md, "Short kernels"), µs; 0 = never.
    double batchBelowUs = 20;
    /// Lock the SM clock to its default (base) application clock for the timing phase where
    /// the driver permits it (NVML; usually needs root).
    bool lockClocks = false;
    /// Retry the timing phase once when the GPU was throttled during it.
    bool retryThrottled = true;
};

/// Everything a worker needs to measure one candidate against the reference, with no
/// expression left to evaluate: sent to the worker as JSON.
struct MeasureJob {
    std::string problem;
    std::vector<ResolvedBuffer> buffers; ///< problem buffers, then the candidate's scratch
    ResolvedPlan reference;
    ResolvedPlan candidate;
    /// The float64 reference (empty source: the problem has none); runs on the problem's
    /// buffers only.
    ResolvedPlan precision;
    double precisionMaxRatio = 16;
    double precisionMinError = 0;
    /// Problem::precisionErrorScale evaluated at the job's sizes (0: none).
    double precisionErrorScale = 0;
    double precisionMaxError = 0; ///< Problem::precisionMaxError (0: none)
    bool referenceOnly = false; ///< time the reference alone (the session root)
    Tolerance tolerance;
    double flops = 0; ///< per run of the plan, 0 = unknown
    double bytes = 0; ///< DRAM bytes per run, 0 = unknown
    MeasureSettings settings;
    /// Correctness at other sizes. A tunable configuration whose restrictions fail at a
    /// size skips that size (listed in `skippedSizes`).
    std::vector<SizeVariant> sizeVariants;
    std::vector<std::string> skippedSizes;
};

/// Builds the job for `candidate` of `problem`: a configuration selects the tunable
/// template (parameters as defines), a source + launchesJson a free-form candidate, the
/// origin Reference the reference alone. Throws InputError naming the candidate and
/// field for an expression that does not evaluate or an argument that names nothing.
MeasureJob resolveMeasureJob(const Problem& problem, const Candidate& candidate, const MeasureSettings& settings);

/// The job's "settings" object.
nlohmann::json toJson(const MeasureSettings& settings);
nlohmann::json toJson(const MeasureJob& job);
/// Throws std::invalid_argument naming the field for a malformed job.
MeasureJob measureJobFromJson(const nlohmann::json& j);

/// A measure request's "prefetch" member: the candidates' plans likely measured next, for
/// the worker to compile ahead ({"label", "source", "defines"} each; docs/measurement.md,
/// "Overlap").
nlohmann::json prefetchJson(const std::vector<const ResolvedPlan*>& plans);
/// Parses "prefetch": at most 4 plans, sources of at most 4 MiB, at most 256 defines.
/// Throws std::invalid_argument naming the field otherwise.
std::vector<ResolvedPlan> prefetchPlansFromJson(const nlohmann::json& j);

} // namespace augur
