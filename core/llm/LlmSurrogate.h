#pragma once
// The LLM surrogate: forecasts over an OpenAI-compatible chat completions endpoint.
#include "core/bins/Confidence.h"
#include "core/llm/client/LlmChat.h"
#include "core/llm/prompt/LlmPromptTemplate.h"
#include "core/surrogate/Surrogate.h"

#include <nlohmann/json.hpp>

#include <deque>
#include <memory>
#include <string>
#include <unordered_map>

namespace augur {

class LlmClient;

/// Settings of LlmSurrogate.
struct LlmSurrogateOptions {
    ConfidenceKind confidence = ConfidenceKind::MaxProb;
    int maxExamples = 6; ///< measured candidates shown as calibration anchors
    std::size_t maxSourceChars = 12000; ///< each source in the prompt is clipped to this
    int maxTokens = 0; ///< completion budget; 0 = the endpoint's
    bool retryTruncated = true; ///< re-ask once, with twice the budget, when a reply was cut off unparseable
    /// HTTP attempts of a candidate's forecast request: the first and 2 retries with
    /// backoff (never more than the endpoint's max_attempts). A request still without a
    /// reply leaves the candidate without a forecast for the rest of the run.
    int maxAttempts = 3;
};

/// Counters of an LlmSurrogate.
struct LlmSurrogateStats {
    int asked = 0; ///< completions requested (re-asks included)
    int parsed = 0; ///< forecasts read from a reply
    int parseFailures = 0; ///< replies that gave no usable distribution (abstentions)
    int noReply = 0; ///< requests that got no reply (server down, timeout, cancelled)
    int noForecast = 0; ///< candidates given up on: their request got no reply after its retries
    int reused = 0; ///< forecasts served from the cache or the candidate itself
    int truncatedRetries = 0; ///< replies cut at their budget and re-asked
    int fromReasoning = 0; ///< answers read from the reasoning field (content was null)
    int logprobForecasts = 0; ///< forecasts that used token log-probabilities
};

/// Forecasts each candidate with one chat completion: the prompt template
/// (resources/prompts/surrogate.txt) is filled with the problem, the hardware, the bin
/// table, the reference, the candidate and the measured candidates seen so far, and the
/// model answers with reasoning and 8 bin probabilities (structured output), parsed by
/// LlmForecastParser (renormalised; negative or missing values are a parse failure, which
/// the engine treats as an abstention). With LlmEndpoint::forecastSource "logprobs" or
/// "blend", the top_logprobs of the predicted-bin digit are used too.
///
/// A candidate is forecast once: one request (options.maxAttempts HTTP attempts, with
/// backoff; a reply cut off at its budget is asked once more with twice the budget). A
/// later forecast() of the same candidate (the engine re-forecasts waiting candidates
/// after every measurement) returns the forecast it already carries, or the cached one,
/// without a request. A request that got no reply after its attempts leaves the
/// candidate with "no forecast" (an abstention: it is measured, never accepted on
/// forecast) for the rest of the run; only a request that was never sent (a cap, a stop)
/// is asked again, and a resumed session asks once more. All requests of a batch run
/// concurrently through the client (its concurrency limit applies). Engine thread only.
class LlmSurrogate : public Surrogate {
public:
    LlmSurrogate(std::shared_ptr<LlmClient> client, LlmPromptTemplate prompt, LlmSurrogateOptions options = {});
    ~LlmSurrogate() override;

    std::string name() const override { return "llm"; }
    bool remote() const override { return true; }
    std::vector<Forecast> forecast(const Problem& problem, const std::vector<const Candidate*>& batch) override;
    /// Keeps measured candidates as calibration anchors for later prompts.
    void observe(const Problem& problem, const Candidate& measured) override;
    int trainingSize() const override { return observed_; }

    /// The request forecast() would send for `c` (for tests and benchmarks).
    LlmChatRequest request(const Problem& problem, const Candidate& c) const;
    /// Reads a reply into a forecast (a parse failure when unusable).
    Forecast interpret(const LlmChatReply& reply) const;
    /// The structured-output schema of a forecast reply.
    static nlohmann::json schema();
    /// Placeholders the template may use.
    static const std::set<std::string>& variables();

    const LlmSurrogateStats& stats() const { return stats_; }
    LlmClient& client() { return *client_; }

private:
    static std::string cacheKey(const Problem& problem, const Candidate& c);
    std::string examplesText() const;

    std::shared_ptr<LlmClient> client_;
    LlmPromptTemplate prompt_;
    LlmSurrogateOptions options_;
    LlmSurrogateStats stats_;
    std::unordered_map<std::string, Forecast> cache_; ///< by cacheKey
    std::unordered_map<CandidateId, std::string> measured_; ///< id -> one-line summary (parents)
    std::deque<std::string> anchors_; ///< recent measured, for the prompt
    std::string bestAnchor_;
    double bestSpeedup_ = 0.0;
    int observed_ = 0;
};

} // namespace augur
