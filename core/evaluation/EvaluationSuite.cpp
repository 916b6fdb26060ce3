#include "core/evaluation/EvaluationSuite.h"

#include "core/surrogate/EnsembleSurrogate.h"
#include "core/surrogate/FeaturesSurrogate.h"
#include "core/surrogate/FrequencyBaseline.h"
#include "core/base/InputError.h"
#include "core/surrogate/NearestNeighbourBaseline.h"
#include "core/surrogate/SourceFeatureSource.h"

#include <algorithm>

namespace augur {

const std::vector<std::string>& EvaluationSuite::surrogateNames() {
    static const std::vector<std::string> names = {"features", "llm", "ensemble"};
    return names;
}

bool EvaluationSuite::available(const std::string& name, const EvaluationSuiteOptions& options) {
    return name == "features" || ((name == "llm" || name == "ensemble") && options.llm != nullptr);
}

std::vector<SurrogateSpec> EvaluationSuite::specs(const std::string& surrogate,
                                                  std::shared_ptr<CandidateFeatureSource> features,
                                                  const EvaluationSuiteOptions& options) {
    const auto& names = surrogateNames();
    if (std::find(names.begin(), names.end(), surrogate) == names.end())
        throw InputError("command line", "--surrogate",
                         "'" + surrogate + "' is unknown (use features, llm or ensemble)");
    if (!available(surrogate, options))
        throw InputError("command line", "--surrogate",
                         "the " + surrogate + " surrogate needs an LLM endpoint (--endpoint, docs/llm.md)");
    std::vector<SurrogateSpec> out;
    auto makeFeatures = [features](std::uint64_t seed, bool calibrate) {
        FeaturesSurrogateOptions o;
        o.calibrate = calibrate;
        // Offline evaluation scores the bin forecasts; the search's point head (a bootstrap
        // ensemble blended with a Gaussian process) is not what it measures, and over
        // hundreds of rows it would cost most of the run.
        o.regression.ensemble = 1;
        o.gaussianProcess = false;
        auto s = std::make_unique<FeaturesSurrogate>(seed, o);
        s->setFeatureSource(features);
        return s;
    };
    auto featuresSpec = [makeFeatures](const std::string& label, bool calibrate) {
        return SurrogateSpec{label, [makeFeatures, calibrate](std::uint64_t seed) -> std::unique_ptr<Surrogate> {
                                 return makeFeatures(seed, calibrate);
                             }};
    };
    if (surrogate == "llm") {
        out.push_back({"llm", [llm = options.llm](std::uint64_t) { return llm(); }});
    } else if (surrogate == "ensemble") {
        out.push_back({"ensemble", [llm = options.llm, makeFeatures](std::uint64_t seed) -> std::unique_ptr<Surrogate> {
                           return std::make_unique<EnsembleSurrogate>(llm(), makeFeatures(seed, true));
                       }});
    }
    out.push_back(featuresSpec("features", true));
    if (options.uncalibrated && surrogate == "features") out.push_back(featuresSpec("features-uncalibrated", false));
    if (options.baselines) {
        out.push_back({"baseline-frequency", [](std::uint64_t) -> std::unique_ptr<Surrogate> {
                           return std::make_unique<FrequencyBaseline>();
                       }});
        out.push_back({"baseline-nearest", [features](std::uint64_t) -> std::unique_ptr<Surrogate> {
                           auto s = std::make_unique<NearestNeighbourBaseline>();
                           s->setFeatureSource(features);
                           return s;
                       }});
    }
    return out;
}

std::shared_ptr<CandidateFeatureSource> EvaluationSuite::defaultFeatures(const EvaluationDataset& dataset,
                                                                         EvaluationSplit split,
                                                                         std::shared_ptr<KernelCompiler> compiler,
                                                                         const std::string& arch) {
    const bool source = sourceOnly(dataset);
    bool tunable = true;
    for (const auto& p : dataset.problems)
        for (const auto& c : p.candidates) tunable = tunable && !c.configuration.empty();
    if (split == EvaluationSplit::ByFold && tunable && !source) return nullptr;
    if (source) {
        SourceFeatureOptions o;
        o.includeConfiguration = sameParameters(dataset);
        o.includeReference = split != EvaluationSplit::ByFold;
        return std::make_shared<SourceFeatureSource>(o);
    }
    CompileFeatureOptions o;
    o.arch = arch;
    o.includeReference = split != EvaluationSplit::ByFold;
    return std::make_shared<CompileFeatureSource>(std::move(compiler), o);
}

bool EvaluationSuite::sourceOnly(const EvaluationDataset& dataset) {
    // A dataset appended from several files joins its formats with ", ".
    std::size_t from = 0;
    bool any = false;
    while (from <= dataset.format.size()) {
        const std::size_t comma = dataset.format.find(", ", from);
        const std::string f =
            dataset.format.substr(from, comma == std::string::npos ? std::string::npos : comma - from);
        if (f != "cuda-l1" && f != "kernelbench" && f != "gpu-forecasters") return false;
        any = true;
        if (comma == std::string::npos) break;
        from = comma + 2;
    }
    return any;
}

bool EvaluationSuite::sameParameters(const EvaluationDataset& dataset) {
    auto names = [](const Problem& p) {
        std::vector<std::string> n;
        for (const Parameter& q : p.space.parameters()) n.push_back(q.name);
        return n;
    };
    if (dataset.problems.empty() || dataset.problems.front().problem.space.empty()) return false;
    const auto first = names(dataset.problems.front().problem);
    for (const auto& p : dataset.problems)
        if (names(p.problem) != first) return false;
    return true;
}

EvaluationSplit EvaluationSuite::defaultSplit(const EvaluationDataset& dataset) {
    return dataset.problems.size() > 1 ? EvaluationSplit::ByProblem : EvaluationSplit::ByFold;
}

} // namespace augur
