#pragma once
// A generator reply that is not a usable candidate, kept as a failed candidate.
#include "core/Candidate.h"

#include <optional>
#include <string>

namespace augur {

/// Marks a candidate built from an LLM reply that did not follow the schema (no JSON,
/// a missing or malformed launch plan, a parameter value outside its list, ...). The
/// candidate keeps the raw reply, so nothing the model said is lost: its launchesJson is
/// {"rejected": REASON, "reply": RAW}. LlmReplyGate then records it as a failed
/// measurement (Invalid) without sending it to the GPU, and the surrogates abstain on it.
class LlmReplyRejection {
public:
    /// The launchesJson of a rejected reply (the raw reply is kept up to 256 KiB).
    static std::string planJson(const std::string& reason, const std::string& rawReply);
    /// The rejection reason when `c` is a rejected reply.
    static std::optional<std::string> reason(const Candidate& c);
    /// Cheap test (no JSON parse).
    static bool isRejected(const Candidate& c);
};

} // namespace augur
