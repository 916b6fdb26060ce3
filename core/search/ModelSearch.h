#pragma once
// The "model" strategy for tunable spaces (docs/search.md, "The model strategy"): a
// space-filling initial design, then at every step the surrogate scores every unmeasured
// configuration and a portfolio of acquisitions takes turns choosing what the GPU
// measures next: expected improvement over the whole space, the most promising
// configuration near the best one (a trust region), and Thompson sampling.
#include "core/backend/ConfigurationPool.h"
#include "core/base/CoreMessage.h"
#include "core/model/Candidate.h"

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace augur {

class Session;
struct Problem;
struct SpaceScores;
class SpaceScorer;
class Surrogate;

/// The acquisitions the model strategy takes turns with (docs/search.md).
enum class SearchArm {
    ExpectedImprovement, ///< EI × P(valid) over every unmeasured configuration
    TrustRegion, ///< EI × P(valid) within a few steps of the best measured configuration
    Thompson, ///< the best configuration of one posterior draw, among those likely valid
};

/// Name of an arm as logged and stored: "expected improvement", "trust region", "thompson".
const char* searchArmName(SearchArm arm);

/// Settings of ModelSearch.
struct ModelSearchOptions {
    /// Initial design size; 0 = automatic: clamp(budget / 3, 4, 10), a third of that
    /// (at least 2) with a prior, which already ranks the space.
    int initialDesign = 0;
    /// Candidates proposed (forecast, decided, kept in the tree) per step, the chosen
    /// measurements included: the others are the best remaining by expected improvement,
    /// decided by the deferral policy (those accepted on forecast are the GPU time saved).
    int perStep = 8;
    /// The turns of the portfolio, repeated: one arm per measurement.
    std::vector<SearchArm> turns{SearchArm::TrustRegion, SearchArm::Thompson};
    /// Trust region (TuRBO, Eriksson et al. 2019, "Scalable Global Optimization via Local
    /// Bayesian Optimization", NeurIPS, §3, on a discrete space): the configurations within
    /// `radius` steps (ConfigurationPool::steps) of the best measured one. A new best
    /// (≥ 1 % faster) recentres it at radius 1; `patience` trust-region measurements
    /// without one widen it by a step, up to `maxRadius`; a region with nothing left to
    /// measure widens at once.
    int maxRadius = 4;
    int patience = 2;
    /// Largest region scored (nearest first).
    std::size_t regionCap = 4000;
    /// Size of the generated pool when the valid space is too large to score whole.
    std::size_t generatedPool = 4000;
    /// Measured configurations whose neighbourhoods seed the generated pool.
    int elite = 8;
    /// Least spread (log2 units) the acquisition reads a point estimate with: the
    /// measurement noise of a speedup is about 1 % (0.015 in log2).
    double minSpread = 0.02;
    /// Thompson sampling considers configurations with P(valid) of at least this.
    double thompsonFeasible = 0.5;
    /// Diversity inside a measurement batch (several GPUs): a configuration within
    /// `diversityRadius` (ConfigurationPool::distance) of one already in the batch is left
    /// out of the later arms' choice (local penalisation, González et al. 2016, "Batch
    /// Bayesian Optimization via Local Penalization", AISTATS).
    double diversityRadius = 0.15;
};

/// Proposes candidates for the model strategy and chooses what is measured. Owned and
/// called by the engine thread.
class ModelSearch {
public:
    ModelSearch(const ParameterSpace& space, const MeasurementBackend& backend, std::uint64_t seed,
                ModelSearchOptions options = {});

    /// Result of one step.
    struct Step {
        std::vector<Candidate> candidates; ///< new, with parent, depth, configuration (no forecast)
        /// What to measure now: the first `measureNew` of `candidates`, and these waiting
        /// candidates already in the session.
        std::size_t measureNew = 0;
        std::vector<CandidateId> measureExisting;
        bool design = false; ///< the initial design: measure them all
        CoreMessage why; ///< the arm(s) that chose, for the log ("trust region (radius 2), thompson")
    };

    /// The next step: the initial design while it has not been proposed; then `width`
    /// measurements (one per GPU) chosen by the arms in turn from every configuration not
    /// yet measured (waiting candidates included; overridden ones left to the engineer),
    /// plus the best remaining new configurations by expected improvement up to perStep.
    /// Each new candidate's parent is the nearest measured candidate (distance(), ties to
    /// the faster). `budget` sizes the automatic initial design; `hasPrior` shrinks it.
    /// No measurement chosen means the space is exhausted.
    Step propose(const Session& session, SpaceScorer& scorer, int budget, bool hasPrior, int width = 1);

    /// Marks the initial design as proposed (a resumed session).
    void skipDesign() { designDone_ = true; }

    /// Expected improvement of log2 S over `bestLog2` under a normal of mean `mean` and
    /// standard deviation `spread` (Jones, Schonlau & Welch 1998, eq. 15), in log2 units.
    static double expectedImprovement(double mean, double spread, double bestLog2);

    /// Valid configurations scored at the last step (the whole space or the generated pool).
    std::size_t lastPoolSize() const { return lastPool_; }
    /// The trust region's radius in steps.
    int radius() const { return radius_; }
    const ConfigurationPool& pool() const { return pool_; }
    const ModelSearchOptions& options() const { return options_; }

private:
    struct Offer;
    struct Choice;
    CandidateId nearestMeasured(const Session& session, const Configuration& c) const;
    /// A tuner candidate for `cfg`, child of the nearest measured candidate.
    Candidate newCandidate(const Session& session, Configuration cfg) const;
    /// Fills `step` with the initial design (space-filling, around what the session holds);
    /// false when the space offers none.
    bool proposeDesign(const Session& session, int budget, bool hasPrior, Step& step);
    /// Every configuration the arms may choose now, and the trust region's members
    /// (moves the radius out until the region has an open member).
    Offer gatherOffer(const Session& session);
    /// One measurement per arm in turn, `width` in all, a later arm skipping what an
    /// earlier one took and its close neighbours.
    Choice chooseByArms(const Problem& problem, SpaceScorer& scorer, const Offer& offer,
                        const std::vector<Configuration>& configs, const SpaceScores& sc, const std::vector<double>& ei,
                        bool hasPrior, int width);
    /// The chosen measurements, then the best remaining new configurations by EI up to perStep.
    void fillStep(const Session& session, const Offer& offer, const Choice& choice, const std::vector<double>& ei,
                  Step& step) const;
    /// Follows the last choice's outcome: recentres or widens the trust region.
    void updateTrustRegion(const Session& session);

    ConfigurationPool pool_;
    ModelSearchOptions options_;
    std::mt19937_64 rng_;
    bool designDone_ = false;
    std::size_t turn_ = 0; ///< index into options_.turns of the next choice
    int radius_ = 1;
    int regionMisses_ = 0; ///< trust-region measurements since the last new best
    double lastBest_ = 0.0; ///< best measured speedup when the last choice was made
    bool lastWasRegion_ = false;
    std::size_t lastPool_ = 0;
};

} // namespace augur
