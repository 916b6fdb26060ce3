#pragma once
#include "core/search/Generator.h"
#include "core/backend/MeasurementBackend.h"

#include <cstdint>
#include <random>

namespace augur {

/// The tuner generator: children of a node are its neighbouring configurations (one
/// parameter moved one step along its value list) plus global moves (a quarter of the
/// children, at least one: 2-3 parameters changed at once, and one random restart), all in
/// the backend's space and unseen by the session, so no configuration is proposed twice.
class TunerGenerator : public Generator {
public:
    /// `seed` orders the neighbours of each parent (a seeded shuffle), so runs with
    /// different seeds explore in different orders.
    /// `globalMoves` false: one-step neighbours only (Kernel Tuner's "adjacent" moves).
    TunerGenerator(const MeasurementBackend& backend, std::uint64_t seed, bool globalMoves = true)
        : backend_(backend), rng_(seed), globalMoves_(globalMoves) {}
    std::string name() const override { return "tuner"; }
    std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) override;

    /// Most configurations walked when seeding a tree whose root has no configuration.
    static constexpr std::size_t kMaxEnumerated = 200000;

private:
    const MeasurementBackend& backend_;
    std::mt19937_64 rng_;
    bool globalMoves_ = true;
};

} // namespace augur
