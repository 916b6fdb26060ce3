#include "gpu/compile/WorkerBoundary.h"

#include "gpu/compile/Landlock.h"

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include <link.h>
#include <strings.h>

namespace augur::gpu {

namespace {

using Rules = LandlockRuleset;
constexpr std::uint64_t kLibrary = Rules::kRead | Rules::kExecute;

/// The entries of `value`, a list separated by ':' (empty entries dropped).
std::vector<std::string> splitPath(const char* value) {
    std::vector<std::string> out;
    if (!value) return out;
    std::string item;
    for (const char* p = value;; ++p) {
        if (*p == ':' || *p == '\0') {
            if (!item.empty()) out.push_back(item);
            item.clear();
            if (*p == '\0') break;
        } else {
            item.push_back(*p);
        }
    }
    return out;
}

/// The folders of the shared objects loaded so far (not the program itself).
std::vector<std::string> loadedLibraryFolders() {
    std::vector<std::string> folders;
    ::dl_iterate_phdr(
        [](dl_phdr_info* info, std::size_t, void* data) {
            auto* out = static_cast<std::vector<std::string>*>(data);
            if (info->dlpi_name && info->dlpi_name[0] == '/')
                out->push_back(std::filesystem::path(info->dlpi_name).parent_path().string());
            return 0;
        },
        &folders);
    return folders;
}

bool allDigits(const std::string& s) {
    if (s.empty()) return false;
    for (char c : s)
        if (!std::isdigit(static_cast<unsigned char>(c))) return false;
    return true;
}

/// Allows a library folder unless it is "/" or the home folder itself (a library kept
/// there must not open the whole of it).
void allowLibraryFolder(Rules& rules, const std::string& folder) {
    std::error_code ec;
    const std::filesystem::path real = std::filesystem::weakly_canonical(folder, ec);
    if (ec || real == "/") return;
    if (const char* home = std::getenv("HOME"); home && *home) {
        const std::filesystem::path h = std::filesystem::weakly_canonical(home, ec);
        if (!ec && real == h) return;
    }
    rules.allow(folder, kLibrary);
}

/// Allows the entries of `dir` (a process's or a thread's folder under /proc) but its
/// environment and its links (cwd, root, exe lead out of /proc); `task` is left to the caller.
void allowOwnEntries(Rules& rules, const std::filesystem::path& dir) {
    std::error_code ec;
    rules.allow(dir.string(), Rules::kReadDir);
    for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
        const std::string name = e.path().filename().string();
        if (name == "environ" || name == "task" || e.is_symlink(ec)) continue;
        rules.allow(e.path().string(), Rules::kRead | Rules::kWriteFile | Rules::kTruncate);
    }
}

/// /proc for the worker: its listing, the entries that belong to no process (cpuinfo,
/// driver/nvidia, sys, ...), and this process's own entries and those of its threads now
/// running, except their environment. A thread started later cannot read its own entry.
void allowProc(Rules& rules) {
    std::error_code ec;
    rules.allow("/proc", Rules::kReadDir);
    for (const auto& e : std::filesystem::directory_iterator("/proc", ec)) {
        const std::string name = e.path().filename().string();
        // Links (self, thread-self, mounts, net) lead into a process's entry: taken below.
        if (!allDigits(name) && !e.is_symlink(ec)) rules.allow(e.path().string(), Rules::kRead);
    }
    const std::filesystem::path self = std::filesystem::canonical("/proc/self", ec);
    if (ec) return;
    allowOwnEntries(rules, self);
    rules.allow((self / "task").string(), Rules::kReadDir);
    for (const auto& t : std::filesystem::directory_iterator(self / "task", ec)) allowOwnEntries(rules, t.path());
}

} // namespace

bool workerBoundaryWanted(std::string& why) {
    const char* v = std::getenv("AUGUR_WORKER_SANDBOX");
    if (!v) return true;
    for (const char* off : {"off", "0", "no", "false"})
        if (::strcasecmp(v, off) == 0) {
            why = std::string("AUGUR_WORKER_SANDBOX=") + v;
            return false;
        }
    return true;
}

BoundaryState enterWorkerBoundary(const std::vector<std::string>& toolkit) {
    BoundaryState state;
    Rules::Handled handled;
    handled.fs = ~Rules::kIoctlDev; // ioctl on devices is how CUDA talks to the driver
    Rules rules(handled);
    state.landlockAbi = rules.abi();
    if (!rules.ok()) {
        state.detail = "no Landlock (" + rules.error() + ")";
        return state;
    }
    // Libraries, the loader and the driver's own files.
    for (const char* p :
         {"/usr", "/lib", "/lib64", "/lib32", "/libx32", "/bin", "/sbin", "/etc/ld.so.cache", "/etc/ld.so.conf",
          "/etc/ld.so.conf.d", "/etc/ld.so.preload", "/etc/localtime", "/etc/nvidia", "/run/nvidia"})
        rules.allow(p, kLibrary);
    for (const std::string& p : toolkit) {
        rules.allow(p, kLibrary);
        if (std::filesystem::is_regular_file(p)) allowLibraryFolder(rules, std::filesystem::path(p).parent_path());
    }
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
        if (const char* v = std::getenv(var); v && *v) allowLibraryFolder(rules, v);
    for (const std::string& p : splitPath(std::getenv("LD_LIBRARY_PATH"))) allowLibraryFolder(rules, p);
    for (const std::string& p : loadedLibraryFolders()) allowLibraryFolder(rules, p);
    for (const std::string& p : splitPath(std::getenv("AUGUR_WORKER_SANDBOX_ALLOW"))) rules.allow(p, kLibrary);
    // Devices (/dev/nvidia*, /dev/shm for IPC) and the MPS folders: everything.
    rules.allow("/dev", ~0ull);
    const char* pipe = std::getenv("CUDA_MPS_PIPE_DIRECTORY");
    const char* log = std::getenv("CUDA_MPS_LOG_DIRECTORY");
    rules.allow(pipe && *pipe ? pipe : "/tmp/nvidia-mps", ~0ull);
    rules.allow(log && *log ? log : "/var/log/nvidia-mps", ~0ull);
    // /sys; /proc without other processes' entries (their command lines) and without this
    // process's environment (a source could include it); the rest of its own entry may be
    // written too (thread names).
    rules.allow("/sys", Rules::kRead);
    allowProc(rules);
    if (!rules.restrictSelf()) {
        state.detail = "Landlock refused: " + rules.error();
        return state;
    }
    state.kind = BoundaryState::Kind::landlock;
    return state;
}

} // namespace augur::gpu
