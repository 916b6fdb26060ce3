#pragma once
// SASS seen from core: core asks for the machine code of a compiled module (the cubin of
// core/kernel/KernelCompiler.h) and gpu/ supplies it from the toolkit's disassembler, so
// core and ui never start a CUDA tool themselves.
#include <string>

namespace augur {

/// Why a disassembly has no text. Each is one clear line in the SASS view.
enum class DisassemblyFailure {
    None,
    NotFound, ///< no disassembler where it was looked for (`detail`: the places)
    CannotStart, ///< found but not started (`detail`: the system's reason)
    Crashed, ///< ended on a signal (`detail`: "SIGSEGV")
    TimedOut, ///< still running at its deadline and killed (`limit`: the deadline, s)
    OutputTooLarge, ///< printed more than its output cap and was killed (`limit`: the cap, MiB)
    ExitStatus, ///< exited non-zero (`detail`: its status and the first line of its stderr)
    NoCubin, ///< nothing to disassemble (`detail`: why)
};

/// What the toolkit's disassembler made of one cubin.
struct SassDisassembly {
    DisassemblyFailure failure = DisassemblyFailure::None;
    std::string detail; ///< what the failure names (see DisassemblyFailure)
    double limit = 0; ///< the limit a TimedOut or OutputTooLarge failure passed (s or MiB)
    std::string text; ///< the disassembler's output, when ok()
    std::string tool; ///< the disassembler that ran (its path), or the one that failed
    bool lineInfo = false; ///< the tool prints source lines (nvdisasm -g); cuobjdump does not
    double ms = 0; ///< wall time of the disassembler, ms
    bool ok() const { return failure == DisassemblyFailure::None; }
};

/// Disassembles cubins. Implementations must allow concurrent calls from several threads,
/// never throw for a tool that is missing, crashes or hangs (a failed SassDisassembly says
/// which), and bound the tool's time and output.
class KernelDisassembler {
public:
    virtual ~KernelDisassembler() = default;
    /// SASS of `cubin` (an ELF for one architecture, as NVRTC's nvrtcGetCUBIN gives it).
    virtual SassDisassembly disassemble(const std::string& cubin) = 0;
};

} // namespace augur
