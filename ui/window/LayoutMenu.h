#pragma once
#include <QMenu>

class QActionGroup;
class QMainWindow;

namespace augur::ui {

/// View > Layout: the layout presets (LayoutPreset.h), the one applied last checked.
/// Choosing one arranges the window's docks at once; the window saves it with its layout.
class LayoutMenu : public QMenu {
    Q_OBJECT
public:
    /// A menu for the docks of `window`, which outlives it.
    LayoutMenu(QMainWindow& window, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();
    void syncChecks();

    QMainWindow& window_;
    QActionGroup* group_;
};

} // namespace augur::ui
