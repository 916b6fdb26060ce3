#pragma once
// Forecast metrics of docs/design.md "Metrics": one implementation used by the UI, the CLI and
// the tests. Bins are 1..8 (gf-v2); probabilities index 0 is bin 1.
#include "core/bins/BinScheme.h"
#include "core/bins/Confidence.h"

#include <vector>

namespace augur {

/// One forecast scored against its measured outcome.
struct ScoredForecast {
    BinProbs p{}; ///< forecast distribution (ignored when parseFailure)
    bool parseFailure = false; ///< an abstention: never covered, excluded from proper scores
    int trueBin = 0; ///< measured bin 1..8
    double measuredSpeedup = 0.0; ///< measured S (raw)
};

/// Brier = 0.5 · Σ_k (p_k − 1[k = true])², in [0, 1].
double brierScore(const BinProbs& p, int trueBin);
/// CRPS over ordinal bins (ranked probability score) = Σ_{k=1..7} (F_k − F*_k)² / 7.
double crpsScore(const BinProbs& p, int trueBin);
/// Negative log-likelihood −ln max(p_true, 1e-12).
double nllScore(const BinProbs& p, int trueBin);
/// Spearman rank correlation with average ranks for ties; 0 when n < 2 or a side is constant.
double spearmanRho(const std::vector<double>& x, const std::vector<double>& y);

/// One point of the risk–coverage curve: accept forecasts with confidence ≥ threshold.
/// coverage = accepted / all (abstentions count in "all"); risk = exact-bin error rate
/// among accepted (0 when none accepted).
struct RiskCoveragePoint {
    double threshold = 0.0;
    double coverage = 0.0;
    double risk = 0.0;
    int accepted = 0;
};

/// Risk–coverage curve, one point per distinct confidence value (descending threshold),
/// starting at coverage 0. Selective prediction (Geifman & El-Yaniv, 2017).
std::vector<RiskCoveragePoint> riskCoverageCurve(const std::vector<ScoredForecast>& f,
                                                 ConfidenceKind kind = ConfidenceKind::MaxProb);
/// Area under the risk–coverage curve by the trapezoid rule over coverage.
double aurc(const std::vector<RiskCoveragePoint>& curve);

/// One bin of a reliability diagram over MaxProb confidence.
struct ReliabilityBin {
    double lower = 0.0, upper = 0.0; ///< confidence interval of the bin
    int count = 0;
    double meanConfidence = 0.0;
    double accuracy = 0.0; ///< exact-bin accuracy of the argmax
};

/// Reliability diagram with `bins` equal-width confidence bins (abstentions excluded).
std::vector<ReliabilityBin> reliabilityDiagram(const std::vector<ScoredForecast>& f, int bins = 10);
/// Expected calibration error = Σ_b (n_b/N) |acc_b − conf_b| (Guo et al., 2017).
double expectedCalibrationError(const std::vector<ScoredForecast>& f, int bins = 10);

/// Speedup recovered @ top-k%: rank candidates by expected speedup (descending), take the
/// first max(1, ceil(k/100 · n)), and divide the best measured S among them by the best
/// measured S overall (GPU Forecasters, 2026). Inputs are parallel arrays; failures should
/// be passed with measured S = 0. Returns 0 when nothing succeeded.
double speedupRecoveredAtTopK(const std::vector<double>& expected, const std::vector<double>& measured,
                              double kPercent);

/// All metrics over a set of scored forecasts.
struct MetricSummary {
    int count = 0; ///< all forecasts
    int abstentions = 0; ///< parse failures
    double brier = 0.0; ///< mean over non-abstentions
    double crps = 0.0;
    double nll = 0.0;
    double exactAccuracy = 0.0;
    double withinOneAccuracy = 0.0;
    double spearman = 0.0; ///< expected speedup vs measured S
    double ece = 0.0;
    double aurc = 0.0;
    double recovered[5] = {0, 0, 0, 0, 0}; ///< @ 1, 5, 10, 25, 50 %
};

/// Computes every metric; abstentions count only in coverage-based metrics.
MetricSummary summariseForecasts(const std::vector<ScoredForecast>& f, ConfidenceKind kind = ConfidenceKind::MaxProb);

/// The k values of MetricSummary::recovered, in percent.
inline constexpr double kRecoveredAtPercent[5] = {1, 5, 10, 25, 50};

} // namespace augur
