#include "core/llm/client/LlmUsage.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace augur {

void LlmUsage::record(const LlmChatReply& r) {
    std::lock_guard lock(mutex_);
    ++s_.requests;
    if (r.ok())
        ++s_.replies;
    else
        ++s_.failures;
    if (r.error == LlmErrorKind::Cancelled) ++s_.cancelled;
    if (r.ok() && r.truncated()) ++s_.truncated;
    s_.attempts += r.attempts;
    s_.promptTokens += r.promptTokens;
    s_.completionTokens += r.completionTokens;
    s_.reasoningTokens += r.reasoningTokens;
    latencySumMs_ += r.latencyMs;
    s_.latencyMaxMs = std::max(s_.latencyMaxMs, r.latencyMs);
    if (recent_.size() < kRecent)
        recent_.push_back(r.latencyMs);
    else
        recent_[next_] = r.latencyMs;
    next_ = (next_ + 1) % kRecent;
}

LlmUsageSnapshot LlmUsage::snapshot() const {
    std::lock_guard lock(mutex_);
    LlmUsageSnapshot out = s_;
    if (s_.requests > 0) out.latencyMeanMs = latencySumMs_ / static_cast<double>(s_.requests);
    if (!recent_.empty()) {
        std::vector<double> v = recent_;
        auto at = [&](double q) {
            auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
            std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
            return v[k];
        };
        out.latencyP50Ms = at(0.5);
        out.latencyP95Ms = at(0.95);
    }
    return out;
}

LlmUsage& LlmUsage::process() {
    static LlmUsage u;
    return u;
}

nlohmann::json LlmUsageSnapshot::toJson() const {
    return {
        {"requests", requests},
        {"replies", replies},
        {"failures", failures},
        {"cancelled", cancelled},
        {"retries", attempts - requests},
        {"truncated", truncated},
        {"tokens", {{"prompt", promptTokens}, {"completion", completionTokens}, {"reasoning", reasoningTokens}}},
        {"latency_ms", {{"mean", latencyMeanMs}, {"p50", latencyP50Ms}, {"p95", latencyP95Ms}, {"max", latencyMaxMs}}}};
}

} // namespace augur
