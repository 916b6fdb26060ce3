// The catalogue of core's messages: the English template of every MessageId, one line each.
// lupdate reads this file too (translations/CMakeLists.txt names AUGUR_CORE_TEXT as an alias
// of QT_TRANSLATE_NOOP), so every template is a source text of the "CoreText" context of
// translations/augur_*.ts, and the GUI finds its translation there (ui/base/CoreText).
// Placeholders are %1..%9, in order, with fixed words between any two of them.
#include "core/base/CoreMessage.h"

#include <cstddef>
#include <iterator>

namespace augur {

namespace {
struct Entry {
    MessageId id;
    const char* english;
};

// lupdate's alias of QT_TRANSLATE_NOOP: the template itself, marked for translation.
#define AUGUR_CORE_TEXT(context, english) english

using M = MessageId;
constexpr Entry kCatalogue[] = {
    {M::Text, ""},
    {M::List, ""},
    //: Joins the items of a list: "trust region (radius 2), thompson".
    {M::ListPair, AUGUR_CORE_TEXT("CoreText", "%1, %2")},
    //: %1: a number of configurations.
    {M::LogInitialDesign, AUGUR_CORE_TEXT("CoreText", "initial design: %1 configurations spread over the space")},
    //: %1: a configuration or a candidate id; %2: the search arms that chose it.
    {M::LogMeasuring, AUGUR_CORE_TEXT("CoreText", "measuring %1: chosen by %2")},
    {M::LogMeasuringMore, AUGUR_CORE_TEXT("CoreText", "measuring %1 and %2 more: chosen by %3")},
    {M::ArmTrustRegion, AUGUR_CORE_TEXT("CoreText", "trust region (radius %1)")},
    //: The Thompson sampling arm of the model search.
    {M::ArmThompson, AUGUR_CORE_TEXT("CoreText", "thompson")},
    {M::ArmExpectedImprovement, AUGUR_CORE_TEXT("CoreText", "expected improvement")},
    {M::LogBudgetSet, AUGUR_CORE_TEXT("CoreText", "measurement budget %1")},
    {M::LogBudgetAccepted,
     AUGUR_CORE_TEXT("CoreText", "%1 deferred candidates accepted on forecast: no measurement budget left")},
    {M::LogNothingToExpand,
     AUGUR_CORE_TEXT("CoreText", "#%1 has no unexplored neighbour left: nothing to expand from it")},
    //: %1: the override (measure, accept, exclude); %2: a configuration or a candidate id.
    {M::LogOverride, AUGUR_CORE_TEXT("CoreText", "override %1 on %2")},
    {M::OverrideNone, AUGUR_CORE_TEXT("CoreText", "none")},
    {M::OverrideMeasure, AUGUR_CORE_TEXT("CoreText", "measure")},
    {M::OverrideAccept, AUGUR_CORE_TEXT("CoreText", "accept")},
    {M::OverrideExclude, AUGUR_CORE_TEXT("CoreText", "exclude")},
    //: %1: the field refused ("source", "launches[0].kernel"); %2: why.
    {M::LogRefused, AUGUR_CORE_TEXT("CoreText", "new candidate refused: %1: %2")},
    {M::LogNoForecast, AUGUR_CORE_TEXT("CoreText", "no forecast for the added candidate: %1")},
    {M::LogAdded, AUGUR_CORE_TEXT("CoreText", "added by the engineer as a child of #%1; measuring next")},
    //: %1: why the run ends (an LLM cap); %2: a number of candidates.
    {M::LogStopping, AUGUR_CORE_TEXT("CoreText", "%1; the run ends once the %2 candidate(s) waiting are measured")},
    //: %1: the reference; %2: its configuration or id; %3: the strategy's option name (model, puct).
    {M::LogStart, AUGUR_CORE_TEXT("CoreText", "%1; %2; strategy %3")},
    //: As "%1; %2; strategy %3", with %4: what the session was started with (its prior).
    {M::LogStartNoted, AUGUR_CORE_TEXT("CoreText", "%1; %2; strategy %3; %4")},
    //: %1: the library (cuBLAS), %2: its call in one line, %3: its time in ms, %4: its speedup over the reference.
    {M::LogBaselineTimed, AUGUR_CORE_TEXT("CoreText", "vendor baseline %1 (%2): %3 ms, S %4 over the reference")},
    //: %1: the library (cuBLAS), %2: why it was not timed (in English).
    {M::LogBaselineMissing,
     AUGUR_CORE_TEXT("CoreText", "vendor baseline %1 not timed, the session goes on without it: %2")},
    //: %1: the problem's name.
    {M::ReferenceTemplate, AUGUR_CORE_TEXT("CoreText", "reference: %1 reference.cu")},
    {M::ReferencePlainKernel, AUGUR_CORE_TEXT("CoreText", "reference: the problem's plain reference kernel (%1 ms)")},
    //: %1: where the record is in the file ("results[12]", "record 12 of the cache").
    {M::ReferenceFirstValid, AUGUR_CORE_TEXT("CoreText", "reference: first valid configuration in file order (%1)")},
    {M::ReferenceNamed, AUGUR_CORE_TEXT("CoreText", "reference: named configuration (%1)")},
    {M::RecordOfCache, AUGUR_CORE_TEXT("CoreText", "record %1 of the cache")},
    {M::LogResumed, AUGUR_CORE_TEXT("CoreText", "resumed with %1 candidates, %2 measurements, %3 waiting")},
    //: %1: a configuration or a candidate id; %2: why the machine could not measure.
    {M::LogUnmeasured, AUGUR_CORE_TEXT("CoreText", "%1: not measured, back in the queue: %2")},
    //: %1: a configuration or a candidate id; %2: the failure (compile_error, ...); %3: its reason.
    {M::LogFailed, AUGUR_CORE_TEXT("CoreText", "%1: %2: %3")},
    {M::StatusCompileError, AUGUR_CORE_TEXT("CoreText", "compile_error")},
    {M::StatusWrongResult, AUGUR_CORE_TEXT("CoreText", "wrong_result")},
    {M::StatusRuntimeError, AUGUR_CORE_TEXT("CoreText", "runtime_error")},
    {M::StatusTimeout, AUGUR_CORE_TEXT("CoreText", "timeout")},
    {M::StatusCrash, AUGUR_CORE_TEXT("CoreText", "crash")},
    {M::StatusInvalid, AUGUR_CORE_TEXT("CoreText", "invalid")},
    //: %1: a configuration or a candidate id; %2: the measured speedup S; %3: its bin (1-8).
    {M::LogMeasured, AUGUR_CORE_TEXT("CoreText", "%1: S = %2 (bin %3)")},
    //: As "%1: S = %2 (bin %3)", with %4: the forecast's bin and %5: its confidence.
    {M::LogMeasuredForecast, AUGUR_CORE_TEXT("CoreText", "%1: S = %2 (bin %3), forecast bin %4 at %5")},
    //: %1: the parent's id; %2: the child's id; %3: the ratio of their speedups.
    {M::LogDiscovery, AUGUR_CORE_TEXT("CoreText", "discovery moment: #%1 -> #%2 gains x%3")},
    {M::LogThreshold,
     AUGUR_CORE_TEXT("CoreText",
                     "deferral threshold %1: %2 accepted candidate(s) now deferred, %3 "
                     "deferred candidate(s) now accepted; %4 waiting for measurement")},
    {M::LogRedecided,
     AUGUR_CORE_TEXT("CoreText",
                     "the surrogate retrained on %1 measurements: %2 accepted "
                     "candidate(s) deferred again, %3 deferred candidate(s) now accepted")},
    //: %1: the parameters the prior lacks.
    {M::PriorLacksRelies,
     AUGUR_CORE_TEXT("CoreText",
                     "prior set aside: it lacks %1, which this session varies; the "
                     "search relies on its own measurements")},
    {M::PriorLacksUntil,
     AUGUR_CORE_TEXT("CoreText",
                     "prior set aside: it lacks %1, which this session varies; used "
                     "only until the session has its own")},
    //: %1: the prior's weight (0 to 1).
    {M::PriorWell, AUGUR_CORE_TEXT("CoreText", "prior weight %1: the prior ranks this GPU's measurements well")},
    {M::PriorFairly, AUGUR_CORE_TEXT("CoreText", "prior weight %1: the prior ranks this GPU's measurements fairly")},
    {M::PriorPoorly,
     AUGUR_CORE_TEXT("CoreText",
                     "prior weight %1: the prior ranks this GPU's measurements poorly; "
                     "set aside, the search relies on its own")},
    {M::PriorUnchecked,
     AUGUR_CORE_TEXT("CoreText", "prior weight %1: too few measurements to check the prior yet (%2)")},
    //: %1: what is said of the prior; %2: a rank correlation; %3: a number of measurements.
    {M::PriorAgreement, AUGUR_CORE_TEXT("CoreText", "%1 (rank correlation %2 over %3 measurements)")},
    {M::StopRequested, AUGUR_CORE_TEXT("CoreText", "stopped on request")},
    //: %1: the backend's name (replay, cuda, slurm); %2: why.
    {M::StopBackendGone, AUGUR_CORE_TEXT("CoreText", "the %1 backend cannot measure: %2")},
    //: %1: the backend's name; %2: a number of batches; %3: why the last one came back unmeasured.
    {M::StopBackendLost, AUGUR_CORE_TEXT("CoreText", "the %1 backend lost %2 batches in a row: %3")},
    {M::StopAddedMeasured, AUGUR_CORE_TEXT("CoreText", "the added candidate is measured")},
    {M::StopAddedMeasuredMany, AUGUR_CORE_TEXT("CoreText", "the added candidates are measured")},
    {M::StopWallTime, AUGUR_CORE_TEXT("CoreText", "wall-time budget used (%1 s)")},
    {M::StopMeasurementBudget, AUGUR_CORE_TEXT("CoreText", "measurement budget used (%1)")},
    {M::StopCandidateBudget, AUGUR_CORE_TEXT("CoreText", "candidate budget used (%1)")},
    {M::StopCandidateBudgetMeasured,
     AUGUR_CORE_TEXT("CoreText", "candidate budget used (%1) and every candidate measured")},
    {M::StopNoNodeToExpand, AUGUR_CORE_TEXT("CoreText", "search space exhausted: no node left to expand")},
    {M::StopSpaceMeasured,
     AUGUR_CORE_TEXT("CoreText", "search space exhausted: every valid configuration was measured")},
    {M::StopLlmRequestCap, AUGUR_CORE_TEXT("CoreText", "LLM request cap reached: %1 of %2 requests")},
    {M::StopLlmTokenCap, AUGUR_CORE_TEXT("CoreText", "LLM token cap reached: %1 of %2 tokens")},
    {M::StopLlmSpaceHeld,
     AUGUR_CORE_TEXT("CoreText", "search space exhausted: every configuration of the space is in the session")},
    {M::StopLlmNothingNew, AUGUR_CORE_TEXT("CoreText", "the LLM proposed nothing new in %1 replies")},
    {M::ReplyNoJson, AUGUR_CORE_TEXT("CoreText", "no JSON object in the reply")},
    {M::ReplyNoSourceJson, AUGUR_CORE_TEXT("CoreText", "no JSON object with \"source\" and \"launches\" in the reply")},
    {M::ReplyNoParametersJson, AUGUR_CORE_TEXT("CoreText", "no JSON object with \"parameters\" in the reply")},
    {M::ReplySourceMissing, AUGUR_CORE_TEXT("CoreText", "\"source\" is missing or empty")},
    {M::ReplyNoGlobalKernel, AUGUR_CORE_TEXT("CoreText", "the source defines no __global__ kernel")},
    {M::ReplyLaunchesMissing, AUGUR_CORE_TEXT("CoreText", "\"launches\" is missing")},
    //: %1: what is wrong with the launch plan (from the problem loader, in English).
    {M::ReplyLaunchPlan, AUGUR_CORE_TEXT("CoreText", "launch plan: %1")},
    {M::ReplyTemplate, AUGUR_CORE_TEXT("CoreText", "template: %1")},
    {M::ReplyIncludeRefused,
     AUGUR_CORE_TEXT("CoreText", "%1: only the CUDA toolkit's headers may be included, as <name>")},
    {M::ReplyLaunchPlanEmpty, AUGUR_CORE_TEXT("CoreText", "the launch plan is empty")},
    {M::ReplyKernelNotInSource,
     AUGUR_CORE_TEXT("CoreText", "kernel '%1' of the launch plan is not a __global__ function of the source")},
    {M::ReplyUnknownParameter, AUGUR_CORE_TEXT("CoreText", "unknown parameter '%1'")},
    {M::ReplyParameterMissing, AUGUR_CORE_TEXT("CoreText", "parameter '%1' is missing")},
    {M::ReplyParameterNotNumberText, AUGUR_CORE_TEXT("CoreText", "parameter '%1' is not a number: '%2'")},
    {M::ReplyParameterNotNumber, AUGUR_CORE_TEXT("CoreText", "parameter '%1' is not a number")},
    {M::ReplyParameterNotValue, AUGUR_CORE_TEXT("CoreText", "parameter '%1' = %2 is not one of its values")},
    //: %1: why the reply was rejected.
    {M::ReplyCutOff, AUGUR_CORE_TEXT("CoreText", "%1 (the reply was cut off at its token budget)")},
    {M::ReplyOutsideSpace,
     AUGUR_CORE_TEXT("CoreText", "configuration %1 is outside the search space (restrictions: %2)")},
    {M::ReplyNoSchema, AUGUR_CORE_TEXT("CoreText", "the reply did not follow the schema")},
    {M::ReplyUnusable, AUGUR_CORE_TEXT("CoreText", "the LLM's reply is not a usable candidate: %1")},
    {M::ReplyNotForecast, AUGUR_CORE_TEXT("CoreText", "not forecast: the generator's reply was rejected (%1)")},
    {M::ForecastBinMissing, AUGUR_CORE_TEXT("CoreText", "bin %1 is missing")},
    {M::ForecastBinNotFinite, AUGUR_CORE_TEXT("CoreText", "bin %1 is not a finite number")},
    {M::ForecastBinNegative, AUGUR_CORE_TEXT("CoreText", "bin %1 is negative (%2)")},
    {M::ForecastSumZero, AUGUR_CORE_TEXT("CoreText", "the probabilities sum to zero")},
    {M::ForecastNotObject, AUGUR_CORE_TEXT("CoreText", "the answer is not a JSON object")},
    {M::ForecastNoProbabilities, AUGUR_CORE_TEXT("CoreText", "no probabilities in the answer")},
    {M::ForecastCount, AUGUR_CORE_TEXT("CoreText", "expected 8 probabilities, got %1")},
    {M::ForecastBinNotNumber, AUGUR_CORE_TEXT("CoreText", "bin %1 is not a number")},
    {M::ForecastUnknownKey, AUGUR_CORE_TEXT("CoreText", "unknown key '%1' among the probabilities")},
    {M::ForecastEmpty, AUGUR_CORE_TEXT("CoreText", "empty answer")},
    {M::ForecastNoJson, AUGUR_CORE_TEXT("CoreText", "no JSON object with probabilities in the answer")},
    {M::ForecastParseFailure, AUGUR_CORE_TEXT("CoreText", "parse failure: %1")},
    {M::ForecastNoUsableAnswer, AUGUR_CORE_TEXT("CoreText", "no usable answer")},
    {M::ForecastNoContent, AUGUR_CORE_TEXT("CoreText", "%1 (no content)")},
    {M::ForecastUnusableReply, AUGUR_CORE_TEXT("CoreText", "parse failure: unusable reply (%1)")},
    //: %1: the kind of error (transport, timeout, http, protocol, cancelled); %2: the error.
    {M::ForecastNoReply, AUGUR_CORE_TEXT("CoreText", "no reply: %1: %2")},
    {M::ForecastNoForecast, AUGUR_CORE_TEXT("CoreText", "no forecast: %1: %2")},
    //: %1: why the LLM abstained; %2: why the features model abstained.
    {M::EnsembleAbstained, AUGUR_CORE_TEXT("CoreText", "both members abstained; llm: %1; features: %2")},
    //: %1: the value ("speedup 0.000000", "times 1.2 / nan ms").
    {M::FailureUnusable, AUGUR_CORE_TEXT("CoreText", "the backend reported an unusable %1 (not finite and positive)")},
    {M::UnusableSpeedup, AUGUR_CORE_TEXT("CoreText", "speedup %1")},
    {M::UnusableInterval, AUGUR_CORE_TEXT("CoreText", "speedup interval [%1, %2]")},
    {M::UnusableTimes, AUGUR_CORE_TEXT("CoreText", "times %1 / %2 ms")},
    {M::FailureNotInSpace, AUGUR_CORE_TEXT("CoreText", "configuration not in the recorded search space")},
    //: %1: Kernel Tuner's name of the failure (CompilationFailedConfig, RuntimeFailedConfig, ...).
    {M::FailureKernelTunerCache, AUGUR_CORE_TEXT("CoreText", "%1 recorded in the Kernel Tuner cache")},
    //: %1: the dataset's name of the failure (compile, runtime, ...).
    {M::FailureRecorded, AUGUR_CORE_TEXT("CoreText", "%1 failure recorded in the dataset")},
    {M::FailureKernelBenchCompile, AUGUR_CORE_TEXT("CoreText", "did not compile (KernelBench record)")},
    {M::FailureKernelBenchOutput, AUGUR_CORE_TEXT("CoreText", "incorrect output (KernelBench record)")},
    {M::FailureKernelBenchNoSpeedup, AUGUR_CORE_TEXT("CoreText", "no speedup recorded (KernelBench record)")},
    {M::FailureKernelBenchNoCode, AUGUR_CORE_TEXT("CoreText", "no candidate code (generation failed)")},
    {M::FailureCudaL1NoScore, AUGUR_CORE_TEXT("CoreText", "no speedup recorded over this baseline (CUDA-L1 record)")},
};

constexpr bool inIdOrder() {
    for (std::size_t i = 0; i < std::size(kCatalogue); ++i)
        if (static_cast<std::size_t>(kCatalogue[i].id) != i) return false;
    return true;
}
static_assert(std::size(kCatalogue) == static_cast<std::size_t>(MessageId::Count) && inIdOrder(),
              "one catalogue entry per MessageId, in the enum's order");
} // namespace

std::string_view messageTemplate(MessageId id) {
    const auto i = static_cast<std::size_t>(id);
    return i < std::size(kCatalogue) ? std::string_view(kCatalogue[i].english) : std::string_view();
}

} // namespace augur
