#pragma once
// What a session's LLM client is doing, for the engineer: requests in flight with the text
// streamed so far, usage, replies that failed or were rejected, cost and caps.
#include "core/llm/client/LlmChat.h"
#include "core/llm/client/LlmEndpoint.h"
#include "core/llm/client/LlmUsage.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace augur {

/// A reply that gave nothing usable: no reply after its retries ("no reply"), or a reply
/// the generator or surrogate could not use ("rejected").
struct LlmRejection {
    double t = 0.0; ///< seconds since the activity began
    std::int64_t subject = -1; ///< candidate the request was about (-1: none)
    std::string tag; ///< "forecast", "generate", ...
    bool noReply = false; ///< true: the request got no reply; false: the reply was rejected
    std::string reason; ///< one line
};

/// A request in flight.
struct LlmLiveRequest {
    std::int64_t subject = -1;
    std::string tag;
    int attempt = 1; ///< 1 = first attempt
    double elapsedMs = 0.0; ///< since its first attempt began
    std::size_t reasoningChars = 0; ///< streamed so far
    std::size_t contentChars = 0;
};

/// The activity at one moment (LlmActivity::snapshot).
struct LlmActivitySnapshot {
    std::uint64_t version = 0; ///< changes whenever anything below changes
    LlmUsageSnapshot usage; ///< finished requests
    std::int64_t begun = 0; ///< requests begun (first attempts), in flight included
    std::vector<LlmLiveRequest> live; ///< in flight, oldest first
    std::int64_t rejectedTotal = 0; ///< rejections since the start (the list keeps the last kMaxRejections)
    std::vector<LlmRejection> rejections; ///< most recent last
    std::optional<double> cost; ///< at the profile's prices; unset without a price
    /// The profile's prices of a million prompt and completion tokens; unset without a price.
    std::optional<double> pricePerMillionInput, pricePerMillionOutput;
    std::string endpointName, model, baseUrl; ///< the profile in use
    std::int64_t maxRequests = 0; ///< cap on requests, 0 = none
    std::int64_t maxTokens = 0; ///< cap on prompt + completion tokens, 0 = none
    std::string capReached; ///< why no more requests are sent ("" while under the caps)
    std::int64_t newCandidates = 0; ///< usable candidates the generator added (not duplicates, not rejected)
    std::int64_t generationRequests = 0; ///< requests begun by the generator (tag "generate")
    std::string generatorStop; ///< why the generator stopped asking ("" while it asks)
    /// Forecast requests (tag "forecast") by candidate: how many candidates were asked
    /// about, the requests and HTTP attempts about them (what the server received), the
    /// most any one candidate got, and how many were left without a forecast (no reply
    /// after the request's retries).
    std::int64_t forecastCandidates = 0;
    std::int64_t forecastRequests = 0;
    std::int64_t forecastAttempts = 0;
    std::int64_t forecastMostRequests = 0;
    std::int64_t forecastMostAttempts = 0;
    std::int64_t noForecast = 0;
    /// The text streamed so far of the forecast request about `textSubject` (snapshot's argument):
    /// its reasoning and answer; `textLive` is true while that request is in flight.
    std::string reasoning;
    std::string content;
    bool textLive = false;
    bool textFound = false; ///< a request about the subject was seen in this run
};

/// The run's cost figures from a snapshot, for the run summary (augur-cli's "llm"
/// section): {"new_candidates", "generation_requests", "per_new_candidate": {"requests",
/// "tokens", "cost"} (all the run's requests, forecasts included, over the new candidates;
/// only when the generator added some), "forecast": {"candidates", "requests", "attempts",
/// "requests_per_candidate", "attempts_per_candidate", "most_requests", "most_attempts",
/// "no_forecast"}
/// (only when forecasts were asked for), "generator_stop" (when the generator stopped)}.
nlohmann::json llmCostFigures(const LlmActivitySnapshot& s);

