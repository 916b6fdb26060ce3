#pragma once
#include "core/model/Candidate.h"
#include "ui/tree/SearchTreeLayout.h"
#include "ui/tree/SearchTreeMinimap.h"
#include "ui/tree/SearchTreePainter.h"

#include <QWidget>

#include <optional>
#include <vector>

class QTimer;

namespace augur::ui {

/// The candidate tree as a layered graph (one layer per depth, children ordered under
/// their parents): nodes coloured by state and labelled with their id and speedup (a
/// forecast "~1.2×"), by one rule for every node, where the zoom leaves room;
/// discovery-moment edges (S_child / S_parent ≥ δ) thick and orange; the selected node
/// outlined (drawn by SearchTreePainter from a SearchTreeLayout).
///
/// Built for large trees: updates are stored at once, and placed and repainted at most
/// every 100 ms (200 ms above 20,000 nodes), one heavy refresh per event-loop pass
/// (IdleQueue). The two axes scale independently, so Fit shows a wide tree with its
/// layers apart. Drag pans, the wheel zooms around the pointer (the less magnified axis
/// first, so labels come back in a few steps), fitAll() shows the whole tree; tool tips
/// are made on demand. A click on a discovery edge (within a few pixels) asks for that
/// moment's parent → child diff (discoveryActivated).
///
/// While a session runs, a new layout keeps the node under the pointer (else the selected
/// node, else the one in the middle) where it was on screen, and automatic fitting waits
/// while the pointer is over the view. The path to the best measured candidate is drawn
/// thick; search matches are ringed; a collapsed node (double-click) hides its subtree and
/// shows a "+N" badge as large as text, which a click expands. When part of the tree is out of view, a miniature of the whole tree in the
/// bottom-right corner shows where the view is; a click or drag in it moves the view.
class SearchTreeView : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreeView(QWidget* parent = nullptr);

    void setDiscoveryDelta(double delta);
    /// The session's objective (labels of measured nodes show its gain when it is not
    /// time); set it before the session's candidates arrive.
    void setObjective(const Objective& objective);
    /// The session's problem (template nodes' restrictions read its sizes).
    void setProblem(const Problem& problem);
    void resetCandidates(const std::vector<Candidate>& candidates);
    void updateCandidates(const std::vector<Candidate>& candidates);
    /// Nodes in the tree, hidden under a collapsed node or not.
    int nodeCount() const { return layout_.count(); }
    /// Nodes placed by the last layout (not hidden under a collapsed node).
    int visibleNodeCount() const { return layout_.placedCount(); }
    /// A layout update is scheduled (changes not yet placed).
    bool layoutPending() const;
    /// Scene position of a candidate's node (its centre), once placed.
    std::optional<QPointF> nodePosition(qint64 id) const;
    /// Where a node's centre is drawn in this widget, once placed.
    std::optional<QPoint> widgetPosition(qint64 id) const;
    /// Shows a node at full size in the middle of the view (automatic fitting stops).
    void centerOnCandidate(qint64 id);
    /// The tool tip of a node: "#id: state, label", and with energy
    /// "#id: state, S = 2.03×, energy gain 1.70× (110 mJ/launch)"; a collapsed node adds how
    /// many nodes it hides. Empty for an unknown id.
    QString toolTipOf(CandidateId id) const;
    /// The value in a node's label (SearchTreePainter::label: "1.23×", "~1.2×", ...);
    /// empty for an unknown id.
    QString labelOf(CandidateId id) const;
    /// The label as drawn at the current zoom ("#12 1.23×", "#12\n~1.2×", "1.23×"), empty
    /// where no label is drawn.
    QString drawnLabelOf(CandidateId id) const;
    /// The label form at the current zoom (the same for every node).
    SearchTreePainter::LabelStyle labelStyle() const;
    /// The candidate drawn at a widget position, or kNoCandidate.
    CandidateId candidateAt(const QPoint& pos) const;
    /// The child of the discovery edge drawn within kEdgeHitPixels of a widget position
    /// (the nearest one), or kNoCandidate.
    CandidateId discoveryEdgeAt(const QPoint& pos) const;
    static constexpr double kEdgeHitPixels = 4.0;
    /// Whether a node's label is drawn at the current zoom: it is placed, its box is on
    /// screen and the boxes hold labels at this zoom (one rule for every node).
    bool labelDrawn(CandidateId id) const;
    /// The "+N" badge of a collapsed node, in this widget; nothing when the node is not
    /// collapsed or not placed. A click on it expands the node.
    std::optional<QRectF> badgeRect(CandidateId id) const;
    /// The collapsed node whose badge is at a widget position, or kNoCandidate.
    CandidateId badgeAt(const QPoint& pos) const;

