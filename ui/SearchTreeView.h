#pragma once
#include "core/model/Candidate.h"
#include "ui/SearchTreeLayout.h"
#include "ui/SearchTreePainter.h"

#include <QWidget>

#include <optional>
#include <vector>

class QTimer;

namespace augur::ui {

/// The candidate tree as a layered graph (one layer per depth, children ordered under
/// their parents): nodes coloured by state and labelled with their speedup,
/// discovery-moment edges (S_child / S_parent ≥ δ) thick and orange, the selected node
/// outlined (drawn by SearchTreePainter from a SearchTreeLayout).
///
/// Built for large trees: updates are stored at once, and placed and repainted at most
/// every 100 ms (200 ms above 20,000 nodes), one heavy refresh per event-loop pass
/// (IdleQueue). The two axes scale independently, so Fit shows a wide tree with its
/// layers apart. Drag pans, the wheel zooms around the pointer, fitAll() shows the whole
/// tree; tool tips are made on demand. A click on a discovery edge (within a few pixels)
/// asks for that moment's parent → child diff (discoveryActivated).
class SearchTreeView : public QWidget {
    Q_OBJECT
public:
    explicit SearchTreeView(QWidget* parent = nullptr);

    void setDiscoveryDelta(double delta);
    /// The session's objective (labels of measured nodes show its gain when it is not
    /// time); set it before the session's candidates arrive.
    void setObjective(const Objective& objective);
    void resetCandidates(const std::vector<Candidate>& candidates);
    void updateCandidates(const std::vector<Candidate>& candidates);
    int nodeCount() const { return layout_.count(); }
    /// Number of edges drawn as discovery moments.
    int discoveryEdgeCount() const;
    /// A layout update is scheduled (changes not yet placed).
    bool layoutPending() const;
    /// Scene position of a candidate's node (its centre), once placed.
    std::optional<QPointF> nodePosition(qint64 id) const;
    /// Where a node's centre is drawn in this widget, once placed.
    std::optional<QPoint> widgetPosition(qint64 id) const;
    /// Shows a node at full size in the middle of the view (automatic fitting stops).
    void centerOnCandidate(qint64 id);
    /// The tool tip of a node: "#id: state, label", and with energy
    /// "#id: state, S = 2.03×, energy gain 1.70× (110 mJ/launch)"; empty for an unknown id.
    QString toolTipOf(CandidateId id) const;
    /// The text drawn in a node's box (SearchTreePainter::label); empty for an unknown id.
    QString labelOf(CandidateId id) const;
    /// The candidate drawn at a widget position, or kNoCandidate.
    CandidateId candidateAt(const QPoint& pos) const;
    /// The child of the discovery edge drawn within kEdgeHitPixels of a widget position
    /// (the nearest one), or kNoCandidate.
    CandidateId discoveryEdgeAt(const QPoint& pos) const;
    static constexpr double kEdgeHitPixels = 4.0;
    QSize sizeHint() const override { return {800, 330}; }

public Q_SLOTS:
    /// Selects and shows a node without emitting candidateSelected.
    void selectCandidate(qint64 id);
    /// Zooms so that the whole tree is visible; automatic fitting resumes.
    void fitAll();
    /// Applies pending updates to the layout now instead of at the next layout tick.
    void layoutNow();

Q_SIGNALS:
    void candidateSelected(qint64 id);
    void contextMenuRequested(qint64 id, const QPoint& globalPos);
    /// A discovery edge was clicked: the moment from `parent` to `child`.
    void discoveryActivated(qint64 parent, qint64 child);

protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    void tick();
    void fitScales();
    QPointF toWidget(double x, double y) const { return {(x - left_) * sx_, (y - top_) * sy_}; }
    QPointF toScene(const QPointF& p) const { return {p.x() / sx_ + left_, p.y() / sy_ + top_}; }

    SearchTreeLayout layout_;
    QTimer* timer_;
    SearchTreePainter painter_;
    double delta_ = 1.5;
    double sx_ = 1.0, sy_ = 1.0; ///< widget pixels per scene unit
    double left_ = 0.0, top_ = 0.0; ///< scene point at the widget's top-left corner
    CandidateId selected_ = kNoCandidate;
    QPoint pressPos_;
    QPointF pressOrigin_;
    bool structureDirty_ = false;
    bool pending_ = false; ///< updates not yet placed and drawn
    bool autoFit_ = true;
    bool dragging_ = false;
};

} // namespace augur::ui
