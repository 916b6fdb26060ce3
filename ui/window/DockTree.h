#pragma once
// A dock arrangement as data: tab groups in nested splits, fitted to the room a window has
// and then placed in it.
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QMainWindow;

namespace augur::ui {

/// One node of a dock arrangement: a tab group (docks by object name, the first in front)
/// or a split of its children, side by side (Qt::Horizontal) or stacked (Qt::Vertical).
struct DockNode {
    int weight = 1; ///< share of the parent's room against the siblings' weights
    QStringList tabs; ///< the tab group's docks; empty for a split
    Qt::Orientation split = Qt::Horizontal;
    std::vector<DockNode> children;
    std::vector<int> sizes; ///< set by fitDockTree: each child's width (side by side) or height, px

    /// A tab group of `docks` (object names), the first in front.
    static DockNode group(int weight, QStringList docks);
    /// `children` side by side, left to right.
    static DockNode row(int weight, std::vector<DockNode> children);
    /// `children` stacked, top to bottom.
    static DockNode column(int weight, std::vector<DockNode> children);

    bool isGroup() const { return !tabs.isEmpty(); }
    /// Every dock of the node, groups in order.
    QStringList allDocks() const;
};

/// The least room (px) a tab group needs: its docks' minimum sizes and its tab bar's whole
/// titles.
using GroupMinimum = std::function<QSize(const QStringList& tabs)>;

/// Keeps only the docks `exists` accepts, dropping groups and splits left empty.
void pruneDockTree(DockNode& root, const std::function<bool(const QString&)>& exists);

/// Fits `root` into `room` (px; `separator`: the splitter between two docks). Where the
/// children of a split cannot all have their minimum size (after their own children have
/// given way), its last child becomes tabs of the group before it, until they fit or one
/// is left. Then each split's `sizes` share its room by weight, never below a child's
/// minimum while there is room for all. Returns whether any split became tabs.
bool fitDockTree(DockNode& root, QSize room, int separator, const GroupMinimum& minimumOf);

/// Places the docks of a fitted `root` in `window` (every dock `root` names must be one of
/// the window's docks, by object name): splits, tab groups with their first dock in front,
/// the fitted sizes. Floating docks dock again; every dock named is shown.
void placeDockTree(QMainWindow& window, const DockNode& root);

} // namespace augur::ui
