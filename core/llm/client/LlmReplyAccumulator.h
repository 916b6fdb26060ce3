#pragma once
// Builds an LlmChatReply from a chat completion: the JSON body of a plain reply or the
// chunks of a streamed one.
#include "core/llm/client/LlmChat.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace augur {

/// Collects the answer, the reasoning (under either name a server uses: `reasoning` or
/// `reasoning_content`), the finish reason, log-probabilities and token usage.
///
/// Feed either one body (addBody) or the `data:` payloads of a stream (addStreamData,
/// which also understands "[DONE]"). A payload that is not JSON or carries an `error`
/// object makes the reply a Protocol error; later payloads are then ignored.
class LlmReplyAccumulator {
public:
    /// Reads a complete non-streamed reply body (JSON text).
    void addBody(std::string_view body);
    /// Reads one SSE `data:` payload: a chunk, or "[DONE]".
    void addStreamData(std::string_view data);
    /// True once "[DONE]" arrived.
    bool done() const { return done_; }
    /// True once any choice or usage record has been read.
    bool sawAnything() const { return sawAnything_; }
    /// True when a payload was malformed or an error object arrived.
    bool failed() const { return reply_.error != LlmErrorKind::None; }
    /// The reply so far (error kind Protocol when failed()).
    const LlmChatReply& reply() const { return reply_; }

private:
    void readChoice(const nlohmann::json& choice, bool streamed);
    void readUsage(const nlohmann::json& usage);
    void fail(const std::string& why);

    LlmChatReply reply_;
    bool done_ = false;
    bool sawAnything_ = false;
    bool sawContent_ = false;
};

} // namespace augur
