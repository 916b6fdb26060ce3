// A stand-in for the GPU worker, used by tst_worker_pool to exercise every way a worker
// can behave or misbehave. It speaks WorkerProtocol on stdin/stdout like the real one.
//
// Options:
//   --device K              reported in the hello
//   --crash-at-start        abort() before the hello (every time)
//   --flaky-start FILE:N    exit(7) before the hello while FILE's counter is below N,
//                           incrementing it (so the N+1-th start succeeds)
//   --refuse                hello with "ok": false and an error, then exit 3
//   --no-hello              never print the hello (sleeps)
//   --garbage-hello         print a non-JSON first line
// Ops: echo (result = "payload"), sleep ("ms"; result: "tag", "pid", and "started_ns" /
// "finished_ns" on the steady clock), hang (writes its pid to "started_file" when given,
// then sleeps), crash (abort), segv, exit_mid_reply,
// garbage, fatal, error, pid, spawn_child (forks a sleeping child in its group; result =
// its pid), exit_leave_child (forks a child holding stdout, then exits 4), close_stdout
// (closes stdout and sleeps), exit_after_reply,
// stderr ("bytes" of noise to stderr, then a reply), big ("bytes" long string result).
//
// Measuring mode, for sessions run through the real CudaBackend (which passes only
// --device): with $AUGUR_FAKE_MEASURE_DIR set, the hello says "ok": true and the op
// "measure" answers like the real worker, with a speedup that is a fixed function of the
// candidate's label (fakeSpeedup below; 1 for a reference-only job) and "details" naming
// the process (pid, device, label, job number). Measure jobs are numbered across every
// process of the test in DIR/measure_count (under flock). With $AUGUR_FAKE_HOLD_AT=K the
// K-th measure job is never answered: the process writes "PID LABEL" to DIR/held (by an
// atomic rename) and waits there, holding the measurement, until it is killed. With
// $AUGUR_FAKE_MEASURE_MS=N every measure job takes N ms. The hello's "host" says where the
// process runs (inside a Slurm step: its job and step ids).
#include "core/problem/MeasureResult.h"
#include "gpu/protocol/WorkerOp.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <unistd.h>

using augur::gpu::decodeRequest;
using augur::gpu::encodeError;
using augur::gpu::encodeHello;
using augur::gpu::encodeResult;
using nlohmann::json;

namespace {

void writeAll(int fd, const std::string& text) {
    std::size_t off = 0;
    while (off < text.size()) {
        ssize_t n = ::write(fd, text.data() + off, text.size() - off);
        if (n < 0) {
            if (errno == EINTR) continue;
            std::_Exit(9);
        }
        off += static_cast<std::size_t>(n);
    }
}

[[noreturn]] void sleepForever() {
    for (;;) ::pause();
}

void flakyStart(const std::string& spec) {
    auto colon = spec.rfind(':');
    std::string file = spec.substr(0, colon);
    int limit = std::atoi(spec.substr(colon + 1).c_str());
    int count = 0;
    {
        std::ifstream in(file);
        in >> count;
    }
    if (count < limit) {
        std::ofstream(file) << count + 1;
        std::fprintf(stderr, "fake_worker: flaky start %d of %d\n", count + 1, limit);
        std::exit(7);
    }
}

/// The speedup a measure job of the measuring mode reports for `label`: FNV-1a of the
/// label mapped to [0.5, 3.0] in steps of 0.001 (tst_worker_kill_session computes the same).
double fakeSpeedup(const std::string& label) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char ch : label) {
        h ^= ch;
        h *= 1099511628211ull;
    }
    return 0.5 + static_cast<double>(h % 2501) / 1000.0;
}

/// Increments DIR/measure_count under an exclusive lock and returns the new value.
long nextMeasureNumber(const std::string& dir) {
    const std::string path = dir + "/measure_count";
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT, 0644);
    if (fd < 0 || ::flock(fd, LOCK_EX) != 0) std::_Exit(11);
    char buf[32] = {};
    const ssize_t n = ::pread(fd, buf, sizeof buf - 1, 0);
    const long count = (n > 0 ? std::atol(buf) : 0) + 1;
    const std::string text = std::to_string(count) + "\n";
    if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size()))
        std::_Exit(11);
    ::close(fd); // releases the lock
    return count;
}

