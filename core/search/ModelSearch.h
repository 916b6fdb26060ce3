#pragma once
// The "model" strategy for tunable spaces (docs/search.md): a space-filling initial design,
// then at every step the surrogate scores a large pool and the candidates with the highest
// expected improvement are proposed, with diversity inside the step.
#include "core/model/Candidate.h"
#include "core/backend/ConfigurationPool.h"

#include <cstdint>
#include <memory>
#include <random>
#include <vector>

namespace augur {

class Session;
class Surrogate;

/// Settings of ModelSearch.
struct ModelSearchOptions {
    /// Initial design size; 0 = automatic: clamp(budget / 3, 4, 10), a third of that
    /// (at least 2) with a prior, which already ranks the space. (Swept on the five
    /// convolution and pnpoly files at 25, 50 and 100 measurements: 3, 5, 6, 8 and 10
    /// points at 25; 10 and 16 at 50; 10 and 12 at 100; docs/search.md.)
    int initialDesign = 0;
    /// Candidates proposed (forecast, decided, kept in the tree) per step.
    int perStep = 8;
    /// Size of the generated pool when the valid space is too large to score whole.
    std::size_t generatedPool = 4000;
    /// Measured configurations whose neighbourhoods seed the generated pool.
    int elite = 8;
    /// Diversity inside a measurement batch (several GPUs measuring at once): a candidate
    /// within `diversityRadius` (distance()) of one already in the batch has its acquisition
    /// multiplied by `diversityPenalty` (a local penalisation: González et al. 2016, "Batch
    /// Bayesian Optimization via Local Penalization", AISTATS). One GPU measures one at a
    /// time and retrains in between, which needs no penalty.
    double diversityRadius = 0.15;
    double diversityPenalty = 0.25;
    /// One of the step's candidates is a uniformly random pool member (ε-greedy exploration,
    /// as Ansor's and MetaSchedule's evolutionary search keep a share of random candidates).
    bool randomMember = true;
    /// Restart on stagnation (as the trust-region restarts of TuRBO, Eriksson et al. 2019):
    /// after max(stagnationMin, budget · stagnationShare) measurements without a 1 %
    /// improvement of the best, the next measurement is the pool member with the highest
    /// expected improvement among those at least `restartDistance` (distance()) from every
    /// measured configuration, so a search cannot spend its budget on one flat plateau.
    int stagnationMin = 10;
    double stagnationShare = 0.15;
    double restartDistance = 0.2;
};

/// Proposes candidates for the model strategy. Owned and called by the engine thread.
class ModelSearch {
public:
    ModelSearch(const ParameterSpace& space, const MeasurementBackend& backend, std::uint64_t seed,
                ModelSearchOptions options = {});

    /// Result of one step.
    struct Step {
        std::vector<Candidate> candidates; ///< new, with parent, depth, configuration and forecast
        bool design = false; ///< these are the initial design: measure them all
        bool restart = false; ///< the first candidate is a restart: measure it next
    };

    /// The next candidates: the initial design while it has not been proposed, then the
    /// `perStep` best pool members by expected improvement over the best measured speedup
    /// (core/bins/Acquisition.h), none that the session holds. Each new candidate's parent is
    /// the nearest measured candidate (distance(), ties to the faster). `budget` sizes the
    /// automatic initial design; `hasPrior` shrinks it. Empty when the space is exhausted.
    Step propose(const Session& session, Surrogate& surrogate, int budget, bool hasPrior);

    /// Marks the initial design as proposed (a resumed session).
    void skipDesign() { designDone_ = true; }

    /// Expected improvement of a forecast candidate over `bestLog2` (0 without a forecast).
    static double acquisition(const Candidate& c, double bestLog2);

    /// Valid configurations scored at the last step (the whole space or the generated pool).
    std::size_t lastPoolSize() const { return lastPool_; }
    const ConfigurationPool& pool() const { return pool_; }
    const ModelSearchOptions& options() const { return options_; }

private:
    CandidateId nearestMeasured(const Session& session, const Configuration& c) const;

    ConfigurationPool pool_;
    ModelSearchOptions options_;
    std::mt19937_64 rng_;
    bool designDone_ = false;
    int lastRestart_ = 0; ///< measurements taken at the last restart
    std::size_t lastPool_ = 0;
};

} // namespace augur
