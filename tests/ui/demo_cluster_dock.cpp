// The Cluster dock and the Slurm group of File > New session, scripted for the screenshots
// of docs/gui.md. The dock is fed a ClusterActivity as the slurm backend would feed it,
// in real time (the activity's clock is the wall clock): two allocations of 2 GPUs, one
// running on a node with its two workers and one pending for Resources, measurements every
// 2.8 s, a controller outage of 14 s that ends, and one preemption whose allocation is
// replaced. Not a test and not a cluster: a demonstration of what the dock shows.
#include "core/backend/ClusterActivity.h"
#include "core/backend/slurm/SlurmProfileStore.h"
#include "ui/session/ClusterPanel.h"
#include "ui/base/LanguageSwitcher.h"
#include "ui/settings/SessionDialog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QMainWindow>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <cstdio>
#include <functional>
#include <vector>

using namespace augur;

namespace {

void runFor(double seconds) {
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < seconds * 1000.0) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
}

void save(QWidget* w, const QString& path) {
    runFor(0.6); // the dock polls 4x/s
    if (!w->grab().save(path)) std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
}

SlurmSettings labProfile() {
    SlurmSettings s;
    s.profile = "h200-lab";
    s.partition = "gpu-h200";
    s.account = "perf-lab";
    s.constraint = "h200";
    s.gpuModel = "NVIDIA H200";
    s.jobs = 2;
    s.gpusPerJob = 2;
    s.timeLimit = "04:00:00";
    s.workerPath = "/shared/augur/bin/augur-worker";
    s.pendingTimeoutS = 900;
    return s;
}

SessionConfig slurmSession() {
    SessionConfig c;
    c.backend = "slurm";
    c.problemPath = AUGUR_SOURCE_DIR "/resources/problems/softmax_rows_f32";
    c.maxMeasurements = 60;
    c.slurm = labProfile();
    return c;
}

void saveDialog(const QString& path) {
    ui::SessionDialog dialog;
    dialog.setConfig(slurmSession());
    dialog.setSessionDirectory(QStringLiteral("/home/engineer/.local/share/augur/sessions"));
    dialog.resize(1400, dialog.sizeHint().height()); // the session file's whole path in view
    dialog.show();
    save(&dialog, path);
}

/// One step of the scripted activity, at `t` seconds.
struct Step {
    double t;
    std::function<void(ClusterActivity&)> act;
};

std::vector<Step> script() {
    std::vector<Step> s;
    s.push_back({0.0, [](ClusterActivity& a) {
                     a.submitted("81423", 2);
                     a.submitted("81424", 2);
                     a.jobState("81423", "PENDING", "Priority", "");
                     a.jobState("81424", "PENDING", "Priority", "");
                 }});
    s.push_back({5.0, [](ClusterActivity& a) {
                     a.jobState("81423", "RUNNING", "", "gpu-node07");
                     a.jobState("81424", "PENDING", "Resources", "");
                 }});
    s.push_back({6.0, [](ClusterActivity& a) {
                     a.workersIn("81423", 1);
                     a.workerStarted(3.8);
                 }});
    s.push_back({7.0, [](ClusterActivity& a) {
                     a.workersIn("81423", 2);
                     a.workerStarted(4.4);
                 }});
    for (double t = 8.0; t < 62.0; t += 2.8) s.push_back({t, [](ClusterActivity& a) { a.measured(); }});
    s.push_back(
        {30.0, [](ClusterActivity& a) { a.controller("Unable to contact slurm controller (connect failure)"); }});
    s.push_back({44.0, [](ClusterActivity& a) { a.controller(""); }});
    s.push_back({62.0, [](ClusterActivity& a) {
                     a.lost("worker 1: slurm job 81423 was preempted on gpu-node07");
                     a.jobState("81423", "PREEMPTED", "", "gpu-node07");
                     a.submitted("81431", 2);
                     a.jobState("81431", "PENDING", "Priority", "");
                 }});
    s.push_back({70.0, [](ClusterActivity& a) { a.jobState("81431", "RUNNING", "", "gpu-node03"); }});
    s.push_back({71.0, [](ClusterActivity& a) {
                     a.workersIn("81431", 1);
                     a.workerStarted(3.9);
                 }});
    s.push_back({72.0, [](ClusterActivity& a) {
                     a.workersIn("81431", 2);
                     a.workerStarted(4.3);
                 }});
    for (double t = 73.0; t < 125.0; t += 2.8) s.push_back({t, [](ClusterActivity& a) { a.measured(); }});
    std::stable_sort(s.begin(), s.end(), [](const Step& x, const Step& y) { return x.t < y.t; });
    return s;
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QCommandLineParser p;
    p.addHelpOption();
    p.addOption({QStringLiteral("out"), QStringLiteral("Folder for the screenshots."), QStringLiteral("dir"),
                 QStringLiteral(".")});
    p.addOption({QStringLiteral("seconds"), QStringLiteral("Seconds of activity before the pictures (at most 125)."),
                 QStringLiteral("s"), QStringLiteral("125")});
    p.process(app);
    const QString out = p.value(QStringLiteral("out"));
    QDir().mkpath(out);

    // The profiles file the dialog offers: the lab's H200 partition (default) and a debug one.
    QTemporaryDir dir;
    const std::string profiles = dir.filePath(QStringLiteral("slurm.json")).toStdString();
    qputenv("AUGUR_SLURM_PROFILES", QByteArray::fromStdString(profiles));
    SlurmProfileStore store;
    store.put(labProfile());
    SlurmSettings debug;
    debug.profile = "debug";
    debug.partition = "debug";
    debug.gpusPerJob = 0;
    debug.timeLimit = "30";
    store.put(debug);
    store.defaultName = "h200-lab";
    store.save(profiles);

    ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("en"));
    saveDialog(QDir(out).filePath(QStringLiteral("cluster-session-dialog.png")));

    const SessionConfig config = slurmSession();
    auto activity = std::make_shared<ClusterActivity>("slurm", config.slurm.describe());
    QMainWindow window;
    auto* dock = new QDockWidget;
    dock->setObjectName(QStringLiteral("clusterDock"));
    dock->setWindowTitle(QStringLiteral("Cluster"));
    dock->setFeatures(QDockWidget::NoDockWidgetFeatures);
    auto* panel = new ui::ClusterPanel;
    dock->setWidget(panel);
    window.addDockWidget(Qt::LeftDockWidgetArea, dock);
    window.resize(1000, 760);
    window.show();
    panel->setActivity(activity, config);

    const double seconds = std::min(125.0, p.value(QStringLiteral("seconds")).toDouble());
    QElapsedTimer clock;
    clock.start();
    for (const Step& step : script()) {
        if (step.t > seconds) break;
        while (clock.elapsed() < step.t * 1000.0) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        step.act(*activity);
    }
    while (clock.elapsed() < seconds * 1000.0) QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    save(&window, QDir(out).filePath(QStringLiteral("cluster-dock.png")));

    ui::LanguageSwitcher::instance()->setLanguage(QStringLiteral("ja"));
    dock->setWindowTitle(QApplication::translate("MainWindow", "Cluster"));
    save(&window, QDir(out).filePath(QStringLiteral("cluster-dock-ja.png")));
    saveDialog(QDir(out).filePath(QStringLiteral("cluster-session-dialog-ja.png")));

    std::printf("%s\n", panel->shown().toJson(4).dump(2).c_str());
    return 0;
}
