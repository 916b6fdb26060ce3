#include "core/llm/client/LlmEndpoint.h"

#include <cctype>

#include "core/base/InputError.h"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <string_view>
#include <unordered_set>
#include <vector>

namespace augur {

using json = nlohmann::json;

const char* llmStructuredOutputName(LlmStructuredOutput s) {
    switch (s) {
    case LlmStructuredOutput::JsonSchema: return "json_schema";
    case LlmStructuredOutput::Vllm: return "vllm";
    case LlmStructuredOutput::JsonObject: return "json_object";
    case LlmStructuredOutput::None: return "none";
    }
    return "json_schema";
}

const char* llmForecastSourceName(LlmForecastSource s) {
    switch (s) {
    case LlmForecastSource::Stated: return "stated";
    case LlmForecastSource::Logprobs: return "logprobs";
    case LlmForecastSource::Blend: return "blend";
    }
    return "stated";
}

std::string LlmEndpoint::apiKey() const {
    if (apiKeyEnv.empty()) return {};
    const char* v = std::getenv(apiKeyEnv.c_str());
    if (!v || !*v)
        throw InputError("environment", apiKeyEnv,
                         "is not set, but endpoint '" + name +
                             "' names it in api_key_env: set it, or remove api_key_env for a server without a key");
    return std::string(v);
}

std::string LlmEndpoint::redact(const std::string& text) const {
    const char* v = apiKeyEnv.empty() ? nullptr : std::getenv(apiKeyEnv.c_str());
    return redactSecret(text, v ? v : "");
}

std::string redactSecret(const std::string& text, const std::string& secret) {
    std::string out = text;
    if (secret.size() < 4) return out;
    for (std::size_t at = out.find(secret); at != std::string::npos; at = out.find(secret, at + 10))
        out.replace(at, secret.size(), "[redacted]");
    // Altered echoes: the key spaced out, split by punctuation or line breaks, upper- or
    // lower-cased, reversed, with characters escaped (JSON "\\u0041", URL "%41"). Both sides are
    // compared on their letters and digits only, ignoring case, in both directions; a match
    // covers the text from its first to its last matched character. Short keys are left to
    // the exact match above (too many ordinary words would match).
    std::string key;
    for (unsigned char c : secret)
        if (std::isalnum(c)) key += static_cast<char>(std::tolower(c));
    if (key.size() < 8) return out;
    auto hex = [&](std::size_t from, std::size_t digits, unsigned& value) {
        if (from + digits > out.size()) return false;
        value = 0;
        for (std::size_t k = from; k < from + digits; ++k) {
            const auto c = static_cast<unsigned char>(out[k]);
            if (!std::isxdigit(c)) return false;
            value = value * 16 + static_cast<unsigned>(std::isdigit(c) ? c - '0' : std::tolower(c) - 'a' + 10);
        }
        return true;
    };
    std::string skeleton; // the text's letters and digits, lower-cased, escapes decoded
    std::vector<std::size_t> first, last; // where each of them starts and ends in `out`
    for (std::size_t i = 0; i < out.size();) {
        unsigned c = static_cast<unsigned char>(out[i]);
        std::size_t len = 1;
        unsigned value = 0;
        if (c == '\\' && i + 1 < out.size() && out[i + 1] == 'u' && hex(i + 2, 4, value)) {
            c = value;
            len = 6;
        } else if (c == '%' && hex(i + 1, 2, value)) {
            c = value;
            len = 3;
        }
        if (c < 0x80 && std::isalnum(static_cast<int>(c))) {
            skeleton += static_cast<char>(std::tolower(static_cast<int>(c)));
            first.push_back(i);
            last.push_back(i + len - 1);
        }
        i += len;
    }
    // Any run of kFragment or more of the key's characters counts, forwards or reversed: a
    // server may echo the key without its prefix ("sk-"), cut, or masked in the middle
    // ("abcd1234****wxyz5678"). kFragment letters and digits of a random key turn up in
    // ordinary text by chance far too rarely to hide anything else.
    constexpr std::size_t kFragment = 8;
    const std::string reversed(key.rbegin(), key.rend());
    std::unordered_set<std::string_view> grams;
    for (const std::string_view k : {std::string_view(key), std::string_view(reversed)})
        for (std::size_t i = 0; i + kFragment <= k.size(); ++i) grams.insert(k.substr(i, kFragment));
    std::vector<std::pair<std::size_t, std::size_t>> spans; // [first, last] in `out`
    const std::string_view letters(skeleton);
    for (std::size_t i = 0; i + kFragment <= letters.size(); ++i)
        if (grams.count(letters.substr(i, kFragment))) spans.emplace_back(first[i], last[i + kFragment - 1]);
    if (spans.empty()) return out;
    std::sort(spans.begin(), spans.end());
    std::string redacted;
    std::size_t from = 0;
    for (std::size_t k = 0; k < spans.size();) {
        std::size_t first = spans[k].first, last = spans[k].second;
        for (++k; k < spans.size() && spans[k].first <= last + 1; ++k) last = std::max(last, spans[k].second);
        redacted.append(out, from, first - from);
        redacted += "[redacted]";
        from = last + 1;
    }
    redacted.append(out, from, std::string::npos);
    return redacted;
}

namespace {
bool secretName(std::string k) {
    for (auto& c : k) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const char* s : {"api_key", "apikey", "api-key", "key", "token", "access_token", "authorization", "password",
                          "secret", "bearer"})
        if (k == s) return true;
    return k.find("secret") != std::string::npos || k.find("password") != std::string::npos ||
        k.find("api_key") != std::string::npos || k.find("api-key") != std::string::npos ||
        k.find("apikey") != std::string::npos || k == "cookie" ||
        (k.find("token") != std::string::npos && k != "max_tokens" && k != "max_completion_tokens" &&
         k.find("_tokens") == std::string::npos);
}

void findSecret(const nlohmann::json& j, const std::string& path, std::string& found) {
    if (!found.empty()) return;
    if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (secretName(it.key())) {
                found = path + "." + it.key();
                return;
            }
            findSecret(it.value(), path + "." + it.key(), found);
        }
    } else if (j.is_array()) {
        for (std::size_t i = 0; i < j.size(); ++i) findSecret(j[i], path + "[" + std::to_string(i) + "]", found);
    }
}
} // namespace

