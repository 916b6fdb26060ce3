#include "ui/window/LayoutMenu.h"

#include "ui/window/LayoutPreset.h"

#include <QActionGroup>
#include <QEvent>
#include <QMainWindow>

namespace augur::ui {

LayoutMenu::LayoutMenu(QMainWindow& window, QWidget* parent)
    : QMenu(parent), window_(window), group_(new QActionGroup(this)) {
    setObjectName(QStringLiteral("layoutMenu"));
    group_->setExclusive(true);
    for (LayoutPreset preset : kLayoutPresets) {
        QAction* a = addAction(QString());
        a->setObjectName(QStringLiteral("actionLayout_%1").arg(layoutPresetKey(preset)));
        a->setData(layoutPresetKey(preset));
        a->setCheckable(true);
        group_->addAction(a);
        connect(a, &QAction::triggered, this, [this, preset] { applyLayoutPreset(window_, preset); });
    }
    connect(this, &QMenu::aboutToShow, this, &LayoutMenu::syncChecks);
    retranslate();
    syncChecks();
}

void LayoutMenu::retranslate() {
    setTitle(tr("La&yout"));
    for (QAction* a : group_->actions())
        if (const auto preset = layoutPresetFromKey(a->data().toString())) a->setText(layoutPresetTitle(*preset));
}

void LayoutMenu::syncChecks() {
    const QString current = window_.property("layoutPreset").toString();
    for (QAction* a : group_->actions()) a->setChecked(a->data().toString() == current);
}

void LayoutMenu::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QMenu::changeEvent(e);
}

} // namespace augur::ui
