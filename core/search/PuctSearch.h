#pragma once
#include "core/model/Candidate.h"

#include <functional>
#include <optional>
#include <random>
#include <vector>

namespace augur {

class Session;

/// PUCT selection over the candidate tree (GPU Forecasters, 2026, search section; docs/design.md
/// "Search and deferral"): score(i) = Q(i) + c · scale · P(i) · √(1 + T) / (1 + n_i), with
///  - reward r = log2 S (measured when measured, else the forecast's expectation),
///  - Q(i) = best reward in i's subtree once i was expanded, else r(i),
///  - P(i) = rank prior from the surrogate: 1 − (rank_i − 1)/N over the N expandable
///    nodes ranked by their reward (the measured S once measured, else the forecast's
///    estimate: a measurement supersedes the forecast it was deferred with),
///  - scale = max − min reward seen (floored at 1e-6), T = global expansion count,
///  - n_i = times i was expanded.
/// Expandable nodes are measured, accepted or deferred (on their forecast), not failed,
/// excluded, being measured or exhausted.
class PuctSearch {
public:
    explicit PuctSearch(double c = 1.0) : c_(c) {}

    struct Score {
        CandidateId id = kNoCandidate;
        double q = 0.0;
        double prior = 0.0;
        double score = 0.0;
    };

    /// Scores of every expandable node, in id order.
    std::vector<Score> scores(const Session& session) const;

    /// The `batch` best-scoring expandable nodes; exact ties are broken by `rng`.
    std::vector<CandidateId> selectBatch(const Session& session, int batch, std::mt19937_64& rng) const;

    double c() const { return c_; }

    /// What an expandable node still promises beyond what was measured under it, as log2 S
    /// (a template node: the best its unmeasured configurations are forecast to reach,
    /// Generator::promise); nothing for other nodes. When set, a node's Q and its rank
    /// estimate are the larger of the two, so a template whose design measured poorly but
    /// whose space the surrogate rates highly is expanded again.
    using Promise = std::function<std::optional<double>(const Candidate&)>;
    void setPromise(Promise promise) { promise_ = std::move(promise); }

private:
    double c_;
    Promise promise_;
};

} // namespace augur
