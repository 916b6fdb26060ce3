#pragma once
#include "core/model/Candidate.h"
#include "core/model/Objective.h"
#include "ui/tree/SearchTreeLayout.h"

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

namespace augur::ui {

/// Where the lineage timeline draws each candidate: x is its creation time (seconds since
/// the session started), y its origin's lane (reference, tuner, LLM, user, dataset: only
/// the origins the session has, in that order) and a row within the lane. A compact copy
/// indexed by candidate id, like SearchTreeLayout.
///
/// Rows depend only on the time scale (pixels per second), so panning never moves a node
/// within its lane: place() packs each lane's nodes, in creation order, into the first row
/// where the node before it leaves room; when a lane has no free row (far out, or a burst
/// of children created at once), a node goes to the row that frees first and overlaps.
/// Each node also learns the time to the next node of its row, the room its label has.
class LineageTimelineLayout {
public:
    static constexpr int kLaneCount = 5;

    struct Node {
        double t = 0.0; ///< creation time, seconds
        double gap = 0.0; ///< seconds to the next node in its row (infinity for the last)
        CandidateId parent = kNoCandidate;
        float value = 0.0f; ///< what the label shows (SearchTreeLayout::Label)
        Origin origin = Origin::Tuner;
        CandidateState state = CandidateState::Proposed;
        SearchTreeLayout::Label label = SearchTreeLayout::Label::None;
        std::int16_t row = 0;
        bool queued = false;
        bool present = false;
    };
    /// One origin's lane: its nodes by creation time (then id), rows and place, pixels.
    struct Lane {
        Origin origin = Origin::Tuner;
        std::vector<CandidateId> ids;
        int rows = 1;
        double top = 0.0, height = 0.0;
    };

    LineageTimelineLayout();

    void clear();
    /// The objective whose gain measured nodes show (as in the search tree).
    void setObjective(const Objective& objective) { objective_ = objective; }
    /// Stores what the timeline shows of `c`. Returns true when its place may have changed
    /// (a new node, or a new time, origin or parent).
    bool upsert(const Candidate& c);
    /// Packs the lanes at `pixelsPerSecond` into `height` pixels from `top`: rows of
    /// `rowHeight` pixels, nodes `nodeWidth` pixels wide plus a gap. O(n · rows).
    void place(double pixelsPerSecond, double top, double height, double rowHeight, double nodeWidth);

    int count() const { return count_; }
    bool contains(CandidateId id) const {
        return id >= 0 && std::size_t(id) < nodes_.size() && nodes_[std::size_t(id)].present;
    }
    const Node& node(CandidateId id) const { return nodes_[std::size_t(id)]; }
    /// The lanes with nodes, in origin order (reference, tuner, LLM, user, dataset).
    std::vector<const Lane*> lanes() const;
    /// The lane of an origin (empty when the session has none of it).
    const Lane& lane(Origin o) const { return lanes_[laneIndex(o)]; }
    /// Creation times of the first and last node, seconds (0, 0 when empty).
    double firstTime() const { return count_ ? tMin_ : 0.0; }
    double lastTime() const { return count_ ? tMax_ : 0.0; }
    /// Centre of a node's mark in pixels: x from time 0 at `pixelsPerSecond`, y in its lane.
    double yOf(const Node& n) const;
    double rowHeight() const { return rowHeight_; }
    /// Indices [first, last) of the lane's nodes created within [t0, t1]: O(log n).
    std::pair<int, int> range(const Lane& lane, double t0, double t1) const;
    /// Children of a node (any lane), in id order.
    const std::vector<CandidateId>& children(CandidateId id) const { return children_[std::size_t(id)]; }
    /// The node whose mark holds the point (t, y) within `dt` seconds, or kNoCandidate; the
    /// last drawn (the newest) wins where marks overlap.
    CandidateId nodeAt(double t, double y, double dt) const;
    /// The path from the root to `id`, root first (bounded by the node count).
    std::vector<CandidateId> lineage(CandidateId id) const;

    static int laneIndex(Origin o);

private:
    void insertInLane(CandidateId id);
    void removeFromLane(CandidateId id);
    int pack(Lane& lane, int maxRows, double minGap);

    std::vector<Node> nodes_;
    std::vector<std::vector<CandidateId>> children_;
    std::array<Lane, kLaneCount> lanes_;
    Objective objective_;
    int count_ = 0;
    double tMin_ = 0.0, tMax_ = 0.0;
    double rowHeight_ = 16.0;
};

} // namespace augur::ui
