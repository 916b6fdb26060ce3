#include "core/model/MeasuredForecasts.h"

namespace augur {

std::vector<ScoredForecast> measuredForecasts(const std::vector<Candidate>& candidates, bool withPriors) {
    std::vector<ScoredForecast> out;
    for (const Candidate& c : candidates) {
        if (c.id == kNoCandidate || !c.forecast || !c.measurement || !c.measurement->ok()) continue;
        if (!withPriors && c.forecast->prior) continue;
        const int bin = c.measurement->bin();
        if (bin < 1 || bin > kBinCount) continue;
        ScoredForecast s;
        s.p = c.forecast->p;
        s.parseFailure = c.forecast->parseFailure;
        s.trueBin = bin;
        s.measuredSpeedup = c.measurement->speedup;
        out.push_back(s);
    }
    return out;
}

} // namespace augur
