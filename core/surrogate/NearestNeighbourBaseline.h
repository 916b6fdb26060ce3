#pragma once
// Baseline surrogate of docs/evaluation.md: predict the bin of the nearest measured neighbour.
#include "core/surrogate/CandidateFeatureSource.h"
#include "core/surrogate/Surrogate.h"

#include <array>
#include <memory>
#include <unordered_map>

namespace augur {

/// Forecasts the bin of the nearest successfully measured candidate (1-nearest
/// neighbour), as a distribution p = (1 − ε) · h + ε · f with h the bin histogram of all
/// training rows at the smallest distance (ties share), f the Laplace-smoothed training
/// frequencies and ε = 0.1, so that a wrong neighbour does not make the log-likelihood
/// infinite.
///
/// Distance: Euclidean over the columns both rows have (NaN columns are skipped and the
/// sum is scaled by columns / columns used). Rows are the tunable configuration as value
/// positions scaled to [0, 1] per parameter (position / (values − 1): neighbours in
/// Kernel Tuner's sense are close), or, with a CandidateFeatureSource, its rows
/// standardised by the training mean and standard deviation of each column.
class NearestNeighbourBaseline : public Surrogate {
public:
    /// `epsilon`: the share of the training frequencies, in [0, 1].
    explicit NearestNeighbourBaseline(double epsilon = 0.1) : epsilon_(epsilon) {}

    std::string name() const override { return "baseline-nearest"; }
    std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) override;
    /// A successful measurement becomes (or replaces, by id) a training row; others are ignored.
    void observe(const Problem& problem, const Candidate& measured) override;
    int trainingSize() const override { return static_cast<int>(bins_.size()); }

    /// Uses `source` rows instead of configuration positions; set before observe().
    void setFeatureSource(std::shared_ptr<CandidateFeatureSource> source) { source_ = std::move(source); }

private:
    std::optional<std::vector<double>> rowOf(const Problem& problem, const Candidate& c);
    void standardise();

    double epsilon_;
    std::shared_ptr<CandidateFeatureSource> source_;
    std::vector<std::vector<double>> rows_; ///< raw rows (positions or features)
    std::vector<int> bins_; ///< bin 1..8 per row
    std::unordered_map<CandidateId, std::size_t> rowOfId_;
    std::array<int, kBinCount> counts_{};
    std::vector<double> mean_, scale_; ///< per column (source rows only)
    bool dirty_ = true;
};

} // namespace augur
