#include "gpu/compile/IsolatedCompile.h"

#include "gpu/compile/BoundedTool.h"
#include "gpu/compile/CompileHelper.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace augur::gpu {

namespace {

constexpr std::size_t kMaxResultBytes = 512u << 20; // log + cubin + PTX of one module

std::string mib(unsigned long long bytes) { return std::to_string(bytes >> 20) + " MiB"; }

/// The first line with words of what the helper printed on stderr (a sanitiser's or the
/// loader's report), bracketed; "" when there is none.
std::string firstLine(const std::string& text) {
    std::size_t begin = 0;
    while (begin < text.size()) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        const std::string line = text.substr(begin, end - begin);
        if (std::any_of(line.begin(), line.end(), [](unsigned char c) { return std::isalpha(c) != 0; }))
            return " (" + line.substr(0, 200) + ")";
        begin = end + 1;
    }
    return {};
}

} // namespace

CompileResult compileIsolated(const Nvrtc& nvrtc, const std::string& source, const std::string& name,
                              const std::string& arch, const std::vector<std::string>& defines,
                              const CompileLimits& limits) {
    CompileResult r;
    // Refused includes need no child (and no compiler): the same message as compile().
    if (std::string refused = nvrtc.refusedInclude(source); !refused.empty()) {
        r.log = name + ": " + refused;
        return r;
    }
    if (!nvrtc.ok() || nvrtc.libraryFiles().empty()) {
        r.log = nvrtc.ok() ? std::string("NVRTC: the file it was loaded from is unknown") : nvrtc.error();
        return r;
    }
    const std::string helper = locateCompileHelper();
    if (helper.empty()) {
        r.log = name +
            ": compile failed: the compile helper augur-compile is not installed beside this program "
            "(set AUGUR_COMPILE_HELPER)";
        return r;
    }
    CompileRequest request{nvrtc.libraryFiles().front(), nvrtc.includeDir(), source, name, arch, defines,
                           limits.memoryBytes,           limits.boundary};
    ToolLimits bounds;
    bounds.deadlineS = limits.deadlineS;
    bounds.maxOutputBytes = kMaxResultBytes;
    const ToolRun run = runBoundedTool(helper, {}, bounds, encodeCompileRequest(request));
    if (!run.started) {
        r.log = name + ": compile failed: cannot start the compile helper '" + helper + "': " + run.startError;
        return r;
    }
    if (run.timedOut) {
        r.log = name + ": compile stopped: still running after " + std::to_string(static_cast<int>(limits.deadlineS)) +
            " s (the compile deadline); a macro that expands without bound?";
        return r;
    }
    if (run.tooBig) {
        r.log = name + ": compile stopped: its output passed " + mib(kMaxResultBytes);
        return r;
    }
    if (run.exitStatus != 0 || !decodeCompileResult(run.out, r)) {
        r = CompileResult{};
        r.log = name + ": compile failed: the compiler " +
            (run.signal != 0 ? "was killed by " + toolSignalName(run.signal)
                             : "ended with status " + std::to_string(run.exitStatus)) +
            firstLine(run.err) + "; it may have passed its memory cap of " + mib(limits.memoryBytes);
        return r;
    }
    return r;
}

} // namespace augur::gpu
