// LlmClient against the loopback test server (tests/llm_server): plain and streamed
// replies, every server quirk (content null with the answer in the reasoning field,
// finish_reason "length", 429 with Retry-After, 5xx, 4xx, malformed JSON, slow and
// stalled streams, a server that dies mid-stream or is not there), the concurrency
// limit, cancellation, accounting and the models list.
#include "core/base/InputError.h"
#include "core/llm/client/LlmClient.h"
#include "core/base/Utf8.h"

#include "tests/WaitUntil.h"
#include "tests/llm_server/LlmTestServer.h"

#include <QTest>

#include <thread>

using namespace augur;
using namespace augur::test;
using json = nlohmann::json;
using namespace std::chrono_literals;

namespace {
LlmEndpoint endpointFor(const LlmTestServer& s, bool stream = true) {
    LlmEndpoint e;
    e.name = "test";
    e.baseUrl = s.baseUrl();
    e.model = "test-model";
    e.stream = stream;
    e.retry.baseDelayS = 0.05;
    e.retry.maxDelayS = 0.2;
    e.idleTimeoutS = 5;
    e.totalTimeoutS = 30;
    return e;
}

/// A stream whose content carries raw bytes that are not UTF-8 (built by hand: the JSON
/// library refuses to write them).
ServerReply rawUtf8Stream() {
    ServerReply r;
    r.stream = true;
    r.contentType = "text/event-stream";
    r.events = {
        "{\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"caf\xC3\xA9 \xFF\xFE broken\"}}]}",
        "{\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}"};
    return r;
}

LlmChatRequest ask(const std::string& text = "hello") {
    LlmChatRequest r;
    r.messages = {{"user", text}};
    return r;
}
} // namespace

