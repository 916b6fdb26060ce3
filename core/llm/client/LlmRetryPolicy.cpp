#include "core/llm/client/LlmRetryPolicy.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>

namespace augur {

bool LlmRetryPolicy::retryable(LlmErrorKind kind, int httpStatus) {
    switch (kind) {
    case LlmErrorKind::Transport:
    case LlmErrorKind::Timeout:
    case LlmErrorKind::Protocol: return true;
    case LlmErrorKind::Http: return httpStatus == 429 || httpStatus >= 500;
    case LlmErrorKind::None:
    case LlmErrorKind::Cancelled: return false;
    }
    return false;
}

std::optional<double> LlmRetryPolicy::delayBeforeRetry(LlmErrorKind kind, int httpStatus, int attemptsMade,
                                                       std::optional<double> retryAfterS, std::mt19937_64& rng) const {
    if (!retryable(kind, httpStatus) || attemptsMade >= maxAttempts) return std::nullopt;
    if (retryAfterS) return std::clamp(*retryAfterS, 0.0, maxRetryAfterS);
    const double cap = std::min(maxDelayS, baseDelayS * std::pow(2.0, std::max(0, attemptsMade - 1)));
    return std::uniform_real_distribution<double>(0.0, std::max(0.0, cap))(rng);
}

std::optional<double> LlmRetryPolicy::parseRetryAfter(std::string_view value, std::time_t now) {
    while (!value.empty() && (value.front() == ' ' || value.front() == '\t')) value.remove_prefix(1);
    while (!value.empty() &&
           (value.back() == ' ' || value.back() == '\t' || value.back() == '\r' || value.back() == '\n'))
        value.remove_suffix(1);
    if (value.empty()) return std::nullopt;
    if (std::isdigit(static_cast<unsigned char>(value.front()))) {
        double s = 0;
        auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), s);
        if (ec != std::errc() || ptr != value.data() + value.size() || !std::isfinite(s) || s < 0) return std::nullopt;
        return s;
    }
    // IMF-fixdate, e.g. "Wed, 21 Oct 2015 07:28:00 GMT".
    std::tm tm{};
    const std::string text(value);
    const char* end = strptime(text.c_str(), "%a, %d %b %Y %H:%M:%S GMT", &tm);
    if (!end || *end != '\0') return std::nullopt;
    const std::time_t when = timegm(&tm);
    return std::max(0.0, std::difftime(when, now));
}

} // namespace augur
