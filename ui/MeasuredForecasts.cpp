#include "ui/MeasuredForecasts.h"

namespace augur::ui {

void mergeCandidates(std::vector<Candidate>& store, const std::vector<Candidate>& changed) {
    for (const Candidate& c : changed) {
        if (c.id < 0) continue;
        const auto i = static_cast<std::size_t>(c.id);
        if (i >= store.size()) store.resize(i + 1);
        store[i] = c;
    }
}

std::vector<ScoredForecast> measuredForecasts(const std::vector<Candidate>& candidates) {
    std::vector<ScoredForecast> out;
    for (const Candidate& c : candidates) {
        if (c.id == kNoCandidate || !c.forecast || !c.measurement || !c.measurement->ok()) continue;
        const int bin = c.measurement->bin();
        if (bin < 1 || bin > 8) continue;
        ScoredForecast s;
        s.p = c.forecast->p;
        s.parseFailure = c.forecast->parseFailure;
        s.trueBin = bin;
        s.measuredSpeedup = c.measurement->speedup;
        out.push_back(s);
    }
    return out;
}

} // namespace augur::ui
