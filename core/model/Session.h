#pragma once
#include "core/model/Candidate.h"
#include "core/model/Problem.h"
#include "core/model/VendorBaseline.h"
#include "core/model/SessionConfig.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace augur {

/// Counters of a session, as shown in the status bar and the summary.
struct SessionStats {
    int candidates = 0; ///< considered (forecast or measured), reference included
    int measured = 0; ///< measurements taken (successful or failed), reference excluded
    int failed = 0;
    int accepted = 0; ///< accepted on forecast
    int deferredWaiting = 0;
    int excluded = 0;
    int expansions = 0; ///< T, the global expansion count
    double bestSpeedup = 0.0; ///< best measured S (1.0 = the reference)
    CandidateId bestCandidate = kNoCandidate;
};

/// The in-memory record of one optimisation run: the problem, the configuration and the
/// candidate tree. Candidate ids are dense indices (id == position). Owned by the engine
/// thread; the UI sees copies through events.
class Session {
public:
    Session(Problem problem, SessionConfig config);

    const Problem& problem() const { return problem_; }
    const SessionConfig& config() const { return config_; }
    SessionConfig& config() { return config_; }

    /// Adds a candidate, assigning its id (the next index); returns the id.
    CandidateId add(Candidate c);
    /// Restores a candidate with a known id (resume); ids must arrive in order.
    void restore(Candidate c);

    const std::vector<Candidate>& candidates() const { return candidates_; }
    Candidate& at(CandidateId id) { return candidates_.at(static_cast<std::size_t>(id)); }
    const Candidate& at(CandidateId id) const { return candidates_.at(static_cast<std::size_t>(id)); }
    std::size_t size() const { return candidates_.size(); }
    bool contains(CandidateId id) const { return id >= 0 && static_cast<std::size_t>(id) < candidates_.size(); }

    /// Children of a candidate, in creation order.
    const std::vector<CandidateId>& children(CandidateId id) const;

    /// The candidate holding a configuration, if the session has seen it.
    std::optional<CandidateId> findConfiguration(const Configuration& c) const;

    /// Expansion bookkeeping for PUCT: times each node was expanded, and exhaustion.
    int visits(CandidateId id) const { return visits_.at(static_cast<std::size_t>(id)); }
    void recordExpansion(CandidateId id, bool exhausted);
    bool exhausted(CandidateId id) const { return exhausted_.at(static_cast<std::size_t>(id)) != 0; }
    int expansions() const { return expansions_; }
    /// Restores expansion counters on resume.
    void restoreExpansion(CandidateId id, int visits, bool exhausted);

    /// Counters recomputed from the candidates.
    SessionStats stats() const;

    /// Best successful measured speedup and its candidate, if any.
    std::optional<std::pair<CandidateId, double>> bestMeasured() const;
    /// The best measured candidate by the session's objective and its gain (core/model/Objective.h);
    /// candidates without the energy the objective needs are skipped.
    std::optional<std::pair<CandidateId, double>> bestForObjective() const;

    /// Discovery moments: measured parent→child edges with S_child / S_parent ≥ delta whose
    /// measured intervals do not overlap (the child's lower bound above the parent's upper),
    /// so a gain inside the measurement noise is never announced (docs/measurement.md,
    /// "Intervals that cover").
    std::vector<std::pair<CandidateId, CandidateId>> discoveryMoments(double delta) const;

    /// Short display text of a candidate: its configuration key, or "#id".
    std::string describe(CandidateId id) const;

    /// The problem's vendor baseline as timed at the session's start (Problem::baseline);
    /// std::nullopt when the problem declares none or the backend runs no library.
    const std::optional<VendorBaseline>& baseline() const { return baseline_; }
    void setBaseline(VendorBaseline b) { baseline_ = std::move(b); }

private:
    Problem problem_;
    SessionConfig config_;
    std::vector<Candidate> candidates_;
    std::vector<std::vector<CandidateId>> children_;
    std::vector<int> visits_;
    std::vector<char> exhausted_;
    std::unordered_map<std::string, CandidateId> byKey_;
    int expansions_ = 0;
    std::optional<VendorBaseline> baseline_;
};

} // namespace augur
