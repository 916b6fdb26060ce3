#include "core/llm/client/LlmHttpAttempt.h"
#include "core/base/BoundedJson.h"

#include "core/llm/client/LlmRetryPolicy.h"

#include <cctype>
#include <ctime>

namespace augur {

namespace {

using Clock = LlmHttpAttempt::Clock;

double msBetween(Clock::time_point a, Clock::time_point b) {
    return std::chrono::duration<double, std::milli>(b - a).count();
}

std::string lower(std::string s) {
    for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

size_t onHeader(char* buf, size_t size, size_t n, void* ud) {
    auto* a = static_cast<LlmHttpAttempt*>(ud);
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
    auto* a = static_cast<LlmHttpAttempt*>(ud);
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
    if (a->received > LlmHttpAttempt::kMaxBody) {
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

} // namespace

LlmHttpAttempt::LlmHttpAttempt(std::size_t i) : index(i), started(Clock::now()), lastActivity(started) {}

LlmHttpAttempt::~LlmHttpAttempt() {
    if (easy) curl_easy_cleanup(easy);
    if (headers) curl_slist_free_all(headers);
}

bool LlmHttpAttempt::prepare(const LlmEndpoint& endpoint, const std::string& url, const std::string& key,
                             const std::string& body) {
    easy = curl_easy_init();
    if (!easy) return false;
    headers = curl_slist_append(headers, "Content-Type: application/json");
    headers = curl_slist_append(headers, endpoint.stream ? "Accept: text/event-stream" : "Accept: application/json");
    headers = curl_slist_append(headers, "Expect:");
    if (!key.empty()) headers = curl_slist_append(headers, ("Authorization: Bearer " + key).c_str());
    CURL* e = easy;
    curl_easy_setopt(e, CURLOPT_URL, url.c_str());
    curl_easy_setopt(e, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(e, CURLOPT_POSTFIELDS, body.c_str());
    curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(body.size()));
    curl_easy_setopt(e, CURLOPT_WRITEFUNCTION, onBody);
    curl_easy_setopt(e, CURLOPT_WRITEDATA, this);
    curl_easy_setopt(e, CURLOPT_HEADERFUNCTION, onHeader);
    curl_easy_setopt(e, CURLOPT_HEADERDATA, this);
    curl_easy_setopt(e, CURLOPT_ERRORBUFFER, err);
    curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(endpoint.connectTimeoutS * 1000));
    curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, static_cast<long>(endpoint.totalTimeoutS * 1000));
    curl_easy_setopt(e, CURLOPT_TCP_KEEPALIVE, 1L);
    curl_easy_setopt(e, CURLOPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(e, CURLOPT_PRIVATE, this);
    return true;
}

void LlmHttpAttempt::feedEvents(const std::vector<LlmSseEvent>& events) {
    for (const auto& ev : events) {
        if (ev.event == "error")
            acc.addStreamData(R"({"error":)" + nlohmann::json(ev.data).dump() + "}");
        else
            acc.addStreamData(ev.data);
    }
}

LlmChatReply LlmHttpAttempt::outcome(CURLcode rc) {
    LlmChatReply r;
    if (rc == CURLE_OK && isSse) feedEvents(sse.finish());
    if (rc == CURLE_OK && !isSse && status / 100 == 2 && raw.rfind("data:", 0) == 0) {
        // An event stream without its content type.
        LlmSseParser p;
        feedEvents(p.feed(raw));
        feedEvents(p.finish());
        isSse = true;
    }
    // A stream that already sent its finish reason is complete even if [DONE] never
    // comes (the server stalled or closed after the last chunk).
    const bool streamComplete = isSse && !acc.failed() && (acc.done() || !acc.reply().finishReason.empty());
    if (rc != CURLE_OK && streamComplete) {
        rc = CURLE_OK;
        status = status ? status : 200;
    }
    if (rc == CURLE_OPERATION_TIMEDOUT) {
        r.error = LlmErrorKind::Timeout;
        r.errorText = std::string("timeout: ") + (err[0] ? err : curl_easy_strerror(rc));
    } else if (rc == CURLE_WRITE_ERROR && overflow) {
        r.error = LlmErrorKind::Protocol;
        r.errorText = "the reply is larger than 32 MiB (after decompression): stopped";
    } else if (rc != CURLE_OK) {
        r.error = LlmErrorKind::Transport;
        r.errorText = std::string(err[0] ? err : curl_easy_strerror(rc));
        if (isSse && acc.sawAnything()) r.errorText = "the stream broke off: " + r.errorText;
    } else {
        if (!decided) curl_easy_getinfo(easy, CURLINFO_RESPONSE_CODE, &status);
        r.httpStatus = static_cast<int>(status);
        if (status / 100 != 2) {
            r.error = LlmErrorKind::Http;
            r.errorText = llmHttpErrorText(status, raw);
        } else {
            if (!isSse) acc.addBody(raw);
            const LlmChatReply& got = acc.reply();
            if (acc.failed()) {
                r.error = LlmErrorKind::Protocol;
                r.errorText = got.errorText;
            } else if (isSse && !acc.done() && got.finishReason.empty()) {
                r.error = LlmErrorKind::Transport;
                r.errorText = "the stream ended without a finish reason or [DONE]";
            } else {
                r = got;
                r.error = LlmErrorKind::None;
                r.httpStatus = static_cast<int>(status);
                r.streamed = isSse;
            }
        }
    }
    r.firstTokenMs = firstByteMs;
    return r;
}

std::string llmHttpErrorText(long status, const std::string& body) {
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

} // namespace augur
