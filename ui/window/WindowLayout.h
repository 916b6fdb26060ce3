#pragma once
// Where the main window's docks go: the default arrangement, and the one the engineer left.

class QDockWidget;
class QMainWindow;

namespace augur::ui {

/// The main window's docks, by role.
struct WindowDocks {
    QDockWidget* table;
    QDockWidget* tree;
    QDockWidget* forecast;
    QDockWidget* deferral;
    QDockWidget* calibration;
    QDockWidget* discovery;
    QDockWidget* log;
    QDockWidget* diagnosis;
    QDockWidget* roofline;
    QDockWidget* progress;
    QDockWidget* kernel;
    QDockWidget* llm;
    QDockWidget* cluster;
};

/// Places the docks in the window's default layout (before a saved one is restored): the
/// candidate table left above the discovery moments, log, LLM and cluster tabs; the search
/// tree right above forecast (tabbed with diagnosis and kernel), deferral, and calibration
/// (tabbed with roofline and progress); sizes for a 1500×950 window.
void arrangeDefaultDocks(QMainWindow& window, const WindowDocks& d);
/// Restores the window's geometry and dock layout saved by saveWindowLayout (QSettings;
/// nothing saved: the window stays as it is).
void restoreWindowLayout(QMainWindow& window);
/// Saves the window's geometry and dock layout (QSettings), for the next start.
void saveWindowLayout(const QMainWindow& window);

} // namespace augur::ui
