#pragma once
#include "core/bins/BinScheme.h"
#include "core/bins/Confidence.h"

#include <optional>
#include <string>

namespace augur {

/// A surrogate's output for one candidate: a distribution over the gf-v2 bins plus the
/// summaries the deferral policy and the search use.
struct Forecast {
    BinProbs p{}; ///< probabilities, index 0 is bin 1; sums to 1
    double confidence = 0.0; ///< under `confidenceKind`, in [0, 1]
    ConfidenceKind confidenceKind = ConfidenceKind::MaxProb;
    int predictedBin = 0; ///< argmax bin, 1..8 (0 for a parse failure)
    double expectedSpeedup = 0.0; ///< Σ p_k m_k (BinScheme::midpoint)
    std::string reasoning; ///< the surrogate's explanation, plain text
    std::string surrogate; ///< which surrogate produced it ("features", "llm", ...)
    bool parseFailure = false; ///< an unusable reply: counts as an abstention in metrics
    /// A no-information prior: the surrogate had nothing to predict from yet (too few
    /// measurements, no features for the candidate), so the distribution is a wide default,
    /// not a prediction; views show it as a prior (no predicted bin) and the calibration
    /// diagram leaves it out with a count. The deferral policy still reads it as it is
    /// (low confidence: deferred).
    bool prior = false;
    int trainingSize = 0; ///< measured candidates the surrogate had learned from
    /// The surrogate's own point estimate of S, finer than the bins, when it has one
    /// (features: a gradient-boosted regression on log2 S). The bins saturate at 4x, so
    /// the search ranks candidates inside the top bin by this.
    std::optional<double> pointSpeedup;
    /// Spread (standard deviation, log2 units) of that point estimate across the
    /// surrogate's bootstrap ensemble: its epistemic uncertainty, when it has one.
    std::optional<double> pointSpread;

    /// A normal predictive distribution of log2 S (mean, sigma) summarising this forecast.
    struct Log2Predictive {
        double mean = 0.0; ///< log2 of the point estimate, else of the expected speedup
        double sigma = 0.0; ///< √(σ_bins² + σ_ensemble²), floored at `floor`
    };
    /// The forecast as a normal over log2 S: mean = estimatedLog2Speedup(); sigma combines
    /// the bin distribution's own spread (variance of log2 of the bin midpoints under p) and
    /// the ensemble spread (pointSpread), at least `floor` (half a bin = 0.25 by default).
    /// Used by the deferral policy's probability of improvement and by the acquisition
    /// (core/bins/Acquisition.h), so both read a forecast the same way.
    Log2Predictive log2Predictive(double floor = 0.25) const;

    /// Builds a forecast from probabilities: renormalises p (must be non-negative with a
    /// positive sum, else throws std::invalid_argument) and fills the summaries.
    static Forecast fromProbabilities(const BinProbs& p, ConfidenceKind kind = ConfidenceKind::MaxProb);

    /// A parse failure (no usable distribution), keeping the reason as reasoning.
    static Forecast failure(std::string reason);

    /// log2 of the expected speedup: Σ p_k m_k.
    double expectedLog2Speedup() const;
    /// The search's estimate of log2 S for an unmeasured candidate: log2 of the point
    /// estimate when the surrogate gives one, else of the expected speedup.
    double estimatedLog2Speedup() const;
};

} // namespace augur
