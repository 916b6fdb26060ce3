#pragma once
// One HTTP attempt of one chat completion over libcurl: its easy handle, what the server
// sends back (headers, an event stream or a body) and the reply that makes. Used by
// LlmBatch; libcurl is private to core/llm/client, so no other layer includes this.
#include "core/llm/client/LlmChat.h"
#include "core/llm/client/LlmEndpoint.h"
#include "core/llm/client/LlmReplyAccumulator.h"
#include "core/llm/client/LlmSse.h"

#include <curl/curl.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One attempt of request `index` of a batch. The header and body callbacks that
/// prepare() installs fill it while libcurl runs the transfer; outcome() reads it once
/// the transfer ended.
struct LlmHttpAttempt {
    using Clock = std::chrono::steady_clock;
    /// A reply larger than this (after decompression) is not a chat completion: its
    /// transfer is stopped.
    static constexpr std::size_t kMaxBody = 32u << 20;

    std::size_t index = 0;
    CURL* easy = nullptr;
    curl_slist* headers = nullptr;
    LlmSseParser sse;
    LlmReplyAccumulator acc;
    std::string raw; ///< body of a non-streamed or error reply
    std::size_t received = 0; ///< body bytes so far (decompressed), streamed or not
    std::string contentType;
    long status = 0;
    bool decided = false; ///< status and body kind known
    bool isSse = false;
    bool overflow = false;
    std::optional<double> retryAfterS;
    Clock::time_point started;
    Clock::time_point lastActivity; ///< last header or body byte (idle timeout)
    double firstByteMs = 0.0;
    bool gotByte = false;
    char err[CURL_ERROR_SIZE] = {0};

    /// An attempt of request `index` that starts now.
    explicit LlmHttpAttempt(std::size_t index);
    ~LlmHttpAttempt();
    LlmHttpAttempt(const LlmHttpAttempt&) = delete;
    LlmHttpAttempt& operator=(const LlmHttpAttempt&) = delete;

    /// Makes the easy handle for a POST of `body` to `url` with the endpoint's headers,
    /// timeouts and `key` (empty: no Authorization header). `body` must outlive the
    /// transfer. Returns false when libcurl cannot make a handle.
    bool prepare(const LlmEndpoint& endpoint, const std::string& url, const std::string& key, const std::string& body);
    /// Hands server-sent events to the accumulator; an "error" event becomes an error chunk.
    void feedEvents(const std::vector<LlmSseEvent>& events);
    /// The reply the ended transfer made, given libcurl's result `rc`: the completion, or
    /// an error kind with one line of text. A stream that already sent its finish reason
    /// counts as complete even if it broke off after it.
    LlmChatReply outcome(CURLcode rc);
};

/// One line for an HTTP error reply: "HTTP <status>: <message>", the message taken from
/// the body's {"error": {"message"}}, {"error": "..."} or {"message"}, else its first
/// 200 bytes.
std::string llmHttpErrorText(long status, const std::string& body);

} // namespace augur
