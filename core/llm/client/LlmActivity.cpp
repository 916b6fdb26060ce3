#include "core/llm/client/LlmActivity.h"
#include "core/base/CoreMessage.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace augur {

namespace {
using Clock = std::chrono::steady_clock;
/// Streamed text is copied at most this often per request: a 32-stream batch of long
/// reasoning would otherwise copy megabytes a second for a view that refreshes 4 times.
constexpr auto kTextInterval = std::chrono::milliseconds(100);

std::string clipped(const std::string& s) {
    if (s.size() <= LlmActivity::kMaxTextChars) return s;
    // Keep the end: the newest reasoning is what the engineer is reading.
    std::size_t from = s.size() - LlmActivity::kMaxTextChars;
    while (from < s.size() && (static_cast<unsigned char>(s[from]) & 0xC0) == 0x80) ++from; // a whole UTF-8 character
    return "…" + s.substr(from);
}

std::string count(std::int64_t n) {
    char buf[32];
    if (n >= 1'000'000)
        std::snprintf(buf, sizeof buf, "%.2f M", double(n) / 1e6);
    else
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(n));
    return buf;
}
} // namespace

LlmActivity::LlmActivity() : start_(Clock::now()) {}

double LlmActivity::now() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

void LlmActivity::setEndpoint(const LlmEndpoint& endpoint) {
    std::lock_guard lock(mutex_);
    endpoint_ = endpoint;
    ++version_;
}

void LlmActivity::setCaps(std::int64_t maxRequests, std::int64_t maxTokens) {
    std::lock_guard lock(mutex_);
    maxRequests_ = std::max<std::int64_t>(0, maxRequests);
    maxTokens_ = std::max<std::int64_t>(0, maxTokens);
    ++version_;
}

void LlmActivity::addedCandidates(std::int64_t n) {
    std::lock_guard lock(mutex_);
    newCandidates_ += n;
    ++version_;
}

void LlmActivity::stopGenerating(const std::string& reason) {
    std::lock_guard lock(mutex_);
    if (generatorStop_.empty()) generatorStop_ = reason;
    ++version_;
}

void LlmActivity::noForecast(std::int64_t subject) {
    std::lock_guard lock(mutex_);
    noForecast_.insert(subject);
    ++version_;
}

std::string LlmActivity::capReasonLocked() const {
    if (!generatorStop_.empty()) return generatorStop_;
    if (maxRequests_ > 0 && begun_ >= maxRequests_)
        return coreText(MessageId::StopLlmRequestCap, {count(begun_), count(maxRequests_)});
    if (maxTokens_ > 0) {
        const LlmUsageSnapshot u = usage_.snapshot();
        const std::int64_t tokens = u.promptTokens + u.completionTokens;
        if (tokens >= maxTokens_) return coreText(MessageId::StopLlmTokenCap, {count(tokens), count(maxTokens_)});
    }
    return {};
}

std::string LlmActivity::capReason() const {
    std::lock_guard lock(mutex_);
    return capReasonLocked();
}

std::uint64_t LlmActivity::begin(const LlmChatRequest& request) {
    std::lock_guard lock(mutex_);
    const std::uint64_t key = nextKey_++;
    Live l;
    l.subject = request.subject;
    l.tag = request.tag;
    l.began = Clock::now();
    l.keepText = request.subject >= 0 && request.tag == "forecast";
    live_.emplace(key, l);
    ++begun_;
    if (l.tag == "generate") ++generationRequests_;
    if (l.keepText) {
        PerCandidate& f = forecasts_[request.subject];
        ++f.requests;
        ++f.attempts;
        rememberText(request.subject, {}, {}, true);
    }
    ++version_;
    return key;
}

void LlmActivity::retry(std::uint64_t key, int attempt) {
    std::lock_guard lock(mutex_);
    auto it = live_.find(key);
    if (it == live_.end()) return;
    it->second.attempt = attempt;
    if (it->second.keepText) {
        ++forecasts_[it->second.subject].attempts;
        rememberText(it->second.subject, {}, {}, true); // a new attempt starts over
    }
    ++version_;
}

void LlmActivity::streamed(std::uint64_t key, const std::string& reasoning, const std::string& content) {
    {
        std::lock_guard lock(mutex_);
        auto it = live_.find(key);
        if (it == live_.end() || !it->second.keepText) return;
        const auto t = Clock::now();
        if (t - it->second.lastText < kTextInterval) return;
        it->second.lastText = t;
    }
    // Clip outside the lock: a long reasoning is copied once, not while the GUI waits.
    std::string r = clipped(reasoning), c = clipped(content);
    std::lock_guard lock(mutex_);
    auto it = live_.find(key);
    if (it == live_.end()) return;
    rememberText(it->second.subject, r, c, true);
    ++version_;
}

