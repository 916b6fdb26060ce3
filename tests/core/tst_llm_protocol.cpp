// The pieces of the LLM client that need no server: SSE framing, reply accumulation
// (both reasoning field names, content null, usage, logprobs, error events), the retry
// policy (Retry-After, backoff, none on 4xx), robust forecast parsing (renormalise,
// reject negative or missing, repair truncation), log-probability forecasts, prompt
// templates, endpoint profiles (no key in plain text), request bodies and the
// generator's candidate parser.
#include "core/base/InputError.h"
#include "core/llm/reply/LlmCandidateParser.h"
#include "core/llm/client/LlmEndpointStore.h"
#include "core/llm/reply/LlmForecastParser.h"
#include "core/llm/reply/LlmJsonExtract.h"
#include "core/llm/reply/LlmLogprobForecast.h"
#include "core/llm/prompt/LlmPromptTemplate.h"
#include "core/llm/client/LlmReplyAccumulator.h"
#include "core/llm/client/LlmRequestBody.h"
#include "core/llm/client/LlmRetryPolicy.h"
#include "core/llm/client/LlmSse.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/PromptCatalog.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace augur;
using json = nlohmann::json;

namespace {
std::string chunk(const json& delta, const json& finish = nullptr) {
    return json{{"choices", json::array({{{"index", 0}, {"delta", delta}, {"finish_reason", finish}}})}}.dump();
}

json forecastJson(std::vector<double> p) {
    json probs = json::object();
    for (std::size_t k = 0; k < p.size(); ++k) probs["bin_" + std::to_string(k + 1)] = p[k];
    return {{"reasoning", "r"}, {"predicted_bin", 4}, {"probabilities", probs}};
}

double sum(const BinProbs& p) {
    double s = 0;
    for (double q : p) s += q;
    return s;
}

const std::string kVectorAdd = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/vector_add_f32";
} // namespace

