// The SASS tab: nvdisasm's and cuobjdump's output parsed into rows with their source lines
// (a real nvdisasm -gi -c sample of the softmax template, tests/ui/data), PTX .loc
// directives mapped to source lines, NVRTC's caret columns, the view linking source, PTX
// and SASS line by line (NVRTC for the source's real PTX and cubin, the sample as the
// disassembler's output), and a disassembler that is missing, crashes, fails or hangs:
// one line in the view, within its deadline, with the GUI thread turning all along.
// AUGUR_SCREENSHOT_DIR=DIR saves pictures of the view.
#include "core/kernel/PtxLineMap.h"
#include "core/kernel/SassAnalysis.h"
#include "core/kernel/SassListing.h"
#include "core/source/CompileDiagnostics.h"
#include "gpu/compile/BoundedTool.h"
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "gpu/compile/ToolkitDisassembler.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/kernel/SassView.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>

using namespace augur;

namespace {

const QString kData = QStringLiteral(AUGUR_SOURCE_DIR "/tests/ui/data/");

std::string readFile(const QString& path) {
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void picture(QWidget* w, const QString& name) {
    const QString dir = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
    if (dir.isEmpty()) return;
    QCoreApplication::processEvents();
    QVERIFY(w->grab().save(dir + QStringLiteral("/") + name + QStringLiteral(".png")));
}

/// An executable shell script `name` in `dir` with `body`; returns its path.
QString script(const QTemporaryDir& dir, const QString& name, const QString& body) {
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(("#!/bin/sh\n" + body + "\n").toUtf8());
    f.close();
    f.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    return path;
}

/// A compiler that compiles nothing: a fixed PTX with line information and a stand-in
/// cubin (the fake disassemblers never read it).
class FixedCompiler : public KernelCompiler {
public:
    CompiledModule compile(const std::string&, const std::string&, const std::vector<std::string>&) override {
        CompiledModule m;
        m.ok = true;
        m.ptx = ".version 9.0\n.target sm_90\n.visible .entry k(\n)\n{\n\t.loc\t1 2 5\n\tmov.u32 \t%r1, %tid.x;\n"
                "\t.loc\t1 3 5\n\tret;\n}\n\t.file\t1 \"/tmp/candidate.cu\"\n";
        m.cubin = "\x7f"
                  "ELF stand-in";
        m.kernels["k"].registers = 8;
        m.compileMs = 1.0;
        return m;
    }
};

/// The kernel names of `sources` ("a c"), for a failure message.
const char* names(const std::vector<std::string>& sources) {
    static std::string text;
    text.clear();
    for (const std::string& s : sources) {
        const auto at = s.find("void ");
        text += (at == std::string::npos ? s.substr(0, 40) : s.substr(at + 5, 1)) + " ";
    }
    return text.c_str();
}

/// A FixedCompiler that records the sources it was asked to compile (from any thread).
class CountingCompiler : public FixedCompiler {
public:
    CompiledModule compile(const std::string& source, const std::string& arch,
                           const std::vector<std::string>& options) override {
        {
            std::lock_guard lock(mutex_);
            sources_.push_back(source);
        }
        return FixedCompiler::compile(source, arch, options);
    }
    int count() const {
        std::lock_guard lock(mutex_);
        return int(sources_.size());
    }
    std::vector<std::string> sources() const {
        std::lock_guard lock(mutex_);
        return sources_;
    }

private:
    mutable std::mutex mutex_;
    std::vector<std::string> sources_;
};

/// NVRTC 13.0's log for a source with two errors and a warning (its lines 4, 6 and 5).
const char* const kMultiErrorLog = "candidate.cu(4): error: identifier \"undefined_thing\" is undefined\n"
                                   "      if (i < n) y[i] = undefined_thing * 2.0f;\n"
                                   "                        ^\n\n"
                                   "candidate.cu(6): error: expected a \";\"\n"
                                   "      y[0] = zz;\n"
                                   "      ^\n\n"
                                   "candidate.cu(5): warning #177-D: variable \"z\" was declared but never referenced\n"
                                   "      float z = 3\n"
                                   "            ^\n\n"
                                   "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n"
                                   "2 errors detected in the compilation of \"candidate.cu\".\n";

} // namespace

class TestSassView : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private Q_SLOTS:
    /// The real nvdisasm -gi -c sample: one kernel, every instruction under the innermost
    /// line of the source's own file, the NOP padding after the kernel uncounted.
    void parsesNvdisasmSample() {
        const std::string text = readFile(kData + QStringLiteral("softmax_tuned.sm90.nvdisasm.txt"));
        QVERIFY(text.size() > 50000);
        const SassListing l = parseSassListing(text, "candidate.cu");
        QCOMPARE(int(l.functions.size()), 1);
        QCOMPARE(l.functions[0].name, std::string("softmax_tuned"));
        QCOMPARE(l.rows[0].text, std::string("softmax_tuned:"));
        QVERIFY(l.lineInfo);
        // 688 instructions, of which the last 15 NOPs are padding.
        QCOMPARE(l.instructions, 673);
        QCOMPARE(l.functions[0].instructions, 673);
        int padding = 0;
        for (const SassRow& r : l.rows) padding += r.padding;
        QCOMPARE(padding, 15);
        // Line 104 (vec_t v = xr[j];): the address computation and the 128-bit load.
        QCOMPARE(l.instructionsOn(104), 4);
        const std::vector<int> rows104 = l.rowsOf(104);
        QCOMPARE(int(rows104.size()), 4);
        QCOMPARE(l.rows[std::size_t(rows104[0])].text, std::string("/*01d0*/        IMAD.WIDE R6, R13, 0x10, R6 ;"));
        QCOMPARE(l.rows[std::size_t(rows104[1])].text, std::string("/*01e0*/        LDG.E.128.CONSTANT R4, [R6.64] ;"));
        // Line 170 (yr[j] = o;) holds the 128-bit store.
        bool store = false;
        for (int r : l.rowsOf(170)) store = store || l.rows[std::size_t(r)].text.find("STG.E.128") != std::string::npos;
        QVERIFY(store);
        QCOMPARE(l.instructionsOn(170), 3);
        // The merge helper (line 58) inlined at lines 122 and 133: its line, with the call site.
        QCOMPARE(l.instructionsOn(58), 10);
        std::set<int> calls;
        for (int r : l.rowsOf(58)) calls.insert(l.rows[std::size_t(r)].callLine);
        QCOMPARE(calls, (std::set<int>{122, 133}));
        // A predicate has its column; labels are rows without a line.
        const auto exitRow = std::find_if(l.rows.begin(), l.rows.end(),
                                          [](const SassRow& r) { return r.text.find("EXIT") != std::string::npos; });
        QVERIFY(exitRow != l.rows.end());
        QCOMPARE(exitRow->text, std::string("/*0040*/    @P0 EXIT ;"));
        // The compiler's directory is not part of the match; another file name matches nothing.
        QCOMPARE(parseSassListing(text, "/elsewhere/candidate.cu").instructionsOn(104), 4);
        const SassListing other = parseSassListing(text, "other.cu");
        QVERIFY(!other.lineInfo);
        QCOMPARE(other.instructions, 673);
    }

