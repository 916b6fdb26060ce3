#pragma once
// A loopback HTTP/1.1 server that speaks the OpenAI chat completions protocol, written
// for Augur's LLM tests and benchmark: scripted replies, SSE streaming, and the quirks of
// real servers (content null with the answer in the reasoning field, finish_reason
// "length", 429 with Retry-After, malformed JSON, slow and stalled streams, dying).
#include <nlohmann/json.hpp>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <set>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace augur::test {

/// How the server answers one chat completions request.
struct ServerReply {
    int status = 200;
    std::vector<std::pair<std::string, std::string>> headers; ///< extra headers, e.g. {"Retry-After", "1"}
    int delayMs = 0; ///< wait before the status line
    // A plain reply: `body` as is (JSON, or anything for malformed replies).
    std::string body;
    std::string contentType = "application/json";
    // A streamed reply: each of `events` is sent as "data: EVENT\n\n" in its own HTTP chunk.
    bool stream = false;
    std::vector<std::string> events;
    int chunkDelayMs = 0; ///< between events (a slow stream)
    bool sendDone = true; ///< "data: [DONE]" at the end
    int dieAfterEvents = -1; ///< >= 0: close the connection after this many events
    int stallMs = 0; ///< after the events, send nothing for this long
    bool closeWithoutReply = false; ///< read the request, close the connection
};

/// The name of the structured-output schema a chat completions request asks for
/// (response_format.json_schema.name), or "" for none: how tests tell a forecast request
/// ("augur_forecast") from a generation ("augur_configuration", "augur_candidate").
inline std::string schemaNameOf(const nlohmann::json& body) {
    if (body.contains("response_format") && body["response_format"].is_object() &&
        body["response_format"].contains("json_schema") && body["response_format"]["json_schema"].is_object())
        return body["response_format"]["json_schema"].value("name", "");
    return {};
}

/// Builders of common replies.
struct Replies {
    /// A chat.completion object; `content` null when `contentNull`. Reasoning goes under
    /// `reasoningKey` ("reasoning" or "reasoning_content") when not empty.
    static nlohmann::json completion(const std::string& content, const std::string& reasoning = {},
                                     const std::string& finish = "stop", bool contentNull = false,
                                     const std::string& reasoningKey = "reasoning_content");
    /// 200 with the completion as JSON.
    static ServerReply plain(const nlohmann::json& completion);
    /// The same answer as server-sent events: reasoning then content in pieces of
    /// `piece` characters, a finish chunk, a usage chunk, [DONE].
    static ServerReply streamed(const std::string& content, const std::string& reasoning = {},
                                const std::string& finish = "stop", const std::string& reasoningKey = "reasoning",
                                std::size_t piece = 16, bool contentNull = false);
    /// An HTTP error with an OpenAI error body.
    static ServerReply error(int status, const std::string& message, const std::string& retryAfter = {});
};

/// The server. Listens on 127.0.0.1 (port 0 = any free port), one thread per connection,
/// keep-alive. POST .../chat/completions goes to the script (queued replies, first in
/// first out), then to the handler; GET .../models lists "test-model".
class LlmTestServer {
public:
    using Handler = std::function<ServerReply(const nlohmann::json& body, int number)>;
    explicit LlmTestServer(Handler handler = {}, int port = 0);
    ~LlmTestServer();
    LlmTestServer(const LlmTestServer&) = delete;
    LlmTestServer& operator=(const LlmTestServer&) = delete;

    /// Starts listening (again, on the same port after stop()). Throws std::runtime_error.
    void start();
    /// Dies: closes the listening socket and every open connection at once (streams in
    /// flight break off), and joins the threads.
    void stop();
    bool running() const { return running_.load(); }

    int port() const { return port_; }
    /// "http://127.0.0.1:PORT/v1".
    std::string baseUrl() const;

    /// Queues replies served before the handler is asked.
    void script(std::vector<ServerReply> replies);
    void setHandler(Handler h);
    /// Chat completion requests received so far (all connections).
    int requests() const { return requests_.load(); }
    /// Request bodies received so far, in arrival order.
    std::vector<nlohmann::json> bodies() const;
    /// Most connections open at once so far.
    int peakConnections() const { return peakConnections_.load(); }
    /// Most chat requests being answered at once so far.
    int peakInFlight() const { return peakInFlight_.load(); }

private:
    void acceptLoop();
    void serve(int fd);
    bool sendAll(int fd, const std::string& data);
    bool sleepMs(int ms); ///< false when the server stops meanwhile
    void answer(int fd, const ServerReply& r, bool& keepAlive);

    Handler handler_;
    int port_ = 0;
    int listenFd_ = -1;
    std::atomic<bool> running_{false};
    std::thread acceptThread_;
    mutable std::mutex mutex_;
    std::condition_variable stopCv_;
    std::deque<ServerReply> script_;
    std::vector<nlohmann::json> bodies_;
    std::vector<std::thread> threads_; ///< one per connection accepted
    std::set<int> openFds_; ///< connections not closed yet
    std::atomic<int> requests_{0};
    std::atomic<int> open_{0};
    std::atomic<int> peakConnections_{0};
    std::atomic<int> inFlight_{0};
    std::atomic<int> peakInFlight_{0};
};

} // namespace augur::test
