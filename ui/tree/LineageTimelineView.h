#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"
#include "ui/tree/LineageTimelineLayout.h"
#include "ui/tree/LineageTimelinePainter.h"

#include <QWidget>

#include <optional>
#include <vector>

class QTimer;

namespace augur::ui {

/// The lineage timeline: every candidate at its creation time (x, seconds since the session
/// started) in the lane of its origin (reference, tuner, LLM, user, dataset), with an edge
/// from its parent, coloured by state as in the tree. Where the row leaves room, a node's
/// label gives its id, its speedup ("1.23×", a forecast "~1.2×") and what it changed
/// (LineageSummary: the LLM's idea, or the parameters that differ from the parent). The
/// selected candidate's lineage (its ancestors) is drawn thick.
///
/// Like the search tree it is built for large sessions: updates are stored at once and
/// placed and drawn at most every 100 ms (200 ms above 20,000 nodes), one heavy refresh per
/// event-loop pass (IdleQueue), and not at all while the view cannot be seen (a dock tabbed
/// behind another): it catches up when shown. The wheel zooms the time axis around the
/// pointer, a drag pans it, fitAll() shows the whole session (and follows it as it grows,
/// until the view is zoomed or panned); a click selects a candidate.
class LineageTimelineView : public QWidget {
    Q_OBJECT
public:
    explicit LineageTimelineView(QWidget* parent = nullptr);

    /// The candidates the change summaries read (index == id; owned by the caller, which
    /// outlives the view), and the space that names their parameters.
    void shareCandidates(const std::vector<Candidate>* candidates) { candidates_ = candidates; }
    void setParameterSpace(const ParameterSpace& space);
    /// The objective whose gain measured nodes show (as in the search tree).
    void setObjective(const Objective& objective) { layout_.setObjective(objective); }
    void resetCandidates(const std::vector<Candidate>& candidates);
    void updateCandidates(const std::vector<Candidate>& candidates);

    int nodeCount() const { return layout_.count(); }
    /// The origins of the lanes shown, top to bottom.
    std::vector<Origin> laneOrigins() const;
    /// A lane's rectangle in this widget (its title on the left); empty for an origin the
    /// session does not have.
    QRectF laneRect(Origin origin) const;
    /// Where a node's mark is drawn in this widget (its centre), once placed.
    std::optional<QPointF> widgetPosition(CandidateId id) const;
    /// The candidate whose mark is at a widget position, or kNoCandidate.
    CandidateId candidateAt(const QPoint& pos) const;
    CandidateId selectedCandidate() const { return selected_; }
    /// A node's whole label: "#12 1.23× BLOCK=256, VEC=4"; empty for an unknown id.
    QString labelOf(CandidateId id) const;
    /// The label as drawn at the current zoom (cut to the room its row leaves, the summary
    /// elided), empty where none is drawn.
    QString drawnLabelOf(CandidateId id) const;
    /// Widget pixels per second of creation time.
    double pixelsPerSecond() const { return pps_; }
    /// Updates are stored but not yet placed.
    bool layoutPending() const { return pending_; }
    /// Zooms the time axis by `factor` around widget x `anchorX` (automatic fitting stops).
    void zoomBy(double factor, double anchorX);
    /// Pans the time axis so that a node is in the middle, or as near it as the session's
    /// first and last nodes allow (automatic fitting stops).
    void centreOn(CandidateId id);
    QSize sizeHint() const override { return {800, 260}; }

    static constexpr int kHeaderWidth = LineageTimelinePainter::kHeaderWidth;
    static constexpr int kAxisHeight = LineageTimelinePainter::kAxisHeight;

public Q_SLOTS:
    /// Outlines a candidate (without emitting candidateSelected); shows it when it is out of
    /// view and the view is not following the whole session.
    void selectCandidate(qint64 id);
    /// Shows the whole session and follows it as it grows.
    void fitAll();
    /// Places pending updates now.
    void layoutNow();

Q_SIGNALS:
    /// A click on a node.
    void candidateSelected(qint64 id);

protected:
    bool event(QEvent* e) override;
    void paintEvent(QPaintEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void showEvent(QShowEvent* e) override;

private:
    void tick();
    /// Fits (while following the session) and places what arrived since the last tick.
    void catchUp();
    void place();
    void fitScale();
    double plotWidth() const { return std::max(1.0, double(width() - kHeaderWidth - 12)); }
    double xOf(double t) const { return kHeaderWidth + (t - t0_) * pps_; }
    double tOf(double x) const { return t0_ + (x - kHeaderWidth) / pps_; }
    /// The summary of a node, made once (LineageSummary).
    const QString& summaryOf(CandidateId id) const;
    LineageTimelinePainter::Frame frame() const;

    LineageTimelineLayout layout_;
    mutable LineageTimelinePainter painter_; ///< mutable: its caches fill while labels are asked for
    QTimer* timer_;
    const std::vector<Candidate>* candidates_ = nullptr;
    ParameterSpace space_;
    mutable std::vector<QString> summaries_;
    mutable std::vector<char> summarised_;
    double pps_ = 1.0; ///< pixels per second
    double t0_ = 0.0; ///< time at the left edge of the plot
    double placedPps_ = -1.0, placedHeight_ = -1.0;
    CandidateId selected_ = kNoCandidate;
    QPoint pressPos_;
    double pressT0_ = 0.0;
    bool structureDirty_ = false;
    bool pending_ = false;
    bool skipped_ = false; ///< a tick found the view off screen: the next paint catches up
    bool autoFit_ = true;
    bool dragging_ = false;
};

} // namespace augur::ui
