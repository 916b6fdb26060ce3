// The Kernel dock's SASS tab, scripted for screenshots and for the check against the
// disassembler run by hand (docs/gui.md, "SASS"): runs a short session (a replayed dataset,
// or a problem folder measured by the cuda backend on a GPU machine), selects a measured
// candidate (the best, or --select ID), raises the SASS tab, highlights the source line with
// the most SASS instructions and saves the window and the dock in --out. With --dump, also
// writes what the view compiled and showed: candidate.cu (the source), candidate.cubin (the
// same compile, for nvdisasm or cuobjdump by hand), view-rows.txt (each SASS row of the view
// with the source line in its margin: "line<TAB>row text") and view-counts.txt ("line<TAB>SASS
// instructions" per source line). Not a test: it prints what it saw as JSON.
#include "core/session/LiveSession.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "gpu/compile/ToolkitDisassembler.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/kernel/CodeEditor.h"
#include "ui/kernel/KernelPanel.h"
#include "ui/kernel/SassView.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QTabWidget>

#include <cstdio>
#include <functional>

using namespace augur;

namespace {

bool waitFor(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    return true;
}

void save(QWidget* w, const QString& path) {
    QCoreApplication::processEvents();
    if (!w->grab().save(path)) std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
}

bool write(const QString& path, const QByteArray& data) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

/// The measured candidate with the highest speedup (the reference aside), or -1.
CandidateId bestMeasured(const ui::CandidateModel& model) {
    CandidateId best = -1;
    double s = 0;
    for (const Candidate& c : model.candidates())
        if (c.id > 0 && c.measuredSpeedup() && *c.measuredSpeedup() > s) {
            s = *c.measuredSpeedup();
            best = c.id;
        }
    return best;
}

/// The files of --dump: the view's source, a cubin of the same compile, its rows and counts.
void dump(const QString& dir, const SassAnalysis& a, KernelCompiler& compiler) {
    QDir().mkpath(dir);
    write(dir + QStringLiteral("/candidate.cu"), QByteArray::fromStdString(a.source));
    const CompiledModule m = compiler.compile(a.source, a.arch, {});
    write(dir + QStringLiteral("/candidate.cubin"), QByteArray::fromStdString(m.cubin));
    QByteArray rows, counts;
    for (const SassRow& r : a.sass.rows)
        if (r.instruction) rows += QByteArray::number(r.sourceLine) + '\t' + QByteArray::fromStdString(r.text) + '\n';
    for (std::size_t l = 1; l < a.sass.perLine.size(); ++l)
        if (a.sass.perLine[l] > 0)
            counts += QByteArray::number(qulonglong(l)) + '\t' + QByteArray::number(a.sass.perLine[l]) + '\n';
    write(dir + QStringLiteral("/view-rows.txt"), rows);
    write(dir + QStringLiteral("/view-counts.txt"), counts);
}

} // namespace

