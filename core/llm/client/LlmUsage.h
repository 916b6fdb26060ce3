#pragma once
// Token and latency accounting of chat completions.
#include "core/llm/client/LlmChat.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <mutex>
#include <vector>

namespace augur {

/// Counters at one moment. Latencies are in milliseconds, over completed requests.
struct LlmUsageSnapshot {
    std::int64_t requests = 0; ///< completions finished (with or without a reply)
    std::int64_t replies = 0; ///< of which a reply arrived
    std::int64_t failures = 0; ///< no reply after retries (cancellations included)
    std::int64_t cancelled = 0;
    std::int64_t attempts = 0; ///< HTTP attempts (retries = attempts - requests)
    std::int64_t truncated = 0; ///< replies that stopped at their token budget
    std::int64_t promptTokens = 0;
    std::int64_t completionTokens = 0;
    std::int64_t reasoningTokens = 0;
    double latencyMeanMs = 0.0;
    double latencyP50Ms = 0.0; ///< over the last 4096 requests
    double latencyP95Ms = 0.0;
    double latencyMaxMs = 0.0;

    /// {"requests": ..., "tokens": {...}, "latency_ms": {...}}.
    nlohmann::json toJson() const;
};

/// Thread-safe accumulator of LlmChatReply outcomes. Each LlmClient keeps one, and
/// every client also adds to the process-wide one (LlmUsage::process()), which
/// `augur-cli run` prints with its summary.
class LlmUsage {
public:
    /// Adds one finished completion.
    void record(const LlmChatReply& r);
    LlmUsageSnapshot snapshot() const;
    /// The process-wide accumulator.
    static LlmUsage& process();

private:
    mutable std::mutex mutex_;
    LlmUsageSnapshot s_;
    double latencySumMs_ = 0.0;
    std::vector<double> recent_; ///< ring of the last kRecent latencies
    std::size_t next_ = 0;
    static constexpr std::size_t kRecent = 4096;
};

} // namespace augur
