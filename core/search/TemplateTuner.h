#pragma once
// Tuning the sub-space of a template node: an initial design, then acquisition.
#include "core/model/Candidate.h"
#include "core/model/CandidateTemplate.h"

#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <vector>

namespace augur {

class MeasurementBackend;
class Session;
class Surrogate;
struct Problem;

/// Proposes the children of a template node (docs/llm.md, "Templates"): configurations of
/// its sub-space, none the node's subtree already holds.
///
/// - The first expansion of a node is its **initial design**: `n` configurations spread
///   over the valid sub-space (greedy maximin over value positions, the node's own
///   configuration as the first anchor; Gonzalez 1985, as core/backend/ConfigurationPool),
///   unless the surrogate has already learned from 12 measurements of the session (other
///   templates, other kernels): then the first expansion is acquisition too.
/// - Every later expansion is **acquisition**: up to 512 unmeasured valid configurations
///   (all of them when fewer) are forecast by the session's surrogate, and the `n` with the
///   highest expected improvement of log2 S over the best measured in the node's subtree
///   (Jones, Schonlau & Welch 1998, eq. 15; ModelSearch::expectedImprovement) are taken,
///   a configuration within 0.15 (normalised distance) of one already taken passed over
///   while others remain (local penalisation, González et al. 2016).
///
/// How much of the budget a template gets is not decided here: PUCT (core/search/PuctSearch)
/// expands the node again while its subtree is promising (Q: the best reward under it;
/// P: its forecast's rank), and the engineer's "tune this template further" expands it on
/// request. A kernel template's child is the node's source and plan at other "parameters";
/// a configuration template's child is a configuration of the problem's space (the
/// listed parameters moved, the others kept) that the backend holds (inSpace).
/// A configuration whose launch plan does not evaluate is skipped, never measured.
/// Owned and called by the engine thread.
class TemplateTuner {
public:
    /// `backend` must outlive the tuner.
    TemplateTuner(const MeasurementBackend& backend, std::uint64_t seed);

    /// The surrogate read for acquisition (owned by the engine; may be null: the design
    /// then continues space-filling).
    void setSurrogate(Surrogate* surrogate) { surrogate_ = surrogate; }

    /// Up to `n` new children of the template node `node`, none of them at the
    /// configuration of a `pending` child (proposed, not yet in the session); none when its
    /// sub-space is exhausted or the node is not a template.
    std::vector<Candidate> propose(const Session& session, const Candidate& node, int n,
                                   const std::vector<Candidate>& pending = {});
    /// What the node's unmeasured configurations promise, as log2 S: the largest mean of the
    /// surrogate's predictive (Forecast::log2Predictive) over up to 256 of them, drawn anew
    /// whenever the surrogate has learned from another measurement (PUCT's own exploration
    /// term supplies the optimism; an upper bound one standard deviation higher did worse
    /// on the benchmark's tuning group). std::nullopt while the
    /// surrogate has learned from fewer than 12 measurements, is remote (an LLM), or the
    /// node is exhausted. PUCT reads it as the node's value (PuctSearch::setPromise).
    std::optional<double> promise(const Session& session, const Candidate& node);
    /// A child that does not compile: its configuration is never proposed again.
    void markUncompilable(const Session& session, const Candidate& child);

    /// Configurations of the node's sub-space not yet in the session (nor found not to compile).
    std::size_t openCount(const Session& session, const Candidate& node);
    /// Valid configurations of a node's sub-space (cached), or 0 for a non-template.
    long long validCount(const Session& session, const Candidate& node);

private:
    struct Entry {
        CandidateTemplate tmpl;
        std::vector<Configuration> valid; ///< template order; for configuration templates only those inSpace
        Configuration anchor; ///< the node's own configuration (template order)
        bool kernel = true; ///< a kernel template (else a configuration sub-space)
        std::set<Configuration> dead; ///< configurations that do not compile
        int promiseAt = -1; ///< surrogate training size when `promised` was computed
        std::optional<double> promised;
    };
    /// The configurations of `node`'s sub-space not yet in its subtree (nor dead, nor pending).
    std::vector<Configuration> openOf(const Session& session, Entry& e, const Candidate& node,
                                      const std::vector<Candidate>& pending, double* bestLog2 = nullptr,
                                      bool* designed = nullptr) const;
    Entry* entry(const Session& session, const Candidate& node);
    /// The template-order configuration a child holds, if it is one of this template's.
    std::optional<Configuration> configurationOf(const Entry& e, const Problem& problem, const Candidate& c) const;
    /// A child candidate for `cfg`, or std::nullopt when its plan does not evaluate.
    std::optional<Candidate> child(const Entry& e, const Problem& problem, const Candidate& node,
                                   const Configuration& cfg) const;
    double distance(const Entry& e, const Configuration& a, const Configuration& b) const;
    std::vector<Configuration> design(const Entry& e, const std::vector<Configuration>& open,
                                      const std::vector<Configuration>& taken, std::size_t n);

    const MeasurementBackend& backend_;
    Surrogate* surrogate_ = nullptr;
    std::mt19937_64 rng_;
    std::map<CandidateId, Entry> entries_;
};

} // namespace augur