    /// cuobjdump -sass: functions and instructions, encodings dropped, no source lines.
    void parsesCuobjdumpSample() {
        const SassListing l =
            parseSassListing(readFile(kData + QStringLiteral("softmax_tuned.sm90.cuobjdump.txt")), "candidate.cu");
        QCOMPARE(int(l.functions.size()), 1);
        QCOMPARE(l.functions[0].name, std::string("softmax_tuned"));
        QCOMPARE(l.instructions, 28);
        QVERIFY(!l.lineInfo);
        QCOMPARE(l.rows[1].text, std::string("/*0000*/        LDC R1, c[0x0][0x28] ;"));
        for (const SassRow& r : l.rows) QVERIFY2(r.text.find("0x000") == std::string::npos, r.text.c_str());
    }

    /// PTX: .loc lines give the source line of the instructions after them, the first
    /// position of an inlined one counts, a header's .file index counts for nothing.
    void mapsPtxLocDirectives() {
        const std::string ptx = ".version 9.0\n"
                                ".visible .entry k(\n"
                                "\t.param .u64 k_param_0\n"
                                ")\n"
                                "{\n"
                                "\t.reg .b32 \t%r<4>;\n"
                                "\t.loc\t1 7 5\n"
                                "\tmov.u32 \t%r1, %tid.x;\n"
                                "\tadd.s32 \t%r2, %r1, 1;\n"
                                "\t.loc\t1 58 5, function_name $L__info_string0, inlined_at 1 122 9\n"
                                "\tmax.f32 \t%f1, %f2, %f3;\n"
                                "\t.loc\t2 900 1\n"
                                "\tex2.approx.f32 \t%f4, %f1;\n"
                                "$L__BB0_2:\n"
                                "\t.loc\t1 9 1\n"
                                "\tret;\n"
                                "}\n"
                                "\t.file\t1 \"/tmp/candidate.cu\"\n"
                                "\t.file\t2 \"/usr/local/cuda/include/crt/math_functions.hpp\"\n";
        const PtxLineMap m = mapPtxLines(ptx, "candidate.cu");
        QVERIFY(m.lineInfo);
        QCOMPARE(m.instructions, 5);
        QCOMPARE(m.sourceLine[7], 7);
        QCOMPARE(m.sourceLine[8], 7);
        QCOMPARE(m.sourceLine[10], 58);
        QCOMPARE(m.sourceLine[12], 0); // the header's line
        QCOMPARE(m.sourceLine[13], 0); // a label
        QCOMPARE(m.sourceLine[15], 9);
        QCOMPARE(m.perLine[7], 2);
        QCOMPARE(m.perLine[58], 1);
        QCOMPARE(m.rowsOf(7), (std::vector<int>{6, 7, 8}));
    }

