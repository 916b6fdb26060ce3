#include "core/ReplayBackend.h"

#include <algorithm>
#include <chrono>
#include <thread>

namespace augur {

ReplayBackend::ReplayBackend(T4Dataset dataset, double delayMs) : dataset_(std::move(dataset)), delayMs_(delayMs) {
    const auto& space = dataset_.problem.space;
    referenceMs_ = dataset_.records.at(dataset_.referenceIndex).medianMs;
    best_ = dataset_.referenceIndex;
    for (std::size_t i = 0; i < dataset_.records.size(); ++i) {
        const auto& r = dataset_.records[i];
        byKey_.emplace(space.key(r.configuration), i); // first record wins on duplicates
        if (r.status == MeasurementStatus::Ok && r.medianMs < dataset_.records[best_].medianMs) best_ = i;
    }
}

Measurement ReplayBackend::measure(const Problem& problem, const Candidate& candidate) {
    if (delayMs_ > 0.0) std::this_thread::sleep_for(std::chrono::duration<double, std::milli>(delayMs_));
    Measurement m;
    m.backend = "replay";
    m.referenceMs = referenceMs_;
    auto it = byKey_.find(problem.space.key(candidate.configuration));
    if (it == byKey_.end()) {
        m.status = MeasurementStatus::Invalid;
        m.failureReason = "configuration not in the recorded search space";
        return m;
    }
    const T4Record& r = dataset_.records[it->second];
    m.status = r.status;
    m.failureReason = r.failureReason;
    if (!m.ok()) return m;
    m.candidateMs = r.medianMs;
    m.candidateIqrMs = r.iqrMs;
    m.samples = r.samples;
    m.speedup = referenceMs_ / r.medianMs;
    // The recorded samples carry no pairing with the reference, so the interval is the
    // speedup's range over the two IQRs.
    const auto& ref = dataset_.records[dataset_.referenceIndex];
    m.speedupLow = (referenceMs_ - 0.5 * ref.iqrMs) / (r.medianMs + 0.5 * r.iqrMs);
    m.speedupHigh = (referenceMs_ + 0.5 * ref.iqrMs) / std::max(1e-12, r.medianMs - 0.5 * r.iqrMs);
    return m;
}

bool ReplayBackend::inSpace(const Configuration& c) const {
    return byKey_.count(dataset_.problem.space.key(c)) != 0;
}

std::optional<double> ReplayBackend::bestPossibleSpeedup() const {
    return referenceMs_ / dataset_.records[best_].medianMs;
}

std::optional<std::string> ReplayBackend::bestPossibleKey() const {
    return dataset_.problem.space.key(dataset_.records[best_].configuration);
}

std::optional<long long> ReplayBackend::spaceSize() const {
    return static_cast<long long>(dataset_.records.size());
}

} // namespace augur
