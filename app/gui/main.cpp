// augur: the desktop workbench. Opens the embedded default session (a paced replay of the
// wide SGEMM tile space measured on an H200) or the given dataset / session file, and runs it.
#include "cli/CliCommon.h"
#include "core/base/InputError.h"
#include "core/session/LiveSession.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/slurm/SlurmBackend.h"
#if AUGUR_HAVE_NVRTC
#include "gpu/compile/NvrtcKernelCompiler.h"
#endif
#include "ui/CandidateModel.h"
#include "ui/EngineController.h"
#include "ui/LanguageSwitcher.h"
#include "ui/MainWindow.h"
#include "ui/SearchTreeView.h"
#include "ui/SessionCommands.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>
#include <string_view>

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

} // namespace

int main(int argc, char** argv) {
    augur::gpu::CudaBackend::registerWithSessions(); // sessions of the cuda backend (session files that name it)
    augur::gpu::SlurmBackend::registerWithSessions(); // and of the slurm backend (the Cluster dock shows its events)
    // QGuiApplication takes "-session NAME" / "--session NAME" for X11 session management
    // and removes it from the arguments before our parser sees it, so "--session FILE"
    // (the form the README shows) would silently open the default session. Joined as
    // "--session=FILE" it reaches our parser.
    std::vector<std::string> joined;
    for (int i = 0; i < argc; ++i) {
        const std::string a = argv[i];
        if ((a == "--session" || a == "-session") && i + 1 < argc) {
            joined.push_back("--session=" + std::string(argv[++i]));
        } else {
            joined.push_back(a);
        }
    }
    std::vector<char*> joinedArgv;
    for (auto& a : joined) joinedArgv.push_back(a.data());
    joinedArgv.push_back(nullptr);
    argc = static_cast<int>(joined.size());
    argv = joinedArgv.data();
    // --help and --version get a QCoreApplication, which needs no display; everything
    // else the full QApplication.
    const bool textOnly = wantsTextOnly(argc, argv);
    std::unique_ptr<QCoreApplication> appHolder =
        textOnly ? std::make_unique<QCoreApplication>(argc, argv) : std::make_unique<QApplication>(argc, argv);
    QCoreApplication& app = *appHolder;

    // The language is chosen before anything is translated (including --help), so --lang is
    // read from the raw arguments here; the parser below only documents and validates it.
    QString langValue;
    bool langExplicit = false;
    {
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
    }
    QCoreApplication::setOrganizationName(QStringLiteral("Augur"));
    QCoreApplication::setApplicationName(QStringLiteral("augur"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AUGUR_VERSION));

    // --lang, else AUGUR_LANG, else the choice saved by View > Language, else the system locale.
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

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Augur: GPU kernel optimisation with selective surrogates"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption datasetOpt(
        QStringLiteral("dataset"),
        QApplication::translate("main",
                                "Recorded tuning space to replay (Kernel Tuner T4 or cache file, Augur dataset)."),
        QStringLiteral("FILE"));
    QCommandLineOption sessionOpt(QStringLiteral("session"),
                                  QApplication::translate("main", "Resume an existing session file."),
                                  QStringLiteral("FILE"));
    QCommandLineOption shotOpt(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the main window to FILE (PNG), then quit."),
        QStringLiteral("FILE"));
    QCommandLineOption quitOpt(
        QStringLiteral("quit-after-ms"),
        QApplication::translate("main", "Quit (after the screenshot, if any) N milliseconds after start."),
        QStringLiteral("N"));
    QCommandLineOption langOpt(
        QStringLiteral("lang"),
        QApplication::translate(
            "main",
            "User interface language: en, es or ja (default: AUGUR_LANG, then the View > Language choice, then the system locale)."),
        QStringLiteral("LANG"));
    // For pictures of a given state (docs, reviews): what to select and show once the
    // session has the candidates.
    QCommandLineOption selectOpt(QStringLiteral("select"),
                                 QApplication::translate("main", "Select candidate ID once it exists."),
                                 QStringLiteral("ID"));
    QCommandLineOption diffOpt(
        QStringLiteral("show-diff"),
        QApplication::translate("main", "Open the Kernel dock on the diff of candidates A and B once both exist."),
        QStringLiteral("A,B"));
    QCommandLineOption dockOpt(
        QStringLiteral("dock"),
        QApplication::translate("main",
                                "Raise a dock at start (kernel, forecast, diagnosis, roofline, progress, ...)."),
        QStringLiteral("NAME"));
    QCommandLineOption treeBestOpt(
        QStringLiteral("tree-best"),
        QApplication::translate("main", "Show the best measured candidate in the search tree once there is one."));
    QCommandLineOption onlyDockOpt(
        QStringLiteral("only-dock"),
        QApplication::translate("main", "Show only one dock (as --dock names it), filling the window."),
        QStringLiteral("NAME"));
    parser.addOptions(
        {datasetOpt, sessionOpt, shotOpt, quitOpt, langOpt, selectOpt, diffOpt, dockOpt, treeBestOpt, onlyDockOpt});
    parser.process(app); // exits after printing --help or --version
    if (textOnly) return 0; // not reached: the parser has handled --help or --version

    int quitAfter = -1;
    if (parser.isSet(quitOpt)) {
        bool ok = false;
        quitAfter = parser.value(quitOpt).toInt(&ok);
        if (!ok || quitAfter < 0) {
            fail(QApplication::translate("main", "--quit-after-ms: not a non-negative integer: %1")
                     .arg(parser.value(quitOpt)));
            return 2;
        }
    }
    if (parser.isSet(datasetOpt) && parser.isSet(sessionOpt)) {
        fail(QApplication::translate("main", "--dataset and --session cannot be combined"));
        return 2;
    }
    if (parser.isSet(shotOpt) && quitAfter < 0) quitAfter = 2000;

    // A replayed measurement is instant; pace it so the session can be watched and steered:
    // the default session's 100 measurements take about a minute.
    double replayDelayMs = 500.0;
    if (const char* pace = std::getenv("AUGUR_REPLAY_DELAY_MS")) replayDelayMs = std::atof(pace);
    std::unique_ptr<augur::LiveSession> session;
    try {
        if (parser.isSet(sessionOpt)) {
            session = augur::LiveSession::resume(parser.value(sessionOpt).toStdString());
        } else {
            augur::SessionConfig config;
            config.replayDelayMs = replayDelayMs;
            config.datasetPath =
                parser.isSet(datasetOpt) ? parser.value(datasetOpt).toStdString() : augur::cli::defaultDatasetPath();
            if (config.datasetPath.empty()) {
                fail(QApplication::translate(
                    "main", "no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)"));
                return 2;
            }
            // Named after what it replays (the default replays sgemm_f32_wide: "sgemm-...").
            const std::string stem = stemOf(QString::fromStdString(config.datasetPath));
            session = augur::LiveSession::create(config, augur::cli::newSessionPath(stem));
        }
    } catch (const augur::InputError& e) {
        fail(QString::fromStdString(e.what()));
        return 2;
    } catch (const std::exception& e) {
        fail(QString::fromStdString(e.what()));
        return 1;
    }

    auto* controller = new augur::ui::EngineController(std::move(session));
    augur::ui::MainWindow window(controller);
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
    // "Show PTX" in the Kernel dock compiles with NVRTC when it loads (no GPU needed).