    /// NVRTC's caret gives each message its column.
    void compileLogColumns() {
        const auto d = parseCompileLog(kMultiErrorLog);
        QCOMPARE(int(d.size()), 3);
        QCOMPARE(d[0].line, 4);
        QCOMPARE(d[0].column, 23);
        QCOMPARE(d[1].line, 6);
        QCOMPARE(d[1].column, 5);
        QCOMPARE(d[2].line, 5);
        QCOMPARE(d[2].column, 11);
        QCOMPARE(d[2].severity, CompileDiagnostic::Severity::Warning);
    }

    /// The view on the softmax template: NVRTC's real PTX and cubin, the nvdisasm sample as
    /// the disassembler's output. A source line highlights its PTX and SASS rows; a click
    /// on a SASS row selects its source line.
    void viewLinksSourcePtxAndSass() {
        std::string why;
        auto nvrtc = gpu::NvrtcKernelCompiler::tryCreate(&why);
        if (!nvrtc) QSKIP(qPrintable(QStringLiteral("NVRTC unavailable: ") + QString::fromStdString(why)));
        const QString tool = script(dir_, QStringLiteral("nvdisasm"),
                                    QStringLiteral("cat '%1'").arg(kData + "softmax_tuned.sm90.nvdisasm.txt"));
        ui::SassView view;
        view.setTools(nvrtc, std::make_shared<gpu::ToolkitDisassembler>(tool.toStdString()), QString());
        view.resize(1500, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &ui::SassView::analysisShown);
        const std::string source = readFile(kData + QStringLiteral("softmax_tuned.cu"));
        view.showSource(source, "sm_90");
        QVERIFY(view.busy());
        QVERIFY(shown.wait(120000));
        QVERIFY2(shown.at(0).at(0).toBool(), qPrintable(view.statusText() + view.sassMessage()));
        QVERIFY2(view.resourcesText().startsWith(QStringLiteral("softmax_tuned: ")), qPrintable(view.resourcesText()));
        QVERIFY(view.resourcesText().contains(QStringLiteral("registers, spills 0 B stored / 0 B loaded")));
        QVERIFY(view.resourcesText().contains(QStringLiteral("673 SASS instructions")));

        view.selectSourceLine(104);
        const QList<int> ptxRows = view.editor(ui::SassView::PtxPane)->linesWith(ui::CodeEditor::Linked);
        const QList<int> sassRows = view.editor(ui::SassView::SassPane)->linesWith(ui::CodeEditor::Linked);
        QCOMPARE(int(sassRows.size()), 4);
        const QStringList ptxText =
            QString::fromStdString(view.editor(ui::SassView::PtxPane)->shownText()).split(QLatin1Char('\n'));
        const QStringList sassText =
            QString::fromStdString(view.editor(ui::SassView::SassPane)->shownText()).split(QLatin1Char('\n'));
        bool ptxLoad = false, sassLoad = false;
        for (int r : ptxRows) ptxLoad = ptxLoad || ptxText[r].contains(QStringLiteral("ld.global.nc.v4.f32"));
        for (int r : sassRows) sassLoad = sassLoad || sassText[r].contains(QStringLiteral("LDG.E.128.CONSTANT"));
        QVERIFY(ptxLoad);
        QVERIFY(sassLoad);
        QCOMPARE(view.editor(ui::SassView::SourcePane)->linesWith(ui::CodeEditor::Linked), QList<int>{103});
        QCOMPARE(view.editor(ui::SassView::SourcePane)->countLabel(103), QStringLiteral("4"));
        QCOMPARE(view.editor(ui::SassView::SassPane)->marginLabel(sassRows[0]), QStringLiteral("104"));
        QVERIFY2(view.selectionText().startsWith(QStringLiteral("Line 104: ")), qPrintable(view.selectionText()));
        QVERIFY(view.selectionText().endsWith(QStringLiteral("4 SASS instructions")));
        picture(&view, QStringLiteral("sass-view"));

        // A click on the store in the SASS pane selects line 170 everywhere.
        const int store = int(sassText.indexOf(QRegularExpression(QStringLiteral(".*STG\\.E\\.128.*"))));
        QVERIFY(store > 0);
        view.editor(ui::SassView::SassPane)->setCursorPosition(store, 0);
        QTRY_COMPARE(view.selectedSourceLine(), 170); // Scintilla reports the caret on its next update
        QCOMPARE(view.editor(ui::SassView::SourcePane)->linesWith(ui::CodeEditor::Linked), QList<int>{169});
        QVERIFY(view.editor(ui::SassView::PtxPane)->linesWith(ui::CodeEditor::Linked).size() >= 1);

        // The same source again comes from the cache, without a compile.
        view.showSource("extern \"C\" __global__ void other() {}\n", "sm_90");
        QVERIFY(shown.wait(120000));
        view.showSource(source, "sm_90");
        QVERIFY(!view.busy());
        QVERIFY(view.resourcesText().contains(QStringLiteral("673 SASS instructions")));
    }

