#include "gpu/compile/CompileHelper.h"

#include <cerrno>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sys/resource.h>
#include <unistd.h>

namespace augur::gpu {

namespace {

constexpr char kRequestMagic[8] = {'A', 'U', 'G', 'C', 'C', 'R', 'Q', '1'};
constexpr std::size_t kMaxRequestBytes = 64u << 20; // source, defines and paths
constexpr std::uint64_t kMaxDefines = 64;

void putU64(std::string& out, std::uint64_t v) { out.append(reinterpret_cast<const char*>(&v), sizeof v); }
void putString(std::string& out, const std::string& s) {
    putU64(out, s.size());
    out += s;
}

/// Reads from `bytes` at `pos`; every getter fails, leaving `pos`, past the end.
struct Reader {
    const std::string& bytes;
    std::size_t pos = 0;
    bool u64(std::uint64_t& v) {
        if (bytes.size() - pos < sizeof v) return false;
        std::memcpy(&v, bytes.data() + pos, sizeof v);
        pos += sizeof v;
        return true;
    }
    bool string(std::string& s) {
        std::uint64_t n = 0;
        if (!u64(n) || n > bytes.size() - pos) return false;
        s.assign(bytes, pos, n);
        pos += n;
        return true;
    }
};

bool writeAll(int fd, const std::string& data) {
    std::size_t done = 0;
    while (done < data.size()) {
        const ssize_t w = ::write(fd, data.data() + done, data.size() - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return false;
        done += static_cast<std::size_t>(w);
    }
    return true;
}

/// All of stdin, up to kMaxRequestBytes + 1 (a larger request is refused, not cut).
std::string readStdin() {
    std::string data;
    char buf[1 << 16];
    for (;;) {
        const ssize_t got = ::read(STDIN_FILENO, buf, sizeof buf);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        data.append(buf, static_cast<std::size_t>(got));
        if (data.size() > kMaxRequestBytes) break;
    }
    return data;
}

unsigned long long currentAddressSpace() {
    std::ifstream statm("/proc/self/statm");
    unsigned long long pages = 0;
    statm >> pages;
    return pages * static_cast<unsigned long long>(::sysconf(_SC_PAGESIZE));
}

} // namespace

std::string encodeCompileRequest(const CompileRequest& r) {
    std::string out(kRequestMagic, sizeof kRequestMagic);
    for (const std::string* s : {&r.nvrtcLibrary, &r.includeDir, &r.source, &r.name, &r.arch}) putString(out, *s);
    putU64(out, r.defines.size());
    for (const std::string& d : r.defines) putString(out, d);
    putU64(out, r.memoryBytes);
    putU64(out, (r.boundary.landlock ? 1u : 0u) | (r.boundary.namespaces ? 2u : 0u));
    return out;
}

bool decodeCompileRequest(const std::string& bytes, CompileRequest& r) {
    if (bytes.size() > kMaxRequestBytes ||
        bytes.compare(0, sizeof kRequestMagic, kRequestMagic, sizeof kRequestMagic) != 0)
        return false;
    Reader in{bytes, sizeof kRequestMagic};
    for (std::string* s : {&r.nvrtcLibrary, &r.includeDir, &r.source, &r.name, &r.arch})
        if (!in.string(*s)) return false;
    std::uint64_t count = 0, flags = 0, memory = 0;
    if (!in.u64(count) || count > kMaxDefines) return false;
    r.defines.assign(count, {});
    for (std::string& d : r.defines)
        if (!in.string(d)) return false;
    if (!in.u64(memory) || !in.u64(flags)) return false;
    r.memoryBytes = memory;
    r.boundary.landlock = (flags & 1u) != 0;
    r.boundary.namespaces = (flags & 2u) != 0;
    return in.pos == bytes.size();
}

std::string encodeCompileResult(const CompileResult& c) {
    std::string out(1, c.ok ? '\1' : '\0');
    out.append(reinterpret_cast<const char*>(&c.compileMs), sizeof c.compileMs);
    for (const std::string* s : {&c.log, &c.cubin, &c.ptx, &c.boundary}) putString(out, *s);
    return out;
}

bool decodeCompileResult(const std::string& bytes, CompileResult& c) {
    if (bytes.size() < 1 + sizeof c.compileMs) return false;
    c.ok = bytes[0] != 0;
    std::memcpy(&c.compileMs, bytes.data() + 1, sizeof c.compileMs);
    Reader in{bytes, 1 + sizeof c.compileMs};
    for (std::string* s : {&c.log, &c.cubin, &c.ptx, &c.boundary})
        if (!in.string(*s)) return false;
    c.ptxas = PtxasReport::parse(c.log);
    return in.pos == bytes.size();
}

int compileHelperMain() {
    CompileRequest request;
    if (!decodeCompileRequest(readStdin(), request)) return 2;
    const Nvrtc nvrtc(request.nvrtcLibrary, request.includeDir);
    std::vector<std::string> readable = nvrtc.includeDirs();
    for (const std::string& f : nvrtc.libraryFiles()) readable.push_back(f);
    // Measured before the seal: /proc is outside the boundary.
    const unsigned long long cap = currentAddressSpace() + request.memoryBytes;
    // Nothing but stdin, stdout and stderr stays open; the environment is emptied.
    const BoundaryState boundary = sealCompileChild(readable, STDOUT_FILENO, request.boundary);
    const rlimit limit{cap, cap};
    ::setrlimit(RLIMIT_AS, &limit);
    CompileResult c = nvrtc.compile(request.source, request.name, request.arch, request.defines);
    c.boundary = boundary.describe();
    if (!boundary.active())
        c.log =
            request.name + ": warning: compiled without a file-system boundary: " + boundary.describe() + "\n" + c.log;
    return writeAll(STDOUT_FILENO, encodeCompileResult(c)) ? 0 : 3;
}

std::string locateCompileHelper() {
    namespace fs = std::filesystem;
    if (const char* env = std::getenv("AUGUR_COMPILE_HELPER"); env && *env) return env;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return {};
    const fs::path dir = self.parent_path();
    for (const fs::path& p : {dir / "augur-compile", dir / ".." / "bin" / "augur-compile",
                              dir / ".." / "libexec" / "augur" / "augur-compile", dir / ".." / "gpu" / "augur-compile"})
        if (::access(p.c_str(), X_OK) == 0) return fs::weakly_canonical(p, ec).string();
    return {};
}

} // namespace augur::gpu
