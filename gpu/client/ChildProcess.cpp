#include "gpu/client/ChildProcess.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <system_error>

#include <fcntl.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace augur::gpu {

namespace {

bool setNonBlocking(int fd) {
    int flags = ::fcntl(fd, F_GETFL);
    return flags >= 0 && ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

int openPidFd(pid_t pid) {
#ifdef SYS_pidfd_open
    // Always close-on-exec. Fails with ENOSYS before Linux 5.3: exits are then polled.
    return static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
#else
    (void)pid;
    return -1;
#endif
}

std::string errnoText(int err) { return std::error_code(err, std::generic_category()).message(); }

} // namespace

void closeFd(int& fd) {
    if (fd >= 0) {
        ::close(fd);
        fd = -1;
    }
}

std::string signalName(int sig) {
    switch (sig) {
    case SIGHUP: return "SIGHUP";
    case SIGINT: return "SIGINT";
    case SIGQUIT: return "SIGQUIT";
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGKILL: return "SIGKILL";
    case SIGUSR1: return "SIGUSR1";
    case SIGSEGV: return "SIGSEGV";
    case SIGUSR2: return "SIGUSR2";
    case SIGPIPE: return "SIGPIPE";
    case SIGALRM: return "SIGALRM";
    case SIGTERM: return "SIGTERM";
    case SIGCHLD: return "SIGCHLD";
    case SIGCONT: return "SIGCONT";
    case SIGSTOP: return "SIGSTOP";
    case SIGTSTP: return "SIGTSTP";
    case SIGTTIN: return "SIGTTIN";
    case SIGTTOU: return "SIGTTOU";
    case SIGURG: return "SIGURG";
    case SIGXCPU: return "SIGXCPU";
    case SIGXFSZ: return "SIGXFSZ";
    case SIGVTALRM: return "SIGVTALRM";
    case SIGPROF: return "SIGPROF";
    case SIGWINCH: return "SIGWINCH";
    case SIGIO: return "SIGIO";
    case SIGSYS: return "SIGSYS";
#ifdef SIGPWR
    case SIGPWR: return "SIGPWR";
#endif
    default: break;
    }
#ifdef SIGRTMIN
    if (sig >= SIGRTMIN && sig <= SIGRTMAX) return "SIGRTMIN+" + std::to_string(sig - SIGRTMIN);
#endif
    return "signal " + std::to_string(sig);
}

std::vector<std::string> ChildProcess::workerEnvironment(char** parent) {
    // Exact names, and prefixes ending in '_': the loader, locale, temp folder, the CUDA
    // toolkit and driver, NVIDIA's container variables, and Augur's own test hooks; and
    // SLURM_CONF, through which the Slurm clients find a cluster configured off /etc; and the
    // switches of the worker's file-system boundary (docs/hardening.md).
    static const char* const kNames[] = {"PATH", "HOME",      "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR", "LD_LIBRARY_PATH",
                                         "TZ",   "SLURM_CONF"};
    static const char* const kBoundary[] = {"AUGUR_WORKER_SANDBOX", "AUGUR_WORKER_SANDBOX_ALLOW"};
    static const char* const kPrefixes[] = {"CUDA_", "NVIDIA_", "AUGUR_FAKE_", "CUPTI_"};
    std::vector<std::string> out;
    for (char** e = parent; e && *e; ++e) {
        const std::string entry(*e);
        const std::string name = entry.substr(0, entry.find('='));
        bool keep = false;
        for (const char* n : kNames) keep = keep || name == n;
        for (const char* n : kBoundary) keep = keep || name == n;
        for (const char* pre : kPrefixes) keep = keep || name.rfind(pre, 0) == 0;
        if (keep) out.push_back(entry);
    }
    return out;
}

ChildProcess::~ChildProcess() { killAndReap(); }

bool ChildProcess::spawn(const std::string& executable, const std::vector<std::string>& args, std::string& error) {
    killAndReap();
    exited_ = lost_ = false;
    exitCode_ = exitStatus_ = 0;
    int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1};
    auto closeAll = [&] {
        for (int* p : {in, out, err}) {
            closeFd(p[0]);
            closeFd(p[1]);
        }
    };
    // stdin is a socket so that requests can be sent with MSG_NOSIGNAL (no SIGPIPE).
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0 || ::pipe2(out, O_CLOEXEC) != 0 ||
        ::pipe2(err, O_CLOEXEC) != 0) {
        error = "cannot create pipes: " + errnoText(errno);
        closeAll();
        return false;
    }

    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attr;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attr);
    posix_spawn_file_actions_adddup2(&actions, in[1], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    // Descriptors another thread opened without O_CLOEXEC must not leak into the worker.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
#endif
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &all); // undoes an ignored SIGPIPE in the parent
    posix_spawnattr_setpgroup(&attr, 0); // its own group: a kill reaches its children
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(executable.c_str()));
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);

    pid_t pid = 0;
    // The worker compiles and runs untrusted kernels: it gets only the variables it needs,
    // never the parent's API keys or other secrets.
    std::vector<std::string> envText = workerEnvironment(environ);
    std::vector<char*> envp;
    for (auto& e : envText) envp.push_back(e.data());
    envp.push_back(nullptr);
    int rc = ::posix_spawnp(&pid, executable.c_str(), &actions, &attr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    closeFd(in[1]);
    closeFd(out[1]);
    closeFd(err[1]);
    if (rc != 0) {
        error = "cannot start '" + executable + "': " + errnoText(rc);
        closeAll();
        return false;
    }
    pid_ = pid;
    stdinFd_ = in[0];
    stdoutFd_ = out[0];
    stderrFd_ = err[0];
    setNonBlocking(stdinFd_);
    setNonBlocking(stdoutFd_);
    setNonBlocking(stderrFd_);
    pidFd_ = openPidFd(pid_);
    return true;
}

bool ChildProcess::exitedNow() {
    if (exited_ || pid_ <= 0) return exited_;
    siginfo_t info;
    std::memset(&info, 0, sizeof info);
    // WNOWAIT: learn the status but leave the zombie, so that its pid (and group id) cannot
    // be reused before killAndReap() has killed what is left of the group.
    int rc = ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT);
    if (rc == 0 && info.si_pid == pid_) {
        exited_ = true;
        exitCode_ = info.si_code;
        exitStatus_ = info.si_status;
    } else if (rc < 0 && errno == ECHILD) {
        exited_ = lost_ = true; // reaped by someone else (a SIGCHLD handler elsewhere)
    }
    return exited_;
}

void ChildProcess::kill() {
    if (pid_ > 0 && !lost_) {
        ::kill(-pid_, SIGKILL); // the whole group: helpers it forked go too
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {}
    }
    pid_ = 0;
}

void ChildProcess::killAndReap() {
    kill();
    closeFds();
}

void ChildProcess::closeFds() {
    closeFd(stdinFd_);
    closeFd(stdoutFd_);
    closeFd(stderrFd_);
    closeFd(pidFd_);
}

std::string ChildProcess::describeExit() const {
    if (lost_) return "exited (status collected elsewhere)";
    switch (exitCode_) {
    case CLD_EXITED: return "exited with status " + std::to_string(exitStatus_);
    case CLD_KILLED: return "exited on signal " + signalName(exitStatus_);
    case CLD_DUMPED: return "exited on signal " + signalName(exitStatus_) + " (core dumped)";
    default: return "exited";
    }
}

void ChildProcess::closeStdin() { closeFd(stdinFd_); }

void ChildProcess::closeStderr() { closeFd(stderrFd_); }

} // namespace augur::gpu
