#include "tests/llm_server/LlmTestServer.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace augur::test {

using json = nlohmann::json;

json Replies::completion(const std::string& content, const std::string& reasoning, const std::string& finish,
                         bool contentNull, const std::string& reasoningKey) {
    json msg{{"role", "assistant"}, {"content", contentNull ? json(nullptr) : json(content)}};
    if (!reasoning.empty()) msg[reasoningKey] = reasoning;
    return {{"id", "chatcmpl-test"},
            {"object", "chat.completion"},
            {"model", "test-model"},
            {"choices", json::array({{{"index", 0}, {"message", msg}, {"finish_reason", finish}}})},
            {"usage",
             {{"prompt_tokens", 100},
              {"completion_tokens", 20 + static_cast<int>(content.size() / 4)},
              {"total_tokens", 120}}}};
}

ServerReply Replies::plain(const json& completion) {
    ServerReply r;
    r.body = completion.dump();
    return r;
}

ServerReply Replies::streamed(const std::string& content, const std::string& reasoning, const std::string& finish,
                              const std::string& reasoningKey, std::size_t piece, bool contentNull) {
    ServerReply r;
    r.stream = true;
    auto chunk = [](const json& delta, const json& finishReason) {
        return json{{"id", "chatcmpl-test"},
                    {"object", "chat.completion.chunk"},
                    {"model", "test-model"},
                    {"choices", json::array({{{"index", 0}, {"delta", delta}, {"finish_reason", finishReason}}})}}
            .dump();
    };
    r.events.push_back(chunk({{"role", "assistant"}, {"content", contentNull ? json(nullptr) : json("")}}, nullptr));
    for (std::size_t i = 0; i < reasoning.size(); i += piece)
        r.events.push_back(chunk({{reasoningKey, reasoning.substr(i, piece)}, {"content", nullptr}}, nullptr));
    if (!contentNull)
        for (std::size_t i = 0; i < content.size(); i += piece)
            r.events.push_back(chunk({{"content", content.substr(i, piece)}}, nullptr));
    r.events.push_back(chunk(json::object(), finish));
    r.events.push_back(
        json{{"id", "chatcmpl-test"},
             {"object", "chat.completion.chunk"},
             {"choices", json::array()},
             {"usage", {{"prompt_tokens", 100}, {"completion_tokens", 20 + static_cast<int>(content.size() / 4)}}}}
            .dump());
    return r;
}

ServerReply Replies::error(int status, const std::string& message, const std::string& retryAfter) {
    ServerReply r;
    r.status = status;
    r.body = json{{"error", {{"message", message}, {"type", "test_error"}, {"code", status}}}}.dump();
    if (!retryAfter.empty()) r.headers.emplace_back("Retry-After", retryAfter);
    return r;
}

LlmTestServer::LlmTestServer(Handler handler, int port) : handler_(std::move(handler)), port_(port) { start(); }

LlmTestServer::~LlmTestServer() { stop(); }

std::string LlmTestServer::baseUrl() const { return "http://127.0.0.1:" + std::to_string(port_) + "/v1"; }

void LlmTestServer::script(std::vector<ServerReply> replies) {
    std::lock_guard lock(mutex_);
    for (auto& r : replies) script_.push_back(std::move(r));
}

void LlmTestServer::setHandler(Handler h) {
    std::lock_guard lock(mutex_);
    handler_ = std::move(h);
}

std::vector<json> LlmTestServer::bodies() const {
    std::lock_guard lock(mutex_);
    return bodies_;
}

