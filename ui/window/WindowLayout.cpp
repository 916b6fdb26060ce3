#include "ui/window/WindowLayout.h"

#include "ui/base/PaintPacer.h"

#include "ui/window/LayoutPreset.h"

#include <QDockWidget>
#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>
#include <QSettings>
#include <QStyle>
#include <QVariant>

#include <algorithm>

namespace augur::ui {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");
const QString kPresetKey = QStringLiteral("mainWindow/layoutPreset");
/// The window size a preset was fitted to (LayoutPreset.cpp sets it).
constexpr const char* kArrangedForProperty = "layoutPresetSize";

QScreen* screenOf(const QWidget& window) {
    if (QScreen* s = QGuiApplication::screenAt(window.frameGeometry().center())) return s;
    return window.screen() ? window.screen() : QGuiApplication::primaryScreen();
}

/// The window system's frame around `window`: known once it is shown; before, room for a
/// title bar and borders.
QMargins frameOf(const QWidget& window) {
    const QRect outer = window.frameGeometry(), inner = window.geometry();
    if (outer != inner)
        return {inner.left() - outer.left(), inner.top() - outer.top(), outer.right() - inner.right(),
                outer.bottom() - inner.bottom()};
    if (window.isVisible()) return {};
    const int border = 4; // a window manager's border, at most, on the other sides
    return {border, window.style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, &window) + border, border, border};
}

} // namespace

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
    // Speedup against each parameter's values, beside the search tree.
    window.tabifyDockWidget(d.tree, d.parameters);
    // Candidates by creation time and origin, beside the tree of the same candidates.
    window.tabifyDockWidget(d.tree, d.lineage);
    d.tree->raise();
    d.forecast->raise();
    d.progress->raise(); // what the search has found per measurement, against the baselines
    d.discovery->raise();
    // A torn-off dock repaints in its own pass, not in the main window's (PaintPacer).
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) PaintPacer::instance()->pace(dock);
}

QRect firstStartGeometry(const QRect& available) {
    if (available.isEmpty()) return {0, 0, 1500, 950};
    const QSize size(available.width() * 95 / 100, available.height() * 92 / 100);
    return {available.left() + (available.width() - size.width()) / 2,
            available.top() + (available.height() - size.height()) / 4, size.width(), size.height()};
}

void placeForFirstStart(QMainWindow& window, const QRect& available, LayoutPreset preset) {
    const QRect first = firstStartGeometry(available);
    // The docks as they were added may need more room than the screen has, which holds the
    // window larger: arranged for the smaller window first, it can then take that size.
    applyLayoutPreset(window, preset, first.size());
    const QSize before = window.size();
    window.resize(first.size());
    window.move(first.topLeft());
    if (before != first.size()) applyLayoutPreset(window, preset); // sized in the window's own room
}

void fitWindowToScreen(QWidget& window) {
    const QScreen* screen = screenOf(window);
    if (!screen) return;
    const QRect available = screen->availableGeometry();
    const QMargins frame = frameOf(window);
    const QSize most(available.width() - frame.left() - frame.right(),
                     available.height() - frame.top() - frame.bottom());
    const QSize size = window.size().boundedTo(most).expandedTo(window.minimumSize());
    if (size != window.size()) window.resize(size);
    const QSize outer(size.width() + frame.left() + frame.right(), size.height() + frame.top() + frame.bottom());
    // pos() of a window is where its frame goes.
    const int x = std::clamp(window.pos().x(), available.left(),
                             std::max(available.left(), available.right() + 1 - outer.width()));
    const int y = std::clamp(window.pos().y(), available.top(),
                             std::max(available.top(), available.bottom() + 1 - outer.height()));
    if (QPoint(x, y) != window.pos()) window.move(x, y);
}

void arrangeForShownSize(QMainWindow& window) {
    const QVariant arrangedFor = window.property(kArrangedForProperty);
    window.setProperty(kArrangedForProperty, QVariant()); // once, at the first show
    const auto preset = layoutPresetFromKey(window.property("layoutPreset").toString());
    if (!arrangedFor.isValid() || !preset || arrangedFor.toSize() == window.size()) return;
    applyLayoutPreset(window, *preset);
}

bool restoreWindowLayout(QMainWindow& window) {
    QSettings settings;
    window.restoreGeometry(settings.value(kGeometryKey).toByteArray());
    fitWindowToScreen(window);
    bool restored = window.restoreState(settings.value(kStateKey).toByteArray());
    if (restored) { // saved on a larger screen, the docks may need more room than this one has
        const QScreen* screen = screenOf(window);
        const QSize least = window.minimumSizeHint();
        restored = !screen ||
            (least.width() <= screen->availableGeometry().width() &&
             least.height() <= screen->availableGeometry().height());
    }
    if (!restored) {
        applyLayoutPreset(window, savedLayoutPreset());
        return false;
    }
    window.setProperty("layoutPreset", settings.value(kPresetKey).toString());
    window.setProperty(kArrangedForProperty, QVariant()); // the engineer's arrangement, kept as it is
    return true;
}

void saveWindowLayout(const QMainWindow& window) {
    QSettings settings;
    settings.setValue(kGeometryKey, window.saveGeometry());
    settings.setValue(kStateKey, window.saveState());
    settings.setValue(kPresetKey, window.property("layoutPreset").toString());
}

LayoutPreset savedLayoutPreset() {
    return layoutPresetFromKey(QSettings().value(kPresetKey).toString()).value_or(LayoutPreset::Standard);
}

} // namespace augur::ui
