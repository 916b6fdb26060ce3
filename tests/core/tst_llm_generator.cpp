// The LLM generator against the loopback test server: the contrastive prompt (best,
// slowest, failed and recent candidates with measured speedups, the memory, diagnoses),
// configuration and free-form kernel proposals, replies that do not follow the schema
// kept as rejected candidates (never lost), duplicates dropped and remembered, answers
// read from the reasoning field, truncation re-asked, and LlmUnavailable when no
// request gets a reply.
#include "core/llm/client/LlmClient.h"
#include "core/llm/LlmGenerator.h"
#include "core/llm/prompt/LlmPromptText.h"
#include "core/model/LlmReplyRejection.h"
#include "core/llm/client/LlmUnavailable.h"
#include "core/llm/client/LlmActivity.h"
#include "core/problem/ProblemLoader.h"
#include "core/backend/ReplayBackend.h"
#include "core/model/Session.h"
#include "core/datasets/TuningDataset.h"

#include "tests/core/LlmTestEndpoint.h"
#include "tests/llm_server/LlmTestServer.h"

#include <QTest>

#include <regex>

using namespace augur;
using namespace augur::test;
using json = nlohmann::json;

namespace {
const std::string kSoftmax = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";
const std::string kVectorAdd = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/vector_add_f32";

std::string userOf(const json& body) { return body["messages"].back()["content"].get<std::string>(); }
int proposalOf(const json& body) {
    static const std::regex re("proposal ([0-9]+) of");
    std::smatch m;
    const std::string u = userOf(body);
    return std::regex_search(u, m, re) ? std::stoi(m[1].str()) : -1;
}

/// A session on the softmax dataset: the root plus a few measured configurations.
struct ReplayFixture {
    TuningDataset ds = loadTuningDataset(kSoftmax);
    ReplayBackend backend{ds};
    Session session{ds.problem, SessionConfig{}};
    ReplayFixture() {
        Candidate root;
        root.origin = Origin::Reference;
        root.measurement = backend.measure(session.problem(), root);
        root.state = CandidateState::Measured;
        session.add(root);
        for (std::size_t i : {3u, 10u, 20u}) {
            Candidate c;
            c.parent = 0;
            c.depth = 1;
            c.origin = Origin::Llm;
            c.configuration = ds.records[i].configuration;
            c.launchesJson = json{{"note", "idea number " + std::to_string(i)}}.dump();
            c.measurement = backend.measure(session.problem(), c);
            c.state = c.measurement->ok() ? CandidateState::Measured : CandidateState::Failed;
            session.add(c);
        }
        Candidate failed;
        failed.parent = 0;
        failed.origin = Origin::Llm;
        failed.configuration = ds.records[30].configuration;
        Measurement m;
        m.status = MeasurementStatus::CompileError;
        m.failureReason = "error: identifier \"foo\" is undefined";
        failed.measurement = m;
        failed.state = CandidateState::Failed;
        session.add(failed);
    }
    json params(std::size_t record) const {
        json p = json::object();
        const auto& space = session.problem().space;
        for (std::size_t i = 0; i < space.size(); ++i)
            p[space.parameters()[i].name] = ds.records[record].configuration[i];
        return p;
    }
};
} // namespace

