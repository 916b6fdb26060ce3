#include "ui/tree/SearchTreeLayout.h"
#include "core/model/CandidateTemplate.h"

#include "core/model/DiscoveryMoment.h"
#include "ui/base/StateStyle.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace augur::ui {

void SearchTreeLayout::clear() {
    nodes_.clear();
    children_.clear();
    layers_.clear();
    collapsedPlaced_.clear();
    count_ = 0;
    placed_ = 0;
    best_ = kNoCandidate;
    left_ = right_ = 0.0;
    maxValue_ = 0.0f;
}

std::pair<SearchTreeLayout::Label, float> SearchTreeLayout::labelFor(const Candidate& c, const Objective& objective) {
    if (c.origin == Origin::Reference) return {Label::Reference, 0.0f};
    if (c.measurement && !c.measurement->ok()) return {Label::Failed, 0.0f};
    if (auto s = c.measuredSpeedup()) {
        // Another objective labels the node with its gain, when the measurement has the
        // energy it needs (computed here once, never while painting).
        if (objective.kind != Objective::Kind::Time)
            if (auto g = objective.gain(*c.measurement))
                return {objective.kind == Objective::Kind::Energy ? Label::EnergyGain : Label::ProductGain, float(*g)};
        return {Label::Measured, float(*s)};
    }
    if (c.forecast && !c.forecast->parseFailure) return {Label::Forecast, float(c.forecast->expectedSpeedup)};
    return {Label::None, 0.0f};
}

bool SearchTreeLayout::upsert(const Candidate& c) {
    if (c.id < 0) return false;
    const auto i = std::size_t(c.id);
    if (i >= nodes_.size()) {
        nodes_.resize(i + 1);
        children_.resize(i + 1);
    }
    Node& n = nodes_[i];
    bool structural = !n.present || n.parent != c.parent;
    if (n.present && n.parent != c.parent && contains(n.parent)) {
        auto& siblings = children_[std::size_t(n.parent)];
        siblings.erase(std::remove(siblings.begin(), siblings.end(), c.id), siblings.end());
    }
    if (structural && c.parent >= 0) {
        const auto p = std::size_t(c.parent);
        if (p >= nodes_.size()) {
            nodes_.resize(p + 1);
            children_.resize(p + 1);
        }
        auto& siblings = children_[p];
        // Children arrive in id order; keep the list sorted if one does not.
        siblings.insert(std::upper_bound(siblings.begin(), siblings.end(), c.id), c.id);
    }
    if (!n.present) ++count_;
    n.present = true;
    n.parent = c.parent;
    n.state = c.state;
    n.queued = StateStyle::isQueued(c);
    n.decided = c.decision.has_value();
    if (c.decision) {
        n.decision = c.decision->kind;
        n.reason = c.decision->reason;
    }
    const double before = n.rankable ? n.measured : std::numeric_limits<double>::quiet_NaN();
    n.measured = std::numeric_limits<double>::quiet_NaN();
    n.measuredLow = n.measuredHigh = 0;
    std::tie(n.label, n.value) = labelFor(c, objective_);
    if (n.label != Label::None && std::isfinite(n.value)) maxValue_ = std::max(maxValue_, n.value);
    if (auto s = c.measuredSpeedup()) {
        n.measured = *s;
        n.measuredLow = c.measurement->speedupLow;
        n.measuredHigh = c.measurement->speedupHigh;
    }
    const bool wasBest = best_ == c.id;
    n.rankable = !std::isnan(n.measured) && c.state != CandidateState::Excluded && !c.measurement->suspicious;
    if (n.rankable &&
        (best_ == kNoCandidate || n.measured > nodes_[std::size_t(best_)].measured ||
         (n.measured == nodes_[std::size_t(best_)].measured && c.id < best_)))
        best_ = c.id;
    else if (wasBest && !(n.rankable && n.measured >= before))
        findBest(); // the best itself got worse (a new measurement, an exclusion): rare
    noteTemplate(c, n);
    n.energyGain = n.energyJ = std::numeric_limits<float>::quiet_NaN();
    if (c.measurement && c.measurement->ok() && c.measurement->energyJ && *c.measurement->energyJ > 0.0) {
        n.energyJ = float(*c.measurement->energyJ);
        if (c.measurement->referenceEnergyJ && *c.measurement->referenceEnergyJ > 0.0)
            n.energyGain = float(*c.measurement->referenceEnergyJ / *c.measurement->energyJ);
    }
    return structural;
}

