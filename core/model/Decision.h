#pragma once
#include <optional>
#include <string_view>

namespace augur {

/// What to do with a forecast candidate.
enum class DecisionKind {
    Accept, ///< trust the forecast; do not measure
    Defer, ///< measure on the backend
    Exclude ///< drop from the search (user override)
};

/// Why a decision was taken.
enum class DecisionReason {
    Threshold, ///< confidence against the deferral threshold
    Incumbent, ///< confident, but the forecast says it may beat the best measured: measure it
    Override, ///< the engineer's override
    Budget, ///< no measurement budget left: accepted on forecast
    Baseline, ///< the measure-all strategy measures everything
    Reference, ///< the reference itself is always measured
    Abstain, ///< the surrogate could not forecast (parse failure): measure
    Explore ///< model search: the initial design, or the highest expected improvement when nothing else waits
};

/// A decision with its reason. `threshold` is the deferral threshold in force.
struct Decision {
    Decision() = default;
    /// A decision the policy made without comparing values (the comparisons stay unset).
    Decision(DecisionKind k, DecisionReason r, double t) : kind(k), reason(r), threshold(t) {}

    DecisionKind kind = DecisionKind::Defer;
    DecisionReason reason = DecisionReason::Threshold;
    double threshold = 0.0;
    /// What the deferral policy compared (core/search/DeferralPolicy), so that a view can
    /// say which values decided: the forecast's confidence (against `threshold`), the best
    /// measured speedup S_best it had to beat, and P(S > S_best) under the forecast
    /// (against DeferralPolicy::kIncumbentProbability). Unset when the policy compared
    /// nothing: an override, the reference, the measure-all baseline, an abstention, a
    /// choice of the model search made without a forecast.
    std::optional<double> confidence;
    std::optional<double> bestMeasured;
    std::optional<double> probabilityAbove;
};

/// The engineer's manual decision on a candidate.
enum class OverrideKind { None, MeasureNow, AcceptForecast, Exclude };

const char* decisionKindName(DecisionKind k);
const char* decisionReasonName(DecisionReason r);
const char* overrideKindName(OverrideKind k);
std::optional<DecisionKind> parseDecisionKind(std::string_view s);
std::optional<DecisionReason> parseDecisionReason(std::string_view s);
std::optional<OverrideKind> parseOverrideKind(std::string_view s);

} // namespace augur
