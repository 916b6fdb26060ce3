#pragma once
// One batch of chat completions run on a libcurl multi handle (LlmClient::complete).
#include "core/llm/client/LlmActivity.h"
#include "core/llm/client/LlmChat.h"
#include "core/llm/client/LlmEndpoint.h"
#include "core/llm/client/LlmHttpAttempt.h"
#include "core/llm/client/LlmUsage.h"

#include <curl/curl.h>

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace augur {

/// Runs the requests of one complete() call to the end on the calling thread: starts
/// attempts as the concurrency limit and retry delays allow, reads the sockets, turns
/// each ended transfer into a reply or a retry, ends stalled streams, and cancels what
/// is left once `cancelled` says so. Every reply is recorded in `usage`, the process-wide
/// usage and `activity` (may be null).
class LlmBatch {
public:
    LlmBatch(const LlmEndpoint& endpoint, CURLM* multi, std::mt19937_64& rng, LlmUsage& usage, LlmActivity* activity,
             std::function<bool()> cancelled, const std::vector<LlmChatRequest>& requests);

    /// Runs every request; the replies in the order of the requests.
    std::vector<LlmChatReply> run();

private:
    /// One request's state across its attempts.
    struct Slot {
        std::string body;
        int attempts = 0;
        bool started = false;
        bool done = false;
        LlmHttpAttempt::Clock::time_point firstStart;
        LlmHttpAttempt::Clock::time_point notBefore;
        LlmChatReply reply;
        std::uint64_t activityKey = 0; ///< LlmActivity::begin's key (0: not reported)
    };

    void startDueAttempts();
    void startAttempt(std::size_t i);
    void waitForMoreStreamedData();
    void performTransfers();
    void collectEndedTransfers();
    void endStalledStreams();
    void sleepUntilWork();
    void endAttempt(LlmHttpAttempt& a, CURLcode rc);
    void finishSlot(std::size_t i, LlmChatReply r);
    void cancelUnfinished();

    const LlmEndpoint& endpoint_;
    CURLM* multi_;
    std::mt19937_64& rng_;
    LlmUsage& usage_;
    LlmActivity* activity_;
    std::function<bool()> cancelled_;
    const std::vector<LlmChatRequest>& requests_;
    const std::string url_;
    std::string key_; ///< the API key (empty: none)
    const std::size_t limit_; ///< attempts in flight at most

    std::vector<Slot> slots_;
    std::vector<std::unique_ptr<LlmHttpAttempt>> active_;
    std::deque<std::size_t> waiting_; ///< requests to (re)start, in order
    std::size_t doneCount_ = 0;
    LlmHttpAttempt::Clock::time_point lastPerform_{};
    bool finishedSome_ = false; ///< a transfer ended in the last round
};

} // namespace augur
