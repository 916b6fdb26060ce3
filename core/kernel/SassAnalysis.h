#pragma once
// Source, PTX and SASS of one kernel source side by side: compiled once with line
// information, disassembled, and both listings mapped to the source's lines. Built off the
// GUI thread (it runs the compiler and the disassembler), shown by ui/kernel/SassView.
#include "core/kernel/KernelCompiler.h"
#include "core/kernel/KernelDisassembler.h"
#include "core/kernel/PtxLineMap.h"
#include "core/kernel/SassListing.h"

#include <map>
#include <string>

namespace augur {

/// What the SASS view shows for one source and architecture.
struct SassAnalysis {
    std::string source; ///< the source compiled (its lines are the view's left pane)
    std::string arch; ///< "sm_90"
    bool compiled = false; ///< the compiler accepted the source
    std::string compileLog; ///< the compiler's log (errors when !compiled)
    double compileMs = 0; ///< wall time of the compilation, ms
    std::string ptx;
    PtxLineMap ptxLines;
    /// Registers, spills, stack and shared memory per kernel, from the compile report.
    std::map<std::string, KernelResourceUse> kernels;
    SassDisassembly disassembly; ///< the disassembler's text or why there is none
    SassListing sass; ///< disassembly.text as rows with their source lines
    std::string sassText; ///< sass.text(): the rows as the view shows them, built off the GUI thread
    double parseMs = 0; ///< time to map the PTX and parse the SASS, ms
};

/// The name sources are compiled as (NvrtcKernelCompiler's "candidate.cu"): the file the
/// line information of PTX and SASS names.
inline constexpr const char* kCompiledSourceName = "candidate.cu";

/// Compiles `source` for `arch` with `compiler` (which must give the cubin and keep line
/// information), disassembles the cubin with `disassembler` (null: a NotFound failure
/// naming `whyNoDisassembler`) and maps both listings to the source. Compile errors and
/// disassembler failures are values in the result; never throws for them.
SassAnalysis analyseSass(KernelCompiler& compiler, KernelDisassembler* disassembler, const std::string& source,
                         const std::string& arch, const std::string& whyNoDisassembler = {});

/// Maps `disassembly` and `ptx` of an already compiled module into `out` (the part of
/// analyseSass after the compiler; benchmarks time it on its own).
void mapListings(SassAnalysis& out);

} // namespace augur
