#include "ui/tree/PixelLine.h"

#include <cmath>
#include <cstdlib>

namespace augur::ui {

void plotLine(QImage& image, QPointF a, QPointF b, QRgb colour) {
    const int w = image.width(), h = image.height();
    uchar* const bits = image.bits(); // once: scanLine() checks for detaching on every call
    const qsizetype stride = image.bytesPerLine();
    int x0 = int(std::floor(a.x())), y0 = int(std::floor(a.y()));
    const int x1 = int(std::floor(b.x())), y1 = int(std::floor(b.y()));
    if ((x0 < 0 && x1 < 0) || (y0 < 0 && y1 < 0) || (x0 >= w && x1 >= w) || (y0 >= h && y1 >= h)) return;
    const int dx = std::abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
    const int dy = -std::abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (int steps = 0; steps <= dx - dy; ++steps) {
        if (x0 >= 0 && x0 < w && y0 >= 0 && y0 < h) reinterpret_cast<QRgb*>(bits + y0 * stride)[x0] = colour;
        if (x0 == x1 && y0 == y1) break;
        const int e2 = 2 * err;
        if (e2 >= dy) {
            err += dy;
            x0 += sx;
        }
        if (e2 <= dx) {
            err += dx;
            y0 += sy;
        }
    }
}

} // namespace augur::ui