/// The measuring mode's answer to a "measure" request (or it holds the job; see the header).
void measure(std::int64_t id, const json& q, const std::string& dir, long holdAt, int device) {
    const json& job = q.value("job", json::object());
    const bool referenceOnly = job.value("reference_only", false);
    const json& plan = job.value(referenceOnly ? "reference" : "candidate", json::object());
    const std::string label = plan.is_object() ? plan.value("label", std::string()) : std::string();
    const long number = nextMeasureNumber(dir);
    if (number == holdAt) {
        const std::string tmp = dir + "/held.tmp";
        std::ofstream(tmp) << ::getpid() << ' ' << label << '\n';
        if (std::rename(tmp.c_str(), (dir + "/held").c_str()) != 0) std::_Exit(12);
        std::fprintf(stderr, "fake_worker: holding measure job %ld (%s)\n", number, label.c_str());
        sleepForever();
    }
    // $AUGUR_FAKE_MEASURE_MS: the time one measurement takes (throughput benchmarks).
    if (const char* ms = std::getenv("AUGUR_FAKE_MEASURE_MS"); ms && *ms)
        std::this_thread::sleep_for(std::chrono::milliseconds(std::atol(ms)));
    const double s = referenceOnly ? 1.0 : fakeSpeedup(label);
    augur::MeasuredSpeedup speedup;
    speedup.referenceMs = 1.0;
    speedup.candidateMs = 1.0 / s;
    speedup.candidateIqrMs = 0.001;
    speedup.samples = 10;
    speedup.speedup = s;
    speedup.speedupLow = s * 0.99;
    speedup.speedupHigh = s * 1.01;
    augur::MeasureResult result;
    result.outcome = speedup;
    result.details = {{"pid", static_cast<int>(::getpid())}, {"device", device}, {"label", label}, {"job", number}};
    writeAll(1, encodeResult(id, augur::toJson(result)));
}

} // namespace

