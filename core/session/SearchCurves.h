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

/// Best measured speedup against the session's wall time: one point (seconds, best S) at
/// the start (0 s, 1) and at each measurement's Measurement::finishedS where the best
/// changed, then the last measurement's time. Empty when a measurement has no recorded
/// time (a session written by an older Augur).
std::vector<std::pair<double, double>> bestSoFarOverTime(const std::vector<Candidate>& candidates);

/// Measurements taken so far (Measurement::order > 0): where a live session's curve ends.
int measurementsSpent(const std::vector<Candidate>& candidates);

/// Another session's search, read from its file for the Progress dock's overlays.
struct RecordedSearch {
    std::string problem; ///< the problem's name, as the session stored it
    std::vector<std::string> parameters; ///< its parameter names (empty for source searches)
    std::string label; ///< "model, seed 3 (file.augur)"
    std::vector<double> byMeasurement; ///< bestSoFarCurve up to the measurements spent
    std::vector<std::pair<double, double>> byTime; ///< bestSoFarOverTime
};

/// Reads a session file (read-only; nothing is started) as a RecordedSearch. Throws
/// InputError naming the file for something that is not a readable session.
RecordedSearch readRecordedSearch(const std::string& sessionPath);

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
    /// Expected runtime of the best configuration after m draws, relative to the
    /// reference's (the reference is a floor: E[1 / max(1, best S of m draws)]), exactly:
    /// P(best = v_(i)) = C(i − 1, m − 1) / C(N, m). 1 for m ≤ 0 or an empty baseline.
    double expectedBestTime(int m) const;
    double best() const { return sorted_.empty() ? 0.0 : sorted_.back(); }
    std::size_t size() const { return sorted_.size(); }

private:
    std::vector<double> sorted_;
};

/// The performance score of the auto-tuning methodology of Willemsen et al. (2024, "A
/// methodology for comparing optimization algorithms for auto-tuning", Future Generation
/// Computer Systems 159, section 4; the autotuning_methodology package): at each budget
/// m = 1..B, P(m) = (t_random(m) − t̄(m)) / (t_random(m) − t_opt), where t̄(m) is the mean
/// over `runs` of the best runtime found after m measurements, t_random(m) the expected
/// best of m uniform random draws without replacement (computed exactly), and t_opt the
/// space's best; the score is the mean of P over the budget. 0 is random search, 1 the
/// optimum from the first measurement, negative worse than random. `runs` are best-so-far
/// speedup curves (bestSoFarCurve, index m = 0..B); runtimes are taken as 1/S. NaN for no
/// run or a budget below 1.
double methodologyScore(const std::vector<std::vector<double>>& runs, const RandomSamplingBaseline& random, int budget);

/// Successful speedups of a replayed dataset (T4 file or Augur dataset), as the replay
/// backend computes them. Throws InputError for a malformed file.
std::vector<double> datasetSpeedups(const std::string& datasetPath, const std::string& referenceKey = {});

/// Successful speedups of what a replay session `config` replays: its tuning space, or the
/// recorded kernels of its record file's task (config.task). Throws InputError as above.
std::vector<double> replayedSpeedups(const SessionConfig& config);

/// Replays a measure-all session of `config` (backend replay; no session file, no pacing,
/// the same seed and measurement budget) and returns its best-so-far curve up to the
/// budget. Throws InputError for a malformed dataset. Takes about 0.1 s per 100
/// measurements on the shipped datasets: call it off the GUI thread.
std::vector<double> measureAllCurve(SessionConfig config);

} // namespace augur