    /// A disassembler that is missing, crashes, fails or hangs: one line in place of the
    /// SASS, within the deadline, while the GUI thread keeps turning (a 10 ms timer never
    /// waits long); the source and PTX panes still show.
    void brokenDisassemblersSayOneLine_data() {
        QTest::addColumn<QString>("body"); // empty: no tool at the path
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing") << QString() << QStringLiteral("No SASS: no disassembler found (");
        QTest::newRow("crash") << QStringLiteral("kill -SEGV $$") << QStringLiteral("crashed (SIGSEGV).");
        QTest::newRow("failure") << QStringLiteral("echo 'nvdisasm fatal   : Elf file has no architecture' >&2\nexit 1")
                                 << QStringLiteral("failed (exit status 1: nvdisasm fatal   : Elf file has no "
                                                   "architecture).");
        QTest::newRow("hang") << QStringLiteral("exec sleep 60")
                              << QStringLiteral("was still running after 1.5 s and was stopped.");
        QTest::newRow("hang-closed-output") << QStringLiteral("exec >&- 2>&-\nexec sleep 60")
                                            << QStringLiteral("was still running after 1.5 s and was stopped.");
    }

    void brokenDisassemblersSayOneLine() {
        QFETCH(QString, body);
        QFETCH(QString, expected);
        const QString name = QStringLiteral("nvdisasm-") + QString::fromLatin1(QTest::currentDataTag());
        const QString tool = body.isEmpty() ? dir_.filePath(name) : script(dir_, name, body);
        gpu::ToolLimits limits;
        limits.deadlineS = 1.5;
        ui::SassView view;
        view.setTools(std::make_shared<FixedCompiler>(),
                      std::make_shared<gpu::ToolkitDisassembler>(tool.toStdString(), limits), QString());
        view.resize(1000, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy shown(&view, &ui::SassView::analysisShown);
        QElapsedTimer clock, sinceTick;
        QTimer tick;
        qint64 longestGap = 0;
        tick.setInterval(10);
        connect(&tick, &QTimer::timeout, this, [&] { longestGap = std::max(longestGap, sinceTick.restart()); });
        clock.start();
        sinceTick.start();
        tick.start();
        view.showSource("extern \"C\" __global__ void k() {}\n", "sm_90");
        QVERIFY(shown.wait(15000));
        tick.stop();
        QCOMPARE(shown.at(0).at(0).toBool(), false);
        const QString line = view.sassMessage();
        QVERIFY2(line.startsWith(QStringLiteral("No SASS: ")) && line.contains(expected), qPrintable(line));
        QVERIFY2(!line.contains(QLatin1Char('\n')), qPrintable(line));
        QVERIFY2(clock.elapsed() < 8000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(longestGap < 500, qPrintable(QStringLiteral("the GUI thread waited %1 ms").arg(longestGap)));
        QVERIFY(view.editor(ui::SassView::PtxPane)->shownText().find("mov.u32") != std::string::npos);
        QCOMPARE(view.editor(ui::SassView::PtxPane)->marginLabel(6), QStringLiteral("2"));
        if (QByteArray(QTest::currentDataTag()) == "missing") picture(&view, QStringLiteral("sass-view-missing"));
    }

    /// A source prepared ahead (the candidate selected while another tab shows) is
    /// compiled and disassembled once, in the background; showing it later is immediate
    /// and runs nothing. Only the latest of several prepared sources waits behind the task
    /// in hand, and a source asked to be shown goes before one prepared.
    void preparedSourceShowsAtOnce() {
        auto compiler = std::make_shared<CountingCompiler>();
        // A disassembler as slow as nvdisasm 13.0 on an H200 host (about 0.4 s a cubin).
        const QString tool =
            script(dir_, QStringLiteral("nvdisasm-slow"),
                   QStringLiteral("sleep 0.4\ncat '%1'").arg(kData + "softmax_tuned.sm90.nvdisasm.txt"));
        ui::SassView view;
        view.setTools(compiler, std::make_shared<gpu::ToolkitDisassembler>(tool.toStdString()), QString());
        QSignalSpy shown(&view, &ui::SassView::analysisShown);
        const std::string a = "extern \"C\" __global__ void a() {}\n", b = "extern \"C\" __global__ void b() {}\n",
                          c = "extern \"C\" __global__ void c() {}\n";
        view.prepare(a, "sm_90");
        QVERIFY(view.busy());
        view.prepare(b, "sm_90"); // replaced by c before it starts
        view.prepare(c, "sm_90");
        QTRY_VERIFY_WITH_TIMEOUT(!view.busy() && compiler->count() == 2, 20000);
        QVERIFY2(compiler->sources() == (std::vector<std::string>{a, c}), names(compiler->sources()));
        QCOMPARE(shown.count(), 0); // prepared, not shown
        QElapsedTimer clock;
        clock.start();
        view.showSource(c, "sm_90");
        QVERIFY(!view.busy());
        QCOMPARE(shown.count(), 1);
        QVERIFY(shown.at(0).at(0).toBool());
        QVERIFY2(clock.elapsed() < 300, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(compiler->count(), 2);
        // Shown while a preparation runs: the shown one comes next, the prepared one after.
        const std::string d = "extern \"C\" __global__ void d() {}\n", e = "extern \"C\" __global__ void e() {}\n";
        view.prepare(d, "sm_90");
        view.prepare(e, "sm_90");
        view.showSource(b, "sm_90");
        QVERIFY(shown.wait(20000));
        QCOMPARE(view.analysis()->source, b);
        QTRY_VERIFY_WITH_TIMEOUT(!view.busy() && compiler->count() == 5, 20000);
        QVERIFY2(compiler->sources() == (std::vector<std::string>{a, c, d, b, e}), names(compiler->sources()));
    }

    /// Where the disassembler is looked for, and the output cap of a bounded run.
    void locatesAndBoundsTheTool() {
        const QString fake = script(dir_, QStringLiteral("cuobjdump"), QStringLiteral("exit 0"));
        QVERIFY(gpu::ToolkitDisassembler::isCuobjdump(fake.toStdString()));
        QVERIFY(!gpu::ToolkitDisassembler::isCuobjdump("/opt/cuda/bin/nvdisasm"));
        qputenv("AUGUR_DISASSEMBLER", "/somewhere/nvdisasm");
        QCOMPARE(gpu::ToolkitDisassembler::locate(), std::string("/somewhere/nvdisasm"));
        qunsetenv("AUGUR_DISASSEMBLER");
        // $CUDA_HOME/bin comes first; cuobjdump is taken when no nvdisasm is anywhere.
        const QByteArray home = qgetenv("CUDA_HOME");
        QTemporaryDir cuda;
        QVERIFY(QDir().mkpath(cuda.filePath(QStringLiteral("bin"))));
        QVERIFY(QFile::copy(fake, cuda.filePath(QStringLiteral("bin/nvdisasm"))));
        qputenv("CUDA_HOME", cuda.path().toUtf8());
        QCOMPARE(QString::fromStdString(gpu::ToolkitDisassembler::locate()),
                 cuda.filePath(QStringLiteral("bin/nvdisasm")));
        if (home.isNull())
            qunsetenv("CUDA_HOME");
        else
            qputenv("CUDA_HOME", home);

        gpu::ToolLimits limits;
        limits.maxOutputBytes = 1 << 20;
        limits.deadlineS = 20;
        const gpu::ToolRun run = gpu::runBoundedTool("/usr/bin/yes", {"SASS"}, limits);
        QVERIFY(run.started);
        QVERIFY(run.tooBig);
        QCOMPARE(run.out.size(), std::size_t(1) << 20);
        QVERIFY(run.ms < 10000);
        const gpu::ToolRun missing = gpu::runBoundedTool("/nonexistent/tool", {}, limits);
        QVERIFY(!missing.started);
        QVERIFY2(missing.startError.find("No such file") != std::string::npos, missing.startError.c_str());
    }
};

QTEST_MAIN(TestSassView)
#include "tst_sass_view.moc"
