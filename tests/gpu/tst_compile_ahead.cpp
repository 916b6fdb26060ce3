// Compiling ahead (gpu/worker/CompileAhead, docs/measurement.md "Overlap"): NVRTC only, so
// it runs wherever the toolkit is. A hinted plan is handed over compiled; a failed or
// unhinted one is not (its measurement compiles it again and owns the verdict).
#include "gpu/compile/Nvrtc.h"
#include "gpu/worker/CompileAhead.h"

#include <QTest>

using namespace augur;
using namespace augur::gpu;

namespace {
ResolvedPlan plan(const std::string& label, const std::string& source, std::vector<std::string> defines = {}) {
    ResolvedPlan p;
    p.label = label;
    p.source = source;
    p.defines = std::move(defines);
    return p;
}
const std::string kGood = "extern \"C\" __global__ void k(float* y) { y[threadIdx.x] = BLOCK; }\n";
} // namespace

class TestCompileAhead : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hintedPlansAreCompiledInTheBackground() {
        Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        CompileAhead ahead(n, "sm_90");
        const ResolvedPlan a = plan("a", kGood, {"BLOCK=1"}), b = plan("b", kGood, {"BLOCK=2"});
        const ResolvedPlan broken = plan("broken", "extern \"C\" __global__ void k( {\n");
        ahead.request({a, b, broken});
        // Same source, other defines: another module.
        QVERIFY(CompileAhead::keyOf(a) != CompileAhead::keyOf(b));
        const auto ra = ahead.take(CompileAhead::keyOf(a));
        QVERIFY(ra && ra->ok && !ra->cubin.empty());
        QVERIFY(!ra->boundary.empty()); // compiled in a sealed child, which names its boundary
        const auto rb = ahead.take(CompileAhead::keyOf(b));
        QVERIFY(rb && rb->ok);
        // A failure is not handed over: the measurement compiles it itself.
        QVERIFY(!ahead.take(CompileAhead::keyOf(broken)));
        // Taken once: a second take finds nothing; an unhinted plan is never waited for.
        QVERIFY(!ahead.take(CompileAhead::keyOf(a)));
        QVERIFY(!ahead.take(CompileAhead::keyOf(plan("c", kGood, {"BLOCK=3"}))));
        QCOMPARE(ahead.used(), 2LL);
        QCOMPARE(ahead.wasted(), 1LL);
    }

    void theMeasurementsOwnCompileIsSealedToo() {
        Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        CompileAhead ahead(n, "sm_90");
        const CompileResult r = ahead.compile(plan("own", "#include </etc/passwd>\n" + kGood, {"BLOCK=1"}));
        QVERIFY(!r.ok);
        QVERIFY2(r.log.find("/etc/passwd") != std::string::npos, r.log.c_str());
        QVERIFY(r.log.find("root:") == std::string::npos);
        const CompileResult ok = ahead.compile(plan("own", kGood, {"BLOCK=1"}));
        QVERIFY2(ok.ok, ok.log.c_str());
    }

    /// Only the newest hints wait: of six at once, the first two are dropped (a stale hint
    /// must not delay a fresh one) and the other four are compiled.
    void keepsTheNewestHints() {
        Nvrtc n;
        if (!n.ok()) QSKIP(("NVRTC not here: " + n.error()).c_str());
        std::vector<ResolvedPlan> many;
        for (int k = 0; k < 6; ++k)
            many.push_back(plan("p" + std::to_string(k), kGood, {"BLOCK=" + std::to_string(k)}));
        CompileAhead ahead(n, "sm_90");
        ahead.request(many);
        for (int k = 0; k < 6; ++k) {
            const bool got = ahead.take(CompileAhead::keyOf(many[static_cast<std::size_t>(k)])).has_value();
            QCOMPARE(got, k >= 2);
        }
        QCOMPARE(ahead.used(), 4LL);
        QCOMPARE(ahead.wasted(), 0LL);
    }
};

QTEST_APPLESS_MAIN(TestCompileAhead)
#include "tst_compile_ahead.moc"
