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
#include <QLibraryInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

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

// Bin labels come from core (BinScheme::label) and are translated at run time with
// tr(BinScheme::label(k)); they are listed here so that lupdate collects them, in one context.
[[maybe_unused]] constexpr const char* kBinLabels[] = {
    QT_TRANSLATE_NOOP("BinScheme", "severe slowdown"),   QT_TRANSLATE_NOOP("BinScheme", "slowdown"),
    QT_TRANSLATE_NOOP("BinScheme", "slight slowdown"),   QT_TRANSLATE_NOOP("BinScheme", "parity to slight speedup"),
    QT_TRANSLATE_NOOP("BinScheme", "speedup"),           QT_TRANSLATE_NOOP("BinScheme", "large speedup"),
    QT_TRANSLATE_NOOP("BinScheme", "very large speedup"), QT_TRANSLATE_NOOP("BinScheme", "extreme speedup")};

/// Translator for augur's own catalogue. lupdate (Qt 6.4) does not understand C++17 nested
/// namespaces, so it files tr() strings of augur::ui::MainWindow under "MainWindow", while at
/// run time tr() asks for the fully qualified class name. Lookups retry without the namespace,
/// then in the shared "BinScheme" context (bin labels passed through tr() by several classes).
class AugurTranslator : public QTranslator {
public:
    using QTranslator::QTranslator;
    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override {
        QString t = QTranslator::translate(context, sourceText, disambiguation, n);
        if (!t.isNull() || !context) return t;
        const QByteArray ctx(context);
        const qsizetype sep = ctx.lastIndexOf("::");
        if (sep >= 0) {
            t = QTranslator::translate(ctx.mid(sep + 2).constData(), sourceText, disambiguation, n);
            if (!t.isNull()) return t;
        }
        return QTranslator::translate("BinScheme", sourceText, disambiguation, n);
    }
};

/// Language code ("en", "es", "ja") from --lang, else AUGUR_LANG, else the system locale
/// (languages without a catalogue fall back to English). Empty with *error set when unknown.
QString chooseLanguage(const QString& requested, bool explicitChoice, QString* error) {
    static const QStringList known{QStringLiteral("en"), QStringLiteral("es"), QStringLiteral("ja")};
    if (explicitChoice) {
        // Accept "ja", "ja_JP", "es-ES", ... but insist on a language we ship.
        const QString lang = requested.trimmed().toLower().section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0);
        if (!known.contains(lang)) {
            *error = QStringLiteral("unknown language '%1' (expected en, es or ja)").arg(requested);
            return {};
        }
        return lang;
    }
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString lang = name.toLower().section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0);
        if (known.contains(lang)) return lang;
    }
    return QStringLiteral("en");
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);

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
    QString langError;
    const QString lang = chooseLanguage(langValue, langExplicit, &langError);
    if (lang.isEmpty()) {
        fail(langError);
        return 2;
    }
    AugurTranslator augurTranslator;
    QTranslator qtTranslator;
    if (lang != QLatin1String("en")) {
        if (augurTranslator.load(QStringLiteral(":/i18n/augur_%1.qm").arg(lang))) QCoreApplication::installTranslator(&augurTranslator);
        else std::fprintf(stderr, "augur: warning: no embedded translation for '%s'\n", qPrintable(lang));
        // Qt's own strings (standard dialogs, context menus), when qt6-translations-l10n is installed.
        if (qtTranslator.load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"),
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&qtTranslator);
    }

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
    QCommandLineOption langOpt(QStringLiteral("lang"),
                               QApplication::translate("main", "User interface language: en, es or ja (default: AUGUR_LANG, then the system locale)."),
                               QStringLiteral("LANG"));
    parser.addOptions({datasetOpt, sessionOpt, shotOpt, quitOpt, langOpt});
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
