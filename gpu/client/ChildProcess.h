#pragma once
// The process part of a worker: spawning it in its own process group with a clean
// environment, noticing its exit without reaping it, and killing and reaping the group.
#include <string>
#include <vector>

#include <sys/types.h>

namespace augur::gpu {

/// One child process with its stdin (a socket), stdout and stderr (pipes), all
/// non-blocking and close-on-exec in the parent. Not thread-safe.
///
/// The child gets only these three descriptors; its signal dispositions and mask are reset
/// to the defaults and it leads its own process group, so killing the group reaches the
/// helpers it forked. Its exit is noticed with waitid(WNOWAIT), which leaves the zombie:
/// its pid (and group id) cannot be reused before killAndReap() has killed the group.
class ChildProcess {
public:
    /// The environment a worker is started with: from `parent` (a NULL-terminated
    /// "NAME=value" array, e.g. environ) only PATH, HOME, the locale, TMPDIR,
    /// LD_LIBRARY_PATH, TZ, SLURM_CONF, the worker's boundary switches (AUGUR_WORKER_SANDBOX,
    /// AUGUR_WORKER_SANDBOX_ALLOW) and the CUDA_*, NVIDIA_*, CUPTI_* and AUGUR_FAKE_* variables.
    /// API keys and every other variable stay in the parent.
    static std::vector<std::string> workerEnvironment(char** parent);

    ChildProcess() = default;
    /// Kills and reaps a child still running.
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    /// Starts `executable` (a path, or a name looked up in PATH) with `args` (without
    /// argv[0]) and workerEnvironment(). On failure returns false with `error` set, e.g.
    /// "cannot start 'x': No such file or directory"; nothing is left open.
    bool spawn(const std::string& executable, const std::vector<std::string>& args, std::string& error);

    /// Checks without blocking whether the child has exited (and records how); true once it has.
    bool exitedNow();
    bool exited() const { return exited_; }
    /// Kills the whole group with SIGKILL (unless someone else reaped it) and reaps the
    /// child. The descriptors stay open, so what it wrote before the end can still be read.
    void kill();
    /// kill(), then closes every descriptor. Never throws.
    void killAndReap();
    /// Closes every descriptor.
    void closeFds();
    /// "exited with status 3", "exited on signal SIGSEGV (core dumped)", ...
    std::string describeExit() const;

    /// pid of the running child (also its process group id); 0 when none.
    pid_t pid() const { return pid_; }
    bool running() const { return pid_ > 0; }
    int stdinFd() const { return stdinFd_; }
    int stdoutFd() const { return stdoutFd_; }
    int stderrFd() const { return stderrFd_; }
    /// A pidfd readable when the child exits; -1 before Linux 5.3 (exits are then polled).
    int pidFd() const { return pidFd_; }
    /// Ends the child's input: a well-behaved worker exits when its stdin closes.
    void closeStdin();
    /// Stops reading stderr (at its EOF: a closed pipe would report POLLHUP forever).
    void closeStderr();

private:
    pid_t pid_ = 0;
    int stdinFd_ = -1; ///< parent end of the stdin socket
    int stdoutFd_ = -1; ///< read end of stdout
    int stderrFd_ = -1; ///< read end of stderr
    int pidFd_ = -1;
    bool exited_ = false;
    bool lost_ = false; ///< reaped by someone else: never signal its pid again
    int exitCode_ = 0; ///< si_code: CLD_EXITED, CLD_KILLED or CLD_DUMPED
    int exitStatus_ = 0; ///< exit status or signal number
};

/// "SIGSEGV", "SIGABRT", ... for a signal number; "signal N" when unknown.
std::string signalName(int signal);

/// Closes `fd` if open and sets it to -1.
void closeFd(int& fd);

} // namespace augur::gpu
