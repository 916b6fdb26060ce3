#pragma once
// A surrogate for evaluation tests that records what it is shown: which candidates (by
// problem and id) it observed and forecast, to check that no split trains on what it scores.
#include "core/surrogate/Surrogate.h"

#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace augur::test {

/// What one surrogate instance saw: (problem, id) pairs observed and forecast.
struct SpyLog {
    std::set<std::pair<std::string, CandidateId>> observed, forecast;
};

/// Records into its log and forecasts a uniform distribution.
class SpySurrogate : public Surrogate {
public:
    explicit SpySurrogate(std::shared_ptr<SpyLog> log) : log_(std::move(log)) {}
    std::string name() const override { return "spy"; }
    std::vector<Forecast> forecast(const Problem& p, const std::vector<const Candidate*>& batch) override {
        for (const Candidate* c : batch) log_->forecast.insert({p.name, c->id});
        return std::vector<Forecast>(batch.size(), Forecast::fromProbabilities(BinProbs{1, 1, 1, 1, 1, 1, 1, 1}));
    }
    void observe(const Problem& p, const Candidate& c) override { log_->observed.insert({p.name, c.id}); }
    int trainingSize() const override { return static_cast<int>(log_->observed.size()); }

private:
    std::shared_ptr<SpyLog> log_;
};

} // namespace augur::test
