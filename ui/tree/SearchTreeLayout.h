#pragma once
#include "core/model/Problem.h"
#include "core/model/Candidate.h"
#include "core/model/Objective.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

namespace augur::ui {

/// What the search tree draws of each candidate and where: a compact copy indexed by
/// candidate id (ids are dense in a session), laid out as layers by depth with children
/// in order under their parents. layout() is O(n) over flat vectors, so a tree of 100,000
/// nodes is placed in a few milliseconds; painting looks nodes up per layer by x
/// (visibleRange) and hit testing by position (nodeAt).
///
/// A node's first child is placed right under it and its siblings to the right, each node
/// as close to that place as the node before it in its layer allows (positions grow along
/// a layer, looked up by binary search). Nothing is centred: a new node moves only nodes
/// after it in its layer (and their subtrees), so a growing tree does not slide under the
/// pointer, and a parent's edges stay short where its layer has room. A collapsed
/// node hides its descendants (they get no layer) and counts them (Node::hidden). The best
/// measured candidate is kept up to date as candidates arrive.
class SearchTreeLayout {
public:
    static constexpr double kWidth = 58.0; ///< node box, scene units
    /// Tall enough for two lines ("#id" over the speedup) at full size.
    static constexpr double kHeight = 32.0;
    static constexpr double kNodeGap = kWidth + 8.0;
    static constexpr double kLayerGap = 80.0;

    /// How a node is labelled. EnergyGain and ProductGain are measured nodes of a session
    /// whose objective is energy or the time × energy product: the label shows that gain.
    enum class Label : std::uint8_t { None, Reference, Failed, Measured, Forecast, EnergyGain, ProductGain };

    struct Node {
        CandidateId parent = kNoCandidate;
        double x = 0.0; ///< centre, scene units
        double measured = std::numeric_limits<double>::quiet_NaN(); ///< measured S, NaN if none
        double measuredLow = 0, measuredHigh = 0; ///< its interval (0: none)
        float value = 0.0f; ///< the gain in the label: S (measured or expected) or the objective's gain
        float energyGain = std::numeric_limits<float>::quiet_NaN(); ///< E_ref / E_cand, NaN if not measured
        float energyJ = std::numeric_limits<float>::quiet_NaN(); ///< joules per launch, NaN if not measured
        int layer = -1; ///< layout depth, -1 until placed
        int index = 0; ///< position within its layer
        int hidden = 0; ///< descendants hidden under a collapsed node (0 when expanded)
        CandidateState state = CandidateState::Proposed;
        bool queued = false; ///< deferred by the engineer's "measure now" (StateStyle::isQueued)
        bool decided = false; ///< decision and reason below hold the candidate's decision
        DecisionKind decision = DecisionKind::Defer;
        DecisionReason reason = DecisionReason::Threshold;
        Label label = Label::None;
        bool present = false;
        bool collapsed = false;
        bool rankable = false; ///< may be the best: measured, not excluded, not suspicious
        /// A template node (docs/llm.md "Templates"): the valid configurations of its
        /// sub-space (0 for any other node), and the best measured S of the node and the
        /// configurations tuned under it (NaN until one is measured).
        int templateSpace = 0;
        float templateBest = std::numeric_limits<float>::quiet_NaN();
    };

    /// How `c` is labelled and the value its label shows (S, its forecast, or the
    /// objective's gain when the objective is not time and the energy was measured).
    static std::pair<Label, float> labelFor(const Candidate& c, const Objective& objective);

    void clear();
    /// The session's objective: measured nodes are labelled with its gain when it is not
    /// time. Applies to nodes stored from then on (set it before the session's candidates).
    void setObjective(const Objective& objective) { objective_ = objective; }
    /// The session's problem: a template node's restrictions may use its sizes.
    void setProblem(const Problem& problem) { problem_ = problem; }
    const Objective& objective() const { return objective_; }
    /// Stores what the tree shows of `c`. Returns true when the structure changed (a new
    /// node, or a node that moved to another parent), false for a change of state only.
    bool upsert(const Candidate& c);
    /// Places every node not hidden under a collapsed one: O(n).
    void layout();

    /// Collapses (hides the descendants of) or expands a node; takes effect at the next
    /// layout(). Returns false when nothing changed (unknown id, a leaf, already so).
    bool setCollapsed(CandidateId id, bool collapsed);
    /// Expands every collapsed node; returns false when none was collapsed.
    bool expandAll();
    /// Expands the collapsed ancestors of a node so that it is placed; returns whether any was.
    bool reveal(CandidateId id);
    /// Whether a node is placed (present and not hidden under a collapsed ancestor).
    bool isPlaced(CandidateId id) const { return contains(id) && nodes_[std::size_t(id)].layer >= 0; }

    /// The best measured candidate (highest S among measured candidates that are not
    /// excluded or suspicious, the lowest id on a tie, as Session::stats), or kNoCandidate.
    CandidateId best() const { return best_; }
    /// The path from the root to best(), root first; empty without a best.
    std::vector<CandidateId> bestPath() const;

    /// Nodes stored, placed or not.
    int count() const { return count_; }
    /// Nodes placed by the last layout() (not hidden under a collapsed node).
    int placedCount() const { return placed_; }
    /// The placed nodes that are collapsed and hide descendants (their "+N" badges), by id.
    const std::vector<CandidateId>& collapsedPlaced() const { return collapsedPlaced_; }
    /// The highest id stored (labels reserve room for its digits), -1 when empty.
    CandidateId maxId() const { return CandidateId(nodes_.size()) - 1; }
    /// The largest value a label has shown (labels reserve room for its digits).
    float maxLabelValue() const { return maxValue_; }
    bool contains(CandidateId id) const {
        return id >= 0 && std::size_t(id) < nodes_.size() && nodes_[std::size_t(id)].present;
    }
    const Node& node(CandidateId id) const { return nodes_[std::size_t(id)]; }
    double y(const Node& n) const { return kLayerGap * n.layer; }
    const std::vector<std::vector<CandidateId>>& layers() const { return layers_; }
    const std::vector<CandidateId>& children(CandidateId id) const { return children_[std::size_t(id)]; }
    /// Scene rectangle around every node: left, top, right, bottom.
    double left() const { return left_; }
    double right() const { return right_; }
    double bottom() const { return kLayerGap * std::max<double>(0.0, double(layers_.size()) - 1.0); }

    /// Indices [first, last) of the nodes of `layer` whose centre lies in [x0, x1]: O(log n).
    std::pair<int, int> visibleRange(int layer, double x0, double x1) const;
    /// The node within (dx, dy) scene units of a scene point, or kNoCandidate.
    CandidateId nodeAt(double x, double y, double dx, double dy) const;
    /// Whether the edge into `child` is a discovery moment (S_child / S_parent ≥ delta).
    bool isDiscovery(CandidateId child, double delta) const;

private:
    /// A template node's space and best, and its parent template's best.
    void noteTemplate(const Candidate& c, Node& n);
    Problem problem_;
    int countDescendants(CandidateId id) const;
    void findBest();

    std::vector<Node> nodes_;
    std::vector<std::vector<CandidateId>> children_;
    std::vector<std::vector<CandidateId>> layers_;
    std::vector<CandidateId> collapsedPlaced_;
    Objective objective_;
    int count_ = 0;
    int placed_ = 0;
    CandidateId best_ = kNoCandidate;
    double left_ = 0.0, right_ = 0.0;
    float maxValue_ = 0.0f;
};

} // namespace augur::ui
