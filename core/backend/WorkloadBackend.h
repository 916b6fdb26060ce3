#pragma once
// Measuring a problem with workload shapes (Problem::workload): every measurement of the
// wrapped backend is taken at each shape and folded into one (core/problem/WorkloadShapes.h),
// so the search, the surrogate and every report see one S per candidate, the workload's,
// with the per-shape table in its report (docs/measurement.md, "Workload shapes").
#include "core/backend/MeasurementBackend.h"

#include <memory>

namespace augur {

/// Wraps the backend of a session whose problem has a workload. Everything but the
/// measurements is the inner backend's.
class WorkloadBackend : public MeasurementBackend {
public:
    explicit WorkloadBackend(std::unique_ptr<MeasurementBackend> inner) : inner_(std::move(inner)) {}

    std::string name() const override { return inner_->name(); }
    Measurement measure(const Problem& problem, const Candidate& candidate) override;
    /// One inner batch per shape, each of every candidate at that shape (the inner backend
    /// parallelises and confirms within a shape), then combineWorkload per candidate.
    std::vector<Measurement> measureBatch(const Problem& problem,
                                          const std::vector<const Candidate*>& candidates) override;
    /// The library at each shape, folded like a candidate: its S is the workload's, and the
    /// report's "workload" section gives the library's S at each shape.
    Measurement measureBaseline(const Problem& problem) override;
    /// The first shape's plans: compiling does not depend on the sizes (they are arguments).
    void upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) override;
    std::vector<std::string> compileCheck(const Problem& problem,
                                          const std::vector<const Candidate*>& candidates) override;
    bool measuresSource() const override { return inner_->measuresSource(); }
    int parallelism() const override { return inner_->parallelism(); }
    void interrupt() override { inner_->interrupt(); }
    bool inSpace(const Configuration& c) const override { return inner_->inSpace(c); }
    std::optional<double> bestPossibleSpeedup() const override { return inner_->bestPossibleSpeedup(); }
    std::optional<std::string> bestPossibleKey() const override { return inner_->bestPossibleKey(); }
    std::optional<long long> spaceSize() const override { return inner_->spaceSize(); }
    std::vector<Configuration> listedConfigurations() const override { return inner_->listedConfigurations(); }
    std::string unavailableReason() const override { return inner_->unavailableReason(); }
    void release() override { inner_->release(); }

    MeasurementBackend& inner() { return *inner_; }

private:
    std::unique_ptr<MeasurementBackend> inner_;
};

/// `backend`, wrapped in a WorkloadBackend when `problem` has a workload.
std::unique_ptr<MeasurementBackend> forWorkload(const Problem& problem, std::unique_ptr<MeasurementBackend> backend);

} // namespace augur
