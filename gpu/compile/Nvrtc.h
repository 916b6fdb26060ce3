#pragma once
// NVRTC loaded at run time (gpu/driver/DynamicLibrary), so compile-only analysis works on a
// machine with the CUDA toolkit and no GPU, and Augur still starts without either.
#include "gpu/compile/PtxasReport.h"
#include "gpu/driver/DynamicLibrary.h"

#include <string>
#include <vector>

namespace augur::gpu {

/// Result of compiling one source for one architecture.
struct CompileResult {
    bool ok = false;
    std::string log; ///< NVRTC's log about this source (candidateLog), ptxas -v report
    std::string cubin; ///< binary for the architecture, when ok
    std::string ptx; ///< PTX text, when ok
    double compileMs = 0; ///< wall time of nvrtcCompileProgram, ms
    PtxasReport ptxas; ///< registers, spills, shared memory per kernel
    /// The compiling process's file-system boundary (BoundaryState::describe()), for
    /// compiles in a child (compileIsolated); empty for an in-process compile.
    std::string boundary;
};

/// The NVRTC library. Never throws from the constructor: a missing library leaves ok()
/// false with the reason in error(). compile() is thread-safe (NVRTC programs are
/// independent).
class Nvrtc {
public:
    /// Tries `library` when given, else libnvrtc.so.13, .12, libnvrtc.so, then the
    /// toolkit under $CUDA_HOME or /usr/local/cuda. `includeDir`, when given, is the CUDA
    /// include directory instead of the toolkit's (the compile helper gets its parent's).
    explicit Nvrtc(const std::string& library = {}, const std::string& includeDir = {});
    ~Nvrtc();
    Nvrtc(const Nvrtc&) = delete;
    Nvrtc& operator=(const Nvrtc&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    /// NVRTC version, e.g. "13.0".
    std::string version() const;

    /// Compiles `source` for `arch` ("sm_90"), as its architecture-specific target where it
    /// has one (featureArchitecture: sm_90a), with -std=c++17, -lineinfo, the ptxas
    /// verbose report and the toolkit include directory; `defines` are "NAME=value".
    /// Includes are confined first (refusedInclude): a refused one is a failed compile.
    /// A compile error is a result with ok == false and the log, not an exception. The log
    /// keeps only the diagnostics about `name` itself (candidateLog).
    CompileResult compile(const std::string& source, const std::string& name, const std::string& arch,
                          const std::vector<std::string>& defines) const;

    /// Why `source` may not be compiled: its first include that is computed (a macro), or
    /// names anything but a regular file under includeDir() or an NVRTC built-in header
    /// (absolute paths, "..", links out, devices, /proc). Empty when every include is
    /// allowed. The message names the include and its line, never a file's content.
    std::string refusedInclude(const std::string& source) const;

    /// Every directory passed with -I: includeDir() and, where the toolkit has it, its cccl/.
    std::vector<std::string> includeDirs() const;

    /// The CUDA include directory passed with -I ("" when none was found).
    const std::string& includeDir() const { return includeDir_; }

    /// The files NVRTC itself is loaded from: libnvrtc and its built-in headers library
    /// (libnvrtc-builtins, loaded by NVRTC at its first compile and here at construction,
    /// so a sealed child never needs to open it). Empty when NVRTC is not loaded.
    const std::vector<std::string>& libraryFiles() const { return libraryFiles_; }

private:
    DynamicLibrary library_;
    DynamicLibrary builtins_;
    std::vector<std::string> libraryFiles_;
    std::string error_;
    std::string includeDir_;
    struct Functions;
    Functions* fn_ = nullptr;
};

/// The target NVRTC compiles `arch` for: the architecture-specific variant ("sm_90" ->
/// "sm_90a", likewise sm_100, sm_103, sm_110, sm_120, sm_121) where the toolkit has
/// one, else `arch` itself. A kernel is always compiled for the exact GPU that runs it, so
/// the variant loses no portability and unlocks that GPU's own instructions (Hopper's
/// wgmma and setmaxnreg). CUDA C++ Programming Guide, "Feature Availability".
std::string featureArchitecture(const std::string& arch);

} // namespace augur::gpu
