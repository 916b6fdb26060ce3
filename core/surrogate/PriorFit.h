#pragma once
// What the engine, the run summary and the GUI say about a warm start's prior.
#include "core/base/CoreMessage.h"

#include <string>
#include <vector>

namespace augur {

/// How much a warm start's prior counts (SpeedupRegressor): its weight in [0, 1], the rank
/// correlation it was weighted by (NaN before three measurements) and over how many.
struct PriorFit {
    double weight = 1.0;
    double agreement = 0.0;
    int rows = 0;
    /// The session's varying parameters the prior lacks: such a prior cannot rank what they
    /// do and is set aside once the session has measurements of its own.
    std::vector<std::string> missing;
    /// Whether the estimates come from this session's rows alone (partial prior, or weight
    /// under SpeedupModelOptions::priorGate).
    bool setAside = false;
    /// "prior weight 0.20: the prior ranks this GPU's measurements poorly; set aside (rank
    /// correlation 0.12 over 14 measurements)", or "prior set aside: it lacks use_shmem,
    /// which this session varies (…)".
    std::string describe() const;
    /// The same words as a message of core's catalogue, for a receiver that translates them.
    CoreMessage message() const;
};

} // namespace augur