class TestLlmGenerator : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void contrastivePrompt() {
        ReplayFixture f;
        LlmTestServer server;
        LlmGenerator g(std::make_shared<LlmClient>(testEndpoint(server)), LlmPromptTemplate::load("generator_config"),
                       f.backend, LlmGeneratorOptions{LlmGeneratorMode::Configuration});
        auto r = g.request(f.session, f.session.at(1), 1, 4);
        const std::string u = r.messages.back().content;
        QVERIFY(u.find("best: ") != std::string::npos);
        QVERIFY(u.find("slowest: ") != std::string::npos);
        QVERIFY(u.find("failed: ") != std::string::npos);
        QVERIFY(u.find("identifier \"foo\" is undefined") != std::string::npos); // the failure's reason
        QVERIFY(u.find("S = ") != std::string::npos);
        QVERIFY(u.find("idea number 10") != std::string::npos); // the memory
        QVERIFY(u.find("proposal 2 of 4") != std::string::npos);
        QVERIFY(u.find(f.ds.problem.tunableSource.substr(0, 30)) != std::string::npos);
        QVERIFY(u.find("BLOCK") != std::string::npos ||
                u.find(f.session.problem().space.parameters()[0].name) != std::string::npos);
        QVERIFY(u.find("Diagnoses:") != std::string::npos);
        QCOMPARE(r.schemaName, std::string("augur_configuration"));
        QVERIFY(r.schema["properties"]["parameters"]["required"].size() == f.session.problem().space.size());
    }

    void configurationProposals() {
        ReplayFixture f;
        LlmTestServer server([&](const json& body, int) {
            const int k = proposalOf(body);
            switch (k) {
            case 1: return Replies::streamed(json{{"idea", "wider blocks"}, {"parameters", f.params(40)}}.dump());
            case 2:
                return Replies::streamed(
                    json{{"idea", "again"}, {"parameters", f.params(10)}}.dump()); // already in the session
            case 3: {
                json p = f.params(41);
                p[f.session.problem().space.parameters()[0].name] = 3; // not one of its values
                return Replies::streamed(json{{"idea", "odd"}, {"parameters", p}}.dump());
            }
            case 4: return Replies::streamed("I refuse to answer in JSON.");
            case 5:
                return Replies::streamed(
                    "", "Let me think... " + json{{"idea", "from reasoning"}, {"parameters", f.params(42)}}.dump(),
                    "stop", "reasoning_content", 16, true);
            default: return Replies::streamed(json{{"idea", "x"}, {"parameters", f.params(43)}}.dump());
            }
        });
        LlmGenerator g(std::make_shared<LlmClient>(testEndpoint(server)), LlmPromptTemplate::load("generator_config"),
                       f.backend, LlmGeneratorOptions{LlmGeneratorMode::Configuration});
        auto out = g.propose(f.session, f.session.at(1), 6);
        QCOMPARE(out.size(), std::size_t(5)); // the duplicate is dropped
        QCOMPARE(g.stats().duplicates, 1);
        QCOMPARE(g.stats().rejected, 2);
        QCOMPARE(g.stats().proposed, 3);
        QCOMPARE(g.stats().fromReasoning, 1);
        int rejected = 0;
        for (const auto& c : out) {
            QCOMPARE(c.origin, Origin::Llm);
            QCOMPARE(c.parent, CandidateId(1));
            QCOMPARE(c.depth, 2);
            if (auto why = LlmReplyRejection::reason(c)) {
                ++rejected;
                QVERIFY(c.configuration.empty());
                QVERIFY(c.rejection->reply.size() > 5); // the raw reply is kept
                QVERIFY(c.launchesJson.empty()); // the marker is typed, not hidden in the plan
            } else {
                QCOMPARE(c.configuration.size(), f.session.problem().space.size());
                QVERIFY(!LlmPromptText::idea(c).empty());
            }
        }
        QCOMPARE(rejected, 2);
        QVERIFY(g.notes().back().find("already tried as #2") != std::string::npos);
        // A rejected reply is recorded as failed without reaching a backend.
        for (const auto& c : out) {
            if (!LlmReplyRejection::isRejected(c)) continue;
            const Measurement m = LlmReplyRejection::failedMeasurement(*c.rejection, "replay");
            QVERIFY(m.status == MeasurementStatus::Invalid);
            QVERIFY(m.failureReason.find("not a usable candidate") != std::string::npos);
            QVERIFY(!m.ok());
        }
    }

    /// Replies that add nothing new (duplicates of what the session holds) stop the generator
    /// after maxRepliesWithoutNew in a row: no more requests are sent, and the client's
    /// activity says why, so a session cannot spend thousands of requests on ten measurements.
    /// While the model repeats itself, a batch asks only for the replies left before the stop.
    void stopsAskingWhenNothingNewComes() {
        ReplayFixture f;
        LlmTestServer server([&](const json&, int) {
            return Replies::streamed(json{{"idea", "the same again"}, {"parameters", f.params(10)}}.dump());
        });
        auto client = std::make_shared<LlmClient>(testEndpoint(server));
        auto activity = std::make_shared<LlmActivity>();
        client->setActivity(activity);
        LlmGeneratorOptions o{LlmGeneratorMode::Configuration};
        o.maxRepliesWithoutNew = 3;
        LlmGenerator g(client, LlmPromptTemplate::load("generator_config"), f.backend, o);
        QVERIFY(g.propose(f.session, f.session.at(1), 2).empty());
        QVERIFY(g.stopped().empty()); // two replies without anything new: not yet
        QVERIFY(g.propose(f.session, f.session.at(1), 2).empty());
        QCOMPARE(server.requests(), 3); // one reply was left before the stop: one request
        QCOMPARE(g.stopped(), std::string("the LLM proposed nothing new in 3 replies"));
        QVERIFY(g.propose(f.session, f.session.at(1), 4).empty());
        QCOMPARE(server.requests(), 3); // stopped: nothing more is asked
        const auto snap = activity->snapshot();
        QCOMPARE(snap.capReached, g.stopped());
        QCOMPARE(snap.newCandidates, std::int64_t(0));
    }

    /// A new candidate resets the count, and is counted as the denominator of "requests per
    /// new candidate".
    void newCandidatesAreCounted() {
        ReplayFixture f;
        LlmTestServer server([&](const json& body, int) {
            const int k = proposalOf(body);
            return Replies::streamed(
                json{{"idea", "try"}, {"parameters", f.params(k == 1 ? 50 : 10)}}.dump()); // one new, one old
        });
        auto client = std::make_shared<LlmClient>(testEndpoint(server));
        auto activity = std::make_shared<LlmActivity>();
        client->setActivity(activity);
        LlmGeneratorOptions o{LlmGeneratorMode::Configuration};
        o.maxRepliesWithoutNew = 2;
        LlmGenerator g(client, LlmPromptTemplate::load("generator_config"), f.backend, o);
        QCOMPARE(g.propose(f.session, f.session.at(1), 2).size(), std::size_t(1));
        QCOMPARE(activity->snapshot().newCandidates, std::int64_t(1));
        QVERIFY(g.stopped().empty());
    }

    void kernelProposals() {
        Problem p = ProblemLoader::load(kVectorAdd);
        ReplayFixture rf; // only for a backend with inSpace (unused in source mode)
        Session session(p, SessionConfig{});
        Candidate root;
        root.origin = Origin::Reference;
        root.source = p.referenceSource;
        Measurement m;
        m.speedup = 1.0;
        m.report = MeasurementReport::fromJson(
            json{{"candidate_compile",
                  {{"resources",
                    {{"vector_add_ref", {{"registers", 16}, {"spill_store_bytes", 0}, {"spill_load_bytes", 0}}}}}}},
                 {"bandwidth_fraction_of_peak", 0.83}});
        root.measurement = m;
        session.add(root);
        const std::string src =
            "extern \"C\" __global__ void add_vec4(const float* a, const float* b, float* c, int n) { }";
        json launch{{"kernel", "add_vec4"},
                    {"grid", {"ceil_div(n, 1024)", 1, 1}},
                    {"block", {256, 1, 1}},
                    {"shared_bytes", 0},
                    {"args", {"a", "b", "c", "n"}}};
        LlmTestServer server([&](const json& body, int) {
            const int k = proposalOf(body);
            const int maxTokens = body.value("max_tokens", 0);
            json good{{"idea", "float4 loads " + std::to_string(k)},
                      {"source", src + "// " + std::to_string(k)},
                      {"launches", {launch}},
                      {"buffers", json::array()}};
            switch (k) {
            case 1: return Replies::streamed(good.dump());
            case 2: {
                json bad = good;
                bad["launches"][0]["args"] = {"a", "b", "d", "n"};
                return Replies::streamed(bad.dump());
            }
            case 3:
                return maxTokens >= 2000 ? Replies::streamed(good.dump())
                                         : Replies::streamed(good.dump().substr(0, 50), "", "length");
            case 4:
                return Replies::plain(
                    Replies::completion("", "final answer: " + good.dump(), "stop", true, "reasoning"));
            default: return Replies::streamed(good.dump());
            }
        });
        LlmGenerator g(std::make_shared<LlmClient>(testEndpoint(server)), LlmPromptTemplate::load("generator_source"),
                       rf.backend, LlmGeneratorOptions{LlmGeneratorMode::Source});
        auto req = g.request(session, session.at(0), 0, 4);
        const std::string u = req.messages.back().content;
        QVERIFY(u.find("memory-bound: 83% of peak DRAM bandwidth") != std::string::npos);
        QVERIFY(u.find("16 registers/thread") != std::string::npos);
        QVERIFY(u.find("vector_add_ref") != std::string::npos);
        auto out = g.propose(session, session.at(0), 4);
        QCOMPARE(out.size(), std::size_t(4));
        QCOMPARE(g.stats().rejected, 1);
        QCOMPARE(g.stats().truncatedRetries, 1);
        QCOMPARE(g.stats().proposed, 3);
        for (const auto& c : out) {
            if (LlmReplyRejection::isRejected(c)) {
                QVERIFY(LlmReplyRejection::reason(c)->find("args") != std::string::npos);
                continue;
            }
            QVERIFY(c.source.find("add_vec4") != std::string::npos);
            auto plan = ProblemLoader::parseCandidatePlan(p, c.launchesJson, "t"); // a valid plan in the problem schema
            QCOMPARE(plan.launches.size(), std::size_t(1));
            QVERIFY(!LlmPromptText::idea(c).empty());
        }
        // The same source again is a duplicate.
        session.add(out[0]);
        server.setHandler([&](const json&, int) {
            return Replies::streamed(
                json{{"idea", "same"}, {"source", out[0].source}, {"launches", {launch}}, {"buffers", json::array()}}
                    .dump());
        });
        QVERIFY(g.propose(session, session.at(0), 1).empty());
        QCOMPARE(g.stats().duplicates, 1);
    }

    void unavailableWhenNothingReplies() {
        ReplayFixture f;
        auto server = std::make_unique<LlmTestServer>();
        LlmEndpoint e = testEndpoint(*server);
        e.retry.maxAttempts = 2;
        server->stop();
        LlmGenerator g(std::make_shared<LlmClient>(e), LlmPromptTemplate::load("generator_config"), f.backend,
                       LlmGeneratorOptions{LlmGeneratorMode::Configuration});
        try {
            g.propose(f.session, f.session.at(0), 3);
            QFAIL("no exception");
        } catch (const LlmUnavailable& ex) {
            QVERIFY(!ex.cancelled());
            QVERIFY(std::string(ex.what()).find("no reply") != std::string::npos);
        }
        QCOMPARE(g.stats().noReply, 3);
        // One reply out of three is enough: the others are skipped.
        server = std::make_unique<LlmTestServer>([&](const json&, int n) {
            if (n == 1) return Replies::streamed(json{{"idea", "i"}, {"parameters", f.params(44)}}.dump());
            return Replies::error(400, "bad request");
        });
        e.baseUrl = server->baseUrl();
        LlmGenerator g2(std::make_shared<LlmClient>(e), LlmPromptTemplate::load("generator_config"), f.backend,
                        LlmGeneratorOptions{LlmGeneratorMode::Configuration});
        QCOMPARE(g2.propose(f.session, f.session.at(0), 3).size(), std::size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestLlmGenerator)
#include "tst_llm_generator.moc"
