#pragma once
// Where the main window's docks go, and where the window itself goes: its first geometry,
// the arrangement the engineer left, and never more than the screen.
#include "ui/window/LayoutPreset.h"

#include <QRect>

class QDockWidget;
class QMainWindow;
class QWidget;

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
    QDockWidget* parameters;
    QDockWidget* lineage;
};

/// Adds the docks to the window: the candidate table left above the discovery moments,
/// log, LLM and cluster tabs; the search tree right above forecast (tabbed with diagnosis
/// and kernel), deferral, and calibration (tabbed with roofline and progress). A layout
/// preset (applyLayoutPreset, LayoutPreset.h) then fits them to the window's size: name a
/// new dock there too, or it joins the tabs of the log.
void arrangeDefaultDocks(QMainWindow& window, const WindowDocks& d);
/// The window's geometry at its first start on a screen with `available` room (px): 95% of
/// its width and 92% of its height (the rest leaves room for a title bar), centred; without
/// a screen (an empty `available`), 1500×950. The rectangle's size is the window's own size,
/// its top left corner where its frame goes.
QRect firstStartGeometry(const QRect& available);
/// Gives `window` its first start geometry on a screen with `available` room and arranges
/// its docks in `preset` for that size.
void placeForFirstStart(QMainWindow& window, const QRect& available, LayoutPreset preset = LayoutPreset::Standard);
/// Shrinks and moves a top-level `window` so that its frame lies inside the available
/// geometry of the screen its centre is on (the primary screen when none). A window not yet
/// framed by the window system keeps room for a title bar. A window whose minimum size is
/// larger than the screen stays at its minimum size.
void fitWindowToScreen(QWidget& window);
/// Arranges the docks of `window` again in its preset when it was resized since the preset
/// was applied (a window sized by its caller before it is shown); keeps a restored layout.
void arrangeForShownSize(QMainWindow& window);
/// Restores the window's geometry and dock layout saved by saveWindowLayout (QSettings),
/// fitted to the screen. Where none was saved, or the saved one needs more room than the
/// screen has, arranges the docks in the saved preset instead and returns false.
bool restoreWindowLayout(QMainWindow& window);
/// Saves the window's geometry, dock layout and layout preset (QSettings), for the next start.
void saveWindowLayout(const QMainWindow& window);
/// The preset saved by saveWindowLayout, or LayoutPreset::Standard.
LayoutPreset savedLayoutPreset();

} // namespace augur::ui
