#include "core/llm/client/LlmClient.h"
#include "core/base/BoundedJson.h"
#include "core/base/Utf8.h"

#include "core/llm/client/LlmReplyAccumulator.h"
#include "core/llm/client/LlmRequestBody.h"
#include "core/llm/client/LlmSse.h"

#include <curl/curl.h>

#include <algorithm>
#include <cstdio>
#include <chrono>
#include <ctime>
#include <deque>
#include <mutex>
#include <optional>
#include <random>
#include <stdexcept>
#include <thread>

namespace augur {

const char* llmErrorKindName(LlmErrorKind k) {
    switch (k) {
    case LlmErrorKind::None: return "none";
    case LlmErrorKind::Transport: return "transport";
    case LlmErrorKind::Timeout: return "timeout";
    case LlmErrorKind::Http: return "http";
    case LlmErrorKind::Protocol: return "protocol";
    case LlmErrorKind::Cancelled: return "cancelled";
    }
    return "none";
}

namespace {

using Clock = std::chrono::steady_clock;
std::atomic<std::uint64_t> g_cancelAll{0};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "cancelAll must be async-signal-safe");
constexpr std::size_t kMaxBody = 32u << 20; // a reply larger than 32 MiB is not a chat completion
constexpr auto kCoalesce = std::chrono::milliseconds(15); // shortest time between two reads of the sockets

double msBetween(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

void initCurlOnce() {
    static std::once_flag once;
    std::call_once(once, [] {
        if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) throw std::runtime_error("libcurl failed to initialise");
    });
}

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// One HTTP attempt of one request.
struct Attempt {
    std::size_t index = 0;
    CURL* easy = nullptr;
    curl_slist* headers = nullptr;
    LlmSseParser sse;
    LlmReplyAccumulator acc;
    std::string raw; ///< body of a non-streamed or error reply
    std::size_t received = 0; ///< body bytes so far (decompressed), streamed or not
    std::string contentType;
    long status = 0;
    bool decided = false; ///< status and body kind known
    bool isSse = false;
    bool overflow = false;
    std::optional<double> retryAfterS;
    Clock::time_point started;
    Clock::time_point lastActivity; ///< last header or body byte (idle timeout)
    double firstByteMs = 0.0;
    bool gotByte = false;
    char err[CURL_ERROR_SIZE] = {0};

    ~Attempt() {
        if (easy) curl_easy_cleanup(easy);
        if (headers) curl_slist_free_all(headers);
    }

