// View > Language switches the whole window between English, Spanish and Japanese while a
// session is shown (a replay of the project's own H200 reduce_sum_f32 dataset and, as an
// extra row when ../shared is beside the checkout, of Kernel Tuner's convolution file);
// every string of the .ts catalogues is translated; in every language the status bar's cost
// of a measurement keeps its whole text on a 1366 px screen.
#include "core/session/LiveSession.h"
#include "core/session/SessionFactory.h"
#include "ui/session/CandidateModel.h"
#include "ui/base/DisplayNames.h"
#include "ui/session/EngineController.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/settings/BudgetDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/settings/SessionDialog.h"
#include "ui/base/StateStyle.h"

#include "tests/TestDatasets.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTest>
#include <QToolButton>
#include <QXmlStreamReader>

using namespace augur;

namespace {
QString dockTitle(QWidget* window, const char* name) {
    auto* dock = window->findChild<QDockWidget*>(QString::fromLatin1(name));
    return dock ? dock->windowTitle() : QString();
}
QString menuTitle(QWidget* window, const char* name) {
    auto* menu = window->findChild<QMenu*>(QString::fromLatin1(name));
    return menu ? menu->title() : QString();
}
/// The window as it opens on a 1366×768 screen (1297 px wide, or the least its docks
/// allow): the status bar's cost of a measurement shows its whole text inside the first
/// 1366 px. With AUGUR_SCREENSHOT_DIR=DIR, pictures of the window and its status bar too.
void checkStatusBarAt1366(QMainWindow& window, const QString& lang) {
    window.resize(1366 * 95 / 100, 768 * 92 / 100);
    if (const auto* cost = window.findChild<QLabel*>(QStringLiteral("measurementCostLabel")); !cost->isHidden()) {
        // The resize and the relayouts it asks for arrive as events: wait until the label
        // has its whole width inside the first 1366 px.
        QTRY_VERIFY2_WITH_TIMEOUT(cost->width() >= cost->sizeHint().width() &&
                                      cost->mapTo(&window, QPoint(cost->width(), 0)).x() <= 1366,
                                  qPrintable(lang), 10000);
    }
    const QString shots = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
    if (shots.isEmpty()) return;
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(' '), 0, 0);
    QVERIFY(window.grab().save(QStringLiteral("%1/window-1366-%2-%3.png").arg(shots, tag, lang)));
    QVERIFY(window.statusBar()->grab().save(QStringLiteral("%1/status-bar-1366-%2-%3.png").arg(shots, tag, lang)));
}
} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AugurTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
        QSettings().remove(QStringLiteral("ui/language"));
    }

    void namesAndCodes() {
        QCOMPARE(ui::LanguageSwitcher::languages(), (QStringList{"en", "es", "ja"}));
        QCOMPARE(ui::LanguageSwitcher::normalise(QStringLiteral("ja_JP")), QStringLiteral("ja"));
        QCOMPARE(ui::LanguageSwitcher::normalise(QStringLiteral("ES-es")), QStringLiteral("es"));
        QCOMPARE(ui::LanguageSwitcher::normalise(QStringLiteral("fr")), QString());
        QCOMPARE(ui::LanguageSwitcher::nativeName(QStringLiteral("ja")), QStringLiteral("日本語"));
        QVERIFY(!ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("fr")));
        QCOMPARE(ui::LanguageSwitcher::instance()->language(), QStringLiteral("en"));
    }

    void menuSwitchesTheWindowLive_data() {
        QTest::addColumn<QString>("dataset");
        QTest::newRow("reduce_sum_f32 (project)")
            << QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/reduce_sum_f32.json.gz");
        QTest::newRow("convolution_A100 (shared)") << QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");
    }

    void menuSwitchesTheWindowLive() {
        QFETCH(QString, dataset);
        AUGUR_REQUIRE_DATASET(dataset);
        SessionConfig config;
        config.datasetPath = dataset.toStdString();
        config.maxMeasurements = 5;
        auto* controller = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 30000);
        auto* model = window.candidateModel();
        QTRY_VERIFY(model->rowCount() > 5);
        const int decided = 0; // the reference: "defer (reference)"
        QVERIFY(model->candidateAt(decided).decision);
        QCOMPARE(model->candidateAt(decided).decision->reason, DecisionReason::Reference);
        auto* stateFilter = window.findChild<QComboBox*>(QStringLiteral("stateFilter"));
        auto* fit = window.findChild<QToolButton*>(QStringLiteral("fitTreeButton"));
        QVERIFY(stateFilter && fit);

        const QString englishFile = menuTitle(&window, "fileMenu");
        QCOMPARE(englishFile, QStringLiteral("&File"));
        QCOMPARE(dockTitle(&window, "candidatesDock"), QStringLiteral("Candidates"));
        QCOMPARE(model->headerData(ui::CandidateModel::ColDecision, Qt::Horizontal).toString(),
                 QStringLiteral("Decision"));
        QCOMPARE(model->index(decided, ui::CandidateModel::ColDecision).data().toString(),
                 QStringLiteral("defer (reference)"));
        QCOMPARE(model->index(0, ui::CandidateModel::ColState).data().toString(), QStringLiteral("measured"));

        // View > Language > 日本語
        auto* ja = window.findChild<QAction*>(QStringLiteral("actionLanguage_ja"));
        QVERIFY(ja && ja->isCheckable());
        QCOMPARE(ja->text(), QStringLiteral("日本語"));
        ja->trigger();
        QCOMPARE(ui::LanguageSwitcher::instance()->language(), QStringLiteral("ja"));
        QVERIFY(ja->isChecked());
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("ja"));
        QTRY_COMPARE(menuTitle(&window, "fileMenu"), QStringLiteral("ファイル(&F)"));
        QCOMPARE(menuTitle(&window, "runMenu"), QStringLiteral("実行(&R)"));
        QCOMPARE(dockTitle(&window, "candidatesDock"), QStringLiteral("候補"));
        QCOMPARE(model->headerData(ui::CandidateModel::ColDecision, Qt::Horizontal).toString(), QStringLiteral("判定"));
        QCOMPARE(model->index(0, ui::CandidateModel::ColState).data().toString(), QStringLiteral("実測済み"));
        const QString jaDecision = model->index(decided, ui::CandidateModel::ColDecision).data().toString();
        QCOMPARE(jaDecision, ui::DisplayNames::decisionWithReason(*model->candidateAt(decided).decision));
        QCOMPARE(jaDecision, QStringLiteral("委譲 (基準)"));
        QCOMPARE(stateFilter->itemText(0), QStringLiteral("すべての状態"));
        QCOMPARE(stateFilter->itemText(1), ui::StateStyle::name(CandidateState::Measured));
        QVERIFY(fit->text() != QStringLiteral("Fit"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Augur")));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionNewSession"))->text() !=
                QStringLiteral("&New session…"));
        const auto* cost = window.findChild<QLabel*>(QStringLiteral("measurementCostLabel"));
        QVERIFY(cost);
        if (!cost->isHidden()) // the project's H200 records carry phase times, Kernel Tuner's do not
            QVERIFY2(cost->text().startsWith(QStringLiteral("記録された実測: ")), qPrintable(cost->text()));
        checkStatusBarAt1366(window, QStringLiteral("ja"));

        // Español, then back to English: every text returns to its source form.
        window.findChild<QAction*>(QStringLiteral("actionLanguage_es"))->trigger();
        QTRY_COMPARE(menuTitle(&window, "fileMenu"), QStringLiteral("&Archivo"));
        QCOMPARE(dockTitle(&window, "candidatesDock"), QStringLiteral("Candidatos"));
        QCOMPARE(model->index(decided, ui::CandidateModel::ColDecision).data().toString(),
                 QStringLiteral("diferir (referencia)"));
        if (!cost->isHidden())
            QVERIFY2(cost->text().startsWith(QStringLiteral("Mediciones registradas: ")), qPrintable(cost->text()));
        checkStatusBarAt1366(window, QStringLiteral("es"));
        window.findChild<QAction*>(QStringLiteral("actionLanguage_en"))->trigger();
        QTRY_COMPARE(menuTitle(&window, "fileMenu"), englishFile);
        QCOMPARE(dockTitle(&window, "candidatesDock"), QStringLiteral("Candidates"));
        QCOMPARE(model->index(decided, ui::CandidateModel::ColDecision).data().toString(),
                 QStringLiteral("defer (reference)"));
        QCOMPARE(fit->text(), QStringLiteral("Fit"));
        QCOMPARE(QSettings().value(QStringLiteral("ui/language")).toString(), QStringLiteral("en"));
        checkStatusBarAt1366(window, QStringLiteral("en"));
    }

    void dialogsAreTranslated() {
        // AUGUR_SCREENSHOT_DIR=DIR also saves pictures of the dialogs (for the docs).
        const QString shots = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
        SessionConfig config;
        config.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";
        SessionStats used;
        used.measured = 100;
        used.candidates = 1412;
        for (const QString& lang : {QStringLiteral("ja"), QStringLiteral("es"), QStringLiteral("en")}) {
            QVERIFY(ui::LanguageSwitcher::instance()->setLanguage(lang));
            ui::SessionDialog session;
            session.setConfig(config);
            session.setSessionDirectory(QStringLiteral("/home/engineer/.local/share/augur/sessions"));
            ui::BudgetDialog budget(config, used, 412.0, false);
            const QString sessionTitle = lang == QLatin1String("ja") ? QStringLiteral("新規セッション")
                : lang == QLatin1String("es")                        ? QStringLiteral("Nueva sesión")
                                                                     : QStringLiteral("New session");
            QCOMPARE(session.windowTitle(), sessionTitle);
            QCOMPARE(budget.windowTitle(),
                     lang == QLatin1String("ja")       ? QStringLiteral("予算を増やす")
                         : lang == QLatin1String("es") ? QStringLiteral("Ampliar presupuesto")
                                                       : QStringLiteral("Raise budget"));
            if (shots.isEmpty()) continue;
            for (QDialog* d : {static_cast<QDialog*>(&session), static_cast<QDialog*>(&budget)}) {
                d->show();
                QVERIFY(QTest::qWaitForWindowExposed(d));
                const QString name = d == &session ? QStringLiteral("session-dialog") : QStringLiteral("budget-dialog");
                QVERIFY(d->grab().save(QStringLiteral("%1/%2-%3.png").arg(shots, name, lang)));
            }
            // The dialog measuring on the GPU, with an objective and both boxes.
            SessionConfig cuda = config;
            cuda.backend = "cuda";
            cuda.problemPath = AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32";
            cuda.objective = "product:0.5";
            cuda.profile = true;
            session.setConfig(cuda);
            QVERIFY(session.measuresOnGpu());
            session.adjustSize();
            QVERIFY(session.grab().save(QStringLiteral("%1/session-dialog-cuda-%2.png").arg(shots, lang)));
        }
    }

    void catalogueIsComplete_data() {
        QTest::addColumn<QString>("file");
        QTest::newRow("es") << QStringLiteral(AUGUR_SOURCE_DIR "/translations/augur_es.ts");
        QTest::newRow("ja") << QStringLiteral(AUGUR_SOURCE_DIR "/translations/augur_ja.ts");
    }

    void catalogueIsComplete() {
        QFETCH(QString, file);
        QFile ts(file);
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        int messages = 0;
        QStringList missing;
        QString context, source;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement()) continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                ++messages;
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                if (type == QLatin1String("unfinished") || type == QLatin1String("vanished") ||
                    type == QLatin1String("obsolete") || text.trimmed().isEmpty())
                    missing << context + QStringLiteral(": ") + source;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 100);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
