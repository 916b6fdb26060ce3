#pragma once
// Text table and JSON of an evaluation (augur-cli eval --format table|json).
#include "core/evaluation/SurrogateEvaluation.h"

#include <nlohmann/json.hpp>

#include <string>

namespace augur {

/// Formats an EvaluationResult.
class EvaluationReport {
public:
    /// JSON: dataset, format, split, folds, seed, counts; per surrogate its overall
    /// metrics, per-problem metrics, reliability bins and the risk–coverage curve (thinned
    /// to at most 201 points, evenly in coverage; the first point's threshold, +inf, is
    /// null); and "calibration" with ECE before (features-uncalibrated) and after
    /// (features) when both were evaluated. Metric keys: brier, crps, nll,
    /// exact_accuracy, within_one_accuracy, spearman, ece, aurc, recovered_at_1 ...
    /// recovered_at_50, count, abstentions.
    static nlohmann::json toJson(const EvaluationResult& r);

    /// Plain-text table: a header, one row per surrogate (overall), then, when there are
    /// several problems, one block per surrogate with a row per problem.
    static std::string toTable(const EvaluationResult& r);

    /// JSON of one MetricSummary (the keys above).
    static nlohmann::json metricsJson(const MetricSummary& m);

    /// The curve thinned to at most `maxPoints` points (first and last kept).
    static std::vector<RiskCoveragePoint> thinCurve(const std::vector<RiskCoveragePoint>& curve, std::size_t maxPoints);
};

} // namespace augur
