#include "ui/window/LayoutPreset.h"

#include "ui/window/DockFitter.h"
#include "ui/window/DockTree.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QStatusBar>
#include <QToolBar>
#include <QVariant>

#include <algorithm>
#include <optional>
#include <vector>

namespace augur::ui {

namespace {

/// Dock room (px) from which the wide arrangements are used: three columns of readable
/// docks (a 1920×1080 screen has about 1,800).
constexpr int kWideRoom = 1600;

/// The group that takes the docks a preset does not name (a dock added later) while its
/// tab bar has room for them.
const QString kOverflowDock = QStringLiteral("logDock");

using G = QStringList;

DockNode group(int weight, G docks) { return DockNode::group(weight, std::move(docks)); }
DockNode row(int weight, std::vector<DockNode> c) { return DockNode::row(weight, std::move(c)); }
DockNode column(int weight, std::vector<DockNode> c) { return DockNode::column(weight, std::move(c)); }

// The arrangements of each preset, in order of preference: the first that fits the room
// is used. Wide ones (three columns) from kWideRoom; narrow ones for about 1,366 px.
// Weights are shares of the parent's room; the first dock of a group is in front. Where
// none fits, the last child of a split becomes tabs of the one before it (fitDockTree):
// children are ordered from the most to the least needed.
// clang-format off

/// The search tree with the views of the same search: parameter space and lineage.
const G kTree{"searchTreeDock", "parametersDock", "lineageDock"};

std::vector<DockNode> standard(bool wide) {
    if (wide)
        return {row(1, {
            column(34, {group(62, G{"candidatesDock"}),
                        group(38, G{"discoveryDock", "logDock", "llmDock", "clusterDock"})}),
            column(40, {group(38, kTree),
                        group(62, G{"forecastDock", "diagnosisDock", "kernelDock"})}),
            column(26, {group(48, G{"deferralDock"}),
                        group(52, G{"progressDock", "calibrationDock", "rooflineDock"})})})};
    const DockNode below = group(40, kTree + G{"discoveryDock", "progressDock", "logDock", "llmDock", "clusterDock"});
    const DockNode deferral = group(24, G{"deferralDock", "calibrationDock", "rooflineDock"});
    const DockNode left = column(46, {group(60, G{"candidatesDock", "kernelDock"}), below});
    return {// The kernel of a candidate a tab beside its forecast and diagnosis, as in the wide one.
            row(1, {column(46, {group(60, G{"candidatesDock"}), below}),
                    group(30, G{"forecastDock", "diagnosisDock", "kernelDock"}), deferral}),
            // Too narrow for that: the Kernel dock behind the table.
            row(1, {left, group(30, G{"forecastDock", "diagnosisDock"}), deferral}),
            // A wider Kernel dock leaves room for one more column: forecast above deferral.
            row(1, {left, column(40, {group(55, G{"forecastDock", "diagnosisDock"}),
                                      group(45, G{"deferralDock", "calibrationDock", "rooflineDock"})})})};
}

std::vector<DockNode> search(bool wide) {
    if (wide)
        return {row(1, {
            column(24, {group(60, G{"candidatesDock"}),
                        group(40, G{"discoveryDock", "logDock", "llmDock", "clusterDock"})}),
            group(52, kTree),
            column(24, {group(62, G{"forecastDock", "diagnosisDock", "kernelDock"}),
                        group(38, G{"deferralDock", "progressDock", "calibrationDock", "rooflineDock"})})})};
    return {row(1, {
        // The Kernel dock is as wide as the tree's column needs to be anyway.
        column(64, {group(74, kTree + G{"kernelDock"}),
                    group(26, G{"candidatesDock", "discoveryDock", "logDock", "llmDock", "clusterDock"})}),
        group(36, G{"forecastDock", "diagnosisDock", "deferralDock", "progressDock", "calibrationDock",
                    "rooflineDock"})})};
}

std::vector<DockNode> kernel(bool wide) {
    if (wide)
        return {row(1, {
            column(24, {group(42, G{"candidatesDock"} + kTree),
                        group(58, G{"forecastDock", "diagnosisDock", "deferralDock", "discoveryDock", "logDock"})}),
            group(76, G{"kernelDock", "progressDock", "calibrationDock", "rooflineDock", "llmDock", "clusterDock"})})};
    return {row(1, {
        group(30, G{"candidatesDock", "forecastDock"} + kTree + G{"deferralDock", "logDock"}),
        group(70, G{"kernelDock", "diagnosisDock", "discoveryDock", "progressDock", "calibrationDock", "rooflineDock",
                    "llmDock", "clusterDock"})})};
}

std::vector<DockNode> decisions(bool wide) {
    if (wide)
        return {row(1, {
            column(44, {group(70, G{"candidatesDock"}),
                        group(30, kTree + G{"discoveryDock", "logDock", "llmDock", "clusterDock"})}),
            group(30, G{"forecastDock", "diagnosisDock", "kernelDock"}),
            column(26, {group(55, G{"deferralDock"}),
                        group(45, G{"progressDock", "calibrationDock", "rooflineDock"})})})};
    // The tall docks (kernel, progress) behind the table: the group below it stays low.
    const DockNode left = column(48, {
        group(75, G{"candidatesDock", "kernelDock", "progressDock"}),
        group(25, kTree + G{"discoveryDock", "logDock", "llmDock", "clusterDock"})});
    return {row(1, {left, group(28, G{"forecastDock", "diagnosisDock"}),
                    group(24, G{"deferralDock", "calibrationDock", "rooflineDock"})}),
            row(1, {left, column(40, {group(56, G{"forecastDock", "diagnosisDock"}),
                                      group(44, G{"deferralDock", "calibrationDock", "rooflineDock"})})})};
}

// clang-format on

std::vector<DockNode> arrangements(LayoutPreset preset, bool wide) {
    switch (preset) {
    case LayoutPreset::Standard: return standard(wide);
    case LayoutPreset::Search: return search(wide);
    case LayoutPreset::Kernel: return kernel(wide);
    case LayoutPreset::Decisions: return decisions(wide);
    }
    return standard(wide);
}

/// Readable minimum of a dock, in average character widths and lines of its font: the
/// table's id, state, speedups and decision; the forecast's histogram labels; the
/// deferral's slider value and risk–coverage labels (cut to "…" at 250 px).
struct Readable {
    const char* dock;
    int chars;
    int lines;
};
constexpr Readable kReadable[] = {{"candidatesDock", 50, 8},
                                  {"forecastDock", 42, 0},
                                  {"deferralDock", 40, 0},
                                  {"searchTreeDock", 40, 6},
                                  {"calibrationDock", 34, 0}};

QDockWidget* dockNamed(const QMainWindow& window, const QString& name) {
    return window.findChild<QDockWidget*>(name, Qt::FindDirectChildrenOnly);
}

/// `root` with the docks it does not name added, fitted to `room`; and whether a split
/// had to become tabs.
std::pair<DockNode, bool> fitted(const QMainWindow& window, DockNode root, const QStringList& unnamed, QSize room,
                                 bool wholeTitles) {
    DockFitter fitter(window, room, wholeTitles);
    if (!unnamed.isEmpty()) fitter.addUnnamed(root, unnamed, kOverflowDock);
    const bool folded = fitter.fit(root);
    return {std::move(root), folded};
}

/// The docks of `window` that `root` does not name.
QStringList unnamedDocks(const QMainWindow& window, const DockNode& root) {
    const QStringList named = root.allDocks();
    QStringList others;
    for (const QDockWidget* d : window.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        if (!d->objectName().isEmpty() && !named.contains(d->objectName())) others << d->objectName();
    return others;
}

int groupCount(const DockNode& n) {
    int count = n.isGroup() ? 1 : 0;
    for (const DockNode& c : n.children) count += groupCount(c);
    return count;
}

} // namespace

QString layoutPresetKey(LayoutPreset preset) {
    switch (preset) {
    case LayoutPreset::Standard: return QStringLiteral("standard");
    case LayoutPreset::Search: return QStringLiteral("search");
    case LayoutPreset::Kernel: return QStringLiteral("kernel");
    case LayoutPreset::Decisions: return QStringLiteral("decisions");
    }
    return {};
}

std::optional<LayoutPreset> layoutPresetFromKey(const QString& key) {
    for (LayoutPreset p : kLayoutPresets)
        if (layoutPresetKey(p).compare(key.trimmed(), Qt::CaseInsensitive) == 0) return p;
    return std::nullopt;
}

QString layoutPresetTitle(LayoutPreset preset) {
    switch (preset) {
    case LayoutPreset::Standard: return QCoreApplication::translate("LayoutPreset", "&Standard");
    case LayoutPreset::Search: return QCoreApplication::translate("LayoutPreset", "S&earch: the tree largest");
    case LayoutPreset::Kernel: return QCoreApplication::translate("LayoutPreset", "&Kernel: code across the window");
    case LayoutPreset::Decisions:
        return QCoreApplication::translate("LayoutPreset", "&Decisions: table, forecast and deferral");
    }
    return {};
}

QSize dockRoom(const QMainWindow& window) {
    QSize room = window.size();
    if (const QWidget* menu = window.menuWidget(); menu && !menu->isHidden())
        room.rheight() -= menu->sizeHint().height();
    for (const QToolBar* bar : window.findChildren<QToolBar*>(Qt::FindDirectChildrenOnly)) {
        if (bar->isHidden() || bar->isFloating()) continue;
        const Qt::ToolBarArea area = window.toolBarArea(bar);
        if (area == Qt::TopToolBarArea || area == Qt::BottomToolBarArea)
            room.rheight() -= bar->sizeHint().height();
        else
            room.rwidth() -= bar->sizeHint().width();
    }
    if (const auto* status = window.findChild<QStatusBar*>(QString(), Qt::FindDirectChildrenOnly);
        status && !status->isHidden())
        room.rheight() -= status->sizeHint().height();
    return room;
}

void setReadableDockMinimums(QMainWindow& window) {
    for (const Readable& r : kReadable) {
        QDockWidget* dock = dockNamed(window, QString::fromLatin1(r.dock));
        if (!dock) continue;
        const QFontMetrics fm = dock->fontMetrics();
        dock->setMinimumSize(r.chars * fm.averageCharWidth(), r.lines * fm.lineSpacing());
    }
}

void applyLayoutPreset(QMainWindow& window, LayoutPreset preset, QSize windowSize) {
    setReadableDockMinimums(window);
    QSize room = dockRoom(window);
    if (windowSize.isValid()) room += windowSize - window.size();
    const auto exists = [&window](const QString& name) { return dockNamed(window, name) != nullptr; };
    const auto place = [&](const DockNode& arranged) {
        placeDockTree(window, arranged);
        window.setProperty("layoutPreset", layoutPresetKey(preset));
        // Before the window is shown, the size it was fitted to (arrangeForShownSize).
        window.setProperty("layoutPresetSize",
                           window.isVisible() ? QVariant()
                                              : QVariant(windowSize.isValid() ? windowSize : window.size()));
    };
    // The first arrangement that fits with every tab title whole; else, of all, the one
    // that keeps most docks in sight (titles cut short rather than docks behind tabs).
    std::optional<DockNode> best;
    for (bool wholeTitles : {true, false})
        for (DockNode root : arrangements(preset, room.width() >= kWideRoom)) {
            pruneDockTree(root, exists);
            auto [arranged, folded] = fitted(window, root, unnamedDocks(window, root), room, wholeTitles);
            if (wholeTitles && !folded) return place(arranged);
            if (!best || groupCount(arranged) > groupCount(*best)) best = std::move(arranged);
        }
    place(*best);
}

} // namespace augur::ui
