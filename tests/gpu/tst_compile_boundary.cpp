// The file-system boundary of a compile (gpu/compile/CompileBoundary.h) and of the worker
// (gpu/compile/WorkerBoundary.h): whatever a source looks like, and whether or not the
// include scanner sees through it, a compile cannot read host files or the environment.
// NVRTC needs no GPU, so all of this runs wherever the toolkit is.
#include "gpu/compile/CompileBoundary.h"
#include "gpu/compile/CompileLog.h"
#include "gpu/compile/IsolatedCompile.h"
#include "gpu/compile/Landlock.h"
#include "gpu/compile/Nvrtc.h"
#include "gpu/compile/WorkerBoundary.h"
#include "gpu/driver/DynamicLibrary.h"

#include <nvrtc.h>

#include <QTest>

#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

using namespace augur;

namespace {

constexpr const char* kSecretName = "AUGUR_TEST_SECRET";
constexpr const char* kSecretValue = "s3cr3t-b0undary-7f1e";
const std::string kKernel = "\nextern \"C\" __global__ void k(float* x) { x[0] = 1; }\n";

/// Runs `body` in a forked child and returns what it wrote (its text, at most 1 MiB); the
/// child gets the write end of the pipe as `fd` and ends with _exit, whatever happens.
std::string inChild(const std::function<std::string(int fd)>& body) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return "pipe failed";
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::close(fds[0]);
        const std::string text = body(fds[1]);
        const ssize_t w = ::write(fds[1], text.data(), text.size());
        ::_exit(w == static_cast<ssize_t>(text.size()) ? 0 : 1);
    }
    ::close(fds[1]);
    std::string out;
    char buf[4096];
    for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0 && out.size() < (1u << 20);)
        out.append(buf, static_cast<std::size_t>(n));
    ::close(fds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) out += " [child ended abnormally]";
    return out;
}

bool opens(const std::string& path, int flags = O_RDONLY) {
    const int fd = ::open(path.c_str(), flags | O_CLOEXEC);
    if (fd < 0) return false;
    ::close(fd);
    return true;
}

/// NVRTC's C API straight from the library the Nvrtc object loaded: a compile with no
/// include scanner in front, to show the boundary holds on its own.
struct RawNvrtc {
    gpu::DynamicLibrary library;
    decltype(&::nvrtcCreateProgram) create = nullptr;
    decltype(&::nvrtcCompileProgram) compile = nullptr;
    decltype(&::nvrtcGetProgramLogSize) logSize = nullptr;
    decltype(&::nvrtcGetProgramLog) log = nullptr;
    std::string missing;

    explicit RawNvrtc(const gpu::Nvrtc& n) : library(std::vector<std::string>{n.libraryFiles().at(0)}) {
        library.resolve(create, "nvrtcCreateProgram", missing);
        library.resolve(compile, "nvrtcCompileProgram", missing);
        library.resolve(logSize, "nvrtcGetProgramLogSize", missing);
        library.resolve(log, "nvrtcGetProgramLog", missing);
    }
    /// "ok" or "failed", a newline, then the log.
    std::string run(const gpu::Nvrtc& n, const std::string& source) const {
        nvrtcProgram p = nullptr;
        if (create(&p, source.c_str(), "raw.cu", 0, nullptr, nullptr) != NVRTC_SUCCESS) return "create failed";
        std::vector<std::string> opts{"--gpu-architecture=sm_90", "-std=c++17", "-default-device", "--no-cache"};
        for (const std::string& d : n.includeDirs()) opts.push_back("-I" + d);
        std::vector<const char*> argv;
        for (const auto& o : opts) argv.push_back(o.c_str());
        const nvrtcResult rc = compile(p, static_cast<int>(argv.size()), argv.data());
        std::size_t size = 0;
        logSize(p, &size);
        std::string text(size, '\0');
        if (size > 0) log(p, text.data());
        return std::string(rc == NVRTC_SUCCESS ? "ok" : "failed") + "\n" + text;
    }
};

std::vector<std::string> readableFor(const gpu::Nvrtc& n) {
    std::vector<std::string> readable = n.includeDirs();
    for (const std::string& f : n.libraryFiles()) readable.push_back(f);
    return readable;
}

