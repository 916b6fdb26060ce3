// augur: the desktop workbench. Opens the embedded default session (a paced replay of the
// wide SGEMM tile space measured on an H200) or the given dataset / session file, and runs it.
#include "cli/CliCommon.h"
#include "core/base/InputError.h"
#include "core/session/LiveSession.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/slurm/SlurmBackend.h"
#if AUGUR_HAVE_NVRTC
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "gpu/compile/ToolkitDisassembler.h"
#endif
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/window/LayoutPreset.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/SearchTreeView.h"
#include "ui/session/SessionCommands.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>
#include <string_view>
#include <variant>

namespace {

/// Session file stem from a dataset path: "convolution_A100_T4.json.gz" -> "convolution".
std::string stemOf(const QString& dataset) {
    const QString base = QFileInfo(dataset).fileName();
    const QString stem = base.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('.'), 0, 0);
    return stem.isEmpty() ? std::string("session") : stem.toStdString();
}

void fail(const QString& message) { std::fprintf(stderr, "augur: error: %s\n", qPrintable(message)); }

/// True when the command line asks for --help or --version (before any "--"). Those only
/// print text, so they must work without a display (help2man, headless machines, scripts).
bool wantsTextOnly(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "--") break;
        if (a == "-h" || a == "--help" || a == "-?" || a == "--help-all" || a == "-v" || a == "--version") return true;
    }
    return false;
}

// Bin labels come from core (BinScheme::label) and are translated at run time with
// tr(BinScheme::label(k)); they are listed here so that lupdate collects them, in one context.
[[maybe_unused]] constexpr const char* kBinLabels[] = {QT_TRANSLATE_NOOP("BinScheme", "severe slowdown"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "slowdown"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "slight slowdown"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "parity to slight speedup"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "speedup"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "large speedup"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "very large speedup"),
                                                       QT_TRANSLATE_NOOP("BinScheme", "extreme speedup")};

/// The program's arguments with "--session FILE" joined as "--session=FILE".
/// QGuiApplication takes "-session NAME" / "--session NAME" for X11 session management and
/// removes it from the arguments before our parser sees it, so "--session FILE" (the form
/// the README shows) would silently open the default session. Joined, it reaches our parser.
struct JoinedArguments {
    std::vector<std::string> text;
    std::vector<char*> argv; ///< points into `text`, ends with a null pointer

    JoinedArguments(int argc, char** raw) {
        for (int i = 0; i < argc; ++i) {
            const std::string a = raw[i];
            if ((a == "--session" || a == "-session") && i + 1 < argc) {
                text.push_back("--session=" + std::string(raw[++i]));
            } else {
                text.push_back(a);
            }
        }
        for (auto& a : text) argv.push_back(a.data());
        argv.push_back(nullptr);
    }
    int argc() const { return static_cast<int>(text.size()); }
};

/// What ends the program early: its exit status.
using ExitStatus = std::optional<int>;

