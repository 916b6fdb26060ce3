#pragma once
#include "core/Candidate.h"

#include <QGraphicsView>
#include <QHash>

#include <optional>

#include <vector>

class QGraphicsLineItem;
class QTimer;

namespace augur::ui {

class SearchTreeNode;

/// The candidate tree as a layered graph (one layer per depth, children ordered under
/// their parents). Nodes are coloured by state; discovery-moment edges
/// (S_child / S_parent ≥ δ) are drawn thick and orange. Updates are incremental; the
/// layout is recomputed at most every 100 ms. The wheel zooms; fitAll() shows the whole tree.
class SearchTreeView : public QGraphicsView {
    Q_OBJECT
public:
    explicit SearchTreeView(QWidget* parent = nullptr);

    void setDiscoveryDelta(double delta) { delta_ = delta; }
    void resetCandidates(const std::vector<Candidate>& candidates);
    void updateCandidates(const std::vector<Candidate>& candidates);
    int nodeCount() const { return static_cast<int>(nodes_.size()); }
    /// Number of edges drawn as discovery moments.
    int discoveryEdgeCount() const { return discoveryEdges_; }

public Q_SLOTS:
    /// Selects and shows a node without emitting candidateSelected.
    void selectCandidate(qint64 id);
    /// Zooms so that the whole tree is visible; automatic fitting resumes.
    void fitAll();

Q_SIGNALS:
    void candidateSelected(qint64 id);
    void contextMenuRequested(qint64 id, const QPoint& globalPos);

protected:
    void wheelEvent(QWheelEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;

private:
    struct Info {
        CandidateId parent = kNoCandidate;
        std::optional<double> measured;
    };
    void upsert(const Candidate& c);
    void relayout();
    void onSelectionChanged();

    QHash<qint64, SearchTreeNode*> nodes_;
    QHash<qint64, QGraphicsLineItem*> edges_; ///< keyed by child id
    QHash<qint64, Info> info_;
    QTimer* layoutTimer_;
    double delta_ = 1.5;
    int discoveryEdges_ = 0;
    bool autoFit_ = true;
    bool syncing_ = false;
};

} // namespace augur::ui
