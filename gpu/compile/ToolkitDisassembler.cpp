#include "gpu/compile/ToolkitDisassembler.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

namespace augur::gpu {

namespace {

bool isExecutableFile(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

/// The folders a toolkit tool is looked for in, in order.
std::vector<std::string> searchFolders() {
    std::vector<std::string> dirs;
    if (const char* home = std::getenv("CUDA_HOME"); home && *home) dirs.push_back(std::string(home) + "/bin");
    dirs.push_back("/usr/local/cuda/bin");
    if (const char* path = std::getenv("PATH")) {
        std::string_view rest(path);
        while (!rest.empty()) {
            const std::size_t colon = rest.find(':');
            const std::string_view dir = rest.substr(0, colon);
            if (!dir.empty()) dirs.emplace_back(dir);
            if (colon == std::string_view::npos) break;
            rest.remove_prefix(colon + 1);
        }
    }
    return dirs;
}

/// The first line of a tool's stderr that says something, at most 300 bytes.
std::string firstLine(const std::string& text) {
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
        if (!line.empty()) return line.substr(0, 300);
        start = end + 1;
    }
    return {};
}

/// A private temporary file holding `data`, removed when this goes.
class TempFile {
public:
    explicit TempFile(const std::string& data) {
        const char* dir = std::getenv("TMPDIR");
        path_ = std::string(dir && *dir ? dir : "/tmp") + "/augur-sass-XXXXXX.cubin";
        const int fd = ::mkstemps(path_.data(), 6);
        if (fd < 0) {
            error_ = std::strerror(errno);
            path_.clear();
            return;
        }
        std::size_t done = 0;
        while (done < data.size()) {
            const ssize_t w = ::write(fd, data.data() + done, data.size() - done);
            if (w < 0 && errno == EINTR) continue;
            if (w <= 0) {
                error_ = std::strerror(errno);
                break;
            }
            done += std::size_t(w);
        }
        ::close(fd);
    }
    ~TempFile() {
        if (!path_.empty()) ::unlink(path_.c_str());
    }
    TempFile(const TempFile&) = delete;
    TempFile& operator=(const TempFile&) = delete;
    const std::string& path() const { return path_; }
    const std::string& error() const { return error_; }

private:
    std::string path_;
    std::string error_;
};

} // namespace

ToolkitDisassembler::ToolkitDisassembler(std::string path, ToolLimits limits)
    : path_(std::move(path)), limits_(limits) {}

bool ToolkitDisassembler::isCuobjdump(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    return path.find("cuobjdump", slash == std::string::npos ? 0 : slash) != std::string::npos;
}

std::string ToolkitDisassembler::locate(std::string* lookedIn) {
    if (const char* set = std::getenv("AUGUR_DISASSEMBLER"); set && *set) {
        if (lookedIn) *lookedIn = std::string("AUGUR_DISASSEMBLER=") + set;
        return set;
    }
    const std::vector<std::string> dirs = searchFolders();
    for (const char* tool : {"nvdisasm", "cuobjdump"})
        for (const std::string& dir : dirs)
            if (const std::string path = dir + "/" + tool; isExecutableFile(path)) return path;
    if (lookedIn) {
        std::string places;
        for (const std::string& dir : dirs) places += (places.empty() ? "" : ", ") + dir;
        *lookedIn = "nvdisasm or cuobjdump in " + places;
    }
    return {};
}

SassDisassembly ToolkitDisassembler::disassemble(const std::string& cubin) {
    SassDisassembly d;
    std::string lookedIn;
    d.tool = path_.empty() ? locate(&lookedIn) : path_;
    if (d.tool.empty()) {
        d.failure = DisassemblyFailure::NotFound;
        d.detail = lookedIn;
        return d;
    }
    if (cubin.empty()) {
        d.failure = DisassemblyFailure::NoCubin;
        d.detail = "empty cubin";
        return d;
    }
    if (!isExecutableFile(d.tool)) {
        d.failure = DisassemblyFailure::NotFound;
        d.detail = "nothing executable at " + d.tool;
        return d;
    }
    const TempFile file(cubin);
    if (file.path().empty() || !file.error().empty()) {
        d.failure = DisassemblyFailure::CannotStart;
        d.detail = "cannot write the cubin to a temporary file: " + file.error();
        return d;
    }
    d.lineInfo = !isCuobjdump(d.tool);
    const std::vector<std::string> args = d.lineInfo ? std::vector<std::string>{"-gi", "-c", file.path()}
                                                     : std::vector<std::string>{"-sass", file.path()};
    ToolRun run = runBoundedTool(d.tool, args, limits_);
    d.ms = run.ms;
    if (!run.started) {
        d.failure = DisassemblyFailure::CannotStart;
        d.detail = run.startError;
    } else if (run.timedOut) {
        d.failure = DisassemblyFailure::TimedOut;
        d.limit = limits_.deadlineS;
    } else if (run.tooBig) {
        d.failure = DisassemblyFailure::OutputTooLarge;
        d.limit = double(limits_.maxOutputBytes) / double(1 << 20);
    } else if (run.signal != 0) {
        d.failure = DisassemblyFailure::Crashed;
        d.detail = toolSignalName(run.signal);
    } else if (run.exitStatus != 0) {
        d.failure = DisassemblyFailure::ExitStatus;
        d.detail = "exit status " + std::to_string(run.exitStatus);
        if (const std::string line = firstLine(run.err); !line.empty()) d.detail += ": " + line;
    } else {
        d.text = std::move(run.out);
    }
    return d;
}

} // namespace augur::gpu
