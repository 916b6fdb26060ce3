#pragma once
// Request and reply types of the OpenAI-compatible chat completions client (docs/llm.md).
#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace augur {

/// One chat message ("system", "user" or "assistant").
struct LlmMessage {
    std::string role;
    std::string content;
};

/// One chat completion to run. Fields left at their defaults take the endpoint's values.
struct LlmChatRequest {
    std::vector<LlmMessage> messages;
    /// Structured output: the name and JSON Schema of the expected answer (an object).
    /// Empty name = free text. How it is sent depends on LlmEndpoint::structuredOutput.
    std::string schemaName;
    nlohmann::json schema;
    int maxTokens = 0; ///< completion token budget; 0 = the endpoint's
    std::optional<double> temperature; ///< unset = the endpoint's
    bool logprobs = false; ///< ask for per-token log-probabilities
    int topLogprobs = 0; ///< alternatives per token (with logprobs)
    std::string tag; ///< what it is for ("forecast", "generate"), for accounting
    /// The candidate the request is about (a forecast's candidate, a generation's parent),
    /// -1 for none: LlmActivity shows its streamed text and rejections by it.
    std::int64_t subject = -1;
    /// HTTP attempts at most, the first included (1 = no retry); 0 = the endpoint's
    /// max_attempts. Never more than the endpoint's.
    int maxAttempts = 0;
};

/// Why a completion produced no usable reply.
enum class LlmErrorKind {
    None, ///< a reply arrived (its text may still be unusable: see finishReason)
    Transport, ///< connection refused or reset, the server died, nothing or a partial reply
    Timeout, ///< connect, idle (a stalled stream) or total timeout
    Http, ///< an HTTP error status (httpStatus), after any retries
    Protocol, ///< a reply that is not the protocol: malformed JSON, an error event in the stream
    Cancelled ///< LlmClient::cancel() or cancelAll()
};

/// Name of an error kind: "none", "transport", "timeout", "http", "protocol", "cancelled".
const char* llmErrorKindName(LlmErrorKind k);

/// One generated token with its log-probability and the top alternatives (natural log).
struct LlmTokenLogprob {
    std::string token;
    double logprob = 0.0;
    std::vector<std::pair<std::string, double>> top;
};

/// The outcome of one completion, after retries. Times are in milliseconds.
struct LlmChatReply {
    LlmErrorKind error = LlmErrorKind::None;
    std::string errorText; ///< one line, for logs and forecasts
    int httpStatus = 0; ///< last HTTP status seen (0 = none)
    std::string content; ///< the answer channel (empty when the server sent null)
    bool contentNull = false; ///< the server sent "content": null (or never any content)
    std::string reasoning; ///< the reasoning channel ("reasoning" or "reasoning_content")
    std::string finishReason; ///< "stop", "length", ... (empty when none was sent)
    std::string model; ///< model name the server reported
    std::vector<LlmTokenLogprob> logprobs; ///< content tokens, when asked for and sent
    int promptTokens = 0; ///< from the server's usage record (0 = not reported)
    int completionTokens = 0;
    int reasoningTokens = 0; ///< completion_tokens_details.reasoning_tokens
    double latencyMs = 0.0; ///< from the first attempt's start to the end
    double firstTokenMs = 0.0; ///< to the first streamed byte of the last attempt
    int attempts = 0; ///< HTTP attempts made (1 = no retry)
    bool streamed = false; ///< the reply came as server-sent events

    bool ok() const { return error == LlmErrorKind::None; }
    /// The text to read the answer from: the content, or, when the content is empty
    /// (some servers put a reasoning model's whole answer in the reasoning field), the
    /// reasoning.
    const std::string& answerText() const { return content.empty() ? reasoning : content; }
    /// True when the completion stopped at its token budget (finish_reason "length").
    bool truncated() const { return finishReason == "length"; }
};

} // namespace augur