    void feedEvents(const std::vector<LlmSseEvent>& events) {
        for (const auto& ev : events) {
            if (ev.event == "error")
                acc.addStreamData(R"({"error":)" + nlohmann::json(ev.data).dump() + "}");
            else
                acc.addStreamData(ev.data);
        }
    }
};

size_t onHeader(char* buf, size_t size, size_t n, void* ud) {
    auto* a = static_cast<Attempt*>(ud);
    const size_t len = size * n;
    a->lastActivity = Clock::now();
    std::string line(buf, len);
    if (line.rfind("HTTP/", 0) == 0) { // a new status line (after a 100 Continue or a redirect)
        a->retryAfterS.reset();
        a->contentType.clear();
        return len;
    }
    auto colon = line.find(':');
    if (colon == std::string::npos) return len;
    const std::string key = lower(line.substr(0, colon));
    std::string value = line.substr(colon + 1);
    while (!value.empty() && (value.back() == '\r' || value.back() == '\n' || value.back() == ' ')) value.pop_back();
    while (!value.empty() && value.front() == ' ') value.erase(0, 1);
    if (key == "content-type") {
        a->contentType = lower(value);
    } else if (key == "retry-after" && !a->retryAfterS) {
        a->retryAfterS = LlmRetryPolicy::parseRetryAfter(value, std::time(nullptr));
    } else if (key == "retry-after-ms") { // OpenAI's finer form wins over Retry-After
        if (auto v = LlmRetryPolicy::parseRetryAfter(value, std::time(nullptr))) a->retryAfterS = *v / 1000.0;
    }
    return len;
}

size_t onBody(char* buf, size_t size, size_t n, void* ud) {
    auto* a = static_cast<Attempt*>(ud);
    const size_t len = size * n;
    a->lastActivity = Clock::now();
    if (!a->gotByte) {
        a->gotByte = true;
        a->firstByteMs = msBetween(a->started, Clock::now());
    }
    if (!a->decided) {
        curl_easy_getinfo(a->easy, CURLINFO_RESPONSE_CODE, &a->status);
        a->isSse = a->status / 100 == 2 && a->contentType.find("text/event-stream") != std::string::npos;
        a->decided = true;
    }
    // Every body byte counts, after decompression (libcurl inflates before this callback):
    // an endless stream or a gzip bomb stops at the cap, streamed or not.
    a->received += len;
    if (a->received > kMaxBody) {
        a->overflow = true;
        return 0; // aborts the transfer (CURLE_WRITE_ERROR)
    }
    if (a->isSse) {
        a->feedEvents(a->sse.feed(std::string_view(buf, len)));
    } else {
        a->raw.append(buf, len);
    }
    return len;
}

/// Per request: its state across attempts.
struct Slot {
    std::string body;
    int attempts = 0;
    bool started = false;
    bool done = false;
    Clock::time_point firstStart;
    Clock::time_point notBefore;
    LlmChatReply reply;
    std::uint64_t activityKey = 0; ///< LlmActivity::begin's key (0: not reported)
};

std::string httpErrorText(long status, const std::string& body) {
    std::string msg;
    auto j = parseBoundedOrDiscarded(body);
    if (j.is_object() && j.contains("error")) {
        const auto& e = j["error"];
        if (e.is_object() && e.contains("message") && e["message"].is_string())
            msg = e["message"].get<std::string>();
        else if (e.is_string())
            msg = e.get<std::string>();
    } else if (j.is_object() && j.contains("message") && j["message"].is_string()) {
        msg = j["message"].get<std::string>();
    }
    if (msg.empty()) msg = body.substr(0, 200);
    for (auto& c : msg)
        if (c == '\n' || c == '\r') c = ' ';
    return "HTTP " + std::to_string(status) + (msg.empty() ? std::string() : ": " + msg);
}

} // namespace

struct LlmClient::Impl {
    CURLM* multi = nullptr;
    std::mt19937_64 rng;
    Impl(std::uint64_t seed) : rng(seed) {
        initCurlOnce();
        multi = curl_multi_init();
        if (!multi) throw std::runtime_error("libcurl: curl_multi_init failed");
    }
    ~Impl() { curl_multi_cleanup(multi); }
};

LlmClient::LlmClient(LlmEndpoint endpoint, std::uint64_t seed)
    : endpoint_(std::move(endpoint)), impl_(std::make_unique<Impl>(seed)) {
    // Every way an endpoint is made (file, environment, the settings dialog) passes here:
    // secrets in the URL or body and an unset key variable are errors before any request.
    endpoint_.checkSecrets("endpoint '" + endpoint_.name + "'");
    (void)endpoint_.apiKey();
}

LlmClient::~LlmClient() = default;

void LlmClient::cancel() {
    cancelEpoch_.fetch_add(1);
    curl_multi_wakeup(impl_->multi);
}

void LlmClient::setActivity(std::shared_ptr<LlmActivity> activity) {
    activity_ = std::move(activity);
    if (activity_) activity_->setEndpoint(endpoint_);
}

void LlmClient::cancelAll() { g_cancelAll.fetch_add(1, std::memory_order_relaxed); }

LlmChatReply LlmClient::complete(const LlmChatRequest& request) {
    return complete(std::vector<LlmChatRequest>{request}).front();
}