/// Thread-safe record of one LLM client's activity in a session run. LlmClient reports
/// every request's start, retries, streamed text (at most every 100 ms per request) and
/// end; the generator and surrogate report replies they reject. Any thread may take a
/// snapshot (the GUI polls it). It also holds the session's caps on requests and tokens:
/// once one is reached, capReason() says so and the client sends nothing more (replies
/// then fail as cancelled, with that reason).
///
/// Memory stays bounded: the last kMaxRejections rejections, the streamed text of the
/// last kMaxTexts requests, each clipped to kMaxTextChars; two counters per forecast
/// candidate.
class LlmActivity {
public:
    static constexpr std::size_t kMaxRejections = 500;
    static constexpr std::size_t kMaxTexts = 256;
    static constexpr std::size_t kMaxTextChars = 64 * 1024;

    LlmActivity();

    /// The profile whose prices give the cost (and whose name views show).
    void setEndpoint(const LlmEndpoint& endpoint);
    /// Caps for this run: requests begun and prompt + completion tokens; 0 = no cap.
    void setCaps(std::int64_t maxRequests, std::int64_t maxTokens);
    /// Why no more requests may begin ("LLM request cap reached: 200 of 200"), or "".
    std::string capReason() const;

    /// The session is stopping: the client cancels what is in flight (within about 50 ms)
    /// and begins nothing more. Thread-safe, lock-free.
    void stop() { stopped_.store(true); }
    bool stopped() const { return stopped_.load(); }

    /// A request begins (first attempt); returns its key for the calls below.
    std::uint64_t begin(const LlmChatRequest& request);
    /// Another attempt of the request begins (a retry).
    void retry(std::uint64_t key, int attempt);
    /// The text received so far (the whole of each channel, not a delta).
    void streamed(std::uint64_t key, const std::string& reasoning, const std::string& content);
    /// The request ended with `reply` (also the streamed text's final form).
    void finish(std::uint64_t key, const LlmChatReply& reply);
    /// A reply about `subject` that the generator or surrogate could not use.
    void reject(std::int64_t subject, const std::string& tag, const std::string& reason);
    /// The generator added `n` usable candidates (the denominator of "requests per new
    /// candidate").
    void addedCandidates(std::int64_t n);
    /// The generator stops asking (it proposed nothing new for a while, or the space is
    /// exhausted): from now on capReason() says `reason` and nothing more is sent.
    void stopGenerating(const std::string& reason);
    /// The surrogate gave up on a forecast of `subject` (its request got no reply after its
    /// retries): the candidate goes on without a forecast.
    void noForecast(std::int64_t subject);

    /// Everything, plus the text of the latest request about `textSubject` (-1: none).
    LlmActivitySnapshot snapshot(std::int64_t textSubject = -1) const;

private:
    struct Live {
        std::int64_t subject = -1;
        std::string tag;
        int attempt = 1;
        bool keepText = false; ///< a forecast about a candidate: its text is kept for views
        std::chrono::steady_clock::time_point began;
        std::chrono::steady_clock::time_point lastText;
    };
    struct PerCandidate {
        std::int64_t requests = 0;
        std::int64_t attempts = 0;
    };
    struct Text {
        std::string reasoning;
        std::string content;
        bool live = true;
    };
    double now() const;
    void rememberText(std::int64_t subject, const std::string& reasoning, const std::string& content, bool live);
    std::string capReasonLocked() const;

    std::atomic<bool> stopped_{false};
    mutable std::mutex mutex_;
    std::chrono::steady_clock::time_point start_;
    std::uint64_t version_ = 0;
    std::uint64_t nextKey_ = 1;
    std::int64_t begun_ = 0;
    LlmUsage usage_;
    std::map<std::uint64_t, Live> live_;
    std::deque<LlmRejection> rejections_;
    std::int64_t rejectedTotal_ = 0;
    std::map<std::int64_t, Text> texts_; ///< by subject, the latest request's text
    std::deque<std::int64_t> textOrder_; ///< subjects in the order their text was first kept
    LlmEndpoint endpoint_; ///< its prices give the cost
    std::int64_t maxRequests_ = 0, maxTokens_ = 0;
    std::int64_t newCandidates_ = 0;
    std::string generatorStop_; ///< stopGenerating()'s reason
    std::int64_t generationRequests_ = 0;
    std::map<std::int64_t, PerCandidate> forecasts_; ///< forecast requests by candidate
    std::set<std::int64_t> noForecast_; ///< candidates left without a forecast
};

} // namespace augur
