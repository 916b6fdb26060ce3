#include "core/model/SessionConfig.h"

#include "core/model/Objective.h"

#include "core/base/InputError.h"
#include "core/base/JsonWholeNumber.h"

#include <cmath>
#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdio>
#include <limits>
#include <type_traits>

namespace augur {

nlohmann::json SessionConfig::toJson() const {
    return {{"dataset", datasetPath},
            {"problem", problemPath},
            {"backend", backend},
            {"generator", kGeneratorKinds.name(generator)},
            {"surrogate", kSurrogateKinds.name(surrogate)},
            {"endpoint", endpoint},
            {"endpoints_file", endpointsFile},
            {"strategy", kSearchStrategies.name(strategy)},
            {"prior", priorPath},
            {"prior_sha256", priorSha256},
            {"initial_design", initialDesign},
            {"reference", referenceKey},
            {"task", task},
            {"max_measurements", maxMeasurements},
            {"max_candidates", maxCandidates},
            {"max_llm_requests", maxLlmRequests},
            {"max_llm_tokens", maxLlmTokens},
            {"max_llm_idle_replies", maxLlmIdleReplies},
            {"llm_templates", llmTemplates},
            {"max_wall_s", maxWallSeconds},
            {"threshold", threshold},
            {"confidence", confidenceKindName(confidence)},
            {"batch_size", batchSize},
            {"children_per_expansion", childrenPerExpansion},
            {"measurements_per_step", measurementsPerStep},
            {"puct_c", puctC},
            {"discovery_delta", discoveryDelta},
            {"replay_delay_ms", replayDelayMs},
            {"seed", seed},
            {"objective", objective},
            {"profile", profile},
            {"measure_energy", measureEnergy},
            {"lock_clocks", lockClocks},
            {"slurm", slurm.toJson()}};
}

namespace {
/// The ranges `augur-cli run` allows (app/cli/RunCommand.cpp): a session file is outside
/// input and may not hold what the command line refuses.
void checkRanges(const SessionConfig& c, const std::string& file) {
    auto text = [](double v) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%g", v);
        return std::string(buf);
    };
    auto atLeast = [&](const char* key, double v, double lo, double hi = HUGE_VAL) {
        if (!(v >= lo && v <= hi))
            throw InputError(
                file, std::string("config.") + key,
                (std::isinf(hi) ? "must be >= " + text(lo) : "must be from " + text(lo) + " to " + text(hi)) + " (is " +
                    text(v) + ")");
    };
    atLeast("max_measurements", c.maxMeasurements, 0);
    atLeast("initial_design", c.initialDesign, 0);
    atLeast("max_candidates", c.maxCandidates, 1);
    atLeast("max_llm_requests", static_cast<double>(c.maxLlmRequests), 0);
    atLeast("max_llm_tokens", static_cast<double>(c.maxLlmTokens), 0);
    atLeast("max_llm_idle_replies", c.maxLlmIdleReplies, 0);
    atLeast("max_wall_s", c.maxWallSeconds, 0);
    atLeast("threshold", c.threshold, 0, 1);
    atLeast("batch_size", c.batchSize, 1);
    atLeast("children_per_expansion", c.childrenPerExpansion, 1);
    atLeast("measurements_per_step", c.measurementsPerStep, 0);
    atLeast("puct_c", c.puctC, 0);
    if (!(c.discoveryDelta > 1.0 && std::isfinite(c.discoveryDelta)))
        throw InputError(file, "config.discovery_delta",
                         "must be a finite ratio above 1 (is " + std::to_string(c.discoveryDelta) + ")");
}

template <typename T>
void read(const nlohmann::json& j, const char* key, T& out, const std::string& file) {
    auto it = j.find(key);
    if (it == j.end()) return;
    if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        // A whole number in T's range, written as an integer: nlohmann would wrap -1 into
        // 2^64-1, cut 1.5 to 1 and read 2^64 (a float) as 0, and the next save would keep the damage.
        using Limits = std::numeric_limits<T>;
        const std::optional<T> v = it->is_number_float() ? std::nullopt : wholeNumber<T>(*it);
        if (!v)
            throw InputError(file, key,
                             it->is_number() ? "must be a whole number from " + std::to_string(Limits::min()) + " to " +
                                     std::to_string(Limits::max())
                                             : std::string("wrong type (") + it->type_name() + ")");
        out = *v;
        return;
    }
    try {
        out = it->get<T>();
    } catch (const nlohmann::json::exception&) {
        throw InputError(file, key, std::string("wrong type (") + it->type_name() + ")");
    }
}
/// Reads a name from `table` into `out`; an unknown name is an error naming the choices.
template <typename E, std::size_t N>
void readNamed(const nlohmann::json& j, const char* key, const NamedEnum<E, N>& table, E& out,
               const std::string& file) {
    std::string name{table.name(out)};
    read(j, key, name, file);
    const auto value = table.parse(name);
    if (!value) throw InputError(file, key, "'" + name + "' is unknown (use " + table.choices() + ")");
    out = *value;
}
} // namespace

