#pragma once
// The JSON body of a chat completions request.
#include "core/llm/client/LlmChat.h"
#include "core/llm/client/LlmEndpoint.h"

#include <nlohmann/json.hpp>

namespace augur {

/// Builds request bodies for POST {base_url}/chat/completions.
class LlmRequestBody {
public:
    /// The body for `request` on `endpoint`: model, messages, max_tokens, temperature,
    /// reasoning_effort, logprobs/top_logprobs, stream (+ stream_options.include_usage),
    /// the schema in the endpoint's structured-output form, then the endpoint's
    /// extra_body merged on top (it wins on conflicts).
    static nlohmann::json build(const LlmEndpoint& endpoint, const LlmChatRequest& request);
};

} // namespace augur
