#pragma once
// When and how long to wait before retrying a chat completion.
#include "core/llm/client/LlmChat.h"

#include <ctime>
#include <optional>
#include <random>
#include <string_view>

namespace augur {

/// Retries with exponential backoff and full jitter (delay drawn uniformly in
/// [0, min(maxDelayS, baseDelayS · 2^(attempt−1))]), honouring the server's Retry-After.
///
/// Retried: transport errors (refused, reset, the server died, an empty or partial
/// reply), timeouts, HTTP 429 and 5xx, and Protocol errors (a malformed body or an error
/// event in the stream: a proxy or server glitch). Never retried: other 4xx (a bad
/// request, key or model does not get better by asking again) and cancellation.
struct LlmRetryPolicy {
    int maxAttempts = 4; ///< attempts in all, the first included (1 = no retry)
    double baseDelayS = 0.5; ///< backoff after the first failure, seconds
    double maxDelayS = 8.0; ///< backoff cap, seconds
    double maxRetryAfterS = 60.0; ///< a longer Retry-After is clamped to this, seconds

    /// Whether a failed attempt may be retried at all (ignores the attempt count).
    static bool retryable(LlmErrorKind kind, int httpStatus);

    /// Seconds to wait before attempt `attemptsMade + 1`, or std::nullopt when the
    /// failure must not be retried or the attempts are used. `retryAfterS` is the
    /// server's Retry-After (already parsed), which replaces the backoff when given.
    std::optional<double> delayBeforeRetry(LlmErrorKind kind, int httpStatus, int attemptsMade,
                                           std::optional<double> retryAfterS, std::mt19937_64& rng) const;

    /// Parses a Retry-After header value: delta-seconds ("120", "1.5") or an HTTP-date
    /// ("Wed, 21 Oct 2015 07:28:00 GMT", relative to `now`, never negative). Returns
    /// seconds, or std::nullopt for an unreadable value.
    static std::optional<double> parseRetryAfter(std::string_view value, std::time_t now);
};

} // namespace augur
