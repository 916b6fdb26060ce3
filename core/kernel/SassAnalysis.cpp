#include "core/kernel/SassAnalysis.h"

#include <chrono>

namespace augur {

void mapListings(SassAnalysis& out) {
    const auto t0 = std::chrono::steady_clock::now();
    out.ptxLines = mapPtxLines(out.ptx, kCompiledSourceName);
    if (out.disassembly.ok()) {
        out.sass = parseSassListing(out.disassembly.text, kCompiledSourceName);
        out.sassText = out.sass.text();
    }
    out.parseMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

SassAnalysis analyseSass(KernelCompiler& compiler, KernelDisassembler* disassembler, const std::string& source,
                         const std::string& arch, const std::string& whyNoDisassembler) {
    SassAnalysis out;
    out.source = source;
    out.arch = arch;
    CompiledModule m = compiler.compile(source, arch, {});
    out.compiled = m.ok;
    out.compileLog = std::move(m.log);
    out.compileMs = m.compileMs;
    out.ptx = std::move(m.ptx);
    out.kernels = std::move(m.kernels);
    if (!out.compiled) {
        out.disassembly.failure = DisassemblyFailure::NoCubin;
        out.disassembly.detail = "the source does not compile";
    } else if (m.cubin.empty()) {
        out.disassembly.failure = DisassemblyFailure::NoCubin;
        out.disassembly.detail = "the compiler gave no cubin";
    } else if (!disassembler) {
        out.disassembly.failure = DisassemblyFailure::NotFound;
        out.disassembly.detail = whyNoDisassembler;
    } else {
        out.disassembly = disassembler->disassemble(m.cubin);
    }
    mapListings(out);
    return out;
}

} // namespace augur
