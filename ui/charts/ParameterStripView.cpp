#include "ui/charts/ParameterStripView.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <utility>

namespace augur::ui {

namespace {
const QColor kMeasured(31, 119, 180, 230);
const QColor kForecast(110, 130, 165, 80); // faded: a forecast is not a measurement
const QColor kBox(31, 119, 180, 38);
const QColor kMedian(20, 70, 120);
const QColor kBest(230, 120, 0);
const QColor kSelection(0x0d, 0x47, 0xa1);

/// A number in [0, 1) from a candidate id (splitmix64's finaliser): the point's jitter.
double unitHash(CandidateId id) {
    std::uint64_t z = std::uint64_t(id) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return double(z >> 11) * 0x1.0p-53;
}

/// The q-quantile of `v` (linear between order statistics, as R's type 7); reorders `v`.
float quantile(std::vector<float>& v, double q) {
    const double h = q * double(v.size() - 1);
    const auto lo = std::size_t(std::floor(h));
    std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(lo), v.end());
    const float a = v[lo];
    if (lo + 1 >= v.size()) return a;
    const float b = *std::min_element(v.begin() + std::ptrdiff_t(lo) + 1, v.end());
    return a + float(h - double(lo)) * (b - a);
}

/// x · a / 255 for bytes, exact, without a division (Blinn's method).
inline unsigned scale(unsigned x, unsigned a) {
    const unsigned t = x * a + 128;
    return (t + (t >> 8)) >> 8;
}

/// `src` (premultiplied) over `dst` (premultiplied).
inline QRgb over(QRgb src, QRgb dst) {
    const unsigned inv = 255 - qAlpha(src);
    return qRgba(int(qRed(src) + scale(qRed(dst), inv)), int(qGreen(src) + scale(qGreen(dst), inv)),
                 int(qBlue(src) + scale(qBlue(dst), inv)), int(qAlpha(src) + scale(qAlpha(dst), inv)));
}
} // namespace

ParameterStripView::ParameterStripView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("parameterStripView"));
    setToolTip(tr("Speedup against each parameter's values: measured candidates solid, forecasts faded; boxes span "
                  "the quartiles of the measured speedups. Click a point to select its candidate."));
}

void ParameterStripView::setPoints(std::shared_ptr<const ParameterPoints> points) {
    points_ = std::move(points);
    best_ = kNoCandidate;
    double lo = 0.0, hi = 0.0; // the axis always shows S = 1
    float bestS = -1e30f;
    if (points_)
        for (std::size_t i = 0; i < points_->size(); ++i) {
            const float v = points_->log2Speedup[i];
            lo = std::min(lo, double(v));
            hi = std::max(hi, double(v));
            if (points_->kinds[i] == PointKind::Measured && v > bestS) {
                bestS = v;
                best_ = points_->ids[i];
                bestPoint_ = i;
            }
        }
    const double pad = std::max(0.15, 0.05 * (hi - lo));
    y0_ = lo - pad;
    y1_ = std::max(hi + pad, y0_ + 1.0);
    computeBoxes();
    // Per point, once: its jitter, and the drawing order (measured first: a forecast never
    // hides a measurement).
    jitter_.clear();
    order_.clear();
    if (points_) {
        jitter_.reserve(points_->size());
        for (const CandidateId id : points_->ids) jitter_.push_back(unitHash(id) - 0.5);
        order_.reserve(points_->size());
        for (const PointKind kind : {PointKind::Measured, PointKind::Forecast})
            for (std::size_t i = 0; i < points_->size(); ++i)
                if (points_->kinds[i] == kind) order_.push_back(std::uint32_t(i));
    }
    setSelected(std::exchange(selected_, kNoCandidate)); // finds it among the new points
    layoutCells();
    stale_ = true;
    update();
}

void ParameterStripView::computeBoxes() {
    boxes_.clear();
    if (!points_) return;
    std::vector<std::vector<float>> buckets;
    for (std::size_t p = 0; p < points_->parameters.size(); ++p) {
        buckets.assign(points_->parameters[p].values.size(), {});
        for (std::size_t i = 0; i < points_->size(); ++i)
            if (points_->kinds[i] == PointKind::Measured)
                buckets[points_->position(i, p)].push_back(points_->log2Speedup[i]);
        std::vector<Box> boxes(buckets.size());
        for (std::size_t v = 0; v < buckets.size(); ++v) {
            if (buckets[v].empty()) continue;
            boxes[v].count = int(buckets[v].size());
            boxes[v].q1 = quantile(buckets[v], 0.25);
            boxes[v].median = quantile(buckets[v], 0.5);
            boxes[v].q3 = quantile(buckets[v], 0.75);
        }
        boxes_.push_back(std::move(boxes));
    }
}

