#pragma once
#include "core/model/SessionConfig.h"

namespace augur {

/// The GPU measurements a session has taken against its budget (SessionConfig::
/// maxMeasurements, which a BudgetRequest may change while the session runs). The
/// reference and rejected LLM replies cost nothing (Candidate::spentMeasurement).
class MeasurementBudget {
public:
    explicit MeasurementBudget(const SessionConfig& config) : config_(config) {}

    /// Measurements taken, reference excluded.
    int used() const { return used_; }
    /// Whether another measurement may be taken.
    bool left() const { return used_ < config_.maxMeasurements; }
    /// Measurements the budget still allows (0 or negative when it is used).
    int room() const { return config_.maxMeasurements - used_; }
    /// Counts one more measurement; returns its 1-based order in the session.
    int spend() { return ++used_; }

private:
    const SessionConfig& config_;
    int used_ = 0;
};

} // namespace augur
