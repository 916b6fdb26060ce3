#include "core/SessionFactory.h"

#include "core/BackendRegistry.h"
#include "core/FeaturesSurrogate.h"
#include "core/ProblemLoader.h"
#include "core/InputError.h"
#include "core/ReplayBackend.h"
#include "core/TunerGenerator.h"

namespace augur {

void SessionFactory::validate(const SessionConfig& c, const std::string& origin) {
    if (c.backend == "replay") {
        if (c.datasetPath.empty()) throw InputError(origin, "dataset", "the replay backend needs a dataset file");
    } else if (BackendRegistry::has(c.backend)) {
        if (c.problemPath.empty()) throw InputError(origin, "problem", "the " + c.backend + " backend needs a problem folder");
    } else {
        throw InputError(origin, "backend", "'" + c.backend + "' is not available in this build (use replay or cuda)");
    }
    if (c.generator != "tuner")
        throw InputError(origin, "generator", "'" + c.generator + "' is not available (use tuner)");
    if (c.surrogate != "features")
        throw InputError(origin, "surrogate", "'" + c.surrogate + "' is not available (use features)");
    if (c.strategy != "puct" && c.strategy != "measure-all")
        throw InputError(origin, "strategy", "'" + c.strategy + "' is unknown (use puct or measure-all)");
    if (c.maxMeasurements < 0) throw InputError(origin, "max_measurements", "must be >= 0");
    if (c.maxCandidates < 1) throw InputError(origin, "max_candidates", "must be >= 1");
    if (!(c.threshold >= 0.0 && c.threshold <= 1.0)) throw InputError(origin, "threshold", "must be in [0, 1]");
    if (c.batchSize < 1) throw InputError(origin, "batch_size", "must be >= 1");
    if (c.childrenPerExpansion < 1) throw InputError(origin, "children_per_expansion", "must be >= 1");
    if (!(c.discoveryDelta > 1.0)) throw InputError(origin, "discovery_delta", "must be > 1");
    if (!(c.replayDelayMs >= 0.0)) throw InputError(origin, "replay_delay_ms", "must be >= 0");
}

namespace {
struct Parts {
    std::unique_ptr<Session> session;
    std::unique_ptr<MeasurementBackend> backend;
    std::unique_ptr<Generator> generator;
    std::unique_ptr<Surrogate> surrogate;
};

Parts buildParts(const SessionConfig& config) {
    Parts p;
    if (config.backend != "replay") {
        // The session owns the problem; the backend keeps a reference to the session's copy.
        p.session = std::make_unique<Session>(ProblemLoader::load(config.problemPath), config);
        try {
            p.backend = BackendRegistry::create(config.backend, p.session->problem(), config);
        } catch (const std::invalid_argument& e) {
            throw InputError(config.problemPath, "backend", e.what());
        }
        p.generator = std::make_unique<TunerGenerator>(*p.backend, config.seed);
        p.surrogate = std::make_unique<FeaturesSurrogate>(config.seed);
        return p;
    }
    T4Dataset ds = loadT4Dataset(config.datasetPath, config.referenceKey);
    Problem problem = ds.problem;
    auto replay = std::make_unique<ReplayBackend>(std::move(ds), config.replayDelayMs);
    p.generator = std::make_unique<TunerGenerator>(*replay, config.seed);
    p.backend = std::move(replay);
    p.surrogate = std::make_unique<FeaturesSurrogate>(config.seed);
    p.session = std::make_unique<Session>(std::move(problem), config);
    return p;
}
} // namespace

std::unique_ptr<Engine> SessionFactory::create(const SessionConfig& config, const std::string& sessionPath) {
    validate(config, sessionPath.empty() ? std::string("command line") : sessionPath);
    Parts p = buildParts(config); // reads and checks the dataset before any file is written
    std::unique_ptr<SessionStore> store;
    if (!sessionPath.empty()) store = SessionStore::create(sessionPath, config, p.session->problem().name);
    return std::make_unique<Engine>(std::move(p.session), std::move(p.backend), std::move(p.generator),
                                    std::move(p.surrogate), std::move(store));
}

std::unique_ptr<Engine> SessionFactory::resume(const std::string& sessionPath) {
    auto store = SessionStore::open(sessionPath);
    SessionConfig config = store->config();
    validate(config, sessionPath);
    auto rows = store->loadCandidates();
    Parts p = buildParts(config);
    for (auto& row : rows) {
        CandidateId id = row.candidate.id;
        if (row.candidate.parent != kNoCandidate && row.candidate.parent >= id)
            throw InputError(sessionPath, "candidates[id=" + std::to_string(id) + "].parent", "parent is not an earlier candidate");
        p.session->restore(std::move(row.candidate));
        p.session->restoreExpansion(id, row.visits, row.exhausted);
    }
    return std::make_unique<Engine>(std::move(p.session), std::move(p.backend), std::move(p.generator),
                                    std::move(p.surrogate), std::move(store));
}

} // namespace augur
