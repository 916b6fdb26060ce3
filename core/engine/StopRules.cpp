#include "core/engine/StopRules.h"

#include "core/engine/FixedText.h"

#include <algorithm>

namespace augur {

std::optional<std::string> StopRules::requested(bool commanded, const std::string& backendGone) const {
    if (commanded || stopFlag_.load()) return "stopped on request";
    if (!backendGone.empty()) return backendGone;
    return std::nullopt;
}

std::optional<std::string> StopRules::addedMeasured(const std::set<CandidateId>& stopAfter) const {
    if (stopAfter.empty()) return std::nullopt;
    const bool done = std::all_of(stopAfter.begin(), stopAfter.end(), [&](CandidateId id) {
        const auto st = session_.at(id).state;
        return st == CandidateState::Measured || st == CandidateState::Failed;
    });
    if (!done) return std::nullopt;
    return "the added candidate" + std::string(stopAfter.size() > 1 ? "s are" : " is") + " measured";
}

std::optional<std::string> StopRules::wallTimeUsed() const {
    const double limit = session_.config().maxWallSeconds;
    if (limit > 0 && clock_.elapsed() >= limit) return "wall-time budget used (" + fixedText(limit, 1) + " s)";
    return std::nullopt;
}

std::optional<std::string> StopRules::externalCap() const {
    if (externalCheck_)
        if (std::string why = externalCheck_(); !why.empty()) return why;
    return std::nullopt;
}

std::string StopRules::capAfterError() const noexcept {
    try {
        if (externalCheck_) return externalCheck_();
    } catch (...) {} // the check failed too: the original error is reported
    return {};
}

std::optional<std::string> StopRules::measurementBudgetUsed() const {
    if (budget_.left()) return std::nullopt;
    return "measurement budget used (" + std::to_string(session_.config().maxMeasurements) + ")";
}

} // namespace augur