void SearchTreeLayout::noteTemplate(const Candidate& c, Node& n) {
    // Its space is counted once (bounded: at most 100,000 configurations); template nodes are few.
    if (n.templateSpace == 0 && !c.rejection && CandidateTemplate::isTemplateNode(c))
        if (const auto t = CandidateTemplate::of(c, problem_)) n.templateSpace = int(t->validCount());
    auto raise = [](Node& at, double s) {
        if (std::isnan(at.templateBest) || s > at.templateBest) at.templateBest = float(s);
    };
    if (n.templateSpace > 0 && !std::isnan(n.measured)) raise(n, n.measured);
    if (c.origin == Origin::Tuner && contains(c.parent) && nodes_[std::size_t(c.parent)].templateSpace > 0 &&
        !std::isnan(n.measured))
        raise(nodes_[std::size_t(c.parent)], n.measured);
}

void SearchTreeLayout::findBest() {
    best_ = kNoCandidate;
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (nodes_[i].present && nodes_[i].rankable &&
            (best_ == kNoCandidate || nodes_[i].measured > nodes_[std::size_t(best_)].measured))
            best_ = CandidateId(i);
}

std::vector<CandidateId> SearchTreeLayout::bestPath() const {
    std::vector<CandidateId> path;
    // Bounded by the node count, so a malformed parent chain cannot loop.
    for (CandidateId id = best_; contains(id) && int(path.size()) <= count_; id = nodes_[std::size_t(id)].parent)
        path.push_back(id);
    std::reverse(path.begin(), path.end());
    return path;
}

bool SearchTreeLayout::setCollapsed(CandidateId id, bool collapsed) {
    if (!contains(id)) return false;
    Node& n = nodes_[std::size_t(id)];
    if (n.collapsed == collapsed) return false;
    if (collapsed &&
        std::none_of(children_[std::size_t(id)].begin(), children_[std::size_t(id)].end(),
                     [this](CandidateId c) { return contains(c); }))
        return false; // a leaf has nothing to hide
    n.collapsed = collapsed;
    return true;
}

bool SearchTreeLayout::expandAll() {
    bool any = false;
    for (Node& n : nodes_) {
        any = any || n.collapsed;
        n.collapsed = false;
    }
    return any;
}

bool SearchTreeLayout::reveal(CandidateId id) {
    bool any = false;
    int steps = 0;
    for (CandidateId a = contains(id) ? nodes_[std::size_t(id)].parent : kNoCandidate; contains(a) && steps <= count_;
         a = nodes_[std::size_t(a)].parent, ++steps) {
        any = any || nodes_[std::size_t(a)].collapsed;
        nodes_[std::size_t(a)].collapsed = false;
    }
    return any;
}

int SearchTreeLayout::countDescendants(CandidateId id) const {
    int hidden = 0;
    std::vector<CandidateId> stack(children_[std::size_t(id)].begin(), children_[std::size_t(id)].end());
    // Bounded by the node count, so a malformed parent chain cannot loop.
    while (!stack.empty() && hidden <= count_) {
        const CandidateId c = stack.back();
        stack.pop_back();
        if (!contains(c)) continue;
        ++hidden;
        stack.insert(stack.end(), children_[std::size_t(c)].begin(), children_[std::size_t(c)].end());
    }
    return hidden;
}

