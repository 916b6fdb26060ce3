#include "core/engine/TreeStrategyStep.h"

#include <algorithm>
#include <limits>

namespace augur {

int TreeStrategyStep::measurementsPerStep() const {
    const auto& cfg = session_.config();
    return cfg.measurementsPerStep > 0 ? cfg.measurementsPerStep : std::numeric_limits<int>::max();
}

std::optional<CoreMessage> TreeStrategyStep::step() {
    const SessionConfig& cfg = session_.config();
    const bool baseline = !cfg.forecasts();
    if (!queue_.empty() && (baseline || measuredThisStep_ < measurementsPerStep())) {
        measuredThisStep_ += measurer_.measureNext();
        return std::nullopt;
    }
    if (static_cast<int>(session_.size()) >= cfg.maxCandidates) {
        if (queue_.empty()) return CoreMessage(MessageId::StopCandidateBudget, {std::to_string(cfg.maxCandidates)});
        measurer_.measureNext();
        return std::nullopt;
    }
    decisions_.refreshIfStale();
    std::vector<CandidateId> parents = expandRequests_.take(session_);
    if (parents.empty()) parents = search_.selectBatch(session_, std::max(1, cfg.batchSize), rng_);
    if (parents.empty()) {
        if (queue_.empty()) return CoreMessage(MessageId::StopNoNodeToExpand);
        measurer_.measureNext();
        return std::nullopt;
    }
    measuredThisStep_ = 0;
    expansion_.expand(parents);
    journal_.commit();
    return std::nullopt;
}

} // namespace augur
