#pragma once
// Where libcupti is looked for: one list for the kernel timer and the range profiler.
#include <string>

namespace augur::gpu {

/// dlopen()s libcupti (RTLD_NOW | RTLD_LOCAL) from the loader's path, $CUDA_HOME/$CUDA_PATH
/// and /usr/local/cuda, in that order. Returns the handle, or nullptr with `why` set to
/// the first loader error. Loading twice returns the same handle (dlopen's reference count).
void* openCuptiLibrary(std::string& why);

} // namespace augur::gpu
