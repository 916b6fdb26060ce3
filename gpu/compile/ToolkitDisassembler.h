#pragma once
// core's KernelDisassembler (core/kernel/KernelDisassembler.h) on top of the CUDA toolkit's
// disassemblers: nvdisasm (with source lines, -gi -c) or, without it, cuobjdump -sass (no
// source lines), each run in a bounded child process (BoundedTool.h).
#include "core/kernel/KernelDisassembler.h"
#include "gpu/compile/BoundedTool.h"

#include <string>

namespace augur::gpu {

class ToolkitDisassembler : public KernelDisassembler {
public:
    /// `path`: the disassembler to run; empty finds one at each call (locate()), so a tool
    /// installed or named in AUGUR_DISASSEMBLER while the application runs is picked up.
    explicit ToolkitDisassembler(std::string path = {}, ToolLimits limits = {});

    /// Writes `cubin` to a private temporary file, runs the tool on it and removes the file.
    /// Failures (no tool, a crash, the deadline, the output cap, a non-zero exit) are
    /// values in the result. Thread-safe.
    SassDisassembly disassemble(const std::string& cubin) override;

    /// The disassembler to use: $AUGUR_DISASSEMBLER when set (a path, taken as it is, even
    /// when nothing is there), else the first nvdisasm, then the first cuobjdump, in
    /// $CUDA_HOME/bin, /usr/local/cuda/bin and the folders of PATH. Empty when there is none;
    /// `lookedIn` (when given) then names the places looked in.
    static std::string locate(std::string* lookedIn = nullptr);
    /// Whether `path` names cuobjdump (its file name contains "cuobjdump"); anything else
    /// is run as nvdisasm.
    static bool isCuobjdump(const std::string& path);

private:
    std::string path_;
    ToolLimits limits_;
};

} // namespace augur::gpu
