#include "core/search/DeferralPolicy.h"

#include "core/bins/Acquisition.h"
#include "core/bins/BinScheme.h"

#include <algorithm>
#include <cmath>

namespace augur {

double DeferralPolicy::probabilityAbove(const Forecast& f, double s) {
    if (f.parseFailure || !(s > 0.0)) return 0.0;
    const double ls = std::log2(s);
    if (f.pointSpeedup && *f.pointSpeedup > 0.0) {
        // A normal over log2 S centred on the point estimate, with the bin distribution's
        // spread and the ensemble's (Forecast::log2Predictive, floored at half a bin):
        // probability of improvement (Kushner, 1964) that, unlike the bins, keeps ranking
        // candidates above 4x. The acquisition reads forecasts the same way.
        return probabilityOfImprovement(f, ls);
    }
    double p = 0.0;
    for (int k = 1; k <= kBinCount; ++k) {
        // Bin k spans log2 S in [(k-4)/2, (k-3)/2); the open bins get the same width.
        const double lo = (k - 4) / 2.0;
        const double hi = (k - 3) / 2.0;
        const double frac = std::clamp((hi - ls) / (hi - lo), 0.0, 1.0);
        p += f.p[k - 1] * frac;
    }
    return p;
}

Decision DeferralPolicy::decide(const Forecast& f, double bestMeasured, bool budgetLeft) const {
    Decision d;
    d.threshold = threshold_;
    if (!f.parseFailure) {
        // Kept with the decision, so views say which values decided it.
        d.confidence = f.confidence;
        d.bestMeasured = bestMeasured;
        d.probabilityAbove = probabilityAbove(f, bestMeasured);
    }
    if (f.parseFailure) {
        d.kind = DecisionKind::Defer;
        d.reason = DecisionReason::Abstain;
    } else if (f.confidence < threshold_) {
        d.kind = DecisionKind::Defer;
        d.reason = DecisionReason::Threshold;
    } else if (*d.probabilityAbove >= incumbentProbability_) {
        d.kind = DecisionKind::Defer;
        d.reason = DecisionReason::Incumbent;
    } else {
        d.kind = DecisionKind::Accept;
        d.reason = DecisionReason::Threshold;
    }
    if (d.kind == DecisionKind::Defer && !budgetLeft) {
        d.kind = DecisionKind::Accept;
        d.reason = DecisionReason::Budget;
    }
    return d;
}

} // namespace augur
