#include "core/surrogate/FrequencyBaseline.h"

namespace augur {

BinProbs FrequencyBaseline::probabilities() const {
    BinProbs p{};
    for (int k = 0; k < kBinCount; ++k) p[k] = (counts_[k] + 1.0) / (n_ + static_cast<double>(kBinCount));
    return p;
}

void FrequencyBaseline::observe(const Problem&, const Candidate& measured) {
    const auto s = measured.measuredSpeedup();
    if (!s || !(*s > 0.0)) return;
    ++counts_[BinScheme::binOf(*s) - 1];
    ++n_;
}

std::vector<Forecast> FrequencyBaseline::forecast(const Problem&, const std::vector<const Candidate*>& batch) {
    Forecast f = Forecast::fromProbabilities(probabilities());
    f.surrogate = name();
    f.trainingSize = n_;
    f.reasoning = "training-set bin frequencies of " + std::to_string(n_) + " measurements (Laplace-smoothed)";
    return std::vector<Forecast>(batch.size(), f);
}

} // namespace augur
