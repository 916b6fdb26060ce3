#include "ui/window/WindowLayout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>

namespace augur::ui {

void arrangeDefaultDocks(QMainWindow& window, const WindowDocks& d) {
    window.addDockWidget(Qt::LeftDockWidgetArea, d.table);
    window.addDockWidget(Qt::RightDockWidgetArea, d.tree);
    window.splitDockWidget(d.table, d.discovery, Qt::Vertical);
    window.tabifyDockWidget(d.discovery, d.log);
    // What the LLM is doing, beside the log of what the engine did.
    window.tabifyDockWidget(d.log, d.llm);
    // And what the cluster's jobs are doing, in the same group.
    window.tabifyDockWidget(d.llm, d.cluster);
    window.splitDockWidget(d.tree, d.forecast, Qt::Vertical);
    window.splitDockWidget(d.forecast, d.deferral, Qt::Horizontal);
    window.splitDockWidget(d.deferral, d.calibration, Qt::Vertical);
    // Diagnosis beside the forecast of the same candidate; the roofline with the calibration.
    window.tabifyDockWidget(d.forecast, d.diagnosis);
    // The kernel of the same candidate, one tab further.
    window.tabifyDockWidget(d.diagnosis, d.kernel);
    window.tabifyDockWidget(d.calibration, d.roofline);
    // Best-so-far against measurements, with the baselines, beside the calibration.
    window.tabifyDockWidget(d.calibration, d.progress);
    d.forecast->raise();
    d.progress->raise(); // what the search has found per measurement, against the baselines
    d.discovery->raise();
    window.resizeDocks({d.table, d.tree}, {700, 800}, Qt::Horizontal);
    window.resizeDocks({d.table, d.discovery}, {540, 340}, Qt::Vertical);
    window.resizeDocks({d.tree, d.forecast}, {330, 550}, Qt::Vertical);
    window.resizeDocks({d.forecast, d.deferral}, {410, 390}, Qt::Horizontal);
    window.resizeDocks({d.deferral, d.calibration}, {300, 250}, Qt::Vertical);
}

void restoreWindowLayout(QMainWindow& window) {
    QSettings settings;
    window.restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    window.restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
}

void saveWindowLayout(const QMainWindow& window) {
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), window.saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), window.saveState());
}

} // namespace augur::ui
