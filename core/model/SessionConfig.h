#pragma once
#include "core/base/NamedEnum.h"
#include "core/bins/Confidence.h"
#include "core/backend/slurm/SlurmSettings.h"

#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace augur {

/// How candidates are chosen for measurement (docs/search.md). Auto becomes Model for a
/// tunable space searched by the tuner generator and Puct otherwise, when the session is
/// created (SessionFactory), so a stored session names the real one.
enum class SearchStrategy { Auto, Model, Puct, MeasureAll };
/// Where candidates come from.
enum class GeneratorKind { Tuner, Llm };
/// What forecasts the speedup bins.
enum class SurrogateKind { Features, Llm, Ensemble };

inline constexpr NamedEnum<SearchStrategy, 4> kSearchStrategies{{{{SearchStrategy::Auto, "auto"},
                                                                  {SearchStrategy::Model, "model"},
                                                                  {SearchStrategy::Puct, "puct"},
                                                                  {SearchStrategy::MeasureAll, "measure-all"}}}};
inline constexpr NamedEnum<GeneratorKind, 2> kGeneratorKinds{
    {{{GeneratorKind::Tuner, "tuner"}, {GeneratorKind::Llm, "llm"}}}};
inline constexpr NamedEnum<SurrogateKind, 3> kSurrogateKinds{
    {{{SurrogateKind::Features, "features"}, {SurrogateKind::Llm, "llm"}, {SurrogateKind::Ensemble, "ensemble"}}}};
/// The backend that replays a recorded dataset; others (cuda, ...) are found by name in
/// core/backend/BackendRegistry.
inline constexpr std::string_view kReplayBackend = "replay";

/// Everything that defines a session's run; stored in the session file so `resume`
/// continues with the same settings.
struct SessionConfig {
    std::string datasetPath; ///< the replay backend's tuning space (T4, cache, Augur dataset) or record file
    std::string problemPath; ///< problem folder for the cuda backend
    std::string backend{kReplayBackend}; ///< kReplayBackend or a BackendRegistry name ("cuda")
    GeneratorKind generator = GeneratorKind::Tuner;
    SurrogateKind surrogate = SurrogateKind::Features;
    std::string
        endpoint; ///< LLM endpoint profile name (generator or surrogate "llm"/"ensemble"); empty = the default profile
    std::string endpointsFile; ///< endpoints file (docs/llm.md); empty = LlmEndpointStore::defaultPath()
    SearchStrategy strategy = SearchStrategy::Auto;
    int initialDesign = 0; ///< model: initial design size (0 = automatic, ModelSearchOptions)
    std::string
        priorPath; ///< warm start: a dataset or session of the same parameter space (core/surrogate/SurrogatePrior.h)
    /// SHA-256 of the prior's file when the session was created (core/base/FileDigest.h);
    /// resume refuses a prior file that changed since.
    std::string priorSha256;
    std::string referenceKey; ///< named reference configuration (empty: first valid)
    /// Replay of a record file (CUDA-L1, KernelBench, GPU Forecasters): the task replayed
    /// (core/datasets/RecordTask.h; empty: the file's first task).
    std::string task;
    int maxMeasurements = 100; ///< GPU measurement budget
    int maxCandidates = 5000; ///< candidate budget (forecasts are cheap, not free)
    /// Caps on the LLM for one run of the session (0 = none): requests begun, and prompt +
    /// completion tokens. Reaching one ends the run (core/llm/client/LlmActivity).
    std::int64_t maxLlmRequests = 0;
    std::int64_t maxLlmTokens = 0;
    /// The LLM generator stops asking after this many replies in a row that added no new
    /// candidate (0 = never); the run then ends with "the LLM proposed nothing new in N replies".
    int maxLlmIdleReplies = 5;
    /// The LLM generator may answer with tunable templates, whose sub-spaces the session
    /// tunes under their template nodes (docs/llm.md, "Templates").
    bool llmTemplates = false;
    double maxWallSeconds = 0.0; ///< 0 = no wall-time budget
    double threshold = 0.5; ///< deferral threshold on confidence (docs/search.md)
    ConfidenceKind confidence = ConfidenceKind::MaxProb;
    int batchSize = 2; ///< nodes selected per PUCT step
    int childrenPerExpansion = 16; ///< children proposed per selected node
    int measurementsPerStep = 0; ///< puct: measurements per expansion step (0 = every deferred one)
    double puctC = 1.0; ///< exploration constant c (as in the paper)
    double discoveryDelta = 1.5; ///< discovery moment: S_child / S_parent ≥ δ
    double replayDelayMs = 0.0; ///< replay: wall time each measurement takes, ms (to watch a session live)
    std::uint64_t seed = 1;
    std::string objective = "time"; ///< "time" | "energy" | "product[:W]" (core/model/Objective.h)
    bool profile = false; ///< cuda: hardware counters for every measured candidate
    bool measureEnergy = false; ///< cuda: energy per launch even when the objective is time
    /// cuda, slurm: lock the SM clock to its default clock while timing, where the driver
    /// permits it (docs/measurement.md, "The GPU's state"); the report says when it cannot.
    bool lockClocks = false;
    SlurmSettings slurm; ///< slurm: the cluster's partition, account, GPUs, time limit, worker path

    /// Whether measurements replay a recorded dataset.
    bool replays() const { return backend == kReplayBackend; }
    /// Whether a surrogate forecasts at all (the measure-all baseline measures everything).
    bool forecasts() const { return strategy != SearchStrategy::MeasureAll; }
    /// Whether an LLM endpoint is needed (LLM generator or an LLM-backed surrogate).
    bool usesLlm() const { return generator == GeneratorKind::Llm || surrogate != SurrogateKind::Features; }

    nlohmann::json toJson() const;
    /// Reads a config written by toJson(); missing keys keep their defaults.
    /// Throws InputError naming `file` and the field for a wrong type.
    static SessionConfig fromJson(const nlohmann::json& j, const std::string& file);
};

} // namespace augur
