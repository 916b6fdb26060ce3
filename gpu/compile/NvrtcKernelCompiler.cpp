#include "gpu/compile/NvrtcKernelCompiler.h"

#include "gpu/compile/IsolatedCompile.h"

namespace augur::gpu {

CompiledModule NvrtcKernelCompiler::compile(const std::string& source, const std::string& arch,
                                            const std::vector<std::string>& defines) {
    CompiledModule m;
    if (!nvrtc_.ok()) {
        m.log = "NVRTC unavailable: " + nvrtc_.error();
        return m;
    }
    const CompileResult r = compileIsolated(nvrtc_, source, "candidate.cu", arch, defines); // deadline + memory cap
    m.ok = r.ok;
    m.log = r.log;
    m.ptx = r.ptx;
    m.cubin = r.cubin;
    m.compileMs = r.compileMs;
    m.kernels = r.ptxas.kernels;
    return m;
}

std::shared_ptr<NvrtcKernelCompiler> NvrtcKernelCompiler::tryCreate(std::string* why) {
    auto c = std::make_shared<NvrtcKernelCompiler>();
    if (c->ok()) return c;
    if (why) *why = c->error();
    return nullptr;
}

} // namespace augur::gpu
