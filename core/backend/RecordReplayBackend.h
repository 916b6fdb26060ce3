#pragma once
#include "core/backend/MeasurementBackend.h"
#include "core/datasets/EvaluationDataset.h"

#include <atomic>
#include <string>
#include <unordered_map>

namespace augur {

/// The replay backend of a record file's task (core/datasets/RecordTask.h): the task's
/// recorded kernels act as the GPU. measure() finds the candidate by its source text and
/// configuration and returns the recorded measurement (S against the task's reference as
/// the file gives it, failures with their recorded reason); the reference root is S = 1.
/// A kernel the file does not hold is an Invalid failure: a record cannot measure new
/// source (measuresSource() is false).
class RecordReplayBackend : public MeasurementBackend {
public:
    /// `delayMs`: wall time each measure() takes, as for ReplayBackend.
    explicit RecordReplayBackend(EvaluationProblem task, double delayMs = 0.0);

    std::string name() const override { return "replay"; }
    Measurement measure(const Problem& problem, const Candidate& candidate) override;
    void interrupt() override { interrupted_.store(true); }
    /// Whether a recorded kernel has configuration `c` (CUDA-L1's "baseline" variants).
    bool inSpace(const Configuration& c) const override;
    std::vector<Configuration> listedConfigurations() const override;
    std::optional<double> bestPossibleSpeedup() const override;
    std::optional<std::string> bestPossibleKey() const override;
    std::optional<long long> spaceSize() const override;

    /// The recorded kernels, in file order (each with its recorded measurement).
    const EvaluationProblem& task() const { return task_; }
    /// The lookup key of a kernel: its configuration and source text.
    static std::string recordKey(const Problem& problem, const Candidate& candidate);

private:
    EvaluationProblem task_;
    std::unordered_map<std::string, std::size_t> byKey_; ///< first record wins on duplicates
    std::optional<std::size_t> best_; ///< fastest successful record
    double delayMs_ = 0.0;
    std::atomic<bool> interrupted_{false};
};

} // namespace augur