void SearchTreeLayout::layout() {
    layers_.clear();
    collapsedPlaced_.clear();
    std::vector<CandidateId> current;
    std::vector<double> wants; // where each node of `current` would like to be: under its parent
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        Node& n = nodes_[i];
        n.layer = -1;
        n.hidden = 0;
        if (n.present && (n.parent == kNoCandidate || !contains(n.parent))) {
            current.push_back(CandidateId(i));
            wants.push_back(0.0);
        }
    }
    left_ = right_ = 0.0;
    placed_ = 0;
    while (!current.empty()) {
        const int layer = int(layers_.size());
        std::vector<CandidateId> next;
        std::vector<double> nextWants;
        for (std::size_t k = 0; k < current.size(); ++k) {
            Node& n = nodes_[std::size_t(current[k])];
            n.layer = layer;
            n.index = int(k);
            // As close to its place under the parent as the node before it allows.
            n.x = k == 0 ? wants[k] : std::max(wants[k], nodes_[std::size_t(current[k - 1])].x + kNodeGap);
            if (n.collapsed) {
                n.hidden = countDescendants(current[k]); // collapsed subtrees are disjoint: O(n) in all
                if (n.hidden > 0) collapsedPlaced_.push_back(current[k]);
                continue;
            }
            // The first child right under its parent, its siblings to the right: a new
            // child (the newest id comes last) moves none of them.
            double want = n.x;
            for (CandidateId child : children_[std::size_t(current[k])])
                if (contains(child) && nodes_[std::size_t(child)].layer < 0) {
                    next.push_back(child);
                    nextWants.push_back(want);
                    want += kNodeGap;
                }
        }
        left_ = std::min(left_, nodes_[std::size_t(current.front())].x);
        right_ = std::max(right_, nodes_[std::size_t(current.back())].x);
        placed_ += int(current.size());
        layers_.push_back(std::move(current));
        current = std::move(next);
        wants = std::move(nextWants);
    }
}

std::pair<int, int> SearchTreeLayout::visibleRange(int layer, double x0, double x1) const {
    if (layer < 0 || layer >= int(layers_.size())) return {0, 0};
    const auto& ids = layers_[std::size_t(layer)];
    // Positions increase along a layer: two binary searches.
    const auto xOf = [this](CandidateId id) { return nodes_[std::size_t(id)].x; };
    const auto lo = std::lower_bound(ids.begin(), ids.end(), x0, [&](CandidateId id, double x) { return xOf(id) < x; });
    const auto hi = std::upper_bound(lo, ids.end(), x1, [&](double x, CandidateId id) { return x < xOf(id); });
    return {int(lo - ids.begin()), int(hi - ids.begin())};
}

CandidateId SearchTreeLayout::nodeAt(double x, double y, double dx, double dy) const {
    const int layer = int(std::lround(y / kLayerGap));
    if (layer < 0 || layer >= int(layers_.size()) || std::abs(y - kLayerGap * layer) > dy) return kNoCandidate;
    const auto& ids = layers_[std::size_t(layer)];
    // The nearest node by x: the first at or after x, or the one before it.
    const auto after = std::lower_bound(ids.begin(), ids.end(), x,
                                        [this](CandidateId id, double v) { return nodes_[std::size_t(id)].x < v; });
    CandidateId id = after == ids.end() ? ids.back() : *after;
    if (after != ids.begin() &&
        (after == ids.end() || x - nodes_[std::size_t(*(after - 1))].x < nodes_[std::size_t(*after)].x - x))
        id = *(after - 1);
    return std::abs(nodes_[std::size_t(id)].x - x) <= dx ? id : kNoCandidate;
}

bool SearchTreeLayout::isDiscovery(CandidateId child, double delta) const {
    const Node& c = nodes_[std::size_t(child)];
    // Most nodes are not measured: answer before looking the parent up.
    if (std::isnan(c.measured) || !contains(c.parent)) return false;
    const Node& p = nodes_[std::size_t(c.parent)];
    return !std::isnan(p.measured) && isDiscoveryMoment(p.measured, p.measuredHigh, c.measured, c.measuredLow, delta);
}

} // namespace augur::ui
