#pragma once
#include "core/model/Decision.h"
#include "core/bins/Forecast.h"

namespace augur {

/// Decides ACCEPT (trust the forecast) or DEFER (measure) for a forecast candidate
/// (GPU Forecasters, 2026: selective prediction with a confidence threshold).
///
/// Rules, in order: an abstention (parse failure) is deferred; a confidence below the
/// threshold is deferred; a confident forecast that gives at least `incumbentProbability`
/// to beating the best measured speedup is deferred too ("incumbent"), because Augur never
/// reports a best it has not measured; anything else is accepted. With no measurement
/// budget left, what would be deferred is accepted with reason Budget.
class DeferralPolicy {
public:
    /// P(S > S_best) from which a confident forecast is still measured ("incumbent").
    static constexpr double kIncumbentProbability = 0.25;

    explicit DeferralPolicy(double threshold = 0.5, double incumbentProbability = kIncumbentProbability)
        : threshold_(threshold), incumbentProbability_(incumbentProbability) {}

    double threshold() const { return threshold_; }
    void setThreshold(double t) { threshold_ = t; }
    double incumbentProbability() const { return incumbentProbability_; }

    /// `bestMeasured` is the session's best measured speedup (S > 0). The decision carries
    /// what was compared (Decision::confidence, bestMeasured, probabilityAbove).
    Decision decide(const Forecast& f, double bestMeasured, bool budgetLeft) const;

    /// P(S > s) under the forecast. With a point estimate (Forecast::pointSpeedup): a
    /// log-normal centred on it (Forecast::log2Predictive: the bin distribution's and the
    /// ensemble's spread of log2 S, at least 0.25). Without: each bin's mass spread log-uniformly over the
    /// bin (bin 1 over [2^-1.5, 0.5), bin 8 over [4, 2^2.5), matching BinScheme::midpoint).
    static double probabilityAbove(const Forecast& f, double s);

private:
    double threshold_;
    double incumbentProbability_;
};

} // namespace augur
