// MainWindow on a live replay session, offscreen: threshold slider and overrides reach the engine.
#include "core/SessionFactory.h"
#include "ui/CandidateModel.h"
#include "ui/EngineController.h"
#include "ui/MainWindow.h"
#include "ui/SearchTreeView.h"

#include <QAction>
#include <QFileInfo>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>

using namespace augur;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void thresholdAndOverrideReachTheEngine() {
        const QString dataset = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");
        if (!QFileInfo::exists(dataset)) QSKIP("convolution_A100_T4.json.gz not present");
        SessionConfig config;
        config.datasetPath = dataset.toStdString();
        config.maxMeasurements = 100000; // keeps running until the test stops it
        auto* controller = new ui::EngineController(SessionFactory::create(config, ""));
        ui::MainWindow window(controller);
        window.show();
        QSignalSpy logSpy(controller, &ui::EngineController::logLine);
        controller->start();
        auto* model = window.candidateModel();
        QTRY_VERIFY_WITH_TIMEOUT(model->rowCount() > 20, 30000);
        controller->pause();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isPaused(), 10000);
        QVERIFY(window.searchTree()->nodeCount() > 0);

        // Threshold slider -> engine -> log line and reported threshold.
        auto* slider = window.findChild<QSlider*>(QStringLiteral("thresholdSlider"));
        QVERIFY(slider);
        slider->setValue(85);
        QTRY_VERIFY_WITH_TIMEOUT(qFuzzyCompare(controller->threshold(), 0.85), 10000);
        bool sawLog = false;
        for (const auto& args : logSpy)
            sawLog = sawLog || args.at(0).toString().startsWith(QStringLiteral("deferral threshold 0.85"));
        QVERIFY(sawLog);
        auto* log = window.findChild<QPlainTextEdit*>(QStringLiteral("logView"));
        QVERIFY(log->toPlainText().contains(QStringLiteral("deferral threshold 0.85")));

        // Override through the window's action on a selected, unmeasured row.
        CandidateId target = kNoCandidate;
        for (int r = 0; r < model->rowCount(); ++r) {
            const Candidate& c = model->candidateAt(r);
            if (c.origin != Origin::Reference && !c.measurement && c.state != CandidateState::Excluded) {
                target = c.id;
                break;
            }
        }
        QVERIFY(target != kNoCandidate);
        window.selectCandidate(target);
        QCOMPARE(window.selectedCandidate(), target);
        auto* exclude = window.findChild<QAction*>(QStringLiteral("actionExclude"));
        QVERIFY(exclude && exclude->isEnabled());
        exclude->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(int(model->candidate(target)->override), int(OverrideKind::Exclude), 10000);
        QCOMPARE(model->candidate(target)->state, CandidateState::Excluded);

        controller->resume();
        controller->stop();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
