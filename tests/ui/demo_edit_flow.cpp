// The "Edit as new candidate" flow, scripted for screenshots on a GPU machine (docs/gui.md):
// runs a short session of a problem with the given backend, opens the editor on the best
// measured candidate, applies one textual edit (--replace FROM=TO, every occurrence),
// submits it, waits for its measurement and saves screenshots of the editor and the
// window (Kernel dock on the new candidate's diff) in --out. Not a test: it only drives
// the GUI as an engineer would and prints what it saw as JSON.
#include "core/session/LiveSession.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "ui/session/CandidateEditing.h"
#include "ui/kernel/CandidateEditor.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/window/MainWindow.h"
#include "ui/kernel/Qsci.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include <cstdio>

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

} // namespace

int main(int argc, char** argv) {
    gpu::CudaBackend::registerWithSessions();
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("problem"), QStringLiteral("Problem folder."), QStringLiteral("dir")});
    p.addOption(
        {QStringLiteral("backend"), QStringLiteral("Backend (cuda)."), QStringLiteral("name"), QStringLiteral("cuda")});
    p.addOption({QStringLiteral("dataset"), QStringLiteral("Dataset to replay instead (the edit is refused)."),
                 QStringLiteral("file")});
    p.addOption({QStringLiteral("budget"), QStringLiteral("Measurements before the edit."), QStringLiteral("n"),
                 QStringLiteral("8")});
    p.addOption({QStringLiteral("session-file"),
                 QStringLiteral("Session file to write (not --session: Qt takes that one)."), QStringLiteral("file")});
    p.addOption({QStringLiteral("replace"), QStringLiteral("The edit: FROM=TO."), QStringLiteral("edit")});
    p.addOption(
        {QStringLiteral("lang"), QStringLiteral("en, es or ja."), QStringLiteral("code"), QStringLiteral("en")});
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the screenshots."), QStringLiteral("dir"),
                 QStringLiteral(".")});
    p.process(app);
    ui::LanguageSwitcher::instance()->setLanguage(p.value(QStringLiteral("lang")));
    const QString out = p.value(QStringLiteral("out"));
    QDir().mkpath(out);
    const QString tag = p.value(QStringLiteral("lang"));

    SessionConfig config;
    config.problemPath = p.value(QStringLiteral("problem")).toStdString();
    config.backend = p.value(QStringLiteral("backend")).toStdString();
    config.maxMeasurements = p.value(QStringLiteral("budget")).toInt();
    if (p.isSet(QStringLiteral("dataset"))) {
        config = SessionConfig{};
        config.datasetPath = p.value(QStringLiteral("dataset")).toStdString();
        config.maxMeasurements = p.value(QStringLiteral("budget")).toInt();
    }
    auto* controller =
        new ui::EngineController(LiveSession::create(config, p.value(QStringLiteral("session-file")).toStdString()));
    ui::MainWindow window(controller);
    std::string why;
    window.setKernelCompiler(gpu::NvrtcKernelCompiler::tryCreate(&why), QString::fromStdString(why));
    window.resize(1600, 1000);
    window.show();
    controller->start();
    if (!waitFor([&] { return controller->isFinished(); }, 600000)) return 3;
    const CandidateId best = controller->stats().bestCandidate;
    window.selectCandidate(best);

    ui::CandidateEditor* editor = window.candidateEditing()->openEditor(best);
    if (!editor) return 4;
    editor->resize(1100, 900);
    const QStringList edit = p.value(QStringLiteral("replace")).split(QLatin1Char('='));
    QString text = editor->sourceEditor()->text();
    const int edits = edit.size() == 2 ? text.count(edit[0]) : 0;
    if (edit.size() == 2) text.replace(edit[0], edit[1]);
    editor->sourceEditor()->setText(text);
    save(editor, out + QStringLiteral("/edit-before-submit-%1.png").arg(tag));
    editor->submit();
    // A finished session is continued for the candidate: wait for the new controller.
    if (!waitFor([&] { return editor->addedCandidate() != kNoCandidate || editor->submitButton()->isEnabled(); },
                 120000))
        return 5;
    if (editor->addedCandidate() == kNoCandidate) { // refused: say why
        save(editor, out + QStringLiteral("/edit-refused-%1.png").arg(tag));
        std::printf("{\"refused\": \"%s\"}\n", qPrintable(editor->statusLabel()->text()));
        return 2;
    }
    const CandidateId added = editor->addedCandidate();
    if (!waitFor(
            [&] {
                const Candidate* c = window.candidateModel()->candidate(added);
                return c && (c->state == CandidateState::Measured || c->state == CandidateState::Failed);
            },
            600000))
        return 6;
    waitFor([&] { return window.controller()->isFinished(); }, 60000);
    save(editor, out + QStringLiteral("/edit-measured-%1.png").arg(tag));
    window.selectCandidate(added);
    window.showDiff(best, added);
    save(&window, out + QStringLiteral("/edit-in-tree-%1.png").arg(tag));

    const Candidate* c = window.candidateModel()->candidate(added);
    std::printf("{\"best\": %lld, \"added\": %lld, \"edits\": %d, \"state\": \"%s\", \"status\": \"%s\"}\n",
                static_cast<long long>(best), static_cast<long long>(added), edits, candidateStateName(c->state),
                qPrintable(editor->statusLabel()->text().replace(QLatin1Char('"'), QLatin1Char('\''))));
    return c->state == CandidateState::Measured ? 0 : 1;
}
