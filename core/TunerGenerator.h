#pragma once
#include "core/Generator.h"
#include "core/MeasurementBackend.h"

#include <cstdint>
#include <random>

namespace augur {

/// The tuner generator: children of a node are its neighbouring configurations (one
/// parameter moved one step along its value list) that lie in the backend's space and
/// that the session has not seen, so no configuration is proposed twice.
class TunerGenerator : public Generator {
public:
    /// `seed` orders the neighbours of each parent (a seeded shuffle), so runs with
    /// different seeds explore in different orders.
    TunerGenerator(const MeasurementBackend& backend, std::uint64_t seed) : backend_(backend), rng_(seed) {}
    std::string name() const override { return "tuner"; }
    std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) override;

    /// Most configurations walked when seeding a tree whose root has no configuration.
    static constexpr std::size_t kMaxEnumerated = 200000;

private:
    const MeasurementBackend& backend_;
    std::mt19937_64 rng_;
};

} // namespace augur
