// `augur-cli eval`: cross-validated evaluation of a surrogate on datasets of measured
// candidates, against two baselines (docs/evaluation.md).
#include "CliCommon.h"
#include "Commands.h"
#include "NumberOptions.h"

#include "core/surrogate/CompileFeatureSource.h"
#include "core/surrogate/SourceFeatureSource.h"
#include "core/bins/Confidence.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/EvaluationReport.h"
#include "core/evaluation/EvaluationSuite.h"
#include "core/evaluation/EvaluationSvg.h"
#include "core/base/InputError.h"
#include "core/kernel/KernelCompiler.h"
#include "core/llm/client/LlmClient.h"
#include "core/llm/client/LlmEndpointStore.h"
#include "core/llm/prompt/LlmPromptTemplate.h"
#include "core/llm/LlmSurrogate.h"
#include "core/evaluation/SurrogateEvaluation.h"

#ifdef AUGUR_HAVE_NVRTC
#include "gpu/compile/NvrtcKernelCompiler.h"
#include "core/base/OutputGuard.h"
#endif

#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <thread>

namespace augur::cli {

namespace {

namespace fs = std::filesystem;

struct EvalOptions {
    std::vector<std::string> datasets;
    std::string surrogate = "features";
    std::string format = "table";
    std::string svgDir;
    std::string split = "auto";
    std::string features = "auto";
    std::string arch;
    std::string confidence = "maxprob";
    std::string endpoint; ///< LLM endpoint profile (llm, ensemble)
    std::string endpoints; ///< endpoints file
    int folds = 5;
    std::uint64_t seed = 7;
    int threads = 0;
    bool noCompile = false;
    bool noBaselines = false;
    bool quiet = false;
};

/// The compiler for compile-time features, or null (features from measurement reports).
std::shared_ptr<KernelCompiler> makeCompiler(bool wanted, bool quiet) {
    if (!wanted) return nullptr;
#ifdef AUGUR_HAVE_NVRTC
    std::string why;
    if (auto c = gpu::NvrtcKernelCompiler::tryCreate(&why)) return c;
    if (!quiet)
        std::cerr << "eval: NVRTC unavailable (" << why << "); compile-time features from measurement reports only\n";
#else
    if (!quiet) std::cerr << "eval: built without NVRTC; compile-time features from measurement reports only\n";
#endif
    return nullptr;
}

std::string stemOf(const std::string& path) {
    std::string s = fs::path(path).filename().string();
    return s.substr(0, s.find('.'));
}

/// The datasets named, appended; InputError when none has a successful measurement.
EvaluationDataset loadDatasets(const EvalOptions& o) {
    if (o.datasets.empty()) throw InputError("command line", "--dataset", "at least one dataset is needed");
    EvaluationDataset ds;
    for (const std::string& path : o.datasets) {
        if (!fs::exists(path)) throw InputError(path, "--dataset", "no such file");
        ds.append(loadEvaluationDataset(path));
    }
    if (ds.successCount() == 0)
        throw InputError(o.datasets.front(), "(file)",
                         "no measured candidate: all " + std::to_string(ds.candidateCount()) +
                             " candidates failed, so there is nothing to score");
    return ds;
}

/// The split asked for (or the dataset's default), checked against what the datasets hold.
EvaluationSplit chooseSplit(const EvalOptions& o, const EvaluationDataset& ds) {
    const EvaluationSplit split = o.split == "fold" ? EvaluationSplit::ByFold
        : o.split == "problem"                      ? EvaluationSplit::ByProblem
        : o.split == "gpu"                          ? EvaluationSplit::ByGpu
                                                    : EvaluationSuite::defaultSplit(ds);
    if (split == EvaluationSplit::ByProblem && ds.problems.size() < 2)
        throw InputError("command line", "--split", "by-problem evaluation needs datasets of at least 2 problems");
    if (split == EvaluationSplit::ByGpu) {
        std::set<std::string> gpus;
        for (const auto& p : ds.problems) gpus.insert(p.problem.hardware);
        if (gpus.size() < 2)
            throw InputError("command line", "--split",
                             "by-GPU evaluation needs datasets of at least 2 GPUs (the problems name " +
                                 std::to_string(gpus.size()) + ")");
    }
    return split;
}

/// The feature rows of `features` ("params": none, the configuration is the row); the
/// compile-time source, when that is what they are, goes to `compiled` for the report.
std::shared_ptr<CandidateFeatureSource> featureRows(const EvalOptions& o, const EvaluationDataset& ds,
                                                    const std::string& features, EvaluationSplit split,
                                                    std::shared_ptr<CompileFeatureSource>& compiled) {
    if (features == "params") return nullptr;
    if (features == "source") {
        // Programs NVRTC cannot compile (PyTorch with inline CUDA, Triton): their text.
        SourceFeatureOptions so;
        so.includeConfiguration = EvaluationSuite::sameParameters(ds);
        so.includeReference = split != EvaluationSplit::ByFold;
        auto text = std::make_shared<SourceFeatureSource>(so);
        int described = 0;
        for (const auto& p : ds.problems)
            for (const auto& c : p.candidates) described += text->features(p.problem, c) ? 1 : 0;
        if (!o.quiet)
            std::cerr << "eval: source-text features of " << described << " of " << ds.candidateCount()
                      << " candidates\n";
        if (described == 0) throw InputError(o.datasets.front(), "--features", "no candidate has source text");
        return text;
    }
    CompileFeatureOptions co;
    co.arch = o.arch;
    co.includeConfiguration = features == "params+compile";
    co.includeReference = split == EvaluationSplit::ByProblem;
    compiled = std::make_shared<CompileFeatureSource>(makeCompiler(!o.noCompile, o.quiet), co);
    std::vector<std::pair<const Problem*, const Candidate*>> items;
    for (const auto& p : ds.problems)
        for (const auto& c : p.candidates) items.emplace_back(&p.problem, &c);
    const int threads = o.threads > 0 ? o.threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    if (!o.quiet)
        std::cerr << "eval: compile-time features of " << items.size() << " candidates (" << threads << " threads)\n";
    compiled->prefetch(items, threads);
    const auto st = compiled->stats();
    if (!o.quiet)
        std::cerr << "eval: " << st.rows << " rows, " << st.unavailable << " without features; " << st.compiled
                  << " modules compiled (" << st.compileFailures << " failed, " << static_cast<long long>(st.compileMs)
                  << " ms of compile time)" << (st.fromReports ? ", resources from measurement reports" : "") << "\n";
    if (st.rows == 0)
        throw InputError(o.datasets.front(), "--features",
                         "no candidate has compile-time features (" +
                             (st.lastError.empty() ? std::string("no source") : st.lastError) + ")");
    return compiled;
}

/// The LLM surrogate over an endpoint profile, as in a session (docs/llm.md), for the
/// llm and ensemble surrogates.
void addLlmSurrogate(const EvalOptions& o, ConfidenceKind confidence, EvaluationSuiteOptions& so) {
    const std::string file = o.endpoints.empty() ? LlmEndpointStore::defaultPath() : o.endpoints;
    const LlmEndpointStore store = LlmEndpointStore::load(file, !o.endpoints.empty());
    auto client = std::make_shared<LlmClient>(store.resolve(o.endpoint, "command line"), o.seed);
    const LlmPromptTemplate prompt = LlmPromptTemplate::load("surrogate", store.promptDir);
    LlmSurrogateOptions lo;
    lo.confidence = confidence;
    so.llm = [client, prompt, lo] { return std::make_unique<LlmSurrogate>(client, prompt, lo); };
}

/// The reliability diagram of every surrogate and the risk–coverage curves, as SVG files in --svg-dir.
void writeSvgs(const EvalOptions& o, const EvaluationResult& r) {
    fs::create_directories(o.svgDir);
    std::string stem = stemOf(o.datasets.front());
    std::string title = stem;
    if (o.datasets.size() > 1) {
        stem += "+" + std::to_string(o.datasets.size() - 1);
        title += " and " + std::to_string(o.datasets.size() - 1) + " more";
    }
    title += std::string(" (by ") + evaluationSplitName(r.split) + ")";
    stem += std::string(".") + evaluationSplitName(r.split); // e.g. convolution_A100_T4.fold.reliability.features.svg
    auto write = [&](const std::string& name, const std::string& svg) {
        const fs::path p = fs::path(o.svgDir) / name;
        refuseOverwritingInputs(p.string(), "--svg-dir", o.datasets); // nor through a link
        std::ofstream out(p);
        out << svg;
        if (!out) throw InputError(p.string(), "--svg-dir", "cannot write");
        if (!o.quiet) std::cerr << "eval: wrote " << p.string() << "\n";
    };
    std::vector<const SurrogateScore*> all;
    for (const auto& s : r.surrogates) {
        write(stem + ".reliability." + s.label + ".svg", EvaluationSvg::reliability(s, "Reliability, " + title));
        all.push_back(&s);
    }
    write(stem + ".risk-coverage.svg", EvaluationSvg::riskCoverage(all, "Risk-coverage, " + title));
}

int runEval(const EvalOptions& o) {
    const EvaluationDataset ds = loadDatasets(o);
    EvaluationOptions eo;
    eo.folds = o.folds;
    eo.seed = o.seed;
    eo.confidence = parseConfidenceKind(o.confidence).value_or(ConfidenceKind::MaxProb);
    eo.split = chooseSplit(o, ds);
    // Rows: the tunable configuration within a problem; compile-time features (with the
    // reference's, so rows of different problems compare) across problems; the program
    // text of records NVRTC cannot compile.
    std::string features = o.features;
    if (features == "auto")
        features = EvaluationSuite::sourceOnly(ds)                               ? "source"
            : EvaluationSuite::defaultFeatures(ds, eo.split, nullptr) != nullptr ? "compile"
                                                                                 : "params";
    std::shared_ptr<CompileFeatureSource> compiled;
    const std::shared_ptr<CandidateFeatureSource> rows = featureRows(o, ds, features, eo.split, compiled);

    EvaluationSuiteOptions so;
    so.baselines = !o.noBaselines;
    if (o.surrogate != "features") addLlmSurrogate(o, eo.confidence, so);
    const auto specs = EvaluationSuite::specs(o.surrogate, rows, so);
    if (!o.quiet) eo.progress = [](const std::string& line) { std::cerr << "eval: " << line << "\n"; };
    const EvaluationResult r = SurrogateEvaluation::run(ds, specs, eo);
    if (!o.svgDir.empty()) writeSvgs(o, r);

    const std::string arch = compiled ? compiled->archFor(ds.problems.front().problem) : std::string();
    if (o.format == "json") {
        nlohmann::json j = EvaluationReport::toJson(r);
        j["features"] = features;
        if (compiled) j["arch"] = arch;
        std::cout << j.dump(2) << std::endl;
    } else {
        std::cout << EvaluationReport::toTable(r) << "features " << features;
        if (compiled) std::cout << " (" << arch << ")";
        std::cout << std::endl;
    }
    return 0;
}

} // namespace

void addEvalCommand(CLI::App& app) {
    auto o = std::make_shared<EvalOptions>();
    auto* cmd = app.add_subcommand("eval", "Cross-validated evaluation of a surrogate on measured datasets");
    cmd->add_option(
           "--dataset", o->datasets,
           "Dataset of measured candidates (T4, Augur dataset or export, GPU Forecasters, CUDA-L1 or KernelBench records); "
           "repeatable")
        ->required();
    cmd->add_option("--surrogate", o->surrogate, "Surrogate under evaluation")
        ->check(CLI::IsMember({"features", "llm", "ensemble"}));
    cmd->add_option("--format", o->format, "Output format")->check(CLI::IsMember({"table", "json"}));
    cmd->add_option("--svg-dir", o->svgDir,
                    "Write reliability diagrams and the risk-coverage plot (SVG) to this folder");
    cmd->add_option(
           "--split", o->split,
           "Cross-validation: by fold inside each problem, leave one task out, or leave one GPU out (auto: problem when "
           "several)")
        ->check(CLI::IsMember({"auto", "fold", "problem", "gpu"}));
    cmd->add_option("--folds", o->folds, "Folds of by-fold cross-validation")->check(integerIn(2, 1000));
    cmd->add_option("--seed", o->seed, "Seed of the folds and the surrogates (0 to 2^64 - 1)")
        ->check(integerIn<std::uint64_t>(0));
    cmd->add_option(
           "--features", o->features,
           "Rows of the features surrogate: tunable parameters, compile-time features, both, or source-text features "
           "(auto: source for CUDA-L1/KernelBench/GPU Forecasters records, else params by fold, compile by problem)")
        ->check(CLI::IsMember({"auto", "params", "compile", "params+compile", "source"}));
    cmd->add_option("--arch", o->arch,
                    "Architecture for compile-time features, e.g. sm_90 (default: from the dataset's hardware)");
    cmd->add_flag("--no-compile", o->noCompile,
                  "Compile-time features without NVRTC: ptxas resources from the measurement reports, no PTX");
    cmd->add_option("--threads", o->threads, "Threads compiling candidates (default: all cores)")
        ->check(integerIn(0, 256));
    cmd->add_option("--confidence", o->confidence, "Confidence score of the risk-coverage curve")
        ->check(CLI::IsMember({"maxprob", "negentropy", "top2"}));
    cmd->add_flag("--no-baselines", o->noBaselines, "Leave out the two baselines");
    cmd->add_option("--endpoint", o->endpoint,
                    "LLM endpoint profile for --surrogate llm|ensemble (default: the file's default)");
    cmd->add_option("--endpoints", o->endpoints,
                    "Endpoints file (default: $AUGUR_ENDPOINTS, else ~/.config/augur/endpoints.json)");
    cmd->add_flag("-q,--quiet", o->quiet, "No progress lines on stderr");
    cmd->callback([o] { setExitCode(guarded([&] { return runEval(*o); })); });
}

} // namespace augur::cli
