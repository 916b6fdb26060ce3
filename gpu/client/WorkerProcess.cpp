#include "gpu/client/WorkerProcess.h"

#include <algorithm>

namespace augur::gpu {

namespace {
using Clock = std::chrono::steady_clock;
// Longer deadlines are cut to this, so that now + deadline cannot overflow.
constexpr std::chrono::milliseconds kMaxDeadline = std::chrono::hours(24 * 365);
} // namespace

std::vector<std::string> WorkerProcess::workerEnvironment(char** parent) {
    return ChildProcess::workerEnvironment(parent);
}

WorkerProcess::WorkerProcess(int index, std::string executable, std::vector<std::string> args,
                             WorkerProcessOptions options)
    : index_(index), executable_(std::move(executable)), args_(std::move(args)), options_(options),
      channel_(process_, options_.maxLineBytes, options_.stderrTailBytes) {}

WorkerProcess::~WorkerProcess() { stop(); }

void WorkerProcess::interrupt() noexcept { channel_.interrupt(); }

void WorkerProcess::clearInterrupt() noexcept { channel_.clearInterrupt(); }

bool WorkerProcess::spawn() {
    lastError_.clear();
    channel_.reset();
    hello_ = nullptr;
    poisoned_ = refused_ = false;
    ++spawnCount_;
    std::string error;
    if (process_.spawn(executable_, args_, error)) return true;
    lastError_ = "worker " + std::to_string(index_) + ": " + error;
    return false;
}

bool WorkerProcess::start() {
    if (running()) return true;
    if (!spawn()) return false;
    const std::string name = "worker " + std::to_string(index_);
    std::string line;
    switch (channel_.waitLine(Clock::now() + std::min(options_.startDeadline, kMaxDeadline), line)) {
    case WorkerChannel::Wait::Line:
        try {
            nlohmann::json hello = decodeHello(line, index_);
            auto ok = hello.find("ok");
            if (ok == hello.end() || !ok->is_boolean() || ok->get<bool>()) {
                hello_ = std::move(hello);
                return true;
            }
            // It cannot serve: let it exit on its own (releasing what it holds), then reap.
            channel_.waitExit(options_.exitGrace);
            killAndReap();
            refused_ = true;
            hello_ = hello;
            lastError_ = channel_.withStderr(name + " cannot serve: " + replyErrorMessage(hello));
        } catch (const ProtocolError& e) {
            killAndReap();
            lastError_ = channel_.withStderr(e.what());
        }
        break;
    case WorkerChannel::Wait::Deadline:
        killAndReap();
        lastError_ = channel_.withStderr(name + " did not say hello within " +
                                         std::to_string(options_.startDeadline.count()) + " ms; killed");
        break;
    case WorkerChannel::Wait::Interrupted:
        killAndReap();
        lastError_ = name + ": start cancelled; killed";
        break;
    case WorkerChannel::Wait::TooLong:
        killAndReap();
        lastError_ =
            channel_.withStderr(name + ": hello line longer than " + std::to_string(options_.maxLineBytes) + " bytes");
        break;
    case WorkerChannel::Wait::Eof:
    case WorkerChannel::Wait::Exited:
    case WorkerChannel::Wait::Error: {
        channel_.waitExit(options_.exitGrace);
        bool byItself = process_.exited();
        killAndReap();
        lastError_ = channel_.withStderr(
            name + " " + (byItself ? process_.describeExit() : "closed its stdout; killed") + " before its hello");
        break;
    }
    }
    return false;
}

bool WorkerProcess::probe() {
    if (!running()) return false;
    if (!process_.exitedNow()) return true;
    killAndReap(); // reaps it and drains its stderr
    lastError_ =
        channel_.withStderr("worker " + std::to_string(index_) + " " + process_.describeExit() + " while idle");
    return false;
}

bool WorkerProcess::restart() {
    stop();
    return start();
}

void WorkerProcess::stop() {
    if (!running()) return;
    process_.closeStdin(); // end of requests: a well-behaved worker exits now
    channel_.waitExit(options_.exitGrace);
    killAndReap();
}

JobResult WorkerProcess::run(const nlohmann::json& request, std::chrono::milliseconds deadline) {
    const std::string name = "worker " + std::to_string(index_);
    JobResult r;
    r.worker = index_;
    r.pid = process_.pid();
    if (!request.is_object() || !request.contains("op") || !request["op"].is_string()) {
        r.kind = JobOutcome::BadRequest;
        r.reason = "request has no string \"op\": " +
            excerpt(request.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
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

    WorkerChannel::Wait w = channel_.send(line, due);
    std::string replyLine;
    if (w == WorkerChannel::Wait::Line) w = channel_.waitLine(due, replyLine);

    switch (w) {
    case WorkerChannel::Wait::Line:
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
    case WorkerChannel::Wait::TooLong:
        killAndReap();
        return finish(fail(r, JobOutcome::ProtocolError,
                           name + ": reply longer than " + std::to_string(options_.maxLineBytes) + " bytes", false));
    case WorkerChannel::Wait::Deadline:
        killAndReap();
        return finish(fail(r, JobOutcome::Timeout,
                           name + " missed its deadline of " + std::to_string(deadline.count()) + " ms (op '" +
                               excerpt(op, 60) + "'); killed",
                           true));
    case WorkerChannel::Wait::Interrupted:
        killAndReap();
        return finish(
            fail(r, JobOutcome::Cancelled, name + ": job cancelled (op '" + excerpt(op, 60) + "'); killed", false));
    case WorkerChannel::Wait::Eof:
    case WorkerChannel::Wait::Exited:
    case WorkerChannel::Wait::Error: break;
    }

    // The worker closed stdout or exited before replying: wait briefly for its status.
    const std::size_t partial = channel_.pendingBytes();
    channel_.waitExit(options_.exitGrace);
    const bool byItself = process_.exited();
    killAndReap();
    std::string reason = name + " " +
        (byItself ? process_.describeExit() : "closed its stdout and did not exit; killed") +
        " before replying to op '" + excerpt(op, 60) + "'";
    if (partial > 0) reason += " (after " + std::to_string(partial) + " bytes of a reply)";
    return finish(fail(r, JobOutcome::Crash, reason, true));
}

JobResult WorkerProcess::fail(JobResult r, JobOutcome kind, std::string reason, bool includeStderr) {
    r.kind = kind;
    r.reason = includeStderr ? channel_.withStderr(std::move(reason)) : std::move(reason);
    r.stderrTail = channel_.stderrTail();
    lastError_ = r.reason;
    return r;
}

void WorkerProcess::killAndReap() {
    process_.kill();
    channel_.drainStderr(); // whatever was written before the end
    process_.closeFds();
    poisoned_ = false;
    hello_ = nullptr;
}

} // namespace augur::gpu
