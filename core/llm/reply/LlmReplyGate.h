#pragma once
#include "core/backend/MeasurementBackend.h"

#include <memory>

namespace augur {

/// A measurement backend in front of another one: rejected LLM replies
/// (LlmReplyRejection) become Invalid measurements with the rejection reason, at once and
/// without reaching the GPU; everything else goes to the inner backend unchanged.
/// SessionFactory puts it in front of the backend of every session whose generator is
/// "llm". Such a failure costs no GPU measurement of the budget (Candidate::spentMeasurement),
/// unlike a compile error, which the GPU worker reports.
class LlmReplyGate : public MeasurementBackend {
public:
    explicit LlmReplyGate(std::unique_ptr<MeasurementBackend> inner) : inner_(std::move(inner)) {}

    std::string name() const override { return inner_->name(); }
    Measurement measure(const Problem& problem, const Candidate& candidate) override;
    std::vector<Measurement> measureBatch(const Problem& problem,
                                          const std::vector<const Candidate*>& candidates) override;
    void upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) override;
    int parallelism() const override { return inner_->parallelism(); }
    bool inSpace(const Configuration& c) const override { return inner_->inSpace(c); }
    std::optional<double> bestPossibleSpeedup() const override { return inner_->bestPossibleSpeedup(); }
    std::optional<std::string> bestPossibleKey() const override { return inner_->bestPossibleKey(); }
    std::optional<long long> spaceSize() const override { return inner_->spaceSize(); }
    std::string unavailableReason() const override { return inner_->unavailableReason(); }
    std::shared_ptr<const ClusterActivity> cluster() const override { return inner_->cluster(); }
    void interrupt() override { inner_->interrupt(); }
    void release() override { inner_->release(); }

    MeasurementBackend& inner() { return *inner_; }

private:
    std::unique_ptr<MeasurementBackend> inner_;
};

} // namespace augur