void LlmTestServer::start() {
    if (running_) return;
    listenFd_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listenFd_ < 0) throw std::runtime_error("socket failed");
    int one = 1;
    ::setsockopt(listenFd_, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    addr.sin_port = htons(static_cast<uint16_t>(port_));
    if (::bind(listenFd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
        ::close(listenFd_);
        throw std::runtime_error("bind to 127.0.0.1:" + std::to_string(port_) + " failed: " + std::strerror(errno));
    }
    socklen_t len = sizeof addr;
    ::getsockname(listenFd_, reinterpret_cast<sockaddr*>(&addr), &len);
    port_ = ntohs(addr.sin_port);
    ::listen(listenFd_, 256);
    running_ = true;
    acceptThread_ = std::thread([this] { acceptLoop(); });
}

void LlmTestServer::stop() {
    if (!running_.exchange(false)) return;
    stopCv_.notify_all();
    ::shutdown(listenFd_, SHUT_RDWR);
    if (acceptThread_.joinable()) acceptThread_.join();
    ::close(listenFd_);
    listenFd_ = -1;
    std::vector<std::thread> threads;
    {
        std::lock_guard lock(mutex_);
        for (int fd : openFds_) ::shutdown(fd, SHUT_RDWR); // in-flight streams break off
        threads.swap(threads_);
    }
    for (auto& t : threads)
        if (t.joinable()) t.join();
}

void LlmTestServer::acceptLoop() {
    while (running_) {
        pollfd p{listenFd_, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0) continue;
        int fd = ::accept4(listenFd_, nullptr, nullptr, SOCK_CLOEXEC);
        if (fd < 0) continue;
        int one = 1;
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        std::lock_guard lock(mutex_);
        if (!running_) {
            ::close(fd);
            break;
        }
        openFds_.insert(fd);
        const int open = ++open_;
        int peak = peakConnections_.load();
        while (open > peak && !peakConnections_.compare_exchange_weak(peak, open)) {}
        threads_.emplace_back([this, fd] { serve(fd); });
    }
}

bool LlmTestServer::sendAll(int fd, const std::string& data) {
    std::size_t sent = 0;
    while (sent < data.size()) {
        ssize_t n = ::send(fd, data.data() + sent, data.size() - sent, MSG_NOSIGNAL);
        if (n <= 0) return false;
        sent += static_cast<std::size_t>(n);
    }
    return true;
}

bool LlmTestServer::sleepMs(int ms) {
    if (ms <= 0) return running_;
    std::unique_lock lock(mutex_);
    stopCv_.wait_for(lock, std::chrono::milliseconds(ms), [this] { return !running_.load(); });
    return running_;
}

namespace {
const char* reasonPhrase(int status) {
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 502: return "Bad Gateway";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

std::string hex(std::size_t n) {
    char b[32];
    std::snprintf(b, sizeof b, "%zx", n);
    return b;
}
} // namespace

void LlmTestServer::answer(int fd, const ServerReply& r, bool& keepAlive) {
    if (r.closeWithoutReply || !sleepMs(r.delayMs)) {
        keepAlive = false;
        return;
    }
    std::string head = "HTTP/1.1 " + std::to_string(r.status) + " " + reasonPhrase(r.status) + "\r\n";
    for (const auto& [k, v] : r.headers) head += k + ": " + v + "\r\n";
    if (!r.stream) {
        head += "Content-Type: " + r.contentType + "\r\nContent-Length: " + std::to_string(r.body.size()) + "\r\n\r\n";
        if (!sendAll(fd, head + r.body)) keepAlive = false;
        return;
    }
    head += "Content-Type: text/event-stream\r\nCache-Control: no-cache\r\nTransfer-Encoding: chunked\r\n\r\n";
    if (!sendAll(fd, head)) {
        keepAlive = false;
        return;
    }
    int sent = 0;
    for (const auto& e : r.events) {
        if (r.dieAfterEvents >= 0 && sent >= r.dieAfterEvents) {
            keepAlive = false;
            return;
        }
        if (sent > 0 && !sleepMs(r.chunkDelayMs)) {
            keepAlive = false;
            return;
        }
        const std::string payload = "data: " + e + "\n\n";
        if (!sendAll(fd, hex(payload.size()) + "\r\n" + payload + "\r\n")) {
            keepAlive = false;
            return;
        }
        ++sent;
    }
    if (r.dieAfterEvents >= 0 && sent >= r.dieAfterEvents) {
        keepAlive = false;
        return;
    }
    if (r.stallMs > 0 && !sleepMs(r.stallMs)) {
        keepAlive = false;
        return;
    }
    std::string tail;
    if (r.sendDone) {
        const std::string done = "data: [DONE]\n\n";
        tail += hex(done.size()) + "\r\n" + done + "\r\n";
    }
    tail += "0\r\n\r\n";
    if (!sendAll(fd, tail)) keepAlive = false;
}

void LlmTestServer::serve(int fd) {
    std::string buf;
    bool keepAlive = true;
    char tmp[16384];
    while (keepAlive && running_) {
        std::size_t headerEnd;
        while ((headerEnd = buf.find("\r\n\r\n")) == std::string::npos) {
            ssize_t n = ::recv(fd, tmp, sizeof tmp, 0);
            if (n <= 0) {
                keepAlive = false;
                break;
            }
            buf.append(tmp, static_cast<std::size_t>(n));
        }
        if (!keepAlive) break;
        const std::string head = buf.substr(0, headerEnd);
        std::string lowerHead = head;
        std::transform(lowerHead.begin(), lowerHead.end(), lowerHead.begin(),
                       [](unsigned char c) { return std::tolower(c); });
        std::size_t length = 0;
        if (auto p = lowerHead.find("content-length:"); p != std::string::npos)
            length = std::stoul(head.substr(p + 15));
        while (buf.size() < headerEnd + 4 + length) {
            ssize_t n = ::recv(fd, tmp, sizeof tmp, 0);
            if (n <= 0) {
                keepAlive = false;
                break;
            }
            buf.append(tmp, static_cast<std::size_t>(n));
        }
        if (!keepAlive) break;
        const std::string body = buf.substr(headerEnd + 4, length);
        buf.erase(0, headerEnd + 4 + length);
        const std::string requestLine = head.substr(0, head.find("\r\n"));
        if (requestLine.rfind("GET ", 0) == 0 && requestLine.find("/models") != std::string::npos) {
            ServerReply r;
            r.body =
                json{{"object", "list"}, {"data", json::array({{{"id", "test-model"}, {"object", "model"}}})}}.dump();
            answer(fd, r, keepAlive);
            continue;
        }
        if (requestLine.rfind("POST ", 0) != 0 || requestLine.find("/chat/completions") == std::string::npos) {
            bool ka = keepAlive;
            answer(fd, Replies::error(404, "no such route: " + requestLine), ka);
            keepAlive = ka;
            continue;
        }
        json j = json::parse(body, nullptr, false);
        const int number = ++requests_;
        ServerReply reply;
        Handler h;
        bool scripted = false;
        {
            std::lock_guard lock(mutex_);
            bodies_.push_back(j);
            if (!script_.empty()) {
                reply = std::move(script_.front());
                script_.pop_front();
                scripted = true;
            } else {
                h = handler_;
            }
        }
        if (!scripted) reply = h ? h(j, number) : Replies::error(500, "no handler");
        const int now = ++inFlight_;
        int peak = peakInFlight_.load();
        while (now > peak && !peakInFlight_.compare_exchange_weak(peak, now)) {}
        answer(fd, reply, keepAlive);
        --inFlight_;
    }
    std::lock_guard lock(mutex_);
    openFds_.erase(fd);
    ::close(fd);
    --open_;
}

} // namespace augur::test
