// The LLM surrogate and the ensemble against the loopback test server: what the prompt
// holds, concurrent forecasts of a batch, every reply quirk (content null, prose and
// fences, unnormalised, negative or missing bins, truncation re-asked with a larger
// budget, 429), forecasts reused instead of re-asked, one request per candidate against a
// failing server (no-reply forecasts given up on, asked again after a resume),
// log-probability forecasts, and the ensemble's weights.
#include "core/surrogate/EnsembleSurrogate.h"
#include "core/surrogate/FeaturesSurrogate.h"
#include "core/llm/client/LlmActivity.h"
#include "core/llm/client/LlmClient.h"
#include "core/model/LlmReplyRejection.h"
#include "core/llm/prompt/LlmPromptText.h"
#include "core/llm/LlmSurrogate.h"
#include "core/backend/ReplayBackend.h"
#include "core/datasets/TuningDataset.h"

#include "tests/core/LlmTestEndpoint.h"
#include "tests/llm_server/LlmTestServer.h"

#include <QTest>

#include <atomic>
#include <cmath>
#include <map>
#include <mutex>
#include <regex>

using namespace augur;
using namespace augur::test;
using json = nlohmann::json;

namespace {
const std::string kSoftmax = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";

std::string userOf(const json& body) { return body["messages"].back()["content"].get<std::string>(); }

/// The candidate number N of "Candidate #N" in a forecast prompt (-1 if none).
int candidateOf(const json& body) {
    static const std::regex re("Candidate #([0-9]+)");
    std::smatch m;
    const std::string u = userOf(body);
    return std::regex_search(u, m, re) ? std::stoi(m[1].str()) : -1;
}

std::string forecastText(int peak, double scale = 1.0, const std::string& reasoning = "looks fine") {
    json probs = json::object();
    for (int k = 1; k <= 8; ++k) probs["bin_" + std::to_string(k)] = (k == peak ? 0.65 : 0.05) * scale;
    return json{{"reasoning", reasoning}, {"predicted_bin", peak}, {"probabilities", probs}}.dump();
}

struct Fixture {
    TuningDataset ds = loadTuningDataset(kSoftmax);
    std::vector<Candidate> cands;
    Fixture() {
        for (int i = 0; i < 10; ++i) {
            Candidate c;
            c.id = i + 1;
            c.parent = 0;
            c.configuration = ds.records[static_cast<std::size_t>(i)].configuration;
            cands.push_back(c);
        }
    }
    std::vector<const Candidate*> batch(std::size_t n) const {
        std::vector<const Candidate*> b;
        for (std::size_t i = 0; i < n && i < cands.size(); ++i) b.push_back(&cands[i]);
        return b;
    }
};

/// A surrogate that always says the same distribution (for the ensemble's weights).
class FixedSurrogate : public Surrogate {
public:
    FixedSurrogate(std::string n, int bin) : name_(std::move(n)), bin_(bin) {}
    std::string name() const override { return name_; }
    std::vector<Forecast> forecast(const Problem&, const std::vector<const Candidate*>& batch) override {
        BinProbs p{};
        p.fill(0.3 / 7);
        p[static_cast<std::size_t>(bin_ - 1)] = 0.7;
        return std::vector<Forecast>(batch.size(), Forecast::fromProbabilities(p));
    }
    void observe(const Problem&, const Candidate&) override { ++n_; }
    int trainingSize() const override { return n_; }

private:
    std::string name_;
    int bin_;
    int n_ = 0;
};
} // namespace