/// Reads --lang from the raw arguments (else AUGUR_LANG) and installs the language, else
/// the choice saved by View > Language, else the system locale. The language is chosen
/// before anything is translated (including --help); the parser only documents and
/// validates --lang. Returns 2 on a missing or unknown language.
ExitStatus chooseLanguage() {
    QString langValue;
    bool langExplicit = false;
    const QStringList args = QCoreApplication::arguments();
    for (qsizetype i = 1; i < args.size(); ++i) {
        const QString& a = args[i];
        if (a == QLatin1String("--")) break;
        if (a == QLatin1String("--lang") || a == QLatin1String("-lang")) {
            if (i + 1 >= args.size()) {
                fail(QStringLiteral("--lang: missing value (expected en, es or ja)"));
                return 2;
            }
            langValue = args[++i];
            langExplicit = true;
        } else if (a.startsWith(QLatin1String("--lang="))) {
            langValue = a.mid(7);
            langExplicit = true;
        }
    }
    if (!langExplicit && qEnvironmentVariableIsSet("AUGUR_LANG") && !qEnvironmentVariableIsEmpty("AUGUR_LANG")) {
        langValue = qEnvironmentVariable("AUGUR_LANG");
        langExplicit = true;
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Augur"));
    QCoreApplication::setApplicationName(QStringLiteral("augur"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AUGUR_VERSION));

    QString lang;
    if (langExplicit) {
        lang = augur::ui::LanguageSwitcher::normalise(langValue);
        if (lang.isEmpty()) {
            fail(QStringLiteral("unknown language '%1' (expected en, es or ja)").arg(langValue));
            return 2;
        }
    } else {
        lang = augur::ui::LanguageSwitcher::savedLanguage();
        if (lang.isEmpty()) lang = augur::ui::LanguageSwitcher::systemLanguage();
    }
    if (!augur::ui::LanguageSwitcher::instance()->setLanguage(lang))
        std::fprintf(stderr, "augur: warning: no embedded translation for '%s'\n", qPrintable(lang));
    return std::nullopt;
}

/// The command-line options of the GUI (translated, so built after chooseLanguage).
struct GuiOptions {
    QCommandLineOption dataset{
        QStringLiteral("dataset"),
        QApplication::translate(
            "main", "Recorded tuning space (Kernel Tuner T4 or cache file, Augur dataset) or record file to replay."),
        QStringLiteral("FILE")};
    QCommandLineOption task{
        QStringLiteral("task"),
        QApplication::translate("main",
                                "Record files (CUDA-L1, KernelBench): the task to replay (default: the first)."),
        QStringLiteral("NAME")};
    QCommandLineOption session{QStringLiteral("session"),
                               QApplication::translate("main", "Resume an existing session file."),
                               QStringLiteral("FILE")};
    QCommandLineOption shot{
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the main window to FILE (PNG), then quit."),
        QStringLiteral("FILE")};
    QCommandLineOption quit{
        QStringLiteral("quit-after-ms"),
        QApplication::translate("main", "Quit (after the screenshot, if any) N milliseconds after start."),
        QStringLiteral("N")};
    QCommandLineOption lang{
        QStringLiteral("lang"),
        QApplication::translate(
            "main",
            "User interface language: en, es or ja (default: AUGUR_LANG, then the View > Language choice, then the system locale)."),
        QStringLiteral("LANG")};
    // For pictures of a given state (docs, reviews): what to select and show once the
    // session has the candidates.
    QCommandLineOption select{QStringLiteral("select"),
                              QApplication::translate("main", "Select candidate ID once it exists."),
                              QStringLiteral("ID")};
    QCommandLineOption diff{
        QStringLiteral("show-diff"),
        QApplication::translate("main", "Open the Kernel dock on the diff of candidates A and B once both exist."),
        QStringLiteral("A,B")};
    QCommandLineOption dock{
        QStringLiteral("dock"),
        QApplication::translate("main",
                                "Raise a dock at start (kernel, forecast, diagnosis, roofline, progress, ...)."),
        QStringLiteral("NAME")};
    QCommandLineOption treeBest{
        QStringLiteral("tree-best"),
        QApplication::translate("main", "Show the best measured candidate in the search tree once there is one.")};
    QCommandLineOption layout{
        QStringLiteral("layout"),
        QApplication::translate(
            "main",
            "Arrange the docks as a layout preset: standard, search, kernel or decisions (as View > Layout does)."),
        QStringLiteral("NAME")};
    QCommandLineOption onlyDock{
        QStringLiteral("only-dock"),
        QApplication::translate("main", "Show only one dock (as --dock names it), filling the window."),
        QStringLiteral("NAME")};

    void addTo(QCommandLineParser& parser) const {
        parser.setApplicationDescription(
            QApplication::translate("main", "Augur: GPU kernel optimisation with selective surrogates"));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({dataset, task, session, shot, quit, lang, select, diff, dock, treeBest, layout, onlyDock});
    }
};

/// --quit-after-ms checked (2 s when only --screenshot is given; -1: never), or exit status 2.
std::variant<int, ExitStatus> quitDelay(const QCommandLineParser& parser, const GuiOptions& o) {
    int quitAfter = -1;
    if (parser.isSet(o.quit)) {
        bool ok = false;
        quitAfter = parser.value(o.quit).toInt(&ok);
        if (!ok || quitAfter < 0) {
            fail(QApplication::translate("main", "--quit-after-ms: not a non-negative integer: %1")
                     .arg(parser.value(o.quit)));
            return ExitStatus(2);
        }
    }
    if (parser.isSet(o.dataset) && parser.isSet(o.session)) {
        fail(QApplication::translate("main", "--dataset and --session cannot be combined"));
        return ExitStatus(2);
    }
    if (parser.isSet(o.shot) && quitAfter < 0) quitAfter = 2000;
    return quitAfter;
}

/// The session the window opens with: --session resumed, else a new replay of --dataset
/// (or of the default dataset). Exit status 2 on bad input, 1 on any other failure.
std::variant<std::unique_ptr<augur::LiveSession>, ExitStatus> openFirstSession(const QCommandLineParser& parser,
                                                                               const GuiOptions& o,
                                                                               double replayDelayMs) {
    try {
        if (parser.isSet(o.session)) return augur::LiveSession::resume(parser.value(o.session).toStdString());
        augur::SessionConfig config;
        config.replayDelayMs = replayDelayMs;
        config.datasetPath =
            parser.isSet(o.dataset) ? parser.value(o.dataset).toStdString() : augur::cli::defaultDatasetPath();
        config.task = parser.value(o.task).toStdString();
        if (config.datasetPath.empty()) {
            fail(QApplication::translate(
                "main", "no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)"));
            return ExitStatus(2);
        }
        // Named after what it replays (the default replays sgemm_f32_wide: "sgemm-...").
        const std::string stem = stemOf(QString::fromStdString(config.datasetPath));
        return augur::LiveSession::create(config, augur::cli::newSessionPath(stem));
    } catch (const augur::InputError& e) {
        fail(QString::fromStdString(e.what()));
        return ExitStatus(2);
    } catch (const std::exception& e) {
        fail(QString::fromStdString(e.what()));
        return ExitStatus(1);
    }
}

/// What File > New session starts from, and the compiler behind "Show PTX" (NVRTC, when
/// it loads; no GPU needed).
void equipWindow(augur::ui::MainWindow& window, double replayDelayMs) {
    augur::ui::SessionDefaults defaults;
    defaults.datasetPath = QString::fromStdString(augur::cli::defaultDatasetPath());
    defaults.problemPath = QString::fromStdString(augur::cli::defaultProblemPath());
    defaults.replayDelayMs = replayDelayMs;
    try {
        defaults.sessionDirectory = QString::fromStdString(augur::cli::defaultSessionDir());
    } catch (const std::exception&) {
        // No writable sessions folder: new sessions default to memory only.
    }
    window.sessionCommands()->setDefaults(defaults);
#if AUGUR_HAVE_NVRTC
    std::string nvrtcMissing;
    window.setKernelCompiler(augur::gpu::NvrtcKernelCompiler::tryCreate(&nvrtcMissing),
                             QString::fromStdString(nvrtcMissing));
    // The SASS tab's disassembler is looked for at each use (AUGUR_DISASSEMBLER, the toolkit, PATH).
    window.setKernelDisassembler(std::make_shared<augur::gpu::ToolkitDisassembler>());
#else
    window.setKernelCompiler(nullptr, QApplication::translate("main", "built without the CUDA toolkit"));
#endif
}

/// The preset --layout names (nullopt without --layout), or exit status 2 on an unknown name.
std::variant<std::optional<augur::ui::LayoutPreset>, ExitStatus> layoutOption(const QCommandLineParser& parser,
                                                                              const GuiOptions& o) {
    if (!parser.isSet(o.layout)) return std::optional<augur::ui::LayoutPreset>();
    if (const auto preset = augur::ui::layoutPresetFromKey(parser.value(o.layout))) return preset;
    fail(QApplication::translate("main", "--layout: no layout named %1 (standard, search, kernel or decisions)")
             .arg(parser.value(o.layout)));
    return ExitStatus(2);
}

/// --dock raises a dock, --only-dock hides every other one. Exit status 2 on an unknown name.
ExitStatus arrangeDocks(augur::ui::MainWindow& window, const QCommandLineParser& parser, const GuiOptions& o) {
    // A dock by its name in any case ("Cluster", "cluster"): object names are lower camel
    // case ("clusterDock").
    auto findDock = [&window](const QString& name) -> QDockWidget* {
        for (QDockWidget* d : window.findChildren<QDockWidget*>())
            if (d->objectName().compare(name + QStringLiteral("Dock"), Qt::CaseInsensitive) == 0) return d;
        return nullptr;
    };
    if (parser.isSet(o.dock)) {
        auto* dock = findDock(parser.value(o.dock));
        if (!dock) {
            fail(QApplication::translate("main", "--dock: no dock named %1").arg(parser.value(o.dock)));
            return 2;
        }
        dock->show();
        dock->raise();
    }
    if (parser.isSet(o.onlyDock)) {
        auto* only = findDock(parser.value(o.onlyDock));
        if (!only) {
            fail(QApplication::translate("main", "--only-dock: no dock named %1").arg(parser.value(o.onlyDock)));
            return 2;
        }
        for (QDockWidget* d : window.findChildren<QDockWidget*>())
            if (d != only) d->hide();
        only->show();
    }
    return std::nullopt;
}

/// --select and --show-diff: checks the ids, then polls until the replay has produced the
/// candidates asked for and shows them once. Exit status 2 on an id that is not one.
ExitStatus showCandidatesOnceThere(augur::ui::MainWindow& window, const QCommandLineParser& parser,
                                   const GuiOptions& o) {
    // Ids are checked here; whether they exist is known only once the session has them.
    auto candidateId = [](const QString& text) {
        bool ok = false;
        const qint64 id = text.trimmed().toLongLong(&ok);
        return ok && id >= 0 ? id : qint64(-1);
    };
    const qint64 selectId = parser.isSet(o.select) ? candidateId(parser.value(o.select)) : -1;
    if (parser.isSet(o.select) && selectId < 0) {
        fail(QApplication::translate("main", "--select: '%1' is not a candidate id (0 or more)")
                 .arg(parser.value(o.select)));
        return 2;
    }
    const QStringList diffIds = parser.value(o.diff).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(o.diff) &&
        (diffIds.size() != 2 || candidateId(diffIds.value(0)) < 0 || candidateId(diffIds.value(1)) < 0)) {
        fail(QApplication::translate("main", "--show-diff: expected two candidate ids, A,B (got '%1')")
                 .arg(parser.value(o.diff)));
        return 2;
    }
    if (selectId < 0 && diffIds.size() != 2) return std::nullopt;
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, poll, selectId, diffIds] {
        auto* model = window.candidateModel();
        const bool selectReady = selectId < 0 || model->candidate(selectId);
        const bool diffReady = diffIds.size() != 2 ||
            (model->candidate(diffIds[0].toLongLong()) && model->candidate(diffIds[1].toLongLong()));
        if (!selectReady || !diffReady) return;
        poll->stop();
        if (selectId >= 0) window.userSelected(selectId);
        // The pair's right side is selected too (as a discovery moment does), unless
        // --select chose another candidate.
        if (diffIds.size() == 2 && selectId < 0)
            window.showDiscovery(diffIds[0].toLongLong(), diffIds[1].toLongLong());
        else if (diffIds.size() == 2)
            window.showDiff(diffIds[0].toLongLong(), diffIds[1].toLongLong());
    });
    poll->start(100);
    return std::nullopt;
}

