#include "gpu/compile/BoundedTool.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <sys/mman.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace augur::gpu {

namespace {

std::string errnoText(int err) { return std::error_code(err, std::generic_category()).message(); }

/// The variables a toolkit tool may need: where to find libraries and temporary space,
/// the locale of its messages. Nothing else of the application's environment.
std::vector<std::string> toolEnvironment() {
    static const char* const kNames[] = {"PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR", "LD_LIBRARY_PATH"};
    std::vector<std::string> out;
    for (char** e = environ; e && *e; ++e) {
        const std::string entry(*e);
        const std::string name = entry.substr(0, entry.find('='));
        bool keep = name.rfind("CUDA_", 0) == 0;
        for (const char* n : kNames) keep = keep || name == n;
        if (keep) out.push_back(entry);
    }
    return out;
}

void closeFd(int& fd) {
    if (fd >= 0) ::close(fd);
    fd = -1;
}

/// Spawns the tool in its own process group; returns its pid or 0 with `error` set.
pid_t spawnTool(const std::string& path, const std::vector<std::string>& args, int inFd, int outFd, int errFd,
                std::string& error) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attr);
    if (inFd >= 0)
        posix_spawn_file_actions_adddup2(&actions, inFd, STDIN_FILENO);
    else
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, outFd, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errFd, STDERR_FILENO);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    posix_spawn_file_actions_addclosefrom_np(&actions, 3); // descriptors other threads opened
#endif
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &all);
    posix_spawnattr_setpgroup(&attr, 0); // its own group: a kill reaches what it started
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    std::vector<char*> argv{const_cast<char*>(path.c_str())};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::vector<std::string> envText = toolEnvironment();
    std::vector<char*> envp;
    for (std::string& e : envText) envp.push_back(e.data());
    envp.push_back(nullptr);
    pid_t pid = 0;
    const int rc = ::posix_spawn(&pid, path.c_str(), &actions, &attr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    if (rc != 0) {
        error = errnoText(rc);
        return 0;
    }
    return pid;
}

/// Reads what is ready on `fd` into `into` (dropping what passes `keep`); false at EOF.
bool drain(int fd, std::string& into, std::size_t keep) {
    char buf[1 << 16];
    const ssize_t got = ::read(fd, buf, sizeof buf);
    if (got < 0) return errno == EINTR || errno == EAGAIN;
    if (got == 0) return false;
    if (into.size() < keep) into.append(buf, std::min(std::size_t(got), keep - into.size()));
    return true;
}

/// Whether `pid` has ended, leaving it unreaped (WNOWAIT).
bool exitedNow(pid_t pid) {
    siginfo_t info;
    std::memset(&info, 0, sizeof info);
    const int rc = ::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT);
    return (rc == 0 && info.si_pid == pid) || (rc < 0 && errno == ECHILD);
}

/// An anonymous file holding `input`, rewound for reading; -1 with `error` set on failure.
int inputFile(const std::string& input, std::string& error) {
    const int fd = ::memfd_create("augur-tool-input", MFD_CLOEXEC);
    if (fd < 0) {
        error = "cannot create the input file: " + errnoText(errno);
        return -1;
    }
    std::size_t done = 0;
    while (done < input.size()) {
        const ssize_t w = ::write(fd, input.data() + done, input.size() - done);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            error = "cannot write the input file: " + errnoText(errno);
            ::close(fd);
            return -1;
        }
        done += static_cast<std::size_t>(w);
    }
    ::lseek(fd, 0, SEEK_SET);
    return fd;
}

} // namespace

std::string toolSignalName(int signal) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 32))
    if (const char* abbrev = ::sigabbrev_np(signal)) return std::string("SIG") + abbrev;
#endif
    return "signal " + std::to_string(signal);
}

ToolRun runBoundedTool(const std::string& path, const std::vector<std::string>& args, const ToolLimits& limits,
                       const std::string& input) {
    ToolRun run;
    int in = -1;
    if (!input.empty() && (in = inputFile(input, run.startError)) < 0) return run;
    int out[2] = {-1, -1}, err[2] = {-1, -1};
    if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) {
        run.startError = "cannot create pipes: " + errnoText(errno);
        for (int* p : {out, err}) closeFd(p[0]), closeFd(p[1]);
        closeFd(in);
        return run;
    }
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = spawnTool(path, args, in, out[1], err[1], run.startError);
    closeFd(in);
    closeFd(out[1]);
    closeFd(err[1]);
    if (pid == 0) {
        closeFd(out[0]);
        closeFd(err[0]);
        return run;
    }
    run.started = true;
    // Read both pipes until both end, the deadline passes or stdout passes its cap.
    int fds[2] = {out[0], err[0]};
    while (fds[0] >= 0 || fds[1] >= 0) {
        const double left =
            limits.deadlineS - std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (left <= 0) {
            run.timedOut = true;
            break;
        }
        pollfd p[2] = {{fds[0], POLLIN, 0}, {fds[1], POLLIN, 0}};
        const int n = ::poll(p, 2, static_cast<int>(std::min(left * 1000.0, 1000.0)) + 1);
        if (n < 0 && errno != EINTR) break;
        if (n <= 0) continue;
        if (fds[0] >= 0 && (p[0].revents & (POLLIN | POLLHUP | POLLERR)) &&
            !drain(fds[0], run.out, limits.maxOutputBytes + 1))
            fds[0] = -1;
        if (fds[1] >= 0 && (p[1].revents & (POLLIN | POLLHUP | POLLERR)) &&
            !drain(fds[1], run.err, limits.maxErrorBytes))
            fds[1] = -1;
        if (run.out.size() > limits.maxOutputBytes) {
            run.tooBig = true;
            break;
        }
    }
    closeFd(out[0]);
    closeFd(err[0]);
    // Its pipes are closed; it may still run (a tool that closed its output and hangs).
    while (!run.timedOut && !run.tooBig && !exitedNow(pid)) {
        if (std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count() >= limits.deadlineS)
            run.timedOut = true;
        else
            ::poll(nullptr, 0, 5);
    }
    // The group goes before the leader is reaped: its id cannot be reused until then.
    ::kill(-pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    run.ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    if (WIFEXITED(status)) run.exitStatus = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);
    if (run.tooBig) run.out.resize(limits.maxOutputBytes);
    return run;
}

} // namespace augur::gpu
