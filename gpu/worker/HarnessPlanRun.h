#pragma once
// Private to the harness (Harness.cpp, HarnessProfiling.cpp): a plan ready to launch.
#include "gpu/worker/Harness.h"

#include <cstdint>
#include <vector>

namespace augur::gpu {

struct Harness::PlanRun {
    const ResolvedPlan* plan = nullptr;
    std::vector<CUfunction> functions;
    std::vector<std::vector<std::uint64_t>> slots; ///< argument values, 8 bytes each
    std::vector<std::vector<void*>> params; ///< pointers into slots
};

} // namespace augur::gpu
