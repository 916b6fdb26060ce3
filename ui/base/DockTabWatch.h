#pragma once
#include <QObject>
#include <QPointer>

#include <functional>

class QDockWidget;
class QWidget;

namespace augur::ui {

/// Tells a panel in a dock when the dock's tab is raised. Qt does not hide a dock that is
/// tabbed behind another: it moves it out of the window, so the panel stays "visible" and
/// gets no show event when its tab comes forward; only the dock's visibilityChanged says so.
/// A panel that draws only while it can be seen refreshes on `raised` and asks onScreen().
class DockTabWatch : public QObject {
    Q_OBJECT
public:
    /// Watches the dock holding `panel` (once attach() finds it); `raised` runs each time
    /// that dock becomes visible.
    DockTabWatch(QWidget* panel, std::function<void()> raised);

    /// Finds the dock holding the panel and watches it instead of the one before (docks
    /// are re-parented as the layout changes). Called from the panel's showEvent.
    void attach();
    /// Whether `panel` can be seen: visible and inside its window (a panel without a size
    /// yet counts as seen, it cannot be told).
    static bool onScreen(const QWidget* panel);

private:
    QWidget* panel_;
    QPointer<QDockWidget> dock_; ///< the dock holding the panel, once shown in one
    std::function<void()> raised_;
};

} // namespace augur::ui
