#pragma once
// Choosing an item of a context menu in the offscreen UI suites.
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QMenu>
#include <QString>
#include <QTest>
#include <QTimer>

namespace augur::test {

/// Right-clicks `target` (a view's viewport, or the tree) at `pos` and, in the context menu
/// that opens, chooses the action named `actionName` with the keyboard. Returns the action's
/// text, or an empty string when no menu opened or the action was missing or disabled.
inline QString chooseFromContextMenu(QWidget* target, const QPoint& pos, const QString& actionName) {
    QString chosen;
    QTimer poll;
    poll.setInterval(10);
    QObject::connect(&poll, &QTimer::timeout, [&] {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu) return;
        poll.stop();
        for (QAction* a : menu->actions())
            if (a->objectName() == actionName && a->isEnabled()) {
                chosen = a->text();
                menu->setActiveAction(a);
                QTest::keyClick(menu, Qt::Key_Return);
                return;
            }
        menu->close();
    });
    poll.start();
    // Closes a menu that never shows the action, so the test cannot hang in QMenu::exec.
    QTimer::singleShot(5000, [] {
        if (QWidget* popup = QApplication::activePopupWidget()) popup->close();
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, pos, target->mapToGlobal(pos));
    QApplication::sendEvent(target, &event); // returns when the menu has closed
    return chosen;
}

} // namespace augur::test
