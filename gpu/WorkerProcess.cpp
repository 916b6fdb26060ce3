#include "gpu/WorkerProcess.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <system_error>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace augur::gpu {

namespace {

using Clock = std::chrono::steady_clock;

// Without a pidfd, exits are noticed by polling waitid at this period.
constexpr int kExitPollMs = 20;
// Longer deadlines are cut to this, so that now + deadline cannot overflow.
constexpr std::chrono::milliseconds kMaxDeadline = std::chrono::hours(24 * 365);

void closeFd(int& fd) {
    if (fd >= 0) {
        ::close(fd);
        fd = -1;
    }
}

bool setNonBlocking(int fd) {
    int flags = ::fcntl(fd, F_GETFL);
    return flags >= 0 && ::fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0;
}

// Milliseconds until `deadline`, rounded up, clamped to [0, INT_MAX].
int msUntil(Clock::time_point deadline) {
    auto left = deadline - Clock::now();
    if (left <= Clock::duration::zero())
        return 0;
    auto ms = std::chrono::ceil<std::chrono::milliseconds>(left).count();
    return ms > INT_MAX ? INT_MAX : static_cast<int>(ms);
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
    if (sig >= SIGRTMIN && sig <= SIGRTMAX)
        return "SIGRTMIN+" + std::to_string(sig - SIGRTMIN);
#endif
    return "signal " + std::to_string(sig);
}

std::vector<std::string> WorkerProcess::workerEnvironment(char** parent) {
    // Exact names, and prefixes ending in '_': the loader, locale, temp folder, the CUDA
    // toolkit and driver, NVIDIA's container variables, and Augur's own test hooks.
    static const char* const kNames[] = {"PATH", "HOME", "LANG", "LC_ALL", "LC_CTYPE", "TMPDIR", "LD_LIBRARY_PATH", "TZ"};
    static const char* const kPrefixes[] = {"CUDA_", "NVIDIA_", "AUGUR_FAKE_", "CUPTI_"};
    std::vector<std::string> out;
    for (char** e = parent; e && *e; ++e) {
        const std::string entry(*e);
        const std::string name = entry.substr(0, entry.find('='));
        bool keep = false;
        for (const char* n : kNames) keep = keep || name == n;
        for (const char* pre : kPrefixes) keep = keep || name.rfind(pre, 0) == 0;
        if (keep) out.push_back(entry);
    }
    return out;
}

WorkerProcess::WorkerProcess(int index, std::string executable, std::vector<std::string> args,
                             WorkerProcessOptions options)
    : index_(index), executable_(std::move(executable)), args_(std::move(args)), options_(options) {
    wakeFd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (wakeFd_ < 0)
        throw std::system_error(errno, std::generic_category(), "worker " + std::to_string(index_) + ": eventfd");
}

WorkerProcess::~WorkerProcess() {
    stop();
    closeFd(wakeFd_);
}

void WorkerProcess::interrupt() noexcept {
    std::uint64_t one = 1;
    [[maybe_unused]] auto n = ::write(wakeFd_, &one, sizeof one);
}

void WorkerProcess::clearInterrupt() noexcept {
    std::uint64_t value;
    [[maybe_unused]] auto n = ::read(wakeFd_, &value, sizeof value);
}

bool WorkerProcess::spawn() {
    const std::string name = "worker " + std::to_string(index_);
    lastError_.clear();
    stdoutBuf_.clear();
    stderrTail_.clear();
    hello_ = nullptr;
    poisoned_ = refused_ = false;
    exited_ = lost_ = stdoutEof_ = false;
    exitCode_ = exitStatus_ = 0;
    ++spawnCount_;

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
        lastError_ = name + ": cannot create pipes: " + errnoText(errno);
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
    posix_spawnattr_setpgroup(&attr, 0);        // its own group: a kill reaches its children
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);

