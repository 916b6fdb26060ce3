#pragma once
#include "ui/tree/SearchTreeLayout.h"

#include <QString>

namespace augur::ui {

/// The tool tips of the search tree (texts translated in the "SearchTreeView" context).
class SearchTreeToolTip {
public:
    /// A node: "#id: state, label", and with energy "#id: state, S = 2.03×, energy gain
    /// 1.70× (110 mJ/launch)"; a collapsed node adds how many nodes it hides. Empty for an
    /// unknown id.
    static QString node(const SearchTreeLayout& layout, CandidateId id);
    /// A collapsed node's "+N" badge.
    static QString badge(const SearchTreeLayout& layout, CandidateId id);
    /// A discovery edge, by its child.
    static QString discovery(const SearchTreeLayout& layout, CandidateId child);

private:
    static QString state(const SearchTreeLayout& layout, CandidateId id);
    /// "; template of N configurations, best S under it X×" for a template node, else "".
    static QString templateNote(const SearchTreeLayout::Node& n);
};

} // namespace augur::ui
