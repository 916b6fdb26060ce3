#include "gpu/compile/MountJail.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace augur::gpu {

namespace {

std::string errnoText(const std::string& what) { return what + ": " + std::strerror(errno); }

bool writeFile(const char* path, const std::string& text) {
    const int fd = ::open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    return ok;
}

/// Creates every directory of `path` (absolute) that is missing.
bool makeDirs(const std::string& path) {
    for (std::size_t i = 1; i <= path.size(); ++i) {
        if (i < path.size() && path[i] != '/') continue;
        const std::string prefix = path.substr(0, i);
        if (::mkdir(prefix.c_str(), 0755) != 0 && errno != EEXIST) return false;
    }
    return true;
}

/// Whether `path` lies beneath (or is) `dir`.
bool beneath(const std::string& path, const std::string& dir) {
    return path == dir ||
        (path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0 && path[dir.size()] == '/');
}

/// The mount flags a bind mount must keep when remounted inside a user namespace.
unsigned long lockedFlags(const std::string& path) {
    struct statvfs s {};
    if (::statvfs(path.c_str(), &s) != 0) return 0;
    unsigned long flags = 0;
    if (s.f_flag & ST_NOSUID) flags |= MS_NOSUID;
    if (s.f_flag & ST_NODEV) flags |= MS_NODEV;
    if (s.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
    if (s.f_flag & ST_NOATIME) flags |= MS_NOATIME;
    if (s.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
    if (s.f_flag & ST_RELATIME) flags |= MS_RELATIME;
    return flags;
}

struct Source {
    std::string path;
    int fd = -1;
    bool directory = false;
};

} // namespace

std::string enterMountJail(const std::vector<std::string>& readable) {
    const uid_t uid = ::getuid();
    const gid_t gid = ::getgid();
    if (::unshare(CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET) != 0) return errnoText("unshare");
    writeFile("/proc/self/setgroups", "deny"); // absent before Linux 3.19
    if (!writeFile("/proc/self/uid_map", std::to_string(uid) + " " + std::to_string(uid) + " 1"))
        return errnoText("uid_map");
    if (!writeFile("/proc/self/gid_map", std::to_string(gid) + " " + std::to_string(gid) + " 1"))
        return errnoText("gid_map");
    if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return errnoText("making / private");
    // Open what is to be seen in the new namespace (a bind takes only a mount of its own
    // namespace) but before anything is hidden: the binds take it from /proc/self/fd, so a
    // path under the folder the new root is built in still works.
    std::vector<std::string> paths;
    for (const std::string& p : readable)
        if (!p.empty() && p[0] == '/') paths.push_back(p);
    std::sort(paths.begin(), paths.end());
    std::vector<Source> sources;
    for (const std::string& p : paths) {
        const bool covered = std::any_of(sources.begin(), sources.end(),
                                         [&](const Source& s) { return s.directory && beneath(p, s.path); });
        if (covered) continue; // bound with the folder above it
        Source s{p, ::open(p.c_str(), O_PATH | O_CLOEXEC), false};
        struct stat st {};
        if (s.fd < 0 || ::fstat(s.fd, &st) != 0) continue;
        s.directory = S_ISDIR(st.st_mode);
        sources.push_back(s);
    }
    const std::string base = "/tmp";
    if (::mount("augur-jail", base.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") != 0)
        return errnoText("tmpfs on " + base);
    for (const Source& s : sources) {
        const std::string target = base + s.path;
        const std::string parent = target.substr(0, target.rfind('/'));
        if (!makeDirs(parent)) return errnoText("mkdir " + parent);
        if (s.directory) {
            if (::mkdir(target.c_str(), 0755) != 0 && errno != EEXIST) return errnoText("mkdir " + target);
        } else {
            const int fd = ::open(target.c_str(), O_CREAT | O_WRONLY | O_CLOEXEC, 0644);
            if (fd < 0) return errnoText("creating " + target);
            ::close(fd);
        }
        const std::string from = "/proc/self/fd/" + std::to_string(s.fd);
        if (::mount(from.c_str(), target.c_str(), nullptr, MS_BIND | MS_REC, nullptr) != 0)
            return errnoText("binding " + s.path);
        // Read-only where the kernel lets a namespace say so; the bind itself is what counts.
        ::mount(nullptr, target.c_str(), nullptr, MS_BIND | MS_REMOUNT | MS_RDONLY | lockedFlags(target), nullptr);
        ::close(s.fd);
    }
    if (::chdir(base.c_str()) != 0) return errnoText("chdir " + base);
    if (::syscall(SYS_pivot_root, ".", ".") != 0) return errnoText("pivot_root");
    if (::umount2(".", MNT_DETACH) != 0) return errnoText("detaching the old root");
    if (::chdir("/") != 0) return errnoText("chdir /");
    ::mount(nullptr, "/", nullptr, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr);
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return errnoText("prctl(PR_SET_NO_NEW_PRIVS)");
    return {};
}

} // namespace augur::gpu
