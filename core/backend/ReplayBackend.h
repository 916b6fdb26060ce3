#pragma once
#include <atomic>
#include "core/backend/MeasurementBackend.h"
#include "core/datasets/TuningDataset.h"

#include <unordered_map>

namespace augur {

/// The replay backend: a recorded dataset acts as the GPU. measure() looks the
/// candidate's configuration up and returns its recorded median runtime against the
/// reference's (S = T_ref / T_cand, both medians of times.runtimes, ms).
class ReplayBackend : public MeasurementBackend {
public:
    /// `delayMs`: wall time each measure() takes (sleeping), so a replayed session
    /// unfolds at a pace a person can follow; 0 = as fast as possible.
    explicit ReplayBackend(TuningDataset dataset, double delayMs = 0.0);
    /// Ends the current and every later delay at once (a stop request).
    void interrupt() override { interrupted_.store(true); }

    std::string name() const override { return "replay"; }
    /// A configuration absent from the dataset returns an Invalid failure.
    Measurement measure(const Problem& problem, const Candidate& candidate) override;
    bool inSpace(const Configuration& c) const override;
    std::optional<double> bestPossibleSpeedup() const override;
    std::optional<std::string> bestPossibleKey() const override;
    std::optional<long long> spaceSize() const override;
    std::vector<Configuration> listedConfigurations() const override;

    const TuningDataset& dataset() const { return dataset_; }
    double referenceMs() const { return referenceMs_; }

private:
    /// Recorded (paired) speedup when the record has one, else reference / median.
    double speedupOf(const TuningRecord& r) const;

    TuningDataset dataset_;
    std::unordered_map<std::string, std::size_t> byKey_;
    double referenceMs_ = 0.0;
    double delayMs_ = 0.0;
    std::atomic<bool> interrupted_{false};
    std::size_t best_ = 0;
};

} // namespace augur
