#pragma once
#include "core/Confidence.h"

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace augur {

/// Everything that defines a session's run; stored in the session file so `resume`
/// continues with the same settings.
struct SessionConfig {
    std::string datasetPath;          ///< T4 file for the replay backend
    std::string problemPath;          ///< problem folder for the cuda backend
    std::string backend = "replay";   ///< "replay" | "cuda"
    std::string generator = "tuner";  ///< "tuner" | "llm"
    std::string surrogate = "features"; ///< "features" | "llm" | "ensemble"
    std::string endpoint;             ///< LLM endpoint profile name (generator or surrogate "llm"/"ensemble"); empty = the default profile
    std::string endpointsFile;        ///< endpoints file (docs/llm.md); empty = LlmEndpointStore::defaultPath()
    /// "model" | "puct" | "measure-all" (docs/search.md); "auto" (the default) becomes
    /// "model" for a tunable space searched by the tuner generator and "puct" otherwise,
    /// when the session is created (SessionFactory), so a stored session names the real one.
    std::string strategy = "auto";
    int initialDesign = 0;            ///< model: initial design size (0 = automatic, ModelSearchOptions)
    std::string priorPath;            ///< warm start: a dataset or session of the same parameter space (core/SurrogatePrior.h)
    std::string referenceKey;         ///< named reference configuration (empty: first valid)
    int maxMeasurements = 100;        ///< GPU measurement budget
    int maxCandidates = 5000;         ///< candidate budget (forecasts are cheap, not free)
    double maxWallSeconds = 0.0;      ///< 0 = no wall-time budget
    double threshold = 0.5;           ///< deferral threshold on confidence (docs/search.md)
    ConfidenceKind confidence = ConfidenceKind::MaxProb;
    int batchSize = 2;                ///< nodes selected per PUCT step
    int childrenPerExpansion = 16;    ///< children proposed per selected node
    int measurementsPerStep = 0;      ///< puct: measurements per expansion step (0 = every deferred one)
    double puctC = 1.0;               ///< exploration constant c (as in the paper)
    double discoveryDelta = 1.5;      ///< discovery moment: S_child / S_parent ≥ δ
    double replayDelayMs = 0.0;       ///< replay: wall time each measurement takes, ms (to watch a session live)
    std::uint64_t seed = 1;
    std::string objective = "time";   ///< "time" | "energy" | "product[:W]" (core/Objective.h)
    bool profile = false;             ///< cuda: hardware counters for every measured candidate
    bool measureEnergy = false;       ///< cuda: energy per launch even when the objective is time

    nlohmann::json toJson() const;
    /// Reads a config written by toJson(); missing keys keep their defaults.
    /// Throws InputError naming `file` and the field for a wrong type.
    static SessionConfig fromJson(const nlohmann::json& j, const std::string& file);
};

} // namespace augur
