#pragma once
// The valid configurations of a tunable space as the model-based search sees them: the
// whole valid space when it is small enough to score at every step, otherwise pools
// generated around the best measured configurations.
#include "core/backend/MeasurementBackend.h"
#include "core/model/ParameterSpace.h"

#include <cstddef>
#include <functional>
#include <random>
#include <vector>

namespace augur {

/// Valid configurations of a space: enumeration, space-filling designs, generated pools.
/// "Valid" is the backend's inSpace (restrictions, or presence in a replayed dataset).
class ConfigurationPool {
public:
    /// Cartesian products up to this size are enumerated and filtered once.
    static constexpr std::size_t kEnumerateLimit = 300000;
    /// Valid spaces up to this size are scored whole at every step (the features surrogate
    /// forecasts in microseconds, so 50,000 cost well under a second).
    static constexpr std::size_t kWholeSpaceLimit = 50000;
    /// Beyond kEnumerateLimit, a backend's listed space (listedConfigurations) whose share
    /// of the cartesian product is below this is drawn from the list: rejection sampling
    /// would need over 200 tries per valid configuration.
    static constexpr double kSparseDensity = 1.0 / 200.0;

    /// Enumerates the valid space when the cartesian product is at most kEnumerateLimit.
    /// `space` and `backend` must outlive the pool.
    ConfigurationPool(const ParameterSpace& space, const MeasurementBackend& backend);

    /// Whether every valid configuration is known (and scored whole).
    bool whole() const { return whole_; }
    /// The valid configurations when whole() (or drawn from a sparse listed space), else empty.
    const std::vector<Configuration>& all() const { return all_; }

    /// Normalised distance: the mean over varying parameters of |Δ position| / (values − 1),
    /// in [0, 1]; parameters with one value do not count.
    double distance(const Configuration& a, const Configuration& b) const;

    /// Steps between two configurations: the sum over parameters of |Δ position| in their
    /// value lists (Kernel Tuner's "adjacent" moves, one parameter one step at a time); a
    /// value not in its list counts as one step if it differs.
    int steps(const Configuration& a, const Configuration& b) const;

    /// The valid configurations within `radius` steps of `centre` (steps()), the centre
    /// excluded, none for which `taken` is true, at most `cap` of them (nearest first).
    std::vector<Configuration> within(const Configuration& centre, int radius, std::size_t cap,
                                      const std::function<bool(const Configuration&)>& taken) const;

    /// A uniformly drawn valid configuration (from the list when whole or sparse, otherwise
    /// rejection sampling over the cartesian product, up to 2,000 tries), or an empty one
    /// if none was found.
    Configuration randomValid(std::mt19937_64& rng) const;

    /// `n` configurations spread over the valid space, none for which `taken` is true:
    /// greedy maximin (each next point the farthest, in distance(), from those chosen and
    /// from `anchors`) over up to 2,000 random valid candidates, the first drawn at random.
    /// (A farthest-point design, Gonzalez 1985; space-filling designs for surrogate-based
    /// optimisation: Jones et al. 1998, section 4.)
    std::vector<Configuration> spaceFilling(int n, const std::vector<Configuration>& anchors,
                                            const std::function<bool(const Configuration&)>& taken,
                                            std::mt19937_64& rng) const;

    /// A pool for spaces that are not whole: for each elite configuration, mutations of 1 to
    /// 3 parameters to random values of their lists; uniform crossovers of elite pairs; and
    /// random valid samples, about a third each, `size` in all at most, valid, distinct and
    /// not `taken` (evolutionary candidate generation as in Ansor, Zheng et al. 2020, §5.2).
    std::vector<Configuration> generated(const std::vector<Configuration>& elite, std::size_t size,
                                         const std::function<bool(const Configuration&)>& taken,
                                         std::mt19937_64& rng) const;

    /// Mutates 1..maxChanges randomly chosen varying parameters of `c` to other values of
    /// their lists (not checked for validity).
    Configuration mutate(const Configuration& c, int maxChanges, std::mt19937_64& rng) const;

private:
    const ParameterSpace& space_;
    const MeasurementBackend& backend_;
    std::vector<Configuration> all_;
    bool whole_ = false;
    bool listed_ = false; ///< all_ holds a sparse listed space (whole or not)
};

} // namespace augur
