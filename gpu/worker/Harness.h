#pragma once
#include "core/problem/MeasureJob.h"
#include "core/problem/MeasureResult.h"
#include "gpu/driver/CudaApi.h"
#include "gpu/worker/Cupti.h"
#include "gpu/worker/CuptiProfiler.h"
#include "gpu/driver/NvmlEnergy.h"
#include "gpu/driver/NvmlGpuState.h"
#include "gpu/compile/Nvrtc.h"

#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace augur::gpu {

class DeviceBuffer;
class OutputVault;
class CompileAhead;
class VendorGemm;
struct ErrorSums;
struct SeedOutputs;

/// The measurement protocol (docs/design.md "Measurement protocol") for one GPU, run inside a worker process:
/// NVRTC compile for the device's architecture with the ptxas report; guarded buffers with
/// seeded inputs and NaN-sentinel outputs; correctness over several seeds against the
/// reference (input hashes, guard canaries, on-device tolerance comparison); interleaved
/// reference/candidate timing with an L2 flush per sample, CUDA events around the whole
/// launch plan, CUPTI kernel records as a cross-check, adaptive stopping on the speedup's
/// confidence interval; the last timed run's outputs checked too.
class Harness {
public:
    /// Retains the primary context of `device` and compiles the harness kernels. Throws
    /// std::runtime_error when the device or NVRTC cannot be used.
    Harness(const CudaApi& api, const Nvrtc& nvrtc, int device);
    ~Harness();
    Harness(const Harness&) = delete;
    Harness& operator=(const Harness&) = delete;

    /// Device description for the worker's hello line (name, arch, SMs, memory, L2, ...).
    nlohmann::json deviceJson() const;

    /// Measures `job` (docs/measurement.md): the speedup with its interval, or the failure
    /// (CompileError, WrongResult, RuntimeError, Invalid) with its reason, and the report.
    /// A failure is `fatal` when a sticky CUDA error has poisoned the context (the worker
    /// must exit after replying). Never throws for a bad kernel.
    MeasureResult measure(const MeasureJob& job);

    /// Compiles a plan's source for this device and reports the log and ptxas resources.
    nlohmann::json compile(const ResolvedPlan& plan);

    /// Starts compiling `plans` (the candidates likely measured next) in the background,
    /// while this worker measures; a later measure() of one of them finds it compiled
    /// (CompileAhead.h). A hint: nothing fails when it is wrong.
    void compileAhead(const std::vector<ResolvedPlan>& plans);

private:
    struct Module;
    struct PlanRun;
    struct Run; ///< one measurement in progress (HarnessRun.h)
    class TimedLoop; ///< the samples of one timing phase (HarnessTimedLoop.h)

    /// The phases in order, then the optional passes; throws CudaFailure.
    std::variant<MeasuredSpeedup, MeasureFailure> measurePhases(Run& run);
    /// The result of `run`: `outcome` and the report, with the time of each phase.
    MeasureResult finish(Run& run, std::variant<MeasuredSpeedup, MeasureFailure> outcome);
    /// Keeps the run's buffers for the next measurement and drops surplus modules.
    void keepForNextMeasurement(Run& run);
    /// After a sticky error: forgets every device allocation without freeing it.
    void abandonContext(Run& run);

    // The phases of measure(), in order. Each that can end the measurement returns the
    // failure that does (std::nullopt: go on).
    /// Compiles reference and candidate, allocates their buffers and prepares the plans.
    std::optional<MeasureFailure> setUp(Run& run);
    /// Outputs per seed, inputs untouched, guards intact, precision, other sizes
    /// (HarnessCorrectness.cpp).
    std::optional<MeasureFailure> checkCorrectness(Run& run);
    /// The candidate on one correctness seed against `trusted`: inputs, guards, precision
    /// (appended to `precision`), outputs (appended to `compared`).
    std::optional<MeasureFailure> checkSeed(Run& run, unsigned long long seed, const SeedOutputs& trusted,
                                            nlohmann::json& compared, nlohmann::json& precision);
    /// The candidate at the problem's other sizes (details "sizes_checked").
    std::optional<MeasureFailure> checkOtherSizes(Run& run);
    /// What the seed pool held and computed for this measurement (details "seed_pool").
    void noteSeedPool(Run& run);
    /// Interleaved timed samples with random checked launches (HarnessTiming.cpp), with the
    /// GPU's state read before and after; re-timed once when the GPU throttled meanwhile.
    std::optional<MeasureFailure> timeInterleaved(Run& run);
    /// One timing phase: counterbalanced (ABBA) reference/candidate samples, batched for
    /// short kernels (HarnessTiming.cpp, HarnessTimedLoop.cpp).
    std::optional<MeasureFailure> timeOnce(Run& run);
    /// Inputs of the timing seed in both sets, then two untimed runs of each side.
    void warmUp(Run& run);
    /// The GPU's state after timing and whether it throttled (details "gpu_state").
    void noteGpuStateAfter(Run& run, const GpuStateSample& before);
    /// Switches `run` to batches of back-to-back launches, each on its own copy of the
    /// buffers, when a kernel is shorter than settings.batchBelowUs (HarnessBatching.cpp).
    void startBatching(Run& run, double kernelUs);
    /// The CUPTI kernel records against the event times (details "cupti").
    void crossCheck(Run& run);
    /// The speedup: paired ratios and interval, timing details, plausibility, rates.
    MeasuredSpeedup result(Run& run);
    /// Counters (settings.profile) and energy (settings.energy) after timing; energy lands
    /// in `ok` too.
    void afterTiming(Run& run, MeasuredSpeedup& ok);

