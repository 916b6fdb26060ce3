#pragma once
// A deterministic stand-in for a model behind LlmTestServer: it answers Augur's forecast,
// configuration and kernel requests in the requested schema, and injects the quirks of
// real servers at a given rate.
#include "tests/llm_server/LlmTestServer.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <string>

namespace augur::test {

/// Quirks the fake model can inject (one per affected request).
enum class Quirk {
    None,
    ContentNullReasoning, ///< content null, the whole answer in the reasoning field
    RateLimited, ///< 429 with Retry-After: 1
    Truncated, ///< the answer cut in half, finish_reason "length"
    MalformedBody, ///< HTTP 200 with a body that is not JSON
    SlowStream, ///< 25 ms between stream events
    ServerError, ///< 503
    CloseWithoutReply, ///< the connection closes before any byte
    StreamBreaks, ///< the stream stops after two events (connection closed)
    ProseAndFence, ///< prose around a ```json fence
    Unnormalised, ///< probabilities that sum to 1.3 (forecasts)
    Count
};

/// Name of a quirk ("content_null_reasoning", ...).
const char* quirkName(Quirk q);

/// Settings of the fake model.
struct FakeModelOptions {
    double quirkRate = 0.0; ///< probability that a request gets a quirk (uniform over the kinds)
    bool cycleQuirks = false; ///< instead: every other request gets the next quirk in turn (all kinds covered)
    std::uint64_t seed = 1;
    int chunkDelayMs = 0; ///< between stream events of every streamed reply
    std::size_t piece = 24; ///< characters per streamed content event
};

/// The model: a ServerReply for a chat completions request body. Thread-safe.
///
/// - Forecast requests (schema "augur_forecast", or a prompt that asks for bin
///   probabilities): a distribution peaked on a bin chosen by hashing the candidate text.
/// - Configuration requests ("augur_configuration"): one value of each parameter's enum,
///   chosen by a seeded hash of the request.
/// - Kernel requests ("augur_candidate"): the parent's source from the prompt with a
///   comment naming the variant, and the parent's launch plan from the prompt.
class LlmFakeModel {
public:
    explicit LlmFakeModel(FakeModelOptions options = {}) : options_(options) {}
    ServerReply operator()(const nlohmann::json& body, int number);

    /// The answer text (JSON) for a request, without quirks.
    std::string answer(const nlohmann::json& body, int number) const;
    /// How many requests got each quirk.
    int count(Quirk q) const { return counts_[static_cast<std::size_t>(q)].load(); }
    int total() const { return total_.load(); }

private:
    FakeModelOptions options_;
    std::array<std::atomic<int>, static_cast<std::size_t>(Quirk::Count)> counts_{};
    std::atomic<int> total_{0};
};

} // namespace augur::test
