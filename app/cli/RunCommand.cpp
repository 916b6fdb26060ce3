#include <algorithm>
#include "CliCommon.h"
#include "Commands.h"
#include "NamedOption.h"
#include "NumberOptions.h"
#include "SlurmOptions.h"

#include "core/backend/ClusterView.h"
#include "core/bins/Confidence.h"
#include "core/model/Objective.h"
#include "core/base/InputError.h"
#include "core/analysis/CostAccounting.h"
#include "core/llm/client/LlmClient.h"
#include "core/llm/client/LlmUnavailable.h"
#include "core/engine/RunSummary.h"
#include "core/model/MeasurementThroughput.h"
#include "core/session/SessionFactory.h"
#include "gpu/slurm/SlurmLauncher.h"

#include <cmath>
#include <csignal>
#include <filesystem>
#include <iostream>

namespace augur::cli {

namespace {
int g_exit = 0;

struct RunOptions {
    SessionConfig config;
    std::string session;
    std::string confidence = "maxprob";
    bool noSession = false;
    bool quiet = false;
    std::size_t backendGiven = 0;
};

Engine* g_running = nullptr;
volatile std::sig_atomic_t g_signalled = 0;
void onSignal(int) {
    // Ask the engine to stop at its next step; the session file stays consistent. LLM
    // requests in flight are cancelled and a wait for a Slurm allocation gives up, so its
    // jobs are cancelled (lock-free atomic stores).
    g_signalled = 1;
    LlmClient::cancelAll();
    gpu::SlurmLauncher::interruptAll();
    if (g_running) g_running->requestStop();
}

/// From before the session is built (a Slurm allocation may pend then) to the end of the
/// run: SIGINT, SIGTERM and SIGHUP (a dropped terminal) stop it cleanly.
void catchStopSignals(bool on) {
    for (int sig : {SIGINT, SIGTERM, SIGHUP}) std::signal(sig, on ? onSignal : SIG_DFL);
}

int runEngine(Engine& engine, bool quiet, const std::string& sessionPath, const LlmActivity& activity) {
    if (!quiet) engine.setListener(progressPrinter(engine.session().config().maxMeasurements));
    g_running = &engine;
    catchStopSignals(true);
    engine.run();
    g_running = nullptr;
    catchStopSignals(false);
    const SessionConfig& cfg = engine.session().config();
    const bool llm = cfg.usesLlm();
    try {
        engine.rethrowIfFailed();
    } catch (const LlmUnavailable& e) {
        // Ctrl-C cancelled the generator's requests: a stop on request, not a failure.
        if (!(e.cancelled() && g_signalled)) {
            if (!sessionPath.empty())
                throw std::runtime_error(std::string(e.what()) + "; everything so far is in " + sessionPath +
                                         ": continue with `augur-cli resume " + sessionPath + "`");
            throw;
        }
    }
    auto summary = runSummary(engine.session(), &engine.backend(), engine.stopReason(), engine.elapsedSeconds(),
                              engine.priorFit());
    if (!quiet) // beside the progress lines; the JSON summary has the figures as "measurement_cost"
        if (const std::string cost = MeasurementThroughput::of(engine.session().candidates()).describe(); !cost.empty())
            std::cerr << "GPU time per measurement: " << cost << "\n";
    if (!sessionPath.empty()) summary["session"] = sessionPath;
    if (auto ms = engine.modelStepMs(); ms.size() > 1) {
        // The initial design is the first step (no model yet): the search's steps follow.
        ms.erase(ms.begin());
        std::sort(ms.begin(), ms.end());
        summary["model_step_ms"] = {{"median", ms[ms.size() / 2]}, {"max", ms.back()}, {"steps", ms.size()}};
    }
    if (llm) {
        summary["llm"] = LlmUsage::process().snapshot().toJson();
        summary["llm"]["endpoint"] = cfg.endpoint.empty() ? std::string("(default)") : cfg.endpoint;
        // What the GUI's LLM dock shows besides the usage: rejected replies, cost and caps.
        const LlmActivitySnapshot a = activity.snapshot();
        summary["llm"]["without_reply_or_rejected"] = a.rejectedTotal;
        if (a.cost) summary["llm"]["cost"] = *a.cost;
        if (!a.endpointName.empty()) summary["llm"]["endpoint"] = a.endpointName; // the profile actually used
        if (a.maxRequests > 0) summary["llm"]["cap_requests"] = a.maxRequests;
        if (a.maxTokens > 0) summary["llm"]["cap_tokens"] = a.maxTokens;
        if (!a.capReached.empty()) summary["llm"]["cap_reached"] = a.capReached;
        // Requests, tokens and cost per new candidate; forecast requests per candidate.
        summary["llm"].update(llmCostFigures(a));
        if (a.pricePerMillionInput || a.pricePerMillionOutput) // the cost section in money too
            summary["cost"] =
                costJson(engine.session(),
                         TokenPrices{a.pricePerMillionInput.value_or(0.0), a.pricePerMillionOutput.value_or(0.0)});
    }
    // A cluster backend: its jobs (ids, states, nodes), the rate and the faults it met.
    if (auto cluster = clusterActivityOf(engine.backend())) summary["cluster"] = cluster->snapshot().toJson();
    std::cout << summary.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << std::endl;
    return 0;
}
} // namespace

int exitCode() { return g_exit; }
void setExitCode(int code) { g_exit = code; }

namespace {
/// The options that say what is searched and with what budget: sources, backend,
/// generator, surrogate, strategy, prior and the measurement, candidate, LLM and wall budgets.
void addSourceAndBudgetOptions(CLI::App* run, const std::shared_ptr<RunOptions>& opt) {
    auto& c = opt->config;
    run->add_option(
        "--dataset", c.datasetPath,
        "What to replay: a recorded tuning space (Kernel Tuner T4 or cache file, Augur dataset) or a record file "
        "(CUDA-L1, KernelBench, GPU Forecasters; one task, see --task), .json(l) or .gz; default: the embedded "
        "default session");
    run->add_option("--task", c.task,
                    "Record files: the task to replay, e.g. L1/23 or L1/23@3090 (default: the file's first)");
    run->add_option("--problem", c.problemPath,
                    "Problem folder for the cuda or slurm backend (docs/problem-format.md); implies --backend cuda, "
                    "or slurm with any --slurm-* option");
    run->add_option("--backend", c.backend, "Measurement backend")
        ->check(CLI::IsMember({"replay", "cuda", "slurm"}))
        ->each([opt](const std::string&) { ++opt->backendGiven; });
    cli::addNamedOption(run, "--generator", c.generator, kGeneratorKinds, "Candidate generator");
    cli::addNamedOption(run, "--surrogate", c.surrogate, kSurrogateKinds, "Forecaster");
    run->add_option(
        "--endpoint", c.endpoint,
        "LLM endpoint profile for --generator llm / --surrogate llm|ensemble (default: the file's default; docs/llm.md)");
    run->add_option("--endpoints", c.endpointsFile,
                    "Endpoints file (default: $AUGUR_ENDPOINTS or ~/.config/augur/endpoints.json)")
        ->check(CLI::ExistingFile);
    cli::addNamedOption(
        run, "--strategy", c.strategy, kSearchStrategies,
        "Search strategy: model (surrogate-scored pool, expected improvement; the default for tunable spaces), "
        "puct (tree search; the default for LLM sources), or the measure-all baseline (docs/search.md)");
    run->add_option(
        "--prior", c.priorPath,
        "Warm start: a Kernel Tuner T4 or cache file, an Augur dataset or a session file of the same parameter space measured elsewhere "
        "(e.g. on another GPU); the surrogate starts from it");
    run->add_option("--max-measurements", c.maxMeasurements, "GPU measurement budget")->check(integerIn(0));
    run->add_option("--initial-design", c.initialDesign,
                    "model: configurations in the space-filling initial design (0 = automatic: budget/3, 4 to 10)")
        ->check(integerIn(0));
    run->add_option("--max-candidates", c.maxCandidates, "Candidate budget")->check(integerIn(1));
    run->add_option("--max-llm-requests", c.maxLlmRequests,
                    "Cap on LLM requests for this run (0 = none); reaching it ends the run (with --llm-templates once "
                    "no template node is left to tune)")
        ->check(integerIn<std::int64_t>(0));
    run->add_option("--max-llm-tokens", c.maxLlmTokens,
                    "Cap on LLM prompt + completion tokens for this run (0 = none); reaching it ends the run")
        ->check(integerIn<std::int64_t>(0));
    run->add_option("--max-llm-idle-replies", c.maxLlmIdleReplies,
                    "The LLM generator stops asking after this many replies in a row without a new candidate "
                    "(0 = never); the run then ends with that reason")
        ->check(integerIn(0));
    run->add_flag("--llm-templates", c.llmTemplates,
                  "The LLM generator may write tunable templates; each one's sub-space is tuned under its node "
                  "(docs/llm.md, Templates)");
    run->add_option("--max-wall-s", c.maxWallSeconds, "Wall-time budget in seconds (0 = none)")
        ->check(numberAtLeast(0.0, false));
}

/// The options that tune the search and the measurement: deferral, PUCT, discovery, replay
/// delay, reference, seed, objective, profiling, and where the session is kept.
void addSearchAndMeasurementOptions(CLI::App* run, const std::shared_ptr<RunOptions>& opt) {
    auto& c = opt->config;
    run->add_option("--threshold", c.threshold, "Deferral threshold on confidence, in [0, 1]")
        ->check(numberAtLeast(0.0, false, 1.0));
    run->add_option("--confidence", opt->confidence, "Confidence score")
        ->check(CLI::IsMember({"maxprob", "negentropy", "top2"}));
    run->add_option("--batch", c.batchSize, "Nodes selected per PUCT step")->check(integerIn(1));
    run->add_option("--children", c.childrenPerExpansion, "Children proposed per expansion")->check(integerIn(1));
    run->add_option("--measure-per-step", c.measurementsPerStep,
                    "puct: measurements per expansion step (0 = every deferred candidate)")
        ->check(integerIn(0));
    run->add_option("--puct-c", c.puctC, "PUCT exploration constant c")->check(numberAtLeast(0.0, false));
    run->add_option("--delta", c.discoveryDelta, "Discovery moment ratio S_child/S_parent (> 1)")
        ->check(numberAtLeast(1.0, true));
    run->add_option("--replay-delay-ms", c.replayDelayMs,
                    "Replay: wall time per measurement in ms (0 = as fast as possible, at most one hour)")
        ->check(numberAtLeast(0.0, false, 3600e3));
    run->add_option("--reference", c.referenceKey, "Reference configuration key (default: first valid in file order)");
    run->add_option("--seed", c.seed, "Random seed (0 to 2^64 - 1)")->check(integerIn<std::uint64_t>(0));
    run->add_option(
           "--objective", c.objective,
           "What to optimise: time, energy, or product[:W] (S^W x energy gain^(1-W)); energy needs the cuda backend")
        ->check([](const std::string& v) {
            try {
                (void)augur::Objective::parse(v);
                return std::string();
            } catch (const std::invalid_argument& e) {
                return std::string(e.what());
            }
        });
    run->add_flag("--profile", c.profile,
                  "cuda: collect hardware counters (CUPTI range profiler) and diagnoses for every measured candidate");
    run->add_flag("--energy", c.measureEnergy,
                  "cuda: measure energy per launch (NVML) even when the objective is time");
    run->add_flag("--lock-clocks", c.lockClocks,
                  "cuda, slurm: lock the SM clock to its base clock while timing, where the driver permits it "
                  "(the report says when it cannot)");
    run->add_option("--session", opt->session, "Session file to create (default: a new file in the sessions folder)");
    run->add_flag("--no-session", opt->noSession, "Keep the session in memory only");
    run->add_flag("-q,--quiet", opt->quiet, "No progress lines on stderr");
}

/// The session configuration the command line asks for, with its files checked.
/// Throws InputError naming the option for a missing file or a contradiction.
SessionConfig resolveRunConfig(const RunOptions& opt, const SlurmOptions& slurm) {
    SessionConfig cfg = opt.config;
    cfg.confidence = *parseConfidenceKind(opt.confidence);
    if (opt.backendGiven == 0 && slurm.any()) cfg.backend = "slurm";
    if (!cfg.problemPath.empty() && opt.backendGiven == 0 && !slurm.any()) cfg.backend = "cuda";
    if (cfg.backend == "slurm") {
        cfg.slurm = slurm.resolve();
    } else if (slurm.any()) {
        throw InputError("command line", "--backend", "the --slurm-* options need --backend slurm");
    }
    if (!cfg.endpointsFile.empty())
        cfg.endpointsFile = std::filesystem::absolute(cfg.endpointsFile).string(); // resume from anywhere
    if (!cfg.replays()) {
        if (cfg.problemPath.empty())
            throw InputError("command line", "--problem", "the " + cfg.backend + " backend needs a problem folder");
    } else if (cfg.datasetPath.empty()) {
        cfg.datasetPath = defaultDatasetPath();
        if (cfg.datasetPath.empty())
            throw InputError("command line", "--dataset",
                             "no dataset given and the default dataset was not found (set AUGUR_DEFAULT_DATASET)");
    }
    if (cfg.replays() && !std::filesystem::exists(cfg.datasetPath))
        throw InputError(cfg.datasetPath, "--dataset", "no such file");
    if (!cfg.priorPath.empty()) {
        if (!std::filesystem::exists(cfg.priorPath)) throw InputError(cfg.priorPath, "--prior", "no such file");
        if (!std::filesystem::is_regular_file(cfg.priorPath))
            throw InputError(cfg.priorPath, "--prior", "not a regular file (a dataset or session file is expected)");
        cfg.priorPath = std::filesystem::absolute(cfg.priorPath).string(); // resume from anywhere
    }
    return cfg;
}

/// The session file to create: --session, or a new file named after the dataset or problem;
/// empty with --no-session.
std::string runSessionPath(const RunOptions& opt, const SessionConfig& cfg) {
    std::string path;
    if (!opt.noSession) {
        path = opt.session;
        if (path.empty()) {
            std::string stem = cfg.replays() ? std::filesystem::path(cfg.datasetPath).filename().string()
                                             : std::filesystem::path(cfg.problemPath).filename().string();
            if (stem.empty()) stem = std::filesystem::path(cfg.problemPath).parent_path().filename().string();
            if (cfg.replays()) stem = stem.substr(0, stem.find('.'));
            path = newSessionPath(stem);
        }
    }
    return path;
}
} // namespace

void addRunCommand(CLI::App& app) {
    auto opt = std::make_shared<RunOptions>();
    auto* run = app.add_subcommand("run", "Run a new optimisation session and print a JSON summary");
    addSourceAndBudgetOptions(run, opt);
    addSearchAndMeasurementOptions(run, opt);
    auto slurm = std::make_shared<SlurmOptions>();
    addSlurmOptions(run, slurm);
    run->callback([opt, slurm] {
        setExitCode(guarded([&] {
            const SessionConfig cfg = resolveRunConfig(*opt, *slurm);
            const std::string path = runSessionPath(*opt, cfg);
            auto activity = std::make_shared<LlmActivity>();
            catchStopSignals(true);
            setClusterEventsShown(!opt->quiet);
            auto engine = SessionFactory::create(cfg, path, activity);
            if (!opt->quiet && !path.empty()) std::cerr << "session file: " << path << "\n";
            return runEngine(*engine, opt->quiet, path, *activity);
        }));
    });
}

void addResumeCommand(CLI::App& app) {
    auto path = std::make_shared<std::string>();
    auto quiet = std::make_shared<bool>(false);
    auto budget = std::make_shared<int>(-1);
    auto* cmd = app.add_subcommand("resume", "Continue a session file after a stop or a crash");
    cmd->add_option("session", *path, "Session file")->required();
    cmd->add_option("--max-measurements", *budget, "New measurement budget (total, default: unchanged)")
        ->check(integerIn(0));
    cmd->add_flag("-q,--quiet", *quiet, "No progress lines on stderr");
    cmd->callback([path, quiet, budget] {
        setExitCode(guarded([&] {
            auto activity = std::make_shared<LlmActivity>();
            catchStopSignals(true);
            setClusterEventsShown(!*quiet);
            auto engine = SessionFactory::resume(*path, true, activity);
            if (*budget >= 0) engine->post(BudgetRequest{*budget});
            return runEngine(*engine, *quiet, *path, *activity);
        }));
    });
}

} // namespace augur::cli
