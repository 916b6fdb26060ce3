#pragma once
#include "core/model/Candidate.h"
#include "core/bins/Forecast.h"
#include "core/model/Problem.h"
#include "core/surrogate/PriorFit.h"
#include "core/surrogate/SpaceScorer.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Where forecasts come from. A surrogate learns online from measured candidates of the
/// session (observe) and forecasts a batch of candidates at once (forecast).
/// Implementations are used from the engine thread only.
class Surrogate {
public:
    virtual ~Surrogate() = default;
    /// Short name stored with forecasts: "features", "llm", "ensemble".
    virtual std::string name() const = 0;
    /// One forecast per candidate, in order. Never throws for a bad candidate: an
    /// unusable result is returned as Forecast::failure(reason).
    virtual std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) = 0;
    /// Learns from one measured candidate (successful or failed).
    virtual void observe(const Problem& problem, const Candidate& measured) = 0;
    /// Number of measured candidates learned from.
    virtual int trainingSize() const = 0;
    /// Whether a forecast takes a remote round trip (seconds, an LLM): the engine then
    /// publishes new candidates before forecasting them, so they can be watched meanwhile.
    virtual bool remote() const { return false; }
    /// The bulk scorer the model strategy reads a whole space with, or nullptr when this
    /// surrogate has none (an LLM: a forecast per configuration would take hours).
    virtual SpaceScorer* spaceScorer() { return nullptr; }
    /// The prior's fit after the last training, or nullopt without a prior.
    virtual std::optional<PriorFit> priorFit() { return std::nullopt; }
};

} // namespace augur
