#include "ui/settings/LanguageMenu.h"

#include "ui/base/LanguageSwitcher.h"

#include <QActionGroup>
#include <QEvent>

namespace augur::ui {

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(parent), group_(new QActionGroup(this)) {
    setObjectName(QStringLiteral("languageMenu"));
    setTitle(tr("&Language"));
    group_->setExclusive(true);
    LanguageSwitcher* switcher = LanguageSwitcher::instance();
    for (const QString& code : LanguageSwitcher::languages()) {
        QAction* a = addAction(LanguageSwitcher::nativeName(code));
        a->setObjectName(QStringLiteral("actionLanguage_%1").arg(code));
        a->setData(code);
        a->setCheckable(true);
        group_->addAction(a);
        connect(a, &QAction::triggered, switcher, [switcher, code] { switcher->setLanguage(code, true); });
    }
    connect(switcher, &LanguageSwitcher::languageChanged, this, &LanguageMenu::syncChecks);
    syncChecks();
}

void LanguageMenu::syncChecks() {
    const QString current = LanguageSwitcher::instance()->language();
    for (QAction* a : group_->actions()) a->setChecked(a->data().toString() == current);
}

void LanguageMenu::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) setTitle(tr("&Language"));
    QMenu::changeEvent(e);
}

} // namespace augur::ui
