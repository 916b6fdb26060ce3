// Whole sessions through the loopback test server: the LLM generator and the LLM (or
// ensemble) surrogate over HTTP, driven by SessionFactory as augur-cli does, with every
// server quirk injected by the fake model; a session whose server dies mid-run loses
// nothing (the session file holds exactly what the engine had) and resumes once the
// server is back; free-form kernel sessions where replies that break the schema or
// do not compile are recorded as failed candidates; and the cost rules counted at the
// server: forecast requests per candidate (healthy and failing servers), a model that
// repeats itself, a space every configuration of which is in the session.
#include "core/backend/BackendRegistry.h"
#include "core/model/CandidateJson.h"
#include "core/engine/Engine.h"
#include "core/base/InputError.h"
#include "core/model/LlmReplyRejection.h"
#include "core/datasets/TuningDataset.h"
#include "core/llm/client/LlmActivity.h"
#include "core/llm/client/LlmUnavailable.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"

#include "tests/WaitUntil.h"
#include "tests/llm_server/LlmFakeModel.h"
#include "tests/llm_server/LlmTestServer.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <fstream>
#include <map>
#include <mutex>
#include <regex>

using namespace augur;
using namespace augur::test;
using json = nlohmann::json;
using namespace std::chrono_literals;

namespace {
const std::string kSoftmax = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";
const std::string kVectorAdd = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/vector_add_f32";

std::string writeEndpoints(const QTemporaryDir& dir, const std::string& baseUrl, int maxAttempts = 4) {
    std::string file = dir.filePath("endpoints.json").toStdString();
    ::setenv("AUGUR_LOOPBACK_KEY", "loopback-test-key", 0); // named by api_key_env: an unset one is an error
    std::ofstream out(file);
    out << json{{"default", "loopback"},
                {"endpoints",
                 json::array({{{"name", "loopback"},
                               {"base_url", baseUrl},
                               {"model", "test-model"},
                               {"api_key_env", "AUGUR_LOOPBACK_KEY"},
                               {"max_concurrency", 32},
                               {"backoff_s", 0.05},
                               {"max_backoff_s", 0.2},
                               {"max_attempts", maxAttempts},
                               {"idle_timeout_s", 2},
                               {"timeout_s", 20},
                               {"max_tokens", 2000}}})}}
               .dump(2);
    return file;
}

/// What must be equal between the engine's candidate and the stored one.
json snapshot(const Candidate& c) {
    json j{{"id", c.id},
           {"parent", c.parent},
           {"origin", originName(c.origin)},
           {"state", candidateStateName(c.state)},
           {"source", c.source},
           {"launches", c.launchesJson},
           {"configuration", c.configuration}};
    if (c.forecast) j["forecast"] = toJson(*c.forecast);
    if (c.decision) j["decision"] = toJson(*c.decision);
    if (c.measurement) j["measurement"] = toJson(*c.measurement);
    return j;
}

/// Every candidate of the engine is in the session file, identical.
void checkNothingLost(const Engine& engine, const std::string& path) {
    auto store = SessionStore::open(path);
    auto rows = store->loadCandidates();
    const auto& cands = engine.session().candidates();
    QCOMPARE(rows.size(), cands.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const json a = snapshot(cands[i]), b = snapshot(rows[i].candidate);
        if (a != b) QFAIL(("candidate " + std::to_string(i) + " differs:\n" + a.dump() + "\n" + b.dump()).c_str());
    }
}

/// A forecast that got no reply: never sent ("no reply") or given up on after its retries
/// ("no forecast").
bool withoutReply(const Forecast& f) {
    return f.reasoning.rfind("no reply", 0) == 0 || f.reasoning.rfind("no forecast", 0) == 0;
}

/// The candidate N of "Candidate #N" in a forecast prompt (-1 if none).
int candidateOf(const json& body) {
    static const std::regex re("Candidate #([0-9]+)");
    std::smatch m;
    const std::string u = body["messages"].back()["content"].get<std::string>();
    return std::regex_search(u, m, re) ? std::stoi(m[1].str()) : -1;
}

/// The reply of a configuration request proposing record `i` of `ds`.
ServerReply proposing(const TuningDataset& ds, std::size_t i) {
    json p = json::object();
    const auto& space = ds.problem.space;
    for (std::size_t k = 0; k < space.size(); ++k) p[space.parameters()[k].name] = ds.records[i].configuration[k];
    return Replies::streamed(json{{"idea", "record " + std::to_string(i)}, {"parameters", p}}.dump());
}

/// Requests the server received, by schema ("augur_forecast", "augur_configuration").
int requestsFor(const LlmTestServer& server, const std::string& schema) {
    int n = 0;
    for (const auto& b : server.bodies()) n += schemaNameOf(b) == schema;
    return n;
}

/// A stand-in for the cuda backend: plans are resolved as the real one does; "#error"
/// does not compile; otherwise S comes from a hash of the source.
class FakeKernelBackend : public MeasurementBackend {
public:
    explicit FakeKernelBackend(const Problem& p) : problem_(p) {}
    std::string name() const override { return "fakecuda"; }
    Measurement measure(const Problem& problem, const Candidate& c) override {
        Measurement m;
        m.backend = "fakecuda";
        if (c.origin == Origin::Reference) {
            m.speedup = 1.0;
            return m;
        }
        try {
            (void)resolveMeasureJob(problem, c, MeasureSettings{});
        } catch (const InputError& e) {
            m.status = MeasurementStatus::Invalid;
            m.failureReason = e.what();
            return m;
        }
        if (c.source.find("#error") != std::string::npos) {
            m.status = MeasurementStatus::CompileError;
            m.failureReason = "candidate.cu(3): error: #error directive: \"does not compile\"";
            return m;
        }
        m.speedup = 0.8 + static_cast<double>(std::hash<std::string>{}(c.source) % 100) / 40.0;
        m.report = MeasurementReport::fromJson(json{{"bandwidth_fraction_of_peak", 0.5}});
        return m;
    }
    bool inSpace(const Configuration& c) const override { return ProblemLoader::satisfiesRestrictions(problem_, c); }

private:
    const Problem& problem_;
};
} // namespace