SessionConfig SessionConfig::fromJson(const nlohmann::json& j, const std::string& file) {
    if (!j.is_object()) throw InputError(file, "config", "not a JSON object");
    SessionConfig c;
    read(j, "dataset", c.datasetPath, file);
    read(j, "problem", c.problemPath, file);
    read(j, "backend", c.backend, file);
    readNamed(j, "generator", kGeneratorKinds, c.generator, file);
    readNamed(j, "surrogate", kSurrogateKinds, c.surrogate, file);
    read(j, "endpoint", c.endpoint, file);
    read(j, "endpoints_file", c.endpointsFile, file);
    readNamed(j, "strategy", kSearchStrategies, c.strategy, file);
    read(j, "prior", c.priorPath, file);
    read(j, "prior_sha256", c.priorSha256, file);
    if (!c.priorSha256.empty() &&
        (c.priorSha256.size() != 64 || c.priorSha256.find_first_not_of("0123456789abcdef") != std::string::npos))
        throw InputError(file, "config.prior_sha256", "expected 64 lowercase hex digits");
    read(j, "initial_design", c.initialDesign, file);
    read(j, "reference", c.referenceKey, file);
    read(j, "task", c.task, file);
    read(j, "max_measurements", c.maxMeasurements, file);
    read(j, "max_candidates", c.maxCandidates, file);
    read(j, "max_llm_requests", c.maxLlmRequests, file);
    read(j, "max_llm_tokens", c.maxLlmTokens, file);
    read(j, "max_llm_idle_replies", c.maxLlmIdleReplies, file);
    read(j, "llm_templates", c.llmTemplates, file);
    read(j, "max_wall_s", c.maxWallSeconds, file);
    read(j, "threshold", c.threshold, file);
    std::string conf = confidenceKindName(c.confidence);
    read(j, "confidence", conf, file);
    auto k = parseConfidenceKind(conf);
    if (!k) throw InputError(file, "confidence", "unknown confidence score '" + conf + "'");
    c.confidence = *k;
    read(j, "batch_size", c.batchSize, file);
    read(j, "children_per_expansion", c.childrenPerExpansion, file);
    read(j, "measurements_per_step", c.measurementsPerStep, file);
    read(j, "puct_c", c.puctC, file);
    read(j, "discovery_delta", c.discoveryDelta, file);
    read(j, "replay_delay_ms", c.replayDelayMs, file);
    if (!(c.replayDelayMs >= 0 && c.replayDelayMs <= 3600e3))
        throw InputError(file, "config.replay_delay_ms", "must be from 0 to 3600000 ms");
    read(j, "seed", c.seed, file);
    read(j, "objective", c.objective, file);
    try {
        (void)Objective::parse(c.objective);
    } catch (const std::invalid_argument& e) {
        throw InputError(file, "objective", e.what());
    }
    read(j, "profile", c.profile, file);
    read(j, "measure_energy", c.measureEnergy, file);
    read(j, "lock_clocks", c.lockClocks, file);
    if (j.contains("slurm")) c.slurm = SlurmSettings::fromJson(j["slurm"], file, "slurm.");
    checkRanges(c, file);
    return c;
}

} // namespace augur
