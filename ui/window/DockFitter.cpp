#include "ui/window/DockFitter.h"

#include "ui/window/DockTree.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QStyle>
#include <QTabBar>

#include <algorithm>
#include <numeric>
#include <vector>

namespace augur::ui {

namespace {

QDockWidget* dockNamed(const QMainWindow& window, const QString& name) {
    return window.findChild<QDockWidget*>(name, Qt::FindDirectChildrenOnly);
}

/// Every tab group of `n`, with the width it would have by weight alone (px).
void groupWidths(DockNode& n, double width, std::vector<std::pair<DockNode*, double>>& out) {
    if (n.isGroup()) {
        out.emplace_back(&n, width);
        return;
    }
    int weights = 0;
    for (const DockNode& c : n.children) weights += std::max(1, c.weight);
    for (DockNode& c : n.children)
        groupWidths(c, n.split == Qt::Horizontal ? width * std::max(1, c.weight) / weights : width, out);
}

} // namespace

DockFitter::DockFitter(const QMainWindow& window, QSize room, bool wholeTitles)
    : window_(window), room_(room), wholeTitles_(wholeTitles),
      separator_(window.style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, &window)) {}

QSize DockFitter::tabBarSize(const QMainWindow& window, const QStringList& docks) {
    QTabBar probe; // as the window's own tab bars measure their titles
    for (const QString& name : docks) probe.addTab(dockNamed(window, name)->windowTitle());
    return probe.sizeHint();
}

bool DockFitter::fit(DockNode& root) {
    return fitDockTree(root, room_, separator_, [this](const QStringList& tabs) { return minimum(tabs); });
}

void DockFitter::addUnnamed(DockNode& root, const QStringList& docks, const QString& preferred) {
    std::vector<std::pair<DockNode*, double>> groups;
    groupWidths(root, room_.width(), groups);
    std::vector<double> slack; // room beside the tab bar, by weight alone
    for (const auto& [group, width] : groups) slack.push_back(width - tabBarSize(window_, group->tabs + docks).width());
    auto isPreferred = [&groups, &preferred](size_t i) { return groups[i].first->tabs.contains(preferred); };
    std::vector<size_t> order(groups.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return isPreferred(a) != isPreferred(b) ? isPreferred(a) : slack[a] > slack[b];
    });
    for (size_t i : order) {
        DockNode trial = root;
        std::vector<std::pair<DockNode*, double>> trialGroups;
        groupWidths(trial, room_.width(), trialGroups);
        trialGroups[i].first->tabs += docks;
        if (!fit(trial)) {
            groups[i].first->tabs += docks;
            return;
        }
    }
    if (!groups.empty()) groups[std::max_element(slack.begin(), slack.end()) - slack.begin()].first->tabs += docks;
}

QSize DockFitter::minimum(const QStringList& tabs) {
    const QString key = tabs.join(QLatin1Char(','));
    if (auto it = minimums_.constFind(key); it != minimums_.constEnd()) return *it;
    QSize least(0, 0);
    for (const QString& name : tabs) {
        const QDockWidget* dock = dockNamed(window_, name);
        least = least.expandedTo(dock->minimumSizeHint().expandedTo(dock->minimumSize()));
    }
    if (tabs.size() > 1) {
        const QSize bar = tabBarSize(window_, tabs);
        least =
            QSize(wholeTitles_ ? std::max(least.width(), bar.width()) : least.width(), least.height() + bar.height());
    }
    minimums_.insert(key, least);
    return least;
}

} // namespace augur::ui