void LlmEndpoint::checkSecrets(const std::string& origin) const {
    const std::string where = "endpoints[" + (name.empty() ? std::string("?") : name) + "]";
    // scheme://user:password@host/...: the authority ends at the first '/', '?' or '#'.
    const std::size_t start = baseUrl.find("://");
    if (start != std::string::npos) {
        const std::size_t end = baseUrl.find_first_of("/?#", start + 3);
        const std::string authority =
            baseUrl.substr(start + 3, end == std::string::npos ? std::string::npos : end - start - 3);
        if (authority.find('@') != std::string::npos)
            throw InputError(
                origin, where + ".base_url",
                "holds credentials (user:password@host), which would be printed and stored with the URL: put the key in an "
                "environment variable and name it with \"api_key_env\"");
    }
    // Query parameters that carry a key (?api_key=..., &token=...) are refused like userinfo.
    if (const std::size_t q = baseUrl.find('?'); q != std::string::npos) {
        std::string query = baseUrl.substr(q + 1);
        for (std::size_t at = 0; at <= query.size();) {
            const std::size_t amp = query.find('&', at);
            const std::string pair = query.substr(at, amp == std::string::npos ? std::string::npos : amp - at);
            if (secretName(pair.substr(0, pair.find('='))))
                throw InputError(origin, where + ".base_url",
                                 "carries a credential in its query (" + pair.substr(0, pair.find('=')) +
                                     "=...), which would be printed and stored with the URL: use \"api_key_env\"");
            if (amp == std::string::npos) break;
            at = amp + 1;
        }
    }
    std::string found;
    findSecret(extraBody, where + ".extra_body", found);
    if (!found.empty())
        throw InputError(
            origin, found,
            "looks like a credential, which would be sent in every request body and stored with the profile: put the key "
            "in an environment variable and name it with \"api_key_env\"");
}

