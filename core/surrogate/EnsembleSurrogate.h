#pragma once
// The ensemble surrogate: the LLM and the features surrogate, pooled.
#include "core/surrogate/Surrogate.h"

#include <memory>
#include <unordered_map>

namespace augur {

/// Settings of EnsembleSurrogate.
struct EnsembleSurrogateOptions {
    double priorLlmWeight = 0.5; ///< w before any measurement
    double learningRate = 1.0; ///< η of the exponential weights
    double minWeight = 0.1; ///< each member keeps at least this weight
    ConfidenceKind confidence = ConfidenceKind::MaxProb;
};

/// A linear opinion pool of an LLM surrogate and a features surrogate:
/// p = w · p_llm + (1 − w) · p_features, with w set by exponential weights on each
/// member's log score over the measured candidates both had forecast:
/// w = σ(logit(w0) + η · (L_features − L_llm)), L the summed negative log-likelihood
/// (p floored at 1e-3) of the measured bin, clamped to [minWeight, 1 − minWeight]. So
/// the member that has forecast the measured candidates better takes over, and the
/// LLM's prior knowledge carries the session until the features model has data.
///
/// When one member abstains the other's forecast is used (its reasoning says so); when
/// both do, the ensemble abstains. The point estimate is the features surrogate's,
/// pulled toward the LLM's expectation in log space with weight w. Failed measurements
/// score nothing (they have no bin). Engine thread only.
class EnsembleSurrogate : public Surrogate {
public:
    EnsembleSurrogate(std::unique_ptr<Surrogate> llm, std::unique_ptr<Surrogate> features,
                      EnsembleSurrogateOptions options = {});

    std::string name() const override { return "ensemble"; }
    bool remote() const override { return llm_->remote() || features_->remote(); }
    std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) override;
    void observe(const Problem& problem, const Candidate& measured) override;
    int trainingSize() const override;

    /// The LLM's weight w now.
    double llmWeight() const;
    /// Summed negative log-likelihoods of the members so far, and how many candidates were scored.
    double llmLoss() const { return lossLlm_; }
    double featuresLoss() const { return lossFeatures_; }
    int scored() const { return scored_; }

    Surrogate& llm() { return *llm_; }
    Surrogate& features() { return *features_; }
    /// The features member scores whole spaces for the model strategy.
    SpaceScorer* spaceScorer() override { return features_->spaceScorer(); }
    std::optional<PriorFit> priorFit() override { return features_->priorFit(); }

private:
    struct Pair {
        Forecast llm, features;
    };
    std::unique_ptr<Surrogate> llm_;
    std::unique_ptr<Surrogate> features_;
    EnsembleSurrogateOptions options_;
    std::unordered_map<CandidateId, Pair> last_; ///< members' latest forecasts per candidate
    double lossLlm_ = 0.0, lossFeatures_ = 0.0;
    int scored_ = 0;
};

} // namespace augur
