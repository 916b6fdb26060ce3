#pragma once
// Best-so-far curves of a search (best measured speedup against GPU measurements spent)
// and the two baselines every result is shown against: uniform random sampling, computed
// exactly from a replayed dataset, and the measure-all strategy, replayed.
#include "core/model/Candidate.h"
#include "core/model/SessionConfig.h"

#include <vector>

namespace augur {

/// Best measured speedup after m measurements, m = 0..maxM (index m), from the stored
/// measurement order (Measurement::order); the reference's S = 1 counts from m = 0.
/// Failed measurements spend budget and add nothing.
std::vector<double> bestSoFarCurve(const std::vector<Candidate>& candidates, int maxM);

/// Measurements after which the best-so-far first reaches `target` (S), or -1.
int measurementsToReach(const std::vector<Candidate>& candidates, double target);

/// Uniform random sampling of distinct configurations among `speedups` (the successful
/// ones of a dataset), exactly: the best of m draws without replacement has
/// P(best ≤ v_(i)) = C(i, m) / C(N, m) with v sorted ascending.
class RandomSamplingBaseline {
public:
    explicit RandomSamplingBaseline(std::vector<double> speedups);
    /// The q-quantile (q in (0, 1]) of the best speedup after m draws; the reference's 1.0
    /// is a floor. 0 for an empty baseline.
    double bestQuantile(int m, double q) const;
    /// The median number of draws until a speedup ≥ target is drawn; -1 when none exists or
    /// it takes more than `cap`.
    int medianDrawsTo(double target, int cap) const;
    /// bestQuantile(m, q) for m = 0..maxM.
    std::vector<double> curve(int maxM, double q) const;
    double best() const { return sorted_.empty() ? 0.0 : sorted_.back(); }
    std::size_t size() const { return sorted_.size(); }

private:
    std::vector<double> sorted_;
};

/// Successful speedups of a replayed dataset (T4 file or Augur dataset), as the replay
/// backend computes them. Throws InputError for a malformed file.
std::vector<double> datasetSpeedups(const std::string& datasetPath, const std::string& referenceKey = {});

/// Replays a measure-all session of `config` (backend replay; no session file, no pacing,
/// the same seed and measurement budget) and returns its best-so-far curve up to the
/// budget. Throws InputError for a malformed dataset. Takes about 0.1 s per 100
/// measurements on the shipped datasets: call it off the GUI thread.
std::vector<double> measureAllCurve(SessionConfig config);

} // namespace augur
