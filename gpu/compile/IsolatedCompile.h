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

/// Nvrtc::compile in a forked child process with an address-space cap (RLIMIT_AS) and a
/// deadline after which the child is killed: a kernel source is outside input, and a macro
/// that expands exponentially keeps NVRTC busy for minutes and gigabytes. The result
/// comes back over a pipe. A compile stopped by either limit is a failed CompileResult
/// whose log says which limit and its value. The child is sealed (sealCompileChild): no
/// environment, no descriptor but the pipe, and a file-system boundary through which only
/// the toolkit's include folders and NVRTC's libraries can be opened; CompileResult::boundary
/// names it, and a compile that ran without one says so in the first line of its log. Used
/// by augur-cli's compile-only paths and by the worker for every candidate
/// (gpu/worker/CompileAhead.h), inside the worker's own boundary (WorkerBoundary.h).
CompileResult compileIsolated(const Nvrtc& nvrtc, const std::string& source, const std::string& name,
                              const std::string& arch, const std::vector<std::string>& defines,
                              const CompileLimits& limits = {});

} // namespace augur::gpu
