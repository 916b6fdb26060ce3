#pragma once
#include <QWidget>

class QLabel;
class QToolButton;

namespace augur::ui {

class SearchTreeView;

/// The search tree with its colour legend and a Fit button above it.
class SearchTreePanel : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreePanel(QWidget* parent = nullptr);

    SearchTreeView* view() const { return view_; }
    /// Discovery ratio δ: drawn by the view and named in the legend.
    void setDiscoveryDelta(double delta);

protected:
    void changeEvent(QEvent* e) override;

private:
    void retranslate();

    SearchTreeView* view_;
    QLabel* legend_;
    QToolButton* fit_;
    double delta_ = 1.5;
};

} // namespace augur::ui