    const Module& moduleFor(const ResolvedPlan& plan, nlohmann::json& compileInfo, double& compileMs);
    void releaseCandidateModules();
    PlanRun prepare(const ResolvedPlan& plan, const Module& module, const MeasureJob& job,
                    const std::vector<std::unique_ptr<DeviceBuffer>>& buffers);
    void launch(const PlanRun& run, const std::string& who);
    /// Grid x of a resident grid (ResolvedLaunch::residentGrid): the blocks of `l`'s size
    /// and shared memory that fit on every SM at once, over grid y × z; at least 1.
    long long residentBlocks(CUfunction f, const ResolvedLaunch& l);
    void initInputs(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                    unsigned long long seed, bool inoutOnly);
    void fillSentinels(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers);
    /// Overwrites every output, inout and scratch buffer with the NaN sentinel, so a result
    /// never outlives its use (asynchronous, on the harness stream).
    void poisonOutputs(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers);
    /// The precision check of one correctness seed: runs the float64 reference `prec` on
    /// `buffers` with inputs of `seed` (once per seed per worker; the result is cached like
    /// the reference's outputs) and compares the reference's and the candidate's outputs
    /// (host copies of that seed, per buffer) with it: relative RMS error
    /// sqrt(sum (x-r)^2 / sum r^2) per floating output (docs/measurement.md, "Precision").
    /// Returns {"seed", "buffers": [...], "worst_ratio"} and, for a precision downgrade,
    /// "failure" with both errors.
    nlohmann::json checkPrecision(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& candidate,
                                  const SeedOutputs& trusted);
    /// The trusted outputs of `seed` at size `size` ("" = the problem's own): from the vault
    /// when an earlier measurement computed them, else computed now by running `ref` (and
    /// `prec`, the float64 reference, when given) on `buffers`, then kept on the device,
    /// masked, or on the host when the device has no room (HarnessOutputs.cpp).
    std::shared_ptr<SeedOutputs> outputsFor(Run& run, const MeasureJob& job, const std::string& size,
                                            const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                                            const PlanRun& ref, const PlanRun* prec, unsigned long long seed);
    /// Device bytes the vault may hold: settings.seedPoolBytes, else half the free memory.
    std::size_t vaultBudget(const MeasureSettings& settings);
    /// The correctness seeds of `run`: drawn from the seed pool by the job's seed, or fresh;
    /// the pool shrinks to what the vault's budget keeps (details "seed_pool").
    std::vector<unsigned long long> drawSeeds(Run& run);
    /// Compares output `b` in `got` with the trusted outputs (tolerance), on the device when
    /// they are there: {"buffer", "mismatches", "nan", "max_abs_error"[, "first_index", "got",
    /// "expected"]}.
    nlohmann::json compareWith(const ResolvedBuffer& spec, const DeviceBuffer& got, const SeedOutputs& trusted,
                               std::size_t b, const Tolerance& tol);
    /// The tolerance comparison of `got` with `expected` (a device copy of the trusted output,
    /// masked with `key`, 0 = plain) on the device; the result object of compareWith.
    nlohmann::json compareOnDevice(const ResolvedBuffer& spec, const DeviceBuffer& got, CUdeviceptr expected,
                                   unsigned long long key, const Tolerance& tol);
    /// The precision sums of `n` elements of `dtype` at x against r on the device; keys
    /// unmask either operand (0: plain).
    ErrorSums deviceErrorSums(const std::string& dtype, CUdeviceptr x, unsigned long long xKey, CUdeviceptr r,
                              unsigned long long rKey, unsigned long long n);
    /// dst = src masked with the Philox stream of `key`, over `bytes` rounded up to words.
    void maskCopy(CUdeviceptr dst, CUdeviceptr src, std::size_t bytes, unsigned long long key);
    /// A fresh mask key (never 0), from a secret drawn when the worker started.
    unsigned long long newMaskKey();
    /// Buffers for `job` at element counts `counts`: a spare set of the same layout left by
    /// an earlier measurement (guards rewritten), else new allocations.
    std::vector<std::unique_ptr<DeviceBuffer>> acquireBuffers(const MeasureJob& job,
                                                              const std::vector<long long>& counts);
    /// Keeps `buffers` for a later measurement of the same layout (a few sets at most).
    void releaseBuffers(std::vector<std::unique_ptr<DeviceBuffer>>&& buffers);
    /// Correctness of the candidate at another problem size; the failure, or std::nullopt
    /// when it passes. Throws std::invalid_argument for a plan the device refuses there.
    std::optional<MeasureFailure> checkAtSize(Run& run, const SizeVariant& variant);
    std::pair<unsigned long long, unsigned long long> hash(CUdeviceptr p, std::size_t bytes);
    unsigned long long guardDamage(const DeviceBuffer& b);
    nlohmann::json compareOutput(const ResolvedBuffer& spec, const DeviceBuffer& got, const std::string& expected,
                                 const Tolerance& tol);
    void sync(const std::string& who);
    /// Evicts the L2 before a cold sample (reads a buffer of twice the L2 size).
    void flushL2();
    /// Fills every SM's shared memory with NaN before a correctness run of a candidate.
    void poisonShared();
    CUfunction utility(const std::string& name);
    /// Grid, block, resident blocks per SM, waves and theoretical occupancy of each launch
    /// of `run` (details "launch_geometry", core/kernel/ProfileMetrics.h).
    nlohmann::json launchGeometry(const PlanRun& run);
    /// Hardware counters of one run of `run` in a separate pass after timing (details
    /// "profile"); {"available": false, "reason"} when the device refuses. `subject` names
    /// the range ("candidate" or "reference").
    nlohmann::json profilePlan(const MeasureJob& job, const std::vector<std::unique_ptr<DeviceBuffer>>& buffers,
                               const PlanRun& run, const std::string& subject);
    /// Energy per launch (J) and average power (W) of the reference and the candidate from
    /// NVML's energy counter over interleaved loops of at least settings.energyLoopMs
    /// (details "energy"). `refMs`/`candMs`: median times, ms, to size the loops.
    nlohmann::json measureEnergy(const MeasureJob& job, const PlanRun& ref, const PlanRun& cand, double refMs,
                                 double candMs);