void ParameterStripView::setStrips(std::vector<std::size_t> parameters) {
    strips_ = std::move(parameters);
    layoutCells();
    stale_ = true;
    update();
}

void ParameterStripView::setEtaSquared(std::vector<double> eta) {
    eta_ = std::move(eta);
    update();
}

void ParameterStripView::setSelected(CandidateId id) {
    selected_ = id;
    selectedIsPoint_ = false;
    if (points_ && id != kNoCandidate) {
        const auto it = std::find(points_->ids.begin(), points_->ids.end(), id);
        selectedIsPoint_ = it != points_->ids.end();
        if (selectedIsPoint_) selectedPoint_ = std::size_t(it - points_->ids.begin());
    }
    update();
}

void ParameterStripView::layoutCells() {
    cells_.clear();
    if (!points_ || points_->parameters.empty()) return;
    std::vector<std::size_t> shown = strips_;
    if (shown.empty())
        for (std::size_t p = 0; p < points_->parameters.size(); ++p) shown.push_back(p);
    const int n = int(shown.size());
    const int columns = std::clamp(width() / kCellWidth, 1, n);
    const int rows = (n + columns - 1) / columns;
    if (minimumHeight() != rows * kCellHeight) setMinimumHeight(rows * kCellHeight); // scrolls below that
    const int cellW = width() / columns;
    const int cellH = std::max(kCellHeight, height() / rows);
    const QFontMetrics fm = fontMetrics();
    const int left = fm.horizontalAdvance(QStringLiteral("0.125×")) + 8;
    for (int i = 0; i < n; ++i) {
        Cell c;
        c.parameter = shown[std::size_t(i)];
        c.frame = QRect((i % columns) * cellW, (i / columns) * cellH, cellW, cellH);
        c.plot = QRect(c.frame.left() + left, c.frame.top() + fm.height() + 6, c.frame.width() - left - 8,
                       c.frame.height() - 2 * fm.height() - 14);
        if (c.plot.width() > 10 && c.plot.height() > 10) cells_.push_back(c);
    }
}

double ParameterStripView::yOf(const QRect& plot, double log2S) const {
    return plot.bottom() - (log2S - y0_) / (y1_ - y0_) * (plot.height() - 1);
}

double ParameterStripView::bandWidth(const Cell& cell) const {
    return double(cell.plot.width()) / double(points_->parameters[cell.parameter].values.size());
}

double ParameterStripView::xOf(const Cell& cell, std::size_t point) const {
    const double band = bandWidth(cell);
    const double jitter = std::min(0.7 * band, 36.0);
    const double centre = cell.plot.left() + (points_->position(point, cell.parameter) + 0.5) * band;
    return centre + jitter_[point] * jitter;
}

void ParameterStripView::rasterise() {
    if (!stale_) return;
    stale_ = false;
    drawn_ = 0;
    const QSize size = this->size().expandedTo(QSize(1, 1));
    if (image_.size() != size) image_ = QImage(size, QImage::Format_ARGB32_Premultiplied);
    image_.fill(Qt::transparent);
    gridWidth_ = (size.width() + 1) / 2;
    grid_.assign(std::size_t(gridWidth_) * std::size_t((size.height() + 1) / 2), -1);
    if (!points_) return;
    // Heights above the plot's bottom, the same for every strip of one height.
    std::vector<double> rise;
    int riseFor = -1;
    for (const Cell& c : cells_) {
        if (c.plot.height() != riseFor) {
            riseFor = c.plot.height();
            rise.resize(points_->size());
            for (std::size_t i = 0; i < rise.size(); ++i)
                rise[i] = (points_->log2Speedup[i] - y0_) / (y1_ - y0_) * (riseFor - 1); // as yOf
        }
        rasteriseCell(c, rise);
    }
}

