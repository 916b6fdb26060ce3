#pragma once
// Named dock layouts of the main window (View > Layout, augur --layout NAME).
#include <QSize>
#include <QString>

#include <optional>

class QMainWindow;

namespace augur::ui {

/// The main window's layouts: where each dock goes, for a task.
enum class LayoutPreset {
    Standard, ///< table and discovery moments | search tree and forecast | deferral and progress
    Search, ///< the search tree takes the largest area
    Kernel, ///< the Kernel dock (code, diff, report) takes most of the window
    Decisions ///< the candidate table, the forecast and the deferral side by side
};
inline constexpr LayoutPreset kLayoutPresets[] = {LayoutPreset::Standard, LayoutPreset::Search, LayoutPreset::Kernel,
                                                  LayoutPreset::Decisions};

/// "standard", "search", "kernel", "decisions": the name on the command line and in QSettings.
QString layoutPresetKey(LayoutPreset preset);
/// The preset of a key (any case), or nullopt.
std::optional<LayoutPreset> layoutPresetFromKey(const QString& key);
/// The translated name shown in View > Layout ("&Standard", ...).
QString layoutPresetTitle(LayoutPreset preset);

/// Arranges the docks of `window` (by object name) as `preset` says, fitted to the room the
/// window has now: a dock keeps its minimum readable size and every tab its whole title;
/// where the room is short, neighbours become tabs instead (below 1,600 px of dock room a
/// narrower arrangement is used). Docks the preset does not name join the tabs of its
/// overflow group. Shows every dock, and records the preset as the window's property
/// "layoutPreset" (its key) and, before the window is shown, the window size it was
/// fitted to as "layoutPresetSize". With `windowSize`, the docks are fitted to the room of a
/// window of that size instead of its present one (before it is resized to it).
void applyLayoutPreset(QMainWindow& window, LayoutPreset preset, QSize windowSize = QSize());
/// The room (px) the docks of `window` have: its size less the menu bar, tool bars and
/// status bar.
QSize dockRoom(const QMainWindow& window);
/// Gives each dock of `window` its minimum readable size (a dock that shows a chart with
/// labels or a table is never squeezed so far that they are cut to "…").
void setReadableDockMinimums(QMainWindow& window);

} // namespace augur::ui
