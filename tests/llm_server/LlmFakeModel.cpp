#include "tests/llm_server/LlmFakeModel.h"

#include <functional>
#include <sstream>

namespace augur::test {

using json = nlohmann::json;

const char* quirkName(Quirk q) {
    switch (q) {
    case Quirk::None: return "none";
    case Quirk::ContentNullReasoning: return "content_null_reasoning";
    case Quirk::RateLimited: return "rate_limited_429";
    case Quirk::Truncated: return "truncated_length";
    case Quirk::MalformedBody: return "malformed_json_body";
    case Quirk::SlowStream: return "slow_stream";
    case Quirk::ServerError: return "server_error_503";
    case Quirk::CloseWithoutReply: return "close_without_reply";
    case Quirk::StreamBreaks: return "stream_breaks";
    case Quirk::ProseAndFence: return "prose_and_fence";
    case Quirk::Unnormalised: return "unnormalised";
    case Quirk::Count: break;
    }
    return "?";
}

namespace {
std::uint64_t mix(std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::string userText(const json& body) {
    std::string out;
    if (body.contains("messages") && body["messages"].is_array())
        for (const auto& m : body["messages"])
            if (m.value("role", "") == "user" && m.contains("content") && m["content"].is_string())
                out += m["content"].get<std::string>();
    return out;
}

/// The schema sent as structured output, if any.
json schemaOf(const json& body) {
    if (body.contains("response_format") && body["response_format"].contains("json_schema"))
        return body["response_format"]["json_schema"].value("schema", json::object());
    if (body.contains("structured_outputs") && body["structured_outputs"].contains("json"))
        return body["structured_outputs"]["json"];
    return json::object();
}

enum class Task { Forecast, Configuration, Kernel, Unknown };

Task taskOf(const json& body, const std::string& user) {
    json s = schemaOf(body);
    if (s.contains("properties")) {
        const json& p = s["properties"];
        if (p.contains("probabilities")) return Task::Forecast;
        if (p.contains("parameters")) return Task::Configuration;
        if (p.contains("source")) return Task::Kernel;
    }
    if (user.find("speedup bin distribution") != std::string::npos) return Task::Forecast;
    if (user.find("Propose a configuration") != std::string::npos) return Task::Configuration;
    if (user.find("Write the new candidate") != std::string::npos) return Task::Kernel;
    return Task::Unknown;
}

/// Text between `from` (after it) and the next fence end.
std::string block(const std::string& text, std::size_t from) {
    auto open = text.find("```cuda\n", from);
    if (open == std::string::npos) return {};
    open += 8;
    auto close = text.find("\n```", open);
    return text.substr(open, close == std::string::npos ? std::string::npos : close - open);
}
} // namespace

std::string LlmFakeModel::answer(const json& body, int number) const {
    const std::string user = userText(body);
    const std::uint64_t h = mix(std::hash<std::string>{}(user) ^ options_.seed);
    switch (taskOf(body, user)) {
    case Task::Forecast: {
        const int peak = 1 + static_cast<int>(h % 8);
        json probs = json::object();
        for (int k = 1; k <= 8; ++k) {
            double p = k == peak ? 0.58 : (std::abs(k - peak) == 1 ? 0.12 : 0.0);
            probs["bin_" + std::to_string(k)] = p;
        }
        // the rest spread evenly so the sum is 1
        double sum = 0;
        for (auto& [k, v] : probs.items()) sum += v.get<double>();
        const double rest = (1.0 - sum) / 8.0;
        for (auto& [k, v] : probs.items()) v = v.get<double>() + rest;
        return json{{"reasoning", "fake model: the candidate looks like bin " + std::to_string(peak)},
                    {"predicted_bin", peak},
                    {"probabilities", probs}}
            .dump();
    }
    case Task::Configuration: {
        json params = json::object();
        json s = schemaOf(body);
        std::uint64_t r = mix(h ^ static_cast<std::uint64_t>(number) * 7919);
        if (s.contains("properties") && s["properties"].contains("parameters"))
            for (auto& [name, spec] : s["properties"]["parameters"]["properties"].items()) {
                const json& values = spec["enum"];
                params[name] = values[static_cast<std::size_t>(r % values.size())];
                r = mix(r);
            }
        return json{{"idea", "fake model: configuration " + std::to_string(number)}, {"parameters", params}}.dump();
    }
    case Task::Kernel: {
        const auto start = user.find("Start from candidate");
        std::string src = block(user, start == std::string::npos ? 0 : start);
        json launches = json::array();
        if (auto lp = user.find("Its launch plan:\n", start == std::string::npos ? 0 : start);
            lp != std::string::npos) {
            std::istringstream in(user.substr(lp + 17));
            std::string line;
            while (std::getline(in, line) && !line.empty() && line[0] == '{') {
                json l = json::parse(line, nullptr, false);
                if (l.is_object()) launches.push_back(l);
            }
        }
        return json{{"idea", "fake model: variant " + std::to_string(number) + " of the parent"},
                    {"source", src + "\n// variant " + std::to_string(number) + "\n"},
                    {"launches", launches},
                    {"buffers", json::array()}}
            .dump();
    }
    case Task::Unknown: break;
    }
    return "I do not know what to answer.";
}

ServerReply LlmFakeModel::operator()(const json& body, int number) {
    ++total_;
    const bool stream = body.value("stream", false);
    const std::uint64_t r = mix(static_cast<std::uint64_t>(number) * 0x2545F4914F6CDD1DULL ^ options_.seed);
    Quirk q = Quirk::None;
    if (options_.cycleQuirks) {
        if (number % 2 == 0) q = static_cast<Quirk>(1 + (number / 2 - 1) % (static_cast<int>(Quirk::Count) - 1));
    } else if (options_.quirkRate > 0 && static_cast<double>(r % 1000000) / 1e6 < options_.quirkRate) {
        q = static_cast<Quirk>(1 + (mix(r) % (static_cast<std::uint64_t>(Quirk::Count) - 1)));
    }
    std::string text = answer(body, number);
    const bool forecast = text.find("\"probabilities\"") != std::string::npos;
    if (q == Quirk::Unnormalised && !forecast) q = Quirk::ProseAndFence;
    ++counts_[static_cast<std::size_t>(q)];
    const std::string reasoningKey = number % 2 ? "reasoning" : "reasoning_content";
    auto reply = [&](const std::string& content, const std::string& reasoning, const std::string& finish,
                     bool contentNull) {
        ServerReply s = stream
            ? Replies::streamed(content, reasoning, finish, reasoningKey, options_.piece, contentNull)
            : Replies::plain(Replies::completion(content, reasoning, finish, contentNull, reasoningKey));
        s.chunkDelayMs = options_.chunkDelayMs;
        if (!stream) // the time the same reply would take to stream
            s.delayMs =
                options_.chunkDelayMs * static_cast<int>((content.size() + reasoning.size()) / options_.piece + 3);
        return s;
    };
    switch (q) {
    case Quirk::ContentNullReasoning: return reply("", "Let me think. The answer: " + text, "stop", true);
    case Quirk::RateLimited: return Replies::error(429, "rate limit reached", "1");
    case Quirk::Truncated: return reply(text.substr(0, text.size() / 2), "thinking...", "length", false);
    case Quirk::MalformedBody: {
        ServerReply s;
        s.body = "{\"choices\": [{\"message\": {\"content\": \"oops";
        return s;
    }
    case Quirk::SlowStream: {
        ServerReply s = reply(text, "slowly thinking", "stop", false);
        s.chunkDelayMs = 25;
        return s;
    }
    case Quirk::ServerError: return Replies::error(503, "the model is loading");
    case Quirk::CloseWithoutReply: {
        ServerReply s;
        s.closeWithoutReply = true;
        return s;
    }
    case Quirk::StreamBreaks: {
        ServerReply s = Replies::streamed(text, "partial", "stop", reasoningKey, options_.piece);
        s.dieAfterEvents = 2;
        return s;
    }
    case Quirk::ProseAndFence:
        return reply("Here is my answer.\n```json\n" + text + "\n```\nHope it helps.", "", "stop", false);
    case Quirk::Unnormalised: {
        json j = json::parse(text);
        for (auto& [k, v] : j["probabilities"].items()) v = v.get<double>() * 1.3;
        return reply(j.dump(), "", "stop", false);
    }
    case Quirk::None:
    case Quirk::Count: break;
    }
    return reply(text, "fake reasoning", "stop", false);
}

} // namespace augur::test
