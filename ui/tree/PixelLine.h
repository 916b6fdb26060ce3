#pragma once
#include <QImage>
#include <QPointF>

namespace augur::ui {

/// A one-pixel line written straight into a 32-bit image (Bresenham, clipped per pixel):
/// far faster than QPainter for the thousands of short edges of a zoomed-out tree.
void plotLine(QImage& image, QPointF a, QPointF b, QRgb colour);

} // namespace augur::ui
