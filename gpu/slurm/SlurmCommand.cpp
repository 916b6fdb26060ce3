#include "gpu/slurm/SlurmCommand.h"

#include "gpu/client/ChildProcess.h"

#include <cerrno>

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace augur::gpu {

namespace {
constexpr std::size_t kMaxOut = 1u << 20;
constexpr std::size_t kMaxErr = 64u << 10;

/// Reads what is there; false at EOF or on an error other than "try again".
bool drain(int fd, std::string& into, std::size_t cap) {
    char buf[8192];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n > 0) {
            const std::size_t room = into.size() < cap ? cap - into.size() : 0;
            into.append(buf, std::min(room, static_cast<std::size_t>(n)));
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return true;
        if (n < 0 && errno == EINTR) continue;
        return false;
    }
}
} // namespace

std::string CommandResult::firstErrorLine() const {
    auto first = [](const std::string& text) {
        const auto start = text.find_first_not_of(" \n\t");
        if (start == std::string::npos) return std::string();
        return text.substr(start, text.find('\n', start) - start);
    };
    if (std::string e = first(err); !e.empty()) return e;
    if (!error.empty()) return error;
    return "exit status " + std::to_string(exitCode);
}

CommandResult SlurmCommand::run(const std::vector<std::string>& argv, std::chrono::milliseconds timeout) {
    CommandResult r;
    if (argv.empty()) {
        r.error = "no command";
        return r;
    }
    ChildProcess child;
    std::vector<std::string> args(argv.begin() + 1, argv.end());
    if (!child.spawn(argv[0], args, r.error)) return r;
    r.started = true;
    child.closeStdin();
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    bool outOpen = true, errOpen = true;
    while (outOpen || errOpen) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            r.timedOut = true;
            break;
        }
        pollfd fds[2] = {{outOpen ? child.stdoutFd() : -1, POLLIN, 0}, {errOpen ? child.stderrFd() : -1, POLLIN, 0}};
        const int n = ::poll(fds, 2, static_cast<int>(std::min<long long>(left.count(), 1000)));
        if (n < 0 && errno != EINTR) break;
        if (outOpen && fds[0].revents) outOpen = drain(child.stdoutFd(), r.out, kMaxOut);
        if (errOpen && fds[1].revents) errOpen = drain(child.stderrFd(), r.err, kMaxErr);
        // A helper the command forked may hold the pipes open after it exits.
        if (child.exitedNow() && n == 0) break;
    }
    if (!r.timedOut) {
        // The pipes are closed (or quiet after the exit): wait for the exit itself.
        while (!child.exitedNow()) {
            if (std::chrono::steady_clock::now() >= deadline) {
                r.timedOut = true;
                break;
            }
            ::usleep(2000);
        }
    }
    if (r.timedOut) {
        child.killAndReap();
        r.error = "no answer within " + std::to_string(timeout.count() / 1000.0).substr(0, 4) + " s; killed";
        return r;
    }
    const std::string how = child.describeExit();
    child.killAndReap(); // reaps (the group is gone already)
    if (how.rfind("exited with status ", 0) == 0) {
        r.exitCode = std::stoi(how.substr(19));
    } else {
        r.error = argv[0] + " " + how;
    }
    return r;
}

} // namespace augur::gpu
