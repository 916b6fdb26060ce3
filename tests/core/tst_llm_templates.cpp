// Templates written by the LLM (docs/llm.md, "Templates"): the reply is checked like every
// reply (a bounded space, restrictions that parse, a valid configuration, toolkit includes
// only, a configuration that compiles) and ends as documented without a GPU measurement
// when it fails; a usable template becomes a node whose sub-space the session tunes
// (initial design, then acquisition) under PUCT, on kernels (a stand-in for the cuda
// backend that compiles "#error" as a failure) and on a replayed configuration space.
#include "core/analysis/CostAccounting.h"
#include "core/backend/BackendRegistry.h"
#include "core/model/CandidateJson.h"
#include "core/base/InputError.h"
#include "core/engine/Engine.h"
#include "core/llm/prompt/LlmTemplateFeedback.h"
#include "core/llm/reply/LlmCandidateParser.h"
#include "core/model/CandidateTemplate.h"
#include "core/model/LlmReplyRejection.h"
#include "core/problem/MeasureJob.h"
#include "core/problem/ProblemLoader.h"
#include "core/session/SessionFactory.h"
#include "core/store/SessionStore.h"
#include "tests/llm_server/LlmFakeModel.h"
#include "tests/llm_server/LlmTestServer.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <fstream>
#include <set>

using namespace augur;
using namespace augur::test;
using json = nlohmann::json;

namespace {
const std::string kVectorAdd = std::string(AUGUR_SOURCE_DIR) + "/resources/problems/vector_add_f32";
const std::string kSoftmax = std::string(AUGUR_SOURCE_DIR) + "/resources/datasets/h200/softmax_rows_f32.json.gz";

const char* kTemplateSource = R"(extern "C" __global__ void vadd_t(const float* a, const float* b, float* c, int n) {
    int i = (blockIdx.x * BLOCK + threadIdx.x) * VEC;
    for (int k = 0; k < VEC; ++k)
        if (i + k < n) c[i + k] = a[i + k] + b[i + k];
}
)";

/// A kernel-template reply for vector_add: BLOCK × VEC, with `params`/`restrictions`
/// replacing the good ones when given.
json templateReply(json params = nullptr, json restrictions = nullptr, std::string source = kTemplateSource) {
    if (params.is_null()) params = {{"BLOCK", {64, 128, 256, 512, 1024}}, {"VEC", {1, 2, 4, 8}}};
    if (restrictions.is_null()) restrictions = json::array({"BLOCK * VEC <= 4096"});
    return {
        {"idea", "vectorised template"},
        {"source", source},
        {"launches",
         {{{"kernel", "vadd_t"},
           {"grid", {"ceil_div(n, BLOCK * VEC)", 1, 1}},
           {"block", {"BLOCK", 1, 1}},
           {"shared_bytes", "0"},
           {"args", {"a", "b", "c", "n"}}}}},
        {"buffers", json::array()},
        {"template", {{"params", params}, {"restrictions", restrictions}, {"defaults", {{"BLOCK", 128}, {"VEC", 2}}}}}};
}

std::string writeEndpoints(const QTemporaryDir& dir, const std::string& baseUrl) {
    const std::string file = dir.filePath("endpoints.json").toStdString();
    std::ofstream(file) << json{{"default", "loopback"},
                                {"endpoints",
                                 json::array({{{"name", "loopback"},
                                               {"base_url", baseUrl},
                                               {"model", "test-model"},
                                               {"max_concurrency", 8},
                                               {"backoff_s", 0.05},
                                               {"max_attempts", 2},
                                               {"timeout_s", 20}}})}}
                               .dump();
    return file;
}

