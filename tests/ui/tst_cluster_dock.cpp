// The Cluster dock and the Slurm group of File > New session. The dock is fed a
// ClusterActivity directly (submissions, a pending job with its reason, a running one on
// its node, measurements, a lost job, a controller outage and its end, a preempted and a
// completed job, a backend that cannot measure) and must show exactly that after its poll,
// redrawing only when the activity changed; in the window it is tabbed with the Log and LLM
// docks and raised for a slurm session (a stand-in backend named "slurm"), whose backend
// the status bar names with its partition. The dialog round-trips every cluster setting,
// refuses an invalid time limit and a relative worker path with the field named, fills the
// fields from a profile, and "Save as profile" writes a profiles file SlurmProfileStore
// reads back.
#include "core/backend/BackendRegistry.h"
#include "core/backend/ClusterActivity.h"
#include "core/backend/ClusterView.h"
#include "core/backend/slurm/SlurmProfileStore.h"
#include "core/session/LiveSession.h"
#include "tests/SourceMeasuringBackend.h"
#include "ui/session/ClusterPanel.h"
#include "ui/session/EngineController.h"
#include "ui/window/MainWindow.h"
#include "ui/session/SessionCommands.h"
#include "ui/settings/SessionDialog.h"
#include "ui/settings/SlurmSettingsGroup.h"

#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>

using namespace augur;

namespace {

const std::string kProblem = AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32";
const QColor kAmber(0xb2, 0x6a, 0x00);
const QColor kGreen(0x2e, 0x7d, 0x32);
const QColor kRed(0xc6, 0x28, 0x28);
const QColor kGrey(0x75, 0x75, 0x75);

/// The activity of the stand-in slurm backend, shared with the window under test.
std::shared_ptr<ClusterActivity> gActivity;

/// A backend named "slurm" that measures at once and reports a ClusterActivity: what the
/// window does with a slurm session, without a cluster.
class StandInSlurmBackend : public test::SourceMeasuringBackend, public ClusterView {
public:
    std::string name() const override { return "slurm"; }
    std::shared_ptr<const ClusterActivity> clusterActivity() const override { return gActivity; }
};

template <typename T>
T* child(QObject* parent, const char* name) {
    T* w = parent->findChild<T*>(QString::fromLatin1(name));
    if (!w) qFatal("no child %s", name);
    return w;
}

QString labelText(QWidget* w, const char* name) { return child<QLabel>(w, name)->text(); }

QString cellText(QTableWidget* t, int row, int col) {
    const QTableWidgetItem* item = t->item(row, col);
    return item ? item->text() : QStringLiteral("<none>");
}

QColor cellColor(QTableWidget* t, int row, int col) {
    const QTableWidgetItem* item = t->item(row, col);
    return item ? item->foreground().color() : QColor();
}

SlurmSettings labSettings() {
    SlurmSettings s;
    s.partition = "augur";
    s.account = "lab";
    s.jobs = 2;
    s.gpusPerJob = 1;
    return s;
}

SessionConfig slurmConfig() {
    SessionConfig c;
    c.backend = "slurm";
    c.problemPath = kProblem;
    c.strategy = SearchStrategy::MeasureAll;
    c.maxMeasurements = 3;
    c.slurm = labSettings();
    return c;
}

/// A profiles file with two profiles, "lab" the default.
void writeProfiles(const std::string& path) {
    SlurmProfileStore store;
    SlurmSettings lab = labSettings();
    lab.profile = "lab";
    store.put(lab);
    SlurmSettings big;
    big.profile = "big";
    big.partition = "h200";
    big.account = "perf";
    big.constraint = "h200&nvlink";
    big.gpuModel = "NVIDIA H200";
    big.jobs = 8;
    big.gpusPerJob = 8;
    big.timeLimit = "1-00:00:00";
    big.workerPath = "/shared/augur/bin/augur-worker";
    big.pendingTimeoutS = 1800;
    big.controllerWaitS = 60;
    big.maxLost = 7;
    store.put(big);
    store.defaultName = "lab";
    store.save(path);
}

void compareSettings(const SlurmSettings& a, const SlurmSettings& b) {
    QCOMPARE(a.profile, b.profile);
    QCOMPARE(a.partition, b.partition);
    QCOMPARE(a.account, b.account);
    QCOMPARE(a.constraint, b.constraint);
    QCOMPARE(a.gpuModel, b.gpuModel);
    QCOMPARE(a.jobs, b.jobs);
    QCOMPARE(a.gpusPerJob, b.gpusPerJob);
    QCOMPARE(a.timeLimit, b.timeLimit);
    QCOMPARE(a.workerPath, b.workerPath);
    QCOMPARE(a.pendingTimeoutS, b.pendingTimeoutS);
    QCOMPARE(a.controllerWaitS, b.controllerWaitS);
    QCOMPARE(a.maxLost, b.maxLost);
}

/// The tab bar showing `title` among its tabs, or null.
QTabBar* tabBarWith(QWidget* window, const QString& title) {
    for (QTabBar* bar : window->findChildren<QTabBar*>())
        for (int i = 0; i < bar->count(); ++i)
            if (bar->tabText(i) == title) return bar;
    return nullptr;
}

} // namespace