std::vector<LlmChatReply> LlmClient::complete(const std::vector<LlmChatRequest>& requests) {
    std::lock_guard batchLock(batchMutex_);
    const std::uint64_t epoch = cancelEpoch_.load(), globalEpoch = g_cancelAll.load();
    auto cancelled = [&] {
        return cancelEpoch_.load() != epoch || g_cancelAll.load() != globalEpoch || (activity_ && activity_->stopped());
    };

    std::vector<Slot> slots(requests.size());
    for (std::size_t i = 0; i < requests.size(); ++i)
        slots[i].body = LlmRequestBody::build(endpoint_, requests[i]).dump();
    const std::string url = endpoint_.chatUrl();
    const std::string key = endpoint_.apiKey();
    const auto limit = static_cast<std::size_t>(std::max(1, endpoint_.maxConcurrency));
    std::vector<std::unique_ptr<Attempt>> active;
    std::size_t doneCount = 0;

    auto finishSlot = [&](std::size_t i, LlmChatReply r) {
        Slot& s = slots[i];
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
        ++doneCount;
        // A request that was never sent (refused by a cap, cancelled before it began) is
        // not a request: counting it would make retries (attempts - requests) negative and
        // put 0 ms latencies into the figures.
        if (s.attempts == 0) return;
        usage_.record(s.reply);
        LlmUsage::process().record(s.reply);
        if (activity_ && s.activityKey) activity_->finish(s.activityKey, s.reply);
    };

    auto startAttempt = [&](std::size_t i) {
        Slot& s = slots[i];
        auto a = std::make_unique<Attempt>();
        a->index = i;
        a->started = Clock::now();
        a->lastActivity = a->started;
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
                s.activityKey = activity_->begin(requests[i]);
            }
            s.started = true;
            s.firstStart = a->started;
        }
        ++s.attempts;
        if (activity_ && s.attempts > 1) activity_->retry(s.activityKey, s.attempts);
        a->easy = curl_easy_init();
        if (!a->easy) {
            LlmChatReply r;
            r.error = LlmErrorKind::Transport;
            r.errorText = "libcurl: curl_easy_init failed";
            finishSlot(i, std::move(r));
            return;
        }
        a->headers = curl_slist_append(a->headers, "Content-Type: application/json");
        a->headers =
            curl_slist_append(a->headers, endpoint_.stream ? "Accept: text/event-stream" : "Accept: application/json");
        a->headers = curl_slist_append(a->headers, "Expect:");
        if (!key.empty()) a->headers = curl_slist_append(a->headers, ("Authorization: Bearer " + key).c_str());
        CURL* e = a->easy;
        curl_easy_setopt(e, CURLOPT_URL, url.c_str());
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, a->headers);
        curl_easy_setopt(e, CURLOPT_POSTFIELDS, s.body.c_str());
        curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(s.body.size()));
        curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, onBody);
        curl_easy_setopt(e, CURLOPT_WRITEDATA, a.get());
        curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, onHeader);
        curl_easy_setopt(e, CURLOPT_HEADERDATA, a.get());
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, a->err);
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(endpoint_.connectTimeoutS * 1000));
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>(endpoint_.totalTimeoutS * 1000));
        curl_easy_setopt(e, CURLOPT_TCP_KEEPALIVE, 1L);
        curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
        curl_easy_setopt(e, CURLOPT_PRIVATE, a.get());
        curl_multi_add_handle(impl_->multi, e);
        active.push_back(std::move(a));
    };

    // Turns a finished attempt into a reply, or schedules a retry.
    auto endAttempt = [&](Attempt& a, CURLcode rc) { // rc: the transfer's result
        Slot& s = slots[a.index];
        LlmChatReply r;
        if (rc == CURLE_OK && a.isSse) a.feedEvents(a.sse.finish());
        if (rc == CURLE_OK && !a.isSse && a.status / 100 == 2 && a.raw.rfind("data:", 0) == 0) {
            // An event stream without its content type.
            LlmSseParser p;
            a.feedEvents(p.feed(a.raw));
            a.feedEvents(p.finish());
            a.isSse = true;
        }
        // A stream that already sent its finish reason is complete even if [DONE] never
        // comes (the server stalled or closed after the last chunk).
        const bool streamComplete = a.isSse && !a.acc.failed() && (a.acc.done() || !a.acc.reply().finishReason.empty());
        if (rc != CURLE_OK && streamComplete) {
            rc = CURLE_OK;
            a.status = a.status ? a.status : 200;
        }
        if (rc == CURLE_OPERATION_TIMEDOUT) {
            r.error = LlmErrorKind::Timeout;
            r.errorText = std::string("timeout: ") + (a.err[0] ? a.err : curl_easy_strerror(rc));
        } else if (rc == CURLE_WRITE_ERROR && a.overflow) {
            r.error = LlmErrorKind::Protocol;
            r.errorText = "the reply is larger than 32 MiB (after decompression): stopped";
        } else if (rc != CURLE_OK) {
            r.error = LlmErrorKind::Transport;
            r.errorText = std::string(a.err[0] ? a.err : curl_easy_strerror(rc));
            if (a.isSse && a.acc.sawAnything()) r.errorText = "the stream broke off: " + r.errorText;
        } else {
            if (!a.decided) curl_easy_getinfo(a.easy, CURLINFO_RESPONSE_CODE, &a.status);
            r.httpStatus = static_cast<int>(a.status);
            if (a.status / 100 != 2) {
                r.error = LlmErrorKind::Http;
                r.errorText = httpErrorText(a.status, a.raw);
            } else {
                if (!a.isSse) a.acc.addBody(a.raw);
                const LlmChatReply& got = a.acc.reply();
                if (a.acc.failed()) {
                    r.error = LlmErrorKind::Protocol;
                    r.errorText = got.errorText;
                } else if (a.isSse && !a.acc.done() && got.finishReason.empty()) {
                    r.error = LlmErrorKind::Transport;
                    r.errorText = "the stream ended without a finish reason or [DONE]";
                } else {
                    r = got;
                    r.error = LlmErrorKind::None;
                    r.httpStatus = static_cast<int>(a.status);
                    r.streamed = a.isSse;
                }
            }
        }
        r.firstTokenMs = a.firstByteMs;
        if (r.ok()) {
            finishSlot(a.index, std::move(r));
            return;
        }
        LlmRetryPolicy retry = endpoint_.retry;
        if (const int most = requests[a.index].maxAttempts; most > 0)
            retry.maxAttempts = std::min(retry.maxAttempts, most);
        auto delay = retry.delayBeforeRetry(r.error, r.httpStatus, s.attempts, a.retryAfterS, impl_->rng);
        if (!delay || cancelled()) {
            if (s.attempts > 1) r.errorText += " (after " + std::to_string(s.attempts) + " attempts)";
            finishSlot(a.index, std::move(r));
            return;
        }
        s.notBefore = Clock::now() + std::chrono::microseconds(static_cast<long long>(*delay * 1e6));
    };

    std::deque<std::size_t> waiting;
    for (std::size_t i = 0; i < slots.size(); ++i) waiting.push_back(i);
    Clock::time_point lastPerform{};
    bool finishedSome = false;
    while (doneCount < slots.size()) {
        if (cancelled()) {
            for (auto& a : active) curl_multi_remove_handle(impl_->multi, a->easy);
            active.clear();
            for (std::size_t i = 0; i < slots.size(); ++i) {
                if (slots[i].done) continue;
                LlmChatReply r;
                r.error = LlmErrorKind::Cancelled;
                r.errorText = "cancelled";
                finishSlot(i, std::move(r));
            }
            break;
        }
        const auto now = Clock::now();
        // Start what may start: earliest-due first, up to the concurrency limit.
        for (auto it = waiting.begin(); it != waiting.end() && active.size() < limit;) {
            if (slots[*it].notBefore <= now) {
                const std::size_t i = *it;
                it = waiting.erase(it);
                startAttempt(i);
            } else {
                ++it;
            }
        }
        // Streams deliver one small event per token: let a few milliseconds of them
        // gather before reading, so one wake-up serves many streams (the engine's CPU
        // per forecast stays low; a reply is late by at most kCoalesce).
        // Not right after a reply finished: then there is work to start at once.
        if (const auto since = Clock::now() - lastPerform; !active.empty() && !finishedSome && since < kCoalesce)
            std::this_thread::sleep_for(kCoalesce - since);
        finishedSome = false;
        lastPerform = Clock::now();
        int running = 0;
        curl_multi_perform(impl_->multi, &running);
        if (activity_)
            for (const auto& a : active)
                if (a->isSse && a->acc.sawAnything())
                    activity_->streamed(slots[a->index].activityKey, a->acc.reply().reasoning, a->acc.reply().content);
        int left = 0;
        while (CURLMsg* m = curl_multi_info_read(impl_->multi, &left)) {
            if (m->msg != CURLMSG_DONE) continue;
            Attempt* a = nullptr;
            curl_easy_getinfo(m->easy_handle, CURLINFO_PRIVATE, reinterpret_cast<char**>(&a));
            const CURLcode rc = m->data.result;
            curl_multi_remove_handle(impl_->multi, m->easy_handle);
            auto it = std::find_if(active.begin(), active.end(), [&](const auto& p) { return p.get() == a; });
            if (it == active.end()) continue;
            std::unique_ptr<Attempt> owned = std::move(*it);
            active.erase(it);
            endAttempt(*owned, rc);
            if (!slots[owned->index].done) waiting.push_back(owned->index);
            finishedSome = true;
        }
        // A stalled stream (idle_timeout_s without a byte) ends its attempt. Only streamed
        // replies: a plain reply sends nothing until the whole completion is done.
        if (endpoint_.stream) {
            const auto idle = std::chrono::duration<double>(endpoint_.idleTimeoutS);
            const auto t = Clock::now();
            for (std::size_t k = 0; k < active.size();) {
                if (t - active[k]->lastActivity < idle) {
                    ++k;
                    continue;
                }
                std::unique_ptr<Attempt> owned = std::move(active[k]);
                active.erase(active.begin() + static_cast<std::ptrdiff_t>(k));
                curl_multi_remove_handle(impl_->multi, owned->easy);
                std::snprintf(owned->err, sizeof owned->err, "no data for %.0f s (a stalled stream)",
                              endpoint_.idleTimeoutS);
                endAttempt(*owned, CURLE_OPERATION_TIMEDOUT);
                if (!slots[owned->index].done) waiting.push_back(owned->index);
            }
        }
        if (doneCount >= slots.size()) break;
        // Sleep until a socket is ready, a retry is due, or 50 ms pass (cancellation).
        auto wait = std::chrono::milliseconds(50);
        if (active.size() < limit)
            for (std::size_t i : waiting) {
                auto due = std::chrono::duration_cast<std::chrono::milliseconds>(slots[i].notBefore - Clock::now());
                wait = std::min(wait, std::max(std::chrono::milliseconds(0), due));
            }
        if (wait.count() > 0 || active.empty())
            curl_multi_poll(impl_->multi, nullptr, 0, static_cast<int>(std::max<long long>(1, wait.count())), nullptr);
    }
    std::vector<LlmChatReply> out;
    out.reserve(slots.size());
    for (auto& s : slots) out.push_back(std::move(s.reply));
    return out;
}