int main(int argc, char** argv) {
    // No core files from the crash ops: they would be slow and litter the build tree.
    rlimit noCore{0, 0};
    ::setrlimit(RLIMIT_CORE, &noCore);

    int device = 0;
    bool noHello = false, garbageHello = false;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        if (a == "--device" && i + 1 < argc) {
            device = std::atoi(argv[++i]);
        } else if (a == "--crash-at-start") {
            std::fprintf(stderr, "fake_worker: crashing before hello as asked\n");
            std::abort();
        } else if (a == "--flaky-start" && i + 1 < argc) {
            flakyStart(argv[++i]);
        } else if (a == "--refuse") {
            writeAll(1, encodeHello({{"ok", false}, {"device", device}, {"error", "no usable device (simulated)"}}));
            return 3;
        } else if (a == "--no-hello") {
            noHello = true;
        } else if (a == "--garbage-hello") {
            garbageHello = true;
        } else {
            std::fprintf(stderr, "fake_worker: unknown option %s\n", a.c_str());
            return 2;
        }
    }
    if (noHello) sleepForever();
    if (garbageHello) {
        writeAll(1, "this is not a hello\n");
        sleepForever();
    }
    const char* measureDir = std::getenv("AUGUR_FAKE_MEASURE_DIR");
    const bool measuring = measureDir && *measureDir;
    const long holdAt = std::getenv("AUGUR_FAKE_HOLD_AT") ? std::atol(std::getenv("AUGUR_FAKE_HOLD_AT")) : 0;
    json hello{
        {"device", device}, {"pid", static_cast<int>(::getpid())}, {"name", "fake"}, {"host", augur::gpu::hostJson()}};
    if (measuring) hello["ok"] = true;
    writeAll(1, encodeHello(hello));

    std::string line;
    while (std::getline(std::cin, line)) {
        json q;
        try {
            q = decodeRequest(line);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "fake_worker: %s\n", e.what());
            return 3;
        }
        const auto id = q["id"].get<std::int64_t>();
        const std::string op = q["op"].get<std::string>();
        if (measuring && op == augur::gpu::workerOpName(augur::gpu::WorkerOp::Measure)) {
            measure(id, q, measureDir, holdAt, device);
        } else if (op == "echo") {
            writeAll(1, encodeResult(id, q.value("payload", json())));
        } else if (op == "sleep") {
            // Start and end on the steady clock (CLOCK_MONOTONIC: one clock for every process of
            // the machine), so a test can tell which jobs overlapped.
            auto monotonicNs = [] {
                return std::chrono::duration_cast<std::chrono::nanoseconds>(
                           std::chrono::steady_clock::now().time_since_epoch())
                    .count();
            };
            const auto startedNs = monotonicNs();
            // The job's work is to take this long (a stand-in for a measurement): behaviour
            // the pool's tests observe, not a wait for another event.
            std::this_thread::sleep_for(std::chrono::milliseconds(q.value("ms", 0)));
            writeAll(1,
                     encodeResult(id,
                                  {{"slept_ms", q.value("ms", 0)},
                                   {"tag", q.value("tag", json())},
                                   {"pid", static_cast<int>(::getpid())},
                                   {"started_ns", startedNs},
                                   {"finished_ns", monotonicNs()}}));
        } else if (op == "hang") {
            std::fprintf(stderr, "fake_worker: hanging\n");
            // "started_file": written (with this pid) once the job runs, so a test can act on a
            // job known to be in progress.
            if (q.contains("started_file") && q["started_file"].is_string())
                std::ofstream(q["started_file"].get<std::string>()) << ::getpid() << std::endl;
            sleepForever();
        } else if (op == "crash") {
            std::fprintf(stderr, "fake_worker: aborting as asked\n");
            std::abort();
        } else if (op == "segv") {
            std::fprintf(stderr, "fake_worker: raising SIGSEGV\n");
            std::signal(SIGSEGV, SIG_DFL); // dies of it under AddressSanitizer too (it catches SIGSEGV)
            std::raise(SIGSEGV);
        } else if (op == "exit_mid_reply") {
            writeAll(1, "{\"id\": " + std::to_string(id) + ", \"res");
            std::_Exit(3);
        } else if (op == "garbage") {
            writeAll(1, "Segmentation fault (not really)\n");
        } else if (op == "fatal") {
            writeAll(1, encodeError(id, "an illegal memory access was encountered (simulated)", true));
        } else if (op == "error") {
            writeAll(1, encodeError(id, "compile error (simulated)"));
        } else if (op == "pid") {
            writeAll(1, encodeResult(id, static_cast<int>(::getpid())));
        } else if (op == "spawn_child") {
            pid_t child = ::fork();
            if (child == 0) sleepForever();
            writeAll(1, encodeResult(id, static_cast<int>(child)));
        } else if (op == "exit_leave_child") {
            if (::fork() == 0) sleepForever(); // keeps stdout open: the parent must notice the exit anyway
            std::_Exit(4);
        } else if (op == "close_stdout") {
            ::close(1);
            sleepForever();
        } else if (op == "exit_after_reply") {
            writeAll(1, encodeResult(id, "bye"));
            std::_Exit(0);
        } else if (op == "stderr") {
            std::string noise;
            for (int i = 0, n = q.value("bytes", 0); i < n; ++i) noise += static_cast<char>('a' + i % 26);
            writeAll(2, noise + "\nfake_worker: END OF NOISE\n");
            writeAll(1, encodeResult(id, "noisy"));
        } else if (op == "big") {
            writeAll(1, encodeResult(id, std::string(static_cast<std::size_t>(q.value("bytes", 0)), 'x')));
        } else {
            writeAll(1, encodeError(id, "unknown op '" + op + "'"));
        }
    }
    return 0; // stdin closed: the parent asked us to stop
}
