#pragma once
// A client for OpenAI-compatible chat completions (vLLM, llama.cpp server, SGLang,
// Ollama, hosted APIs) over libcurl.
#include "core/llm/client/LlmActivity.h"
#include "core/llm/client/LlmChat.h"
#include "core/llm/client/LlmEndpoint.h"
#include "core/llm/client/LlmUsage.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace augur {

/// Runs chat completions against one endpoint: many at once (libcurl's multi interface
/// on the calling thread, at most LlmEndpoint::maxConcurrency in flight, connections
/// kept alive between calls), streamed or not, with connect, idle and total timeouts,
/// retries (LlmRetryPolicy: backoff, Retry-After, none on 4xx), token and latency
/// accounting (usage()), and cancellation.
///
/// complete() never throws for a failing server: each reply says what went wrong
/// (LlmChatReply::error). complete() calls are serialised (one batch at a time); cancel()
/// and usage() may be called from any thread.
class LlmClient {
public:
    /// `seed` drives the backoff jitter. Initialises libcurl once per process.
    explicit LlmClient(LlmEndpoint endpoint, std::uint64_t seed = 1);
    ~LlmClient();
    LlmClient(const LlmClient&) = delete;
    LlmClient& operator=(const LlmClient&) = delete;

    const LlmEndpoint& endpoint() const { return endpoint_; }

    /// Runs every request and returns the replies in the same order. Blocks until all
    /// are done, failed after their retries, or cancelled.
    std::vector<LlmChatReply> complete(const std::vector<LlmChatRequest>& requests);
    /// One request (complete() of a batch of one).
    LlmChatReply complete(const LlmChatRequest& request);

    /// Cancels the batch in flight (its unfinished replies get LlmErrorKind::Cancelled
    /// within about 50 ms); later calls run normally. Thread-safe.
    void cancel();
    /// Cancels the batches in flight of every client in the process. Async-signal-safe
    /// (one lock-free atomic increment), for SIGINT handlers.
    static void cancelAll();

    /// Reports every request to `activity` from now on (null: none): starts, retries,
    /// streamed text, ends; and refuses to begin a request once the activity's caps are
    /// reached (the reply is Cancelled with the cap's reason). Set before complete() runs.
    void setActivity(std::shared_ptr<LlmActivity> activity);
    /// The activity set by setActivity(), or null.
    LlmActivity* activity() const { return activity_.get(); }

    /// Accounting of this client's completions.
    LlmUsageSnapshot usage() const { return usage_.snapshot(); }

    /// GET {base_url}/models, one attempt: the model ids the server lists. On failure
    /// returns an empty list and sets `error` to one line. For "test connection" buttons.
    std::vector<std::string> listModels(std::string& error) const;

private:
    struct Impl;
    LlmEndpoint endpoint_;
    std::unique_ptr<Impl> impl_;
    std::mutex batchMutex_;
    std::atomic<std::uint64_t> cancelEpoch_{0};
    LlmUsage usage_;
    std::shared_ptr<LlmActivity> activity_;
};

} // namespace augur
