#include "ui/tree/SearchTreePanel.h"

#include "ui/tree/SearchTreeView.h"
#include "ui/base/StateStyle.h"
#include "ui/tree/TreeSearchQuery.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace augur::ui {

SearchTreePanel::SearchTreePanel(QWidget* parent)
    : QWidget(parent), view_(new SearchTreeView(this)), legend_(new QLabel(this)), searchField_(new QLineEdit(this)),
      matchLabel_(new QLabel(this)), fit_(new QToolButton(this)) {
    legend_->setWordWrap(true);
    fit_->setObjectName(QStringLiteral("fitTreeButton"));
    connect(fit_, &QToolButton::clicked, view_, &SearchTreeView::fitAll);
    searchField_->setObjectName(QStringLiteral("treeSearchField"));
    // Escape empties the field (a clear button's icon lookup would slow the window's start).
    auto* clear = new QAction(searchField_);
    clear->setShortcut(QKeySequence(Qt::Key_Escape));
    clear->setShortcutContext(Qt::WidgetShortcut);
    searchField_->addAction(clear);
    connect(clear, &QAction::triggered, searchField_, &QLineEdit::clear);
    matchLabel_->setObjectName(QStringLiteral("treeMatchLabel"));
    connect(searchField_, &QLineEdit::textChanged, this, &SearchTreePanel::search);
    connect(searchField_, &QLineEdit::returnPressed, this, [this] { nextMatch(1); });

    findAction_ = makeAction("actionTreeFind", {QKeySequence::Find});
    connect(findAction_, &QAction::triggered, this, [this] {
        searchField_->setFocus();
        searchField_->selectAll();
    });
    nextAction_ = makeAction("actionTreeNextMatch", {QKeySequence::FindNext});
    connect(nextAction_, &QAction::triggered, this, [this] { nextMatch(1); });
    previousAction_ = makeAction("actionTreePreviousMatch", {QKeySequence::FindPrevious});
    connect(previousAction_, &QAction::triggered, this, [this] { nextMatch(-1); });
    bestAction_ = makeAction("actionTreeGoToBest", {QKeySequence(Qt::Key_B)});
    connect(bestAction_, &QAction::triggered, view_, &SearchTreeView::goToBest);
    selectedAction_ = makeAction("actionTreeGoToSelected", {QKeySequence(Qt::Key_G)});
    connect(selectedAction_, &QAction::triggered, view_, &SearchTreeView::goToSelected);
    collapseAction_ = makeAction("actionTreeCollapse", {QKeySequence(Qt::Key_Minus)});
    connect(collapseAction_, &QAction::triggered, view_, &SearchTreeView::collapseSelected);
    expandAction_ = makeAction("actionTreeExpand", {QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal)});
    connect(expandAction_, &QAction::triggered, view_, &SearchTreeView::expandSelected);
    expandAllAction_ = makeAction("actionTreeExpandAll", {QKeySequence(Qt::Key_Asterisk)});
    connect(expandAllAction_, &QAction::triggered, view_, &SearchTreeView::expandAll);

    auto button = [this](QAction* a) {
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setObjectName(a->objectName() + QStringLiteral("Button"));
        return b;
    };
    auto* tools = new QHBoxLayout;
    tools->addWidget(searchField_, 1);
    tools->addWidget(matchLabel_);
    // Arrows drawn by the style: a "◀" glyph would send the first paint to a font search.
    for (auto [action, arrow] : {std::pair{previousAction_, Qt::LeftArrow}, std::pair{nextAction_, Qt::RightArrow}}) {
        QToolButton* b = button(action);
        b->setArrowType(arrow);
        tools->addWidget(b);
    }
    tools->addSpacing(8);
    for (QAction* a : {bestAction_, selectedAction_, collapseAction_, expandAction_, expandAllAction_})
        tools->addWidget(button(a));
    tools->addWidget(fit_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(legend_);
    layout->addLayout(tools);
    layout->addWidget(view_, 1);

    connect(view_, &SearchTreeView::selectionChanged, this, &SearchTreePanel::updateActions);
    connect(view_, &SearchTreeView::contextMenuRequested, this, &SearchTreePanel::updateActions);
    // New nodes may match the search; collapsing changes what can be collapsed.
    connect(view_, &SearchTreeView::structureChanged, this, [this] {
        if (!searchField_->text().trimmed().isEmpty()) search();
        updateActions();
    });
    retranslate();
    updateActions();
}

QAction* SearchTreePanel::makeAction(const char* name, const QList<QKeySequence>& keys) {
    auto* a = new QAction(this);
    a->setObjectName(QString::fromLatin1(name));
    a->setShortcuts(keys);
    // The keys act in this dock only (B, G, − and + are not the window's).
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(a);
    return a;
}

void SearchTreePanel::setDiscoveryDelta(double delta) {
    delta_ = delta;
    view_->setDiscoveryDelta(delta);
    retranslate();
}

void SearchTreePanel::setParameterSpace(const ParameterSpace& space) {
    space_ = space;
    search();
}

