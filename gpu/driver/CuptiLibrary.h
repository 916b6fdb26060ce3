#pragma once
// Where libcupti is looked for: one list for the kernel timer and the range profiler.
#include "gpu/driver/DynamicLibrary.h"

namespace augur::gpu {

/// Loads libcupti from the loader's path, $CUDA_HOME/$CUDA_PATH and /usr/local/cuda, in that
/// order. Never unloaded (DynamicLibrary::KeepLoaded::yes): CUPTI's activity buffers and
/// callbacks outlive the last API call. Loading twice maps the same library once (the
/// loader's reference count). On failure ok() is false and error() has the first error.
DynamicLibrary openCuptiLibrary();

} // namespace augur::gpu