    const CudaApi& api_;
    const Nvrtc& nvrtc_;
    int device_ = 0;
    CUdevice dev_ = 0;
    CUcontext ctx_ = nullptr;
    CUstream stream_ = nullptr;
    std::string arch_;
    nlohmann::json deviceJson_;
    long long l2Bytes_ = 0;
    int maxSharedOptin_ = 0;
    double peakBandwidth_ = 0; ///< bytes/s from memory clock and bus width
    CUmodule utilities_ = nullptr;
    std::map<std::string, CUfunction> utilityFns_;
    std::map<std::string, std::unique_ptr<Module>> modules_;
    CUdeviceptr flush_ = 0;
    std::size_t flushBytes_ = 0;
    int smCount_ = 1;
    bool sharedPoisonReady_ = false;
    CUdeviceptr scratch_ = 0; ///< 4 x u64 results of hash/compare kernels
    CUdeviceptr expected_ = 0; ///< device copy of a reference output, for comparison
    std::size_t expectedBytes_ = 0;
    std::vector<CUevent> events_;
    std::unique_ptr<CuptiKernelTimer> cupti_;
    std::unique_ptr<CuptiRangeProfiler> profiler_; ///< created on the first profiled job
    std::unique_ptr<NvmlEnergy> nvml_; ///< created on the first energy job
    std::unique_ptr<NvmlGpuState> gpuState_; ///< created on the first timing phase
    std::string pciBusId_;
    int maxThreadsPerSm_ = 2048;
    nlohmann::json devicePeaks_; ///< roofs for the roofline (details "device_peaks")
    unsigned flushValue_ = 1;
    /// The trusted outputs of the current problem's seeds, kept on the device across
    /// measurements (OutputVault.h); cleared when the problem (`expectedKey_`) changes.
    std::string expectedKey_;
    std::unique_ptr<OutputVault> vault_;
    std::unique_ptr<CompileAhead> ahead_;
    /// The problem's vendor baseline (cuBLAS, cuBLASLt), loaded on the first baseline job.
    std::unique_ptr<VendorGemm> vendor_;
    CUdeviceptr sums_ = 0; ///< 5 doubles: the precision reduction's sums
    unsigned long long maskSecret_ = 0; ///< drawn at start from std::random_device
    unsigned long long maskCounter_ = 0;
    /// Buffer sets left by earlier measurements, by layout (element bytes per buffer).
    std::vector<std::pair<std::string, std::vector<std::unique_ptr<DeviceBuffer>>>> spareBuffers_;
};

} // namespace augur::gpu
