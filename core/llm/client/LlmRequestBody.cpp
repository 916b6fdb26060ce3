#include "core/llm/client/LlmRequestBody.h"

namespace augur {

using json = nlohmann::json;

json LlmRequestBody::build(const LlmEndpoint& e, const LlmChatRequest& r) {
    json messages = json::array();
    for (const auto& m : r.messages) messages.push_back({{"role", m.role}, {"content", m.content}});
    json body{{"model", e.model}, {"messages", std::move(messages)}};
    body["max_tokens"] = r.maxTokens > 0 ? r.maxTokens : e.maxTokens;
    if (r.temperature)
        body["temperature"] = *r.temperature;
    else if (e.temperature)
        body["temperature"] = *e.temperature;
    if (!e.reasoningEffort.empty()) body["reasoning_effort"] = e.reasoningEffort;
    if (r.logprobs) {
        body["logprobs"] = true;
        body["top_logprobs"] = r.topLogprobs > 0 ? r.topLogprobs : e.topLogprobs;
    }
    if (e.stream) {
        body["stream"] = true;
        body["stream_options"] = {{"include_usage", true}};
    }
    if (!r.schemaName.empty() && r.schema.is_object()) {
        switch (e.structuredOutput) {
        case LlmStructuredOutput::JsonSchema:
            body["response_format"] = {
                {"type", "json_schema"},
                {"json_schema", {{"name", r.schemaName}, {"schema", r.schema}, {"strict", true}}}};
            break;
        case LlmStructuredOutput::Vllm: body["structured_outputs"] = {{"json", r.schema}}; break;
        case LlmStructuredOutput::JsonObject: body["response_format"] = {{"type", "json_object"}}; break;
        case LlmStructuredOutput::None: break;
        }
    }
    if (e.extraBody.is_object()) body.merge_patch(e.extraBody);
    return body;
}

} // namespace augur
