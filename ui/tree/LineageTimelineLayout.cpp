#include "ui/tree/LineageTimelineLayout.h"

#include "ui/base/StateStyle.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <tuple>

namespace augur::ui {

namespace {
constexpr double kLanePadding = 3.0; ///< pixels above and below a lane's rows
constexpr int kMaxRows = 64;
} // namespace

int LineageTimelineLayout::laneIndex(Origin o) {
    switch (o) {
    case Origin::Reference: return 0;
    case Origin::Tuner: return 1;
    case Origin::Llm: return 2;
    case Origin::User: return 3;
    case Origin::Dataset: return 4;
    }
    return 1;
}

LineageTimelineLayout::LineageTimelineLayout() { clear(); }

void LineageTimelineLayout::clear() {
    nodes_.clear();
    children_.clear();
    for (int i = 0; i < kLaneCount; ++i) lanes_[std::size_t(i)] = Lane{};
    for (Origin o : {Origin::Reference, Origin::Tuner, Origin::Llm, Origin::User, Origin::Dataset})
        lanes_[std::size_t(laneIndex(o))].origin = o;
    count_ = 0;
    tMin_ = tMax_ = 0.0;
}

bool LineageTimelineLayout::upsert(const Candidate& c) {
    if (c.id < 0) return false;
    const auto i = std::size_t(c.id);
    if (i >= nodes_.size()) {
        nodes_.resize(i + 1);
        children_.resize(i + 1);
    }
    Node& n = nodes_[i];
    const bool moved = !n.present || n.t != c.createdS || n.origin != c.origin || n.parent != c.parent;
    if (n.present && moved) {
        removeFromLane(c.id);
        if (n.parent != c.parent && n.parent >= 0 && std::size_t(n.parent) < children_.size()) {
            auto& siblings = children_[std::size_t(n.parent)];
            siblings.erase(std::remove(siblings.begin(), siblings.end(), c.id), siblings.end());
        }
    }
    if (moved && c.parent >= 0 && (!n.present || n.parent != c.parent)) {
        if (std::size_t(c.parent) >= nodes_.size()) {
            nodes_.resize(std::size_t(c.parent) + 1);
            children_.resize(std::size_t(c.parent) + 1);
        }
        auto& siblings = children_[std::size_t(c.parent)];
        siblings.insert(std::upper_bound(siblings.begin(), siblings.end(), c.id), c.id);
    }
    Node& m = nodes_[i]; // the vectors may have grown
    if (!m.present) ++count_;
    m.present = true;
    m.t = std::isfinite(c.createdS) ? c.createdS : 0.0;
    m.parent = c.parent;
    m.origin = c.origin;
    m.state = c.state;
    m.queued = StateStyle::isQueued(c);
    std::tie(m.label, m.value) = SearchTreeLayout::labelFor(c, objective_);
    if (moved) {
        insertInLane(c.id);
        tMin_ = count_ == 1 ? m.t : std::min(tMin_, m.t);
        tMax_ = count_ == 1 ? m.t : std::max(tMax_, m.t);
    }
    return moved;
}

void LineageTimelineLayout::insertInLane(CandidateId id) {
    auto& ids = lanes_[std::size_t(laneIndex(nodes_[std::size_t(id)].origin))].ids;
    // New candidates are the newest: an append, except for a rare late or edited one.
    const auto later = [this](CandidateId a, CandidateId b) {
        const Node &x = nodes_[std::size_t(a)], &y = nodes_[std::size_t(b)];
        return x.t < y.t || (x.t == y.t && a < b);
    };
    ids.insert(std::upper_bound(ids.begin(), ids.end(), id, later), id);
}

void LineageTimelineLayout::removeFromLane(CandidateId id) {
    auto& ids = lanes_[std::size_t(laneIndex(nodes_[std::size_t(id)].origin))].ids;
    ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
}

std::vector<const LineageTimelineLayout::Lane*> LineageTimelineLayout::lanes() const {
    std::vector<const Lane*> out;
    for (const Lane& l : lanes_)
        if (!l.ids.empty()) out.push_back(&l);
    return out;
}

int LineageTimelineLayout::pack(Lane& lane, int maxRows, double minGap) {
    // Each node in the first row whose last node is at least minGap seconds before it;
    // without one, the row that frees first (the node overlaps there). Nodes come in time
    // order, so rows only ever free up: the busy ones wait in a heap by their last time and
    // the free ones are bits of a mask, O(log rows) a node.
    static_assert(kMaxRows <= 64, "free rows are the bits of a 64-bit mask");
    maxRows = std::clamp(maxRows, 1, kMaxRows);
    std::vector<double> lastT(std::size_t(maxRows), -std::numeric_limits<double>::infinity());
    std::vector<CandidateId> lastId(std::size_t(maxRows), kNoCandidate);
    using Busy = std::pair<double, int>; // last time, row
    std::priority_queue<Busy, std::vector<Busy>, std::greater<>> busy;
    std::uint64_t free = maxRows == 64 ? ~std::uint64_t(0) : (std::uint64_t(1) << maxRows) - 1;
    int used = 1;
    for (CandidateId id : lane.ids) {
        Node& n = nodes_[std::size_t(id)];
        while (!busy.empty() && n.t - busy.top().first >= minGap) {
            free |= std::uint64_t(1) << busy.top().second;
            busy.pop();
        }
        int row;
        if (free) {
            row = std::countr_zero(free);
            free &= ~(std::uint64_t(1) << row);
        } else {
            row = busy.top().second;
            busy.pop();
        }
        if (lastId[std::size_t(row)] != kNoCandidate)
            nodes_[std::size_t(lastId[std::size_t(row)])].gap = n.t - lastT[std::size_t(row)];
        n.row = std::int16_t(row);
        n.gap = std::numeric_limits<double>::infinity();
        lastT[std::size_t(row)] = n.t;
        lastId[std::size_t(row)] = id;
        busy.emplace(n.t, row);
        used = std::max(used, row + 1);
    }
    return used;
}

void LineageTimelineLayout::place(double pixelsPerSecond, double top, double height, double rowHeight,
                                  double nodeWidth) {
    rowHeight_ = rowHeight;
    const double minGap = (nodeWidth + 2.0) / std::max(pixelsPerSecond, 1e-12);
    std::vector<Lane*> shown;
    for (Lane& l : lanes_)
        if (!l.ids.empty()) shown.push_back(&l);
    if (shown.empty()) return;
    // Rows each lane needs, then shared out: a lane that needs less than an equal share
    // gives the rest to the others; all lanes fit the height.
    int available = std::max(int(shown.size()), int((height - 2 * kLanePadding * double(shown.size())) / rowHeight));
    std::vector<int> need;
    for (Lane* l : shown) need.push_back(pack(*l, kMaxRows, minGap));
    std::vector<int> rows(shown.size(), 0);
    std::vector<std::size_t> order(shown.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return need[a] < need[b]; });
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int share = std::max(1, available / int(order.size() - k));
        rows[order[k]] = std::min(need[order[k]], share);
        available -= rows[order[k]];
    }
    double y = top;
    for (std::size_t k = 0; k < shown.size(); ++k) {
        Lane& l = *shown[k];
        if (rows[k] < need[k]) pack(l, rows[k], minGap);
        l.rows = rows[k];
        l.top = y;
        l.height = 2 * kLanePadding + rowHeight * rows[k];
        y += l.height;
    }
    // What is left of the height goes to the lanes, so they fill the view.
    const double spare = top + height - y;
    if (spare > 0) {
        double shift = 0.0;
        for (Lane* l : shown) {
            const double extra = spare / double(shown.size());
            l->top += shift;
            l->height += extra;
            shift += extra;
        }
    }
}

