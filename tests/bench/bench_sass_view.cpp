// SASS view benchmark (the target: the SASS tab of a 2,000-line kernel opens in <= 300 ms,
// disassembly included). The source is the Kernel dock benchmarks' family (KernelFamily.h:
// the softmax template repeated with renamed helpers and kernels, then a __constant__
// table) of --lines lines, with the configuration's #defines above it. Steps:
//   compile      NVRTC with line information, to PTX and cubin, in its bounded child
//                (NvrtcKernelCompiler, once per run: a cost the view pays once per source,
//                reported beside the target, not in it);
//   disassemble  the disassembler on the cubin (ToolkitDisassembler: --disassembler PATH,
//                else located as the application does: AUGUR_DISASSEMBLER, $CUDA_HOME/bin,
//                /usr/local/cuda/bin, PATH), in its bounded child;
//   map          PTX .loc lines and SASS rows to source lines (core's mapListings);
//   show         SassView::showAnalysis of a view that showed nothing before, until its
//                three panes are laid out and painted ("fill": the call alone, texts and
//                margins set);
//   open         disassemble + map + show, nothing prepared (cold);
//   ahead        SassView::prepare until done: compile, disassemble and map in the
//                background, as the Kernel dock runs them for a candidate selected while
//                another tab shows;
//   prepared open  SassView::showSource of the prepared source until painted: what the
//                target counts when the tab is opened after the preparation.
// Median and max over --reps, peak RSS of the process (one size per process: run_sass_view.sh).
//
//   bench_sass_view [--lines 2000] [--reps 10] [--disassembler PATH] [--arch sm_90] [--json FILE]
//                   [--source-out FILE]
//
// Runs headless (QT_QPA_PLATFORM=offscreen unless set). Exit status 2 when NVRTC does not
// load; a disassembler that fails is reported (its one line) and "open" is then the time to
// show that line.
#include "KernelFamily.h"
#include "SyntheticGuiSession.h"
#include "core/kernel/SassAnalysis.h"
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "gpu/compile/ToolkitDisassembler.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/kernel/SassView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

using namespace augur;
using namespace augur::bench;

