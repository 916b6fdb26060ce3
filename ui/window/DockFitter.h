#pragma once
#include <QHash>
#include <QSize>
#include <QString>
#include <QStringList>

class QMainWindow;

namespace augur::ui {

struct DockNode;

/// Fits dock arrangements (DockTree.h) to the docks of one window and the room they have:
/// each tab group needs its widest and tallest dock (their minimum sizes) and, with whole
/// titles, the width of its tab bar with no title cut. Measures each group once.
class DockFitter {
public:
    /// For the docks of `window` (found by object name) in `room` px.
    DockFitter(const QMainWindow& window, QSize room, bool wholeTitles);

    /// Fits `root` (fitDockTree); returns whether a split had to become tabs.
    bool fit(DockNode& root);
    /// Adds `docks` (those an arrangement does not name) to the tabs of one group of
    /// `root`: the group of `preferred` when no split then has to become tabs, else the
    /// first such group by the room beside its tab bar, else the group with the most room.
    void addUnnamed(DockNode& root, const QStringList& docks, const QString& preferred);

    /// The tab bar of a group of `docks` with every title whole (px).
    static QSize tabBarSize(const QMainWindow& window, const QStringList& docks);

private:
    QSize minimum(const QStringList& tabs);

    const QMainWindow& window_;
    QSize room_;
    bool wholeTitles_;
    int separator_;
    QHash<QString, QSize> minimums_;
};

} // namespace augur::ui
