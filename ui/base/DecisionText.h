#pragma once
#include "core/model/Candidate.h"

#include <QCoreApplication>
#include <QString>

#include <utility>

namespace augur::ui {

/// Texts that say how the engine accepts or defers candidates, in the words the table and
/// the Forecast dock use (DisplayNames::reasonInContext): the whole rule for the Deferral
/// dock's caption, and for one candidate the values that decided it. The rule is core's
/// (core/search/DeferralPolicy, core/engine DeferralDecisions, MeasurementQueue,
/// ModelStrategyStep, CommandHandler); these only say it.
class DecisionText {
    Q_DECLARE_TR_FUNCTIONS(DecisionText)
public:
    /// The rule in the order the engine applies it, at threshold `threshold` with
    /// `bestMeasured` the best measured speedup (1 for the reference before any other),
    /// naming every reason a candidate can be deferred or accepted for. Several lines.
    static QString rule(double threshold, double bestMeasured);
    /// The values that decided `c` and the verdict they gave: "confidence 0.57 ≥ threshold
    /// 0.50, but P(S > 2.101×, the best measured) = 0.31 ≥ 0.25, from the point estimate
    /// 1.630×: measured, it may beat the best." Overrides, the reference, explorations and
    /// the baseline say who decided instead. "undecided" when there is no decision yet.
    static QString comparison(const Candidate& c);
    /// `value` and `against` as text with as many decimals (2 to 6) as it takes for them to
    /// read differently when they differ, so "0.50 < 0.50" is never shown.
    static std::pair<QString, QString> distinct(double value, double against);

private:
    /// What the policy compared for `d` (DeferralPolicy::decide), without a verdict; `f` is
    /// the candidate's forecast, null without a usable one.
    static QString policyComparison(const Decision& d, const Forecast* f);
};

} // namespace augur::ui
