#include "core/llm/client/LlmBatch.h"
#include "core/base/Utf8.h"

#include "core/llm/client/LlmRequestBody.h"
#include "core/llm/client/LlmRetryPolicy.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>

namespace augur {

namespace {

using Clock = LlmHttpAttempt::Clock;
constexpr auto kCoalesce = std::chrono::milliseconds(15); // shortest time between two reads of the sockets

double msBetween(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

} // namespace

LlmBatch::LlmBatch(const LlmEndpoint& endpoint, CURLM* multi, std::mt19937_64& rng, LlmUsage& usage,
                   LlmActivity* activity, std::function<bool()> cancelled, const std::vector<LlmChatRequest>& requests)
    : endpoint_(endpoint), multi_(multi), rng_(rng), usage_(usage), activity_(activity),
      cancelled_(std::move(cancelled)), requests_(requests), url_(endpoint.chatUrl()),
      limit_(static_cast<std::size_t>(std::max(1, endpoint.maxConcurrency))), slots_(requests.size()) {
    for (std::size_t i = 0; i < requests.size(); ++i)
        slots_[i].body = LlmRequestBody::build(endpoint_, requests[i]).dump();
    key_ = endpoint_.apiKey(); // after the bodies: a request that cannot be built is reported before a missing key
    for (std::size_t i = 0; i < slots_.size(); ++i) waiting_.push_back(i);
}

std::vector<LlmChatReply> LlmBatch::run() {
    while (doneCount_ < slots_.size()) {
        if (cancelled_()) {
            cancelUnfinished();
            break;
        }
        startDueAttempts();
        waitForMoreStreamedData();
        performTransfers();
        collectEndedTransfers();
        // Only streamed replies can stall: a plain reply sends nothing until the whole
        // completion is done.
        if (endpoint_.stream) endStalledStreams();
        if (doneCount_ >= slots_.size()) break;
        sleepUntilWork();
    }
    std::vector<LlmChatReply> out;
    out.reserve(slots_.size());
    for (auto& s : slots_) out.push_back(std::move(s.reply));
    return out;
}

void LlmBatch::startDueAttempts() {
    // Earliest-due first, up to the concurrency limit.
    const auto now = Clock::now();
    for (auto it = waiting_.begin(); it != waiting_.end() && active_.size() < limit_;) {
        if (slots_[*it].notBefore <= now) {
            const std::size_t i = *it;
            it = waiting_.erase(it);
            startAttempt(i);
        } else {
            ++it;
        }
    }
}

void LlmBatch::startAttempt(std::size_t i) {
    Slot& s = slots_[i];
    auto a = std::make_unique<LlmHttpAttempt>(i);
    if (!s.started) {
        if (activity_) {
            // A cap reached (by this batch or an earlier one): nothing more is sent.
            if (std::string cap = activity_->capReason(); !cap.empty()) {
                LlmChatReply r;
                r.error = LlmErrorKind::Cancelled;
                r.errorText = cap;
                finishSlot(i, std::move(r));
                return;
            }
            s.activityKey = activity_->begin(requests_[i]);
        }
        s.started = true;
        s.firstStart = a->started;
    }
    ++s.attempts;
    if (activity_ && s.attempts > 1) activity_->retry(s.activityKey, s.attempts);
    if (!a->prepare(endpoint_, url_, key_, s.body)) {
        LlmChatReply r;
        r.error = LlmErrorKind::Transport;
        r.errorText = "libcurl: curl_easy_init failed";
        finishSlot(i, std::move(r));
        return;
    }
    curl_multi_add_handle(multi_, a->easy);
    active_.push_back(std::move(a));
}

void LlmBatch::waitForMoreStreamedData() {
    // Streams deliver one small event per token: let a few milliseconds of them gather
    // before reading, so one wake-up serves many streams (the engine's CPU per forecast
    // stays low; a reply is late by at most kCoalesce).
    // Not right after a reply finished: then there is work to start at once.
    if (const auto since = Clock::now() - lastPerform_; !active_.empty() && !finishedSome_ && since < kCoalesce)
        std::this_thread::sleep_for(kCoalesce - since);
    finishedSome_ = false;
    lastPerform_ = Clock::now();
}

void LlmBatch::performTransfers() {
    int running = 0;
    curl_multi_perform(multi_, &running);
    if (activity_)
        for (const auto& a : active_)
            if (a->isSse && a->acc.sawAnything())
                activity_->streamed(slots_[a->index].activityKey, a->acc.reply().reasoning, a->acc.reply().content);
}

void LlmBatch::collectEndedTransfers() {
    int left = 0;
    while (CURLMsg* m = curl_multi_info_read(multi_, &left)) {
        if (m->msg != CURLMSG_DONE) continue;
        LlmHttpAttempt* a = nullptr;
        curl_easy_getinfo(m->easy_handle, CURLINFO_PRIVATE, reinterpret_cast<char**>(&a));
        const CURLcode rc = m->data.result;
        curl_multi_remove_handle(multi_, m->easy_handle);
        auto it = std::find_if(active_.begin(), active_.end(), [&](const auto& p) { return p.get() == a; });
        if (it == active_.end()) continue;
        std::unique_ptr<LlmHttpAttempt> owned = std::move(*it);
        active_.erase(it);
        endAttempt(*owned, rc);
        if (!slots_[owned->index].done) waiting_.push_back(owned->index);
        finishedSome_ = true;
    }
}

void LlmBatch::endStalledStreams() {
    // A stalled stream (idle_timeout_s without a byte) ends its attempt.
    const auto idle = std::chrono::duration<double>(endpoint_.idleTimeoutS);
    const auto t = Clock::now();
    for (std::size_t k = 0; k < active_.size();) {
        if (t - active_[k]->lastActivity < idle) {
            ++k;
            continue;
        }
        std::unique_ptr<LlmHttpAttempt> owned = std::move(active_[k]);
        active_.erase(active_.begin() + static_cast<std::ptrdiff_t>(k));
        curl_multi_remove_handle(multi_, owned->easy);
        std::snprintf(owned->err, sizeof owned->err, "no data for %.0f s (a stalled stream)", endpoint_.idleTimeoutS);
        endAttempt(*owned, CURLE_OPERATION_TIMEDOUT);
        if (!slots_[owned->index].done) waiting_.push_back(owned->index);
    }
}

void LlmBatch::sleepUntilWork() {
    // Until a socket is ready, a retry is due, or 50 ms pass (cancellation).
    auto wait = std::chrono::milliseconds(50);
    if (active_.size() < limit_)
        for (std::size_t i : waiting_) {
            auto due = std::chrono::duration_cast<std::chrono::milliseconds>(slots_[i].notBefore - Clock::now());
            wait = std::min(wait, std::max(std::chrono::milliseconds(0), due));
        }
    if (wait.count() > 0 || active_.empty())
        curl_multi_poll(multi_, nullptr, 0, static_cast<int>(std::max<long long>(1, wait.count())), nullptr);
}

void LlmBatch::endAttempt(LlmHttpAttempt& a, CURLcode rc) {
    Slot& s = slots_[a.index];
    LlmChatReply r = a.outcome(rc);
    if (r.ok()) {
        finishSlot(a.index, std::move(r));
        return;
    }
    LlmRetryPolicy retry = endpoint_.retry;
    if (const int most = requests_[a.index].maxAttempts; most > 0)
        retry.maxAttempts = std::min(retry.maxAttempts, most);
    auto delay = retry.delayBeforeRetry(r.error, r.httpStatus, s.attempts, a.retryAfterS, rng_);
    if (!delay || cancelled_()) {
        if (s.attempts > 1) r.errorText += " (after " + std::to_string(s.attempts) + " attempts)";
        finishSlot(a.index, std::move(r));
        return;
    }
    s.notBefore = Clock::now() + std::chrono::microseconds(static_cast<long long>(*delay * 1e6));
}

void LlmBatch::finishSlot(std::size_t i, LlmChatReply r) {
    Slot& s = slots_[i];
    r.attempts = s.attempts;
    r.latencyMs = s.started ? msBetween(s.firstStart, Clock::now()) : 0.0;
    // A server may echo the key (a 401 body quoting the header): nothing that is logged,
    // stored or sent back to a model carries it.
    // Invalid UTF-8 (a broken or hostile stream) is replaced, so the reply can be
    // stored and quoted back to the model.
    r.errorText = validUtf8(endpoint_.redact(r.errorText));
    r.content = validUtf8(endpoint_.redact(r.content));
    r.reasoning = validUtf8(endpoint_.redact(r.reasoning));
    r.finishReason = validUtf8(r.finishReason);
    r.model = validUtf8(r.model);
    s.reply = std::move(r);
    s.done = true;
    ++doneCount_;
    // A request that was never sent (refused by a cap, cancelled before it began) is
    // not a request: counting it would make retries (attempts - requests) negative and
    // put 0 ms latencies into the figures.
    if (s.attempts == 0) return;
    usage_.record(s.reply);
    LlmUsage::process().record(s.reply);
    if (activity_ && s.activityKey) activity_->finish(s.activityKey, s.reply);
}

void LlmBatch::cancelUnfinished() {
    for (auto& a : active_) curl_multi_remove_handle(multi_, a->easy);
    active_.clear();
    for (std::size_t i = 0; i < slots_.size(); ++i) {
        if (slots_[i].done) continue;
        LlmChatReply r;
        r.error = LlmErrorKind::Cancelled;
        r.errorText = "cancelled";
        finishSlot(i, std::move(r));
    }
}

} // namespace augur
