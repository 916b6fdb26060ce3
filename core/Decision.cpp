#include "core/Decision.h"

#include <array>

namespace augur {

const char* decisionKindName(DecisionKind k) {
    switch (k) {
    case DecisionKind::Accept: return "accept";
    case DecisionKind::Defer: return "defer";
    case DecisionKind::Exclude: return "exclude";
    }
    return "defer";
}

const char* decisionReasonName(DecisionReason r) {
    switch (r) {
    case DecisionReason::Threshold: return "threshold";
    case DecisionReason::Incumbent: return "incumbent";
    case DecisionReason::Override: return "override";
    case DecisionReason::Budget: return "budget";
    case DecisionReason::Baseline: return "baseline";
    case DecisionReason::Reference: return "reference";
    case DecisionReason::Abstain: return "abstain";
    case DecisionReason::Explore: return "explore";
    }
    return "threshold";
}

const char* overrideKindName(OverrideKind k) {
    switch (k) {
    case OverrideKind::None: return "none";
    case OverrideKind::MeasureNow: return "measure";
    case OverrideKind::AcceptForecast: return "accept";
    case OverrideKind::Exclude: return "exclude";
    }
    return "none";
}

std::optional<DecisionKind> parseDecisionKind(std::string_view s) {
    for (auto k : {DecisionKind::Accept, DecisionKind::Defer, DecisionKind::Exclude})
        if (s == decisionKindName(k)) return k;
    return std::nullopt;
}

std::optional<DecisionReason> parseDecisionReason(std::string_view s) {
    for (auto r : {DecisionReason::Threshold, DecisionReason::Incumbent, DecisionReason::Override,
                   DecisionReason::Budget, DecisionReason::Baseline, DecisionReason::Reference,
                   DecisionReason::Abstain, DecisionReason::Explore})
        if (s == decisionReasonName(r)) return r;
    return std::nullopt;
}

std::optional<OverrideKind> parseOverrideKind(std::string_view s) {
    for (auto k : {OverrideKind::None, OverrideKind::MeasureNow, OverrideKind::AcceptForecast,
                   OverrideKind::Exclude})
        if (s == overrideKindName(k)) return k;
    return std::nullopt;
}

} // namespace augur