class TestClusterDock : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;
    std::string profiles_;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(dir_.isValid());
        profiles_ = dir_.filePath(QStringLiteral("slurm.json")).toStdString();
        qputenv("AUGUR_SLURM_PROFILES", QByteArray::fromStdString(profiles_));
        BackendRegistry::add("slurm", [](const Problem&, const SessionConfig&) {
            return std::unique_ptr<MeasurementBackend>(std::make_unique<StandInSlurmBackend>());
        });
    }

    void init() { std::remove(profiles_.c_str()); }

    void sessionWithoutCluster() {
        ui::ClusterPanel panel;
        SessionConfig replay;
        panel.setActivity(nullptr, replay);
        QCOMPARE(labelText(&panel, "clusterNone"),
                 QStringLiteral("This session replays recorded measurements (backend: replay); it has no cluster."));
        QVERIFY(!child<QLabel>(&panel, "clusterHeader")->isVisibleTo(&panel));
        SessionConfig cuda;
        cuda.backend = "cuda";
        panel.setActivity(nullptr, cuda);
        QCOMPARE(labelText(&panel, "clusterNone"),
                 QStringLiteral("This session measures on this machine (backend: cuda); it has no cluster."));
    }

    void dockShowsTheActivity() {
        auto a = std::make_shared<ClusterActivity>("slurm", labSettings().describe());
        a->submitted("4711", 1);
        a->submitted("4712", 1);
        a->jobState("4711", "PENDING", "Resources", "");
        a->jobState("4712", "RUNNING", "", "node-a");
        a->workersIn("4712", 1);
        a->workerStarted(2.5);
        for (int i = 0; i < 3; ++i) a->measured();
        a->lost("job 4712 lost with node-b: NODE_FAIL; #7 runs again");

        ui::ClusterPanel panel;
        SessionConfig config = slurmConfig();
        config.slurm.profile = "lab";
        panel.setActivity(a, config);
        QVERIFY(child<QLabel>(&panel, "clusterNone")->isHidden());
        QCOMPARE(labelText(&panel, "clusterHeader"),
                 QStringLiteral("Scheduler: slurm · partition augur, account lab, 2 x 1 GPU, 01:00:00 · profile lab"));
        QCOMPARE(labelText(&panel, "clusterController"), QStringLiteral("Controller: up"));
        QVERIFY(child<QLabel>(&panel, "clusterUnavailable")->isHidden());
        QCOMPARE(labelText(&panel, "clusterJobs"), QStringLiteral("1 pending · 1 running"));
        QCOMPARE(labelText(&panel, "clusterAllocations"), QStringLiteral("2"));
        QCOMPARE(labelText(&panel, "clusterGpus"), QStringLiteral("1"));
        QCOMPARE(labelText(&panel, "clusterWorkers"), QStringLiteral("1"));
        QCOMPARE(labelText(&panel, "clusterNodes"), QStringLiteral("node-a"));
        QCOMPARE(labelText(&panel, "clusterLost"), QStringLiteral("1 (each run again in another allocation)"));
        QVERIFY(labelText(&panel, "clusterRate").startsWith(QStringLiteral("3 done · ")));
        QVERIFY(labelText(&panel, "clusterRate").contains(QStringLiteral("per minute over the last 5 minutes")));
        QCOMPARE(labelText(&panel, "clusterQueueWait"), QStringLiteral("0.0 s")); // it started at once
        QCOMPARE(labelText(&panel, "clusterWorkerStart"), QStringLiteral("2.5 s"));

        auto* jobs = child<QTableWidget>(&panel, "clusterJobTable");
        QCOMPARE(jobs->rowCount(), 2);
        QCOMPARE(cellText(jobs, 0, 0), QStringLiteral("4711"));
        QCOMPARE(cellText(jobs, 0, 1), QStringLiteral("PENDING"));
        QCOMPARE(cellColor(jobs, 0, 1), kAmber);
        QCOMPARE(cellText(jobs, 0, 2), QStringLiteral("Resources"));
        QCOMPARE(cellText(jobs, 0, 3), QStringLiteral("—"));
        QCOMPARE(cellText(jobs, 0, 4), QStringLiteral("1"));
        QCOMPARE(cellText(jobs, 0, 5), QStringLiteral("0"));
        QCOMPARE(cellText(jobs, 0, 6), QStringLiteral("00:00"));
        QCOMPARE(cellText(jobs, 0, 7), QStringLiteral("—"));
        QCOMPARE(cellText(jobs, 1, 0), QStringLiteral("4712"));
        QCOMPARE(cellText(jobs, 1, 1), QStringLiteral("RUNNING"));
        QCOMPARE(cellColor(jobs, 1, 1), kGreen);
        QCOMPARE(cellText(jobs, 1, 3), QStringLiteral("node-a"));
        QCOMPARE(cellText(jobs, 1, 5), QStringLiteral("1"));
        QCOMPARE(cellText(jobs, 1, 7), QStringLiteral("00:00"));

        auto* events = child<QTableWidget>(&panel, "clusterEvents");
        QCOMPARE(events->rowCount(), 5);
        const QStringList kinds{QStringLiteral("submitted"), QStringLiteral("submitted"), QStringLiteral("pending"),
                                QStringLiteral("running"), QStringLiteral("lost")};
        for (int row = 0; row < 5; ++row) {
            QCOMPARE(cellText(events, row, 0), QStringLiteral("00:00"));
            QCOMPARE(cellText(events, row, 1), kinds[row]);
        }
        QCOMPARE(cellText(events, 0, 2), QStringLiteral("job 4711 submitted"));
        QCOMPARE(cellText(events, 2, 2), QStringLiteral("job 4711 pending (Resources)"));
        QCOMPARE(cellText(events, 3, 2), QStringLiteral("job 4712 running on node-a after 0 s"));
        QCOMPARE(cellText(events, 4, 2), QStringLiteral("job 4712 lost with node-b: NODE_FAIL; #7 runs again"));
        QCOMPARE(cellColor(events, 4, 2), kRed); // a fault
        QVERIFY(cellColor(events, 0, 2) != kRed);

        // The controller goes away: red, for how long and why; then it comes back.
        a->controller("Unable to contact slurm controller");
        panel.refresh();
        QCOMPARE(labelText(&panel, "clusterController"),
                 QStringLiteral("Controller: unreachable for 0 s: Unable to contact slurm controller"));
        QVERIFY(child<QLabel>(&panel, "clusterController")->styleSheet().contains(QStringLiteral("#c62828")));
        QCOMPARE(events->rowCount(), 6);
        QCOMPARE(cellText(events, 5, 1), QStringLiteral("controller"));
        QCOMPARE(cellText(events, 5, 2), QStringLiteral("controller unreachable: Unable to contact slurm controller"));
        QCOMPARE(cellColor(events, 5, 2), kRed);
        // Its clock runs between snapshots without a redraw.
        const int redraws = panel.redrawCount();
        // Real time passing is what is tested here (the label counts whole seconds).
        QTest::qWait(1300);
        panel.refresh();
        QCOMPARE(panel.redrawCount(), redraws);
        const QRegularExpression away(QStringLiteral("^Controller: unreachable for (\\d+) s: Unable to contact slurm "
                                                     "controller$"));
        const QRegularExpressionMatch m = away.match(labelText(&panel, "clusterController"));
        QVERIFY2(m.hasMatch(), qPrintable(labelText(&panel, "clusterController")));
        QVERIFY(m.captured(1).toInt() >= 1);
        a->controller("");
        panel.refresh();
        QCOMPARE(labelText(&panel, "clusterController"), QStringLiteral("Controller: up"));
        QVERIFY(child<QLabel>(&panel, "clusterController")->styleSheet().isEmpty());
        QCOMPARE(events->rowCount(), 7);
        QVERIFY(QRegularExpression(QStringLiteral("^controller back after \\d+ s$"))
                    .match(cellText(events, 6, 2))
                    .hasMatch());
        QCOMPARE(cellColor(events, 6, 2), kGreen);

        // The running job is preempted: it ends (red), the held one stays first.
        a->jobState("4712", "PREEMPTED", "", "");
        a->submitted("4713", 1);
        a->jobState("4713", "RUNNING", "", "node-c");
        a->jobState("4713", "COMPLETED", "", "");
        panel.refresh();
        QCOMPARE(labelText(&panel, "clusterJobs"), QStringLiteral("1 pending · 0 running"));
        QCOMPARE(labelText(&panel, "clusterNodes"), QStringLiteral("— (no job is running)"));
        QCOMPARE(labelText(&panel, "clusterGpus"), QStringLiteral("0"));
        QCOMPARE(labelText(&panel, "clusterAllocations"), QStringLiteral("3"));
        QCOMPARE(jobs->rowCount(), 3);
        QCOMPARE(cellText(jobs, 0, 0), QStringLiteral("4711"));
        QCOMPARE(cellText(jobs, 1, 0), QStringLiteral("4713")); // ended ones newest first
        QCOMPARE(cellText(jobs, 1, 1), QStringLiteral("COMPLETED"));
        QCOMPARE(cellColor(jobs, 1, 1), kGrey);
        QCOMPARE(cellColor(jobs, 1, 0), kGrey);
        QCOMPARE(cellText(jobs, 2, 0), QStringLiteral("4712"));
        QCOMPARE(cellText(jobs, 2, 1), QStringLiteral("PREEMPTED"));
        QCOMPARE(cellColor(jobs, 2, 1), kRed);
        QCOMPARE(cellText(jobs, 2, 3), QStringLiteral("node-a")); // where it ran
        QCOMPARE(cellText(jobs, 2, 5), QStringLiteral("0"));
        QCOMPARE(cellText(events, 7, 1), QStringLiteral("ended"));
        QCOMPARE(cellText(events, 7, 2), QStringLiteral("job 4712 ended: PREEMPTED"));
        QCOMPARE(cellColor(events, 7, 2), kRed);

        // Nothing can be measured: a red banner with the reason, and the refusal in the events.
        a->setUnavailable("no allocation is running (job 4711 pending: Resources)");
        panel.refresh();
        auto* banner = child<QLabel>(&panel, "clusterUnavailable");
        QVERIFY(!banner->isHidden());
        QCOMPARE(banner->text(),
                 QStringLiteral("Cannot measure now: no allocation is running (job 4711 pending: "
                                "Resources)"));
        QVERIFY(banner->styleSheet().contains(QStringLiteral("#c62828")));
        QCOMPARE(cellText(events, events->rowCount() - 1, 1), QStringLiteral("refused"));
        QCOMPARE(cellColor(events, events->rowCount() - 1, 2), kRed);
        a->setUnavailable("");
        panel.refresh();
        QVERIFY(banner->isHidden());
    }

    void redrawsOnlyWhenTheActivityChanged() {
        auto a = std::make_shared<ClusterActivity>("slurm", labSettings().describe());
        a->submitted("1", 1);
        ui::ClusterPanel panel;
        panel.setActivity(a, slurmConfig());
        const int first = panel.redrawCount();
        panel.refresh();
        panel.refresh();
        QCOMPARE(panel.redrawCount(), first);
        a->measured();
        panel.refresh();
        QCOMPARE(panel.redrawCount(), first + 1);
        QCOMPARE(panel.shown().measurements, 1);

        // Shown, it polls by itself (4x/s); hidden, it reads nothing.
        panel.resize(800, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        a->measured();
        QTRY_VERIFY_WITH_TIMEOUT(labelText(&panel, "clusterRate").startsWith(QStringLiteral("2 done")), 2000);
        panel.hide();
        const int hidden = panel.redrawCount();
        a->measured();
        // Nearly three polling periods in which nothing may happen: the window is the test.
        QTest::qWait(700);
        QCOMPARE(panel.redrawCount(), hidden);
        QCOMPARE(panel.shown().measurements, 2);
    }

    void windowShowsASlurmSession() {
        gActivity = std::make_shared<ClusterActivity>("slurm", labSettings().describe());
        gActivity->submitted("900", 1);
        gActivity->jobState("900", "RUNNING", "", "node-a");
        auto* controller = new ui::EngineController(LiveSession::create(slurmConfig(), ""));
        ui::MainWindow w(controller);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* dock = child<QDockWidget>(&w, "clusterDock");
        QCOMPARE(dock->windowTitle(), QStringLiteral("Cluster"));
        const QList<QDockWidget*> tabbed = w.tabifiedDockWidgets(dock);
        QVERIFY(tabbed.contains(child<QDockWidget>(&w, "logDock")));
        QVERIFY(tabbed.contains(child<QDockWidget>(&w, "llmDock")));
        QTabBar* bar = tabBarWith(&w, QStringLiteral("Cluster"));
        QVERIFY(bar);
        QCOMPARE(bar->tabText(bar->currentIndex()), QStringLiteral("Cluster")); // raised for a slurm session
        QVERIFY(labelText(&w, "sessionLabel").startsWith(QStringLiteral("Backend: slurm (partition augur)   ")));
        QTRY_COMPARE(w.clusterPanel()->shown().scheduler, std::string("slurm"));
        QCOMPARE(labelText(w.clusterPanel(), "clusterNodes"), QStringLiteral("node-a"));
        if (const QString shots = qEnvironmentVariable("AUGUR_SCREENSHOT_DIR"); !shots.isEmpty())
            QVERIFY(w.grab().save(shots + QStringLiteral("/cluster-window.png")));
        controller->start();
        QTRY_VERIFY_WITH_TIMEOUT(controller->isFinished(), 20000);

        // A replay session in the same window: no cluster, the discovery moments in front.
        SessionConfig replay;
        replay.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";
        w.setController(new ui::EngineController(LiveSession::create(replay, "")));
        QCOMPARE(labelText(w.clusterPanel(), "clusterNone"),
                 QStringLiteral("This session replays recorded measurements (backend: replay); it has no cluster."));
        QVERIFY(labelText(&w, "sessionLabel").startsWith(QStringLiteral("Backend: replay   ")));

        // A slurm session built from the window says what it waits for while it is built.
        QSignalSpy opened(w.sessionCommands(), &ui::SessionCommands::sessionOpened);
        QVERIFY(w.sessionCommands()->startSession(slurmConfig(), QString()));
        QCOMPARE(w.statusBar()->currentMessage(),
                 QStringLiteral("Waiting for the Slurm allocation (partition augur, account lab, 2 x 1 GPU, 01:00:00) "
                                "and its workers; pending at most 600 s…"));
        QTRY_COMPARE_WITH_TIMEOUT(opened.count(), 1, 20000);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isFinished(), 20000);
        gActivity.reset();
    }

    void dialogRoundTripsEverySlurmField() {
        writeProfiles(profiles_);
        SessionConfig c = slurmConfig();
        c.slurm.profile = "big"; // chosen in the list; the fields keep the values given
        c.slurm.partition = "gpu-h200";
        c.slurm.account = "perf_2";
        c.slurm.constraint = "h200|h100";
        c.slurm.gpuModel = "NVIDIA H200";
        c.slurm.jobs = 3;
        c.slurm.gpusPerJob = 4;
        c.slurm.timeLimit = "2-00:30:00";
        c.slurm.workerPath = "/shared/bin/augur-worker";
        c.slurm.pendingTimeoutS = 900;
        c.slurm.controllerWaitS = 120;
        c.slurm.maxLost = 5;
        ui::SessionDialog d;
        d.setConfig(c);
        d.setSessionPath(QString());
        QCOMPARE(d.backend(), QStringLiteral("slurm"));
        QVERIFY(d.measuresOnGpu());
        QVERIFY(d.slurmGroup()->isEnabled());
        QCOMPARE(child<QComboBox>(&d, "slurmProfileCombo")->currentData().toString(), QStringLiteral("big"));
        QCOMPARE(child<QLineEdit>(&d, "slurmPartitionEdit")->text(), QStringLiteral("gpu-h200"));
        QCOMPARE(child<QLineEdit>(&d, "slurmTimeLimitEdit")->text(), QStringLiteral("2-00:30:00"));
        QCOMPARE(d.validationError(), QString());
        const SessionConfig back = d.config();
        QCOMPARE(back.backend, std::string("slurm"));
        QCOMPARE(back.problemPath, kProblem);
        compareSettings(back.slurm, c.slurm);

        // 0 GPUs per job: no GPU request, said so.
        c.slurm.gpusPerJob = 0;
        c.slurm.profile.clear();
        c.slurm.workerPath.clear();
        d.setConfig(c);
        QCOMPARE(child<QSpinBox>(&d, "slurmGpusPerJobSpin")->text(),
                 QStringLiteral("no GPU request (GRES-less partition)"));
        QCOMPARE(child<QComboBox>(&d, "slurmProfileCombo")->currentIndex(), 0); // (none)
        QCOMPARE(child<QLineEdit>(&d, "slurmWorkerPathEdit")->placeholderText(),
                 QStringLiteral("beside augur-cli (shared file system)"));
        compareSettings(d.config().slurm, c.slurm);
    }

    void slurmGroupOnlyForSlurm() {
        ui::SessionDialog d;
        SessionConfig c = slurmConfig();
        c.backend = "cuda";
        d.setConfig(c);
        d.setSessionPath(QString());
        QVERIFY(!d.slurmGroup()->isEnabled());
        child<QRadioButton>(&d, "slurmModeRadio")->click();
        QVERIFY(d.slurmGroup()->isEnabled());
        QCOMPARE(d.config().backend, std::string("slurm"));
        child<QRadioButton>(&d, "replayModeRadio")->click();
        QVERIFY(!d.slurmGroup()->isEnabled());
        child<QRadioButton>(&d, "gpuModeRadio")->click();
        QVERIFY(!d.slurmGroup()->isEnabled());
        // Another backend keeps the cluster settings it came with, whatever the fields say.
        child<QLineEdit>(&d, "slurmTimeLimitEdit")->setText(QStringLiteral("soon"));
        QCOMPARE(d.config().backend, std::string("cuda"));
        QCOMPARE(d.config().slurm.timeLimit, std::string("01:00:00"));
        QVERIFY(!d.validationError().contains(QStringLiteral("time_limit"))); // (cuda is not built into this test)
        child<QRadioButton>(&d, "slurmModeRadio")->click();
        QVERIFY(d.validationError().contains(QStringLiteral("slurm.time_limit")));
    }

    void dialogRefusesInvalidSettings() {
        ui::SessionDialog d;
        d.setConfig(slurmConfig());
        d.setSessionPath(QString());
        d.show();
        auto* time = child<QLineEdit>(&d, "slurmTimeLimitEdit");
        auto* worker = child<QLineEdit>(&d, "slurmWorkerPathEdit");
        auto* groupError = child<QLabel>(&d, "slurmError");
        auto* dialogError = child<QLabel>(&d, "sessionDialogError");
        time->setText(QStringLiteral("1h"));
        const QString timeError = QStringLiteral("Time limit (slurm.time_limit): '1h' is not a Slurm time (M, M:S, "
                                                 "H:M:S, D-H, D-H:M or D-H:M:S)");
        QCOMPARE(d.validationError(), timeError);
        QVERIFY(groupError->isHidden()); // not before OK
        d.accept();
        QVERIFY(d.isVisible()); // refused
        QVERIFY(d.result() != QDialog::Accepted);
        QVERIFY(!groupError->isHidden());
        QCOMPARE(groupError->text(), timeError);
        QVERIFY(dialogError->isHidden()); // shown next to the group, not twice
        QVERIFY(time->styleSheet().contains(QStringLiteral("#c62828")));
        // Fixed, the message goes at once.
        time->setText(QStringLiteral("01:30:00"));
        QVERIFY(groupError->isHidden());
        QVERIFY(time->styleSheet().isEmpty());

        worker->setText(QStringLiteral("bin/augur-worker"));
        const QString workerError =
            QStringLiteral("Worker path (slurm.worker_path): 'bin/augur-worker' is not an absolute path");
        QCOMPARE(d.validationError(), workerError);
        d.accept();
        QVERIFY(d.isVisible());
        QCOMPARE(groupError->text(), workerError);
        QVERIFY(worker->styleSheet().contains(QStringLiteral("#c62828")));
        QVERIFY(!time->styleSheet().contains(QStringLiteral("#c62828")));

        auto* partition = child<QLineEdit>(&d, "slurmPartitionEdit");
        worker->clear();
        partition->setText(QStringLiteral("gpu;rm -rf"));
        QVERIFY(d.validationError().startsWith(QStringLiteral("Partition (slurm.partition): 'gpu;rm -rf' is not")));
        partition->setText(QStringLiteral("gpu"));
        QCOMPARE(d.validationError(), QString());
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(d.config().slurm.partition, std::string("gpu"));
        QCOMPARE(d.config().slurm.timeLimit, std::string("01:30:00"));
    }

    void profilesFillTheFields() {
        writeProfiles(profiles_);
        ui::SessionDialog d;
        d.setConfig(slurmConfig());
        auto* combo = child<QComboBox>(&d, "slurmProfileCombo");
        QCOMPARE(combo->count(), 3);
        QCOMPARE(combo->itemText(0), QStringLiteral("(none: the settings below)"));
        QCOMPARE(combo->itemText(1), QStringLiteral("lab (default)"));
        QCOMPARE(combo->itemText(2), QStringLiteral("big"));
        QCOMPARE(combo->currentIndex(), 0);
        combo->setCurrentIndex(2);
        SlurmSettings big = SlurmProfileStore::load(profiles_).resolve("big", "test");
        compareSettings(d.config().slurm, big);
        QCOMPARE(child<QSpinBox>(&d, "slurmJobsSpin")->value(), 8);
        QCOMPARE(child<QDoubleSpinBox>(&d, "slurmPendingTimeoutSpin")->value(), 1800.0);
        // The fields stay editable; the profile stays named.
        child<QSpinBox>(&d, "slurmJobsSpin")->setValue(2);
        QCOMPARE(d.config().slurm.jobs, 2);
        QCOMPARE(d.config().slurm.profile, std::string("big"));
        // "(none)" keeps the fields as they are.
        combo->setCurrentIndex(0);
        QCOMPARE(d.config().slurm.partition, std::string("h200"));
        QCOMPARE(d.config().slurm.profile, std::string());

        // File > New session starts from the file's default profile.
        ui::MainWindow w(new ui::EngineController(LiveSession::create(
            [] {
                SessionConfig r;
                r.datasetPath = AUGUR_SOURCE_DIR "/resources/datasets/h200/softmax_rows_f32.json.gz";
                return r;
            }(),
            "")));
        const SessionConfig start = w.sessionCommands()->dialogStart();
        QCOMPARE(start.slurm.profile, std::string("lab"));
        QCOMPARE(start.slurm.partition, std::string("augur"));
    }

    void saveAsProfileWritesTheFile() {
        writeProfiles(profiles_);
        ui::SessionDialog d;
        d.setConfig(slurmConfig());
        child<QLineEdit>(&d, "slurmPartitionEdit")->setText(QStringLiteral("debug"));
        child<QLineEdit>(&d, "slurmConstraintEdit")->setText(QStringLiteral("a100"));
        child<QSpinBox>(&d, "slurmGpusPerJobSpin")->setValue(0);
        child<QLineEdit>(&d, "slurmTimeLimitEdit")->setText(QStringLiteral("30"));
        child<QLineEdit>(&d, "slurmWorkerPathEdit")->setText(QStringLiteral("/opt/augur/bin/augur-worker"));
        child<QDoubleSpinBox>(&d, "slurmControllerWaitSpin")->setValue(45);
        const SlurmSettings typed = d.slurmGroup()->settings();
        QCOMPARE(d.slurmGroup()->saveAsProfile(QStringLiteral("  debug-a100 ")), QString());
        const SlurmProfileStore store = SlurmProfileStore::load(profiles_, true);
        QCOMPARE(store.names(), (std::vector<std::string>{"lab", "big", "debug-a100"}));
        QCOMPARE(store.defaultName, std::string("lab"));
        SlurmSettings expected = typed;
        expected.profile = "debug-a100";
        compareSettings(store.resolve("debug-a100", "test"), expected);
        QCOMPARE(child<QComboBox>(&d, "slurmProfileCombo")->currentData().toString(), QStringLiteral("debug-a100"));
        QCOMPARE(d.config().slurm.profile, std::string("debug-a100"));
        QCOMPARE(labelText(&d, "slurmProfilesInfo"),
                 QStringLiteral("Saved profile debug-a100 to %1.").arg(QString::fromStdString(profiles_)));

        // Saved again under the same name: replaced, not added.
        child<QSpinBox>(&d, "slurmJobsSpin")->setValue(4);
        QCOMPARE(d.slurmGroup()->saveAsProfile(QStringLiteral("debug-a100")), QString());
        QCOMPARE(SlurmProfileStore::load(profiles_).names().size(), std::size_t(3));
        QCOMPARE(SlurmProfileStore::load(profiles_).resolve("debug-a100", "test").jobs, 4);

        // Refused: an invalid value, an empty name, a profiles file that does not read.
        child<QLineEdit>(&d, "slurmTimeLimitEdit")->setText(QStringLiteral("1h"));
        QVERIFY(d.slurmGroup()->saveAsProfile(QStringLiteral("x")).contains(QStringLiteral("slurm.time_limit")));
        child<QLineEdit>(&d, "slurmTimeLimitEdit")->setText(QStringLiteral("1:00:00"));
        QCOMPARE(d.slurmGroup()->saveAsProfile(QStringLiteral("  ")), QStringLiteral("A profile needs a name."));
        std::ofstream(profiles_) << "{not json";
        const QString broken = d.slurmGroup()->saveAsProfile(QStringLiteral("x"));
        QVERIFY2(broken.contains(QStringLiteral("cannot be read, so it is left as it is")), qPrintable(broken));
        std::ifstream in(profiles_);
        std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(kept, std::string("{not json"));
        // Opened on a broken file, the dialog says why under the list and still takes typed settings.
        ui::SessionDialog again;
        again.setConfig(slurmConfig());
        QVERIFY(labelText(&again, "slurmProfilesInfo").contains(QStringLiteral("not valid JSON")));
        QCOMPARE(child<QComboBox>(&again, "slurmProfileCombo")->count(), 1);
        again.setSessionPath(QString());
        QCOMPARE(again.validationError(), QString());
    }
};

QTEST_MAIN(TestClusterDock)
#include "tst_cluster_dock.moc"