/// A stand-in for the cuda backend: S of a template configuration follows BLOCK and VEC
/// (best at BLOCK 256, VEC 4); "#error" does not compile, found by compileCheck as the
/// workers' compile op would, without a measurement.
class TemplateKernelBackend : public MeasurementBackend {
public:
    static inline std::atomic<int> measured{0}, compiled{0};
    std::string name() const override { return "tmplcuda"; }
    bool measuresSource() const override { return true; }
    Measurement measure(const Problem& problem, const Candidate& c) override {
        Measurement m;
        m.backend = name();
        m.referenceMs = 1.0;
        m.samples = 30;
        if (c.origin != Origin::Reference) ++measured;
        try {
            (void)resolveMeasureJob(problem, c, MeasureSettings{});
        } catch (const InputError& e) {
            m.status = MeasurementStatus::Invalid;
            m.failureReason = e.what();
            return m;
        }
        if (c.source.find("#error") != std::string::npos) {
            m.status = MeasurementStatus::CompileError;
            m.failureReason = "candidate.cu(1): error: #error directive";
            return m;
        }
        m.speedup = 1.0;
        const json plan = c.launchesJson.empty() ? json::object() : json::parse(c.launchesJson);
        if (plan.contains("parameters")) {
            const double block = plan["parameters"].value("BLOCK", 64.0), vec = plan["parameters"].value("VEC", 1.0);
            m.speedup =
                2.0 * std::exp2(-0.4 * std::abs(std::log2(block / 256.0)) - 0.3 * std::abs(std::log2(vec / 4.0)));
        } else if (c.origin != Origin::Reference) {
            m.speedup = 1.05;
        }
        m.speedupLow = m.speedup * 0.99;
        m.speedupHigh = m.speedup * 1.01;
        m.candidateMs = m.referenceMs / m.speedup;
        return m;
    }
    std::vector<std::string> compileCheck(const Problem&, const std::vector<const Candidate*>& cs) override {
        std::vector<std::string> out;
        for (const Candidate* c : cs) {
            ++compiled;
            out.push_back(c->source.find("#error") != std::string::npos ? "candidate.cu(1): error: #error directive"
                                                                        : "");
        }
        return out;
    }
    bool inSpace(const Configuration&) const override { return true; }
};

/// The template node children's configurations, as NAME → value.
std::vector<std::map<std::string, double>> childParameters(const Session& s, CandidateId node) {
    std::vector<std::map<std::string, double>> out;
    for (CandidateId id : s.children(node)) {
        const Candidate& c = s.candidates()[static_cast<std::size_t>(id)];
        if (c.origin != Origin::Tuner) continue;
        const json plan = json::parse(c.launchesJson);
        out.push_back(plan["parameters"].get<std::map<std::string, double>>());
    }
    return out;
}
/// A configuration reply of the fake model made a sub-space template over the space's
/// first `listed` parameters, every value of each (the request's schema lists them).
ServerReply subSpaceReply(LlmFakeModel& model, const json& body, int n, int listed) {
    json a = json::parse(model.answer(body, n));
    json params = json::object();
    const json& props = body["response_format"]["json_schema"]["schema"]["properties"]["parameters"]["properties"];
    int k = 0;
    for (auto it = props.begin(); it != props.end() && k < listed; ++it, ++k) params[it.key()] = it.value()["enum"];
    a["template"] = {{"params", params}, {"restrictions", json::array()}, {"defaults", json::object()}};
    return Replies::streamed(a.dump());
}

/// A PUCT session over the replayed softmax space whose LLM may write templates.
SessionConfig replayedTemplates(const std::string& endpoints, int measurements, int children) {
    SessionConfig c;
    c.datasetPath = kSoftmax;
    c.generator = GeneratorKind::Llm;
    c.strategy = SearchStrategy::Puct;
    c.llmTemplates = true;
    c.endpointsFile = endpoints;
    c.maxMeasurements = measurements;
    c.childrenPerExpansion = children;
    return c;
}
} // namespace

