#pragma once
// The channel part of a worker: lines to its stdin and from its stdout with deadlines, the
// tail of its stderr, and an interrupt that makes any wait give up at once.
#include "gpu/client/ChildProcess.h"

#include <chrono>
#include <cstddef>
#include <string>

namespace augur::gpu {

/// Line I/O with one ChildProcess (which must outlive the channel). Every wait polls the
/// child's stdout, stderr and exit together with an eventfd written by interrupt(), so no
/// wait outlasts its deadline, the child's death or an interrupt. Not thread-safe, except
/// interrupt() and clearInterrupt().
class WorkerChannel {
public:
    using Clock = std::chrono::steady_clock;
    /// How a wait ended.
    enum class Wait { Line, Eof, Exited, Deadline, Interrupted, TooLong, Error };

    /// `maxLineBytes`: a longer line is TooLong; `stderrTailBytes`: bytes of stderr kept.
    /// Throws std::system_error if the interrupt eventfd cannot be created.
    WorkerChannel(ChildProcess& process, std::size_t maxLineBytes, std::size_t stderrTailBytes);
    ~WorkerChannel();
    WorkerChannel(const WorkerChannel&) = delete;
    WorkerChannel& operator=(const WorkerChannel&) = delete;

    /// Forgets everything read from an earlier process.
    void reset();
    /// Writes `line` to the child's stdin (send with MSG_NOSIGNAL: a dead child gives an
    /// error, never SIGPIPE). Line when all was sent; Deadline, Interrupted or Exited else.
    Wait send(const std::string& line, Clock::time_point deadline);
    /// Waits for the next complete line from stdout (without its newline).
    Wait waitLine(Clock::time_point deadline, std::string& line);
    /// Waits up to `grace` for the child to exit (reading its output meanwhile).
    void waitExit(std::chrono::milliseconds grace);
    /// Reads what the child wrote to stderr so far (also after it died).
    void drainStderr();

    /// Makes the wait in progress, or the next one, return Interrupted. Thread-safe and
    /// async-signal-safe.
    void interrupt() noexcept;
    /// Discards an interrupt() that no wait has consumed yet.
    void clearInterrupt() noexcept;

    /// Bytes of a reply line received but not yet complete.
    std::size_t pendingBytes() const { return stdoutBuf_.size(); }
    const std::string& stderrTail() const { return stderrTail_; }
    /// `reason` followed by "; stderr: ..." with the tail on one line (at most 1,000 bytes).
    std::string withStderr(std::string reason) const;

private:
    Wait pollOnce(Clock::time_point deadline, bool wantWrite, bool& writable);
    void readStdout(bool& eof);

    ChildProcess& process_;
    std::size_t maxLineBytes_;
    std::size_t stderrTailBytes_;
    int wakeFd_ = -1; ///< eventfd written by interrupt()
    bool stdoutEof_ = false;
    std::string stdoutBuf_;
    std::string stderrTail_;
};

} // namespace augur::gpu