void LlmActivity::finish(std::uint64_t key, const LlmChatReply& reply) {
    std::lock_guard lock(mutex_);
    usage_.record(reply);
    auto it = live_.find(key);
    if (it == live_.end()) return;
    const Live l = it->second;
    live_.erase(it);
    if (l.keepText) rememberText(l.subject, clipped(reply.reasoning), clipped(reply.content), false);
    if (!reply.ok()) {
        LlmRejection r;
        r.t = now();
        r.subject = l.subject;
        r.tag = l.tag;
        r.noReply = true;
        r.reason = std::string(llmErrorKindName(reply.error)) + ": " + reply.errorText;
        rejections_.push_back(std::move(r));
        ++rejectedTotal_;
        while (rejections_.size() > kMaxRejections) rejections_.pop_front();
    }
    ++version_;
}

void LlmActivity::reject(std::int64_t subject, const std::string& tag, const std::string& reason) {
    std::lock_guard lock(mutex_);
    LlmRejection r;
    r.t = now();
    r.subject = subject;
    r.tag = tag;
    r.reason = reason.substr(0, 500);
    rejections_.push_back(std::move(r));
    ++rejectedTotal_;
    while (rejections_.size() > kMaxRejections) rejections_.pop_front();
    ++version_;
}

void LlmActivity::rememberText(std::int64_t subject, const std::string& reasoning, const std::string& content,
                               bool live) {
    auto [it, fresh] = texts_.try_emplace(subject);
    if (fresh) {
        textOrder_.push_back(subject);
        while (textOrder_.size() > kMaxTexts) {
            texts_.erase(textOrder_.front());
            textOrder_.pop_front();
        }
    }
    it->second.reasoning = reasoning;
    it->second.content = content;
    it->second.live = live;
}

LlmActivitySnapshot LlmActivity::snapshot(std::int64_t textSubject) const {
    std::lock_guard lock(mutex_);
    LlmActivitySnapshot s;
    s.version = version_;
    s.usage = usage_.snapshot();
    s.begun = begun_;
    const auto t = Clock::now();
    for (const auto& [key, l] : live_) {
        LlmLiveRequest r;
        r.subject = l.subject;
        r.tag = l.tag;
        r.attempt = l.attempt;
        r.elapsedMs = std::chrono::duration<double, std::milli>(t - l.began).count();
        if (auto tx = texts_.find(l.subject); l.keepText && tx != texts_.end()) {
            r.reasoningChars = tx->second.reasoning.size();
            r.contentChars = tx->second.content.size();
        }
        s.live.push_back(std::move(r));
    }
    s.rejectedTotal = rejectedTotal_;
    s.rejections.assign(rejections_.begin(), rejections_.end());
    s.cost = endpoint_.cost(s.usage.promptTokens, s.usage.completionTokens);
    s.pricePerMillionInput = endpoint_.pricePerMillionInput;
    s.pricePerMillionOutput = endpoint_.pricePerMillionOutput;
    s.endpointName = endpoint_.name;
    s.model = endpoint_.model;
    s.baseUrl = endpoint_.baseUrl;
    s.maxRequests = maxRequests_;
    s.maxTokens = maxTokens_;
    s.capReached = capReasonLocked();
    s.newCandidates = newCandidates_;
    s.generationRequests = generationRequests_;
    s.generatorStop = generatorStop_;
    s.forecastCandidates = static_cast<std::int64_t>(forecasts_.size());
    for (const auto& [subject, f] : forecasts_) {
        s.forecastRequests += f.requests;
        s.forecastAttempts += f.attempts;
        s.forecastMostRequests = std::max(s.forecastMostRequests, f.requests);
        s.forecastMostAttempts = std::max(s.forecastMostAttempts, f.attempts);
    }
    s.noForecast = static_cast<std::int64_t>(noForecast_.size());
    if (auto tx = texts_.find(textSubject); textSubject >= 0 && tx != texts_.end()) {
        s.reasoning = tx->second.reasoning;
        s.content = tx->second.content;
        s.textLive = tx->second.live;
        s.textFound = true;
    }
    return s;
}

nlohmann::json llmCostFigures(const LlmActivitySnapshot& s) {
    nlohmann::json j;
    j["new_candidates"] = s.newCandidates;
    j["generation_requests"] = s.generationRequests;
    if (s.newCandidates > 0) {
        const double n = static_cast<double>(s.newCandidates);
        j["per_new_candidate"] = {{"requests", static_cast<double>(s.usage.requests) / n},
                                  {"tokens", static_cast<double>(s.usage.promptTokens + s.usage.completionTokens) / n}};
        if (s.cost) j["per_new_candidate"]["cost"] = *s.cost / n;
    }
    if (s.forecastCandidates > 0) {
        const double n = static_cast<double>(s.forecastCandidates);
        j["forecast"] = {{"candidates", s.forecastCandidates},
                         {"requests", s.forecastRequests},
                         {"attempts", s.forecastAttempts},
                         {"requests_per_candidate", static_cast<double>(s.forecastRequests) / n},
                         {"attempts_per_candidate", static_cast<double>(s.forecastAttempts) / n},
                         {"most_requests", s.forecastMostRequests},
                         {"most_attempts", s.forecastMostAttempts},
                         {"no_forecast", s.noForecast}};
    }
    if (!s.generatorStop.empty()) j["generator_stop"] = s.generatorStop;
    return j;
}

} // namespace augur
