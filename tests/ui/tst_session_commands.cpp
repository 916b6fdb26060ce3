// The session dialog and the budget dialog produce the right SessionConfig; File > New,
// Open, Export and Run > Raise budget (through SessionCommands) replace, resume, export and
// continue the window's session. The dataset cases run on the project's own H200
// softmax_rows_f32 dataset and again, as extra rows when ../shared is beside the checkout,
// on Kernel Tuner's convolution file (skipped without it).
#include "core/model/CandidateJson.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/RlExport.h"
#include "core/session/ReproBundle.h"
#include "ui/session/BundleAction.h"
#include "ui/session/RecheckAction.h"
#include "core/backend/BackendRegistry.h"
#include "tests/SourceMeasuringBackend.h"
#include "core/session/LiveSession.h"
#include "core/session/SessionFactory.h"
#include "ui/settings/BudgetDialog.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/session/SessionCommands.h"
#include "ui/settings/SessionDialog.h"

#include "tests/TestDatasets.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <optional>
#include <sstream>

using namespace augur;

namespace {
const QString kDataset = QStringLiteral(AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz");
const QString kShared = QStringLiteral(AUGUR_SHARED_DATA "/convolution_A100_T4.json.gz");

/// Columns "dataset" and "stem" (the start of the session file name the dialog suggests).
void addDatasetRows() {
    QTest::addColumn<QString>("dataset");
    QTest::addColumn<QString>("stem");
    QTest::newRow("softmax_rows_f32 (project)") << kDataset << QStringLiteral("softmax");
    QTest::newRow("convolution_A100 (shared)") << kShared << QStringLiteral("convolution");
}

/// The current row's dataset; skips the row when its file is absent (only the shared one can be).
#define FETCH_DATASET()                                                                                                \
    QFETCH(QString, dataset);                                                                                          \
    AUGUR_REQUIRE_DATASET(dataset);

template <typename T>
T* child(QWidget* parent, const char* name) {
    T* w = parent->findChild<T*>(QString::fromLatin1(name));
    if (!w) qWarning("no child %s", name);
    return w;
}
} // namespace

class TestSessionCommands : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        BackendRegistry::add(test::kSourceMeasuringBackend, [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<test::SourceMeasuringBackend>());
        });
    }

    void dialogProducesTheConfig_data() { addDatasetRows(); }

    void dialogProducesTheConfig() {
        FETCH_DATASET();
        QFETCH(QString, stem);
        QTemporaryDir dir;
        ui::SessionDialog dialog;
        SessionConfig base;
        base.datasetPath = "/data/dedispersion_A100_T4.json.gz";
        base.discoveryDelta = 1.7; // not in the dialog: kept
        base.childrenPerExpansion = 8; // not in the dialog: kept
        base.confidence = ConfidenceKind::Top2Margin;
        dialog.setConfig(base);
        dialog.setSessionDirectory(dir.path());
        QVERIFY(dialog.sessionPath().startsWith(dir.path() + QStringLiteral("/dedispersion-")));
        QVERIFY(dialog.sessionPath().endsWith(QStringLiteral(".augur")));

        // The engineer fills in the fields.
        auto* datasetEdit = child<QLineEdit>(&dialog, "datasetEdit");
        datasetEdit->clear();
        QTest::keyClicks(datasetEdit, dataset);
        QVERIFY2(dialog.sessionPath().startsWith(dir.path() + QLatin1Char('/') + stem + QLatin1Char('-')),
                 qPrintable(dialog.sessionPath()));
        auto* strategy = child<QComboBox>(&dialog, "strategyCombo");
        strategy->setCurrentIndex(strategy->findData(static_cast<int>(SearchStrategy::MeasureAll)));
        child<QSpinBox>(&dialog, "maxMeasurementsSpin")->setValue(37);
        child<QDoubleSpinBox>(&dialog, "maxWallSpin")->setValue(120);
        child<QSpinBox>(&dialog, "maxCandidatesSpin")->setValue(900);
        child<QDoubleSpinBox>(&dialog, "thresholdSpin")->setValue(0.65);
        child<QSpinBox>(&dialog, "batchSpin")->setValue(4);
        child<QSpinBox>(&dialog, "seedSpin")->setValue(99);
        child<QDoubleSpinBox>(&dialog, "replayDelaySpin")->setValue(25);
        auto* path = child<QLineEdit>(&dialog, "sessionPathEdit");
        path->clear();
        QTest::keyClicks(path, dir.filePath(QStringLiteral("mine.augur")));
        QCOMPARE(dialog.validationError(), QString());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        const SessionConfig c = dialog.config();
        QCOMPARE(QString::fromStdString(c.datasetPath), dataset);
        QCOMPARE(c.backend, std::string("replay"));
        QCOMPARE(c.strategy, SearchStrategy::MeasureAll);
        QCOMPARE(c.maxMeasurements, 37);
        QCOMPARE(c.maxWallSeconds, 120.0);
        QCOMPARE(c.maxCandidates, 900);
        QCOMPARE(c.threshold, 0.65);
        QCOMPARE(c.batchSize, 4);
        QCOMPARE(c.seed, std::uint64_t(99));
        QCOMPARE(c.replayDelayMs, 25.0);
        QCOMPARE(c.discoveryDelta, 1.7);
        QCOMPARE(c.childrenPerExpansion, 8);
        QCOMPARE(int(c.confidence), int(ConfidenceKind::Top2Margin));
        QCOMPARE(dialog.sessionPath(), dir.filePath(QStringLiteral("mine.augur")));

        // In memory only: no session file.
        child<QCheckBox>(&dialog, "memoryOnlyCheck")->setChecked(true);
        QCOMPARE(dialog.sessionPath(), QString());
        QVERIFY(!path->isEnabled());
    }

    void dialogRefusesWhatCannotMakeASession() {
        QTemporaryDir dir;
        ui::SessionDialog dialog;
        SessionConfig base;
        base.datasetPath = dir.filePath(QStringLiteral("missing_T4.json.gz")).toStdString();
        dialog.setConfig(base);
        dialog.setSessionDirectory(dir.path());
        auto* error = child<QLabel>(&dialog, "sessionDialogError");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!error->isHidden());
        QVERIFY(error->text().contains(QStringLiteral("missing_T4.json.gz")));

        child<QLineEdit>(&dialog, "datasetEdit")->setText(kDataset);
        QFile existing(dir.filePath(QStringLiteral("taken.augur")));
        QVERIFY(existing.open(QIODevice::WriteOnly));
        existing.close();
        dialog.setSessionPath(existing.fileName());
        QVERIFY(dialog.validationError().contains(QStringLiteral("never overwritten")));
        dialog.setSessionPath(dir.filePath(QStringLiteral("fresh.augur")));
        QCOMPARE(dialog.validationError(), QString());
    }

    void budgetDialogRaisesTheBudgets() {
        SessionConfig config;
        config.maxMeasurements = 20;
        config.maxCandidates = 300;
        config.maxWallSeconds = 60;
        SessionStats used;
        used.measured = 20;
        used.candidates = 280;
        ui::BudgetDialog finished(config, used, 61.0, false);
        QVERIFY(child<QSpinBox>(&finished, "budgetCandidatesSpin")->isEnabled());
        QVERIFY(finished.maxMeasurements() > 20); // suggests room to go on
        QVERIFY(finished.maxWallSeconds() > 61.0);
        child<QSpinBox>(&finished, "budgetMeasurementsSpin")->setValue(20);
        QVERIFY(!finished.validationError().isEmpty()); // would stop again at once
        child<QSpinBox>(&finished, "budgetMeasurementsSpin")->setValue(50);
        child<QSpinBox>(&finished, "budgetCandidatesSpin")->setValue(2000);
        child<QDoubleSpinBox>(&finished, "budgetWallSpin")->setValue(0); // no limit
        QCOMPARE(finished.validationError(), QString());
        const SessionConfig raised = finished.applyTo(config);
        QCOMPARE(raised.maxMeasurements, 50);
        QCOMPARE(raised.maxCandidates, 2000);
        QCOMPARE(raised.maxWallSeconds, 0.0);

        ui::BudgetDialog running(config, used, 10.0, true);
        QVERIFY(!child<QSpinBox>(&running, "budgetCandidatesSpin")->isEnabled());
        child<QSpinBox>(&running, "budgetMeasurementsSpin")->setValue(70);
        const SessionConfig live = running.applyTo(config);
        QCOMPARE(live.maxMeasurements, 70);
        QCOMPARE(live.maxCandidates, 300); // only the measurement budget changes live
    }

    void newExportContinueOpen_data() { addDatasetRows(); }

    void newExportContinueOpen() {
        FETCH_DATASET();
        QFETCH(QString, stem);
        QTemporaryDir dir;
        SessionConfig first;
        first.datasetPath = dataset.toStdString();
        first.maxMeasurements = 4;
        auto* initial = new ui::EngineController(LiveSession::create(first, ""));
        ui::MainWindow window(initial);
        window.show();
        initial->start();
        QTRY_VERIFY_WITH_TIMEOUT(initial->isFinished(), 30000);
        ui::SessionCommands* commands = window.sessionCommands();
        QVERIFY(!window.findChild<QAction*>(QStringLiteral("actionRaiseBudget"))->isEnabled()); // no file to continue

        // File > New session: a session with a file replaces the window's session.
        SessionConfig config;
        config.datasetPath = dataset.toStdString();
        config.maxMeasurements = 6;
        config.seed = 3;
        const QString file = dir.filePath(QStringLiteral("gui.augur"));
        QSignalSpy opened(commands, &ui::SessionCommands::sessionOpened);
        QSignalSpy failed(commands, &ui::SessionCommands::failed);
        QVERIFY(commands->startSession(config, file));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 30000);
        ui::EngineController* second = window.controller();
        QVERIFY(second != initial);
        QCOMPARE(second->sessionPath(), file);
        QCOMPARE(second->config().seed, std::uint64_t(3));
        QTRY_VERIFY_WITH_TIMEOUT(second->isFinished(), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(second->stats().measured, 6, 5000);
        QVERIFY(window.windowTitle().contains(QStringLiteral("gui.augur")));
        QTRY_COMPARE_WITH_TIMEOUT(window.candidateModel()->rowCount(), second->stats().candidates, 5000);

        // File > Export: the records of `augur-cli export`, line for line.
        const QString jsonl = dir.filePath(QStringLiteral("gui.jsonl"));
        QSignalSpy exported(commands, &ui::SessionCommands::exported);
        QVERIFY(commands->exportTo(jsonl));
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 1, 30000);
        QCOMPARE(exported.at(0).at(1).toInt(), window.candidateModel()->rowCount());
        QFile out(jsonl);
        QVERIFY(out.open(QIODevice::ReadOnly | QIODevice::Text));
        const QList<QByteArray> lines = out.readAll().split('\n');
        auto stored = SessionFactory::resume(file.toStdString()); // what augur-cli export reads
        const Session& s = stored->session();
        QCOMPARE(qsizetype(s.size()), lines.size() - 1); // trailing newline
        for (std::size_t i = 0; i < s.size(); ++i) {
            const auto record = nlohmann::json::parse(lines[qsizetype(i)].toStdString());
            QVERIFY2(record == exportRecord(s, s.candidates()[i]), lines[qsizetype(i)].constData());
        }

        // File > Export as *.rl.jsonl: the augur-rl/1 records `augur-cli export --format rl` writes.
        const QString rl = dir.filePath(QStringLiteral("gui.rl.jsonl"));
        QVERIFY(commands->exportTo(rl));
        QTRY_COMPARE_WITH_TIMEOUT(exported.count(), 2, 30000);
        std::ostringstream expected;
        RlExport::write(EvaluationDataset::fromSession(s.problem(), s.candidates()), expected);
        QFile rlOut(rl);
        QVERIFY(rlOut.open(QIODevice::ReadOnly));
        const QByteArray written = rlOut.readAll();
        QVERIFY(written.startsWith("{\"bin_lower_edges\""));
        QCOMPARE(written.count("\"kind\":\"candidate\""), 6); // the measured ones
        QCOMPARE(written.toStdString(), expected.str());
        stored.reset();

        // File > Bundle for reproduction: the finished session, its dataset and the manifest.
        QAction* bundleAction = window.findChild<QAction*>(QStringLiteral("actionBundle"));
        QVERIFY(bundleAction && bundleAction->isEnabled());
        const QString bundle = dir.filePath(QStringLiteral("gui.tar.gz"));
        QSignalSpy bundled(commands->bundle(), &ui::BundleAction::bundled);
        QVERIFY(commands->bundle()->bundleTo(bundle));
        QTRY_COMPARE_WITH_TIMEOUT(bundled.count(), 1, 30000);
        QCOMPARE(bundled.at(0).at(1).toInt(), 3);
        const nlohmann::json manifest = ReproBundle::manifest(BundleArchive::read(bundle.toStdString()), "gui");
        QCOMPARE(manifest["session"]["measurements"].get<int>(), 6);
        QVERIFY(manifest["best"].size() == 5);

        // File > Recheck a bundle: the bundle's candidates measured again (on a stand-in for
        // the GPU here), each against what the manifest recorded; a Kernel Tuner file has no
        // source to measure, and a machine without the backend says so in one line.
        QVERIFY(window.findChild<QAction*>(QStringLiteral("actionRecheck"))->isEnabled());
        std::optional<RecheckReport> report;
        QStringList errors;
        connect(commands->recheck(), &ui::RecheckAction::rechecked, this, [&](const RecheckReport& r) { report = r; });
        connect(commands->recheck(), &ui::RecheckAction::failed, this, [&](const QString& m) { errors << m; });
        QVERIFY(commands->recheck()->recheck(bundle, QString::fromLatin1(test::kSourceMeasuringBackend)));
        QVERIFY(!commands->recheck()->recheck(bundle)); // one at a time
        QTRY_VERIFY_WITH_TIMEOUT(report || !errors.isEmpty(), 30000);
        if (stem == QLatin1String("softmax")) {
            QVERIFY2(report && errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
            QCOMPARE(report->rows.size(), std::size_t(5));
            QCOMPARE(report->rows[0].recordedSpeedup, manifest["best"][0]["speedup"].get<double>());
            QCOMPARE(report->rows[0].now.speedup, 1.5); // the stand-in's S for a listed candidate
            QVERIFY(ui::RecheckAction::reportHtml(*report).contains(QStringLiteral("#%1").arg(report->rows[0].id)));
        } else {
            QVERIFY(!report);
            QVERIFY2(errors.value(0).contains(QStringLiteral("no kernel sources")), qPrintable(errors.value(0)));
        }
        errors.clear();
        QVERIFY(commands->recheck()->recheck(bundle, QStringLiteral("no-such-gpu")));
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 30000);
        QVERIFY2(errors[0].contains(stem == QLatin1String("softmax") ? QStringLiteral("not registered")
                                                                     : QStringLiteral("no kernel sources")),
                 qPrintable(errors[0]));

        // Run > Raise budget on the finished session: it continues with 4 more measurements.
        QAction* budget = window.findChild<QAction*>(QStringLiteral("actionRaiseBudget"));
        QVERIFY(budget && budget->isEnabled());
        QVERIFY(commands->continueSession(10, 5000, 0));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 2, 30000);
        ui::EngineController* third = window.controller();
        QVERIFY(third != second);
        QCOMPARE(third->config().maxMeasurements, 10);
        QTRY_VERIFY_WITH_TIMEOUT(third->isFinished(), 30000);
        QCOMPARE(third->stats().measured, 10);

        // File > Open session: the file resumes with everything measured so far.
        QVERIFY(commands->openSessionFile(file));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 3, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(window.controller()->isFinished(), 30000);
        QCOMPARE(window.controller()->stats().measured, 10);
        QTRY_COMPARE_WITH_TIMEOUT(window.candidateModel()->rowCount(), window.controller()->stats().candidates, 5000);

        // A file that is not a session fails with a message and leaves the window alone.
        ui::EngineController* before = window.controller();
        QVERIFY(commands->openSessionFile(dir.filePath(QStringLiteral("nothing.augur"))));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("nothing.augur")));
        QCOMPARE(window.controller(), before);
        QCOMPARE(opened.count(), 3);
    }
};

QTEST_MAIN(TestSessionCommands)
#include "tst_session_commands.moc"
