#pragma once
// The LLM generator: new candidates from an OpenAI-compatible chat completions endpoint.
#include "core/search/Generator.h"
#include "core/llm/client/LlmChat.h"
#include "core/llm/prompt/LlmPromptTemplate.h"
#include "core/llm/prompt/LlmSearchMemory.h"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace augur {

class LlmClient;
struct LlmProposal;
class MeasurementBackend;

/// What the generator writes.
enum class LlmGeneratorMode {
    Source, ///< free-form kernels: CUDA source + launch plan (the cuda backend)
    Configuration ///< configurations of the tunable space (the replay backend, where a candidate is its configuration)
};

/// Settings of LlmGenerator.
struct LlmGeneratorOptions {
    LlmGeneratorMode mode = LlmGeneratorMode::Source;
    LlmSearchMemoryOptions memory; ///< how much of the session the prompt shows
    std::size_t maxSourceChars = 16000; ///< reference and parent sources are clipped to this
    int maxTokens = 0; ///< completion budget; 0 = the endpoint's
    bool retryTruncated = true; ///< re-ask once, with twice the budget, when a reply was cut off unusable
    /// Replies in a row that add no new candidate (duplicates, rejected replies) after which
    /// the generator stops asking ("the LLM proposed nothing new in 5 replies"); 0 = never.
    /// While such a run of replies lasts, a batch asks for no more than the replies left
    /// before the stop. An exhausted space stops it at once.
    int maxRepliesWithoutNew = 5;
    /// Whether a reply may be a tunable template (docs/llm.md "Templates"): the schema and
    /// the prompt's {{template_option}} then offer it, and {{templates}} shows the results
    /// of earlier templates.
    bool templates = false;
};

/// Counters of an LlmGenerator.
struct LlmGeneratorStats {
    int asked = 0; ///< completions requested
    int proposed = 0; ///< usable candidates returned
    int rejected = 0; ///< replies kept as rejected (failed) candidates
    int duplicates = 0; ///< proposals the session already had (dropped, noted in the memory)
    int noReply = 0; ///< requests without a reply
    int truncatedRetries = 0;
    int fromReasoning = 0; ///< answers read from the reasoning field
    int templates = 0; ///< usable template replies (template nodes added)
};

/// Proposes children of a parent with one chat completion per child, all in flight at
/// once. The prompt (resources/prompts/generator_source.txt or generator_config.txt)
/// shows the problem, the parent with its result and diagnoses (LlmDiagnosisDigest),
/// contrastive examples (best, slowest, failed and recent candidates with their measured
/// speedups, LlmSearchMemory), the search memory, and a focus that differs per child.
///
/// Every reply becomes a candidate (origin llm): a usable one with its source and plan
/// (the idea is kept as the plan's "note") or configuration; a reply that does not follow
/// the schema is kept as a rejected candidate (LlmReplyRejection) with the raw reply, which
/// the engine records as a failed measurement, so nothing the model said is lost. A
/// source that does not compile fails at the backend, as any candidate's would. A
/// configuration the session already has is dropped and noted in the memory.
///
/// Stops asking (stopped(), also the client activity's capReason(), so the run ends with
/// it) when every configuration of the space is in the session, and after
/// maxRepliesWithoutNew replies in a row added nothing new.
///
/// Throws LlmUnavailable when no request of the batch got a reply (the engine then stops
/// with that error; the session file is complete and `resume` continues it).
class LlmGenerator : public Generator {
public:
    /// `backend` (for inSpace) must outlive the generator.
    LlmGenerator(std::shared_ptr<LlmClient> client, LlmPromptTemplate prompt, const MeasurementBackend& backend,
                 LlmGeneratorOptions options = {});
    ~LlmGenerator() override;

    std::string name() const override { return "llm"; }
    std::vector<Candidate> propose(const Session& session, const Candidate& parent, int maxChildren) override;

    /// The request for child `index` (0-based) of `count` (for tests and benchmarks).
    LlmChatRequest request(const Session& session, const Candidate& parent, int index, int count) const;
    /// Placeholders the templates may use, per mode.
    static const std::set<std::string>& variables(LlmGeneratorMode mode);

    const LlmGeneratorStats& stats() const { return stats_; }
    /// Why the generator stopped asking ("the LLM proposed nothing new in 5 replies"), or "".
    const std::string& stopped() const { return stopped_; }
    const std::vector<std::string>& notes() const { return notes_; }

private:
    /// Reads a reply (its content, else its reasoning field) as a proposal.
    struct Reading;
    Reading read(const Session& session, const LlmChatReply& reply) const;
    /// A candidate from one reading (usable or rejected); false when it is a duplicate.
    bool build(const Session& session, const Candidate& parent, const Reading& reading, std::set<std::string>& seen,
               Candidate& out);
    /// Counts a rejected reply and reports it to the client's activity (by its parent).
    void noteRejected(const Candidate& parent, const std::string& reason);

    std::shared_ptr<LlmClient> client_;
    LlmPromptTemplate prompt_;
    const MeasurementBackend& backend_;
    LlmGeneratorOptions options_;
    LlmGeneratorStats stats_;
    std::vector<std::string> notes_;
    int repliesWithoutNew_ = 0; ///< consecutive replies that added no usable candidate
    /// A configuration template's node: the proposal's configuration, else the first of the
    /// template's that the backend holds and neither the session nor this batch (`seen`)
    /// does; false when none is left.
    bool placeTemplate(const Session& session, const LlmProposal& proposal, std::set<std::string>& seen,
                       Candidate& out) const;
    /// Whether every configuration of the space is in the session (configuration mode).
    bool spaceExhausted(const Session& session) const;
    std::string stopped_;
    /// Stops asking, with `reason` (also to the client's activity, so the run ends with it).
    void stop(const std::string& reason);
};

} // namespace augur
