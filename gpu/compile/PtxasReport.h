#pragma once
#include "core/kernel/KernelCompiler.h"

#include <map>
#include <string>

namespace augur::gpu {

/// The "ptxas info" lines of a compile log, per kernel (mangled or extern "C" name).
struct PtxasReport {
    std::map<std::string, KernelResourceUse> kernels;

    /// Parses the log of `nvcc -Xptxas -v` or NVRTC's --ptxas-options=-v. Lines it does
    /// not recognise are ignored; an empty map means no report was present.
    static PtxasReport parse(const std::string& log);
};

} // namespace augur::gpu
