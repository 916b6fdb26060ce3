#pragma once
#include "gpu/compile/CompileBoundary.h"
#include "gpu/compile/Nvrtc.h"

#include <string>
#include <vector>

namespace augur::gpu {

/// Bounds of one compile in its own process.
struct CompileLimits {
    double deadlineS = 120; ///< wall time, seconds; the compiler is killed after it
    unsigned long long memoryBytes = 4ull << 30; ///< address space the compiler may add, bytes
    BoundaryChoice boundary; ///< which file-system boundaries the child may use
};

/// Nvrtc::compile in augur-compile, a process started afresh (CompileHelper.h; never a
/// bare fork of this multithreaded one), with an address-space cap (RLIMIT_AS) and a
/// deadline after which the helper is killed: a kernel source is outside input, and a
/// macro that expands exponentially keeps NVRTC busy for minutes and gigabytes. The result
/// comes back on its stdout. A compile stopped by either limit is a failed CompileResult
/// whose log says which limit and its value; so is a helper that is missing or cannot
/// start. The helper is sealed (sealCompileChild): no environment, no descriptor but its
/// standard three, and a file-system boundary through which only the toolkit's include
/// folders and NVRTC's libraries can be opened; CompileResult::boundary names it, and a
/// compile that ran without one says so in the first line of its log. Used by the GUI's
/// compile views, augur-cli's compile-only paths and the worker for every candidate
/// (gpu/worker/CompileAhead.h), inside the worker's own boundary (WorkerBoundary.h).
CompileResult compileIsolated(const Nvrtc& nvrtc, const std::string& source, const std::string& name,
                              const std::string& arch, const std::vector<std::string>& defines,
                              const CompileLimits& limits = {});

} // namespace augur::gpu
