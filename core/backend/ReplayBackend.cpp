#include "core/backend/ReplayBackend.h"
#include "core/backend/ReplayPace.h"
#include "core/base/CoreMessage.h"

#include <algorithm>

namespace augur {

ReplayBackend::ReplayBackend(TuningDataset dataset, double delayMs) : dataset_(std::move(dataset)), delayMs_(delayMs) {
    const auto& space = dataset_.problem.space;
    referenceMs_ = dataset_.externalReferenceMs ? *dataset_.externalReferenceMs
                                                : dataset_.records.at(dataset_.referenceIndex).medianMs;
    best_ = dataset_.referenceIndex;
    if (dataset_.externalReferenceMs)
        for (std::size_t i = 0; i < dataset_.records.size(); ++i)
            if (dataset_.records[i].status == MeasurementStatus::Ok) {
                best_ = i;
                break;
            }
    for (std::size_t i = 0; i < dataset_.records.size(); ++i) {
        const auto& r = dataset_.records[i];
        byKey_.emplace(space.key(r.configuration), i); // first record wins on duplicates
        if (r.status == MeasurementStatus::Ok && speedupOf(r) > speedupOf(dataset_.records[best_])) best_ = i;
    }
}

Measurement ReplayBackend::measure(const Problem& problem, const Candidate& candidate) {
    replayPause(delayMs_, interrupted_);
    Measurement m;
    m.backend = "replay";
    m.referenceMs = referenceMs_;
    if (candidate.configuration.empty() && dataset_.externalReferenceMs) {
        // The root of a replayed Augur dataset: the plain reference kernel itself.
        m.candidateMs = referenceMs_;
        m.speedup = m.speedupLow = m.speedupHigh = 1.0;
        m.samples = 1;
        return m;
    }
    auto it = byKey_.find(problem.space.key(candidate.configuration));
    if (it == byKey_.end()) {
        m.status = MeasurementStatus::Invalid;
        m.failureReason = coreText(MessageId::FailureNotInSpace);
        return m;
    }
    const TuningRecord& r = dataset_.records[it->second];
    m.status = r.status;
    m.failureReason = r.failureReason;
    if (!m.ok()) return m;
    m.candidateMs = r.medianMs;
    m.candidateIqrMs = r.iqrMs;
    m.samples = r.samples;
    m.report = r.report;
    if (r.recordedSpeedup) {
        // Measured paired with the reference in the same job: more faithful than the
        // ratio of two medians taken at different times.
        m.speedup = *r.recordedSpeedup;
        m.speedupLow = r.recordedSpeedupLow;
        m.speedupHigh = r.recordedSpeedupHigh;
        if (r.recordedReferenceMs > 0) m.referenceMs = r.recordedReferenceMs;
        return m;
    }
    m.speedup = referenceMs_ / r.medianMs;
    // The recorded samples carry no pairing with the reference, so the interval is the
    // speedup's range over the two IQRs.
    const auto& ref = dataset_.records[dataset_.referenceIndex];
    // Clamped so the interval always holds S and stays positive and finite, however wide
    // the recorded spread (an IQR larger than the median).
    m.speedupLow =
        std::clamp((referenceMs_ - 0.5 * ref.iqrMs) / (r.medianMs + 0.5 * r.iqrMs), m.speedup * 1e-3, m.speedup);
    m.speedupHigh = std::clamp((referenceMs_ + 0.5 * ref.iqrMs) / std::max(1e-12, r.medianMs - 0.5 * r.iqrMs),
                               m.speedup, m.speedup * 1e3);
    return m;
}

bool ReplayBackend::inSpace(const Configuration& c) const {
    return !c.empty() && byKey_.count(dataset_.problem.space.key(c)) != 0;
}

double ReplayBackend::speedupOf(const TuningRecord& r) const {
    return r.recordedSpeedup ? *r.recordedSpeedup : referenceMs_ / r.medianMs;
}

std::optional<double> ReplayBackend::bestPossibleSpeedup() const { return speedupOf(dataset_.records[best_]); }

std::optional<std::string> ReplayBackend::bestPossibleKey() const {
    return dataset_.problem.space.key(dataset_.records[best_].configuration);
}

std::vector<Configuration> ReplayBackend::listedConfigurations() const {
    std::vector<Configuration> out;
    out.reserve(dataset_.records.size());
    for (const auto& r : dataset_.records) out.push_back(r.configuration);
    return out;
}

std::optional<long long> ReplayBackend::spaceSize() const { return static_cast<long long>(dataset_.records.size()); }

} // namespace augur
