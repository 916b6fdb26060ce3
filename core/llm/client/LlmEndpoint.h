#pragma once
// An endpoint profile: where an OpenAI-compatible server is and how to talk to it.
#include "core/llm/client/LlmRetryPolicy.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace augur {

/// How the answer's JSON Schema is sent (LlmChatRequest::schema).
enum class LlmStructuredOutput {
    JsonSchema, ///< "json_schema": response_format {type: json_schema} (OpenAI, vLLM, llama.cpp, SGLang, Ollama)
    Vllm, ///< "vllm": vLLM's structured_outputs {json: schema} in the request body
    JsonObject, ///< "json_object": response_format {type: json_object} (any JSON; the schema is only in the prompt)
    None ///< "none": nothing; the prompt alone asks for JSON
};

/// Where an LLM surrogate reads its bin probabilities from.
enum class LlmForecastSource {
    Stated, ///< "stated": the probabilities the model writes (default)
    Logprobs, ///< "logprobs": the top_logprobs of the predicted-bin digit, when the server sends them
    Blend ///< "blend": the mean of both when both exist
};

/// One endpoint profile of the endpoints file (docs/llm.md). The API key is never part
/// of a profile: `apiKeyEnv` names the environment variable that holds it (the GUI may
/// fill that variable from the system keychain).
struct LlmEndpoint {
    std::string name; ///< profile name, e.g. "local-vllm"
    std::string baseUrl; ///< up to and including the version, e.g. "http://127.0.0.1:8000/v1"
    std::string model; ///< model name the server serves, e.g. "openai/gpt-oss-20b"
    std::string apiKeyEnv; ///< environment variable with the key; empty = no key
    LlmStructuredOutput structuredOutput = LlmStructuredOutput::JsonSchema;
    bool stream = true; ///< ask for server-sent events
    int maxConcurrency = 32; ///< requests in flight at once (>= 1)
    double connectTimeoutS = 10.0; ///< TCP/TLS connect, seconds
    double idleTimeoutS =
        120.0; ///< streamed replies: no byte for this long ends the attempt (a stalled stream), seconds
    double totalTimeoutS = 600.0; ///< one attempt, end to end, seconds
    LlmRetryPolicy retry; ///< attempts and backoff
    std::optional<double> temperature; ///< unset = the server's default
    int maxTokens = 4096; ///< completion budget (reasoning included on most servers)
    std::string reasoningEffort; ///< "low" | "medium" | "high" for gpt-oss; empty = not sent
    LlmForecastSource forecastSource = LlmForecastSource::Stated;
    int topLogprobs = 8; ///< alternatives asked per token when logprobs are used
    nlohmann::json extraBody = nlohmann::json::object(); ///< merged into every request body (server-specific knobs)
    /// Price of a million prompt (input) tokens and of a million completion (output) tokens,
    /// in the currency the engineer pays in (USD for hosted APIs); unset = the cost of a
    /// session is not shown (a local server).
    std::optional<double> pricePerMillionInput;
    std::optional<double> pricePerMillionOutput;

    /// Cost of `promptTokens` in and `completionTokens` out at this profile's prices; unset
    /// when the profile has no price.
    std::optional<double> cost(std::int64_t promptTokens, std::int64_t completionTokens) const;

    /// The key from the environment; empty when apiKeyEnv is empty. Throws InputError
    /// ("environment", apiKeyEnv, ...) when apiKeyEnv names a variable that is unset or
    /// empty: a request must never go out silently without the key it was meant to carry.
    std::string apiKey() const;
    /// `text` with the key (and any credentials) replaced by "[redacted]": for everything
    /// logged or stored that a server may have echoed (error bodies, replies), also in an
    /// altered form (redactSecret).
    std::string redact(const std::string& text) const;
    /// Refuses secrets where they would be printed or sent along: credentials in base_url
    /// (user:password@host) and key-like fields inside extra_body (api_key, key, token,
    /// authorization, password, secret, at any depth). Throws InputError(origin,
    /// "endpoints[NAME].FIELD", ...).
    void checkSecrets(const std::string& origin) const;
    /// `baseUrl` + "/chat/completions" (one slash between).
    std::string chatUrl() const;
    /// `baseUrl` + "/models".
    std::string modelsUrl() const;

    /// The profile as JSON (the key itself is never written).
    nlohmann::json toJson() const;
    /// Reads a profile; missing keys keep their defaults. Throws InputError(origin,
    /// "endpoints[NAME].FIELD", ...) for a wrong type, an unknown value, a missing name,
    /// base_url or model, and for an "api_key" written in plain text.
    static LlmEndpoint fromJson(const nlohmann::json& j, const std::string& origin);
};

const char* llmStructuredOutputName(LlmStructuredOutput s);
const char* llmForecastSourceName(LlmForecastSource s);

/// `text` with every occurrence of `secret` replaced by "[redacted]": verbatim (a secret of
/// 4 characters or more), and, for a secret with 8 letters and digits or more, also as a
/// server may echo it altered: spaced out or split by punctuation, upper- or lower-cased,
/// reversed, escaped, or in part: every run of 8 or more of its letters and digits in a
/// row (the key without its "sk-" prefix, cut, or masked in the middle) is redacted
/// (compared on letters and digits only, ignoring case).
std::string redactSecret(const std::string& text, const std::string& secret);

} // namespace augur