int main(int argc, char** argv) {
    gpu::CudaBackend::registerWithSessions();
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("dataset"), QStringLiteral("Dataset to replay."), QStringLiteral("file")});
    p.addOption({QStringLiteral("problem"), QStringLiteral("Problem folder to measure (with --backend cuda)."),
                 QStringLiteral("dir")});
    p.addOption({QStringLiteral("backend"), QStringLiteral("Backend for --problem."), QStringLiteral("name"),
                 QStringLiteral("cuda")});
    p.addOption({QStringLiteral("budget"), QStringLiteral("Measurements."), QStringLiteral("n"), QStringLiteral("12")});
    p.addOption({QStringLiteral("select"), QStringLiteral("Candidate to show (default: the best measured)."),
                 QStringLiteral("id")});
    p.addOption(
        {QStringLiteral("lang"), QStringLiteral("en, es or ja."), QStringLiteral("code"), QStringLiteral("en")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the pictures."), QStringLiteral("dir"),
                 QStringLiteral(".")});
    p.addOption(
        {QStringLiteral("dump"), QStringLiteral("Folder for the source, cubin and view rows."), QStringLiteral("dir")});
    p.addOption({QStringLiteral("size"), QStringLiteral("Window size WxH."), QStringLiteral("WxH"),
                 QStringLiteral("1600x1000")});
    p.process(app);
    ui::LanguageSwitcher::instance()->setLanguage(p.value(QStringLiteral("lang")));

    SessionConfig config;
    if (p.isSet(QStringLiteral("problem"))) {
        config.problemPath = p.value(QStringLiteral("problem")).toStdString();
        config.backend = p.value(QStringLiteral("backend")).toStdString();
    } else {
        config.datasetPath = p.value(QStringLiteral("dataset")).toStdString();
        config.replayDelayMs = 0;
    }
    config.maxMeasurements = p.value(QStringLiteral("budget")).toInt();
    auto* controller = new ui::EngineController(LiveSession::create(config, ""));
    ui::MainWindow window(controller);
    std::string why;
    auto compiler = gpu::NvrtcKernelCompiler::tryCreate(&why);
    window.setKernelCompiler(compiler, QString::fromStdString(why));
    window.setKernelDisassembler(std::make_shared<gpu::ToolkitDisassembler>());
    const QStringList size = p.value(QStringLiteral("size")).split(QLatin1Char('x'));
    window.resize(size.value(0).toInt(), size.value(1).toInt());
    window.show();
    controller->start();
    if (!waitFor([&] { return controller->isFinished(); }, 600000)) return 1;
    const CandidateId id = p.isSet(QStringLiteral("select")) ? p.value(QStringLiteral("select")).toLongLong()
                                                             : bestMeasured(*window.candidateModel());
    if (id < 0 || !window.candidateModel()->candidate(id)) return 1;
    window.userSelected(id);
    ui::KernelPanel* panel = window.kernelPanel();
    QDockWidget* dock = window.dockOf(panel);
    dock->show();
    dock->raise();
    ui::SassView* view = panel->sassView();
    bool shown = false;
    QObject::connect(view, &ui::SassView::analysisShown, view, [&shown] { shown = true; });
    panel->tabs()->setCurrentIndex(ui::KernelPanel::SassTab);
    if (!view->analysis() && !waitFor([&] { return shown; }, 300000)) return 1;
    const auto a = view->analysis();
    // The line with the most SASS instructions (PTX instructions without SASS).
    const std::vector<int>& perLine = a->sass.lineInfo ? a->sass.perLine : a->ptxLines.perLine;
    int line = 0;
    for (std::size_t l = 1; l < perLine.size(); ++l)
        if (line == 0 || perLine[l] > perLine[std::size_t(line)]) line = int(l);
    view->selectSourceLine(line);
    const QString out = p.value(QStringLiteral("out"));
    const QString tag = p.value(QStringLiteral("lang")) == QLatin1String("en")
        ? QString()
        : QLatin1Char('-') + p.value(QStringLiteral("lang"));
    QDir().mkpath(out);
    save(&window, out + QStringLiteral("/sass-window") + tag + QStringLiteral(".png"));
    // The dock alone, floated to a size where the three panes read side by side.
    dock->setFloating(true);
    dock->resize(1500, 820);
    waitFor([] { return false; }, 300); // the resize's layout and paint
    view->selectSourceLine(line); // scrolls the panes to it at the new size
    save(dock, out + QStringLiteral("/sass-view") + tag + QStringLiteral(".png"));
    if (p.isSet(QStringLiteral("dump")) && compiler) dump(p.value(QStringLiteral("dump")), *a, *compiler);
    std::printf("{\"candidate\": %lld, \"arch\": \"%s\", \"disassembler\": \"%s\", \"sass_ok\": %s, "
                "\"sass_instructions\": %d, \"line_info\": %s, \"selected_line\": %d, \"status\": \"%s\", "
                "\"sass_message\": \"%s\"}\n",
                static_cast<long long>(id), a->arch.c_str(), a->disassembly.tool.c_str(),
                a->disassembly.ok() ? "true" : "false", a->sass.instructions, a->sass.lineInfo ? "true" : "false", line,
                qPrintable(view->statusText().replace(QLatin1Char('"'), QLatin1Char('\''))),
                qPrintable(view->sassMessage().replace(QLatin1Char('"'), QLatin1Char('\''))));
    controller->stop();
    return 0;
}
