#pragma once
// Bin probabilities from token log-probabilities.
#include "core/bins/BinScheme.h"
#include "core/llm/client/LlmChat.h"

#include <optional>
#include <string_view>
#include <vector>

namespace augur {

/// Reads a forecast from the log-probabilities of the digit the model wrote after
/// `"predicted_bin":` (servers that return top_logprobs: vLLM, llama.cpp, SGLang,
/// OpenAI). The alternatives "1".."8" among that token's top_logprobs give
/// p_k ∝ exp(logprob); bins absent from the top list get a floor of 1e-3 before
/// renormalising. This is the model's own uncertainty over its answer token, often
/// better calibrated than the probabilities it writes.
class LlmLogprobForecast {
public:
    /// std::nullopt when the key or a digit token after it is not found, or when the
    /// alternatives hold no bin digit.
    static std::optional<BinProbs> fromTokens(const std::vector<LlmTokenLogprob>& tokens,
                                              std::string_view key = "\"predicted_bin\"");
};

} // namespace augur
