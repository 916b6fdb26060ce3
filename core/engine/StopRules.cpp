#include "core/engine/StopRules.h"

#include "core/engine/FixedText.h"

#include <algorithm>

namespace augur {

std::optional<CoreMessage> StopRules::requested(bool commanded, const CoreMessage& backendGone) const {
    if (commanded || stopFlag_.load()) return CoreMessage(MessageId::StopRequested);
    if (backendGone.id != MessageId::Text || !backendGone.text.empty()) return backendGone;
    return std::nullopt;
}

std::optional<CoreMessage> StopRules::addedMeasured(const std::set<CandidateId>& stopAfter) const {
    if (stopAfter.empty()) return std::nullopt;
    const bool done = std::all_of(stopAfter.begin(), stopAfter.end(), [&](CandidateId id) {
        const auto st = session_.at(id).state;
        return st == CandidateState::Measured || st == CandidateState::Failed;
    });
    if (!done) return std::nullopt;
    return CoreMessage(stopAfter.size() > 1 ? MessageId::StopAddedMeasuredMany : MessageId::StopAddedMeasured);
}

std::optional<CoreMessage> StopRules::wallTimeUsed() const {
    const double limit = session_.config().maxWallSeconds;
    if (limit > 0 && clock_.elapsed() >= limit) return CoreMessage(MessageId::StopWallTime, {fixedText(limit, 1)});
    return std::nullopt;
}

std::optional<CoreMessage> StopRules::externalCap() const {
    if (externalCheck_)
        if (std::string why = externalCheck_(); !why.empty()) return CoreMessage(std::move(why));
    return std::nullopt;
}

std::string StopRules::capAfterError() const noexcept {
    try {
        if (externalCheck_) return externalCheck_();
    } catch (...) {} // the check failed too: the original error is reported
    return {};
}

std::optional<CoreMessage> StopRules::measurementBudgetUsed() const {
    if (budget_.left()) return std::nullopt;
    return CoreMessage(MessageId::StopMeasurementBudget, {std::to_string(session_.config().maxMeasurements)});
}

} // namespace augur