double LineageTimelineLayout::yOf(const Node& n) const {
    const Lane& l = lanes_[std::size_t(laneIndex(n.origin))];
    const double rowsHeight = rowHeight_ * l.rows;
    const double first = l.top + (l.height - rowsHeight) / 2;
    return first + rowHeight_ * (n.row + 0.5);
}

std::pair<int, int> LineageTimelineLayout::range(const Lane& lane, double t0, double t1) const {
    const auto& ids = lane.ids;
    const auto tOf = [this](CandidateId id) { return nodes_[std::size_t(id)].t; };
    const auto lo = std::lower_bound(ids.begin(), ids.end(), t0, [&](CandidateId id, double t) { return tOf(id) < t; });
    const auto hi = std::upper_bound(lo, ids.end(), t1, [&](double t, CandidateId id) { return t < tOf(id); });
    return {int(lo - ids.begin()), int(hi - ids.begin())};
}

CandidateId LineageTimelineLayout::nodeAt(double t, double y, double dt) const {
    for (const Lane& l : lanes_) {
        if (l.ids.empty() || y < l.top || y >= l.top + l.height) continue;
        const auto [lo, hi] = range(l, t - dt, t + dt);
        CandidateId hit = kNoCandidate;
        for (int k = lo; k < hi; ++k) {
            const CandidateId id = l.ids[std::size_t(k)];
            if (std::abs(yOf(nodes_[std::size_t(id)]) - y) <= rowHeight_ / 2) hit = id; // the newest on top
        }
        return hit;
    }
    return kNoCandidate;
}

std::vector<CandidateId> LineageTimelineLayout::lineage(CandidateId id) const {
    std::vector<CandidateId> path;
    for (CandidateId a = id; contains(a) && int(path.size()) <= count_; a = nodes_[std::size_t(a)].parent)
        path.push_back(a);
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace augur::ui
