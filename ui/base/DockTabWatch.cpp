#include "ui/base/DockTabWatch.h"

#include <QDockWidget>

namespace augur::ui {

DockTabWatch::DockTabWatch(QWidget* panel, std::function<void()> raised)
    : QObject(panel), panel_(panel), raised_(std::move(raised)) {}

void DockTabWatch::attach() {
    QDockWidget* dock = nullptr;
    for (QWidget* p = panel_->parentWidget(); p && !dock; p = p->parentWidget()) dock = qobject_cast<QDockWidget*>(p);
    if (!dock || dock == dock_) return;
    if (dock_) disconnect(dock_, nullptr, this, nullptr);
    dock_ = dock;
    connect(dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) raised_();
    });
}

bool DockTabWatch::onScreen(const QWidget* panel) {
    if (!panel->isVisible()) return false;
    const QWidget* w = panel->window();
    const QRect r(panel->mapTo(w, QPoint(0, 0)), panel->size());
    return r.isEmpty() || r.intersects(w->rect()); // no size yet: it cannot be told
}

} // namespace augur::ui