namespace {
std::string joinUrl(const std::string& base, const char* tail) {
    std::string b = base;
    while (!b.empty() && b.back() == '/') b.pop_back();
    return b + tail;
}
} // namespace

std::string LlmEndpoint::chatUrl() const { return joinUrl(baseUrl, "/chat/completions"); }
std::string LlmEndpoint::modelsUrl() const { return joinUrl(baseUrl, "/models"); }

json LlmEndpoint::toJson() const {
    json j{{"name", name},
           {"base_url", baseUrl},
           {"model", model},
           {"api_key_env", apiKeyEnv},
           {"structured_output", llmStructuredOutputName(structuredOutput)},
           {"stream", stream},
           {"max_concurrency", maxConcurrency},
           {"connect_timeout_s", connectTimeoutS},
           {"idle_timeout_s", idleTimeoutS},
           {"timeout_s", totalTimeoutS},
           {"max_attempts", retry.maxAttempts},
           {"backoff_s", retry.baseDelayS},
           {"max_backoff_s", retry.maxDelayS},
           {"max_tokens", maxTokens},
           {"forecast_source", llmForecastSourceName(forecastSource)},
           {"top_logprobs", topLogprobs}};
    if (temperature) j["temperature"] = *temperature;
    if (!reasoningEffort.empty()) j["reasoning_effort"] = reasoningEffort;
    if (extraBody.is_object() && !extraBody.empty()) j["extra_body"] = extraBody;
    if (pricePerMillionInput) j["price_input_per_mtok"] = *pricePerMillionInput;
    if (pricePerMillionOutput) j["price_output_per_mtok"] = *pricePerMillionOutput;
    return j;
}

std::optional<double> LlmEndpoint::cost(std::int64_t promptTokens, std::int64_t completionTokens) const {
    if (!pricePerMillionInput && !pricePerMillionOutput) return std::nullopt;
    return (double(promptTokens) * pricePerMillionInput.value_or(0.0) +
            double(completionTokens) * pricePerMillionOutput.value_or(0.0)) /
        1e6;
}

namespace {
template <typename T>
void read(const json& j, const char* key, T& out, const std::string& origin, const std::string& where) {
    auto it = j.find(key);
    if (it == j.end() || it->is_null()) return;
    try {
        out = it->get<T>();
    } catch (const json::exception&) {
        throw InputError(origin, where + "." + key, std::string("wrong type (") + it->type_name() + ")");
    }
}
} // namespace