void ParameterStripView::rasteriseCell(const Cell& cell, const std::vector<double>& rise) {
    const QRgb measured = qPremultiply(kMeasured.rgba()), forecast = qPremultiply(kForecast.rgba());
    const QRect& plot = cell.plot;
    const std::size_t stride = points_->parameters.size();
    const double band = bandWidth(cell), jitter = std::min(0.7 * band, 36.0);
    std::vector<double> centre(points_->parameters[cell.parameter].values.size());
    for (std::size_t v = 0; v < centre.size(); ++v) centre[v] = cell.plot.left() + (double(v) + 0.5) * band; // as xOf
    for (const std::uint32_t i : order_) {
        const int x = int(centre[points_->positions[i * stride + cell.parameter]] + jitter_[i] * jitter);
        const int y = int(plot.bottom() - rise[i]);
        if (!plot.contains(x, y)) continue;
        std::int32_t& slot = grid_[std::size_t(y / 2) * std::size_t(gridWidth_) + std::size_t(x / 2)];
        if (slot >= 0) continue; // a point is drawn there already
        slot = std::int32_t(i);
        ++drawn_;
        const QRgb src = points_->kinds[i] == PointKind::Measured ? measured : forecast;
        for (int yy = std::max(plot.top(), y - 1); yy <= std::min(plot.bottom(), y + 1); ++yy) {
            auto* line = reinterpret_cast<QRgb*>(image_.scanLine(yy));
            for (int xx = std::max(plot.left(), x - 1); xx <= std::min(plot.right(), x + 1); ++xx)
                line[xx] = over(src, line[xx]);
        }
    }
}

int ParameterStripView::drawnPoints() {
    rasterise();
    return drawn_;
}

std::optional<QPointF> ParameterStripView::position(CandidateId id, std::size_t parameter) {
    rasterise();
    if (!points_) return std::nullopt;
    const auto it = std::find(points_->ids.begin(), points_->ids.end(), id);
    if (it == points_->ids.end()) return std::nullopt;
    const auto i = std::size_t(it - points_->ids.begin());
    for (const Cell& c : cells_) {
        if (c.parameter != parameter) continue;
        const QPointF at(int(xOf(c, i)), int(yOf(c.plot, points_->log2Speedup[i])));
        if (!c.plot.contains(at.toPoint())) return std::nullopt;
        const auto slot = grid_[std::size_t(at.y() / 2) * std::size_t(gridWidth_) + std::size_t(at.x() / 2)];
        if (slot != std::int32_t(i)) return std::nullopt;
        return at;
    }
    return std::nullopt;
}

CandidateId ParameterStripView::candidateAt(const QPointF& pos) {
    rasterise();
    if (!points_) return kNoCandidate;
    const auto cell =
        std::find_if(cells_.begin(), cells_.end(), [&](const Cell& c) { return c.frame.contains(pos.toPoint()); });
    if (cell == cells_.end()) return kNoCandidate;
    double best = 6.0 * 6.0 + 1;
    CandidateId found = kNoCandidate;
    auto consider = [&](std::size_t i, bool strict) {
        const double dx = int(xOf(*cell, i)) - pos.x();
        const double dy = int(yOf(cell->plot, points_->log2Speedup[i])) - pos.y();
        const double d = dx * dx + dy * dy;
        if (d < best || (!strict && d <= best)) {
            best = d;
            found = points_->ids[i];
        }
    };
    // The rings first, drawn on top: they win a tie.
    if (best_ != kNoCandidate) consider(bestPoint_, false);
    if (selectedIsPoint_) consider(selectedPoint_, false);
    // Then the points drawn around `pos`, each where it was drawn.
    const int gx = int(pos.x()) / 2, gy = int(pos.y()) / 2, rows = int(grid_.size()) / std::max(1, gridWidth_);
    for (int y = std::max(0, gy - 3); y <= std::min(rows - 1, gy + 3); ++y)
        for (int x = std::max(0, gx - 3); x <= std::min(gridWidth_ - 1, gx + 3); ++x)
            if (const std::int32_t i = grid_[std::size_t(y) * std::size_t(gridWidth_) + std::size_t(x)]; i >= 0)
                consider(std::size_t(i), true);
    return found;
}

void ParameterStripView::paintEvent(QPaintEvent*) {
    rasterise();
    QPainter p(this);
    p.fillRect(rect(), palette().base());
    if (cells_.empty()) {
        p.setPen(palette().text().color());
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                   tr("No configuration with a speedup yet: points appear as candidates are measured or forecast."));
        return;
    }
    for (const Cell& c : cells_) {
        paintFrame(p, c);
        paintBoxes(p, c);
    }
    p.drawImage(0, 0, image_);
    p.setRenderHint(QPainter::Antialiasing);
    for (const Cell& c : cells_) paintMarks(p, c);
}