std::vector<std::string> LlmClient::listModels(std::string& error) const {
    error.clear();
    initCurlOnce();
    CURL* e = curl_easy_init();
    if (!e) {
        error = "libcurl: curl_easy_init failed";
        return {};
    }
    std::string body;
    char err[CURL_ERROR_SIZE] = {0};
    curl_slist* headers = nullptr;
    const std::string key = endpoint_.apiKey();
    if (!key.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + key).c_str());
    const std::string url = endpoint_.modelsUrl();
    curl_easy_setopt(e, CURLOPT_URL, url.c_str());
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, err);
    curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(endpoint_.connectTimeoutS * 1000));
    curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>((endpoint_.connectTimeoutS + 20) * 1000));
    curl_easy_setopt(
        e, CURLOPT_WRITEFUNCTION, +[](char* b, size_t s, size_t n, void* ud) -> size_t {
            auto* text = static_cast<std::string*>(ud);
            if (text->size() + s * n > (4u << 20)) return 0; // a model list is small; stop anything else
            text->append(b, s * n);
            return s * n;
        });
    curl_easy_setopt(e, CURLOPT_WRITEDATA, &body);
    const CURLcode rc = curl_easy_perform(e);
    long status = 0;
    curl_easy_getinfo(e, CURLINFO_RESPONSE_CODE, &status);
    curl_easy_cleanup(e);
    curl_slist_free_all(headers);
    if (rc != CURLE_OK) {
        error = url + ": " + (err[0] ? err : curl_easy_strerror(rc));
        return {};
    }
    if (status / 100 != 2) {
        error = endpoint_.redact(url + ": " + httpErrorText(status, body));
        return {};
    }
    std::vector<std::string> out;
    auto j = parseBoundedOrDiscarded(body);
    if (j.is_object() && j.contains("data") && j["data"].is_array())
        for (const auto& m : j["data"])
            if (m.is_object() && m.contains("id") && m["id"].is_string()) out.push_back(m["id"].get<std::string>());
    if (out.empty()) error = url + ": the reply lists no models";
    return out;
}

} // namespace augur