#if AUGUR_HAVE_NVRTC
    std::string nvrtcMissing;
    window.setKernelCompiler(augur::gpu::NvrtcKernelCompiler::tryCreate(&nvrtcMissing),
                             QString::fromStdString(nvrtcMissing));
#else
    window.setKernelCompiler(nullptr, QApplication::translate("main", "built without the CUDA toolkit"));
#endif
    if (!parser.isSet(shotOpt)) window.restoreLayout(); // pictures use the default layout
    window.show();
    controller->start();
    // A dock by its name in any case ("Cluster", "cluster"): object names are lower camel
    // case ("clusterDock").
    auto findDock = [&window](const QString& name) -> QDockWidget* {
        for (QDockWidget* d : window.findChildren<QDockWidget*>())
            if (d->objectName().compare(name + QStringLiteral("Dock"), Qt::CaseInsensitive) == 0) return d;
        return nullptr;
    };
    if (parser.isSet(dockOpt)) {
        auto* dock = findDock(parser.value(dockOpt));
        if (!dock) {
            fail(QApplication::translate("main", "--dock: no dock named %1").arg(parser.value(dockOpt)));
            return 2;
        }
        dock->show();
        dock->raise();
    }
    if (parser.isSet(onlyDockOpt)) {
        auto* only = findDock(parser.value(onlyDockOpt));
        if (!only) {
            fail(QApplication::translate("main", "--only-dock: no dock named %1").arg(parser.value(onlyDockOpt)));
            return 2;
        }
        for (QDockWidget* d : window.findChildren<QDockWidget*>())
            if (d != only) d->hide();
        only->show();
    }
    // Ids are checked here; whether they exist is known only once the session has them.
    auto candidateId = [](const QString& text) {
        bool ok = false;
        const qint64 id = text.trimmed().toLongLong(&ok);
        return ok && id >= 0 ? id : qint64(-1);
    };
    const qint64 selectId = parser.isSet(selectOpt) ? candidateId(parser.value(selectOpt)) : -1;
    if (parser.isSet(selectOpt) && selectId < 0) {
        fail(QApplication::translate("main", "--select: '%1' is not a candidate id (0 or more)")
                 .arg(parser.value(selectOpt)));
        return 2;
    }
    const QStringList diffIds = parser.value(diffOpt).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(diffOpt) &&
        (diffIds.size() != 2 || candidateId(diffIds.value(0)) < 0 || candidateId(diffIds.value(1)) < 0)) {
        fail(QApplication::translate("main", "--show-diff: expected two candidate ids, A,B (got '%1')")
                 .arg(parser.value(diffOpt)));
        return 2;
    }
    if (selectId >= 0 || diffIds.size() == 2) {
        // Polls until the replay has produced the candidates asked for, then shows them once.
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
    }

    if (parser.isSet(treeBestOpt)) {
        // Polls until the tree has a best measured candidate and nothing left to place.
        auto* poll = new QTimer(&window);
        QObject::connect(poll, &QTimer::timeout, &window, [&window, poll] {
            augur::ui::SearchTreeView* tree = window.searchTree();
            if (tree->bestCandidate() < 0 || tree->layoutPending()) return;
            poll->stop();
            tree->goToBest();
        });
        poll->start(100);
    }

    if (quitAfter >= 0) {
        const QString shot = parser.value(shotOpt);
        QTimer::singleShot(quitAfter, &app, [&window, shot] {
            if (!shot.isEmpty() && !window.grab().save(shot, "PNG")) {
                std::fprintf(stderr, "augur: error: cannot write %s\n", qPrintable(shot));
                QApplication::exit(1); // a script must not take a missing picture for one
                return;
            }
            QApplication::quit();
        });
    }
    return app.exec();
}
