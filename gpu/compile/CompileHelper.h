#pragma once
// The compile helper, augur-compile: one NVRTC compile in a fresh program image. A child
// that is only forked from a multithreaded program (the GUI, augur-cli, the worker's
// compile-ahead threads) inherits every lock another thread held at that instant: the
// allocator's, the loader's, NVRTC's own. It can wait on one forever. A helper started
// with posix_spawn starts from nothing, seals itself (sealCompileChild), compiles and
// answers on stdout. compileIsolated (IsolatedCompile.h) starts it and bounds it.
#include "gpu/compile/CompileBoundary.h"
#include "gpu/compile/Nvrtc.h"

#include <string>
#include <vector>

namespace augur::gpu {

/// One compile, as compileIsolated sends it to the helper on stdin.
struct CompileRequest {
    std::string nvrtcLibrary; ///< the file the parent's NVRTC was loaded from (absolute path)
    std::string includeDir; ///< the parent's CUDA include directory ("" when none was found)
    std::string source; ///< the kernel source, already through Nvrtc::refusedInclude
    std::string name; ///< its name in the log ("candidate.cu")
    std::string arch; ///< "sm_90"
    std::vector<std::string> defines; ///< "NAME=value"
    unsigned long long memoryBytes = 0; ///< address space the compiler may add, bytes
    BoundaryChoice boundary;
};

/// The request as bytes: a magic word, then length-prefixed fields (native byte order:
/// parent and helper are built together).
std::string encodeCompileRequest(const CompileRequest& request);
/// Reads a request; false when `bytes` is not one (wrong magic, truncated, > 64 defines).
bool decodeCompileRequest(const std::string& bytes, CompileRequest& request);

/// The result as the helper writes it: ok, compile ms, log, cubin, PTX, boundary.
std::string encodeCompileResult(const CompileResult& result);
/// Reads a result (ptxas is parsed again from the log); false when truncated.
bool decodeCompileResult(const std::string& bytes, CompileResult& result);

/// The helper's whole life: reads one request from stdin (at most 64 MiB), loads NVRTC,
/// seals itself (only the include folders and NVRTC's files readable), caps its address
/// space at its size after loading plus memoryBytes, compiles and writes the result to
/// stdout. Returns the exit status: 0 when a result was written (a compile error is a
/// result), 2 for a request it could not read, 3 when stdout could not be written.
int compileHelperMain();

/// Where augur-compile is: $AUGUR_COMPILE_HELPER, then beside the running program, then
/// ../bin, ../libexec/augur (the installed layout) and ../gpu (the build tree). Empty when
/// none is found.
std::string locateCompileHelper();

} // namespace augur::gpu
