#include "gpu/client/WorkerChannel.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <string_view>
#include <system_error>

#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace augur::gpu {

namespace {

// Without a pidfd, exits are noticed by polling waitid at this period.
constexpr int kExitPollMs = 20;

// Milliseconds until `deadline`, rounded up, clamped to [0, INT_MAX].
int msUntil(WorkerChannel::Clock::time_point deadline) {
    auto left = deadline - WorkerChannel::Clock::now();
    if (left <= WorkerChannel::Clock::duration::zero()) return 0;
    auto ms = std::chrono::ceil<std::chrono::milliseconds>(left).count();
    return ms > INT_MAX ? INT_MAX : static_cast<int>(ms);
}

} // namespace

WorkerChannel::WorkerChannel(ChildProcess& process, std::size_t maxLineBytes, std::size_t stderrTailBytes)
    : process_(process), maxLineBytes_(maxLineBytes), stderrTailBytes_(stderrTailBytes) {
    wakeFd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (wakeFd_ < 0) throw std::system_error(errno, std::generic_category(), "eventfd");
}

WorkerChannel::~WorkerChannel() { closeFd(wakeFd_); }

void WorkerChannel::reset() {
    stdoutBuf_.clear();
    stderrTail_.clear();
    stdoutEof_ = false;
}

void WorkerChannel::interrupt() noexcept {
    std::uint64_t one = 1;
    [[maybe_unused]] auto n = ::write(wakeFd_, &one, sizeof one);
}

void WorkerChannel::clearInterrupt() noexcept {
    std::uint64_t value;
    [[maybe_unused]] auto n = ::read(wakeFd_, &value, sizeof value);
}

WorkerChannel::Wait WorkerChannel::send(const std::string& line, Clock::time_point deadline) {
    // A dead worker gives EPIPE (no SIGPIPE) or an EOF.
    Wait w = Wait::Line;
    std::size_t off = 0;
    while (off < line.size()) {
        ssize_t n = ::send(process_.stdinFd(), line.data() + off, line.size() - off, MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0) {
            off += static_cast<std::size_t>(n);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            if (Clock::now() >= deadline) {
                w = Wait::Deadline;
                break;
            }
            bool writable = false;
            if (pollOnce(deadline, true, writable) == Wait::Interrupted) {
                w = Wait::Interrupted;
                break;
            }
            if (process_.exited() || stdoutEof_) {
                w = Wait::Exited;
                break;
            }
            continue;
        }
        w = Wait::Exited; // EPIPE, ECONNRESET: the worker is gone
        break;
    }

    return w;
}

WorkerChannel::Wait WorkerChannel::waitLine(Clock::time_point deadline, std::string& line) {
    for (;;) {
        auto nl = stdoutBuf_.find('\n');
        if (nl != std::string::npos) {
            line.assign(stdoutBuf_, 0, nl);
            stdoutBuf_.erase(0, nl + 1);
            return Wait::Line;
        }
        if (stdoutBuf_.size() > maxLineBytes_) return Wait::TooLong;
        if (stdoutEof_) return Wait::Eof;
        if (process_.exited()) {
            // What it wrote before exiting is still in the pipe.
            bool eof = false;
            readStdout(eof);
            if (stdoutBuf_.find('\n') != std::string::npos) continue;
            return Wait::Exited;
        }
        if (Clock::now() >= deadline) return Wait::Deadline;
        bool writable = false;
        if (pollOnce(deadline, false, writable) == Wait::Interrupted) return Wait::Interrupted;
    }
}

WorkerChannel::Wait WorkerChannel::pollOnce(Clock::time_point deadline, bool wantWrite, bool& writable) {
    pollfd fds[5];
    int n = 0;
    int iWake = -1, iOut = -1, iErr = -1, iPid = -1, iIn = -1;
    fds[iWake = n++] = {wakeFd_, POLLIN, 0};
    if (process_.stdoutFd() >= 0 && !stdoutEof_) fds[iOut = n++] = {process_.stdoutFd(), POLLIN, 0};
    if (process_.stderrFd() >= 0) fds[iErr = n++] = {process_.stderrFd(), POLLIN, 0};
    if (process_.pidFd() >= 0 && !process_.exited()) fds[iPid = n++] = {process_.pidFd(), POLLIN, 0};
    if (wantWrite && process_.stdinFd() >= 0) fds[iIn = n++] = {process_.stdinFd(), POLLOUT, 0};

    int timeout = msUntil(deadline);
    if (process_.pidFd() < 0 && !process_.exited()) timeout = std::min(timeout, kExitPollMs);
    int rc = ::poll(fds, static_cast<nfds_t>(n), timeout);
    if (rc < 0) return errno == EINTR ? Wait::Line : Wait::Error;

    if (fds[iWake].revents & POLLIN) {
        clearInterrupt();
        return Wait::Interrupted;
    }
    if (iErr >= 0 && fds[iErr].revents) drainStderr();
    if (iOut >= 0 && fds[iOut].revents) {
        bool eof = false;
        readStdout(eof);
        if (eof) stdoutEof_ = true;
    }
    if ((iPid >= 0 && fds[iPid].revents) || process_.pidFd() < 0) process_.exitedNow();
    if (iIn >= 0 && fds[iIn].revents) writable = true;
    return Wait::Line;
}

void WorkerChannel::readStdout(bool& eof) {
    char buf[65536];
    while (process_.stdoutFd() >= 0) {
        ssize_t n = ::read(process_.stdoutFd(), buf, sizeof buf);
        if (n > 0) {
            stdoutBuf_.append(buf, static_cast<std::size_t>(n));
            if (stdoutBuf_.size() > maxLineBytes_ + sizeof buf)
                return; // enough to call it too long; do not buffer without bound
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) eof = true;
        return;
    }
}

void WorkerChannel::drainStderr() {
    char buf[16384];
    while (process_.stderrFd() >= 0) {
        ssize_t n = ::read(process_.stderrFd(), buf, sizeof buf);
        if (n > 0) {
            stderrTail_.append(buf, static_cast<std::size_t>(n));
            if (stderrTail_.size() > stderrTailBytes_) stderrTail_.erase(0, stderrTail_.size() - stderrTailBytes_);
            continue;
        }
        if (n < 0 && errno == EINTR) continue;
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK))
            process_.closeStderr(); // EOF: stop polling it (it would report POLLHUP forever)
        return;
    }
}

void WorkerChannel::waitExit(std::chrono::milliseconds grace) {
    const auto deadline = Clock::now() + grace;
    while (!process_.exitedNow() && Clock::now() < deadline) {
        bool writable = false;
        if (pollOnce(deadline, false, writable) == Wait::Interrupted) return;
        if (stdoutBuf_.size() > maxLineBytes_) stdoutBuf_.clear(); // nobody will read it
    }
}

std::string WorkerChannel::withStderr(std::string reason) const {
    std::string_view tail = stderrTail_;
    while (!tail.empty() && std::isspace(static_cast<unsigned char>(tail.back()))) tail.remove_suffix(1);
    constexpr std::size_t kMax = 1000;
    if (tail.empty()) return reason;
    bool cut = tail.size() > kMax;
    if (cut) {
        tail.remove_prefix(tail.size() - kMax);
        while (!tail.empty() && (static_cast<unsigned char>(tail.front()) & 0xC0) == 0x80) tail.remove_prefix(1);
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
