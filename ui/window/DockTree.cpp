#include "ui/window/DockTree.h"

#include <QDockWidget>
#include <QHash>
#include <QLayout>
#include <QMainWindow>

#include <algorithm>
#include <numeric>

namespace augur::ui {

namespace {

int along(QSize s, Qt::Orientation o) { return o == Qt::Horizontal ? s.width() : s.height(); }

QSize withAlong(QSize s, Qt::Orientation o, int value) {
    if (o == Qt::Horizontal)
        s.setWidth(value);
    else
        s.setHeight(value);
    return s;
}

QSize minimumOfNode(const DockNode& n, int separator, const GroupMinimum& minimumOf) {
    if (n.isGroup()) return minimumOf(n.tabs);
    QSize total(0, 0);
    for (size_t i = 0; i < n.children.size(); ++i) {
        const QSize m = minimumOfNode(n.children[i], separator, minimumOf);
        const int gap = i == 0 ? 0 : separator;
        if (n.split == Qt::Horizontal)
            total = QSize(total.width() + gap + m.width(), std::max(total.height(), m.height()));
        else
            total = QSize(std::max(total.width(), m.width()), total.height() + gap + m.height());
    }
    return total;
}

/// Shares `total` px by `weights`; a child whose share is below its minimum gets the
/// minimum and the others share what is left. Without room for every minimum, the shares
/// follow the minimums (the children then give way inside, or the split folds).
std::vector<int> share(const std::vector<int>& weights, const std::vector<int>& minimums, int total) {
    const size_t n = weights.size();
    std::vector<int> sizes(n, 0);
    const long long minimumSum = std::accumulate(minimums.begin(), minimums.end(), 0LL);
    if (minimumSum >= total) {
        for (size_t i = 0; i < n; ++i)
            sizes[i] = minimumSum > 0 ? int(total * (long long)minimums[i] / minimumSum) : total / int(n);
        return sizes;
    }
    std::vector<bool> atMinimum(n, false);
    for (bool changed = true; changed;) {
        long long free = total, weightSum = 0;
        for (size_t i = 0; i < n; ++i) {
            if (atMinimum[i])
                free -= minimums[i];
            else
                weightSum += weights[i];
        }
        changed = false;
        for (size_t i = 0; i < n; ++i) {
            if (atMinimum[i]) continue;
            sizes[i] = int(free * weights[i] / weightSum);
            if (sizes[i] < minimums[i]) {
                sizes[i] = minimums[i];
                atMinimum[i] = changed = true;
            }
        }
    }
    return sizes;
}

/// Moves every dock of `from` behind the first tab group of `into`.
void foldInto(DockNode& into, const DockNode& from) {
    DockNode* group = &into;
    while (!group->isGroup()) group = &group->children.front();
    group->tabs += from.allDocks();
}

/// Returns whether anything in `n` was folded into tabs.
bool fitNode(DockNode& n, QSize room, int separator, const GroupMinimum& minimumOf) {
    if (n.isGroup()) return false;
    bool folded = false;
    for (;;) {
        if (n.children.size() == 1) { // a split of one: the child takes its place
            DockNode only = std::move(n.children.front());
            only.weight = n.weight;
            n = std::move(only);
            return fitNode(n, room, separator, minimumOf) || folded;
        }
        const int gaps = separator * int(n.children.size() - 1);
        const int total = along(room, n.split) - gaps;
        std::vector<int> weights, minimums;
        for (const DockNode& c : n.children) {
            weights.push_back(std::max(1, c.weight));
            minimums.push_back(along(minimumOfNode(c, separator, minimumOf), n.split));
        }
        n.sizes = share(weights, minimums, total);
        bool inner = false;
        for (size_t i = 0; i < n.children.size(); ++i)
            inner = fitNode(n.children[i], withAlong(room, n.split, n.sizes[i]), separator, minimumOf) || inner;
        if (inner) { // smaller children now: share the room again
            folded = true;
            continue;
        }
        if (std::accumulate(minimums.begin(), minimums.end(), 0LL) <= total) return folded;
        const DockNode last = std::move(n.children.back());
        n.children.pop_back();
        foldInto(n.children.back(), last);
        folded = true;
    }
}

using DockIndex = QHash<QString, QDockWidget*>;

QDockWidget* anchorOf(const DockNode& n, const DockIndex& docks) {
    const DockNode* group = &n;
    while (!group->isGroup()) group = &group->children.front();
    return docks.value(group->tabs.front());
}

void placeChildren(QMainWindow& window, const DockNode& n, const DockIndex& docks) {
    if (n.isGroup()) {
        QDockWidget* front = docks.value(n.tabs.front());
        for (qsizetype i = 1; i < n.tabs.size(); ++i) window.tabifyDockWidget(front, docks.value(n.tabs[i]));
        return;
    }
    // Every child's first dock in its place before any child is divided: a split divides
    // the room of the one dock it is given.
    for (size_t i = 1; i < n.children.size(); ++i)
        window.splitDockWidget(anchorOf(n.children[i - 1], docks), anchorOf(n.children[i], docks), n.split);
    for (const DockNode& c : n.children) placeChildren(window, c, docks);
}

/// Innermost splits first: resizing a dock also sets the size of the splits around it.
void resizeChildren(QMainWindow& window, const DockNode& n, const DockIndex& docks) {
    if (n.isGroup()) return;
    for (const DockNode& c : n.children) resizeChildren(window, c, docks);
    QList<QDockWidget*> anchors;
    for (const DockNode& c : n.children) anchors << anchorOf(c, docks);
    window.resizeDocks(anchors, QList<int>(n.sizes.begin(), n.sizes.end()), n.split);
}

void raiseFronts(const DockNode& n, const DockIndex& docks) {
    if (n.isGroup()) docks.value(n.tabs.front())->raise();
    for (const DockNode& c : n.children) raiseFronts(c, docks);
}

} // namespace

DockNode DockNode::group(int weight, QStringList docks) {
    DockNode n;
    n.weight = weight;
    n.tabs = std::move(docks);
    return n;
}

DockNode DockNode::row(int weight, std::vector<DockNode> children) {
    DockNode n;
    n.weight = weight;
    n.split = Qt::Horizontal;
    n.children = std::move(children);
    return n;
}

DockNode DockNode::column(int weight, std::vector<DockNode> children) {
    DockNode n = row(weight, std::move(children));
    n.split = Qt::Vertical;
    return n;
}

QStringList DockNode::allDocks() const {
    QStringList all = tabs;
    for (const DockNode& c : children) all += c.allDocks();
    return all;
}

void pruneDockTree(DockNode& root, const std::function<bool(const QString&)>& exists) {
    if (root.isGroup()) {
        root.tabs.removeIf([&exists](const QString& name) { return !exists(name); });
        return;
    }
    for (DockNode& c : root.children) pruneDockTree(c, exists);
    std::erase_if(root.children, [](const DockNode& c) { return !c.isGroup() && c.children.empty(); });
}

bool fitDockTree(DockNode& root, QSize room, int separator, const GroupMinimum& minimumOf) {
    return fitNode(root, room, separator, minimumOf);
}

void placeDockTree(QMainWindow& window, const DockNode& root) {
    DockIndex docks;
    for (QDockWidget* d : window.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
        docks.insert(d->objectName(), d);
    const QStringList named = root.allDocks();
    if (named.isEmpty()) return;
    for (const QString& name : named) {
        QDockWidget* d = docks.value(name);
        d->setFloating(false);
        window.removeDockWidget(d);
    }
    window.addDockWidget(Qt::LeftDockWidgetArea, anchorOf(root, docks));
    placeChildren(window, root, docks);
    for (const QString& name : named) docks.value(name)->show();
    raiseFronts(root, docks);
    // The new splits laid out now, so that the sizes below divide the window's room and not
    // the room the docks had before.
    window.layout()->activate();
    resizeChildren(window, root, docks);
    window.layout()->activate();
}

} // namespace augur::ui
