#pragma once
#include <map>
#include <string>

namespace augur::gpu {

/// Resource use of one kernel as ptxas reports it with -v.
struct KernelResources {
    int registers = 0;
    long long sharedBytes = 0;     ///< static shared memory, bytes
    long long stackBytes = 0;      ///< stack frame, bytes
    long long spillStoreBytes = 0; ///< bytes
    long long spillLoadBytes = 0;  ///< bytes
    long long constantBytes = 0;   ///< cmem[0], bytes
};

/// The "ptxas info" lines of a compile log, per kernel (mangled or extern "C" name).
struct PtxasReport {
    std::map<std::string, KernelResources> kernels;

    /// Parses the log of `nvcc -Xptxas -v` or NVRTC's --ptxas-options=-v. Lines it does
    /// not recognise are ignored; an empty map means no report was present.
    static PtxasReport parse(const std::string& log);
};

} // namespace augur::gpu