bool leaks(const std::string& text) {
    return text.find("root:") != std::string::npos || text.find(kSecretValue) != std::string::npos ||
        text.find("PATH=") != std::string::npos;
}

} // namespace

class TestCompileBoundary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { ::setenv(kSecretName, kSecretValue, 1); }

    void sealedChildOpensOnlyTheToolkit_data() {
        QTest::addColumn<bool>("landlock");
        QTest::newRow("landlock") << true;
        QTest::newRow("user+mount namespace") << false;
    }
    /// The sandbox entry itself, in a forked child: /etc/passwd, /proc/self/environ, a file
    /// beside the test and the parent's environment cannot be opened; a toolkit header can;
    /// the environment is empty.
    void sealedChildOpensOnlyTheToolkit() {
        QFETCH(bool, landlock);
        gpu::Nvrtc n;
        if (!n.ok() || n.includeDir().empty()) QSKIP("NVRTC or the toolkit's headers are not here");
        if (landlock && gpu::LandlockRuleset::abiVersion() == 0) QSKIP("this kernel has no Landlock");
        const std::string beside = std::string(AUGUR_BINARY_DIR) + "/CMakeCache.txt";
        QVERIFY(opens(beside));
        const std::string parentEnviron = "/proc/" + std::to_string(::getpid()) + "/environ";
        const std::string report = inChild([&](int fd) {
            gpu::BoundaryChoice choice;
            choice.landlock = landlock;
            const gpu::BoundaryState s = gpu::sealCompileChild(readableFor(n), fd, choice);
            int env = 0;
            for (char** e = environ; e && *e; ++e) ++env;
            return s.describe() + "|passwd=" + std::to_string(opens("/etc/passwd")) +
                "|environ=" + std::to_string(opens("/proc/self/environ")) +
                "|parent=" + std::to_string(opens(parentEnviron)) + "|beside=" + std::to_string(opens(beside)) +
                "|header=" + std::to_string(opens(n.includeDir() + "/cuda_fp16.h")) +
                "|cccl=" + std::to_string(opens(n.includeDir() + "/cccl/cuda/std/cstdint")) +
                "|env=" + std::to_string(env) + "|secret=" + std::to_string(std::getenv(kSecretName) != nullptr);
        });
        qInfo("%s", report.c_str());
        if (report.rfind("none", 0) == 0) QSKIP(("no boundary here: " + report).c_str());
        QVERIFY2(report.rfind(landlock ? "landlock" : "user+mount namespace", 0) == 0, report.c_str());
        for (const char* denied : {"|passwd=0", "|environ=0", "|parent=0", "|beside=0", "|env=0", "|secret=0"})
            QVERIFY2(report.find(denied) != std::string::npos, (std::string(denied) + " in " + report).c_str());
        QVERIFY2(report.find("|header=1") != std::string::npos, report.c_str());
    }

    void boundaryHoldsWithoutTheScanner_data() { sealedChildOpensOnlyTheToolkit_data(); }
    /// NVRTC called directly in a sealed child, no scanner in front: a plain #include of a
    /// host file is a compile error naming the file, never its text; the toolkit's headers
    /// (and what they include) still compile.
    void boundaryHoldsWithoutTheScanner() {
        QFETCH(bool, landlock);
        gpu::Nvrtc n;
        if (!n.ok() || n.includeDir().empty()) QSKIP("NVRTC or the toolkit's headers are not here");
        if (landlock && gpu::LandlockRuleset::abiVersion() == 0) QSKIP("this kernel has no Landlock");
        RawNvrtc raw(n);
        QVERIFY2(raw.missing.empty(), raw.missing.c_str());
        for (const char* include :
             {"#include </etc/passwd>", "#include </proc/self/environ>", "#include \"../../../../../../etc/passwd\"",
              "#if __has_include(</etc/passwd>)\n#include </etc/passwd>\n#endif"}) {
            const std::string log = inChild([&](int fd) {
                gpu::BoundaryChoice choice;
                choice.landlock = landlock;
                const gpu::BoundaryState s = gpu::sealCompileChild(readableFor(n), fd, choice);
                if (!s.active()) return "none: " + s.describe();
                return raw.run(n, std::string(include) + kKernel);
            });
            if (log.rfind("none: ", 0) == 0) QSKIP(log.c_str());
            QVERIFY2(log.rfind("failed", 0) == 0 || log.rfind("ok", 0) == 0, log.c_str());
            QVERIFY2(!leaks(log), log.c_str());
            qInfo("%s -> %s", include, log.substr(0, log.find('\n', log.find('\n') + 1)).c_str());
        }
        const std::string ok = inChild([&](int fd) {
            gpu::BoundaryChoice choice;
            choice.landlock = landlock;
            gpu::sealCompileChild(readableFor(n), fd, choice);
            return raw.run(n,
                           "#include <cuda_fp16.h>\n#include <cooperative_groups.h>\n#include <mma.h>\n"
                           "#include <cuda/std/array>" +
                               kKernel);
        });
        QVERIFY2(ok.rfind("ok", 0) == 0, ok.c_str());
    }

    void lexicalTricksCannotReadHostFiles_data() {
        QTest::addColumn<QByteArray>("source");
        const QByteArray k = QByteArray::fromStdString(kKernel);
        QTest::newRow("plain") << "#include </etc/passwd>" + k;
        QTest::newRow("line splice in the directive") << "#inc\\\nlude </etc/passwd>" + k;
        QTest::newRow("trigraph") << "?\?=include </etc/passwd>" + k;
        QTest::newRow("digraph %:") << "%:include </etc/passwd>" + k;
        QTest::newRow("comment between # and include") << "# /* a\n */ include </etc/passwd>" + k;
        QTest::newRow("macro header name") << "#define H </etc/passwd>\n#include H" + k;
        QTest::newRow("_Pragma") << "#define P(x) _Pragma(#x)\nP(include </etc/passwd>)" + k;
        QTest::newRow("#embed") << "const char c[] = {\n#embed </etc/passwd>\n};" + k;
        // A raw string the scanner reads as an ordinary one: it then sees "/*" open a
        // comment that hides the next line, where the compiler sees an #include.
        QTest::newRow("raw string hides /etc/passwd")
            << "const char* s = R\"(\" /* )\";\n#include </etc/passwd>\n// */" + k;
        QTest::newRow("raw string hides /proc/self/environ")
            << "const char* s = R\"(\" /* )\";\n#include </proc/self/environ>\n// */" + k;
        QTest::newRow("raw string hides a quoted relative path")
            << "const char* s = R\"(\" /* )\";\n#include \"../../../../../../../etc/passwd\"\n// */" + k;
        QTest::newRow("raw string hides __has_include")
            << "const char* s = R\"(\" /* )\";\n#if __has_include(</etc/passwd>)\n#error the file exists\n#endif\n// */" +
                k;
        // A toolkit header that includes a macro the candidate may define first.
        QTest::newRow("toolkit header redirected by a #define")
            << "#define THRUST_MR_STD_MR_HEADER </etc/passwd>\n#include <thrust/mr/memory_resource.h>" + k;
    }
    /// Through compileIsolated, scanner and boundary together: every trick fails or does
    /// nothing, and no log carries a host file's text or the parent's environment.
    void lexicalTricksCannotReadHostFiles() {
        QFETCH(QByteArray, source);
        gpu::Nvrtc n;
        if (!n.ok() || n.includeDir().empty()) QSKIP("NVRTC or the toolkit's headers are not here");
        const gpu::CompileResult r = gpu::compileIsolated(n, source.toStdString(), "trick.cu", "sm_90", {});
        const bool refused = r.log.find("refused") != std::string::npos;
        const bool unopened = r.log.find("cannot open source file") != std::string::npos;
        qInfo("%s: %s; boundary: %s; log: %s", QTest::currentDataTag(),
              refused        ? "refused by the scanner"
                  : unopened ? "the compiler could not open the file"
                  : r.ok     ? "compiled (no include happened)"
                             : "compile failed",
              r.boundary.empty() ? "(no child)" : r.boundary.c_str(), r.log.substr(0, r.log.find('\n')).c_str());
        QVERIFY2(!leaks(r.log), r.log.c_str());
        QVERIFY2(!leaks(r.ptx), "the PTX carries a host file's text");
        QVERIFY2(r.log.find("exists") == std::string::npos || r.log.find("#error") == std::string::npos, r.log.c_str());
        if (!refused && gpu::LandlockRuleset::abiVersion() > 0)
            QCOMPARE(r.boundary.substr(0, 8), std::string("landlock"));
    }

    /// The same source through the fallback and with no boundary: the namespace holds too,
    /// and a compile without a boundary says so in its first line.
    void fallbackAndAbsenceAreReported() {
        gpu::Nvrtc n;
        if (!n.ok() || n.includeDir().empty()) QSKIP("NVRTC or the toolkit's headers are not here");
        const std::string hidden = "const char* s = R\"(\" /* )\";\n#include </etc/passwd>\n// */" + kKernel;
        gpu::CompileLimits limits;
        limits.boundary.landlock = false;
        const gpu::CompileResult jail = gpu::compileIsolated(n, hidden, "trick.cu", "sm_90", {}, limits);
        qInfo("fallback: %s", jail.boundary.c_str());
        QVERIFY2(!leaks(jail.log), jail.log.c_str());
        if (jail.boundary.rfind("user+mount namespace", 0) == 0)
            QVERIFY2(!jail.ok && jail.log.find("cannot open source file") != std::string::npos, jail.log.c_str());
        limits.boundary.namespaces = false;
        const gpu::CompileResult bare = gpu::compileIsolated(n, kKernel, "bare.cu", "sm_90", {}, limits);
        QVERIFY2(bare.ok, bare.log.c_str());
        QVERIFY2(bare.boundary.rfind("none", 0) == 0, bare.boundary.c_str());
        QVERIFY2(bare.log.rfind("bare.cu: warning: compiled without a file-system boundary: none", 0) == 0,
                 bare.log.c_str());
        // With a boundary the log has no such line, and the compile is as before.
        const gpu::CompileResult sealed = gpu::compileIsolated(n, kKernel, "ok.cu", "sm_90", {});
        QVERIFY2(sealed.ok && !sealed.ptxas.kernels.empty(), sealed.log.c_str());
        QVERIFY2(sealed.log.find("without a file-system boundary") == std::string::npos, sealed.log.c_str());
    }

    /// The worker's wider boundary, in a forked child: what the CUDA driver and NVRTC need
    /// stays open, the host's files and other processes' /proc entries do not.
    void workerBoundaryKeepsWhatCudaNeeds() {
        gpu::Nvrtc n;
        if (!n.ok() || n.includeDir().empty()) QSKIP("NVRTC or the toolkit's headers are not here");
        if (gpu::LandlockRuleset::abiVersion() == 0) QSKIP("this kernel has no Landlock");
        const std::string beside = std::string(AUGUR_BINARY_DIR) + "/CMakeCache.txt";
        const std::string parent = "/proc/" + std::to_string(::getpid());
        RawNvrtc raw(n);
        const std::string report = inChild([&](int) {
            const gpu::BoundaryState s = gpu::enterWorkerBoundary(readableFor(n));
            std::string r = s.describe();
            auto check = [&](const char* what, const std::string& path, int flags = O_RDONLY) {
                r += std::string("|") + what + "=" + std::to_string(opens(path, flags));
            };
            check("passwd", "/etc/passwd");
            check("beside", beside);
            check("parentEnviron", parent + "/environ");
            check("parentCmdline", parent + "/cmdline");
            check("header", n.includeDir() + "/cuda.h");
            check("nvrtc", n.libraryFiles().at(0));
            check("devnull", "/dev/null", O_RDWR);
            check("selfStatus", "/proc/self/status");
            check("selfMaps", "/proc/self/maps");
            check("selfEnviron", "/proc/self/environ");
            check("threadEnviron", "/proc/thread-self/environ");
            check("threadStat", "/proc/thread-self/stat");
            check("selfRoot", "/proc/self/root/etc/passwd");
            check("selfCwd", "/proc/self/cwd/CMakeCache.txt");
            check("cpuinfo", "/proc/cpuinfo");
            check("sys", "/sys/devices/system/cpu/possible");
            check("ldcache", "/etc/ld.so.cache");
            // NVRTC in the same process: the toolkit compiles, a host file does not open.
            const gpu::CompileResult c =
                n.compile("#include <cuda_fp16.h>\n#include <cuda/std/array>" + kKernel, "w.cu", "sm_90", {});
            r += "|compile=" + std::to_string(c.ok);
            const std::string hostile = raw.run(n, "#include </etc/passwd>" + kKernel);
            r += "|hostile=" + std::to_string(hostile.rfind("failed", 0) == 0 && !leaks(hostile));
            return r;
        });
        qInfo("%s", report.c_str());
        QVERIFY2(report.rfind("landlock", 0) == 0, report.c_str());
        for (const char* want :
             {"|passwd=0", "|beside=0", "|parentEnviron=0", "|parentCmdline=0", "|header=1", "|nvrtc=1", "|devnull=1",
              "|selfStatus=1", "|selfMaps=1", "|cpuinfo=1", "|sys=1", "|ldcache=1", "|compile=1", "|hostile=1"})
            QVERIFY2(report.find(want) != std::string::npos, (std::string(want) + " in " + report).c_str());
    }

    void workerBoundarySwitch() {
        std::string why;
        ::setenv("AUGUR_WORKER_SANDBOX", "off", 1);
        QVERIFY(!gpu::workerBoundaryWanted(why));
        QCOMPARE(why, std::string("AUGUR_WORKER_SANDBOX=off"));
        ::setenv("AUGUR_WORKER_SANDBOX", "on", 1);
        QVERIFY(gpu::workerBoundaryWanted(why));
        ::unsetenv("AUGUR_WORKER_SANDBOX");
        QVERIFY(gpu::workerBoundaryWanted(why));
    }

    /// The compile log keeps the candidate's own diagnostics and drops those of other files
    /// (with the text they quote), saying how many lines went.
    void logKeepsTheCandidatesLines() {
        const std::string log = "/etc/passwd(1): error: this declaration has no storage class or type specifier\n"
                                "  root:x:0:0:root:/root:/bin/bash\n"
                                "  ^\n"
                                "\n"
                                "cand.cu(3): error: identifier \"y\" is undefined\n"
                                "  x[0] = y;\n"
                                "         ^\n"
                                "\n"
                                "/usr/local/cuda/include/cuda/std/array(550): error: static assertion failed\n"
                                "    static_assert(_Ip < _Size, \"Index out of bounds\");\n"
                                "    ^\n"
                                "          detected during instantiation of \"get<5>\" at line 7 of cand.cu\n"
                                "\n"
                                "3 errors detected in the compilation of \"cand.cu\".\n"
                                "ptxas info    : Used 8 registers\n";
        const std::string kept = gpu::candidateLog(log, "cand.cu");
        QVERIFY2(kept.find("root:") == std::string::npos && kept.find("static_assert") == std::string::npos,
                 kept.c_str());
        QVERIFY2(kept.find("cand.cu(3): error: identifier \"y\" is undefined\n  x[0] = y;\n") != std::string::npos,
                 kept.c_str());
        QVERIFY2(kept.find("cand.cu(7): error: in a header this line instantiates") != std::string::npos, kept.c_str());
        QVERIFY2(kept.find("3 errors detected") != std::string::npos, kept.c_str());
        QVERIFY2(kept.find("ptxas info    : Used 8 registers") != std::string::npos, kept.c_str());
        QVERIFY2(kept.find("(7 lines about other files than cand.cu left out)") != std::string::npos, kept.c_str());
        const std::string own =
            "cand.cu(1): warning #177-D: variable \"u\" was declared but never referenced\n  int u;\n";
        QCOMPARE(gpu::candidateLog(own, "cand.cu"), own);

        // A real one: a candidate breaks a toolkit header with a #define.
        gpu::Nvrtc n;
        if (!n.ok() || n.includeDir().empty()) QSKIP("NVRTC or the toolkit's headers are not here");
        const gpu::CompileResult r =
            n.compile("#define __half_raw int\n#include <cuda_fp16.h>" + kKernel, "cand.cu", "sm_90", {});
        QVERIFY(!r.ok);
        QVERIFY2(r.log.find("cuda_fp16.h(") == std::string::npos &&
                     r.log.find("about other files") != std::string::npos,
                 r.log.c_str());
    }
};

QTEST_APPLESS_MAIN(TestCompileBoundary)
#include "tst_compile_boundary.moc"
