#include "ui/SearchTreeView.h"

#include "ui/SearchTreeNode.h"
#include "ui/StateStyle.h"

#include <QContextMenuEvent>
#include <QGraphicsLineItem>
#include <QGraphicsScene>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <map>

namespace augur::ui {

namespace {
constexpr double kLayerGap = 70.0;
constexpr double kNodeGap = SearchTreeNode::kWidth + 8.0;
} // namespace

SearchTreeView::SearchTreeView(QWidget* parent) : QGraphicsView(parent), layoutTimer_(new QTimer(this)) {
    setScene(new QGraphicsScene(this));
    setRenderHint(QPainter::Antialiasing);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xfa));
    layoutTimer_->setSingleShot(true);
    layoutTimer_->setInterval(100);
    connect(layoutTimer_, &QTimer::timeout, this, &SearchTreeView::relayout);
    connect(scene(), &QGraphicsScene::selectionChanged, this, &SearchTreeView::onSelectionChanged);
}

void SearchTreeView::resetCandidates(const std::vector<Candidate>& candidates) {
    syncing_ = true;
    scene()->clear();
    syncing_ = false;
    nodes_.clear();
    edges_.clear();
    info_.clear();
    updateCandidates(candidates);
}

void SearchTreeView::updateCandidates(const std::vector<Candidate>& candidates) {
    for (const Candidate& c : candidates) upsert(c);
    if (!layoutTimer_->isActive()) layoutTimer_->start();
}

void SearchTreeView::upsert(const Candidate& c) {
    SearchTreeNode* node = nodes_.value(c.id, nullptr);
    if (!node) {
        node = new SearchTreeNode(c.id);
        scene()->addItem(node);
        nodes_.insert(c.id, node);
        if (c.parent != kNoCandidate) {
            auto* edge = scene()->addLine(QLineF(), QPen(QColor(0x9e, 0x9e, 0x9e), 1.0));
            edge->setZValue(0.0);
            edges_.insert(c.id, edge);
        }
    }
    node->setCandidate(c);
    info_[c.id] = Info{c.parent, c.measuredSpeedup()};
}

void SearchTreeView::relayout() {
    // Layers by depth; within a layer, nodes ordered by their parent's position, then id.
    std::map<qint64, std::vector<qint64>> children;
    std::vector<qint64> roots;
    for (auto it = info_.cbegin(); it != info_.cend(); ++it) {
        if (it->parent == kNoCandidate || !info_.contains(it->parent)) roots.push_back(it.key());
        else children[it->parent].push_back(it.key());
    }
    std::sort(roots.begin(), roots.end());
    std::vector<std::vector<qint64>> layers;
    std::vector<qint64> current = roots;
    while (!current.empty()) {
        layers.push_back(current);
        std::vector<qint64> next;
        for (qint64 id : current) {
            auto it = children.find(id);
            if (it == children.end()) continue;
            auto kids = it->second;
            std::sort(kids.begin(), kids.end());
            next.insert(next.end(), kids.begin(), kids.end());
        }
        current = std::move(next);
    }
    for (std::size_t d = 0; d < layers.size(); ++d) {
        const auto& layer = layers[d];
        const double x0 = -0.5 * kNodeGap * static_cast<double>(layer.size() - 1);
        for (std::size_t i = 0; i < layer.size(); ++i)
            nodes_.value(layer[i])->setPos(x0 + kNodeGap * static_cast<double>(i), kLayerGap * static_cast<double>(d));
    }
    discoveryEdges_ = 0;
    const QPen plain(QColor(0xb0, 0xb0, 0xb0), 1.0);
    const QPen discovery(StateStyle::discoveryColor(), 4.0);
    for (auto it = edges_.cbegin(); it != edges_.cend(); ++it) {
        const Info& child = info_[it.key()];
        SearchTreeNode* from = nodes_.value(child.parent, nullptr);
        SearchTreeNode* to = nodes_.value(it.key(), nullptr);
        if (!from || !to) continue;
        (*it)->setLine(QLineF(from->pos() + QPointF(0, SearchTreeNode::kHeight / 2),
                              to->pos() - QPointF(0, SearchTreeNode::kHeight / 2)));
        const Info& parent = info_[child.parent];
        const bool isDiscovery = child.measured && parent.measured && *parent.measured > 0 &&
                                 *child.measured / *parent.measured >= delta_;
        (*it)->setPen(isDiscovery ? discovery : plain);
        (*it)->setZValue(isDiscovery ? 0.5 : 0.0);
        if (isDiscovery) ++discoveryEdges_;
    }
    scene()->setSceneRect(scene()->itemsBoundingRect().adjusted(-20, -20, 20, 20));
    if (autoFit_) fitInView(sceneRect(), Qt::KeepAspectRatio);
}

void SearchTreeView::fitAll() {
    autoFit_ = true;
    fitInView(sceneRect(), Qt::KeepAspectRatio);
}

void SearchTreeView::selectCandidate(qint64 id) {
    SearchTreeNode* node = nodes_.value(id, nullptr);
    if (!node || node->isSelected()) return;
    syncing_ = true;
    scene()->clearSelection();
    node->setSelected(true);
    syncing_ = false;
    if (!autoFit_) ensureVisible(node);
}

void SearchTreeView::onSelectionChanged() {
    if (syncing_) return;
    const auto items = scene()->selectedItems();
    if (items.isEmpty()) return;
    if (auto* node = dynamic_cast<SearchTreeNode*>(items.first())) Q_EMIT candidateSelected(node->id());
}

void SearchTreeView::wheelEvent(QWheelEvent* e) {
    const double factor = std::pow(1.15, e->angleDelta().y() / 120.0);
    autoFit_ = false;
    scale(factor, factor);
    e->accept();
}

void SearchTreeView::contextMenuEvent(QContextMenuEvent* e) {
    for (QGraphicsItem* item : items(e->pos())) {
        if (auto* node = dynamic_cast<SearchTreeNode*>(item)) {
            if (!node->isSelected()) {
                scene()->clearSelection();
                node->setSelected(true);
            }
            Q_EMIT contextMenuRequested(node->id(), e->globalPos());
            e->accept();
            return;
        }
    }
}

void SearchTreeView::resizeEvent(QResizeEvent* e) {
    QGraphicsView::resizeEvent(e);
    if (autoFit_) fitInView(sceneRect(), Qt::KeepAspectRatio);
}

} // namespace augur::ui
