// Energy and objectives in the GUI: the session dialog's cuda mode (problem folder,
// objective, --profile, --energy) and its refusals; the candidate table's "Energy gain"
// and "J/launch" columns (texts, numeric sorting, best by objective); the search tree's
// labels and tool tips under an energy objective; a whole session whose measurements carry
// energy, shown in the window; and a cuda session on a machine without a GPU, which must
// fail with the backend's reason instead of taking the window down.
#include "core/backend/BackendRegistry.h"
#include "core/model/Objective.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/LiveSession.h"
#include "core/session/SessionFactory.h"
#include "gpu/client/CudaBackend.h"
#include "gpu/driver/CudaDriver.h"
#include "ui/session/CandidateModel.h"
#include "ui/session/CandidateSortProxy.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/tree/SearchTreeView.h"
#include "ui/session/SessionCommands.h"
#include "ui/settings/SessionDialog.h"
#include "ui/base/StateStyle.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QTimer>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTableView>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace augur;

namespace {
const QString kProblem = QStringLiteral(AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32");
const QString kSmallProblem = QStringLiteral(AUGUR_SOURCE_DIR "/resources/problems/vector_add_f32");
constexpr double kReferenceJ = 0.187; ///< joules per launch of the reference in the examples

template <typename T>
T* child(QWidget* parent, const char* name) {
    T* w = parent->findChild<T*>(QString::fromLatin1(name));
    if (!w) qWarning("no child %s", name);
    return w;
}

/// A measured candidate with S and, when `joules` > 0, energy against kReferenceJ.
Candidate measured(CandidateId id, CandidateId parent, double s, double joules) {
    Candidate c;
    c.id = id;
    c.parent = parent;
    c.origin = parent == kNoCandidate ? Origin::Reference : Origin::Tuner;
    c.state = CandidateState::Measured;
    Measurement m;
    m.backend = "cuda";
    m.referenceMs = 1.0;
    m.candidateMs = 1.0 / s;
    m.speedup = m.speedupLow = m.speedupHigh = s;
    m.samples = 30;
    if (joules > 0.0) {
        m.energyJ = joules;
        m.referenceEnergyJ = kReferenceJ;
    }
    c.measurement = m;
    return c;
}

/// The example session: a reference, candidates with energy (gains 1.70, 2.00, 0.50,
/// 19.7 with energies of 110, 93.5, 374 and 9.5 mJ), one measured without energy, one
/// failed and one accepted on forecast.
std::vector<Candidate> exampleCandidates() {
    std::vector<Candidate> out;
    out.push_back(measured(0, kNoCandidate, 1.0, kReferenceJ));
    out.push_back(measured(1, 0, 2.03, 0.110));
    out.push_back(measured(2, 0, 1.50, 0.0935));
    out.push_back(measured(3, 1, 0.80, 0.374));
    out.push_back(measured(4, 1, 1.20, 0.0095));
    out.push_back(measured(5, 2, 1.40, 0.0)); // no energy
    Candidate failed = measured(6, 2, 1.0, 0.0);
    failed.state = CandidateState::Failed;
    failed.measurement->status = MeasurementStatus::CompileError;
    failed.measurement->speedup = 0.0;
    out.push_back(failed);
    Candidate accepted;
    accepted.id = 7;
    accepted.parent = 3;
    accepted.state = CandidateState::Accepted;
    out.push_back(accepted);
    return out;
}

/// A stand-in for the cuda backend with energy: every candidate is measured at once,
/// with a speedup and an energy gain that follow from its configuration (the fastest is
/// not the most frugal), so a whole session runs without a GPU.
class EnergyTestBackend : public MeasurementBackend {
public:
    explicit EnergyTestBackend(const Problem& problem) : problem_(problem) {}
    std::string name() const override { return "energy-test"; }
    Measurement measure(const Problem&, const Candidate& c) override {
        double h = 0.0;
        for (std::size_t i = 0; i < c.configuration.size(); ++i) h += c.configuration[i] * double(2 * i + 3);
        const int k = int(std::fmod(std::abs(h), 97.0));
        const bool reference = c.origin == Origin::Reference;
        Measurement m;
        m.backend = "cuda";
        m.speedup = reference ? 1.0 : 0.6 + 0.05 * (k % 31);
        m.speedupLow = m.speedupHigh = m.speedup;
        m.referenceMs = 2.0;
        m.candidateMs = m.referenceMs / m.speedup;
        m.samples = 10;
        const double gain = reference ? 1.0 : 0.5 + 0.07 * (k % 23);
        m.referenceEnergyJ = kReferenceJ;
        m.energyJ = kReferenceJ / gain;
        return m;
    }
    bool inSpace(const Configuration& c) const override { return ProblemLoader::satisfiesRestrictions(problem_, c); }

private:
    const Problem& problem_;
};
} // namespace

class TestEnergyObjective : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        gpu::CudaBackend::registerWithSessions(); // as the GUI does at start
        BackendRegistry::add("energy-test",
                             [](const Problem& p, const SessionConfig&) -> std::unique_ptr<MeasurementBackend> {
                                 return std::make_unique<EnergyTestBackend>(p);
                             });
    }

    void dialogMakesACudaConfig() {
        QTemporaryDir dir;
        ui::SessionDialog dialog;
        SessionConfig base;
        base.datasetPath = "/data/dedispersion_A100_T4.json.gz";
        base.problemPath = kProblem.toStdString();
        base.objective = "energy"; // a replay config never carries these over
        base.profile = true;
        base.measureEnergy = true;
        base.discoveryDelta = 1.7; // not in the dialog: kept
        dialog.setConfig(base);
        dialog.setSessionDirectory(dir.path());
        QVERIFY(!dialog.measuresOnGpu());
        auto* objective = child<QComboBox>(&dialog, "objectiveCombo");
        auto* weight = child<QDoubleSpinBox>(&dialog, "timeWeightSpin");
        auto* profile = child<QCheckBox>(&dialog, "profileCheck");
        auto* energy = child<QCheckBox>(&dialog, "energyCheck");
        auto* problem = child<QLineEdit>(&dialog, "problemEdit");
        // Replay: the GPU's settings are off (replayed datasets have no energy).
        for (QWidget* w : {static_cast<QWidget*>(objective), static_cast<QWidget*>(profile),
                           static_cast<QWidget*>(energy), static_cast<QWidget*>(problem)})
            QVERIFY(!w->isEnabled());
        QVERIFY(child<QLineEdit>(&dialog, "datasetEdit")->isEnabled());
        SessionConfig replay = dialog.config();
        QCOMPARE(replay.backend, std::string("replay"));
        QCOMPARE(replay.objective, std::string("time"));
        QVERIFY(!replay.profile && !replay.measureEnergy);

        // The engineer picks the GPU, a problem, an objective and the counters.
        child<QRadioButton>(&dialog, "gpuModeRadio")->click();
        QVERIFY(dialog.measuresOnGpu());
        QVERIFY(objective->isEnabled() && profile->isEnabled() && problem->isEnabled());
        QVERIFY(!child<QLineEdit>(&dialog, "datasetEdit")->isEnabled());
        QVERIFY2(dialog.sessionPath().startsWith(dir.path() + QStringLiteral("/softmax-")),
                 qPrintable(dialog.sessionPath()));
        // Energy objectives imply energy: checked and locked; time gives the choice back.
        objective->setCurrentIndex(objective->findData(QStringLiteral("time")));
        QVERIFY(energy->isEnabled());
        QVERIFY(!weight->isEnabled());
        energy->setChecked(false);
        objective->setCurrentIndex(objective->findData(QStringLiteral("energy")));
        QVERIFY(energy->isChecked());
        QVERIFY(!energy->isEnabled());
        QCOMPARE(dialog.config().objective, std::string("energy"));
        QVERIFY(dialog.config().measureEnergy);
        objective->setCurrentIndex(objective->findData(QStringLiteral("product")));
        QVERIFY(weight->isEnabled());
        QCOMPARE(weight->value(), 0.5);
        QVERIFY(energy->isChecked() && !energy->isEnabled());
        profile->setChecked(true);
        QCOMPARE(dialog.validationError(), QString());
        SessionConfig c = dialog.config();
        QCOMPARE(c.backend, std::string("cuda"));
        QCOMPARE(QString::fromStdString(c.problemPath), kProblem);
        QVERIFY(c.datasetPath.empty());
        QCOMPARE(c.objective, std::string("product:0.5"));
        QVERIFY(c.profile);
        QVERIFY(c.measureEnergy);
        QCOMPARE(c.discoveryDelta, 1.7);
        weight->setValue(0.25);
        QCOMPARE(dialog.config().objective, std::string("product:0.25"));
        QCOMPARE(Objective::parse(dialog.config().objective).timeWeight, 0.25);
        // Back to time: the energy box is the engineer's again (left unchecked above).
        objective->setCurrentIndex(objective->findData(QStringLiteral("time")));
        QVERIFY(energy->isEnabled());
        QVERIFY(!energy->isChecked());
        QCOMPARE(dialog.config().objective, std::string("time"));
        QVERIFY(!dialog.config().measureEnergy);
        energy->setChecked(true);
        QVERIFY(dialog.config().measureEnergy);
        dialog.setSessionPath({});
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));

        // A cuda config fills the dialog in the GPU mode, and reads back the same.
        ui::SessionDialog again;
        SessionConfig cuda = c;
        cuda.objective = "product:0.3";
        again.setConfig(cuda);
        QVERIFY(again.measuresOnGpu());
        QCOMPARE(child<QDoubleSpinBox>(&again, "timeWeightSpin")->value(), 0.3);
        const SessionConfig back = again.config();
        QCOMPARE(back.objective, std::string("product:0.3"));
        QCOMPARE(back.problemPath, cuda.problemPath);
        QVERIFY(back.profile && back.measureEnergy);
    }

    void dialogRefusesAFolderWithoutProblemJson() {
        QTemporaryDir dir;
        ui::SessionDialog dialog;
        SessionConfig base;
        base.backend = "cuda";
        base.problemPath = dir.path().toStdString(); // a folder, but no problem.json in it
        dialog.setConfig(base);
        dialog.setSessionPath({});
        QVERIFY(dialog.measuresOnGpu());
        auto* error = child<QLabel>(&dialog, "sessionDialogError");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!error->isHidden());
        QVERIFY2(error->text().contains(QStringLiteral("problem.json")), qPrintable(error->text()));
        QVERIFY(error->text().contains(dir.path()));

        auto* problem = child<QLineEdit>(&dialog, "problemEdit");
        problem->setText(dir.filePath(QStringLiteral("missing")));
        QVERIFY(dialog.validationError().startsWith(QStringLiteral("No such problem folder")));
        problem->clear();
        QVERIFY(dialog.validationError().contains(QStringLiteral("problem folder")));
        problem->setText(kProblem);
        QCOMPARE(dialog.validationError(), QString());
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void tableShowsAndSortsEnergy() {
        QCOMPARE(ui::CandidateModel::millijouleText(0.110), QStringLiteral("110 mJ"));
        QCOMPARE(ui::CandidateModel::millijouleText(0.0123456), QStringLiteral("12.3 mJ"));
        QCOMPARE(ui::CandidateModel::millijouleText(0.0095), QStringLiteral("9.50 mJ"));
        QCOMPARE(ui::CandidateModel::millijouleText(0.0999996), QStringLiteral("100 mJ"));
        QCOMPARE(ui::CandidateModel::millijouleText(1.5), QStringLiteral("1500 mJ"));

        ui::CandidateModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setObjective(Objective::parse("energy"));
        model.resetCandidates({});
        model.updateCandidates(exampleCandidates());
        // Placed after "Measured S".
        QCOMPARE(int(ui::CandidateModel::ColEnergyGain), ui::CandidateModel::ColMeasuredS + 1);
        QCOMPARE(int(ui::CandidateModel::ColEnergyJ), ui::CandidateModel::ColMeasuredS + 2);
        QCOMPARE(model.columnCount(), int(ui::CandidateModel::ColumnCount));
        QCOMPARE(model.headerData(ui::CandidateModel::ColEnergyGain, Qt::Horizontal).toString(),
                 QStringLiteral("Energy gain"));
        QCOMPARE(model.headerData(ui::CandidateModel::ColEnergyJ, Qt::Horizontal).toString(),
                 QStringLiteral("J/launch"));
        auto text = [&](CandidateId id, int column) { return model.index(model.rowOf(id), column).data().toString(); };
        QCOMPARE(text(1, ui::CandidateModel::ColMeasuredS), QStringLiteral("2.030×"));
        QCOMPARE(text(1, ui::CandidateModel::ColEnergyGain), QStringLiteral("1.700×"));
        QCOMPARE(text(1, ui::CandidateModel::ColEnergyJ), QStringLiteral("110 mJ"));
        QCOMPARE(text(0, ui::CandidateModel::ColEnergyGain), QStringLiteral("1.000×"));
        QCOMPARE(text(0, ui::CandidateModel::ColEnergyJ), QStringLiteral("187 mJ"));
        QCOMPARE(text(2, ui::CandidateModel::ColEnergyGain), QStringLiteral("2.000×"));
        QCOMPARE(text(4, ui::CandidateModel::ColEnergyJ), QStringLiteral("9.50 mJ"));
        for (CandidateId id : {5, 6, 7}) { // no energy, failed, not measured: empty
            QCOMPARE(text(id, ui::CandidateModel::ColEnergyGain), QString());
            QCOMPARE(text(id, ui::CandidateModel::ColEnergyJ), QString());
        }
        // The other columns kept their places.
        QCOMPARE(text(6, ui::CandidateModel::ColMeasuredS), QStringLiteral("compile error"));
        QCOMPARE(model.headerData(ui::CandidateModel::ColConfidence, Qt::Horizontal).toString(),
                 QStringLiteral("Confidence"));
        QCOMPARE(model.headerData(ui::CandidateModel::ColConfiguration, Qt::Horizontal).toString(),
                 QStringLiteral("Configuration"));

        // Numeric sorting ("9.50 mJ" sorts below "110 mJ"; as text it would not).
        ui::CandidateSortProxy proxy(&model);
        auto order = [&] {
            QList<qint64> ids;
            for (int r = 0; r < proxy.rowCount(); ++r)
                ids << proxy.index(r, 0).data(ui::CandidateModel::CandidateIdRole).toLongLong();
            return ids;
        };
        proxy.sort(ui::CandidateModel::ColEnergyJ, Qt::AscendingOrder);
        QCOMPARE(order().mid(3), (QList<qint64>{4, 2, 1, 0, 3})); // 9.5, 93.5, 110, 187, 374 mJ after the 3 without
        proxy.sort(ui::CandidateModel::ColEnergyGain, Qt::DescendingOrder);
        QCOMPARE(order().mid(0, 5), (QList<qint64>{4, 2, 1, 0, 3})); // 19.7, 2.0, 1.7, 1.0, 0.5
        QCOMPARE(model.sortNumber(model.rowOf(4), ui::CandidateModel::ColEnergyGain).value(), kReferenceJ / 0.0095);
        QCOMPARE(model.sortNumber(model.rowOf(7), ui::CandidateModel::ColEnergyJ).value(), -1.0);

        // Best by the objective, kept up to date as candidates change.
        auto best = model.bestForObjective();
        QVERIFY(best);
        QCOMPARE(best->first, CandidateId(4));
        Candidate worse = measured(4, 1, 1.20, 0.5); // re-measured: now the worst
        model.updateCandidates({worse});
        best = model.bestForObjective();
        QCOMPARE(best->first, CandidateId(2));
        QCOMPARE(best->second, kReferenceJ / 0.0935);
        model.setObjective(Objective::parse("time"));
        QCOMPARE(model.bestForObjective()->first, CandidateId(1));
    }

    void treeLabelsAndToolTips() {
        const auto candidates = exampleCandidates();
        const QString measuredName = ui::StateStyle::name(CandidateState::Measured);
        {
            ui::SearchTreeView tree;
            tree.setObjective(Objective::parse("energy"));
            tree.resetCandidates(candidates);
            tree.layoutNow();
            QCOMPARE(tree.labelOf(1), QStringLiteral("E1.70×"));
            QCOMPARE(tree.labelOf(2), QStringLiteral("E2.00×"));
            QCOMPARE(tree.labelOf(5), QStringLiteral("1.40×")); // no energy: S
            QCOMPARE(tree.labelOf(0), QStringLiteral("ref"));
            QCOMPARE(tree.labelOf(6), QStringLiteral("✗"));
            QCOMPARE(tree.toolTipOf(1),
                     QStringLiteral("#1: %1, S = 2.03×, energy gain 1.70× (110 mJ/launch)").arg(measuredName));
            QCOMPARE(tree.toolTipOf(4),
                     QStringLiteral("#4: %1, S = 1.20×, energy gain 19.68× (9.50 mJ/launch)").arg(measuredName));
            QCOMPARE(tree.toolTipOf(5), QStringLiteral("#5: %1, 1.40×").arg(measuredName));
            QCOMPARE(tree.toolTipOf(99), QString());
            // Painting a frame of labelled boxes works on the stored numbers.
            tree.resize(800, 330);
            QVERIFY(!tree.grab().isNull());
        }
        {
            ui::SearchTreeView tree;
            tree.setObjective(Objective::parse("product:0.5"));
            tree.resetCandidates(candidates);
            tree.layoutNow();
            QCOMPARE(tree.labelOf(1), QStringLiteral("P1.86×")); // sqrt(2.03 · 1.70)
            QCOMPARE(tree.toolTipOf(1),
                     QStringLiteral("#1: %1, S = 2.03×, energy gain 1.70× (110 mJ/launch), product gain 1.86×")
                         .arg(measuredName));
        }
        {
            ui::SearchTreeView tree; // time: S as always, the energy still in the tool tip
            tree.resetCandidates(candidates);
            tree.layoutNow();
            QCOMPARE(tree.labelOf(1), QStringLiteral("2.03×"));
            QCOMPARE(tree.toolTipOf(1),
                     QStringLiteral("#1: %1, S = 2.03×, energy gain 1.70× (110 mJ/launch)").arg(measuredName));
        }
    }

    void energySessionInTheWindow() {
        SessionConfig config;
        config.backend = "energy-test";
        config.problemPath = kSmallProblem.toStdString();
        config.objective = "energy";
        config.measureEnergy = true;
        config.maxMeasurements = 12;
        config.threshold = 0.99; // measure nearly everything
        auto* first = new ui::EngineController(LiveSession::create(config, ""));
        ui::MainWindow window(first);
        window.show();
        // The second session comes through File > New's command, as the dialog starts it.
        config.seed = 5;
        QSignalSpy opened(window.sessionCommands(), &ui::SessionCommands::sessionOpened);
        QVERIFY(window.sessionCommands()->startSession(config, {}));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 30000);
        ui::EngineController* controller = window.controller();
        QVERIFY(controller != first);
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!window.searchTree()->layoutPending(), 5000);

        auto* model = window.candidateModel();
        QVERIFY(!window.candidateTable()->isColumnHidden(ui::CandidateModel::ColEnergyGain));
        QVERIFY(!window.candidateTable()->isColumnHidden(ui::CandidateModel::ColEnergyJ));
        int withEnergy = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const Candidate& c = model->candidateAt(r);
            if (!c.measurement || !c.measurement->ok()) continue;
            ++withEnergy;
            const double gain = *c.measurement->referenceEnergyJ / *c.measurement->energyJ;
            QCOMPARE(model->index(r, ui::CandidateModel::ColEnergyGain).data().toString(),
                     QString::number(gain, 'f', 3) + QStringLiteral("×"));
            QVERIFY(model->index(r, ui::CandidateModel::ColEnergyJ).data().toString().endsWith(QStringLiteral(" mJ")));
            if (c.origin != Origin::Reference)
                QCOMPARE(window.searchTree()->labelOf(c.id),
                         QStringLiteral("E") + QString::number(gain, 'f', 2) + QStringLiteral("×"));
        }
        QVERIFY(withEnergy > 5);
        const auto best = model->bestForObjective();
        QVERIFY(best);
        auto* stats = window.findChild<QLabel*>(QStringLiteral("statsLabel"));
        QVERIFY(stats);
        QTRY_VERIFY_WITH_TIMEOUT(
            stats->text().contains(
                QStringLiteral("best by energy: #%1 %2×").arg(best->first).arg(best->second, 0, 'f', 3)),
            5000);
        QVERIFY(stats->text().contains(QStringLiteral("Best S: ")));
        if (const QString shots = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR"); !shots.isEmpty()) {
            window.searchTree()->fitAll();
            QVERIFY(window.grab().save(shots + QStringLiteral("/energy-session.png")));
        }
    }

    void cudaWithoutGpuFailsWithTheReason() {
        {
            gpu::CudaDriver driver;
            if (driver.available()) QSKIP("a CUDA driver and device are present: the no-GPU path cannot be seen here");
        }
        // The driver is checked before any worker starts; a worker path that exists keeps
        // "augur-worker not found" out of the way when the worker has not been built.
        const QByteArray worker = qgetenv("AUGUR_WORKER");
        if (worker.isEmpty()) {
            const QString built = QStringLiteral(AUGUR_BINARY_DIR "/bin/augur-worker");
            qputenv("AUGUR_WORKER",
                    QFile::exists(built) ? built.toLocal8Bit() : QCoreApplication::applicationFilePath().toLocal8Bit());
        }
        SessionConfig replayLike;
        replayLike.backend = "energy-test";
        replayLike.problemPath = kSmallProblem.toStdString();
        replayLike.maxMeasurements = 3;
        auto* first = new ui::EngineController(LiveSession::create(replayLike, ""));
        ui::MainWindow window(first);
        window.show();
        // A session that measures no energy keeps the energy columns out of the way.
        QVERIFY(window.candidateTable()->isColumnHidden(ui::CandidateModel::ColEnergyGain));
        QVERIFY(window.candidateTable()->isColumnHidden(ui::CandidateModel::ColEnergyJ));

        ui::SessionDialog dialog;
        dialog.setMeasuresOnGpu(true);
        child<QLineEdit>(&dialog, "problemEdit")->setText(kProblem);
        auto* objective = child<QComboBox>(&dialog, "objectiveCombo");
        objective->setCurrentIndex(objective->findData(QStringLiteral("energy")));
        child<QCheckBox>(&dialog, "profileCheck")->setChecked(true);
        dialog.setSessionPath({});
        QCOMPARE(dialog.validationError(), QString());
        QSignalSpy failed(window.sessionCommands(), &ui::SessionCommands::failed);
        QVERIFY(window.sessionCommands()->startSession(dialog.config(), dialog.sessionPath()));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("libcuda")) || message.contains(QStringLiteral("CUDA")) ||
                     message.contains(QStringLiteral("no CUDA device")),
                 qPrintable(message));
        qInfo("cuda without a GPU: %s", qPrintable(message));
        // The window keeps its session and can start another.
        QCOMPARE(window.controller(), first);
        QVERIFY(!window.sessionCommands()->isBusy());
        QVERIFY(window.sessionCommands()->newAction()->isEnabled());

        // The same through File > New session…: the dialog in the GPU mode, then the
        // backend's reason in a message box (closed here), and the window as it was.
        QString boxText;
        QTimer driver;
        driver.setInterval(20);
        connect(&driver, &QTimer::timeout, this, [&] {
            QWidget* modal = QApplication::activeModalWidget();
            if (auto* d = qobject_cast<ui::SessionDialog*>(modal)) {
                d->setMeasuresOnGpu(true);
                child<QLineEdit>(d, "problemEdit")->setText(kProblem);
                d->setSessionPath({});
                d->accept();
            } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
                boxText = box->text();
                const QString shot = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR");
                if (!shot.isEmpty()) box->grab().save(shot + QStringLiteral("/cuda-no-gpu-message.png"));
                box->accept();
            }
        });
        driver.start();
        window.sessionCommands()->newAction()->trigger(); // returns when the dialog closes
        QTRY_VERIFY_WITH_TIMEOUT(!boxText.isEmpty(), 60000);
        driver.stop();
        QVERIFY2(boxText.contains(QStringLiteral("libcuda")) || boxText.contains(QStringLiteral("CUDA")),
                 qPrintable(boxText));
        QCOMPARE(failed.count(), 2);
        QCOMPARE(window.controller(), first);
        if (worker.isEmpty()) qunsetenv("AUGUR_WORKER");
    }
};

QTEST_MAIN(TestEnergyObjective)
#include "tst_energy_objective.moc"
