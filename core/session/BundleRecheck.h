#pragma once
// Measuring a reproducibility bundle's best candidates again (augur-cli recheck, and
// File > Recheck a bundle… in the GUI): the bundle is read and checked here, the caller
// supplies the backend of this machine (the cuda backend).
#include "core/backend/MeasurementBackend.h"
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace augur {

/// One candidate of a recheck: what the bundle recorded and what was measured now.
struct RecheckRow {
    CandidateId id = kNoCandidate; ///< its id in the bundled session
    double recordedSpeedup = 0, recordedLow = 0, recordedHigh = 0; ///< S and its 95% interval then
    Measurement now; ///< the measurement here (a failure keeps its reason)
    double drift = 0; ///< S now / S recorded − 1 (0 for a failure)
    bool intervalsOverlap = false; ///< the two intervals share a point
};

/// The outcome of a recheck.
struct RecheckReport {
    std::string bundle; ///< the bundle's path
    std::string problem; ///< the problem's name
    nlohmann::json devicesRecorded = nlohmann::json::array(); ///< the manifest's devices
    std::vector<RecheckRow> rows; ///< in the manifest's order (best first)
    double largestDrift = 0; ///< largest |drift| over the successful rows
    /// {"bundle", "problem", "devices_recorded", "candidates": [{"id", "recorded_speedup",
    /// "recorded_ci", "speedup", "ci", "drift", "intervals_overlap"} or {..., "failure"}],
    /// "largest_drift"}: the schema of `augur-cli recheck --format json`.
    nlohmann::json toJson() const;
};

/// A bundle read and checked, ready to be measured again. The bundle's files are unpacked
/// into a private temporary folder that lives as long as the object (the problem's
/// include files are read from it while measuring); nothing outside it is written.
class BundleRecheck {
public:
    /// Reads `bundlePath` (core/store/BundleArchive limits) and checks the manifest: the
    /// paths it names stay inside the bundle, every "best" field has its type, the problem
    /// (a folder, or an Augur dataset's) loads. `best` > 0 keeps only the first `best`
    /// candidates of the list. Throws InputError(bundle, "manifest.json.FIELD" or the
    /// entry, ...) for anything refused: a record file or Kernel Tuner file has no kernels
    /// Augur's harness can measure.
    explicit BundleRecheck(const std::string& bundlePath, int best = 0);
    ~BundleRecheck();
    BundleRecheck(const BundleRecheck&) = delete;
    BundleRecheck& operator=(const BundleRecheck&) = delete;

    const Problem& problem() const { return problem_; }
    /// The session's seed (correctness inputs derive from it); 1 when the manifest has none.
    std::uint64_t seed() const { return seed_; }
    /// The candidates to measure, best first.
    const std::vector<Candidate>& candidates() const { return candidates_; }

    /// Measures candidates() on `backend` (built for problem(), with seed()) in one batch.
    RecheckReport measure(MeasurementBackend& backend) const;

private:
    struct Scratch;
    std::string bundle_;
    std::unique_ptr<Scratch> scratch_;
    Problem problem_;
    std::uint64_t seed_ = 1;
    nlohmann::json devicesRecorded_;
    std::vector<Candidate> candidates_;
    std::vector<double> speedup_, low_, high_;
};

} // namespace augur
