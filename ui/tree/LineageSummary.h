#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <QString>

namespace augur::ui {

/// A short summary of what a candidate changed, for its label in the lineage timeline: the
/// LLM's note when its reply gave one (its "idea"), else the parameters that differ from
/// the parent with their new values ("BLOCK=256, VEC=4"), "own kernel" for an engineer's
/// source, why a rejected reply was rejected. Empty for the reference (its label says "ref")
/// and when nothing is known (a free-form candidate without a note).
class LineageSummary {
public:
    static QString of(const Candidate& c, const Candidate* parent, const ParameterSpace& space);
};

} // namespace augur::ui
