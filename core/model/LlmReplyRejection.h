#pragma once
// A generator reply that is not a usable candidate, kept as a failed candidate.
#include "core/model/Candidate.h"

#include <memory>
#include <optional>
#include <string>

namespace augur {

/// The one home of a rejected LLM reply (Candidate::rejection): a candidate built from a
/// reply that did not follow the schema. It makes the marker (the LLM generator decides),
/// says what such a candidate gets instead of a GPU measurement (failedMeasurement: Invalid,
/// at once, costing no measurement of the budget) and instead of a forecast (abstention),
/// and stores and reads the marker. The engine settles every rejected reply through it
/// before anything reaches a backend or a surrogate. Session files keep the marker where
/// the launch plan would be, as {"rejected": REASON, "reply": RAW}, so files written before
/// the typed marker read alike.
class LlmReplyRejection {
public:
    /// A rejection with the raw reply kept up to 256 KiB.
    static std::shared_ptr<const ReplyRejection> make(const std::string& reason, const std::string& rawReply);
    /// The stored form of a rejection (the launches field of a session file).
    static std::string planJson(const ReplyRejection& rejection);
    /// The rejection a stored launches field holds, or nullptr for an ordinary launch plan.
    static std::shared_ptr<const ReplyRejection> fromPlanJson(const std::string& launchesJson);
    /// What a stored launches field should hold for `c`: its marker or its launch plan.
    static std::string storedLaunches(const Candidate& c);
    /// Reads a stored launches field into `c`: a marker becomes Candidate::rejection, a
    /// launch plan Candidate::launchesJson.
    static void readStoredLaunches(Candidate& c, std::string launchesJson);
    /// The rejection reason when `c` is a rejected reply.
    static std::optional<std::string> reason(const Candidate& c);
    /// The measurement a rejected reply gets instead of reaching a GPU: Invalid, naming the
    /// reason, from the backend named `backend`. It costs no measurement of the budget
    /// (Candidate::spentMeasurement), unlike a compile error, which the GPU worker reports.
    static Measurement failedMeasurement(const ReplyRejection& rejection, const std::string& backend);
    /// The forecast a rejected reply gets instead of reaching a surrogate: an abstention
    /// (parse failure) naming the reason, from the surrogate named `surrogate`.
    static Forecast abstention(const ReplyRejection& rejection, const std::string& surrogate);
    static bool isRejected(const Candidate& c) { return c.rejection != nullptr; }
};

} // namespace augur
