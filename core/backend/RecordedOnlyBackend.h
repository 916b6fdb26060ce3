#pragma once
// The backend of a session opened for reading (report, export, show, diagnose): it knows
// the problem's space but measures nothing, so reading a cuda or slurm session needs
// neither a GPU nor the cluster, and never submits a job.
#include "core/backend/MeasurementBackend.h"

#include <memory>
#include <mutex>
#include <string>

namespace augur {

class SpaceRestrictions;

/// Stands in for a session's own backend (`name`: "cuda", "slurm", ...) when the session
/// is only read. measure() and measureBatch() throw std::logic_error: a reader never
/// measures. `problem` must outlive the backend (the session's own copy).
class RecordedOnlyBackend : public MeasurementBackend {
public:
    RecordedOnlyBackend(std::string name, const Problem& problem);
    ~RecordedOnlyBackend() override;
    std::string name() const override { return name_; }
    Measurement measure(const Problem& problem, const Candidate& candidate) override;
    std::vector<Measurement> measureBatch(const Problem& problem,
                                          const std::vector<const Candidate*>& candidates) override;
    bool measuresSource() const override { return true; }
    bool inSpace(const Configuration& c) const override;
    std::optional<long long> spaceSize() const override;

private:
    std::string name_;
    const Problem& problem_;
    /// The restrictions compiled at the first inSpace (a report's "why not this one" or
    /// a diagnosis asks for many configurations).
    mutable std::mutex restrictionsMutex_;
    mutable std::unique_ptr<SpaceRestrictions> restrictions_;
};

} // namespace augur
