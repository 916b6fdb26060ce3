#include "core/llm/client/LlmClient.h"
#include "core/base/BoundedJson.h"

#include "core/llm/client/LlmBatch.h"
#include "core/llm/client/LlmHttpAttempt.h"

#include <curl/curl.h>

#include <mutex>
#include <random>
#include <stdexcept>

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

std::atomic<std::uint64_t> g_cancelAll{0};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "cancelAll must be async-signal-safe");

void initCurlOnce() {
    static std::once_flag once;
    std::call_once(once, [] {
        if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) throw std::runtime_error("libcurl failed to initialise");
    });
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
    auto cancelled = [this, epoch, globalEpoch] {
        return cancelEpoch_.load() != epoch || g_cancelAll.load() != globalEpoch || (activity_ && activity_->stopped());
    };
    LlmBatch batch(endpoint_, impl_->multi, impl_->rng, usage_, activity_.get(), cancelled, requests);
    return batch.run();
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
        error = endpoint_.redact(url + ": " + llmHttpErrorText(status, body));
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
