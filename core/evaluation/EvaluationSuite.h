#pragma once
// The surrogates an evaluation compares, built the same way for augur-cli eval, the GUI's
// evaluation view and the tests.
#include "core/surrogate/CandidateFeatureSource.h"
#include "core/surrogate/CompileFeatureSource.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/SurrogateEvaluation.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace augur {

/// What the suite holds besides the surrogate under test.
struct EvaluationSuiteOptions {
    bool uncalibrated = true; ///< add "features-uncalibrated" (the booster's raw softmax), for calibration before/after
    bool baselines = true; ///< add "baseline-frequency" and "baseline-nearest"
    /// Builds a fresh LLM surrogate (core/llm/LlmSurrogate.h) for "llm" and "ensemble", once
    /// per training set; empty: those two are not available (augur-cli eval builds it
    /// from an endpoint profile, docs/llm.md).
    std::function<std::unique_ptr<Surrogate>()> llm;
};

/// Builds SurrogateSpecs by name.
class EvaluationSuite {
public:
    /// Surrogate names `augur-cli eval --surrogate` knows: "features", "llm", "ensemble".
    static const std::vector<std::string>& surrogateNames();

    /// Whether `name` can be evaluated with `options`: "features" always, "llm" and
    /// "ensemble" when options.llm can build the LLM surrogate.
    static bool available(const std::string& name, const EvaluationSuiteOptions& options = {});

    /// The specs for `surrogate`, then the suite's extras: for "features" its uncalibrated
    /// variant; for "llm" and "ensemble" (the LLM pooled with the features surrogate,
    /// core/surrogate/EnsembleSurrogate.h) the features surrogate for comparison; then the two
    /// baselines. `features` (may be null: the tunable configuration is the row) feeds the
    /// features surrogate, the ensemble's features member and the nearest-neighbour
    /// baseline. Throws InputError("--surrogate", ...) for a surrogate that is unknown or
    /// not available.
    static std::vector<SurrogateSpec> specs(const std::string& surrogate,
                                            std::shared_ptr<CandidateFeatureSource> features,
                                            const EvaluationSuiteOptions& options = {});

    /// The split a dataset gets when none is asked for: by problem (leave one out) when it
    /// has several problems, else by fold.
    static EvaluationSplit defaultSplit(const EvaluationDataset& dataset);

    /// The rows the features surrogate and the nearest-neighbour baseline get by default:
    /// nullptr (the tunable configuration) by fold when every candidate has one and the
    /// dataset is not sourceOnly(); source-text features (SourceFeatureSource, with the
    /// configuration when every problem has the same parameters) for a sourceOnly()
    /// dataset; else compile-time features (a CompileFeatureSource with `compiler`, which
    /// may be null: ptxas resources from the measurement reports). Both add the
    /// reference's columns when the split is not by fold, so rows of different problems
    /// compare.
    static std::shared_ptr<CandidateFeatureSource> defaultFeatures(const EvaluationDataset& dataset,
                                                                   EvaluationSplit split,
                                                                   std::shared_ptr<KernelCompiler> compiler,
                                                                   const std::string& arch = {});

    /// True when the dataset's candidates are programs NVRTC cannot compile (PyTorch or
    /// Triton Python, as in CUDA-L1, KernelBench and GPU Forecasters records): its format
    /// is one of those, so only their text describes them.
    static bool sourceOnly(const EvaluationDataset& dataset);

    /// True when every problem has the same parameter names (rows may carry them).
    static bool sameParameters(const EvaluationDataset& dataset);
};

} // namespace augur