    /// The best measured candidate (highest S, not failed, excluded or suspicious), or kNoCandidate.
    CandidateId bestCandidate() const { return layout_.best(); }
    /// The path from the reference to the best measured candidate, the reference first.
    std::vector<CandidateId> bestPath() const { return layout_.bestPath(); }
    /// The node outlined as selected, or kNoCandidate.
    CandidateId selectedCandidate() const { return selected_; }

    /// Whether a node is collapsed (its descendants hidden).
    bool isCollapsed(CandidateId id) const { return layout_.contains(id) && layout_.node(id).collapsed; }
    /// Descendants hidden under a collapsed node (its "+N"), 0 when expanded.
    int hiddenUnder(CandidateId id) const { return layout_.contains(id) ? layout_.node(id).hidden : 0; }
    /// Whether a node has children in the tree (something to collapse).
    bool hasChildren(CandidateId id) const;
    /// Collapses or expands a node's subtree and places the tree at once, the node staying
    /// where it is on screen.
    void setCollapsed(CandidateId id, bool collapsed);

    /// The search matches to ring (any order); `current` gets the selection's dashed outline.
    void setMatches(std::vector<CandidateId> ids, CandidateId current = kNoCandidate);
    /// Selects a candidate, expands what hides it, shows it in the middle of the view at
    /// a zoom where its label can be read, and emits candidateSelected.
    void goTo(CandidateId id);

    /// Whether the miniature of the tree is drawn (part of the tree is out of view).
    bool minimapShown() const;
    /// The miniature's rectangle in this widget.
    QRect minimapRect() const { return minimap_.rect(size(), layout_); }
    /// Times the miniature's picture was redrawn.
    int minimapRebuilds() const { return minimap_.rebuildCount(); }
    /// Widget pixels per scene unit, x and y.
    QPointF scale() const { return {sx_, sy_}; }
    QSize sizeHint() const override { return {800, 330}; }

public Q_SLOTS:
    /// Selects and shows a node without emitting candidateSelected.
    void selectCandidate(qint64 id);
    /// Zooms so that the whole tree is visible; automatic fitting resumes.
    void fitAll();
    /// Applies pending updates to the layout now instead of at the next layout tick.
    void layoutNow();
    /// Goes to the best measured candidate (goTo); nothing without one.
    void goToBest();
    /// Shows the selected candidate in the middle of the view (expanding what hides it).
    void goToSelected();
    /// Collapses the selected node's subtree.
    void collapseSelected() { setCollapsed(selected_, true); }
    /// Expands the selected node's subtree.
    void expandSelected() { setCollapsed(selected_, false); }
    /// Expands every collapsed node.
    void expandAll();

Q_SIGNALS:
    void candidateSelected(qint64 id);
    void contextMenuRequested(qint64 id, const QPoint& globalPos);
    /// A discovery edge was clicked: the moment from `parent` to `child`.
    void discoveryActivated(qint64 parent, qint64 child);
    /// The selected node changed (by a click, selectCandidate or goTo).
    void selectionChanged(qint64 id);
    /// A layout placed new or moved nodes (or collapsed / expanded some).
    void structureChanged();

protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void leaveEvent(QEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void tick();
    /// Places the tree; the anchor node (if placed before and after) keeps its place on screen.
    void relayout(CandidateId anchor);
    /// The node whose screen position a new layout keeps: under the pointer, else the
    /// selected one if in view, else the one nearest the middle.
    CandidateId anchorNode() const;
    void setSelected(CandidateId id);
    void centreOn(CandidateId id, bool readable);
    void centreOnScene(const QPointF& s);
    QPointF fitScale() const;
    void fitScales();
    QPointF toWidget(double x, double y) const { return {(x - left_) * sx_, (y - top_) * sy_}; }
    QPointF toScene(const QPointF& p) const { return {p.x() / sx_ + left_, p.y() / sy_ + top_}; }

    SearchTreeLayout layout_;
    QTimer* timer_;
    mutable SearchTreePainter painter_; ///< mutable: it remembers the label style of the zoom
    SearchTreeMinimap minimap_;
    std::vector<CandidateId> matches_;
    CandidateId currentMatch_ = kNoCandidate;
    std::optional<QPoint> hoverPos_; ///< the pointer, while over the view
    double delta_ = 1.5;
    double sx_ = 1.0, sy_ = 1.0; ///< widget pixels per scene unit
    double left_ = 0.0, top_ = 0.0; ///< scene point at the widget's top-left corner
    CandidateId selected_ = kNoCandidate;
    QPoint pressPos_;
    CandidateId pressBadge_ = kNoCandidate; ///< the badge a press began on
    bool badgeClicked_ = false; ///< the last click unfolded a node by its badge
    QPointF pressOrigin_;
    bool structureDirty_ = false;
    bool pending_ = false; ///< updates not yet placed and drawn
    bool autoFit_ = true;
    bool dragging_ = false;
    bool minimapDrag_ = false;
};

} // namespace augur::ui
