#pragma once
// The boundary of a compile: the process started for one NVRTC compile (augur-compile) can
// open the CUDA toolkit's headers and NVRTC's own libraries and nothing else, whatever the
// source it compiles looks like. The include scanner (Nvrtc::refusedInclude) is only the
// first, friendly refusal; this is the one no source text can cross.
#include "gpu/compile/BoundaryState.h"

#include <string>
#include <vector>

namespace augur::gpu {

/// Which boundaries sealCompileChild may try, in order (tests switch Landlock off to
/// exercise the fallback, or both to see the "none" report).
struct BoundaryChoice {
    bool landlock = true;
    bool namespaces = true;
};

/// Seals the calling process, the single-threaded compile helper (CompileHelper.h), for good:
/// empties its environment (NVRTC needs none: the include folders are passed as options),
/// closes every descriptor but 0, 1, 2 and `keepFd`, and installs a boundary in which only
/// `readable` (directories with everything beneath them, or single files; read-only) can be
/// opened. Landlock where the kernel has it (also denying TCP, and on ABI 6 signals and
/// abstract sockets outside the child), else a user + mount + network namespace whose root
/// holds only `readable`. Libraries the compiler loads later must already be loaded (see
/// Nvrtc::preloadLibraries). Returns the state; Kind::none, with both reasons, when neither
/// could be installed: the caller must say so, the compile then reads what the user can.
BoundaryState sealCompileChild(const std::vector<std::string>& readable, int keepFd, const BoundaryChoice& choice = {});

} // namespace augur::gpu
