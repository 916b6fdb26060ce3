#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <QList>
#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QToolButton;

namespace augur::ui {

class SearchTreeView;

/// The search tree with its colour legend and a tool row: a search field ("#id" or
/// "NAME=value", Enter or F3 goes to the next match, Shift+F3 to the previous, with
/// "k of n matches"), Go to best (B), Go to selected (G), Collapse (−), Expand (+),
/// Expand all (*) and Fit. The keys act while the focus is in the dock.
class SearchTreePanel : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreePanel(QWidget* parent = nullptr);

    SearchTreeView* view() const { return view_; }
    /// Discovery ratio δ: drawn by the view and named in the legend.
    void setDiscoveryDelta(double delta);
    /// The candidates the search looks through (index == id; owned by the caller, which
    /// outlives the panel).
    void shareCandidates(const std::vector<Candidate>* candidates) { candidates_ = candidates; }
    /// Parameter names for "NAME=value" searches.
    void setParameterSpace(const ParameterSpace& space);
    /// Collapse, Expand and Expand all, for the tree's context menu (on the selected node).
    QList<QAction*> nodeActions() const;

    /// Runs the search in the field again (its text, over the shared candidates).
    void search();
    /// Goes to the next match (the first after a new search); `step` −1 goes back.
    void nextMatch(int step = 1);
    /// The ids found by the last search, in id order.
    const std::vector<CandidateId>& matches() const { return matches_; }
    /// "k of n matches", "n matches", "no match", or empty without a search.
    QString matchText() const;
    /// The search field (Ctrl+F).
    QLineEdit* searchField() const { return searchField_; }

protected:
    void changeEvent(QEvent* e) override;

private:
    QAction* makeAction(const char* name, const QList<QKeySequence>& keys);
    void updateActions();
    void showMatchText();
    void retranslate();

    SearchTreeView* view_;
    QLabel* legend_;
    QLineEdit* searchField_;
    QLabel* matchLabel_;
    QToolButton* fit_;
    QAction* findAction_;
    QAction* nextAction_;
    QAction* previousAction_;
    QAction* bestAction_;
    QAction* selectedAction_;
    QAction* collapseAction_;
    QAction* expandAction_;
    QAction* expandAllAction_;
    const std::vector<Candidate>* candidates_ = nullptr;
    ParameterSpace space_;
    std::vector<CandidateId> matches_;
    int current_ = -1; ///< index into matches_ of the match shown, -1 before Enter
    double delta_ = 1.5;
};

} // namespace augur::ui
