#include "gpu/compile/IsolatedCompile.h"

#include "gpu/compile/CompileBoundary.h"

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <poll.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace augur::gpu {

namespace {

constexpr std::size_t kMaxResultBytes = 512u << 20; // log + cubin + PTX of one module

bool writeAll(int fd, const void* data, std::size_t n) {
    const char* p = static_cast<const char*>(data);
    while (n > 0) {
        const ssize_t w = ::write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        p += w;
        n -= static_cast<std::size_t>(w);
    }
    return true;
}

bool writeString(int fd, const std::string& s) {
    const std::uint64_t n = s.size();
    return writeAll(fd, &n, sizeof n) && writeAll(fd, s.data(), s.size());
}

unsigned long long currentAddressSpace() {
    std::ifstream statm("/proc/self/statm");
    unsigned long long pages = 0;
    statm >> pages;
    return pages * static_cast<unsigned long long>(::sysconf(_SC_PAGESIZE));
}

/// Reads one length-prefixed string from `data` at `pos`.
bool readString(const std::string& data, std::size_t& pos, std::string& out) {
    std::uint64_t n = 0;
    if (pos + sizeof n > data.size()) return false;
    std::memcpy(&n, data.data() + pos, sizeof n);
    pos += sizeof n;
    if (n > data.size() - pos) return false;
    out.assign(data, pos, n);
    pos += n;
    return true;
}

std::string mib(unsigned long long bytes) { return std::to_string(bytes >> 20) + " MiB"; }

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
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) {
        r.log = std::string("compile: cannot create a pipe: ") + std::strerror(errno);
        return r;
    }
    const unsigned long long base = currentAddressSpace();
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        r.log = std::string("compile: cannot fork: ") + std::strerror(errno);
        return r;
    }
    if (pid == 0) { // the child: compile, send, exit without running the parent's atexit handlers
        ::close(fds[0]);
        // The compiler gets no secrets and no host files: an empty environment, no
        // descriptor but the pipe, and a boundary that lets it open the toolkit's headers
        // and its own libraries only, whatever the source gets the preprocessor to name.
        std::vector<std::string> readable = nvrtc.includeDirs();
        for (const std::string& f : nvrtc.libraryFiles()) readable.push_back(f);
        const BoundaryState boundary = sealCompileChild(readable, fds[1], limits.boundary);
        const rlimit cap{base + limits.memoryBytes, base + limits.memoryBytes};
        ::setrlimit(RLIMIT_AS, &cap);
        CompileResult c = nvrtc.compile(source, name, arch, defines);
        c.boundary = boundary.describe();
        if (!boundary.active())
            c.log = name + ": warning: compiled without a file-system boundary: " + boundary.describe() + "\n" + c.log;
        const char ok = c.ok ? 1 : 0;
        const bool sent = writeAll(fds[1], &ok, 1) && writeAll(fds[1], &c.compileMs, sizeof c.compileMs) &&
            writeString(fds[1], c.log) && writeString(fds[1], c.cubin) && writeString(fds[1], c.ptx) &&
            writeString(fds[1], c.boundary);
        ::_exit(sent ? 0 : 3);
    }
    ::close(fds[1]);
    std::string data;
    const auto t0 = std::chrono::steady_clock::now();
    bool timedOut = false, tooBig = false;
    for (;;) {
        const double left =
            limits.deadlineS - std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (left <= 0) {
            timedOut = true;
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        const int n = ::poll(&p, 1, static_cast<int>(std::min(left * 1000.0, 1000.0)) + 1);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) continue;
        char buf[1 << 16];
        const ssize_t got = ::read(fds[0], buf, sizeof buf);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break; // EOF: the child is done
        data.append(buf, static_cast<std::size_t>(got));
        if (data.size() > kMaxResultBytes) {
            tooBig = true;
            break;
        }
    }
    ::close(fds[0]);
    if (timedOut || tooBig) ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    r.compileMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (timedOut) {
        r.log = name + ": compile stopped: still running after " + std::to_string(static_cast<int>(limits.deadlineS)) +
            " s (the compile deadline); a macro that expands without bound?";
        return r;
    }
    if (tooBig) {
        r.log = name + ": compile stopped: its output passed " + mib(kMaxResultBytes);
        return r;
    }
    std::size_t pos = 0;
    char ok = 0;
    const bool complete = WIFEXITED(status) && WEXITSTATUS(status) == 0 && data.size() >= 1 + sizeof(double);
    if (complete) {
        ok = data[0];
        std::memcpy(&r.compileMs, data.data() + 1, sizeof(double));
        pos = 1 + sizeof(double);
    }
    if (!complete || !readString(data, pos, r.log) || !readString(data, pos, r.cubin) ||
        !readString(data, pos, r.ptx) || !readString(data, pos, r.boundary)) {
        r = CompileResult{};
        r.log = name + ": compile failed: the compiler " +
            (WIFSIGNALED(status) ? "was killed by signal " + std::to_string(WTERMSIG(status))
                                 : std::string("ended abnormally")) +
            "; it may have passed its memory cap of " + mib(limits.memoryBytes);
        return r;
    }
    r.ok = ok != 0;
    r.ptxas = PtxasReport::parse(r.log);
    return r;
}

} // namespace augur::gpu