void ParameterStripView::paintFrame(QPainter& p, const Cell& cell) const {
    const QFontMetrics fm = fontMetrics();
    const QRect& plot = cell.plot;
    const Parameter& prm = points_->parameters[cell.parameter];
    // The name gives way before its eta squared does.
    const QString eta = cell.parameter < eta_.size() ? tr("η² %1").arg(eta_[cell.parameter], 0, 'f', 2) : QString();
    const int etaWidth = eta.isEmpty() ? 0 : fm.horizontalAdvance(eta) + 10;
    const QRect titleRect(plot.left(), cell.frame.top() + 2, plot.width(), fm.height() + 2);
    p.setPen(palette().text().color());
    p.drawText(titleRect.adjusted(0, 0, -etaWidth, 0), Qt::AlignLeft,
               fm.elidedText(QString::fromStdString(prm.name), Qt::ElideRight, titleRect.width() - etaWidth));
    p.drawText(titleRect, Qt::AlignRight, eta);
    // Powers of two on the S axis (every other one on a tall range), S = 1 dashed.
    const int step = y1_ - y0_ > 7 ? 2 : 1;
    for (int e = int(std::ceil(y0_)); e <= int(std::floor(y1_)); ++e) {
        if (e % step) continue;
        const double y = yOf(plot, e);
        p.setPen(QPen(e == 0 ? palette().text().color() : palette().midlight().color(), 1,
                      e == 0 ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(palette().text().color());
        p.drawText(QRectF(cell.frame.left(), y - fm.height() / 2.0, plot.left() - cell.frame.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, tr("%1×").arg(std::exp2(e), 0, 'g', 3));
    }
    // The values under their bands, every k-th when they do not fit.
    const double band = bandWidth(cell);
    int widest = 1;
    for (double v : prm.values)
        widest = std::max(widest, fm.horizontalAdvance(QString::fromStdString(formatParameterValue(v))) + 6);
    const int every = std::max(1, int(std::ceil(widest / std::max(1.0, band))));
    for (std::size_t v = 0; v < prm.values.size(); v += std::size_t(every)) {
        const double x = plot.left() + (double(v) + 0.5) * band;
        p.drawText(QRectF(x - widest, plot.bottom() + 3, 2 * widest, fm.height()), Qt::AlignHCenter | Qt::AlignTop,
                   QString::fromStdString(formatParameterValue(prm.values[v])));
    }
    p.setPen(QPen(palette().mid().color(), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(plot.adjusted(0, 0, -1, -1));
}

void ParameterStripView::paintBoxes(QPainter& p, const Cell& cell) const {
    if (cell.parameter >= boxes_.size()) return;
    const double band = bandWidth(cell);
    const double half = std::min(0.4 * band, 24.0);
    for (std::size_t v = 0; v < boxes_[cell.parameter].size(); ++v) {
        const Box& b = boxes_[cell.parameter][v];
        if (b.count == 0) continue;
        const double x = cell.plot.left() + (double(v) + 0.5) * band;
        const double top = yOf(cell.plot, b.q3), bottom = yOf(cell.plot, b.q1);
        p.fillRect(QRectF(x - half, top, 2 * half, std::max(1.0, bottom - top)), kBox);
        p.setPen(QPen(kMedian, 2));
        const double m = yOf(cell.plot, b.median);
        p.drawLine(QPointF(x - half, m), QPointF(x + half, m));
    }
}

void ParameterStripView::paintMarks(QPainter& p, const Cell& cell) const {
    p.setBrush(Qt::NoBrush);
    auto ring = [&](std::size_t i, const QColor& colour, double radius) {
        const QPointF at(int(xOf(cell, i)), int(yOf(cell.plot, points_->log2Speedup[i])));
        p.setPen(QPen(colour, 2));
        p.drawEllipse(at, radius, radius);
    };
    if (best_ != kNoCandidate) ring(bestPoint_, kBest, 5);
    if (selectedIsPoint_) ring(selectedPoint_, kSelection, 6.5);
}

void ParameterStripView::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    layoutCells();
    stale_ = true;
}

void ParameterStripView::mousePressEvent(QMouseEvent* e) {
    if (e->button() == Qt::LeftButton) {
        const CandidateId id = candidateAt(e->position());
        if (id != kNoCandidate) {
            setSelected(id);
            Q_EMIT candidateSelected(id);
        }
    }
    QWidget::mousePressEvent(e);
}

void ParameterStripView::changeEvent(QEvent* e) {
    if (e->type() == QEvent::FontChange || e->type() == QEvent::LanguageChange) {
        layoutCells();
        stale_ = true;
        update();
    }
    QWidget::changeEvent(e);
}

} // namespace augur::ui
