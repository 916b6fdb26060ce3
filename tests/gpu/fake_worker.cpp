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
// Ops: echo (result = "payload"), sleep ("ms"), hang, crash (abort), segv, exit_mid_reply,
// garbage, fatal, error, pid, spawn_child (forks a sleeping child in its group; result =
// its pid), exit_leave_child (forks a child holding stdout, then exits 4), close_stdout
// (closes stdout and sleeps), exit_after_reply,
// stderr ("bytes" of noise to stderr, then a reply), big ("bytes" long string result).
#include "gpu/WorkerProtocol.h"

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

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
            if (errno == EINTR)
                continue;
            std::_Exit(9);
        }
        off += static_cast<std::size_t>(n);
    }
}

[[noreturn]] void sleepForever() {
    for (;;)
        ::pause();
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
    if (noHello)
        sleepForever();
    if (garbageHello) {
        writeAll(1, "this is not a hello\n");
        sleepForever();
    }
    writeAll(1, encodeHello({{"device", device}, {"pid", static_cast<int>(::getpid())}, {"name", "fake"}}));

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
        if (op == "echo") {
            writeAll(1, encodeResult(id, q.value("payload", json())));
        } else if (op == "sleep") {
            std::this_thread::sleep_for(std::chrono::milliseconds(q.value("ms", 0)));
            writeAll(1, encodeResult(id, {{"slept_ms", q.value("ms", 0)}, {"tag", q.value("tag", json())},
                                          {"pid", static_cast<int>(::getpid())}}));
        } else if (op == "hang") {
            std::fprintf(stderr, "fake_worker: hanging\n");
            sleepForever();
        } else if (op == "crash") {
            std::fprintf(stderr, "fake_worker: aborting as asked\n");
            std::abort();
        } else if (op == "segv") {
            std::fprintf(stderr, "fake_worker: raising SIGSEGV\n");
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
            if (child == 0)
                sleepForever();
            writeAll(1, encodeResult(id, static_cast<int>(child)));
        } else if (op == "exit_leave_child") {
            if (::fork() == 0)
                sleepForever(); // keeps stdout open: the parent must notice the exit anyway
            std::_Exit(4);
        } else if (op == "close_stdout") {
            ::close(1);
            sleepForever();
        } else if (op == "exit_after_reply") {
            writeAll(1, encodeResult(id, "bye"));
            std::_Exit(0);
        } else if (op == "stderr") {
            std::string noise;
            for (int i = 0, n = q.value("bytes", 0); i < n; ++i)
                noise += static_cast<char>('a' + i % 26);
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