    std::vector<char*> argv;
    argv.push_back(const_cast<char*>(executable_.c_str()));
    for (auto& a : args_)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);

    pid_t pid = 0;
    // The worker compiles and runs untrusted kernels: it gets only the variables it needs,
    // never the parent's API keys or other secrets.
    std::vector<std::string> envText = workerEnvironment(environ);
    std::vector<char*> envp;
    for (auto& e : envText) envp.push_back(e.data());
    envp.push_back(nullptr);
    int rc = ::posix_spawnp(&pid, executable_.c_str(), &actions, &attr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    closeFd(in[1]);
    closeFd(out[1]);
    closeFd(err[1]);
    if (rc != 0) {
        lastError_ = name + ": cannot start '" + executable_ + "': " + errnoText(rc);
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

bool WorkerProcess::start() {
    if (running())
        return true;
    if (!spawn())
        return false;
    const std::string name = "worker " + std::to_string(index_);
    std::string line;
    switch (waitLine(Clock::now() + std::min(options_.startDeadline, kMaxDeadline), line)) {
    case Wait::Line:
        try {
            nlohmann::json hello = decodeHello(line, index_);
            auto ok = hello.find("ok");
            if (ok == hello.end() || !ok->is_boolean() || ok->get<bool>()) {
                hello_ = std::move(hello);
                return true;
            }
            // It cannot serve: let it exit on its own (releasing what it holds), then reap.
            waitExit(options_.exitGrace);
            killAndReap();
            refused_ = true;
            hello_ = hello;
            lastError_ = withStderr(name + " cannot serve: " + replyErrorMessage(hello));
        } catch (const ProtocolError& e) {
            killAndReap();
            lastError_ = withStderr(e.what());
        }
        break;
    case Wait::Deadline:
        killAndReap();
        lastError_ = withStderr(name + " did not say hello within " + std::to_string(options_.startDeadline.count()) +
                                " ms; killed");
        break;
    case Wait::Interrupted:
        killAndReap();
        lastError_ = name + ": start cancelled; killed";
        break;
    case Wait::TooLong:
        killAndReap();
        lastError_ = withStderr(name + ": hello line longer than " + std::to_string(options_.maxLineBytes) + " bytes");
        break;
    case Wait::Eof:
    case Wait::Exited:
    case Wait::Error: {
        waitExit(options_.exitGrace);
        bool byItself = exited_;
        killAndReap();
        lastError_ = withStderr(name + " " + (byItself ? describeExit() : "closed its stdout; killed") +
                                " before its hello");
        break;
    }
    }
    return false;
}

bool WorkerProcess::probe() {
    if (!running())
        return false;
    if (!exitedNow())
        return true;
    killAndReap(); // reaps it and drains its stderr
    lastError_ = withStderr("worker " + std::to_string(index_) + " " + describeExit() + " while idle");
    return false;
}

bool WorkerProcess::restart() {
    stop();
    return start();
}

void WorkerProcess::stop() {
    if (!running())
        return;
    closeFd(stdinFd_); // end of requests: a well-behaved worker exits now
    waitExit(options_.exitGrace);
    killAndReap();
}

JobResult WorkerProcess::run(const nlohmann::json& request, std::chrono::milliseconds deadline) {
    const std::string name = "worker " + std::to_string(index_);
    JobResult r;
    r.worker = index_;
    r.pid = pid_;
    if (!request.is_object() || !request.contains("op") || !request["op"].is_string()) {
        r.kind = JobOutcome::BadRequest;
        r.reason = "request has no string \"op\": " + excerpt(request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        return r;
    }
    const std::string op = request["op"].get<std::string>();
    if (!running()) {
        r.kind = JobOutcome::Unavailable;
        r.reason = name + " is not running" + (lastError_.empty() ? std::string() : " (" + lastError_ + ")");
        return r;
    }
    if (poisoned_) {
        r.kind = JobOutcome::Unavailable;
        r.reason = name + " must be restarted: an earlier fatal error poisoned its CUDA context";
        return r;
    }

    nlohmann::json req = request;
    const std::int64_t id = nextId_++;
    req["id"] = id;
    const std::string line = encodeRequest(req); // cannot throw: id and op are valid

    const auto t0 = Clock::now();
    const auto due = t0 + std::min(deadline, kMaxDeadline);
    auto finish = [&](JobResult res) {
        res.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - t0);
        return res;
    };

    // Send the request. A dead worker gives EPIPE (no SIGPIPE) or an EOF below.
    Wait w = Wait::Line;
    std::size_t off = 0;
    while (off < line.size()) {
        ssize_t n = ::send(stdinFd_, line.data() + off, line.size() - off, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0) {
            off += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (Clock::now() >= due) {
                w = Wait::Deadline;
                break;
            }
            bool writable = false;
            if (pollOnce(due, true, writable) == Wait::Interrupted) {
                w = Wait::Interrupted;
                break;
            }
            if (exited_ || stdoutEof_) {
                w = Wait::Exited;
                break;
            }
            continue;
        }
        w = Wait::Exited; // EPIPE, ECONNRESET: the worker is gone
        break;
    }

    std::string replyLine;
    if (off == line.size())
        w = waitLine(due, replyLine);

    switch (w) {
    case Wait::Line:
        try {
            r.reply = decodeReply(replyLine, index_, id);
            r.kind = JobOutcome::Reply;
            r.fatal = r.reply.value("fatal", false);
            r.reason = replyErrorMessage(r.reply);
            if (r.fatal) {
                poisoned_ = true;
                lastError_ = name + " reported a fatal error: " + r.reason;
            }
            return finish(r);
        } catch (const ProtocolError& e) {
            killAndReap();
            return finish(fail(r, JobOutcome::ProtocolError, e.what(), false));
        }
    case Wait::TooLong:
        killAndReap();
        return finish(fail(r, JobOutcome::ProtocolError,
                           name + ": reply longer than " + std::to_string(options_.maxLineBytes) + " bytes", false));
    case Wait::Deadline:
        killAndReap();
        return finish(fail(r, JobOutcome::Timeout,
                           name + " missed its deadline of " + std::to_string(deadline.count()) + " ms (op '" +
                               excerpt(op, 60) + "'); killed",
                           true));
    case Wait::Interrupted:
        killAndReap();
        return finish(fail(r, JobOutcome::Cancelled, name + ": job cancelled (op '" + excerpt(op, 60) + "'); killed", false));
    case Wait::Eof:
    case Wait::Exited:
    case Wait::Error:
        break;
    }

    // The worker closed stdout or exited before replying: wait briefly for its status.
    const std::size_t partial = stdoutBuf_.size();
    waitExit(options_.exitGrace);
    const bool byItself = exited_;
    killAndReap();
    std::string reason = name + " " + (byItself ? describeExit() : "closed its stdout and did not exit; killed") +
                         " before replying to op '" + excerpt(op, 60) + "'";
    if (partial > 0)
        reason += " (after " + std::to_string(partial) + " bytes of a reply)";
    return finish(fail(r, JobOutcome::Crash, reason, true));
}

JobResult WorkerProcess::fail(JobResult r, JobOutcome kind, std::string reason, bool includeStderr) {
    r.kind = kind;
    r.reason = includeStderr ? withStderr(std::move(reason)) : std::move(reason);
    r.stderrTail = stderrTail_;
    lastError_ = r.reason;
    return r;
}

WorkerProcess::Wait WorkerProcess::waitLine(Clock::time_point deadline, std::string& line) {
    for (;;) {
        auto nl = stdoutBuf_.find('\n');
        if (nl != std::string::npos) {
            line.assign(stdoutBuf_, 0, nl);
            stdoutBuf_.erase(0, nl + 1);
            return Wait::Line;
        }
        if (stdoutBuf_.size() > options_.maxLineBytes)
            return Wait::TooLong;
        if (stdoutEof_)
            return Wait::Eof;
        if (exited_) {
            // What it wrote before exiting is still in the pipe.
            bool eof = false;
            readStdout(eof);
            if (stdoutBuf_.find('\n') != std::string::npos)
                continue;
            return Wait::Exited;
        }
        if (Clock::now() >= deadline)
            return Wait::Deadline;
        bool writable = false;
        if (pollOnce(deadline, false, writable) == Wait::Interrupted)
            return Wait::Interrupted;
    }
}

WorkerProcess::Wait WorkerProcess::pollOnce(Clock::time_point deadline, bool wantWrite, bool& writable) {
    pollfd fds[5];
    int n = 0;
    int iWake = -1, iOut = -1, iErr = -1, iPid = -1, iIn = -1;
    fds[iWake = n++] = {wakeFd_, POLLIN, 0};
    if (stdoutFd_ >= 0 && !stdoutEof_)
        fds[iOut = n++] = {stdoutFd_, POLLIN, 0};
    if (stderrFd_ >= 0)
        fds[iErr = n++] = {stderrFd_, POLLIN, 0};
    if (pidFd_ >= 0 && !exited_)
        fds[iPid = n++] = {pidFd_, POLLIN, 0};
    if (wantWrite && stdinFd_ >= 0)
        fds[iIn = n++] = {stdinFd_, POLLOUT, 0};

    int timeout = msUntil(deadline);
    if (pidFd_ < 0 && !exited_)
        timeout = std::min(timeout, kExitPollMs);
    int rc = ::poll(fds, static_cast<nfds_t>(n), timeout);
    if (rc < 0)
        return errno == EINTR ? Wait::Line : Wait::Error;

    if (fds[iWake].revents & POLLIN) {
        clearInterrupt();
        return Wait::Interrupted;
    }
    if (iErr >= 0 && fds[iErr].revents)
        readStderr();
    if (iOut >= 0 && fds[iOut].revents) {
        bool eof = false;
        readStdout(eof);
        if (eof)
            stdoutEof_ = true;
    }
    if ((iPid >= 0 && fds[iPid].revents) || pidFd_ < 0)
        exitedNow();
    if (iIn >= 0 && fds[iIn].revents)
        writable = true;
    return Wait::Line;
}

void WorkerProcess::readStdout(bool& eof) {
    char buf[65536];
    while (stdoutFd_ >= 0) {
        ssize_t n = ::read(stdoutFd_, buf, sizeof buf);
        if (n > 0) {
            stdoutBuf_.append(buf, static_cast<std::size_t>(n));
            if (stdoutBuf_.size() > options_.maxLineBytes + sizeof buf)
                return; // enough to call it too long; do not buffer without bound
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
            eof = true;
        return;
    }
}

void WorkerProcess::readStderr() {
    char buf[16384];
    while (stderrFd_ >= 0) {
        ssize_t n = ::read(stderrFd_, buf, sizeof buf);
        if (n > 0) {
            stderrTail_.append(buf, static_cast<std::size_t>(n));
            if (stderrTail_.size() > options_.stderrTailBytes)
                stderrTail_.erase(0, stderrTail_.size() - options_.stderrTailBytes);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
            closeFd(stderrFd_); // EOF: stop polling it (it would report POLLHUP forever)
        return;
    }
}

bool WorkerProcess::exitedNow() {
    if (exited_ || pid_ <= 0)
        return exited_;
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

void WorkerProcess::waitExit(std::chrono::milliseconds grace) {
    const auto deadline = Clock::now() + grace;
    while (!exitedNow() && Clock::now() < deadline) {
        bool writable = false;
        if (pollOnce(deadline, false, writable) == Wait::Interrupted)
            return;
        if (stdoutBuf_.size() > options_.maxLineBytes)
            stdoutBuf_.clear(); // nobody will read it
    }
}

void WorkerProcess::killAndReap() {
    if (pid_ > 0 && !lost_) {
        ::kill(-pid_, SIGKILL); // the whole group: helpers it forked go too
        int status = 0;
        while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
        }
    }
    readStderr(); // whatever was written before the end
    closeFds();
    pid_ = 0;
    poisoned_ = false;
    hello_ = nullptr;
}

void WorkerProcess::closeFds() {
    closeFd(stdinFd_);
    closeFd(stdoutFd_);
    closeFd(stderrFd_);
    closeFd(pidFd_);
}

std::string WorkerProcess::describeExit() const {
    if (lost_)
        return "exited (status collected elsewhere)";
    switch (exitCode_) {
    case CLD_EXITED: return "exited with status " + std::to_string(exitStatus_);
    case CLD_KILLED: return "exited on signal " + signalName(exitStatus_);
    case CLD_DUMPED: return "exited on signal " + signalName(exitStatus_) + " (core dumped)";
    default: return "exited";
    }
}

std::string WorkerProcess::withStderr(std::string reason) const {
    std::string_view tail = stderrTail_;
    while (!tail.empty() && std::isspace(static_cast<unsigned char>(tail.back())))
        tail.remove_suffix(1);
    constexpr std::size_t kMax = 1000;
    if (tail.empty())
        return reason;
    bool cut = tail.size() > kMax;
    if (cut) {
        tail.remove_prefix(tail.size() - kMax);
        while (!tail.empty() && (static_cast<unsigned char>(tail.front()) & 0xC0) == 0x80)
            tail.remove_prefix(1);
    }
    std::string text;
    for (char c : tail) {
        if (c == '\n')
            text += " | ";
        else if (static_cast<unsigned char>(c) < 0x20 && c != '\t')
            text += ' ';
        else
            text += c;
    }
    return reason + "; stderr: " + (cut ? "..." : "") + text;
}

} // namespace augur::gpu
