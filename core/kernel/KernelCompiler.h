#pragma once
// Compile-only analysis seen from core: core describes what it needs (PTX and the ptxas
// resource report) and gpu/ or the application supplies it (NVRTC), so core never links
// against CUDA.
#include <map>
#include <string>
#include <vector>

namespace augur {

/// Resources of one kernel as ptxas reports them with -v.
struct KernelResourceUse {
    int registers = 0; ///< per thread
    long long sharedBytes = 0; ///< static shared memory per block, bytes
    long long stackBytes = 0; ///< stack frame per thread, bytes
    long long spillStoreBytes = 0; ///< bytes
    long long spillLoadBytes = 0; ///< bytes
    long long constantBytes = 0; ///< cmem[0], bytes
};

/// The result of compiling one source for one architecture.
struct CompiledModule {
    bool ok = false;
    std::string log; ///< compiler log (errors, warnings)
    std::string ptx; ///< PTX text, when ok
    std::string cubin; ///< the binary for the architecture (ELF, with line information), when ok
    std::map<std::string, KernelResourceUse> kernels; ///< ptxas report per kernel, when ok
    double compileMs = 0.0; ///< wall time of the compilation, ms
};

/// Compiles CUDA C++ for an architecture without running anything. Implementations must
/// allow concurrent compile() calls from several threads.
class KernelCompiler {
public:
    virtual ~KernelCompiler() = default;
    /// Compiles `source` for `arch` ("sm_90") with `defines` ("NAME=value"). A compile
    /// error is a result with ok == false and the log, never an exception.
    virtual CompiledModule compile(const std::string& source, const std::string& arch,
                                   const std::vector<std::string>& defines) = 0;
};

} // namespace augur