class TestLlmProtocol : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sseFramingAtEveryByteBoundary() {
        const std::string stream =
            "\xEF\xBB\xBF: keep-alive\r\ndata: {\"a\":1}\r\n\r\nevent: error\ndata: line1\ndata: line2\n\n"
            "data:no-space\r\rdata: [DONE]\n\n";
        for (std::size_t cut = 0; cut <= stream.size(); ++cut) {
            LlmSseParser p;
            auto ev = p.feed(std::string_view(stream).substr(0, cut));
            auto rest = p.feed(std::string_view(stream).substr(cut));
            ev.insert(ev.end(), rest.begin(), rest.end());
            QCOMPARE(ev.size(), std::size_t(4));
            QCOMPARE(ev[0].data, std::string("{\"a\":1}"));
            QCOMPARE(ev[0].event, std::string("message"));
            QCOMPARE(ev[1].event, std::string("error"));
            QCOMPARE(ev[1].data, std::string("line1\nline2"));
            QCOMPARE(ev[2].data, std::string("no-space"));
            QCOMPARE(ev[3].data, std::string("[DONE]"));
        }
        LlmSseParser p; // a last event without its blank line
        QVERIFY(p.feed("data: tail").empty());
        auto ev = p.finish();
        QCOMPARE(ev.size(), std::size_t(1));
        QCOMPARE(ev[0].data, std::string("tail"));
    }

    void accumulatesStreamWithEitherReasoningName() {
        for (const char* key : {"reasoning", "reasoning_content"}) {
            LlmReplyAccumulator a;
            a.addStreamData(chunk({{"role", "assistant"}, {"content", nullptr}}));
            a.addStreamData(chunk({{key, "think "}, {"content", nullptr}}));
            a.addStreamData(chunk({{key, "more"}}));
            a.addStreamData(chunk({{"content", "{\"x\":"}}));
            a.addStreamData(chunk({{"content", "1}"}}));
            a.addStreamData(chunk(json::object(), "stop"));
            a.addStreamData(json{{"choices", json::array()},
                                 {"usage",
                                  {{"prompt_tokens", 11},
                                   {"completion_tokens", 7},
                                   {"completion_tokens_details", {{"reasoning_tokens", 5}}}}}}
                                .dump());
            a.addStreamData("[DONE]");
            QVERIFY(a.done());
            QVERIFY(!a.failed());
            const auto& r = a.reply();
            QCOMPARE(r.reasoning, std::string("think more"));
            QCOMPARE(r.content, std::string("{\"x\":1}"));
            QCOMPARE(r.finishReason, std::string("stop"));
            QCOMPARE(r.promptTokens, 11);
            QCOMPARE(r.completionTokens, 7);
            QCOMPARE(r.reasoningTokens, 5);
        }
        // Both names with the same text are read once.
        LlmReplyAccumulator both;
        both.addStreamData(chunk({{"reasoning", "same"}, {"reasoning_content", "same"}}));
        QCOMPARE(both.reply().reasoning, std::string("same"));
    }

    void accumulatesPlainBodyContentNull() {
        LlmReplyAccumulator a;
        a.addBody(json{{"model", "m"},
                       {"choices",
                        json::array({{{"message", {{"content", nullptr}, {"reasoning", "the answer is {}"}}},
                                      {"finish_reason", "length"}}})}}
                      .dump());
        QVERIFY(!a.failed());
        QVERIFY(a.reply().contentNull);
        QVERIFY(a.reply().truncated());
        QCOMPARE(a.reply().answerText(), std::string("the answer is {}"));
        QCOMPARE(a.reply().model, std::string("m"));
    }

    void malformedAndErrorPayloadsFail() {
        LlmReplyAccumulator a;
        a.addBody("{\"choices\": [");
        QVERIFY(a.failed());
        LlmReplyAccumulator b;
        b.addStreamData(chunk({{"content", "a"}}));
        b.addStreamData("{not json");
        QVERIFY(b.failed());
        LlmReplyAccumulator c;
        c.addStreamData(json{{"error", {{"message", "engine died"}}}}.dump());
        QVERIFY(c.failed());
        QVERIFY(c.reply().errorText.find("engine died") != std::string::npos);
        LlmReplyAccumulator d;
        d.addBody(json{{"choices", json::array()}}.dump());
        QVERIFY(d.failed());
    }

    void logprobsAreRead() {
        LlmReplyAccumulator a;
        json lp{{"content",
                 json::array({{{"token", "\"predicted_bin\":"}, {"logprob", -0.1}, {"top_logprobs", json::array()}},
                              {{"token", " 5"},
                               {"logprob", -0.3},
                               {"top_logprobs",
                                json::array({{{"token", " 5"}, {"logprob", -0.3}},
                                             {{"token", " 4"}, {"logprob", -1.5}},
                                             {{"token", " x"}, {"logprob", -3.0}}})}}})}};
        a.addStreamData(
            json{{"choices",
                  json::array({{{"index", 0}, {"delta", {{"content", "{\"predicted_bin\": 5"}}}, {"logprobs", lp}}})}}
                .dump());
        QCOMPARE(a.reply().logprobs.size(), std::size_t(2));
        auto p = LlmLogprobForecast::fromTokens(a.reply().logprobs);
        QVERIFY(p.has_value());
        QVERIFY(std::abs(sum(*p) - 1.0) < 1e-9);
        QVERIFY((*p)[4] > (*p)[3]);
        QVERIFY((*p)[3] > (*p)[0]);
        QVERIFY((*p)[0] > 0.0); // floor
        std::vector<LlmTokenLogprob> none{{"{\"reasoning\":", -0.1, {}}};
        QVERIFY(!LlmLogprobForecast::fromTokens(none));
    }

    void retryPolicy() {
        QVERIFY(LlmRetryPolicy::retryable(LlmErrorKind::Http, 429));
        QVERIFY(LlmRetryPolicy::retryable(LlmErrorKind::Http, 500));
        QVERIFY(LlmRetryPolicy::retryable(LlmErrorKind::Http, 503));
        QVERIFY(!LlmRetryPolicy::retryable(LlmErrorKind::Http, 400));
        QVERIFY(!LlmRetryPolicy::retryable(LlmErrorKind::Http, 401));
        QVERIFY(!LlmRetryPolicy::retryable(LlmErrorKind::Http, 404));
        QVERIFY(LlmRetryPolicy::retryable(LlmErrorKind::Transport, 0));
        QVERIFY(LlmRetryPolicy::retryable(LlmErrorKind::Timeout, 0));
        QVERIFY(LlmRetryPolicy::retryable(LlmErrorKind::Protocol, 200));
        QVERIFY(!LlmRetryPolicy::retryable(LlmErrorKind::Cancelled, 0));
        LlmRetryPolicy p;
        p.maxAttempts = 3;
        p.baseDelayS = 0.5;
        p.maxDelayS = 0.8;
        std::mt19937_64 rng(1);
        for (int i = 0; i < 100; ++i) {
            auto d = p.delayBeforeRetry(LlmErrorKind::Http, 503, 2, std::nullopt, rng);
            QVERIFY(d && *d >= 0 && *d <= 0.8);
        }
        QVERIFY(!p.delayBeforeRetry(LlmErrorKind::Http, 503, 3, std::nullopt, rng)); // attempts used
        QVERIFY(!p.delayBeforeRetry(LlmErrorKind::Http, 400, 1, std::nullopt, rng));
        QCOMPARE(*p.delayBeforeRetry(LlmErrorKind::Http, 429, 1, 7.0, rng), 7.0); // Retry-After wins
        QCOMPARE(*p.delayBeforeRetry(LlmErrorKind::Http, 429, 1, 3600.0, rng), 60.0); // clamped
        QCOMPARE(*LlmRetryPolicy::parseRetryAfter(" 120 ", 0), 120.0);
        QCOMPARE(*LlmRetryPolicy::parseRetryAfter("1.5", 0), 1.5);
        std::tm tm{};
        tm.tm_year = 115;
        tm.tm_mon = 9;
        tm.tm_mday = 21;
        tm.tm_hour = 7;
        tm.tm_min = 27;
        tm.tm_sec = 30;
        const std::time_t now = timegm(&tm);
        QCOMPARE(*LlmRetryPolicy::parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now), 30.0);
        QCOMPARE(*LlmRetryPolicy::parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", now + 100), 0.0);
        QVERIFY(!LlmRetryPolicy::parseRetryAfter("soon", 0));
        QVERIFY(!LlmRetryPolicy::parseRetryAfter("-3", 0));
    }

    void forecastShapes() {
        const std::vector<double> p{0.05, 0.05, 0.1, 0.4, 0.2, 0.1, 0.05, 0.05};
        auto r = LlmForecastParser::parse(forecastJson(p).dump());
        QVERIFY2(r.p.has_value(), r.error.c_str());
        QCOMPARE((*r.p)[3], 0.4);
        QCOMPARE(*r.predictedBin, 4);
        QCOMPARE(r.reasoning, std::string("r"));
        // An array, "k" keys, percentages as strings, top-level bins.
        {
            // Huge values: normalised by the largest, not summed to infinity.
            auto huge = LlmForecastParser::parse(json{{"probabilities", {1e308, 1e308, 0, 0, 0, 0, 0, 0}}}.dump());
            QVERIFY2(huge.p, huge.error.c_str());
            QCOMPARE((*huge.p)[0], 0.5);
            QCOMPARE(Forecast::fromProbabilities({1e308, 1e308, 0, 0, 0, 0, 0, 0}, ConfidenceKind::MaxProb).p[1], 0.5);
        }
        QVERIFY(LlmForecastParser::parse(json{{"probabilities", p}}.dump()).p);
        json keys = json::object(), pct = json::object(), top = json{{"reasoning", "x"}};
        for (int k = 0; k < 8; ++k) {
            keys[std::to_string(k + 1)] = p[static_cast<std::size_t>(k)];
            pct["bin" + std::to_string(k + 1)] =
                std::to_string(static_cast<int>(p[static_cast<std::size_t>(k)] * 100)) + "%";
            top["bin_" + std::to_string(k + 1)] = p[static_cast<std::size_t>(k)];
        }
        QVERIFY(LlmForecastParser::parse(json{{"bins", keys}}.dump()).p);
        auto rp = LlmForecastParser::parse(json{{"probabilities", pct}}.dump());
        QVERIFY(rp.p);
        QVERIFY(std::abs((*rp.p)[3] - 0.4) < 1e-9);
        QVERIFY(LlmForecastParser::parse(top.dump()).p);
    }

    void forecastRenormalisesAndRejects() {
        auto r = LlmForecastParser::parse(forecastJson({0.1, 0.1, 0.2, 0.4, 0.2, 0.1, 0.1, 0.1}).dump()); // sums to 1.3
        QVERIFY(r.p);
        QVERIFY(std::abs(sum(*r.p) - 1.0) < 1e-12);
        QVERIFY(r.note.find("renormalised") != std::string::npos);
        auto neg = LlmForecastParser::parse(forecastJson({0.1, -0.1, 0.2, 0.4, 0.2, 0.1, 0.05, 0.05}).dump());
        QVERIFY(!neg.p);
        QVERIFY(neg.error.find("negative") != std::string::npos);
        auto missing = LlmForecastParser::parse(forecastJson({0.1, 0.1, 0.2, 0.4, 0.2, 0.1, 0.05}).dump());
        QVERIFY(!missing.p);
        QVERIFY(missing.error.find("bin 8") != std::string::npos);
        QVERIFY(!LlmForecastParser::parse(json{{"probabilities", {0.5, 0.5}}}.dump()).p);
        QVERIFY(!LlmForecastParser::parse(forecastJson({0, 0, 0, 0, 0, 0, 0, 0}).dump()).p);
        json bad = forecastJson({0.1, 0.1, 0.2, 0.4, 0.2, 0.1, 0.05, 0.05});
        bad["probabilities"]["bin_3"] = "lots";
        QVERIFY(!LlmForecastParser::parse(bad.dump()).p);
        QVERIFY(!LlmForecastParser::parse("").p);
        QVERIFY(!LlmForecastParser::parse("I think it will be fast.").p);
    }

    void forecastFromProseFencesAndTruncation() {
        const std::string answer = forecastJson({0.05, 0.05, 0.1, 0.4, 0.2, 0.1, 0.05, 0.05}).dump();
        QVERIFY(LlmForecastParser::parse("Sure! Here it is:\n```json\n" + answer + "\n```\nDone.").p);
        QVERIFY(LlmForecastParser::parse("Reasoning... {\"draft\": true} then " + answer + " trailing").p);
        // A draft in the reasoning followed by the final answer: the last one wins.
        auto twice = LlmForecastParser::parse(forecastJson({1, 0, 0, 0, 0, 0, 0, 0}).dump() +
                                              " no wait: " + forecastJson({0, 0, 0, 0, 0, 0, 0, 1}).dump());
        QVERIFY(twice.p);
        QCOMPARE((*twice.p)[7], 1.0);
        // Trailing commas and a cut-off tail after the last probability are repaired.
        QVERIFY(LlmForecastParser::parse("{\"probabilities\": [0.1,0.1,0.1,0.3,0.2,0.1,0.05,0.05,],}").p);
        std::string cut = answer.substr(0, answer.size() - 2);
        QVERIFY(LlmForecastParser::parse(cut).p);
        // Cut inside the probabilities: bins are missing, so it is a parse failure.
        QVERIFY(!LlmForecastParser::parse(answer.substr(0, answer.find("bin_6"))).p);
        // Eight "bin k: p" lines without JSON.
        QVERIFY(LlmForecastParser::parse(
                    "bin 1: 0.1\nbin 2: 0.1\nbin 3: 0.1\nbin 4: 0.3\nbin 5: 0.2\nbin 6: 0.1\nbin 7: 0.05\nbin 8: 0.05")
                    .p);
    }

    void jsonExtractRepairs() {
        auto j = LlmJsonExtract::object("{\"a\": \"unterminated");
        QVERIFY(j);
        QCOMPARE((*j)["a"].get<std::string>(), std::string("unterminated"));
        QVERIFY(LlmJsonExtract::object("{\"a\": [1, 2, {\"b\": 3"));
        QVERIFY(LlmJsonExtract::object("{\"a\": 1, \"b\":"));
        QVERIFY(!LlmJsonExtract::object("no json here"));
        auto code = LlmJsonExtract::object("x { y } {\"source\": \"__global__ void k() { if (a) { b(); } }\"}",
                                           [](const json& o) { return o.contains("source"); });
        QVERIFY(code);
    }

    // The catalog the GUI's prompt editor reads: every shipped template uses only the
    // variables the catalog allows it, and names the catalog does not list are refused.
    void promptCatalogMatchesTheShippedTemplates() {
        QCOMPARE(promptTemplateNames().size(), std::size_t(3));
        for (const std::string& name : promptTemplateNames()) {
            const std::set<std::string>& allowed = promptVariables(name);
            QVERIFY2(!allowed.empty(), name.c_str());
            const LlmPromptTemplate shipped = LlmPromptTemplate::load(name);
            shipped.requireOnly(allowed); // throws InputError on a variable it may not use
            QVERIFY2(!shipped.variables().empty(), name.c_str());
        }
        QVERIFY(promptVariables("generator_source") != promptVariables("generator_config"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, promptVariables("generator"));
    }

    void promptTemplates() {
        auto t =
            LlmPromptTemplate::parse("# comment\n[system]\nYou are {{who}}.\n[user]\nHello {{ name }}!\n", "t.txt");
        QCOMPARE(t.variables(), (std::set<std::string>{"who", "name"}));
        auto m = t.render({{"who", "an expert"}, {"name", "Ada"}});
        QCOMPARE(m.size(), std::size_t(2));
        QCOMPARE(m[0].role, std::string("system"));
        QCOMPARE(m[0].content, std::string("You are an expert."));
        QCOMPARE(m[1].content, std::string("Hello Ada!"));
        QVERIFY_THROWS_EXCEPTION(InputError, t.render({{"who", "x"}}));
        QVERIFY_THROWS_EXCEPTION(InputError, t.requireOnly({"who"}));
        QVERIFY_THROWS_EXCEPTION(InputError, LlmPromptTemplate::parse("[system]\nno user\n", "t"));
        QVERIFY_THROWS_EXCEPTION(InputError, LlmPromptTemplate::parse("[user]\nopen {{oops\n", "t"));
        QVERIFY_THROWS_EXCEPTION(InputError, LlmPromptTemplate::parse("[usr]\nx\n", "t"));
        // The shipped templates load and use only known placeholders (checked by the classes).
        for (const char* name : {"surrogate", "generator_source", "generator_config"}) {
            auto s = LlmPromptTemplate::load(name);
            QVERIFY(!s.userText().empty());
            QVERIFY(!s.systemText().empty());
        }
    }

    void endpointProfiles() {
        QTemporaryDir dir;
        const std::string file = dir.filePath("endpoints.json").toStdString();
        {
            std::ofstream out(file);
            out << json{{"default", "local"},
                        {"endpoints",
                         json::array({{{"name", "local"},
                                       {"base_url", "http://127.0.0.1:8000/v1/"},
                                       {"model", "openai/gpt-oss-20b"},
                                       {"api_key_env", "AUGUR_TEST_KEY"},
                                       {"structured_output", "vllm"},
                                       {"reasoning_effort", "low"}},
                                      {{"name", "cpp"},
                                       {"base_url", "http://127.0.0.1:8080/v1"},
                                       {"model", "gpt-oss-20b"},
                                       {"stream", false}}})}}
                       .dump();
        }
        auto store = LlmEndpointStore::load(file, true);
        QCOMPARE(store.endpoints.size(), std::size_t(2));
        auto e = store.resolve("", "cli");
        QCOMPARE(e.name, std::string("local"));
        QCOMPARE(e.chatUrl(), std::string("http://127.0.0.1:8000/v1/chat/completions"));
        QVERIFY(e.structuredOutput == LlmStructuredOutput::Vllm);
        ::setenv("AUGUR_TEST_KEY", "sk-secret", 1);
        QCOMPARE(e.apiKey(), std::string("sk-secret"));
        QVERIFY(!store.resolve("cpp", "cli").stream);
        QVERIFY_THROWS_EXCEPTION(InputError, store.resolve("nope", "cli"));
        // Saved without the key, read back equal.
        store.save(file);
        std::ifstream in(file);
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QVERIFY(text.find("sk-secret") == std::string::npos);
        QVERIFY(text.find("AUGUR_TEST_KEY") != std::string::npos);
        QVERIFY(LlmEndpointStore::load(file, true).resolve("local", "cli").toJson() == e.toJson());
        // A key in plain text is refused.
        json withKey{
            {"endpoints",
             json::array({{{"name", "x"}, {"base_url", "http://h/v1"}, {"model", "m"}, {"api_key", "sk-1"}}})}};
        {
            std::ofstream out(file);
            out << withKey.dump();
        }
        try {
            LlmEndpointStore::load(file, true);
            QFAIL("a plain-text key was accepted");
        } catch (const InputError& err) {
            QVERIFY(std::string(err.what()).find("api_key_env") != std::string::npos);
        }
        QVERIFY_THROWS_EXCEPTION(
            InputError, LlmEndpoint::fromJson(json{{"name", "x"}, {"base_url", "ftp://h"}, {"model", "m"}}, "f"));
        QVERIFY_THROWS_EXCEPTION(
            InputError,
            LlmEndpoint::fromJson(json{{"name", "x"}, {"base_url", "http://h"}, {"model", "m"}, {"max_concurency", 3}},
                                  "f"));
        // No file: a missing default file is an empty store; the environment may name one.
        auto empty = LlmEndpointStore::load(dir.filePath("none.json").toStdString(), false);
        QVERIFY(empty.endpoints.empty());
        ::setenv("AUGUR_LLM_BASE_URL", "http://127.0.0.1:9/v1", 1);
        ::setenv("AUGUR_LLM_MODEL", "m", 1);
        QCOMPARE(empty.resolve("", "cli").name, std::string("env"));
        ::unsetenv("AUGUR_LLM_BASE_URL");
        ::unsetenv("AUGUR_LLM_MODEL");
        QVERIFY_THROWS_EXCEPTION(InputError, empty.resolve("", "cli"));
    }

    void requestBodies() {
        LlmEndpoint e;
        e.model = "m";
        e.reasoningEffort = "low";
        e.extraBody = json{{"top_k", 20}, {"temperature", 0.3}};
        LlmChatRequest r;
        r.messages = {{"user", "hi"}};
        r.schemaName = "s";
        r.schema = json{{"type", "object"}};
        auto b = LlmRequestBody::build(e, r);
        QCOMPARE(b["model"].get<std::string>(), std::string("m"));
        QCOMPARE(b["response_format"]["type"].get<std::string>(), std::string("json_schema"));
        QCOMPARE(b["response_format"]["json_schema"]["name"].get<std::string>(), std::string("s"));
        QVERIFY(b["stream"].get<bool>());
        QVERIFY(b["stream_options"]["include_usage"].get<bool>());
        QCOMPARE(b["reasoning_effort"].get<std::string>(), std::string("low"));
        QCOMPARE(b["top_k"].get<int>(), 20);
        QCOMPARE(b["temperature"].get<double>(), 0.3); // extra_body wins
        e.structuredOutput = LlmStructuredOutput::Vllm;
        e.stream = false;
        b = LlmRequestBody::build(e, r);
        QVERIFY(b.contains("structured_outputs"));
        QVERIFY(!b.contains("response_format"));
        QVERIFY(!b.contains("stream"));
        e.structuredOutput = LlmStructuredOutput::None;
        QVERIFY(!LlmRequestBody::build(e, r).contains("response_format"));
    }

    void candidateReplies() {
        Problem p = ProblemLoader::load(kVectorAdd);
        const std::string src = "extern \"C\" __global__ void add4(const float* a, const float* b, float* c, int n) {}";
        json launch{{"kernel", "add4"},
                    {"grid", {"ceil_div(n, 1024)", 1, 1}},
                    {"block", {256, 1, 1}},
                    {"shared_bytes", 0},
                    {"args", p.referenceLaunches[0].args}};
        json good{{"idea", "float4 loads"}, {"source", src}, {"launches", {launch}}, {"buffers", json::array()}};
        auto ok = LlmCandidateParser::parseSource(p, good.dump());
        QVERIFY2(ok.ok, ok.error.c_str());
        QVERIFY(json::parse(ok.planJson)["note"] == "float4 loads");
        QVERIFY(ProblemLoader::parseCandidatePlan(p, ok.planJson, "t").launches.size() ==
                1); // the stored plan is a valid plan
        json badArg = good;
        badArg["launches"][0]["args"][0] = "nonexistent_buffer";
        QVERIFY(!LlmCandidateParser::parseSource(p, badArg.dump()).ok);
        json wrongKernel = good;
        wrongKernel["launches"][0]["kernel"] = "other";
        QVERIFY(LlmCandidateParser::parseSource(p, wrongKernel.dump()).error.find("other") != std::string::npos);
        json noLaunch = good;
        noLaunch.erase("launches");
        QVERIFY(!LlmCandidateParser::parseSource(p, noLaunch.dump()).ok);
        QVERIFY(!LlmCandidateParser::parseSource(p, "I cannot help with that.").ok);
        // Source in a fence outside the JSON.
        json outside = good;
        outside["source"] = "see below";
        QVERIFY(LlmCandidateParser::parseSource(p, outside.dump() + "\n```cuda\n" + src + "\n```").ok);
        // Configurations.
        if (p.space.empty()) QSKIP("vector_add_f32 has no tunable space");
        json params = json::object();
        for (const auto& par : p.space.parameters()) params[par.name] = par.values.front();
        auto c = LlmCandidateParser::parseConfiguration(p, json{{"idea", "i"}, {"parameters", params}}.dump());
        QVERIFY2(c.ok, c.error.c_str());
        QCOMPARE(c.configuration.size(), p.space.size());
        json wrong = params;
        wrong[p.space.parameters()[0].name] = 12345;
        QVERIFY(!LlmCandidateParser::parseConfiguration(p, json{{"parameters", wrong}}.dump()).ok);
        json extra = params;
        extra["NOPE"] = 1;
        QVERIFY(!LlmCandidateParser::parseConfiguration(p, json{{"parameters", extra}}.dump()).ok);
        json asText = params;
        asText[p.space.parameters()[0].name] = formatParameterValue(p.space.parameters()[0].values.front());
        QVERIFY(LlmCandidateParser::parseConfiguration(p, json{{"parameters", asText}}.dump()).ok);
        auto schema = LlmCandidateParser::configurationSchema(p);
        QVERIFY(schema["properties"]["parameters"]["properties"][p.space.parameters()[0].name].contains("enum"));
    }
};

QTEST_GUILESS_MAIN(TestLlmProtocol)
#include "tst_llm_protocol.moc"
