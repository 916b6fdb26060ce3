#pragma once
#include "ui/tree/SearchTreeLayout.h"

#include <QImage>
#include <QRect>
#include <QRectF>

#include <vector>

class QPainter;

namespace augur::ui {

/// The whole search tree in miniature, in a corner of the view, with the rectangle the
/// view shows. The picture (nodes in their state's colour, faint edges, the best path) is
/// an image redrawn in O(n) only after the tree changed (at most once per layout tick), so
/// a frame costs one image copy whatever the size of the tree.
class SearchTreeMinimap {
public:
    static constexpr int kMinWidth = 160, kMaxWidth = 320; ///< a fifth of the view's width, within these
    static constexpr int kMargin = 8;

    /// The tree changed (placement or states): the picture is redrawn when next painted.
    void invalidate() { dirty_ = true; }
    /// Where the miniature lies in a widget of that size: its bottom-right corner.
    QRect rect(const QSize& widget, const SearchTreeLayout& layout) const;
    /// Draws the miniature and, over it, the part of the scene the view shows.
    void paint(QPainter& p, const SearchTreeLayout& layout, const std::vector<CandidateId>& bestPath,
               const QSize& widget, const QRectF& visibleScene);
    /// The scene point drawn at a widget position (clamped to the miniature).
    QPointF toScene(const QPoint& pos, const QSize& widget, const SearchTreeLayout& layout) const;
    /// Times the picture was redrawn (to check that frames reuse it).
    int rebuildCount() const { return rebuilds_; }

private:
    struct Frame {
        double left, top, width, height; ///< scene rectangle of the tree
    };
    static Frame frameOf(const SearchTreeLayout& layout);
    static QSize sizeFor(const QSize& widget, const SearchTreeLayout& layout);
    void rebuild(const SearchTreeLayout& layout, const std::vector<CandidateId>& bestPath, const QSize& size);

    QImage image_;
    bool dirty_ = true;
    int rebuilds_ = 0;
};

} // namespace augur::ui