QList<QAction*> SearchTreePanel::nodeActions() const { return {collapseAction_, expandAction_, expandAllAction_}; }

void SearchTreePanel::updateActions() {
    const CandidateId id = view_->selectedCandidate();
    selectedAction_->setEnabled(id != kNoCandidate);
    collapseAction_->setEnabled(view_->hasChildren(id) && !view_->isCollapsed(id));
    expandAction_->setEnabled(view_->isCollapsed(id));
}

void SearchTreePanel::search() {
    const TreeSearchQuery query(searchField_->text(), space_);
    const CandidateId shown =
        current_ >= 0 && current_ < int(matches_.size()) ? matches_[std::size_t(current_)] : kNoCandidate;
    matches_.clear();
    if (candidates_) {
        matches_ = query.run(*candidates_);
    } else if (query.isId() && view_->labelOf(query.id()).size() > 0) {
        matches_ = {query.id()}; // no candidates shared: ids of the tree only
    }
    // A new node that matches keeps the count going, not the place in the cycle.
    const auto it = std::lower_bound(matches_.begin(), matches_.end(), shown);
    current_ = shown != kNoCandidate && it != matches_.end() && *it == shown ? int(it - matches_.begin()) : -1;
    view_->setMatches(matches_, current_ >= 0 ? shown : kNoCandidate);
    showMatchText();
}

void SearchTreePanel::nextMatch(int step) {
    if (matches_.empty()) return;
    const int n = int(matches_.size());
    current_ = current_ < 0 ? (step > 0 ? 0 : n - 1) : ((current_ + step) % n + n) % n;
    const CandidateId id = matches_[std::size_t(current_)];
    view_->setMatches(matches_, id);
    view_->goTo(id);
    showMatchText();
}

QString SearchTreePanel::matchText() const {
    if (searchField_->text().trimmed().isEmpty()) return {};
    if (matches_.empty()) return tr("no match");
    // Spelt out for one and many: English has no catalogue to choose a plural form.
    const int n = int(matches_.size());
    if (current_ < 0) return n == 1 ? tr("1 match") : tr("%1 matches").arg(n);
    return n == 1 ? tr("1 of 1 match") : tr("%1 of %2 matches").arg(current_ + 1).arg(n);
}

void SearchTreePanel::showMatchText() { matchLabel_->setText(matchText()); }

void SearchTreePanel::retranslate() {
    fit_->setText(tr("Fit"));
    fit_->setToolTip(tr("Show the whole tree (the wheel zooms)"));
    searchField_->setPlaceholderText(tr("Find: #id or NAME=value"));
    searchField_->setToolTip(tr("A candidate id (#12 or 12), or parameter values (BLOCK=128, several terms "
                                "must all match, a piece of a name=value also matches). Enter goes to the next "
                                "match, Escape empties the field. Ctrl+F comes here."));
    findAction_->setText(tr("Find in tree"));
    nextAction_->setText(tr("Next match"));
    nextAction_->setToolTip(tr("Next match (Enter, F3)"));
    previousAction_->setText(tr("Previous match"));
    previousAction_->setToolTip(tr("Previous match (Shift+F3)"));
    bestAction_->setText(tr("Go to best"));
    bestAction_->setIconText(tr("Best"));
    bestAction_->setToolTip(tr("Select and show the best measured candidate (B)"));
    selectedAction_->setText(tr("Go to selected"));
    selectedAction_->setIconText(tr("Selected"));
    selectedAction_->setToolTip(tr("Show the selected candidate (G)"));
    collapseAction_->setText(tr("Collapse subtree"));
    collapseAction_->setIconText(tr("Collapse"));
    collapseAction_->setToolTip(tr("Fold the selected node's descendants into it (−, or double-click the node)"));
    expandAction_->setText(tr("Expand subtree"));
    expandAction_->setIconText(tr("Expand"));
    expandAction_->setToolTip(tr("Unfold the selected node's descendants (+, or double-click the node)"));
    expandAllAction_->setText(tr("Expand all"));
    expandAllAction_->setToolTip(tr("Unfold every collapsed node (*)"));
    QStringList legend;
    using Shown = StateStyle::Shown;
    for (Shown s : {Shown::Measured, Shown::Accepted, Shown::Deferred, Shown::Queued, Shown::Measuring, Shown::Failed,
                    Shown::Excluded})
        legend << QStringLiteral("<span style='color:%1'>■</span>&nbsp;%2")
                      .arg(StateStyle::color(s).name(), StateStyle::name(s));
    legend << tr("<span style='color:%1'><b>━</b></span>&nbsp;discovery moment (S ratio ≥ %2)")
                  .arg(StateStyle::discoveryColor().name())
                  .arg(delta_);
    legend << tr("<span style='color:%1'><b>━</b></span>&nbsp;path to the best measured")
                  .arg(SearchTreePainter::bestPathColor().name());
    legend_->setText(legend.join(QStringLiteral("&nbsp;&nbsp; ")));
    showMatchText();
}

void SearchTreePanel::changeEvent(QEvent* e) {
    if (e->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(e);
}

} // namespace augur::ui
