#pragma once
// Hardware counters of one launch plan through the CUPTI range profiler (CUDA 12.6+
// "range profiler" and "profiler host" APIs), loaded at run time like the rest of CUPTI.
#include "gpu/driver/DynamicLibrary.h"

#include <cuda.h>

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace augur::gpu {

/// Counters of one profiled range: metric values by ProfileMetric::key (core/kernel/ProfileMetrics.h).
struct ProfileCounters {
    bool available = false;
    std::string reason; ///< why not, when !available
    int passes = 0; ///< replays the configuration needed
    std::map<std::string, double> values; ///< by metric key; units are the metric's own
    /// The same per kernel launch, in launch order (one auto range per kernel).
    std::vector<std::map<std::string, double>> perKernel;
    std::vector<std::string> unavailable; ///< metric names this device does not provide
};

/// Collects the metrics of core/kernel/ProfileMetrics.h per kernel (auto range: one range per
/// launch) with kernel replay (CUPTI replays each kernel for every pass it needs, saving
/// and restoring device memory), as Nsight Compute does: the caller's `runOnce` runs the
/// plan once. A plan of several kernels is summed (counts) or duration-weighted
/// (percentages, rates, stall ratios). Everything is set up lazily on the first profile() so a worker that
/// never profiles pays nothing. Never throws: a device or driver that refuses (no
/// permission to read counters, unsupported chip, CUPTI missing) gives available = false
/// with the reason, prefixed "counters unavailable (permission)" or "(device)".
class CuptiRangeProfiler {
public:
    /// `ctx` is the worker's context, `deviceIndex` the CUDA ordinal of its device.
    CuptiRangeProfiler(CUcontext ctx, int deviceIndex);
    ~CuptiRangeProfiler();
    CuptiRangeProfiler(const CuptiRangeProfiler&) = delete;
    CuptiRangeProfiler& operator=(const CuptiRangeProfiler&) = delete;

    /// Profiles the `kernels` launches `runOnce` makes. `beforePass` runs before profiling
    /// starts (input reset, L2 flush); both must synchronise. `passes` in the result is
    /// the number of hardware passes of the configuration. Exceptions from the callbacks
    /// propagate (a CUDA failure of the kernel itself).
    ProfileCounters profile(int kernels, const std::function<void()>& beforePass, const std::function<void()>& runOnce);

    struct Functions; ///< dlsym'd entry points (CuptiProfiler.cpp)

private:
    /// The steps of the set-up on the first profile(); each false with `why` when it fails.
    bool setUp(std::string& why);
    /// Opens libcupti and resolves the range profiler's entry points.
    bool loadFunctions(std::string& why);
    /// Initialises the profiler; the device's chip name and its counter availability image.
    bool readChip(std::string& why, const char*& chip, std::vector<unsigned char>& availability);
    /// Keeps the metrics the chip provides (each probed alone) in one host object.
    bool chooseMetrics(std::string& why, const char* chip, std::vector<unsigned char>& availability);
    /// The configuration image of the kept metrics and the passes it needs.
    bool buildConfig(std::string& why);
    std::string resultText(int rc) const;
    /// Sizes and initialises the counter data image for `ranges` kernels and sets the
    /// configuration on the range profiler `object` (auto range, kernel replay).
    bool configureRanges(void* object, std::size_t ranges, std::vector<uint8_t>& counterData, std::string& why);
    /// Runs the plan until CUPTI has all its passes (at most 4 runs); `allPasses` says if it did.
    bool replayPasses(void* object, const std::function<void()>& beforePass, const std::function<void()>& runOnce,
                      bool& allPasses, std::string& why);
    /// Decodes the ranges and fills `out.perKernel`, one map of metric values per kernel.
    bool evaluateRanges(void* object, std::vector<uint8_t>& counterData, ProfileCounters& out);
    /// The plan's values: counts summed, percentages and stall ratios duration-weighted.
    void combinePlan(ProfileCounters& out) const;

    CUcontext ctx_ = nullptr;
    int device_ = 0;
    DynamicLibrary library_;
    Functions* fn_ = nullptr;
    bool triedSetUp_ = false;
    std::string setUpError_;
    void* host_ = nullptr; ///< CUpti_Profiler_Host_Object*
    std::vector<unsigned char> config_; ///< config image for the accepted metrics
    std::vector<const char*> names_; ///< accepted metric names (static strings)
    std::vector<std::string> keys_; ///< their keys
    std::vector<std::string> refused_; ///< metric names the host refused
    std::size_t passes_ = 0;
};

} // namespace augur::gpu
