#pragma once
// What a session optimises: time, energy, or a weighted product of both.
#include "core/model/Measurement.h"

#include <optional>
#include <string>

namespace augur {

/// The session objective. Every objective is a gain over the reference (> 1 is better):
///   time:    G = S = T_ref / T_cand
///   energy:  G = E_ref / E_cand                 (joules per launch, NVML)
///   product: G = S^w · (E_ref / E_cand)^(1−w)    (w = timeWeight in [0, 1])
/// The product is the weighted geometric mean of the two gains, so w = 1 is time and
/// w = 0 is energy; w = 0.5 ranks like the energy-delay product E·T (Horowitz et al.,
/// "Low-power digital design", 1994, use E·D as the efficiency metric).
struct Objective {
    enum class Kind { Time, Energy, Product };
    Kind kind = Kind::Time;
    double timeWeight = 0.5; ///< w of the product, in [0, 1]

    bool needsEnergy() const { return kind != Kind::Time; }
    /// The gain of a measured candidate; nullopt for a failure, or when the objective
    /// needs energy and the measurement has none.
    std::optional<double> gain(const Measurement& m) const;
    /// "time", "energy" or "product:0.5".
    std::string name() const;
    /// Parses name(); throws std::invalid_argument naming the accepted forms.
    static Objective parse(const std::string& text);
};

} // namespace augur
