#pragma once
// What a session spent, per candidate, per template node and between improvements.
#include "core/model/CandidateCost.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace augur {

class Session;

/// Prices of one million prompt and completion tokens (the endpoint profile's), when set.
struct TokenPrices {
    double inputPerMillion = 0.0;
    double outputPerMillion = 0.0;
};

/// One new best and what was spent since the one before ("cost per accepted improvement"):
/// a measured S above every earlier measured S (the reference's 1.0 first), with the GPU
/// time of the measurements since the previous best (this one included) and the LLM
/// requests and tokens of the candidates written meanwhile (by creation time).
struct Improvement {
    int order = 0; ///< measurement order of the new best
    CandidateId id = kNoCandidate;
    double speedup = 0.0;
    double gpuS = 0.0;
    int llmRequests = 0;
    long long tokens = 0; ///< prompt + completion
    std::optional<double> cost; ///< at the prices, when given
};

/// Every improvement of the session, in measurement order.
std::vector<Improvement> improvements(const Session& session, const std::optional<TokenPrices>& prices = {});
/// The same over a session's candidates (a view's copy of them).
std::vector<Improvement> improvements(const std::vector<Candidate>& candidates,
                                      const std::optional<TokenPrices>& prices = {});

/// The "cost" section of the run summary and of `augur-cli report`: {"gpu_s", "llm_requests",
/// "llm_tokens", "cost" (with prices), "improvements": [{"order", "id", "speedup", "gpu_s",
/// "llm_requests", "tokens", "cost"}], "per_improvement": means of those, "templates": [{"id",
/// "configurations" (valid), "candidates", "measured", "best_speedup", "gpu_s", "llm_requests",
/// "tokens"}]} (a template node with the tuner's children under it).
nlohmann::json costJson(const Session& session, const std::optional<TokenPrices>& prices = {});

} // namespace augur
