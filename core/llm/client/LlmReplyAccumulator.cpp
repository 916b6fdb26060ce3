#include "core/llm/client/LlmReplyAccumulator.h"
#include "core/base/BoundedJson.h"
#include "core/base/JsonWholeNumber.h"

#include <nlohmann/json.hpp>

namespace augur {

using json = nlohmann::json;

namespace {
/// The text of a message or delta field that may be a string, null or absent.
const json* textField(const json& obj, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_string()) return nullptr;
    return &*it;
}

/// Whether a streamed choice is the first one ("index" 0 or absent). A non-numeric index
/// is not; a numeric one is compared as a double, so no conversion can fail.
bool firstChoice(const json& c) {
    auto it = c.find("index");
    return it == c.end() || (it->is_number() && it->get<double>() == 0.0);
}

std::string errorMessage(const json& e) {
    if (e.is_string()) return e.get<std::string>();
    if (e.is_object()) {
        if (auto m = e.find("message"); m != e.end() && m->is_string()) return m->get<std::string>();
    }
    return e.dump();
}

void readLogprobs(const json& lp, std::vector<LlmTokenLogprob>& out) {
    if (!lp.is_object()) return;
    auto content = lp.find("content");
    if (content == lp.end() || !content->is_array()) return;
    for (const auto& t : *content) {
        if (!t.is_object()) continue;
        LlmTokenLogprob tok;
        if (auto v = t.find("token"); v != t.end() && v->is_string()) tok.token = v->get<std::string>();
        if (auto v = t.find("logprob"); v != t.end() && v->is_number()) tok.logprob = v->get<double>();
        if (auto top = t.find("top_logprobs"); top != t.end() && top->is_array())
            for (const auto& a : *top)
                if (a.is_object() && a.contains("token") && a["token"].is_string() && a.contains("logprob") &&
                    a["logprob"].is_number())
                    tok.top.emplace_back(a["token"].get<std::string>(), a["logprob"].get<double>());
        out.push_back(std::move(tok));
    }
}
} // namespace

void LlmReplyAccumulator::fail(const std::string& why) {
    if (reply_.error != LlmErrorKind::None) return;
    reply_.error = LlmErrorKind::Protocol;
    reply_.errorText = why;
}

void LlmReplyAccumulator::readUsage(const json& u) {
    if (!u.is_object()) return;
    sawAnything_ = true;
    // A count the server states: a whole number, at most INT_MAX (a larger or negative one
    // is a broken server; clamping it keeps the token cap counting instead of wrapping).
    auto count = [](const json& v) {
        if (!v.is_number() || !(v.get<double>() >= 0)) return 0;
        return wholeNumber<int>(v, 0).value_or(std::numeric_limits<int>::max());
    };
    if (auto v = u.find("prompt_tokens"); v != u.end()) reply_.promptTokens = count(*v);
    if (auto v = u.find("completion_tokens"); v != u.end()) reply_.completionTokens = count(*v);
    if (auto d = u.find("completion_tokens_details"); d != u.end() && d->is_object())
        if (auto v = d->find("reasoning_tokens"); v != d->end()) reply_.reasoningTokens = count(*v);
}

void LlmReplyAccumulator::readChoice(const json& choice, bool streamed) {
    if (!choice.is_object()) return;
    sawAnything_ = true;
    const json* msg = nullptr;
    if (auto it = choice.find(streamed ? "delta" : "message"); it != choice.end() && it->is_object()) msg = &*it;
    if (msg) {
        if (const json* c = textField(*msg, "content")) {
            reply_.content += c->get_ref<const std::string&>();
            sawContent_ = true;
        }
        // vLLM (newer) and Ollama say "reasoning", llama.cpp and older vLLM "reasoning_content".
        // Some servers send both names with the same text: read one, the first non-empty.
        for (const char* key : {"reasoning_content", "reasoning"}) {
            const json* r = textField(*msg, key);
            if (!r || r->get_ref<const std::string&>().empty()) continue;
            reply_.reasoning += r->get_ref<const std::string&>();
            break;
        }
    }
    if (auto fr = choice.find("finish_reason"); fr != choice.end() && fr->is_string())
        reply_.finishReason = fr->get<std::string>();
    if (auto lp = choice.find("logprobs"); lp != choice.end()) readLogprobs(*lp, reply_.logprobs);
    reply_.contentNull = !sawContent_;
}

void LlmReplyAccumulator::addBody(std::string_view body) {
    reply_.streamed = false;
    json j = parseBoundedOrDiscarded(body);
    if (j.is_discarded() || !j.is_object()) {
        fail("the reply body is not a JSON object");
        return;
    }
    if (auto e = j.find("error"); e != j.end() && !e->is_null()) {
        fail("the server reported an error: " + errorMessage(*e));
        return;
    }
    if (auto m = j.find("model"); m != j.end() && m->is_string()) reply_.model = m->get<std::string>();
    auto choices = j.find("choices");
    if (choices == j.end() || !choices->is_array() || choices->empty() || !(*choices)[0].is_object()) {
        fail("the reply has no choices");
        return;
    }
    readChoice((*choices)[0], false);
    if (auto u = j.find("usage"); u != j.end()) readUsage(*u);
    done_ = true;
}

void LlmReplyAccumulator::addStreamData(std::string_view data) {
    reply_.streamed = true;
    if (failed() || done_) return;
    std::string_view trimmed = data;
    while (!trimmed.empty() && (trimmed.back() == ' ' || trimmed.back() == '\n')) trimmed.remove_suffix(1);
    if (trimmed == "[DONE]") {
        done_ = true;
        return;
    }
    json j = parseBoundedOrDiscarded(data);
    if (j.is_discarded() || !j.is_object()) {
        fail("a stream chunk is not a JSON object: " + std::string(data.substr(0, 80)));
        return;
    }
    if (auto e = j.find("error"); e != j.end() && !e->is_null()) {
        fail("the server reported an error in the stream: " + errorMessage(*e));
        return;
    }
    if (auto m = j.find("model"); m != j.end() && m->is_string()) reply_.model = m->get<std::string>();
    if (auto choices = j.find("choices"); choices != j.end() && choices->is_array())
        for (const auto& c : *choices)
            if (c.is_object() && firstChoice(c)) readChoice(c, true);
    if (auto u = j.find("usage"); u != j.end() && !u->is_null()) readUsage(*u);
}

} // namespace augur
