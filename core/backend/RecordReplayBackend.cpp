#include "core/backend/RecordReplayBackend.h"

#include "core/backend/ReplayPace.h"
#include "core/base/CoreMessage.h"

namespace augur {

RecordReplayBackend::RecordReplayBackend(EvaluationProblem task, double delayMs)
    : task_(std::move(task)), delayMs_(delayMs) {
    for (std::size_t i = 0; i < task_.candidates.size(); ++i) {
        const Candidate& c = task_.candidates[i];
        byKey_.emplace(recordKey(task_.problem, c), i);
        const std::optional<double> s = c.measuredSpeedup();
        if (s && (!best_ || *s > *task_.candidates[*best_].measuredSpeedup())) best_ = i;
    }
}

std::string RecordReplayBackend::recordKey(const Problem& problem, const Candidate& candidate) {
    // The unit separator cannot appear in a configuration key.
    return (candidate.configuration.empty() ? std::string() : problem.space.key(candidate.configuration)) + '\x1f' +
        candidate.source;
}

Measurement RecordReplayBackend::measure(const Problem& problem, const Candidate& candidate) {
    replayPause(delayMs_, interrupted_);
    if (candidate.origin == Origin::Reference) {
        Measurement m;
        m.backend = "replay";
        m.speedup = m.speedupLow = m.speedupHigh = 1.0;
        m.samples = 1;
        // The reference's time where the records give it (KernelBench's runtimes).
        for (const Candidate& c : task_.candidates)
            if (c.measurement && c.measurement->referenceMs > 0) {
                m.referenceMs = m.candidateMs = c.measurement->referenceMs;
                break;
            }
        return m;
    }
    auto it = byKey_.find(recordKey(problem, candidate));
    if (it == byKey_.end()) {
        Measurement m;
        m.backend = "replay";
        m.status = MeasurementStatus::Invalid;
        m.failureReason = coreText(MessageId::FailureNotInSpace);
        return m;
    }
    Measurement m = *task_.candidates[it->second].measurement;
    m.backend = "replay";
    return m;
}

bool RecordReplayBackend::inSpace(const Configuration& c) const {
    if (c.empty()) return false;
    for (const Candidate& r : task_.candidates)
        if (r.configuration == c) return true;
    return false;
}

std::vector<Configuration> RecordReplayBackend::listedConfigurations() const {
    std::vector<Configuration> out;
    for (const Candidate& r : task_.candidates)
        if (!r.configuration.empty()) out.push_back(r.configuration);
    return out;
}

std::optional<double> RecordReplayBackend::bestPossibleSpeedup() const {
    if (!best_) return std::nullopt;
    return task_.candidates[*best_].measuredSpeedup();
}

std::optional<std::string> RecordReplayBackend::bestPossibleKey() const {
    if (!best_) return std::nullopt;
    return task_.labels.at(*best_);
}

std::optional<long long> RecordReplayBackend::spaceSize() const {
    return static_cast<long long>(task_.candidates.size());
}

} // namespace augur
