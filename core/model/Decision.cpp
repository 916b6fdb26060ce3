#include "core/model/Decision.h"

#include "core/base/NamedEnum.h"

#include <array>

namespace augur {

namespace {
// The names stored in session files and reports (one table per enum).
constexpr NamedEnum<DecisionKind, 3> kDecisionKinds{
    {{{DecisionKind::Accept, "accept"}, {DecisionKind::Defer, "defer"}, {DecisionKind::Exclude, "exclude"}}}};
constexpr NamedEnum<DecisionReason, 8> kDecisionReasons{{{{DecisionReason::Threshold, "threshold"},
                                                          {DecisionReason::Incumbent, "incumbent"},
                                                          {DecisionReason::Override, "override"},
                                                          {DecisionReason::Budget, "budget"},
                                                          {DecisionReason::Baseline, "baseline"},
                                                          {DecisionReason::Reference, "reference"},
                                                          {DecisionReason::Abstain, "abstain"},
                                                          {DecisionReason::Explore, "explore"}}}};
constexpr NamedEnum<OverrideKind, 4> kOverrideKinds{{{{OverrideKind::None, "none"},
                                                      {OverrideKind::MeasureNow, "measure"},
                                                      {OverrideKind::AcceptForecast, "accept"},
                                                      {OverrideKind::Exclude, "exclude"}}}};
} // namespace

const char* decisionKindName(DecisionKind v) {
    const std::string_view n = kDecisionKinds.name(v);
    return n.empty() ? "defer" : n.data();
}

const char* decisionReasonName(DecisionReason v) {
    const std::string_view n = kDecisionReasons.name(v);
    return n.empty() ? "threshold" : n.data();
}

const char* overrideKindName(OverrideKind v) {
    const std::string_view n = kOverrideKinds.name(v);
    return n.empty() ? "none" : n.data();
}

std::optional<DecisionKind> parseDecisionKind(std::string_view name) { return kDecisionKinds.parse(name); }

std::optional<DecisionReason> parseDecisionReason(std::string_view name) { return kDecisionReasons.parse(name); }

std::optional<OverrideKind> parseOverrideKind(std::string_view name) { return kOverrideKinds.parse(name); }

} // namespace augur
