#include "ui/base/DecisionText.h"

#include "core/search/DeferralPolicy.h"
#include "ui/base/DisplayNames.h"

#include <cmath>

namespace augur::ui {

namespace {
QString speedup(double s) { return QString::number(s, 'f', 3) + QStringLiteral("×"); }

/// `v` with 2 decimals, or as many more (up to 6) as it takes to write it exactly.
QString exact(double v) {
    int decimals = 2;
    while (decimals < 6 && std::abs(QString::number(v, 'f', decimals).toDouble() - v) > 1e-12) ++decimals;
    return QString::number(v, 'f', decimals);
}
} // namespace

QString DecisionText::policyComparison(const Decision& d, const Forecast* f) {
    const double confidence = d.confidence ? *d.confidence : (f ? f->confidence : 0.0);
    const auto [c, t] = distinct(confidence, d.threshold);
    if (confidence < d.threshold) return tr("confidence %1 < threshold %2").arg(c, t);
    if (!d.probabilityAbove || !d.bestMeasured) return tr("confidence %1 ≥ threshold %2").arg(c, t);
    const double limit = DeferralPolicy::kIncumbentProbability;
    const auto [p, l] = distinct(*d.probabilityAbove, limit);
    // DeferralPolicy::probabilityAbove reads the point estimate when the forecast has one.
    const QString from = f && f->pointSpeedup && *f->pointSpeedup > 0.0
        ? tr("from the point estimate %1").arg(speedup(*f->pointSpeedup))
        : tr("from the bin probabilities");
    return (*d.probabilityAbove >= limit ? tr("confidence %1 ≥ threshold %2, but P(S > %3, the best measured then) = "
                                              "%4 ≥ %5, %6")
                                         : tr("confidence %1 ≥ threshold %2, and P(S > %3, the best measured then) = "
                                              "%4 < %5, %6"))
        .arg(c, t, speedup(*d.bestMeasured), p, l, from);
}

std::pair<QString, QString> DecisionText::distinct(double value, double against) {
    int decimals = 2;
    while (decimals < 6 && value != against &&
           QString::number(value, 'f', decimals) == QString::number(against, 'f', decimals))
        ++decimals;
    return {QString::number(value, 'f', decimals), QString::number(against, 'f', decimals)};
}

QString DecisionText::rule(double threshold, double bestMeasured) {
    const QString t = exact(threshold);
    const QString limit = exact(DeferralPolicy::kIncumbentProbability);
    auto why = [](DecisionReason r, DecisionKind k = DecisionKind::Defer) {
        Decision d;
        d.kind = k;
        d.reason = r;
        return DisplayNames::reasonInContext(d);
    };
    QStringList lines;
    lines << tr("Each forecast candidate, in this order:");
    lines << tr("1. The surrogate abstained: measured (%1).").arg(why(DecisionReason::Abstain));
    lines << tr("2. Confidence below %1: measured (%2).").arg(t, why(DecisionReason::Threshold));
    lines << tr("3. Confidence at or above %1, but P(S > %2, the best measured) ≥ %3: measured (%4).")
                 .arg(t, speedup(bestMeasured), limit, why(DecisionReason::Incumbent));
    lines << tr("4. Otherwise: accepted on forecast (%1).").arg(why(DecisionReason::Threshold, DecisionKind::Accept));
    lines << tr("With the budget used up, what would be measured is accepted (%1).")
                 .arg(why(DecisionReason::Budget, DecisionKind::Accept));
    lines << tr("Always measured: the reference (%1), the model search's own picks (%2), measure-all sessions "
                "(%3), \"Measure now\" (%4). \"Accept forecast\" and \"Exclude\" are obeyed too.")
                 .arg(why(DecisionReason::Reference), why(DecisionReason::Explore), why(DecisionReason::Baseline),
                      why(DecisionReason::Override));
    return lines.join(QLatin1Char('\n'));
}

QString DecisionText::comparison(const Candidate& c) {
    if (!c.decision) return tr("undecided: not forecast yet");
    const Decision& d = *c.decision;
    const Forecast* f = c.forecast && !c.forecast->parseFailure ? &*c.forecast : nullptr;
    switch (d.reason) {
    case DecisionReason::Threshold:
        return d.kind == DecisionKind::Accept ? tr("%1: accepted on forecast.").arg(policyComparison(d, f))
                                              : tr("%1: measured.").arg(policyComparison(d, f));
    case DecisionReason::Incumbent: return tr("%1: measured, it may beat the best.").arg(policyComparison(d, f));
    case DecisionReason::Budget:
        if (!d.confidence) return tr("No measurement budget was left: accepted on forecast.");
        // Deferred by the rule, or chosen by the search while the rule would have accepted it.
        return (*d.confidence < d.threshold ||
                        (d.probabilityAbove && *d.probabilityAbove >= DeferralPolicy::kIncumbentProbability)
                    ? tr("No measurement budget was left: accepted on forecast, where the rule said measure (%1).")
                    : tr("No measurement budget was left: accepted on forecast (%1)."))
            .arg(policyComparison(d, f));
    case DecisionReason::Explore:
        if (!d.confidence)
            return tr("Chosen by the model search (its initial design, or what it expects to learn most from): "
                      "measured whatever the forecast says.");
        return tr("Chosen by the model search to be measured; when it was chosen, the rule alone would have accepted "
                  "it (%1).")
            .arg(policyComparison(d, f));
    case DecisionReason::Override:
        if (d.kind == DecisionKind::Accept)
            return tr("The engineer accepted the forecast (override): the rule was not applied.");
        if (d.kind == DecisionKind::Exclude) return tr("The engineer excluded it (override).");
        return tr("The engineer asked to measure it now (override): queued first for measurement.");
    case DecisionReason::Reference: return tr("The reference is always measured, first.");
    case DecisionReason::Baseline:
        return tr("No forecast to judge (the measure-all baseline measures every candidate): measured.");
    case DecisionReason::Abstain: return tr("The surrogate gave no usable forecast (an abstention): measured.");
    }
    return DisplayNames::decisionWithReason(d);
}

} // namespace augur::ui
