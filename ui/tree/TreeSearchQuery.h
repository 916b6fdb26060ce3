#pragma once
#include "core/model/Candidate.h"
#include "core/model/ParameterSpace.h"

#include <QString>

#include <vector>

namespace augur::ui {

/// What the search field of the tree finds. "#123" or "123" is a candidate id. Anything
/// else is one or more terms (separated by spaces or commas) that a candidate's
/// configuration must all match: "BLOCK=128" — a parameter of that name (any case) with
/// that value; a term whose name is no parameter's, or a term without "=", matches as a
/// piece of a parameter's "name=value" text ("size_x=3" finds block_size_x=32, "vec"
/// finds every VEC value). Candidates without a configuration are found by id only.
class TreeSearchQuery {
public:
    /// Parses `text` against the parameter names and values of `space`.
    TreeSearchQuery(const QString& text, const ParameterSpace& space);

    /// Whether the text was blank (nothing is searched).
    bool isEmpty() const { return empty_; }
    /// Whether the text names an id (and which).
    bool isId() const { return id_ != kNoCandidate; }
    CandidateId id() const { return id_; }
    /// Whether a candidate is found by the text.
    bool matches(const Candidate& c) const;
    /// The ids of the matching candidates, in id order.
    std::vector<CandidateId> run(const std::vector<Candidate>& candidates) const;

private:
    /// One term: for each parameter, the values it accepts.
    using Term = std::vector<std::vector<double>>;
    std::vector<Term> terms_;
    CandidateId id_ = kNoCandidate;
    bool empty_ = true;
    bool impossible_ = false;
};

} // namespace augur::ui
