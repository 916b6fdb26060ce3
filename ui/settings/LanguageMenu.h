#pragma once
#include <QMenu>

class QActionGroup;

namespace augur::ui {

/// View > Language: one checkable entry per shipped language, each named in its own
/// language. Choosing one switches the UI at once (LanguageSwitcher) and remembers the
/// choice for the next start.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* e) override;

private:
    void syncChecks();

    QActionGroup* group_;
};

} // namespace augur::ui
