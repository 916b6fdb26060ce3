#include "core/session/SessionFactory.h"

#include "core/backend/WorkloadBackend.h"
#include "core/base/BoundedJson.h"

#include <filesystem>
#include <functional>

#include "core/backend/BackendRegistry.h"
#include "core/surrogate/EnsembleSurrogate.h"
#include "core/surrogate/FeaturesSurrogate.h"
#include "core/llm/client/LlmClient.h"
#include "core/llm/client/LlmEndpointStore.h"
#include "core/llm/LlmGenerator.h"
#include "core/llm/TemplateGenerator.h"
#include "core/surrogate/TemplateFeatureSource.h"
#include "core/llm/LlmSurrogate.h"
#include "core/problem/ProblemLoader.h"
#include "core/base/FileDigest.h"
#include "core/base/InputError.h"
#include "core/backend/RecordReplayBackend.h"
#include "core/backend/RecordedOnlyBackend.h"
#include "core/datasets/RecordTask.h"
#include "core/search/RecordedCandidateGenerator.h"
#include "core/surrogate/SourceFeatureSource.h"
#include "core/backend/ReplayBackend.h"
#include "core/surrogate/SurrogatePrior.h"
#include "core/search/TunerGenerator.h"

#include <nlohmann/json.hpp>

namespace augur {

namespace {
/// What a session is built for: to run (run, resume, the GUI), to check that it would resume
/// (recover: everything resume needs except the GPU or cluster), or only to be read
/// (report, export, show, diagnose: the session file and its dataset or problem folder, no
/// LLM endpoint, key or prior).
enum class Purpose { Run, Check, Read };

void validateConfig(const SessionConfig& c, const std::string& origin, Purpose purpose);
} // namespace

void SessionFactory::validate(const SessionConfig& c, const std::string& origin) {
    validateConfig(c, origin, Purpose::Run);
}

namespace {
void validateConfig(const SessionConfig& c, const std::string& origin, Purpose purpose) {
    if (c.replays()) {
        if (c.datasetPath.empty()) throw InputError(origin, "dataset", "the replay backend needs a dataset file");
    } else if (BackendRegistry::has(c.backend)) {
        if (c.problemPath.empty())
            throw InputError(origin, "problem", "the " + c.backend + " backend needs a problem folder");
    } else {
        throw InputError(origin, "backend", "'" + c.backend + "' is not available in this build (use replay or cuda)");
    }
    if (c.usesLlm() && purpose != Purpose::Read) // the endpoint must resolve before anything is written
        (void)LlmEndpointStore::load(c.endpointsFile.empty() ? LlmEndpointStore::defaultPath() : c.endpointsFile,
                                     !c.endpointsFile.empty())
            .resolve(c.endpoint, origin);
    if (c.strategy == SearchStrategy::Model && c.generator != GeneratorKind::Tuner)
        throw InputError(
            origin, "strategy",
            "the model strategy searches a tunable space with the tuner generator; use puct for LLM-generated sources");
    if (c.llmTemplates && c.generator != GeneratorKind::Llm)
        throw InputError(origin, "llm_templates", "templates are written by the LLM generator; add --generator llm");
    if (c.strategy == SearchStrategy::Model && c.surrogate == SurrogateKind::Llm)
        throw InputError(origin, "surrogate",
                         "the model strategy scores the whole space at every step with the features surrogate; use "
                         "--surrogate features or ensemble");
    if (!c.priorPath.empty() && !c.forecasts())
        throw InputError(origin, "prior",
                         "the measure-all baseline uses no surrogate, so a prior would change nothing");
    if (!c.priorPath.empty() && c.surrogate == SurrogateKind::Llm)
        throw InputError(origin, "prior", "a prior warms the features surrogate; use --surrogate features or ensemble");
    if (c.maxMeasurements < 0) throw InputError(origin, "max_measurements", "must be >= 0");
    if (c.initialDesign < 0) throw InputError(origin, "initial_design", "must be >= 0 (0: automatic)");
    if (c.maxCandidates < 1) throw InputError(origin, "max_candidates", "must be >= 1");
    if (c.maxLlmRequests < 0) throw InputError(origin, "max_llm_requests", "must be >= 0 (0: no cap)");
    if (c.maxLlmTokens < 0) throw InputError(origin, "max_llm_tokens", "must be >= 0 (0: no cap)");
    if (c.maxLlmIdleReplies < 0) throw InputError(origin, "max_llm_idle_replies", "must be >= 0 (0: never stop)");
    if (!(c.threshold >= 0.0 && c.threshold <= 1.0)) throw InputError(origin, "threshold", "must be in [0, 1]");
    if (c.batchSize < 1) throw InputError(origin, "batch_size", "must be >= 1");
    if (c.childrenPerExpansion < 1) throw InputError(origin, "children_per_expansion", "must be >= 1");
    if (!(c.discoveryDelta > 1.0)) throw InputError(origin, "discovery_delta", "must be > 1");
    if (!(c.replayDelayMs >= 0.0)) throw InputError(origin, "replay_delay_ms", "must be >= 0");
}

struct Parts {
    std::string note; ///< what the factory resolved, for the session's first log line
    std::unique_ptr<Session> session;
    std::unique_ptr<MeasurementBackend> backend;
    std::unique_ptr<Generator> generator;
    std::unique_ptr<Surrogate> surrogate;
    std::shared_ptr<LlmActivity> llm; ///< the LLM client's activity (null without an LLM)
    /// Where the features surrogate reads its rows (null: the configuration is the row).
    std::shared_ptr<CandidateFeatureSource> featureSource;
};

/// The features surrogate of a session, warmed by the config's prior when it names one.
std::unique_ptr<FeaturesSurrogate> featuresSurrogate(Parts& p, const SessionConfig& config) {
    auto f = std::make_unique<FeaturesSurrogate>(config.seed);
    if (p.featureSource) f->setFeatureSource(p.featureSource);
    if (config.priorPath.empty()) return f;
    // The prior a session was started from is the one it resumes with: a file changed since
    // would silently make it another session.
    const std::string digest = sha256OfFile(config.priorPath);
    if (config.priorSha256.empty())
        p.session->config().priorSha256 = digest;
    else if (digest != config.priorSha256)
        throw InputError(config.priorPath, "prior",
                         "the file changed since the session started (SHA-256 " + digest.substr(0, 12) +
                             "…, recorded " + config.priorSha256.substr(0, 12) +
                             "…); restore it, or start a new session");
    const SurrogatePrior prior = loadSurrogatePrior(config.priorPath, p.session->problem().space);
    try {
        f->setPrior(prior.features, prior.columns, prior.log2Speedups, prior.missing);
    } catch (const std::exception& e) {
        throw InputError(config.priorPath, "prior", e.what());
    }
    p.note += (p.note.empty() ? "" : "; ") + std::string("prior: ") + prior.describe(config.priorPath);
    return f;
}

/// Auto becomes Model for a tunable space searched by the tuner generator, else Puct.
void resolveStrategy(Parts& p) {
    SessionConfig& c = p.session->config();
    const bool tunable =
        !p.session->problem().space.empty() && c.generator == GeneratorKind::Tuner && c.surrogate != SurrogateKind::Llm;
    if (c.strategy == SearchStrategy::Auto) c.strategy = tunable ? SearchStrategy::Model : SearchStrategy::Puct;
    if (c.strategy == SearchStrategy::Model && !tunable)
        throw InputError(c.problemPath.empty() ? c.datasetPath : c.problemPath, "strategy",
                         "the model strategy needs a tunable parameter space; this problem has none (use puct)");
}

/// Generator and surrogate of a session whose backend exists: the tuner and features
/// parts, or the LLM ones over the config's endpoint (docs/llm.md). An LLM generator's
/// rejected replies are kept as failed candidates, which the engine settles
/// (LlmReplyRejection) without reaching the backend or the surrogate.
void addSearchParts(Parts& p, const SessionConfig& config) {
    std::shared_ptr<LlmClient> client;
    std::string promptDir;
    if (config.usesLlm()) {
        const std::string file = config.endpointsFile.empty() ? LlmEndpointStore::defaultPath() : config.endpointsFile;
        LlmEndpointStore store = LlmEndpointStore::load(file, !config.endpointsFile.empty());
        client = std::make_shared<LlmClient>(store.resolve(config.endpoint, "command line"), config.seed);
        promptDir = store.promptDir;
        if (!p.llm) p.llm = std::make_shared<LlmActivity>();
        p.llm->setCaps(config.maxLlmRequests, config.maxLlmTokens);
        client->setActivity(p.llm);
    }
    if (config.generator == GeneratorKind::Llm) {
        LlmGeneratorOptions go;
        go.mode = config.replays() ? LlmGeneratorMode::Configuration : LlmGeneratorMode::Source;
        go.maxRepliesWithoutNew = config.maxLlmIdleReplies;
        go.templates = config.llmTemplates;
        const char* prompt = go.mode == LlmGeneratorMode::Source ? "generator_source" : "generator_config";
        p.generator =
            std::make_unique<LlmGenerator>(client, LlmPromptTemplate::load(prompt, promptDir), *p.backend, go);
        if (config.llmTemplates) {
            p.generator = std::make_unique<TemplateGenerator>(std::move(p.generator), *p.backend, config.seed);
            // Kernels, templates and their configurations in one feature space, so the
            // surrogate learns across templates (a configuration space keeps its own rows).
            if (go.mode == LlmGeneratorMode::Source && !p.featureSource)
                p.featureSource = std::make_shared<TemplateFeatureSource>();
        }
    } else {
        p.generator = std::make_unique<TunerGenerator>(*p.backend, config.seed);
    }
    auto llm = [&]() {
        LlmSurrogateOptions so;
        so.confidence = config.confidence;
        return std::make_unique<LlmSurrogate>(client, LlmPromptTemplate::load("surrogate", promptDir), so);
    };
    if (config.surrogate == SurrogateKind::Llm) {
        p.surrogate = llm();
    } else if (config.surrogate == SurrogateKind::Ensemble) {
        EnsembleSurrogateOptions eo;
        eo.confidence = config.confidence;
        p.surrogate = std::make_unique<EnsembleSurrogate>(llm(), featuresSurrogate(p, config), eo);
    } else {
        p.surrogate = featuresSurrogate(p, config);
    }
    if (auto* t = dynamic_cast<TemplateGenerator*>(p.generator.get())) t->setSurrogate(p.surrogate.get());
}

/// The parts of a session that is only read: the tuner generator and the features
/// surrogate without its prior, whatever the session used. Nothing of them runs; they only
/// make the engine whole. An LLM session is read without its endpoint, key or prompts, and
/// a session with a prior without the prior file.
void addReadingParts(Parts& p, const SessionConfig& config) {
    p.generator = std::make_unique<TunerGenerator>(*p.backend, config.seed);
    p.surrogate = std::make_unique<FeaturesSurrogate>(config.seed);
}

/// A replayed task of a record file (core/datasets/RecordTask.h): the recorded kernels are
/// proposed by RecordedCandidateGenerator and looked up by RecordReplayBackend, under PUCT
/// (or measure-all); the features surrogate reads their source text (SourceFeatureSource),
/// since a PyTorch program with inline CUDA cannot be compiled for compile-time features.
Parts recordReplayParts(const SessionConfig& config, Parts p, Purpose purpose) {
    const std::string& file = config.datasetPath;
    if (config.generator == GeneratorKind::Llm)
        throw InputError(
            file, "generator",
            "a record file's replay proposes its recorded kernels; an LLM's new ones could not be measured");
    if (config.strategy == SearchStrategy::Model)
        throw InputError(file, "strategy",
                         "the model strategy needs a tunable parameter space; records hold kernels (use puct)");
    if (!config.priorPath.empty())
        throw InputError(file, "prior", "a prior warms a tunable space's surrogate; a record file's task has none");
    RecordTask rt = loadRecordTask(file, config.task);
    p.note = "task " + rt.task.problem.name + " (" + std::to_string(rt.taskIndex + 1) + " of " +
        std::to_string(rt.taskCount) + " in the " + rt.format + " file; " + std::to_string(rt.task.candidates.size()) +
        " recorded kernels)";
    Problem problem = rt.task.problem;
    if (problem.referenceNote.empty()) problem.referenceNote = "reference: the task's reference program, as recorded";
    auto backend = std::make_unique<RecordReplayBackend>(std::move(rt.task), config.replayDelayMs);
    p.generator = std::make_unique<RecordedCandidateGenerator>(*backend);
    p.backend = std::move(backend);
    p.session = std::make_unique<Session>(std::move(problem), config);
    SessionConfig& c = p.session->config();
    c.task = p.session->problem().name; // resume replays this task, wherever it is in the file
    if (c.strategy == SearchStrategy::Auto) c.strategy = SearchStrategy::Puct;
    if (purpose == Purpose::Read) {
        p.surrogate = std::make_unique<FeaturesSurrogate>(c.seed);
        return p;
    }
    SourceFeatureOptions so;
    so.includeConfiguration = !p.session->problem().space.empty();
    p.featureSource = std::make_shared<SourceFeatureSource>(so);
    std::unique_ptr<Generator> recorded = std::move(p.generator);
    addSearchParts(p, c); // the surrogate the config names (features, LLM or the ensemble)
    p.generator = std::move(recorded);
    return p;
}

/// For Purpose::Check and Read the cuda or slurm backend is not started (no GPU or cluster
/// needed, no job submitted).
Parts buildParts(const SessionConfig& config, std::shared_ptr<LlmActivity> llm, Purpose purpose = Purpose::Run) {
    const bool measuring = purpose == Purpose::Run;
    Parts p;
    p.llm = std::move(llm);
    if (!config.replays()) {
        // The session owns the problem; the backend keeps a reference to the session's copy.
        p.session = std::make_unique<Session>(ProblemLoader::load(config.problemPath), config);
        try {
            p.backend = measuring ? forWorkload(p.session->problem(),
                                                BackendRegistry::create(config.backend, p.session->problem(), config))
                                  : std::make_unique<RecordedOnlyBackend>(config.backend, p.session->problem());
        } catch (const std::invalid_argument& e) {
            throw InputError(config.problemPath, "backend", e.what());
        }
    } else if (isRecordFile(config.datasetPath)) {
        return recordReplayParts(config, std::move(p), purpose);
    } else {
        if (!config.task.empty())
            throw InputError(config.datasetPath, "task",
                             "a recorded tuning space has no tasks; replay it without --task");
        TuningDataset ds = loadTuningDataset(config.datasetPath, config.referenceKey);
        Problem problem = ds.problem;
        p.backend = std::make_unique<ReplayBackend>(std::move(ds), config.replayDelayMs);
        p.session = std::make_unique<Session>(std::move(problem), config);
    }
    resolveStrategy(p);
    if (purpose == Purpose::Read)
        addReadingParts(p, p.session->config());
    else
        addSearchParts(p, p.session->config());
    return p;
}

/// What ends an LLM session from outside the engine: a cap or the generator's stop
/// (LlmActivity::capReason), unless template nodes are still open: their configurations
/// cost no request, so the run goes on tuning them (`templatesOf`: the engine whose session
/// holds them, null without templates). Called on the engine thread.
std::function<std::string()> llmStopCheck(std::shared_ptr<LlmActivity> llm, const Engine* templatesOf) {
    return [llm = std::move(llm), templatesOf] {
        std::string why = llm->capReason();
        if (!why.empty() && templatesOf && TemplateGenerator::openTemplates(templatesOf->session()))
            return std::string();
        return why;
    };
}

/// The stored rows into the session, each checked against the problem.
void restoreRows(Parts& p, std::vector<StoredCandidate>& rows, const std::string& sessionPath) {
    for (auto& row : rows) {
        CandidateId id = row.candidate.id;
        if (row.candidate.parent != kNoCandidate && row.candidate.parent >= id)
            throw InputError(sessionPath, "candidates[id=" + std::to_string(id) + "].parent",
                             "parent is not an earlier candidate");
        const auto& space = p.session->problem().space;
        if (!row.candidate.configuration.empty() && !space.empty() &&
            row.candidate.configuration.size() != space.size())
            throw InputError(sessionPath, "candidates[id=" + std::to_string(id) + "].configuration",
                             std::to_string(row.candidate.configuration.size()) + " values for " +
                                 std::to_string(space.size()) + " parameters");
        if (!row.candidate.configuration.empty() && row.candidate.source.empty())
            if (auto earlier = p.session->findConfiguration(row.candidate.configuration))
                throw InputError(sessionPath, "candidates[id=" + std::to_string(id) + "].configuration",
                                 "repeats candidate #" + std::to_string(*earlier) +
                                     "'s configuration (a session has each configuration once)");
        p.session->restore(std::move(row.candidate));
        p.session->restoreExpansion(id, row.visits, row.exhausted);
    }
}
} // namespace

std::unique_ptr<Engine> SessionFactory::create(const SessionConfig& given, const std::string& sessionPath,
                                               std::shared_ptr<LlmActivity> llm) {
    // Paths are stored absolute, so a session resumes from any working folder.
    SessionConfig config = given;
    for (std::string* path : {&config.datasetPath, &config.problemPath, &config.priorPath})
        if (!path->empty()) {
            std::error_code ec;
            const auto abs = std::filesystem::absolute(*path, ec);
            if (!ec) *path = abs.lexically_normal().string();
        }
    validate(config, sessionPath.empty() ? std::string("command line") : sessionPath);
    Parts p = buildParts(config, std::move(llm)); // reads and checks the dataset before any file is written
    std::unique_ptr<SessionStore> store;
    if (!sessionPath.empty()) {
        store = SessionStore::create(sessionPath, p.session->config(), p.session->problem().name);
        // Parameter names, so the session can serve as another session's prior.
        nlohmann::json names = nlohmann::json::array();
        for (const auto& prm : p.session->problem().space.parameters()) names.push_back(prm.name);
        store->setMeta("parameters", names.dump());
    }
    const bool templates = dynamic_cast<TemplateGenerator*>(p.generator.get()) != nullptr;
    auto engine = std::make_unique<Engine>(std::move(p.session), std::move(p.backend), std::move(p.generator),
                                           std::move(p.surrogate), std::move(store));
    engine->setStartNote(p.note);
    if (p.llm) engine->setStopCheck(llmStopCheck(p.llm, templates ? engine.get() : nullptr));
    return engine;
}

std::unique_ptr<Engine> SessionFactory::resume(const std::string& sessionPath, bool forWriting,
                                               std::shared_ptr<LlmActivity> llm) {
    const Purpose purpose = forWriting ? Purpose::Run : Purpose::Read;
    auto store = SessionStore::open(sessionPath, forWriting);
    SessionConfig config = store->config();
    validateConfig(config, sessionPath, purpose);
    auto rows = store->loadCandidates();
    Parts p = buildParts(config, std::move(llm), purpose);
    restoreRows(p, rows, sessionPath);
    if (const std::string b = store->meta("vendor_baseline"); !b.empty())
        p.session->setBaseline(vendorBaselineFromJson(parseBoundedJsonUnordered(b, sessionPath), sessionPath));
    const bool templates = dynamic_cast<TemplateGenerator*>(p.generator.get()) != nullptr;
    auto engine = std::make_unique<Engine>(std::move(p.session), std::move(p.backend), std::move(p.generator),
                                           std::move(p.surrogate), std::move(store));
    engine->setStartNote(p.note);
    if (p.llm) engine->setStopCheck(llmStopCheck(p.llm, templates ? engine.get() : nullptr));
    return engine;
}

void SessionFactory::checkResumable(const std::string& sessionPath) {
    auto store = SessionStore::open(sessionPath, false);
    SessionConfig config = store->config();
    validateConfig(config, sessionPath, Purpose::Check);
    auto rows = store->loadCandidates();
    Parts p = buildParts(config, nullptr, Purpose::Check);
    restoreRows(p, rows, sessionPath);
    // What the engine checks when it starts: the model strategy needs a surrogate that
    // scores the whole space.
    Engine engine(std::move(p.session), std::move(p.backend), std::move(p.generator), std::move(p.surrogate), nullptr);
}

} // namespace augur
