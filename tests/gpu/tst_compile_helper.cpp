// The compile helper (gpu/compile/CompileHelper.h): every compile of an outside source runs
// in augur-compile, a program started afresh, so no lock another thread of the caller
// holds can stop it. Its request and result survive the trip, a request it cannot read is
// refused with its own status, and a helper that is missing is one clear line.
#include "gpu/compile/BoundedTool.h"
#include "gpu/compile/CompileHelper.h"
#include "gpu/compile/IsolatedCompile.h"
#include "gpu/compile/Nvrtc.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <link.h>
#include <mutex>
#include <thread>
#include <vector>

using namespace augur;

namespace {

const char* const kKernel = "extern \"C\" __global__ void k(float* y) { y[threadIdx.x] = BLOCK; }";

/// Holds the dynamic loader's lock (inside dl_iterate_phdr) until released: what a thread
/// loading a plugin or unwinding an exception does for a moment.
struct LoaderLockHolder {
    std::mutex m;
    std::condition_variable cv;
    bool held = false, release = false;
    std::thread thread;
    void start() {
        thread = std::thread([this] {
            dl_iterate_phdr(
                [](dl_phdr_info*, size_t, void* self) {
                    auto* h = static_cast<LoaderLockHolder*>(self);
                    std::unique_lock lock(h->m);
                    h->held = true;
                    h->cv.notify_all();
                    h->cv.wait(lock, [h] { return h->release; });
                    return 1; // stop after the first object
                },
                this);
        });
        std::unique_lock lock(m);
        cv.wait(lock, [this] { return held; });
    }
    void stop() {
        {
            std::lock_guard lock(m);
            release = true;
        }
        cv.notify_all();
        thread.join();
    }
};

} // namespace

class TestCompileHelper : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void requestAndResultSurviveTheTrip() {
        gpu::CompileRequest in{"/usr/local/cuda/lib64/libnvrtc.so.13",
                               "/usr/local/cuda/include",
                               kKernel,
                               "k.cu",
                               "sm_90",
                               {"BLOCK=128", "A=1"},
                               3ull << 30,
                               {false, true}};
        gpu::CompileRequest out;
        const std::string bytes = gpu::encodeCompileRequest(in);
        QVERIFY(gpu::decodeCompileRequest(bytes, out));
        QCOMPARE(out.source, in.source);
        QCOMPARE(out.defines, in.defines);
        QCOMPARE(out.memoryBytes, in.memoryBytes);
        QCOMPARE(out.includeDir, in.includeDir);
        QVERIFY(!out.boundary.landlock && out.boundary.namespaces);
        // Every truncation, a trailing byte and a wrong magic word are refused.
        for (std::size_t n = 0; n < bytes.size(); n += 7) QVERIFY(!gpu::decodeCompileRequest(bytes.substr(0, n), out));
        QVERIFY(!gpu::decodeCompileRequest(bytes + "x", out));
        QVERIFY(!gpu::decodeCompileRequest("AUGCCRQ0" + bytes.substr(8), out));

        gpu::CompileResult r;
        r.ok = true;
        r.log = "ptxas info    : Used 12 registers, used 0 barriers, 368 bytes cmem[0]\n";
        r.cubin = std::string("\0\1\2", 3);
        r.compileMs = 12.5;
        gpu::CompileResult back;
        QVERIFY(gpu::decodeCompileResult(gpu::encodeCompileResult(r), back));
        QVERIFY(back.ok);
        QCOMPARE(back.cubin, r.cubin);
        QCOMPARE(back.compileMs, 12.5);
        QVERIFY(!gpu::decodeCompileResult(gpu::encodeCompileResult(r).substr(0, 20), back));
    }

    void theHelperRefusesWhatItCannotRead() {
        const std::string helper = gpu::locateCompileHelper();
        QVERIFY2(!helper.empty(), "augur-compile was not built beside the tests");
        gpu::ToolLimits limits;
        limits.deadlineS = 20;
        const gpu::ToolRun garbage = gpu::runBoundedTool(helper, {}, limits, "not a request");
        QVERIFY(garbage.started && !garbage.timedOut);
        QCOMPARE(garbage.exitStatus, 2);
        QVERIFY(garbage.out.empty());
        const gpu::ToolRun nothing = gpu::runBoundedTool(helper, {}, limits);
        QCOMPARE(nothing.exitStatus, 2);
    }

    void aMissingHelperIsOneLine() {
        gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        ::setenv("AUGUR_COMPILE_HELPER", "/nonexistent/augur-compile", 1);
        const gpu::CompileResult r = gpu::compileIsolated(n, kKernel, "k.cu", "sm_90", {"BLOCK=1"});
        ::unsetenv("AUGUR_COMPILE_HELPER");
        QVERIFY(!r.ok);
        QCOMPARE(r.log,
                 std::string("k.cu: compile failed: cannot start the compile helper "
                             "'/nonexistent/augur-compile': No such file or directory"));
    }

    /// The class of hang this guards against: a child that is only forked inherits the
    /// loader's lock held by another thread (and, in a sanitised build, the allocator's) and
    /// can wait on it forever. Compiles while one thread holds the loader's lock and others
    /// allocate without pause must all finish, well before their deadline.
    void compilesWhileOtherThreadsHoldLocks() {
        gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        LoaderLockHolder loader;
        loader.start();
        std::atomic<bool> stop{false};
        std::vector<std::thread> allocators;
        for (int t = 0; t < 3; ++t)
            allocators.emplace_back([&stop] {
                while (!stop.load()) {
                    std::vector<std::vector<char>> v;
                    for (int i = 0; i < 64; ++i) v.emplace_back(static_cast<std::size_t>(1 + i * 97));
                }
            });
        gpu::CompileLimits limits;
        limits.deadlineS = 60;
        std::vector<gpu::CompileResult> results(6);
        std::vector<std::thread> compiles;
        for (std::size_t i = 0; i < results.size(); ++i)
            compiles.emplace_back([&, i] {
                results[i] =
                    gpu::compileIsolated(n, kKernel, "k.cu", "sm_90", {"BLOCK=" + std::to_string(i + 1)}, limits);
            });
        for (std::thread& t : compiles) t.join();
        stop = true;
        for (std::thread& t : allocators) t.join();
        loader.stop();
        for (const gpu::CompileResult& r : results) {
            QVERIFY2(r.ok, r.log.c_str());
            QVERIFY(!r.cubin.empty() && !r.ptxas.kernels.empty());
            QVERIFY2(r.compileMs < 30000, std::to_string(r.compileMs).c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestCompileHelper)
#include "tst_compile_helper.moc"
