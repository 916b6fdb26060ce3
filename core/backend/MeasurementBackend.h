#pragma once
#include "core/model/Candidate.h"
#include "core/model/Measurement.h"
#include "core/model/Problem.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Where measurements come from: "replay" (recorded data acts as the GPU), "cuda" or
/// "slurm". A backend on lent machines also offers a ClusterView (core/backend/ClusterView.h).
/// measure() reports a failing kernel as a failed Measurement, not as an exception;
/// it throws only when the backend itself cannot work (std::runtime_error).
class MeasurementBackend {
public:
    virtual ~MeasurementBackend() = default;
    virtual std::string name() const = 0;
    /// Measures the candidate against the problem's reference.
    virtual Measurement measure(const Problem& problem, const Candidate& candidate) = 0;
    /// Measures several candidates, in parallel where the backend can (one per GPU);
    /// results in the order of `candidates`. The default measures one after another.
    virtual std::vector<Measurement> measureBatch(const Problem& problem,
                                                  const std::vector<const Candidate*>& candidates) {
        std::vector<Measurement> out;
        for (const Candidate* c : candidates) out.push_back(measure(problem, *c));
        return out;
    }
    /// The candidates likely measured after the next batch, best first: a backend may
    /// prepare them meanwhile (the cuda backend compiles them while it measures). A hint:
    /// nothing may depend on it. The default ignores it.
    virtual void upcoming(const Problem& problem, const std::vector<const Candidate*>& candidates) {
        (void)problem;
        (void)candidates;
    }
    /// Compiles a batch of candidates without running them, where the backend can (the cuda
    /// backend: its workers' compile op, under their file-system boundary and the job
    /// deadline): per candidate "" when it compiles, else why not (the compiler's log,
    /// clipped). An empty result means the backend cannot compile here (replay); callers
    /// then let measurement find out. Costs no measurement of the budget.
    virtual std::vector<std::string> compileCheck(const Problem& problem,
                                                  const std::vector<const Candidate*>& candidates) {
        (void)problem;
        (void)candidates;
        return {};
    }
    /// Times the problem's vendor baseline (Problem::baseline: a cuBLAS or cuBLASLt call) as
    /// the candidate against the reference, with the protocol of any candidate; its S is
    /// reference time / library time. A backend that runs no library (replay) answers a
    /// measurement with `unmeasuredReason` saying so; a missing library or a call it refuses
    /// is a failed measurement with the library's one-line reason.
    virtual Measurement measureBaseline(const Problem& problem) {
        (void)problem;
        Measurement m;
        m.backend = name();
        m.unmeasuredReason = "the " + name() + " backend runs no vendor library";
        return m;
    }
    /// Whether the backend can measure a source it has never seen (a free-form candidate the
    /// engineer or an LLM wrote). A replay backend only knows recorded configurations.
    virtual bool measuresSource() const { return false; }
    /// How many measurements the backend runs at once (its GPU workers).
    virtual int parallelism() const { return 1; }
    /// Asks a measurement in progress to end early (Ctrl-C, SIGTERM). Must be
    /// async-signal-safe: implementations only set an atomic flag.
    virtual void interrupt() {}
    /// Whether a configuration lies in the (restricted) search space.
    virtual bool inSpace(const Configuration& c) const = 0;
    /// The best speedup anywhere in the space, when the backend knows it (replay).
    virtual std::optional<double> bestPossibleSpeedup() const { return std::nullopt; }
    /// Configuration key of that best point, when known.
    virtual std::optional<std::string> bestPossibleKey() const { return std::nullopt; }
    /// Number of points in the space, when known.
    virtual std::optional<long long> spaceSize() const { return std::nullopt; }
    /// Every configuration inSpace() accepts, when the backend holds them as a list (a
    /// replayed dataset: its recorded configurations); empty when validity is a rule that
    /// must be tried (cuda: the problem's restrictions). The configuration pool draws from
    /// this list when the declared space is too sparse for sampling its cartesian product.
    virtual std::vector<Configuration> listedConfigurations() const { return {}; }
    /// Why the backend cannot measure for now (a cluster without an allocation, its
    /// controller away): "" while it can. When a batch comes back unmeasured
    /// (Measurement::unmeasuredReason) and this is set, the engine ends the run with it.
    virtual std::string unavailableReason() const { return {}; }
    /// The run has ended: lets go of what is held for it (a cluster's allocations). A later
    /// measurement acquires it again. Called on the engine thread.
    virtual void release() {}
};

} // namespace augur
