#pragma once
// The generator's view of the search so far: contrastive examples and a short memory.
#include "core/model/Session.h"

#include <string>
#include <vector>

namespace augur {

/// How much of the session the generator's prompt shows.
struct LlmSearchMemoryOptions {
    int best = 2; ///< best measured candidates shown
    int worst = 1; ///< slowest measured candidates shown
    int failures = 1; ///< most recent failures shown
    int recent = 2; ///< most recent measured candidates (not already shown)
    int memoryLines = 12; ///< lines of the memory
    std::size_t maxSourceChars = 6000; ///< each example source is clipped to this
};

/// Builds the contrastive context of the LLM generator (CUDA-L1: earlier variants with
/// their measured speedups) and its search memory (KernelPro: what was tried and what
/// happened) from the session itself, so both survive a resume.
class LlmSearchMemory {
public:
    /// Earlier candidates with their outcomes: the best, the slowest, the latest
    /// failures (with their reasons) and the most recent ones, the reference as the
    /// anchor S = 1. With `withSource` each shows its source and launch plan (free-form
    /// kernels); otherwise one line each (configurations, more of them). `exclude` (the
    /// parent, shown on its own) is left out. "(none yet)" when nothing was measured.
    static std::string contrastive(const Session& session, CandidateId exclude, bool withSource,
                                   const LlmSearchMemoryOptions& options = {});

    /// The memory: the latest generated candidates, one line each ("#12 from #3: idea
    /// -> S = 1.42 (bin 5)", "-> failed (compile_error): ...", "-> reply rejected: ..."),
    /// newest last, then the generator's own notes (e.g. repeated proposals).
    static std::string memory(const Session& session, const std::vector<std::string>& notes,
                              const LlmSearchMemoryOptions& options = {});
};

} // namespace augur