class TestLlmSurrogate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void promptHoldsWhatTheModelNeeds() {
        Fixture f;
        LlmTestServer server([](const json&, int) { return Replies::streamed(forecastText(4)); });
        auto client = std::make_shared<LlmClient>(testEndpoint(server));
        LlmSurrogate s(client, LlmPromptTemplate::load("surrogate"));
        Candidate root;
        root.id = 0;
        root.origin = Origin::Reference;
        Measurement m;
        m.speedup = 1.0;
        root.measurement = m;
        s.observe(f.ds.problem, root);
        Candidate measured = f.cands[5];
        Measurement m2;
        m2.speedup = 1.7;
        measured.measurement = m2;
        s.observe(f.ds.problem, measured);
        auto req = s.request(f.ds.problem, f.cands[0]);
        QCOMPARE(req.messages.size(), std::size_t(2));
        const std::string u = req.messages[1].content;
        QVERIFY(u.find("bin 4: S in [1, 1.414)") != std::string::npos);
        QVERIFY(u.find("bin 8: S in [4, inf)") != std::string::npos || u.find("bin 8: S in") != std::string::npos);
        QVERIFY(u.find(f.ds.problem.referenceSource.substr(0, 40)) != std::string::npos);
        QVERIFY(u.find(f.ds.problem.hardware) != std::string::npos);
        QVERIFY(u.find(LlmPromptText::configuration(f.ds.problem, f.cands[0].configuration)) != std::string::npos);
        QVERIFY(u.find("S = 1.700 (bin 5)") != std::string::npos); // a calibration anchor
        QVERIFY(u.find("the reference: S = 1.000") != std::string::npos);
        QCOMPARE(req.schemaName, std::string("augur_forecast"));
        QVERIFY(req.schema["properties"].contains("probabilities"));
        QCOMPARE(s.trainingSize(), 2);
    }

    void batchWithEveryReplyQuirk() {
        Fixture f;
        std::mutex mu;
        std::map<int, int> seen;
        LlmTestServer server([&](const json& body, int) {
            const int n = candidateOf(body);
            int times;
            {
                std::lock_guard lock(mu);
                times = ++seen[n];
            }
            const int maxTokens = body.value("max_tokens", 0);
            switch (n) {
            case 1: return Replies::streamed("", "Thinking... " + forecastText(2), "stop", "reasoning", 16, true);
            case 2: return Replies::plain(Replies::completion("Sure.\n```json\n" + forecastText(3) + "\n```"));
            case 3: return Replies::streamed(forecastText(5, 1.4));
            case 4: return Replies::streamed(std::regex_replace(forecastText(4), std::regex("0\\.05"), "-0.05"));
            case 5:
                return maxTokens >= 2000 ? Replies::streamed(forecastText(6))
                                         : Replies::streamed(forecastText(6).substr(0, 60), "", "length");
            case 6: return Replies::streamed(std::regex_replace(forecastText(4), std::regex(",\"bin_8\":0\\.05"), ""));
            case 7: return times == 1 ? Replies::error(429, "busy", "0") : Replies::streamed(forecastText(7));
            case 8: return Replies::streamed("I would rather not say.");
            default: return Replies::streamed(forecastText(1));
            }
        });
        auto client = std::make_shared<LlmClient>(testEndpoint(server));
        LlmSurrogate s(client, LlmPromptTemplate::load("surrogate"));
        auto fs = s.forecast(f.ds.problem, f.batch(9));
        QCOMPARE(fs.size(), std::size_t(9));
        for (const auto& x : fs) QCOMPARE(x.surrogate, std::string("llm"));
        QCOMPARE(fs[0].predictedBin, 2);
        QVERIFY(fs[0].reasoning.find("reasoning field") != std::string::npos);
        QCOMPARE(fs[1].predictedBin, 3);
        QCOMPARE(fs[2].predictedBin, 5);
        double sum = 0;
        for (double q : fs[2].p) sum += q;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
        QVERIFY(fs[3].parseFailure);
        QVERIFY(fs[3].reasoning.find("negative") != std::string::npos);
        QVERIFY(!fs[4].parseFailure); // truncated, re-asked with twice the budget
        QCOMPARE(fs[4].predictedBin, 6);
        QVERIFY(fs[5].parseFailure);
        QVERIFY(fs[5].reasoning.find("bin 8") != std::string::npos);
        QVERIFY(!fs[6].parseFailure);
        QCOMPARE(fs[6].predictedBin, 7);
        QVERIFY(fs[7].parseFailure);
        QCOMPARE(fs[8].predictedBin, 1);
        QCOMPARE(s.stats().truncatedRetries, 1);
        QCOMPARE(s.stats().parseFailures, 3);
        QCOMPARE(s.stats().parsed, 6);
        QCOMPARE(s.stats().fromReasoning, 1);
        QVERIFY(server.peakConnections() > 1); // the batch ran concurrently
        // Forecast again: nothing is asked (the cache; parse failures are answers too).
        const int before = server.requests();
        auto again = s.forecast(f.ds.problem, f.batch(9));
        QCOMPARE(server.requests(), before);
        QCOMPARE(again[2].predictedBin, 5);
        // A candidate that carries its forecast keeps it.
        Candidate c = f.cands[9];
        c.forecast = fs[1];
        auto kept = s.forecast(f.ds.problem, {&c});
        QCOMPARE(server.requests(), before);
        QCOMPARE(kept[0].predictedBin, 3);
    }

    /// A forecast without a reply after its retries is given up on for the run ("no
    /// forecast"): asking again at every step is what cost thousands of requests. A resumed
    /// session (a new surrogate) asks once more, and gets it once the server is back.
    void noReplyIsGivenUpOnUntilResume() {
        Fixture f;
        auto server =
            std::make_unique<LlmTestServer>([](const json&, int) { return Replies::streamed(forecastText(4)); });
        const int port = server->port();
        LlmEndpoint e = testEndpoint(*server);
        e.retry.maxAttempts = 2;
        auto client = std::make_shared<LlmClient>(e);
        LlmSurrogate s(client, LlmPromptTemplate::load("surrogate"));
        server->stop();
        auto down = s.forecast(f.ds.problem, f.batch(3));
        for (const auto& x : down) {
            QVERIFY(x.parseFailure);
            QVERIFY2(x.reasoning.rfind("no forecast: transport", 0) == 0, x.reasoning.c_str());
        }
        QCOMPARE(s.stats().noReply, 3);
        QCOMPARE(s.stats().noForecast, 3);
        server =
            std::make_unique<LlmTestServer>([](const json&, int) { return Replies::streamed(forecastText(4)); }, port);
        Candidate c = f.cands[0];
        c.forecast = down[0]; // as stored with the candidate
        auto same = s.forecast(f.ds.problem, {&c, &f.cands[1]});
        QVERIFY(same[0].parseFailure && same[1].parseFailure);
        QCOMPARE(server->requests(), 0); // this run gave up on them
        LlmSurrogate resumed(client, LlmPromptTemplate::load("surrogate"));
        auto up = resumed.forecast(f.ds.problem, {&c, &f.cands[1]});
        QVERIFY(!up[0].parseFailure);
        QVERIFY(!up[1].parseFailure);
        QCOMPARE(server->requests(), 2);
    }

    /// One request per candidate against a server that never answers usefully: at most
    /// three HTTP attempts (two retries with backoff, fewer than the endpoint's four), then
    /// "no forecast", however often the engine forecasts the pool again. Counted at the
    /// server, by candidate.
    void oneRequestPerCandidateAgainstAFailingServer_data() {
        QTest::addColumn<int>("failure");
        QTest::newRow("HTTP 500") << 0;
        QTest::newRow("invalid UTF-8 body") << 1;
        QTest::newRow("invalid UTF-8 stream") << 2;
    }
    void oneRequestPerCandidateAgainstAFailingServer() {
        QFETCH(int, failure);
        Fixture f;
        std::mutex mu;
        std::map<int, int> perCandidate;
        LlmTestServer server([&](const json& body, int) {
            {
                std::lock_guard lock(mu);
                ++perCandidate[candidateOf(body)];
            }
            if (failure == 0) return Replies::error(500, "internal error");
            if (failure == 1) {
                ServerReply r;
                r.body = "{\"choices\": [{\"message\": {\"content\": \"\xff\xfe\xc3\x28\"}}]}";
                return r;
            }
            ServerReply r = Replies::streamed(forecastText(3));
            r.events.insert(r.events.begin() + 1, "{\"choices\": [{\"delta\": {\"content\": \"\xc3\x28\xff\"}}]}");
            return r;
        });
        auto client = std::make_shared<LlmClient>(testEndpoint(server)); // max_attempts 4
        auto activity = std::make_shared<LlmActivity>();
        client->setActivity(activity);
        LlmSurrogate s(client, LlmPromptTemplate::load("surrogate"));
        std::vector<Forecast> fs;
        for (int step = 0; step < 10; ++step) { // the engine re-forecasts the waiting pool at every step
            std::vector<Candidate> pool(f.cands.begin(), f.cands.begin() + 6);
            for (std::size_t i = 0; i < pool.size() && !fs.empty(); ++i) pool[i].forecast = fs[i];
            std::vector<const Candidate*> batch;
            for (const auto& c : pool) batch.push_back(&c);
            fs = s.forecast(f.ds.problem, batch);
        }
        for (const auto& x : fs) QVERIFY(x.parseFailure); // abstentions: measured, never accepted
        QCOMPARE(static_cast<int>(perCandidate.size()), 6);
        for (const auto& [id, n] : perCandidate) {
            QVERIFY2(n <= 3, qPrintable(QStringLiteral("#%1: %2 requests").arg(id).arg(n)));
            QVERIFY(n >= 1);
        }
        const auto snap = activity->snapshot();
        QCOMPARE(snap.forecastCandidates, std::int64_t(6));
        QCOMPARE(snap.forecastAttempts, std::int64_t(server.requests()));
        QVERIFY(snap.forecastMostAttempts <= 3);
        QCOMPARE(snap.forecastRequests, std::int64_t(6));
        const json figures = llmCostFigures(snap);
        QCOMPARE(figures["forecast"]["requests_per_candidate"].get<double>(), 1.0);
        QVERIFY(figures["forecast"]["attempts_per_candidate"].get<double>() <= 3.0);
        qInfo("%d requests at the server for 6 candidates forecast 10 times", server.requests());
    }

    void rejectedRepliesAreNotForecast() {
        Fixture f;
        LlmTestServer server([](const json&, int) { return Replies::streamed(forecastText(4)); });
        LlmSurrogate s(std::make_shared<LlmClient>(testEndpoint(server)), LlmPromptTemplate::load("surrogate"));
        Candidate c;
        c.id = 3;
        c.origin = Origin::Llm;
        c.rejection = LlmReplyRejection::make("no JSON object in the reply", "blah");
        auto fs = s.forecast(f.ds.problem, {&c});
        QVERIFY(fs[0].parseFailure);
        QCOMPARE(server.requests(), 0);
    }

    void logprobForecasts() {
        Fixture f;
        LlmTestServer server([](const json& body, int) {
            json c = Replies::completion(forecastText(4));
            if (body.value("logprobs", false)) {
                json top = json::array();
                const double lp[] = {-9, -6, -1.6, -0.5, -1.2, -4, -8, -9};
                for (int k = 0; k < 8; ++k) top.push_back({{"token", std::to_string(k + 1)}, {"logprob", lp[k]}});
                c["choices"][0]["logprobs"] = {
                    {"content",
                     json::array({{{"token", "{\"predicted_bin\":"}, {"logprob", 0.0}, {"top_logprobs", json::array()}},
                                  {{"token", "4"}, {"logprob", -0.5}, {"top_logprobs", top}}})}};
            }
            return Replies::plain(c);
        });
        LlmEndpoint e = testEndpoint(server);
        e.stream = false;
        e.forecastSource = LlmForecastSource::Logprobs;
        LlmSurrogate s(std::make_shared<LlmClient>(e), LlmPromptTemplate::load("surrogate"));
        auto fs = s.forecast(f.ds.problem, f.batch(1));
        QVERIFY(!fs[0].parseFailure);
        QCOMPARE(fs[0].predictedBin, 4);
        QVERIFY(fs[0].p[3] < 0.65); // not the stated 0.65
        QVERIFY(fs[0].p[4] > fs[0].p[2]); // exp(-1.2) > exp(-1.6)
        QVERIFY(fs[0].reasoning.find("log-probabilities") != std::string::npos);
        QVERIFY(server.bodies()[0]["logprobs"].get<bool>());
        QCOMPARE(server.bodies()[0]["top_logprobs"].get<int>(), 8);
        QCOMPARE(s.stats().logprobForecasts, 1);
    }

    void ensembleWeightsFollowTheBetterMember() {
        Fixture f;
        EnsembleSurrogate ens(std::make_unique<FixedSurrogate>("llm", 5),
                              std::make_unique<FixedSurrogate>("features", 2));
        QCOMPARE(ens.llmWeight(), 0.5);
        for (int i = 0; i < 6; ++i) {
            Candidate c = f.cands[static_cast<std::size_t>(i)];
            auto fs = ens.forecast(f.ds.problem, {&c});
            QCOMPARE(fs[0].surrogate, std::string("ensemble"));
            Measurement m;
            m.speedup = 1.6; // bin 5: the "llm" member is right
            c.measurement = m;
            ens.observe(f.ds.problem, c);
        }
        QCOMPARE(ens.scored(), 6);
        QVERIFY(ens.llmWeight() > 0.85);
        auto fs = ens.forecast(f.ds.problem, {&f.cands[7]});
        QCOMPARE(fs[0].predictedBin, 5);
        QVERIFY(fs[0].reasoning.find("LLM weight") != std::string::npos);
    }

    void ensembleOfLlmAndFeatures() {
        Fixture f;
        LlmTestServer server([](const json&, int n) {
            if (n == 2) return Replies::streamed("no idea");
            return Replies::streamed(forecastText(5));
        });
        auto llm = std::make_unique<LlmSurrogate>(std::make_shared<LlmClient>(testEndpoint(server)),
                                                  LlmPromptTemplate::load("surrogate"));
        EnsembleSurrogate ens(std::move(llm), std::make_unique<FeaturesSurrogate>(1));
        auto fs = ens.forecast(f.ds.problem, {&f.cands[0]});
        QVERIFY(!fs[0].parseFailure);
        QCOMPARE(fs[0].surrogate, std::string("ensemble"));
        auto one = ens.forecast(f.ds.problem, {&f.cands[1]}); // the LLM abstains: the features forecast stands
        QVERIFY(!one[0].parseFailure);
        QVERIFY(one[0].reasoning.find("features only") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestLlmSurrogate)
#include "tst_llm_surrogate.moc"
