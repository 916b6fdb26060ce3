#include "ui/SearchTreeLayout.h"

#include <algorithm>

namespace augur::ui {

void SearchTreeLayout::clear() {
    nodes_.clear();
    children_.clear();
    layers_.clear();
    count_ = 0;
    left_ = right_ = 0.0;
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
    n.measured = std::numeric_limits<double>::quiet_NaN();
    if (c.origin == Origin::Reference) {
        n.label = Label::Reference;
    } else if (c.measurement && !c.measurement->ok()) {
        n.label = Label::Failed;
    } else if (auto s = c.measuredSpeedup()) {
        n.label = Label::Measured;
        n.value = float(*s);
        // Another objective labels the node with its gain, when the measurement has the
        // energy it needs (computed here once, never while painting).
        if (objective_.kind != Objective::Kind::Time)
            if (auto g = objective_.gain(*c.measurement)) {
                n.label = objective_.kind == Objective::Kind::Energy ? Label::EnergyGain : Label::ProductGain;
                n.value = float(*g);
            }
    } else if (c.forecast && !c.forecast->parseFailure) {
        n.label = Label::Forecast;
        n.value = float(c.forecast->expectedSpeedup);
    } else {
        n.label = Label::None;
    }
    if (auto s = c.measuredSpeedup()) n.measured = *s;
    n.energyGain = n.energyJ = std::numeric_limits<float>::quiet_NaN();
    if (c.measurement && c.measurement->ok() && c.measurement->energyJ && *c.measurement->energyJ > 0.0) {
        n.energyJ = float(*c.measurement->energyJ);
        if (c.measurement->referenceEnergyJ && *c.measurement->referenceEnergyJ > 0.0)
            n.energyGain = float(*c.measurement->referenceEnergyJ / *c.measurement->energyJ);
    }
    return structural;
}

void SearchTreeLayout::layout() {
    layers_.clear();
    std::vector<CandidateId> current;
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
        Node& n = nodes_[i];
        n.layer = -1;
        if (n.present && (n.parent == kNoCandidate || !contains(n.parent))) current.push_back(CandidateId(i));
    }
    left_ = right_ = 0.0;
    while (!current.empty()) {
        const int layer = int(layers_.size());
        const double x0 = -0.5 * kNodeGap * double(current.size() - 1);
        std::vector<CandidateId> next;
        for (std::size_t k = 0; k < current.size(); ++k) {
            Node& n = nodes_[std::size_t(current[k])];
            n.layer = layer;
            n.index = int(k);
            n.x = x0 + kNodeGap * double(k);
            for (CandidateId child : children_[std::size_t(current[k])])
                if (contains(child) && nodes_[std::size_t(child)].layer < 0) next.push_back(child);
        }
        left_ = std::min(left_, x0);
        right_ = std::max(right_, -x0);
        layers_.push_back(std::move(current));
        current = std::move(next);
    }
}

std::pair<int, int> SearchTreeLayout::visibleRange(int layer, double x0, double x1) const {
    if (layer < 0 || layer >= int(layers_.size())) return {0, 0};
    const auto& ids = layers_[std::size_t(layer)];
    // Positions in a layer are evenly spaced: index from x directly.
    if (ids.empty()) return {0, 0};
    const double first = nodes_[std::size_t(ids.front())].x;
    const int lo = std::clamp(int(std::ceil((x0 - first) / kNodeGap)), 0, int(ids.size()));
    const int hi = std::clamp(int(std::floor((x1 - first) / kNodeGap)) + 1, lo, int(ids.size()));
    return {lo, hi};
}

CandidateId SearchTreeLayout::nodeAt(double x, double y, double dx, double dy) const {
    const int layer = int(std::lround(y / kLayerGap));
    if (layer < 0 || layer >= int(layers_.size()) || std::abs(y - kLayerGap * layer) > dy) return kNoCandidate;
    const auto& ids = layers_[std::size_t(layer)];
    const double first = nodes_[std::size_t(ids.front())].x;
    const int k = std::clamp(int(std::lround((x - first) / kNodeGap)), 0, int(ids.size()) - 1);
    const CandidateId id = ids[std::size_t(k)];
    return std::abs(nodes_[std::size_t(id)].x - x) <= dx ? id : kNoCandidate;
}

bool SearchTreeLayout::isDiscovery(CandidateId child, double delta) const {
    const Node& c = nodes_[std::size_t(child)];
    if (!contains(c.parent)) return false;
    const double sp = nodes_[std::size_t(c.parent)].measured;
    return !std::isnan(c.measured) && !std::isnan(sp) && sp > 0 && c.measured / sp >= delta;
}

} // namespace augur::ui