namespace {

const std::string kTemplate = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/softmax_rows_f32/template.cu";

struct Stats {
    double median = 0, max = 0;
};

Stats stats(std::vector<double> v) {
    if (v.empty()) return {};
    std::sort(v.begin(), v.end());
    return {v[v.size() / 2], v.back()};
}

double msSince(const QElapsedTimer& t) { return double(t.nsecsElapsed()) / 1e6; }

/// The family source of `lines` lines, compilable: a configuration's #defines first.
std::string benchSource(int lines) {
    std::ifstream in(kTemplate);
    std::ostringstream templ;
    templ << in.rdbuf();
    std::vector<std::string> family = familySource(templ.str(), std::max(lines - 4, 100));
    family.insert(family.begin(), {"#define BLOCK 256", "#define VEC 4", "#define CACHE 0", "#define ONLINE 1"});
    return joinLines(family);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("lines"), QStringLiteral("source lines"), QStringLiteral("N"), QStringLiteral("2000")});
    parser.addOption(
        {QStringLiteral("reps"), QStringLiteral("repetitions"), QStringLiteral("N"), QStringLiteral("10")});
    parser.addOption(
        {QStringLiteral("disassembler"), QStringLiteral("nvdisasm or cuobjdump to run"), QStringLiteral("PATH")});
    parser.addOption(
        {QStringLiteral("arch"), QStringLiteral("architecture"), QStringLiteral("ARCH"), QStringLiteral("sm_90")});
    parser.addOption(
        {QStringLiteral("json"), QStringLiteral("also write the results as JSON"), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("source-out"),
                      QStringLiteral("write the source to FILE and exit (to compile or disassemble it by hand)"),
                      QStringLiteral("FILE")});
    parser.process(app);
    const int lines = parser.value(QStringLiteral("lines")).toInt();
    const int reps = std::max(1, parser.value(QStringLiteral("reps")).toInt());
    const std::string arch = parser.value(QStringLiteral("arch")).toStdString();

    if (parser.isSet(QStringLiteral("source-out"))) {
        QFile f(parser.value(QStringLiteral("source-out")));
        return f.open(QIODevice::WriteOnly) && f.write(QByteArray::fromStdString(benchSource(lines))) >= 0 ? 0 : 1;
    }
    std::string why;
    auto compiler = gpu::NvrtcKernelCompiler::tryCreate(&why);
    if (!compiler) {
        std::fprintf(stderr, "bench_sass_view: NVRTC unavailable: %s\n", why.c_str());
        return 2;
    }
    auto disassembler =
        std::make_shared<gpu::ToolkitDisassembler>(parser.value(QStringLiteral("disassembler")).toStdString());
    const std::string source = benchSource(lines);

    // Compile once: the view pays it once per source.
    QElapsedTimer t;
    t.start();
    CompiledModule module = compiler->compile(source, arch, {});
    const double compileMs = msSince(t);
    if (!module.ok) {
        std::fprintf(stderr, "bench_sass_view: the %d-line source does not compile:\n%s\n", lines, module.log.c_str());
        return 2;
    }

    ui::SassView view;
    view.setTools(compiler, disassembler, QString());
    view.resize(1600, 900);
    view.show();
    QCoreApplication::processEvents();
    std::vector<double> disassemble, map, fill, show, open;
    std::shared_ptr<const SassAnalysis> last;
    for (int r = 0; r < reps; ++r) {
        view.clear(QString()); // every repetition sets the three texts anew
        QCoreApplication::processEvents();
        auto a = std::make_shared<SassAnalysis>();
        a->source = source;
        a->arch = arch;
        a->compiled = true;
        a->compileMs = module.compileMs;
        a->ptx = module.ptx;
        a->kernels = module.kernels;
        QElapsedTimer step;
        step.start();
        a->disassembly = disassembler->disassemble(module.cubin);
        disassemble.push_back(msSince(step));
        step.restart();
        mapListings(*a);
        map.push_back(msSince(step));
        step.restart();
        view.showAnalysis(a);
        fill.push_back(msSince(step));
        QCoreApplication::processEvents(); // layout requests and the paint the change posted
        for (auto pane : {ui::SassView::SourcePane, ui::SassView::PtxPane, ui::SassView::SassPane})
            view.editor(pane)->viewport()->repaint();
        show.push_back(msSince(step));
        open.push_back(disassemble.back() + map.back() + show.back());
        last = a;
    }
    // Prepared ahead, as the Kernel dock does for a candidate selected while another tab
    // shows: the compile, disassembly and map run in the background (timed as "ahead"),
    // then the tab asks for the source ("prepared open": showSource until painted). Each
    // repetition a new source (a comment line added), so nothing comes from the cache.
    std::vector<double> ahead, preparedOpen;
    for (int r = 0; r < reps; ++r) {
        const std::string variant = source + "// repetition " + std::to_string(r) + "\n";
        view.clear(QString());
        QCoreApplication::processEvents();
        QElapsedTimer step;
        step.start();
        view.prepare(variant, arch);
        while (view.busy()) QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        ahead.push_back(msSince(step));
        step.restart();
        view.showSource(variant, arch);
        QCoreApplication::processEvents();
        for (auto pane : {ui::SassView::SourcePane, ui::SassView::PtxPane, ui::SassView::SassPane})
            view.editor(pane)->viewport()->repaint();
        preparedOpen.push_back(view.analysis() && view.analysis()->source == variant ? msSince(step) : -1.0);
    }
    const Stats d = stats(disassemble), m = stats(map), f = stats(fill), s = stats(show), o = stats(open);
    const Stats ah = stats(ahead), po = stats(preparedOpen);
    const double rss = procStatusMiB("VmHWM:");
    const SassDisassembly& dis = last->disassembly;
    std::printf("SASS view, %d lines, %s, %d repetitions (median / max, ms)\n", lines, arch.c_str(), reps);
    std::printf("  disassembler    %s%s\n", dis.tool.c_str(),
                dis.ok() ? "" : (" FAILED: " + view.sassMessage().toStdString()).c_str());
    std::printf("  kernels %zu, PTX rows %zu, SASS rows %zu, SASS instructions %d\n", module.kernels.size(),
                last->ptxLines.sourceLine.size(), last->sass.rows.size(), last->sass.instructions);
    std::printf("  compile (once)  %8.1f\n", compileMs);
    std::printf("  disassemble     %8.1f / %8.1f\n", d.median, d.max);
    std::printf("  map             %8.1f / %8.1f\n", m.median, m.max);
    std::printf("  show            %8.1f / %8.1f  (texts and margins set: %.1f / %.1f)\n", s.median, s.max, f.median,
                f.max);
    std::printf("  open            %8.1f / %8.1f  = %.2f of the 300 ms target (cold: nothing prepared)\n", o.median,
                o.max, o.median / 300.0);
    std::printf("  ahead           %8.1f / %8.1f  (compile + disassemble + map in the background)\n", ah.median,
                ah.max);
    std::printf("  prepared open   %8.1f / %8.1f  = %.2f of the 300 ms target\n", po.median, po.max, po.median / 300.0);
    std::printf("  peak RSS        %8.1f MiB\n", rss);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonObject j;
        j[QStringLiteral("lines")] = lines;
        j[QStringLiteral("arch")] = QString::fromStdString(arch);
        j[QStringLiteral("disassembler")] = QString::fromStdString(dis.tool);
        j[QStringLiteral("disassembler_ok")] = dis.ok();
        j[QStringLiteral("sass_rows")] = int(last->sass.rows.size());
        j[QStringLiteral("sass_instructions")] = last->sass.instructions;
        j[QStringLiteral("compile_ms")] = compileMs;
        for (const auto& [name, st] :
             {std::pair{"disassemble", d}, std::pair{"map", m}, std::pair{"fill", f}, std::pair{"show", s},
              std::pair{"open", o}, std::pair{"ahead", ah}, std::pair{"prepared_open", po}}) {
            j[QStringLiteral("%1_median_ms").arg(QLatin1String(name))] = st.median;
            j[QStringLiteral("%1_max_ms").arg(QLatin1String(name))] = st.max;
        }
        j[QStringLiteral("peak_rss_mib")] = rss;
        QFile f(parser.value(QStringLiteral("json")));
        if (f.open(QIODevice::WriteOnly)) f.write(QJsonDocument(j).toJson());
    }
    return 0;
}