/// --tree-best: polls until the tree has a best measured candidate and nothing left to
/// place, then goes to it.
void goToBestOnceThere(augur::ui::MainWindow& window) {
    auto* poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, poll] {
        augur::ui::SearchTreeView* tree = window.searchTree();
        if (tree->bestCandidate() < 0 || tree->layoutPending()) return;
        poll->stop();
        tree->goToBest();
    });
    poll->start(100);
}

/// Quits `quitAfterMs` after start, saving the --screenshot picture first (exit status 1
/// when it cannot be written: a script must not take a missing picture for one).
void quitLater(QCoreApplication& app, augur::ui::MainWindow& window, int quitAfterMs, const QString& shot) {
    QTimer::singleShot(quitAfterMs, &app, [&window, shot] {
        if (!shot.isEmpty() && !window.grab().save(shot, "PNG")) {
            std::fprintf(stderr, "augur: error: cannot write %s\n", qPrintable(shot));
            QApplication::exit(1);
            return;
        }
        QApplication::quit();
    });
}

} // namespace

int main(int argc, char** argv) {
    augur::gpu::CudaBackend::registerWithSessions(); // sessions of the cuda backend (session files that name it)
    augur::gpu::SlurmBackend::registerWithSessions(); // and of the slurm backend (the Cluster dock shows its events)
    JoinedArguments args(argc, argv);
    int joinedArgc = args.argc();
    // --help and --version get a QCoreApplication, which needs no display; everything
    // else the full QApplication.
    const bool textOnly = wantsTextOnly(joinedArgc, args.argv.data());
    std::unique_ptr<QCoreApplication> appHolder = textOnly
        ? std::make_unique<QCoreApplication>(joinedArgc, args.argv.data())
        : std::make_unique<QApplication>(joinedArgc, args.argv.data());
    QCoreApplication& app = *appHolder;
    if (ExitStatus status = chooseLanguage()) return *status;

    QCommandLineParser parser;
    const GuiOptions options;
    options.addTo(parser);
    parser.process(app); // exits after printing --help or --version
    if (textOnly) return 0; // not reached: the parser has handled --help or --version
    const auto quitAfter = quitDelay(parser, options);
    if (const auto* status = std::get_if<ExitStatus>(&quitAfter)) return **status;
    const auto layout = layoutOption(parser, options);
    if (const auto* status = std::get_if<ExitStatus>(&layout)) return **status;

    // A replayed measurement is instant; pace it so the session can be watched and steered:
    // the default session's 100 measurements take about a minute.
    double replayDelayMs = 500.0;
    if (const char* pace = std::getenv("AUGUR_REPLAY_DELAY_MS")) replayDelayMs = std::atof(pace);
    auto session = openFirstSession(parser, options, replayDelayMs);
    if (const auto* status = std::get_if<ExitStatus>(&session)) return **status;

    auto* controller =
        new augur::ui::EngineController(std::move(std::get<std::unique_ptr<augur::LiveSession>>(session)));
    augur::ui::MainWindow window(controller);
    equipWindow(window, replayDelayMs);
    if (!parser.isSet(options.shot)) window.restoreLayout(); // pictures use the default layout
    if (const auto& preset = std::get<std::optional<augur::ui::LayoutPreset>>(layout))
        augur::ui::applyLayoutPreset(window, *preset);
    window.show();
    controller->start();
    if (ExitStatus status = arrangeDocks(window, parser, options)) return *status;
    if (ExitStatus status = showCandidatesOnceThere(window, parser, options)) return *status;
    if (parser.isSet(options.treeBest)) goToBestOnceThere(window);
    if (const int ms = std::get<int>(quitAfter); ms >= 0) quitLater(app, window, ms, parser.value(options.shot));
    return app.exec();
}
