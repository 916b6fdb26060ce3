#pragma once
// Private to the harness: a compiled module and a plan ready to launch from it.
#include "gpu/worker/Harness.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace augur::gpu {

/// A compiled source, loaded (or the log of why not), cached per worker by compile key.
struct Harness::Module {
    CUmodule module = nullptr;
    bool ok = false;
    std::string log;
    double compileMs = 0;
    PtxasReport ptxas;
    bool ahead = false; ///< compiled in the background while an earlier measurement ran
};

/// A plan's kernels looked up and its arguments laid out (HarnessPlans.cpp).
struct Harness::PlanRun {
    const ResolvedPlan* plan = nullptr;
    std::vector<CUfunction> functions;
    /// Per launch, the grid launched: the plan's, or for a resident grid its x capped at
    /// the blocks resident at once (Harness::residentBlocks).
    std::vector<std::array<long long, 3>> grids;
    std::vector<std::vector<std::uint64_t>> slots; ///< argument values, 8 bytes each
    std::vector<std::vector<void*>> params; ///< pointers into slots, or to a tensor map
    /// Tensor-map arguments, encoded for this plan's buffers (128 bytes, 64-aligned each).
    std::vector<std::shared_ptr<const CUtensorMap>> tensorMaps;
    /// A vendor plan (ResolvedPlan::vendor): the device addresses of A, B and C.
    CUdeviceptr vendorA = 0, vendorB = 0, vendorC = 0;
};

} // namespace augur::gpu
