// Compile-only analysis with NVRTC (no GPU needed): every source of the problem suite
// compiles for sm_90 and the ptxas report gives each kernel's registers and spills.
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "gpu/compile/IsolatedCompile.h"
#include "gpu/compile/Nvrtc.h"
#include "gpu/compile/PtxasReport.h"

#include <QTest>

#include <filesystem>

using namespace augur;
namespace fs = std::filesystem;

class TestNvrtc : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ptxasReportParses() {
        const std::string log =
            "ptxas info    : 0 bytes gmem\n"
            "ptxas info    : Compiling entry function 'softmax_ref' for 'sm_90'\n"
            "ptxas info    : Function properties for softmax_ref\n"
            "    16 bytes stack frame, 8 bytes spill stores, 12 bytes spill loads\n"
            "ptxas info    : Used 40 registers, used 1 barriers, 1024 bytes smem, 384 bytes cmem[0]\n"
            "ptxas info    : Compiling entry function 'other' for 'sm_90'\n"
            "ptxas info    : Function properties for other\n"
            "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
            "ptxas info    : Used 12 registers, used 0 barriers, 368 bytes cmem[0]\n";
        const auto r = gpu::PtxasReport::parse(log);
        QCOMPARE(r.kernels.size(), std::size_t(2));
        const auto& k = r.kernels.at("softmax_ref");
        QCOMPARE(k.registers, 40);
        QCOMPARE(k.sharedBytes, 1024LL);
        QCOMPARE(k.stackBytes, 16LL);
        QCOMPARE(k.spillStoreBytes, 8LL);
        QCOMPARE(k.spillLoadBytes, 12LL);
        QCOMPARE(k.constantBytes, 384LL);
        QCOMPARE(r.kernels.at("other").registers, 12);
        QCOMPARE(r.kernels.at("other").sharedBytes, 0LL);
        QVERIFY(gpu::PtxasReport::parse("no report here").kernels.empty());
    }

    void missingLibraryIsUnavailable() {
        gpu::Nvrtc n("libnvrtc-does-not-exist.so");
        QVERIFY(!n.ok());
        QVERIFY2(n.error().find("NVRTC unavailable") != std::string::npos, n.error().c_str());
        QVERIFY(!n.compile("", "x.cu", "sm_90", {}).ok);
    }

    void includesOutsideTheToolkitAreRefused() {
        augur::gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        const std::string body = "\nextern \"C\" __global__ void k(float* x) { x[0] = 1; }\n";
        for (const char* inc :
             {"#include </proc/self/environ>", "#include \"/etc/shadow\"", "#include \"../../../../etc/passwd\"",
              "#include </dev/zero>", "#define H </etc/passwd>\n#include H", "#if __has_include(</etc/shadow>)\n#endif",
              "#include \"cuda_fp16.h\"", "const char* s = R\"ab(x)a\")ab\";\n#include </proc/self/environ>",
              "int xs = 1'000;\n#include </etc/passwd>\n// '", "# /* x\n*/ include </etc/shadow>"}) {
            const auto r = n.compile(std::string(inc) + body, "evil.cu", "sm_90", {});
            QVERIFY2(!r.ok, inc);
            QVERIFY2(r.log.find("refused") != std::string::npos, r.log.c_str());
            QVERIFY2(r.log.find("root:") == std::string::npos && r.log.find("PATH=") == std::string::npos,
                     r.log.c_str());
        }
        // The toolkit's own headers (and what they include) still compile.
        const auto ok = n.compile("#include <cuda_fp16.h>\n#include <cooperative_groups.h>\n#include <mma.h>" + body,
                                  "ok.cu", "sm_90", {});
        QVERIFY2(ok.ok, ok.log.c_str());
    }

    void hostileCompileIsBounded() {
        // A macro that expands exponentially: the compile is stopped by its deadline or
        // its memory cap in a child process; this process stays small and goes on.
        augur::gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        std::string bomb = "#define A0 x+x\n";
        for (int k = 1; k <= 40; ++k)
            bomb +=
                "#define A" + std::to_string(k) + " A" + std::to_string(k - 1) + " + A" + std::to_string(k - 1) + "\n";
        bomb += "extern \"C\" __global__ void k(float* y) { float x = 1; y[0] = A40; }\n";
        augur::gpu::CompileLimits limits;
        limits.deadlineS = 4;
        limits.memoryBytes = 1ull << 30;
        const auto r = augur::gpu::compileIsolated(n, bomb, "bomb.cu", "sm_90", {}, limits);
        // Stopped by one of its limits (the log says which), not by finishing.
        QVERIFY(!r.ok);
        QVERIFY2(r.log.find("compile stopped") != std::string::npos || r.log.find("memory cap") != std::string::npos,
                 r.log.c_str());
        // An ordinary compile through the same path is unchanged.
        const auto ok = augur::gpu::compileIsolated(
            n, "extern \"C\" __global__ void k(float* y) { y[threadIdx.x] = 2; }", "ok.cu", "sm_90", {});
        QVERIFY2(ok.ok && !ok.cubin.empty() && !ok.ptxas.kernels.empty(), ok.log.c_str());
    }

    void compileErrorIsReported() {
        gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        const auto r =
            n.compile("extern \"C\" __global__ void k(float* x) { x[0] = undefined_name; }", "bad.cu", "sm_90", {});
        QVERIFY(!r.ok);
        QVERIFY2(r.log.find("undefined_name") != std::string::npos, r.log.c_str());
        QVERIFY(r.cubin.empty());
    }

    void definesReachTheSource() {
        gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        const std::string src =
            "#if BLOCK != 128\n#error wrong BLOCK\n#endif\nextern \"C\" __global__ void k(float* x) { x[threadIdx.x] = BLOCK; }";
        QVERIFY(n.compile(src, "d.cu", "sm_90", {"BLOCK=128"}).ok);
        QVERIFY(!n.compile(src, "d.cu", "sm_90", {"BLOCK=64"}).ok);
    }

    void hopperCompilesTargetItsOwnInstructions() {
        QCOMPARE(gpu::featureArchitecture("sm_90"), std::string("sm_90a"));
        QCOMPARE(gpu::featureArchitecture("sm_120"), std::string("sm_120a"));
        QCOMPARE(gpu::featureArchitecture("sm_80"), std::string("sm_80"));
        QCOMPARE(gpu::featureArchitecture("sm_90a"), std::string("sm_90a"));
        gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        // wgmma exists only in the architecture-specific target: a plain sm_90 compile
        // would refuse it, so this passes only through featureArchitecture.
        const std::string src =
            "#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)\n#error no sm_90a\n#endif\n"
            "extern \"C\" __global__ void k(float* x) {\n"
            "  asm volatile(\"wgmma.fence.sync.aligned;\\n\" ::: \"memory\");\n  x[0] = 1;\n}\n";
        const auto r = n.compile(src, "wg.cu", "sm_90", {});
        QVERIFY2(r.ok, r.log.c_str());
        QVERIFY(r.ptx.find("wgmma.fence") != std::string::npos);
        QVERIFY(!n.compile(src, "wg.cu", "sm_80", {}).ok);
    }

    void suiteCompilesForHopper() {
        gpu::Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        int compiled = 0;
        double totalMs = 0;
        for (const auto& e : fs::directory_iterator(fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems")) {
            if (!e.is_directory() || e.path().filename().string()[0] == '_') continue;
            const Problem p = ProblemLoader::load(e.path().string());
            std::vector<Candidate> cands;
            Candidate root;
            root.origin = Origin::Reference;
            cands.push_back(root);
            const auto configs = ProblemLoader::validConfigurations(p, 100000);
            for (const auto& cfg : {configs.front(), configs.back()}) {
                Candidate t;
                t.configuration = cfg;
                cands.push_back(t);
            }
            for (const auto& spec : p.handCandidates) {
                Candidate c;
                c.origin = Origin::User;
                c.source = spec.source;
                c.launchesJson = ProblemLoader::candidatePlanJson(spec);
                cands.push_back(c);
            }
            for (const auto& c : cands) {
                const MeasureJob job = resolveMeasureJob(p, c, {});
                const auto r = n.compile(job.candidate.source, p.name + ".cu", "sm_90", job.candidate.defines);
                QVERIFY2(r.ok, (p.name + " " + job.candidate.label + ":\n" + r.log).c_str());
                QVERIFY(!r.cubin.empty() && !r.ptx.empty());
                for (const auto& l : job.candidate.launches) {
                    auto it = r.ptxas.kernels.find(l.kernel);
                    QVERIFY2(it != r.ptxas.kernels.end(), (p.name + ": no ptxas report for " + l.kernel).c_str());
                    QVERIFY(it->second.registers > 0);
                }
                ++compiled;
                totalMs += r.compileMs;
            }
        }
        QVERIFY(compiled >= 8 * 6);
        qInfo("compiled %d sources, mean %.0f ms per compile", compiled, totalMs / compiled);
    }
};

QTEST_APPLESS_MAIN(TestNvrtc)
#include "tst_nvrtc.moc"
