#pragma once
// A generator reply that is not a usable candidate, kept as a failed candidate.
#include "core/model/Candidate.h"

#include <memory>
#include <optional>
#include <string>

namespace augur {

/// Makes, stores and reads the rejection marker of a candidate built from an LLM reply that
/// did not follow the schema (Candidate::rejection). LlmReplyGate records such a candidate
/// as a failed measurement (Invalid) without sending it to the GPU, and the surrogates
/// abstain on it. Session files keep the marker where the launch plan would be, as
/// {"rejected": REASON, "reply": RAW}, so files written before the typed marker read alike.
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
    static bool isRejected(const Candidate& c) { return c.rejection != nullptr; }
};

} // namespace augur
