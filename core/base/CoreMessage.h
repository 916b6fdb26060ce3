#pragma once
// The words core writes for the engineer: log lines, stop reasons, rejected LLM replies and
// abstentions, measurement failures. Session files, exports and the command line keep them
// in English. Each is made from one template of the catalogue (core/base/CoreMessages.cpp)
// with its variable parts kept apart, so the GUI can show it in the engineer's language
// (ui/base/CoreText): from the id and arguments an engine event carries, or, for text read
// back from a session file, from the template its English matches (parseCoreMessage).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace augur {

/// One template of the catalogue. The ids are not stored anywhere (files keep the English
/// text), so they may be renumbered; the English of a template may change only with the
/// translations that follow it (tests/ui/tst_core_text checks every id has them).
enum class MessageId : std::uint16_t {
    Text, ///< no template: the words as they are (a name, a number, a compiler's log)
    List, ///< its arguments joined in pairs by ListPair ("a, b, c")
    ListPair,
    // The engine's log lines (core/engine, LogTopic)
    LogInitialDesign,
    LogMeasuring,
    LogMeasuringMore,
    ArmTrustRegion,
    ArmThompson,
    ArmExpectedImprovement,
    LogBudgetSet,
    LogBudgetAccepted,
    LogNothingToExpand,
    LogOverride,
    OverrideNone,
    OverrideMeasure,
    OverrideAccept,
    OverrideExclude,
    LogRefused,
    LogNoForecast,
    LogAdded,
    LogStopping,
    LogStart,
    LogStartNoted,
    LogBaselineTimed,
    LogBaselineMissing,
    ReferenceTemplate,
    ReferencePlainKernel,
    ReferenceFirstValid,
    ReferenceNamed,
    RecordOfCache,
    LogResumed,
    LogUnmeasured,
    LogFailed,
    StatusCompileError,
    StatusWrongResult,
    StatusRuntimeError,
    StatusTimeout,
    StatusCrash,
    StatusInvalid,
    LogMeasured,
    LogMeasuredForecast,
    LogDiscovery,
    LogThreshold,
    LogRedecided,
    // The warm start's prior (core/surrogate/PriorFit)
    PriorLacksRelies,
    PriorLacksUntil,
    PriorWell,
    PriorFairly,
    PriorPoorly,
    PriorUnchecked,
    PriorAgreement,
    // Why a run ended (core/engine/StopRules, the search steps, the LLM's caps)
    StopRequested,
    StopBackendGone,
    StopBackendLost,
    StopAddedMeasured,
    StopAddedMeasuredMany,
    StopWallTime,
    StopMeasurementBudget,
    StopCandidateBudget,
    StopCandidateBudgetMeasured,
    StopNoNodeToExpand,
    StopSpaceMeasured,
    StopLlmRequestCap,
    StopLlmTokenCap,
    StopLlmSpaceHeld,
    StopLlmNothingNew,
    // A generator reply that is not a usable candidate (core/llm, LlmReplyRejection)
    ReplyNoJson,
    ReplyNoSourceJson,
    ReplyNoParametersJson,
    ReplySourceMissing,
    ReplyNoGlobalKernel,
    ReplyLaunchesMissing,
    ReplyLaunchPlan,
    ReplyTemplate,
    ReplyIncludeRefused,
    ReplyLaunchPlanEmpty,
    ReplyKernelNotInSource,
    ReplyUnknownParameter,
    ReplyParameterMissing,
    ReplyParameterNotNumberText,
    ReplyParameterNotNumber,
    ReplyParameterNotValue,
    ReplyCutOff,
    ReplyOutsideSpace,
    ReplyNoSchema,
    ReplyUnusable,
    ReplyNotForecast,
    // A forecast reply that cannot be read: an abstention (core/llm, core/surrogate)
    ForecastBinMissing,
    ForecastBinNotFinite,
    ForecastBinNegative,
    ForecastSumZero,
    ForecastNotObject,
    ForecastNoProbabilities,
    ForecastCount,
    ForecastBinNotNumber,
    ForecastUnknownKey,
    ForecastEmpty,
    ForecastNoJson,
    ForecastParseFailure,
    ForecastNoUsableAnswer,
    ForecastNoContent,
    ForecastUnusableReply,
    ForecastNoReply,
    ForecastNoForecast,
    EnsembleAbstained,
    // Measurement failures core itself reports (backends, recorded datasets)
    FailureUnusable,
    UnusableSpeedup,
    UnusableInterval,
    UnusableTimes,
    FailureNotInSpace,
    FailureKernelTunerCache,
    FailureRecorded,
    FailureKernelBenchCompile,
    FailureKernelBenchOutput,
    FailureKernelBenchNoSpeedup,
    FailureKernelBenchNoCode,
    FailureCudaL1NoScore,
    Count ///< not a message: the number of ids
};

/// A message: a template and its arguments, each a message itself (most often Text). Its
/// English is what core stores and prints.
struct CoreMessage {
    MessageId id = MessageId::Text;
    std::string text; ///< the words of a Text message
    std::vector<CoreMessage> args; ///< %1, %2, ... of the template; the items of a List

    CoreMessage() = default;
    /// Words as they are (a Text message). Implicit, so a std::string goes where a message may.
    CoreMessage(std::string words) : text(std::move(words)) {} // NOLINT(google-explicit-constructor)
    CoreMessage(const char* words) : text(words) {} // NOLINT(google-explicit-constructor)
    CoreMessage(MessageId template_, std::vector<CoreMessage> arguments = {})
        : id(template_), args(std::move(arguments)) {}

    /// The message in English, as files and the command line keep it.
    std::string english() const;
    bool operator==(const CoreMessage& other) const {
        return id == other.id && text == other.text && args == other.args;
    }
};

/// The English template of `id`: fixed words with %1..%9 where the arguments go ("" for
/// Text, List and Count).
std::string_view messageTemplate(MessageId id);
/// The number of distinct placeholders in `id`'s template.
int messageArgumentCount(MessageId id);
/// The English of `id` with `args`: coreText(MessageId::StopWallTime, {"60.0"}) is
/// "wall-time budget used (60.0 s)".
std::string coreText(MessageId id, std::vector<CoreMessage> args = {});
/// `templateText` with %1..%9 replaced by `args` in one pass (an argument that holds "%1"
/// stays as it is); a placeholder without an argument is left in place.
std::string substituteArguments(std::string_view templateText, const std::vector<std::string>& args);

/// The message whose English is `english`: the template it matches (when several do, one
/// that starts with words of its own, then the one with the most fixed characters), each
/// argument parsed again in turn (a reason inside a reason), or std::nullopt when no
/// template matches. Templates without words of their own ("%1: %2") and one-word names
/// ("timeout") are never matched on their own. The inverse of english() for messages whose
/// arguments do not themselves contain the template's separators.
std::optional<CoreMessage> parseCoreMessage(std::string_view english);

} // namespace augur