class TestLlmSession : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private Q_SLOTS:
    void initTestCase() {
        BackendRegistry::add("fakecuda",
                             [](const Problem& p, const SessionConfig&) -> std::unique_ptr<MeasurementBackend> {
                                 return std::make_unique<FakeKernelBackend>(p);
                             });
    }

    void replaySessionWithEveryQuirk() {
        FakeModelOptions o;
        o.cycleQuirks = true;
        o.seed = 7;
        LlmFakeModel model(o);
        std::atomic<int> generations{0};
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) == "augur_configuration" && ++generations == 3)
                return Replies::streamed("Sorry, I only speak prose.");
            return model(body, n);
        });
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Llm;
        c.surrogate = SurrogateKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 14;
        c.childrenPerExpansion = 4;
        c.batchSize = 2;
        // Every other reply carries a quirk: this session is about surviving them, not about
        // the stop after replies without anything new (repeatingModelStopsAfterFiveReplies).
        c.maxLlmIdleReplies = 20;
        const std::string path = dir_.filePath("replay.augur").toStdString();
        auto engine = SessionFactory::create(c, path);
        engine->run();
        engine->rethrowIfFailed();
        QVERIFY2(engine->stopReason().find("budget") != std::string::npos ||
                     engine->stopReason().find("exhausted") != std::string::npos,
                 engine->stopReason().c_str());
        // Generator and surrogate both went through HTTP.
        int gen = 0, fc = 0;
        for (const auto& b : server.bodies()) {
            gen += schemaNameOf(b) == "augur_configuration";
            fc += schemaNameOf(b) == "augur_forecast";
        }
        QVERIFY(gen >= 4);
        QVERIFY(fc >= 4);
        // Every quirk was served at least once.
        for (int q = 1; q < static_cast<int>(Quirk::Count); ++q) {
            if (static_cast<Quirk>(q) == Quirk::Unnormalised)
                continue; // turns into prose for non-forecasts; counted below
            QVERIFY2(model.count(static_cast<Quirk>(q)) > 0, quirkName(static_cast<Quirk>(q)));
        }
        int llm = 0, llmForecasts = 0, rejected = 0, measured = 0;
        for (const auto& cand : engine->session().candidates()) {
            if (cand.origin == Origin::Llm) ++llm;
            if (cand.forecast && cand.forecast->surrogate == "llm" && !cand.forecast->parseFailure) ++llmForecasts;
            if (LlmReplyRejection::isRejected(cand)) {
                ++rejected;
                QCOMPARE(cand.state, CandidateState::Failed); // recorded, not lost
                QVERIFY(cand.measurement->failureReason.find("not a usable candidate") != std::string::npos);
            }
            if (cand.measurement && cand.measurement->ok()) ++measured;
        }
        QVERIFY(llm >= 8);
        QVERIFY(llmForecasts >= 4);
        QCOMPARE(rejected, 1);
        QVERIFY(measured >= 5);
        checkNothingLost(*engine, path);
        qInfo("%d requests, %d candidates (%d from the LLM), %d forecasts by the LLM, quirks served: %d",
              server.requests(), static_cast<int>(engine->session().size()), llm, llmForecasts, model.total());
    }

    void ensembleSession() {
        LlmFakeModel model;
        LlmTestServer server([&](const json& body, int n) { return model(body, n); });
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Tuner;
        c.surrogate = SurrogateKind::Ensemble;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 10;
        auto engine = SessionFactory::create(c, "");
        engine->run();
        engine->rethrowIfFailed();
        int ensemble = 0;
        for (const auto& cand : engine->session().candidates())
            if (cand.forecast && cand.forecast->surrogate == "ensemble") ++ensemble;
        QVERIFY(ensemble > 0);
        QVERIFY(server.requests() > 0);
    }

    void serverDiesMidSessionNothingLost() {
        FakeModelOptions o;
        o.chunkDelayMs = 2;
        LlmFakeModel model(o);
        // Once armed, forecasts stream slowly, so the server dies with forecasts in flight.
        std::atomic<bool> armed{false}, forecastInFlight{false};
        auto server = std::make_unique<LlmTestServer>([&](const json& body, int n) {
            ServerReply r = model(body, n);
            if (armed && schemaNameOf(body) == "augur_forecast") {
                r.chunkDelayMs = 100;
                forecastInFlight = true;
            }
            return r;
        });
        const int port = server->port();
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Llm;
        c.surrogate = SurrogateKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, server->baseUrl(), 2);
        c.maxMeasurements = 30;
        c.childrenPerExpansion = 3;
        c.threshold = 0.9; // defer most: many measurements, many steps
        const std::string path = dir_.filePath("dies.augur").toStdString();
        auto engine = SessionFactory::create(c, path);
        std::atomic<int> measuredSeen{0};
        engine->setListener([&](const EngineEvent& e) {
            const auto* log = std::get_if<LogMessage>(&e);
            if (log && log->text.find("S = ") != std::string::npos) ++measuredSeen;
        });
        engine->start();
        test::waitUntil([&] { return measuredSeen >= 6 || engine->finished(); }, 60s);
        armed = true;
        // Once the server has answered a forecast with its slow stream (100 ms a piece, for
        // seconds), that forecast is in flight until the server dies.
        QVERIFY2(test::waitUntil([&] { return forecastInFlight || engine->finished(); }, 60s),
                 "no forecast was asked for within 60 s");
        QVERIFY(!engine->finished());
        server->stop(); // dies with forecasts in flight
        engine->wait();
        // The engine stopped on the generator's LlmUnavailable, after committing everything.
        bool unavailable = false;
        try {
            engine->rethrowIfFailed();
        } catch (const LlmUnavailable&) {
            unavailable = true;
        }
        QVERIFY2(unavailable, engine->stopReason().c_str());
        const std::size_t before = engine->session().size();
        checkNothingLost(*engine, path);
        int noReply = 0;
        for (const auto& cand : engine->session().candidates())
            if (cand.forecast && cand.forecast->parseFailure && withoutReply(*cand.forecast)) ++noReply;
        qInfo(
            "server died after %d measurements: %zu candidates in the file, %d forecasts without a reply (abstentions)",
            measuredSeen.load(), before, noReply);
        QVERIFY(noReply > 0);
        std::vector<json> earlier;
        for (const auto& cand : engine->session().candidates())
            earlier.push_back({cand.id, cand.configuration, cand.source});
        engine.reset();
        // The server comes back on the same port; the session resumes and completes.
        server = std::make_unique<LlmTestServer>([&](const json& body, int n) { return model(body, n); }, port);
        auto resumed = SessionFactory::resume(path);
        resumed->run();
        resumed->rethrowIfFailed();
        QVERIFY(resumed->session().size() >= before);
        for (std::size_t i = 0; i < earlier.size(); ++i) {
            const auto& cand = resumed->session().at(static_cast<CandidateId>(i));
            QVERIFY(json({cand.id, cand.configuration, cand.source}) == earlier[i]);
            // Forecasts that got no reply were asked again once the server was back.
            if (cand.forecast && !cand.measurement && cand.state != CandidateState::Excluded)
                QVERIFY2(!(cand.forecast->parseFailure && withoutReply(*cand.forecast) &&
                           cand.state == CandidateState::Accepted),
                         "an abstention was accepted");
        }
        checkNothingLost(*resumed, path);
        // It ends as a session ends: the budget spent, the space exhausted, or the model
        // repeating itself (the generator's stop rule, docs/llm.md).
        QVERIFY2(resumed->stopReason().find("budget") != std::string::npos ||
                     resumed->stopReason().find("exhausted") != std::string::npos ||
                     resumed->stopReason().find("proposed nothing new") != std::string::npos,
                 resumed->stopReason().c_str());
    }

    void kernelSessionRecordsEveryReply() {
        LlmFakeModel model;
        std::atomic<int> generations{0};
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) == "augur_candidate") {
                const int g = ++generations;
                if (g % 5 == 0) return Replies::streamed("```cuda\n// I forgot the launch plan\n```");
                json a = json::parse(model.answer(body, n));
                if (g % 3 == 0) a["source"] = "#error \"does not compile\"\n" + a["source"].get<std::string>();
                if (g % 7 == 0)
                    return Replies::plain(Replies::completion("", "Final: " + a.dump(), "stop", true, "reasoning"));
                return Replies::streamed(a.dump());
            }
            return model(body, n);
        });
        SessionConfig c;
        c.problemPath = kVectorAdd;
        c.backend = "fakecuda";
        c.generator = GeneratorKind::Llm;
        c.surrogate = SurrogateKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 16;
        c.childrenPerExpansion = 3;
        c.batchSize = 1;
        c.threshold = 0.95;
        const std::string path = dir_.filePath("kernels.augur").toStdString();
        auto engine = SessionFactory::create(c, path);
        engine->run();
        engine->rethrowIfFailed();
        int compileErrors = 0, rejected = 0, ok = 0;
        for (const auto& cand : engine->session().candidates()) {
            if (cand.origin != Origin::Llm) continue;
            if (LlmReplyRejection::isRejected(cand)) {
                ++rejected;
                QCOMPARE(cand.state, CandidateState::Failed);
                QVERIFY(cand.rejection->reply.find("forgot") != std::string::npos);
                continue;
            }
            QVERIFY(!cand.source.empty());
            QCOMPARE(
                ProblemLoader::parseCandidatePlan(engine->session().problem(), cand.launchesJson, "t").launches.size(),
                std::size_t(1));
            if (cand.measurement && cand.measurement->status == MeasurementStatus::CompileError) ++compileErrors;
            if (cand.measurement && cand.measurement->ok()) ++ok;
        }
        QVERIFY(compileErrors >= 1);
        QVERIFY(rejected >= 1);
        QVERIFY(ok >= 3);
        checkNothingLost(*engine, path);
        // The generator saw the failures: its later prompts show them with their reasons.
        bool sawCompileError = false;
        for (const auto& b : server.bodies())
            if (schemaNameOf(b) == "augur_candidate" &&
                b["messages"].back()["content"].get<std::string>().find("#error directive") != std::string::npos)
                sawCompileError = true;
        QVERIFY(sawCompileError);
    }

    /// A 10-measurement `--surrogate llm` session, counted at the server by candidate: one
    /// forecast request per candidate (two when a cut-off reply is asked again) against a
    /// healthy server; against one that always fails, the request's retries (three HTTP
    /// attempts in all) and then "no forecast", never asked again at later steps and never
    /// accepted on forecast.
    void forecastRequestsPerCandidate_data() {
        QTest::addColumn<int>("failure");
        QTest::addColumn<int>("most");
        QTest::newRow("healthy") << 0 << 2;
        QTest::newRow("HTTP 500") << 1 << 4;
        QTest::newRow("invalid UTF-8") << 2 << 4;
    }
    void forecastRequestsPerCandidate() {
        QFETCH(int, failure);
        QFETCH(int, most);
        LlmFakeModel model;
        std::mutex mu;
        std::map<int, int> perCandidate;
        LlmTestServer server([&](const json& body, int n) {
            {
                std::lock_guard lock(mu);
                ++perCandidate[candidateOf(body)];
            }
            if (failure == 1) return Replies::error(500, "internal error");
            if (failure == 2) {
                ServerReply r;
                r.body = "{\"choices\": [{\"message\": {\"content\": \"\xff\xfe\xc3\x28\"}}]}";
                return r;
            }
            return model(body, n);
        });
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Tuner;
        c.surrogate = SurrogateKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl()); // max_attempts 4
        c.maxMeasurements = 10;
        auto activity = std::make_shared<LlmActivity>();
        auto engine = SessionFactory::create(c, "", activity);
        engine->run();
        engine->rethrowIfFailed();
        QVERIFY2(engine->stopReason().find("budget") != std::string::npos, engine->stopReason().c_str());
        int forecastCandidates = 0, worst = 0, noForecast = 0;
        for (const auto& [id, n] : perCandidate) {
            QVERIFY(id > 0);
            ++forecastCandidates;
            worst = std::max(worst, n);
        }
        for (const auto& cand : engine->session().candidates()) {
            if (!cand.forecast || !cand.forecast->parseFailure) continue;
            ++noForecast;
            QVERIFY2(cand.state != CandidateState::Accepted, "a candidate without a forecast was accepted on it");
        }
        const int total = server.requests();
        qInfo("%d requests at the server for %d candidates forecast (%.2f per candidate, at most %d); %d without a "
              "forecast; stop: %s",
              total, forecastCandidates, double(total) / forecastCandidates, worst, noForecast,
              engine->stopReason().c_str());
        QVERIFY(forecastCandidates >= 10);
        QVERIFY2(worst <= most, qPrintable(QStringLiteral("%1 requests for one candidate").arg(worst)));
        QVERIFY(total <= most * forecastCandidates);
        if (failure) QVERIFY(noForecast >= 10);
        // The summary's figures are the server's.
        const json figures = llmCostFigures(activity->snapshot());
        QCOMPARE(figures["forecast"]["attempts"].get<int>(), total);
        QCOMPARE(figures["forecast"]["candidates"].get<int>(), forecastCandidates);
        QCOMPARE(figures["forecast"]["most_attempts"].get<int>(), worst);
        QVERIFY(figures["forecast"]["requests_per_candidate"].get<double>() <= 2.0);
    }

    /// A model that proposes the same configuration every time: one new candidate, then
    /// five replies in a row without anything new, and the generator stops asking. The run
    /// ends with the documented reason (stop reason, log, the activity the dock shows), and
    /// the server received exactly those six generation requests.
    void repeatingModelStopsAfterFiveReplies() {
        const TuningDataset ds = loadTuningDataset(kSoftmax);
        LlmFakeModel model;
        LlmTestServer server([&](const json& body, int n) {
            return schemaNameOf(body) == "augur_configuration" ? proposing(ds, 7) : model(body, n);
        });
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Llm;
        c.surrogate = SurrogateKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 40;
        c.childrenPerExpansion = 4;
        QCOMPARE(c.maxLlmIdleReplies, 5); // the default
        auto activity = std::make_shared<LlmActivity>();
        auto engine = SessionFactory::create(c, "", activity);
        std::vector<std::string> log;
        engine->setListener([&](const EngineEvent& e) {
            if (const auto* line = std::get_if<LogMessage>(&e)) log.push_back(line->text);
        });
        engine->run();
        engine->rethrowIfFailed();
        const std::string why = "the LLM proposed nothing new in 5 replies";
        QCOMPARE(engine->stopReason(), why);
        QVERIFY(std::find(log.begin(), log.end(), why) != log.end());
        const int generations = requestsFor(server, "augur_configuration");
        const auto snap = activity->snapshot();
        qInfo("%d generation and %d forecast requests at the server; %lld new candidate(s); stop: %s", generations,
              requestsFor(server, "augur_forecast"), static_cast<long long>(snap.newCandidates), why.c_str());
        QCOMPARE(generations, 6); // one new, then five without anything new
        QCOMPARE(snap.generationRequests, std::int64_t(generations));
        QCOMPARE(snap.newCandidates, std::int64_t(1));
        QCOMPARE(snap.generatorStop, why);
        QCOMPARE(snap.usage.requests, std::int64_t(server.requests()));
        const json figures = llmCostFigures(snap);
        QCOMPARE(figures["generator_stop"].get<std::string>(), why);
        QCOMPARE(figures["per_new_candidate"]["requests"].get<double>(), double(server.requests()));
    }

    /// A model that proposes every configuration of the 60-configuration softmax space once:
    /// once all are in the session the generator stops asking and the run ends with
    /// "search space exhausted" instead of going on sending requests.
    void exhaustedSpaceEndsTheSession() {
        const TuningDataset ds = loadTuningDataset(kSoftmax);
        LlmFakeModel model;
        std::atomic<std::size_t> next{0};
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) != "augur_configuration") return model(body, n);
            return proposing(ds, next++ % ds.records.size());
        });
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Llm;
        c.surrogate = SurrogateKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 100;
        c.childrenPerExpansion = 4;
        auto activity = std::make_shared<LlmActivity>();
        auto engine = SessionFactory::create(c, "", activity);
        std::vector<std::string> log;
        engine->setListener([&](const EngineEvent& e) {
            if (const auto* line = std::get_if<LogMessage>(&e)) log.push_back(line->text);
        });
        QElapsedTimer t;
        t.start();
        engine->run();
        engine->rethrowIfFailed();
        const std::string why = "search space exhausted: every configuration of the space is in the session";
        QCOMPARE(engine->stopReason(), why);
        QVERIFY(std::find(log.begin(), log.end(), why) != log.end());
        QCOMPARE(engine->session().size(), ds.records.size() + 1); // every configuration and the reference
        const int generations = requestsFor(server, "augur_configuration");
        const int forecasts = requestsFor(server, "augur_forecast");
        qInfo("space of %zu exhausted after %d generation and %d forecast requests in %lld ms; %d measured",
              ds.records.size(), generations, forecasts, static_cast<long long>(t.elapsed()),
              engine->session().stats().measured);
        QCOMPARE(generations, static_cast<int>(ds.records.size()));
        QVERIFY(forecasts <= 2 * static_cast<int>(ds.records.size()));
        QCOMPARE(activity->snapshot().generatorStop, why);
    }

    void badEndpointFailsBeforeAnythingIsWritten() {
        SessionConfig c;
        c.datasetPath = kSoftmax;
        c.generator = GeneratorKind::Llm;
        c.endpointsFile = writeEndpoints(dir_, "http://127.0.0.1:9/v1");
        c.endpoint = "no-such-profile";
        const std::string path = dir_.filePath("never.augur").toStdString();
        QVERIFY_THROWS_EXCEPTION(InputError, SessionFactory::create(c, path));
        QVERIFY(!QFile::exists(QString::fromStdString(path)));
        // An unknown generator in a stored config is refused with the choices named.
        nlohmann::json stored = c.toJson();
        stored["generator"] = "gpt";
        try {
            (void)SessionConfig::fromJson(stored, "session.augur");
            QFAIL("an unknown generator was accepted");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("'gpt' is unknown (use tuner or llm)") != std::string::npos, e.what());
        }
        QVERIFY(!QFile::exists(QString::fromStdString(path)));
    }
};

QTEST_GUILESS_MAIN(TestLlmSession)
#include "tst_llm_session.moc"
