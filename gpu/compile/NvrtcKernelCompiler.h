#pragma once
// core's KernelCompiler (core/kernel/KernelCompiler.h) on top of NVRTC: compile-only, in a
// bounded child process (gpu/compile/IsolatedCompile.h), so no GPU is needed and a source
// that hangs or exhausts memory in the compiler cannot take the application with it.
#include "core/kernel/KernelCompiler.h"
#include "gpu/compile/Nvrtc.h"

#include <memory>
#include <string>
#include <vector>

namespace augur::gpu {

class NvrtcKernelCompiler : public KernelCompiler {
public:
    /// Whether NVRTC was found (libnvrtc loaded); when not, error() says why and compile()
    /// returns a failed module with that reason.
    bool ok() const { return nvrtc_.ok(); }
    const std::string& error() const { return nvrtc_.error(); }
    /// `source` is compiled as "candidate.cu" (compiler messages name that file).
    CompiledModule compile(const std::string& source, const std::string& arch,
                           const std::vector<std::string>& defines) override;

    /// A compiler when NVRTC loads, else null with `why` set.
    static std::shared_ptr<NvrtcKernelCompiler> tryCreate(std::string* why = nullptr);

private:
    Nvrtc nvrtc_;
};

} // namespace augur::gpu