class TestLlmClient : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void secretsAreNeverPrintedSentOrStored() {
        LlmTestServer server;
        // A 401 whose body echoes the key: the reply's error text carries "[redacted]".
        ::setenv("AUGUR_CLIENT_TEST_KEY", "sk-very-secret-123", 1);
        server.script({Replies::error(401, "invalid key sk-very-secret-123 for this model")});
        LlmEndpoint e = endpointFor(server, false);
        e.apiKeyEnv = "AUGUR_CLIENT_TEST_KEY";
        e.retry.maxAttempts = 1;
        {
            LlmClient client(e);
            const auto r = client.complete(ask());
            QVERIFY(!r.ok());
            QVERIFY2(r.errorText.find("sk-very-secret-123") == std::string::npos, r.errorText.c_str());
            QVERIFY2(r.errorText.find("[redacted]") != std::string::npos, r.errorText.c_str());
        }
        // An unset key variable is an error, not a request without the key.
        e.apiKeyEnv = "AUGUR_CLIENT_TEST_UNSET";
        ::unsetenv("AUGUR_CLIENT_TEST_UNSET");
        QVERIFY_THROWS_EXCEPTION(InputError, LlmClient{e});
        // Credentials in the URL and key-like fields in extra_body are refused.
        e.apiKeyEnv.clear();
        LlmEndpoint withUser = e;
        withUser.baseUrl = "http://user:pass@127.0.0.1:9/v1";
        QVERIFY_THROWS_EXCEPTION(InputError, LlmClient{withUser});
        for (const json& body : {json{{"api_key", "sk"}}, json{{"headers", {{"Authorization", "Bearer sk"}}}},
                                 json{{"x", {{{"access_token", "t"}}}}}}) {
            LlmEndpoint withBody = e;
            withBody.extraBody = body;
            QVERIFY_THROWS_EXCEPTION(InputError, LlmClient{withBody});
        }
        LlmEndpoint fine = e;
        fine.extraBody =
            json{{"max_tokens", 10}, {"top_k", 20}, {"chat_template_kwargs", {{"reasoning_effort", "low"}}}};
        LlmClient ok(fine); // ordinary knobs pass
        QVERIFY_THROWS_EXCEPTION(
            InputError,
            LlmEndpoint::fromJson(json{{"name", "x"}, {"base_url", "https://u:p@h/v1"}, {"model", "m"}}, "f"));
    }

    void hostileRepliesStayBounded() {
        // A stream of 40 MiB stops at the 32 MiB cap (the same as a plain reply) instead of
        // growing without bound; invalid UTF-8 is replaced, so the reply can be stored.
        LlmTestServer server;
        server.script({Replies::streamed(std::string(40u << 20, 'x'), {}, "stop", "reasoning", 1u << 16),
                       Replies::plain(Replies::completion("ok")), rawUtf8Stream()});
        LlmEndpoint e = endpointFor(server, true);
        e.retry.maxAttempts = 1;
        LlmClient client(e);
        const auto big = client.complete(ask());
        QVERIFY(!big.ok());
        QVERIFY2(big.errorText.find("32 MiB") != std::string::npos, big.errorText.c_str());
        QVERIFY(client.complete(ask()).ok()); // the client goes on
        const auto bad = client.complete(ask());
        QVERIFY2(bad.ok() || !bad.errorText.empty(), "a reply or its reason");
        QVERIFY(json(bad.content).dump().size() > 0); // serialisable: no invalid UTF-8 left
        QVERIFY(json(bad.errorText).dump().size() > 0);
        QCOMPARE(validUtf8("caf\xC3\xA9 \xFF end"), std::string("caf\xC3\xA9 \xEF\xBF\xBD end"));
        QCOMPARE(validUtf8("\xED\xA0\x80"), std::string("\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD")); // a surrogate
        QCOMPARE(validUtf8("\xF0\x9F\x98\x80"), std::string("\xF0\x9F\x98\x80")); // an emoji stays
    }

    void plainAndStreamed() {
        LlmTestServer server([](const json& body, int) {
            const std::string text = "echo: " + body["messages"][0]["content"].get<std::string>();
            return body.value("stream", false) ? Replies::streamed(text, "thinking", "stop", "reasoning", 3)
                                               : Replies::plain(Replies::completion(text, "thinking"));
        });
        for (bool stream : {false, true}) {
            LlmClient client(endpointFor(server, stream));
            auto r = client.complete(ask("hi there"));
            QVERIFY2(r.ok(), r.errorText.c_str());
            QCOMPARE(r.content, std::string("echo: hi there"));
            QCOMPARE(r.reasoning, std::string("thinking"));
            QCOMPARE(r.finishReason, std::string("stop"));
            QCOMPARE(r.streamed, stream);
            QCOMPARE(r.attempts, 1);
            QCOMPARE(r.promptTokens, 100);
            QVERIFY(r.completionTokens > 0);
        }
        const auto bodies = server.bodies();
        QCOMPARE(bodies.back()["model"].get<std::string>(), std::string("test-model"));
        QVERIFY(bodies.back()["stream"].get<bool>());
    }

    void contentNullAnswerInReasoning() {
        LlmTestServer server;
        server.script({Replies::streamed("", "the answer is 42", "stop", "reasoning_content", 4, true),
                       Replies::plain(Replies::completion("", "the answer is 43", "stop", true, "reasoning"))});
        LlmClient client(endpointFor(server));
        auto a = client.complete(ask());
        QVERIFY(a.ok());
        QVERIFY(a.contentNull);
        QCOMPARE(a.answerText(), std::string("the answer is 42"));
        auto b = client.complete(ask());
        QVERIFY(b.ok());
        QCOMPARE(b.answerText(), std::string("the answer is 43"));
    }

    void truncatedIsAReplyWithFinishLength() {
        LlmTestServer server;
        server.script({Replies::streamed("{\"probabilities\": [0.1, 0.2", "", "length")});
        LlmClient client(endpointFor(server));
        auto r = client.complete(ask());
        QVERIFY(r.ok());
        QVERIFY(r.truncated());
        QCOMPARE(r.attempts, 1); // not an HTTP failure: the caller decides
    }

    void rateLimitHonoursRetryAfter() {
        LlmTestServer server;
        server.script({Replies::error(429, "slow down", "1"), Replies::plain(Replies::completion("ok"))});
        LlmClient client(endpointFor(server));
        auto r = client.complete(ask());
        QVERIFY2(r.ok(), r.errorText.c_str());
        QCOMPARE(r.attempts, 2);
        QCOMPARE(server.requests(), 2);
        QCOMPARE(client.usage().attempts - client.usage().requests, std::int64_t(1));

        // Retry-After replaces the client's own backoff (at most 0.2 s here): with "30" the
        // retry is held back, so the server sees one request while the client waits, and
        // cancelling ends the wait.
        server.script({Replies::error(429, "slow down", "30"), Replies::plain(Replies::completion("too early"))});
        LlmChatReply waited;
        std::thread caller([&] { waited = client.complete(ask()); });
        auto requestsReach = [&](int n, std::chrono::milliseconds within) {
            return test::waitUntil([&] { return server.requests() >= n; }, within);
        };
        QVERIFY(requestsReach(3, 30s)); // the 429
        // Five times the client's longest backoff: a retry not held back would be here by now.
        // This window is what is tested (nothing may arrive in it), not a wait for an event.
        requestsReach(4, 1s);
        QCOMPARE(server.requests(), 3);
        client.cancel();
        caller.join();
        QVERIFY2(waited.error == LlmErrorKind::Cancelled, waited.errorText.c_str());
        QCOMPARE(server.requests(), 3);
    }

    void serverErrorsAreRetriedClientErrorsAreNot() {
        LlmTestServer server;
        server.script(
            {Replies::error(503, "loading"), Replies::error(500, "oops"), Replies::plain(Replies::completion("ok"))});
        LlmClient client(endpointFor(server));
        auto r = client.complete(ask());
        QVERIFY(r.ok());
        QCOMPARE(r.attempts, 3);
        server.script({Replies::error(400, "bad schema")});
        auto bad = client.complete(ask());
        QVERIFY(!bad.ok());
        QVERIFY(bad.error == LlmErrorKind::Http);
        QCOMPARE(bad.httpStatus, 400);
        QCOMPARE(bad.attempts, 1);
        QVERIFY(bad.errorText.find("bad schema") != std::string::npos);
        server.script({Replies::error(401, "no key")});
        QCOMPARE(client.complete(ask()).attempts, 1);
        // Retries give up after max_attempts.
        server.script(
            {Replies::error(503, "a"), Replies::error(503, "b"), Replies::error(503, "c"), Replies::error(503, "d")});
        auto gave = client.complete(ask());
        QVERIFY(!gave.ok());
        QCOMPARE(gave.attempts, 4);
        QCOMPARE(gave.httpStatus, 503);
    }

    void malformedJsonIsRetried() {
        LlmTestServer server;
        ServerReply garbage;
        garbage.body = "{\"choices\": [{\"message\": ";
        ServerReply badChunk = Replies::streamed("abc");
        badChunk.events.insert(badChunk.events.begin() + 1, "{this is not json");
        server.script({garbage, badChunk, Replies::plain(Replies::completion("fine"))});
        LlmClient client(endpointFor(server));
        auto r = client.complete(ask());
        QVERIFY2(r.ok(), r.errorText.c_str());
        QCOMPARE(r.content, std::string("fine"));
        QCOMPARE(r.attempts, 3);
        std::vector<ServerReply> allBad(4, garbage);
        server.script(allBad);
        auto bad = client.complete(ask());
        QVERIFY(bad.error == LlmErrorKind::Protocol);
    }

    void slowStreamSucceedsStalledStreamTimesOut() {
        LlmTestServer server;
        ServerReply slow = Replies::streamed("a slow but steady answer", "", "stop", "reasoning", 2);
        slow.chunkDelayMs = 60; // ~15 events, 0.9 s in all, never idle for a second
        // The stalls outlast the test (they end when the server stops): only the client's idle
        // timeout can end those attempts.
        ServerReply stalled = Replies::streamed("stalls before its end", "", "stop", "reasoning", 4);
        stalled.events.resize(3); // role, two pieces of content: no finish reason yet
        stalled.sendDone = false;
        stalled.stallMs = 600000;
        ServerReply finishedThenStalls = Replies::streamed("complete", "", "stop");
        finishedThenStalls.sendDone = false;
        finishedThenStalls.stallMs = 600000;
        server.script({slow, stalled, Replies::plain(Replies::completion("after the stall")), finishedThenStalls});
        LlmEndpoint e = endpointFor(server);
        e.idleTimeoutS = 1;
        LlmClient client(e);
        auto r = client.complete(ask());
        QVERIFY2(r.ok(), r.errorText.c_str());
        QCOMPARE(r.content, std::string("a slow but steady answer"));
        QCOMPARE(r.attempts, 1); // slow but never idle for a second: not cut
        auto s = client.complete(ask());
        QVERIFY2(s.ok(), s.errorText.c_str());
        QCOMPARE(s.content, std::string("after the stall"));
        QCOMPARE(s.attempts, 2); // the stalled attempt was cut by the idle timeout, then retried
        // Everything but [DONE] arrived, then nothing: the reply is complete.
        auto f = client.complete(ask());
        QVERIFY2(f.ok(), f.errorText.c_str());
        QCOMPARE(f.content, std::string("complete"));
        QCOMPARE(f.attempts, 1);
        e.retry.maxAttempts = 1;
        LlmClient once(e);
        server.script({stalled});
        auto to = once.complete(ask());
        QVERIFY(to.error == LlmErrorKind::Timeout);
        // Cut by the idle timeout (1 s without a byte), not by the total one (30 s).
        QVERIFY2(to.errorText.find("a stalled stream") != std::string::npos, to.errorText.c_str());
    }

    void serverDiesMidStream() {
        LlmTestServer server;
        ServerReply dies = Replies::streamed("this will break off", "", "stop", "reasoning", 3);
        dies.dieAfterEvents = 3;
        ServerReply noDone = Replies::streamed("no finish", "", "stop");
        noDone.events.erase(noDone.events.end() - 2, noDone.events.end()); // no finish chunk, no usage
        noDone.sendDone = false;
        ServerReply closes;
        closes.closeWithoutReply = true;
        server.script({dies, noDone, closes, Replies::plain(Replies::completion("whole"))});
        LlmClient client(endpointFor(server));
        auto r = client.complete(ask());
        QVERIFY2(r.ok(), r.errorText.c_str());
        QCOMPARE(r.content, std::string("whole"));
        // libcurl itself resends a request once when a reused connection closes before
        // any byte, so the four failures may take three attempts.
        QVERIFY(r.attempts >= 3);
        QCOMPARE(server.requests(), 4);
        // Nobody listening at all: transport errors, then given up.
        const int port = server.port();
        server.stop();
        LlmEndpoint e = endpointFor(server);
        e.baseUrl = "http://127.0.0.1:" + std::to_string(port) + "/v1";
        LlmClient gone(e);
        auto g = gone.complete(ask());
        QVERIFY(g.error == LlmErrorKind::Transport);
        QCOMPARE(g.attempts, 4);
    }

    void concurrencyLimitAndOrder() {
        LlmTestServer server([](const json& body, int) {
            ServerReply r = Replies::streamed("re: " + body["messages"][0]["content"].get<std::string>());
            r.delayMs = 30;
            return r;
        });
        LlmEndpoint e = endpointFor(server);
        e.maxConcurrency = 8;
        LlmClient client(e);
        std::vector<LlmChatRequest> batch;
        for (int i = 0; i < 40; ++i) batch.push_back(ask("q" + std::to_string(i)));
        auto replies = client.complete(batch);
        QCOMPARE(replies.size(), batch.size());
        for (int i = 0; i < 40; ++i)
            QCOMPARE(replies[static_cast<std::size_t>(i)].content, "re: q" + std::to_string(i));
        QVERIFY2(server.peakInFlight() <= 8, qPrintable(QString::number(server.peakInFlight())));
        QVERIFY(server.peakInFlight() >= 4);
        QVERIFY(server.peakConnections() <= 8 + 1);
        auto u = client.usage();
        QCOMPARE(u.requests, std::int64_t(40));
        QCOMPARE(u.replies, std::int64_t(40));
        QCOMPARE(u.promptTokens, std::int64_t(4000));
        QVERIFY(u.latencyP50Ms >= 30);
    }

    void cancellation() {
        LlmTestServer server([](const json&, int) {
            ServerReply r = Replies::streamed("very slow answer", "", "stop", "reasoning", 1);
            r.chunkDelayMs = 200;
            return r;
        });
        LlmClient client(endpointFor(server));
        std::vector<LlmChatRequest> batch(6, ask());
        // Cancel once the server has a request: the batch has started (a cancel before it
        // starts is not this batch's), whatever the machine's load.
        std::thread canceller([&] {
            test::waitUntil([&] { return server.requests() >= 1; }, 30s);
            client.cancel();
        });
        auto replies = client.complete(batch);
        canceller.join();
        // Each stream takes over 3 s (16 pieces 200 ms apart): cancelled in flight, none finished.
        for (const auto& r : replies) QVERIFY(r.error == LlmErrorKind::Cancelled);
        QCOMPARE(client.usage().cancelled, std::int64_t(6));
        // The client works again afterwards; cancelAll reaches every client.
        server.setHandler([](const json&, int) { return Replies::plain(Replies::completion("back")); });
        QVERIFY(client.complete(ask()).ok());
        server.setHandler([](const json&, int) {
            ServerReply r = Replies::streamed("slow", "", "stop", "reasoning", 1);
            r.chunkDelayMs = 300;
            return r;
        });
        const int before = server.requests();
        std::thread all([&] {
            test::waitUntil([&] { return server.requests() >= before + 1; }, 30s);
            LlmClient::cancelAll();
        });
        auto r = client.complete(ask());
        all.join();
        QVERIFY(r.error == LlmErrorKind::Cancelled);
    }

    void modelsList() {
        LlmTestServer server;
        LlmClient client(endpointFor(server));
        std::string error;
        auto models = client.listModels(error);
        QVERIFY2(error.empty(), error.c_str());
        QCOMPARE(models, std::vector<std::string>{"test-model"});
        server.stop();
        QVERIFY(client.listModels(error).empty());
        QVERIFY(!error.empty());
    }
};

QTEST_GUILESS_MAIN(TestLlmClient)
#include "tst_llm_client.moc"
