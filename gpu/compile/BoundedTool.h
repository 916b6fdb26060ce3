#pragma once
// Running one of the toolkit's command-line tools (nvdisasm, cuobjdump) on outside input
// without trusting it to end: a child process in its own process group, with a deadline and
// a cap on what it prints, killed (the whole group) when it passes either. The same bounds
// as compileIsolated (IsolatedCompile.h) gives the compiler, for a program we start by path.
#include <cstddef>
#include <string>
#include <vector>

namespace augur::gpu {

/// Bounds of one tool run.
struct ToolLimits {
    double deadlineS = 30; ///< wall time, seconds; the tool's group is killed after it
    std::size_t maxOutputBytes = std::size_t(64) << 20; ///< stdout cap; the tool is killed past it
    std::size_t maxErrorBytes = std::size_t(64) << 10; ///< stderr kept (the rest is read and dropped)
};

/// How a tool run ended.
struct ToolRun {
    bool started = false;
    std::string startError; ///< why it did not start ("No such file or directory"), when !started
    std::string out; ///< stdout (up to the cap)
    std::string err; ///< stderr (the first maxErrorBytes)
    bool timedOut = false; ///< killed at the deadline
    bool tooBig = false; ///< killed past the output cap
    int exitStatus = -1; ///< its exit status when it exited by itself
    int signal = 0; ///< the signal that ended it when it did not (SIGKILL for timedOut/tooBig)
    double ms = 0; ///< wall time from start to reaped, ms
    bool ok() const { return started && !timedOut && !tooBig && exitStatus == 0; }
};

/// Runs `path` (an executable's path, not looked up in PATH) with `args` (without argv[0]),
/// stdin from /dev/null (or, when `input` is not empty, from an anonymous in-memory file
/// holding it, so a tool that never reads cannot block the caller), stdout and stderr read
/// through pipes, an environment of only PATH, HOME, the locale, TMPDIR, LD_LIBRARY_PATH
/// and CUDA_* (no API keys reach a tool), and `limits`. The tool is started with
/// posix_spawn (a fresh program image: nothing of the caller's threads or locks reaches
/// it). Blocks the calling thread until the tool ends or is killed; never throws.
ToolRun runBoundedTool(const std::string& path, const std::vector<std::string>& args, const ToolLimits& limits = {},
                       const std::string& input = {});

/// "SIGSEGV" for a signal number; "signal N" when it has no name.
std::string toolSignalName(int signal);

} // namespace augur::gpu
