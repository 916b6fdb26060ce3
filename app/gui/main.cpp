// augur: the desktop workbench. Opens the embedded default session (a replay of the
// recorded convolution search space) or the given dataset / session file, and runs it.
#include "cli/CliCommon.h"
#include "core/InputError.h"
#include "core/SessionFactory.h"
#include "ui/EngineController.h"
#include "ui/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>

namespace {

/// Session file stem from a dataset path: "convolution_A100_T4.json.gz" -> "convolution".
std::string stemOf(const QString& dataset) {
    const QString base = QFileInfo(dataset).fileName();
    const QString stem = base.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('.'), 0, 0);
    return stem.isEmpty() ? std::string("session") : stem.toStdString();
}

void fail(const QString& message) { std::fprintf(stderr, "augur: error: %s\n", qPrintable(message)); }

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Augur"));
    QApplication::setApplicationName(QStringLiteral("augur"));
    QApplication::setApplicationVersion(QStringLiteral(AUGUR_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Augur: GPU kernel optimisation with selective surrogates"));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption datasetOpt(QStringLiteral("dataset"), QApplication::translate("main", "Recorded T4 dataset to replay."),
                                  QStringLiteral("FILE"));
    QCommandLineOption sessionOpt(QStringLiteral("session"), QApplication::translate("main", "Resume an existing session file."),
                                  QStringLiteral("FILE"));
    QCommandLineOption shotOpt(QStringLiteral("screenshot"),
                               QApplication::translate("main", "Save a picture of the main window to FILE (PNG), then quit."),
                               QStringLiteral("FILE"));
    QCommandLineOption quitOpt(QStringLiteral("quit-after-ms"),
                               QApplication::translate("main", "Quit (after the screenshot, if any) N milliseconds after start."),
                               QStringLiteral("N"));
    parser.addOptions({datasetOpt, sessionOpt, shotOpt, quitOpt});
    parser.process(app);

    int quitAfter = -1;
    if (parser.isSet(quitOpt)) {
        bool ok = false;
        quitAfter = parser.value(quitOpt).toInt(&ok);
        if (!ok || quitAfter < 0) {
            fail(QApplication::translate("main", "--quit-after-ms: not a non-negative integer: %1").arg(parser.value(quitOpt)));
            return 2;
        }
    }
    if (parser.isSet(datasetOpt) && parser.isSet(sessionOpt)) {
        fail(QApplication::translate("main", "--dataset and --session cannot be combined"));
        return 2;
    }
    if (parser.isSet(shotOpt) && quitAfter < 0) quitAfter = 2000;

    std::unique_ptr<augur::Engine> engine;
    try {
        if (parser.isSet(sessionOpt)) {
            engine = augur::SessionFactory::resume(parser.value(sessionOpt).toStdString());
        } else {
            augur::SessionConfig config;
            // A replayed measurement is instant; pace it so the session can be watched.
            config.replayDelayMs = 150.0;
            if (const char* pace = std::getenv("AUGUR_REPLAY_DELAY_MS")) config.replayDelayMs = std::atof(pace);
            config.datasetPath = parser.isSet(datasetOpt) ? parser.value(datasetOpt).toStdString() : augur::cli::defaultDatasetPath();
            if (config.datasetPath.empty()) {
                fail(QApplication::translate("main", "no default dataset found (set AUGUR_DEFAULT_DATASET or pass --dataset FILE)"));
                return 2;
            }
            const std::string stem = parser.isSet(datasetOpt) ? stemOf(parser.value(datasetOpt)) : std::string("convolution");
            engine = augur::SessionFactory::create(config, augur::cli::newSessionPath(stem));
        }
    } catch (const augur::InputError& e) {
        fail(QString::fromStdString(e.what()));
        return 2;
    } catch (const std::exception& e) {
        fail(QString::fromStdString(e.what()));
        return 1;
    }

    auto* controller = new augur::ui::EngineController(std::move(engine));
    augur::ui::MainWindow window(controller);
    if (!parser.isSet(shotOpt)) window.restoreLayout(); // pictures use the default layout
    window.show();
    controller->start();

    if (quitAfter >= 0) {
        const QString shot = parser.value(shotOpt);
        QTimer::singleShot(quitAfter, &app, [&window, shot] {
            if (!shot.isEmpty() && !window.grab().save(shot, "PNG"))
                std::fprintf(stderr, "augur: error: cannot write %s\n", qPrintable(shot));
            QApplication::quit();
        });
    }
    return app.exec();
}
