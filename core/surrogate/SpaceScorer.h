#pragma once
// What the model-based search needs of a surrogate to score a whole tunable space at every
// step (docs/search.md, "The model strategy"): numbers, not forecasts, and fast.
#include "core/model/ParameterSpace.h"
#include "core/model/Problem.h"

#include <cstddef>
#include <vector>

namespace augur {

/// Scores of configurations, one entry each, in order.
struct SpaceScores {
    std::vector<double> mean; ///< point estimate of log2 S
    std::vector<double> spread; ///< its standard deviation (log2 units), the model's uncertainty
    std::vector<double> feasible; ///< P(the configuration measures without failing), in (0, 1]
};

/// A surrogate that can score configurations of a tunable space in bulk. Used from the
/// engine thread only.
class SpaceScorer {
public:
    virtual ~SpaceScorer() = default;
    /// Point estimate, spread and feasibility per configuration (values in the problem's
    /// ParameterSpace order). A configuration the model cannot read scores mean 0 (the
    /// reference's speed), spread 1, feasible 1. Never throws for a configuration.
    virtual SpaceScores score(const Problem& problem, const std::vector<Configuration>& configs) = 0;
    /// One coherent draw of log2 S over all `configs` from the model's posterior, numbered
    /// `draw` (Thompson sampling); with `withPrior` false, from the model of this session's
    /// measurements alone when a warm start's prior is in use. Zeros when the model is not
    /// ready.
    virtual std::vector<double> sample(const Problem& problem, const std::vector<Configuration>& configs,
                                       std::size_t draw, bool withPrior = true) = 0;
    /// Whether the scores carry a trained model's information (else they are flat).
    virtual bool scoresReady() = 0;
};

} // namespace augur