class TestLlmTemplates : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private Q_SLOTS:
    void initTestCase() {
        BackendRegistry::add("tmplcuda",
                             [](const Problem&, const SessionConfig&) -> std::unique_ptr<MeasurementBackend> {
                                 return std::make_unique<TemplateKernelBackend>();
                             });
    }

    /// Every way a template reply can be wrong ends as a rejection with its reason, at once.
    void badTemplatesAreRejectedWithTheirReason_data() {
        QTest::addColumn<QString>("reply");
        QTest::addColumn<QString>("reason");
        std::vector<int> thousand(1000);
        for (int i = 0; i < 1000; ++i) thousand[static_cast<std::size_t>(i)] = i + 1;
        std::vector<int> two56(200);
        for (int i = 0; i < 200; ++i) two56[static_cast<std::size_t>(i)] = i + 1;
        QTest::newRow("1e9 configurations")
            << QString::fromStdString(templateReply({{"A", thousand}, {"B", thousand}, {"C", thousand}}).dump())
            << "more than 256 values";
        QTest::newRow("over 100,000") << QString::fromStdString(
                                             templateReply({{"A", two56}, {"B", two56}, {"C", {1, 2, 3}}}).dump())
                                      << "more than 100000 configurations";
        QTest::newRow("empty space") << QString::fromStdString(templateReply(nullptr, {"BLOCK > 4096"}).dump())
                                     << "the space is empty";
        QTest::newRow("restriction does not parse")
            << QString::fromStdString(templateReply(nullptr, {"BLOCK <<< 3"}).dump()) << "template.restrictions";
        QTest::newRow("unknown name") << QString::fromStdString(templateReply(nullptr, {"WARPS > 1"}).dump())
                                      << "WARPS";
        QTest::newRow("assignment") << QString::fromStdString(templateReply(nullptr, {"BLOCK = 64"}).dump())
                                    << "assignment";
        QTest::newRow("long restriction")
            << QString::fromStdString(templateReply(nullptr, {std::string(5000, '1')}).dump()) << "longer than 4096";
        QTest::newRow("parameter shadows a size")
            << QString::fromStdString(templateReply({{"n", {1, 2}}}).dump()) << "also a size";
        QTest::newRow("host include")
            << QString::fromStdString(
                   templateReply(nullptr, nullptr, std::string("#include \"/etc/passwd\"\n") + kTemplateSource).dump())
            << "only the CUDA toolkit's headers";
        QTest::newRow("dotdot include")
            << QString::fromStdString(
                   templateReply(nullptr, nullptr, std::string("#include <../../etc/shadow>\n") + kTemplateSource)
                       .dump())
            << "only the CUDA toolkit's headers";
        QTest::newRow("launch needs a missing parameter")
            << QString::fromStdString(templateReply({{"BLOCK", {64, 128}}}).dump()) << "VEC";
    }
    void badTemplatesAreRejectedWithTheirReason() {
        QFETCH(QString, reply);
        QFETCH(QString, reason);
        const Problem problem = ProblemLoader::load(kVectorAdd);
        QElapsedTimer t;
        t.start();
        const LlmProposal p = LlmCandidateParser::parseSource(problem, reply.toStdString());
        QVERIFY2(t.elapsed() < 2000, "a template reply is checked in bounded time");
        QVERIFY(!p.ok);
        QVERIFY2(p.error.find(reason.toStdString()) != std::string::npos, p.error.c_str());
    }

    /// A good reply: the node is measured at its defaults, the space is kept in its plan.
    void goodTemplateReadsWithItsSpace() {
        const Problem problem = ProblemLoader::load(kVectorAdd);
        const LlmProposal p = LlmCandidateParser::parseSource(problem, templateReply().dump());
        QVERIFY2(p.ok, p.error.c_str());
        QVERIFY(p.isTemplate);
        Candidate node;
        node.id = 1;
        node.source = p.source;
        node.launchesJson = p.planJson;
        auto t = CandidateTemplate::of(node, problem);
        QVERIFY(t);
        QCOMPARE(t->product(), 20LL);
        QCOMPARE(t->validCount(), 19LL); // 1024 × 8 > 4096
        QCOMPARE(*t->configurationOf(node), (Configuration{128, 2}));
        const MeasureJob job = resolveMeasureJob(problem, node, MeasureSettings{});
        QCOMPARE(job.candidate.defines, (std::vector<std::string>{"BLOCK=128", "VEC=2"}));
        QCOMPARE(job.candidate.launches.front().grid[0], (67108864LL + 255) / 256);
    }

    /// A whole kernel session: five template replies (good, empty, over 100,000, a
    /// restriction that does not parse, one that compiles nowhere), then the fake model's
    /// kernels. The good template is tuned under its node; the four bad ones cost no
    /// measurement; nothing that does not compile is measured.
    void kernelSessionTunesTheGoodTemplate() {
        LlmFakeModel model;
        std::atomic<int> generations{0};
        std::vector<int> big(200);
        for (int i = 0; i < 200; ++i) big[static_cast<std::size_t>(i)] = i + 1;
        const std::vector<json> scripted{
            templateReply(), templateReply(nullptr, {"BLOCK > 4096"}),
            templateReply({{"A", big}, {"B", big}, {"BLOCK", {64, 128, 256}}, {"VEC", {1}}}),
            templateReply(nullptr, {"BLOCK <<< 3"}),
            templateReply(nullptr, nullptr, std::string("#error \"no\"\n") + kTemplateSource)};
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) == "augur_candidate") {
                const int g = generations++;
                if (g < static_cast<int>(scripted.size()))
                    return Replies::streamed(scripted[static_cast<std::size_t>(g)].dump());
            }
            return model(body, n);
        });
        TemplateKernelBackend::measured = 0;
        TemplateKernelBackend::compiled = 0;
        SessionConfig c;
        c.problemPath = kVectorAdd;
        c.backend = "tmplcuda";
        c.generator = GeneratorKind::Llm;
        c.surrogate = SurrogateKind::Features;
        c.llmTemplates = true;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 16;
        c.maxLlmIdleReplies = 0;
        c.childrenPerExpansion = 5;
        c.batchSize = 1;
        c.threshold = 0.99;
        const std::string path = dir_.filePath("templates.augur").toStdString();
        auto engine = SessionFactory::create(c, path);
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        std::vector<const Candidate*> nodes, rejected;
        for (const auto& cand : s.candidates()) {
            if (cand.origin != Origin::Llm) continue;
            if (LlmReplyRejection::isRejected(cand))
                rejected.push_back(&cand);
            else if (CandidateTemplate::isTemplateNode(cand))
                nodes.push_back(&cand);
        }
        QCOMPARE(nodes.size(), std::size_t(1));
        std::set<std::string> reasons;
        for (const Candidate* r : rejected) {
            QVERIFY(!r->spentMeasurement());
            reasons.insert(r->rejection->reason);
        }
        auto has = [&](const std::string& w) {
            return std::any_of(reasons.begin(), reasons.end(),
                               [&](const std::string& r) { return r.find(w) != std::string::npos; });
        };
        QVERIFY(has("the space is empty"));
        QVERIFY(has("more than 100000 configurations"));
        QVERIFY(has("template.restrictions"));
        QVERIFY(has("does not compile at any of the 4 configurations tried"));
        // The good template: measured at its defaults, its sub-space tuned under it.
        const Candidate& node = *nodes.front();
        QVERIFY(node.measuredSpeedup());
        const auto children = childParameters(s, node.id);
        QVERIFY2(children.size() >= 3, std::to_string(children.size()).c_str()); // its design: ⌈√19 / 2⌉
        auto tmpl = CandidateTemplate::of(node, s.problem());
        std::set<std::map<std::string, double>> distinct;
        for (const auto& p : children) {
            QVERIFY(tmpl->satisfies({p.at("BLOCK"), p.at("VEC")}));
            distinct.insert(p);
        }
        QCOMPARE(distinct.size(), children.size());
        // The budget went to real configurations only: nothing failed to compile on the GPU.
        int spent = 0;
        for (const auto& cand : s.candidates()) {
            if (cand.spentMeasurement()) ++spent;
            if (cand.measurement) QVERIFY(cand.measurement->status != MeasurementStatus::CompileError);
        }
        QCOMPARE(spent, TemplateKernelBackend::measured.load());
        QVERIFY(spent <= c.maxMeasurements);
        QVERIFY(TemplateKernelBackend::compiled.load() >= 4);
        // Later prompts told the model what the template measured.
        bool sawFeedback = false;
        for (const auto& b : server.bodies())
            if (schemaNameOf(b) == "augur_candidate" &&
                b["messages"].back()["content"].get<std::string>().find("template #" + std::to_string(node.id)) !=
                    std::string::npos)
                sawFeedback = true;
        QVERIFY(sawFeedback);
        QVERIFY(LlmTemplateFeedback::text(s).find("S = ") != std::string::npos);
        // What it cost: GPU time per measurement, the request that wrote each LLM candidate,
        // per improvement and per template; the export line carries each candidate's cost.
        const json cost = costJson(s);
        QVERIFY(cost["gpu_s"].get<double>() > 0.0);
        QVERIFY(cost["llm_requests"].get<int>() >= 1);
        QVERIFY(!cost["improvements"].empty());
        QCOMPARE(cost["templates"].size(), std::size_t(1));
        QCOMPARE(cost["templates"][0]["id"].get<CandidateId>(), node.id);
        QCOMPARE(cost["templates"][0]["configurations"].get<long long>(), 19LL);
        QCOMPARE(cost["templates"][0]["llm_requests"].get<int>(), 1);
        QVERIFY(cost["templates"][0]["best_speedup"].get<double>() >= *node.measuredSpeedup());
        const json line = exportRecord(s, node);
        QCOMPARE(line["cost"]["llm_requests"].get<int>(), 1);
        // The session file reads back whole.
        auto reread = SessionFactory::resume(path, false);
        QCOMPARE(reread->session().candidates().size(), s.candidates().size());
    }

    /// A cap on LLM requests ends the LLM's part, not the run: the open template is tuned on
    /// (its configurations cost no request) until the measurement budget is spent.
    void capLeavesTemplatesTuning() {
        LlmFakeModel model;
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) == "augur_candidate") return Replies::streamed(templateReply().dump());
            return model(body, n);
        });
        SessionConfig c;
        c.problemPath = kVectorAdd;
        c.backend = "tmplcuda";
        c.generator = GeneratorKind::Llm;
        c.llmTemplates = true;
        c.endpointsFile = writeEndpoints(dir_, server.baseUrl());
        c.maxMeasurements = 12;
        c.maxLlmRequests = 1;
        c.childrenPerExpansion = 1;
        c.threshold = 0.99;
        auto engine = SessionFactory::create(c, "");
        engine->run();
        engine->rethrowIfFailed();
        QCOMPARE(int(server.bodies().size()), 1);
        int spent = 0;
        for (const auto& cand : engine->session().candidates()) spent += cand.spentMeasurement() ? 1 : 0;
        QCOMPARE(spent, 12);
    }

    /// Two template replies of one batch at the same configuration: the second node moves
    /// to another configuration of its sub-space, so the session file reads back (it holds
    /// each configuration once).
    void twoTemplatesAtOneConfigurationInOneBatch() {
        LlmFakeModel model;
        std::atomic<int> generations{0};
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) == "augur_configuration" && generations++ < 2)
                return subSpaceReply(model, body, 0, 1); // the same configuration both times
            return model(body, n);
        });
        SessionConfig c = replayedTemplates(writeEndpoints(dir_, server.baseUrl()), 8, 2);
        const std::string path = dir_.filePath("twice.augur").toStdString();
        auto engine = SessionFactory::create(c, path);
        engine->run();
        engine->rethrowIfFailed();
        std::set<std::string> keys;
        for (const auto& cand : engine->session().candidates())
            if (!cand.configuration.empty() && !cand.rejection)
                QVERIFY(keys.insert(engine->session().problem().space.key(cand.configuration)).second);
        auto reread = SessionFactory::resume(path, false);
        QCOMPARE(reread->session().candidates().size(), engine->session().candidates().size());
    }

    /// A replayed configuration space: the LLM's sub-space of the softmax dataset becomes a
    /// node whose children vary only the listed parameters, all of them recorded.
    void replayedSubSpaceIsTunedUnderItsNode() {
        LlmFakeModel model;
        std::atomic<int> generations{0};
        LlmTestServer server([&](const json& body, int n) {
            if (schemaNameOf(body) == "augur_configuration" && generations++ == 0)
                return subSpaceReply(model, body, n, 2); // two parameters, every value of each
            return model(body, n);
        });
        SessionConfig c = replayedTemplates(writeEndpoints(dir_, server.baseUrl()), 20, 4);
        c.surrogate = SurrogateKind::Features;
        c.maxLlmIdleReplies = 0;
        c.threshold = 0.99;
        auto engine = SessionFactory::create(c, "");
        engine->run();
        engine->rethrowIfFailed();
        const Session& s = engine->session();
        const Candidate* node = nullptr;
        for (const auto& cand : s.candidates())
            if (cand.origin == Origin::Llm && CandidateTemplate::isTemplateNode(cand) && !cand.rejection) node = &cand;
        QVERIFY(node);
        auto tmpl = CandidateTemplate::of(*node, s.problem());
        QVERIFY(tmpl);
        int children = 0;
        for (CandidateId id : s.children(node->id)) {
            const Candidate& ch = s.candidates()[static_cast<std::size_t>(id)];
            if (ch.origin != Origin::Tuner) continue;
            ++children;
            QVERIFY(ch.measurement ? ch.measurement->status != MeasurementStatus::Invalid : true);
            for (std::size_t i = 0; i < s.problem().space.size(); ++i) {
                const bool listed = tmpl->space().indexOf(s.problem().space.parameters()[i].name).has_value();
                if (!listed) QCOMPARE(ch.configuration[i], node->configuration[i]);
            }
        }
        QVERIFY2(children >= 2, std::to_string(children).c_str()); // at least its initial design
    }
};

QTEST_GUILESS_MAIN(TestLlmTemplates)
#include "tst_llm_templates.moc"