LlmEndpoint LlmEndpoint::fromJson(const json& j, const std::string& origin) {
    if (!j.is_object()) throw InputError(origin, "endpoints[]", "an endpoint must be a JSON object");
    LlmEndpoint e;
    read(j, "name", e.name, origin, "endpoints[]");
    const std::string where = "endpoints[" + (e.name.empty() ? std::string("?") : e.name) + "]";
    static const std::set<std::string> known{"name",
                                             "base_url",
                                             "model",
                                             "api_key_env",
                                             "structured_output",
                                             "stream",
                                             "max_concurrency",
                                             "connect_timeout_s",
                                             "idle_timeout_s",
                                             "timeout_s",
                                             "max_attempts",
                                             "backoff_s",
                                             "max_backoff_s",
                                             "max_retry_after_s",
                                             "temperature",
                                             "max_tokens",
                                             "reasoning_effort",
                                             "forecast_source",
                                             "top_logprobs",
                                             "extra_body",
                                             "price_input_per_mtok",
                                             "price_output_per_mtok"};
    for (auto it = j.begin(); it != j.end(); ++it) {
        if (it.key() == "api_key" || it.key() == "key" || it.key() == "token")
            throw InputError(origin, where + "." + it.key(),
                             "an API key is never stored in plain text: put it in an environment variable and name it "
                             "with \"api_key_env\"");
        if (!known.count(it.key())) throw InputError(origin, where + "." + it.key(), "unknown field");
    }
    if (e.name.empty()) throw InputError(origin, where + ".name", "missing");
    read(j, "base_url", e.baseUrl, origin, where);
    if (e.baseUrl.rfind("http://", 0) != 0 && e.baseUrl.rfind("https://", 0) != 0)
        throw InputError(origin, where + ".base_url", "must be an http:// or https:// URL");
    read(j, "model", e.model, origin, where);
    if (e.model.empty()) throw InputError(origin, where + ".model", "missing");
    read(j, "api_key_env", e.apiKeyEnv, origin, where);
    std::string so = llmStructuredOutputName(e.structuredOutput);
    read(j, "structured_output", so, origin, where);
    if (so == "json_schema")
        e.structuredOutput = LlmStructuredOutput::JsonSchema;
    else if (so == "vllm")
        e.structuredOutput = LlmStructuredOutput::Vllm;
    else if (so == "json_object")
        e.structuredOutput = LlmStructuredOutput::JsonObject;
    else if (so == "none")
        e.structuredOutput = LlmStructuredOutput::None;
    else
        throw InputError(origin, where + ".structured_output",
                         "'" + so + "' is unknown (json_schema, vllm, json_object, none)");
    read(j, "stream", e.stream, origin, where);
    read(j, "max_concurrency", e.maxConcurrency, origin, where);
    if (e.maxConcurrency < 1) throw InputError(origin, where + ".max_concurrency", "must be >= 1");
    read(j, "connect_timeout_s", e.connectTimeoutS, origin, where);
    read(j, "idle_timeout_s", e.idleTimeoutS, origin, where);
    read(j, "timeout_s", e.totalTimeoutS, origin, where);
    if (!(e.connectTimeoutS > 0) || !(e.idleTimeoutS > 0) || !(e.totalTimeoutS > 0))
        throw InputError(origin, where + ".timeout_s", "timeouts must be > 0");
    read(j, "max_attempts", e.retry.maxAttempts, origin, where);
    if (e.retry.maxAttempts < 1) throw InputError(origin, where + ".max_attempts", "must be >= 1");
    read(j, "backoff_s", e.retry.baseDelayS, origin, where);
    read(j, "max_backoff_s", e.retry.maxDelayS, origin, where);
    read(j, "max_retry_after_s", e.retry.maxRetryAfterS, origin, where);
    if (j.contains("temperature") && !j["temperature"].is_null()) {
        double t = 0;
        read(j, "temperature", t, origin, where);
        e.temperature = t;
    }
    read(j, "max_tokens", e.maxTokens, origin, where);
    if (e.maxTokens < 1) throw InputError(origin, where + ".max_tokens", "must be >= 1");
    read(j, "reasoning_effort", e.reasoningEffort, origin, where);
    std::string fs = llmForecastSourceName(e.forecastSource);
    read(j, "forecast_source", fs, origin, where);
    if (fs == "stated")
        e.forecastSource = LlmForecastSource::Stated;
    else if (fs == "logprobs")
        e.forecastSource = LlmForecastSource::Logprobs;
    else if (fs == "blend")
        e.forecastSource = LlmForecastSource::Blend;
    else
        throw InputError(origin, where + ".forecast_source", "'" + fs + "' is unknown (stated, logprobs, blend)");
    read(j, "top_logprobs", e.topLogprobs, origin, where);
    if (j.contains("extra_body")) {
        if (!j["extra_body"].is_object()) throw InputError(origin, where + ".extra_body", "must be an object");
        e.extraBody = j["extra_body"];
    }
    for (auto [key, price] : {std::pair{"price_input_per_mtok", &e.pricePerMillionInput},
                              std::pair{"price_output_per_mtok", &e.pricePerMillionOutput}}) {
        if (!j.contains(key) || j[key].is_null()) continue;
        double v = 0;
        read(j, key, v, origin, where);
        if (!(v >= 0) || v > 1e6)
            throw InputError(origin, where + "." + key, "must be a price >= 0 per million tokens");
        *price = v;
    }
    e.checkSecrets(origin);
    return e;
}

} // namespace augur
