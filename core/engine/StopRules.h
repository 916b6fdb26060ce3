#pragma once
#include "core/base/CoreMessage.h"
#include "core/engine/MeasurementBudget.h"
#include "core/engine/RunClock.h"
#include "core/model/Session.h"

#include <atomic>
#include <functional>
#include <optional>
#include <set>
#include <string>

namespace augur {

/// When a run ends, and the words it ends with ("measurement budget used (100)", ...). Each
/// rule answers the reason to stop, or nothing while the run may go on; the run loop asks
/// them in its order. (A search step ends the run itself when its space or the candidate
/// budget is used up.) Holds the lock-free stop flag a signal handler may set.
class StopRules {
public:
    StopRules(const Session& session, const RunClock& clock, const MeasurementBudget& budget)
        : session_(session), clock_(clock), budget_(budget) {}

    /// A condition outside the engine that ends the run (a cap on LLM requests or tokens):
    /// returns why, or "" while the run may go on.
    void setExternalCheck(std::function<std::string()> check) { externalCheck_ = std::move(check); }
    /// Async-signal-safe stop request (a lock-free flag).
    void requestStop() { stopFlag_.store(true); }

    /// A stop asked for (`commanded`, or requestStop()), or a backend that cannot measure
    /// any more (`backendGone`, its reason).
    std::optional<CoreMessage> requested(bool commanded, const CoreMessage& backendGone) const;
    /// Every candidate added to be the run's last (`stopAfter`) is measured (or failed).
    std::optional<CoreMessage> addedMeasured(const std::set<CandidateId>& stopAfter) const;
    std::optional<CoreMessage> wallTimeUsed() const;
    /// The external condition (setExternalCheck) holds.
    std::optional<CoreMessage> externalCap() const;
    /// True the first time it is asked: the external cap's notice is said once.
    bool firstCapNotice() { return !std::exchange(capSaid_, true); }
    /// The external cap's reason after an error stopped a step ("" when none, or when the
    /// check fails too): a cap reached in the middle of a step ends the run as the cap.
    std::string capAfterError() const noexcept;
    std::optional<CoreMessage> measurementBudgetUsed() const;

private:
    const Session& session_;
    const RunClock& clock_;
    const MeasurementBudget& budget_;
    std::function<std::string()> externalCheck_;
    std::atomic<bool> stopFlag_{false};
    bool capSaid_ = false;
};

} // namespace augur
