#pragma once
// Baseline surrogate of docs/evaluation.md: always predict the training-set bin frequencies.
#include "core/surrogate/Surrogate.h"

#include <array>

namespace augur {

/// Forecasts every candidate with the Laplace-smoothed bin frequencies of the successful
/// measurements observed so far, p_k = (count_k + 1) / (n + 8) (uniform before any). It
/// knows nothing about the candidate, so it cannot rank: its expected speedup is the same
/// for all, and speedup recovered @ k% is what measuring k% in an arbitrary order gives.
/// The smoothing keeps its log-likelihood finite on a bin it has not seen.
class FrequencyBaseline : public Surrogate {
public:
    std::string name() const override { return "baseline-frequency"; }
    std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) override;
    /// Counts the bin of a successful measurement; failures and unmeasured candidates are ignored.
    void observe(const Problem& problem, const Candidate& measured) override;
    int trainingSize() const override { return n_; }

    /// The current forecast distribution.
    BinProbs probabilities() const;

private:
    std::array<int, kBinCount> counts_{};
    int n_ = 0;
};

} // namespace augur
