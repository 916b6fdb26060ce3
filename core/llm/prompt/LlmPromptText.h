#pragma once
// Plain-text pieces of prompts: the bin table, launch plans, sizes, outcomes.
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <string>
#include <vector>

namespace augur {

/// Formatting helpers shared by the LLM surrogate and generator. All functions are pure
/// and cheap (they run per candidate on the engine thread).
class LlmPromptText {
public:
    /// The gf-v2 bin table, one line per bin: "bin 4: S in [1, 1.414) — parity to slight speedup".
    static std::string binTable();
    /// A launch plan as compact JSON lines (one launch per line); "(none)" when empty.
    static std::string launches(const std::vector<LaunchSpec>& plan);
    /// A candidate's launch plan text (Candidate::launchesJson without its note), or "(none)".
    static std::string candidateLaunches(const Candidate& c);
    /// A candidate's source as the generator shows it: its own, or for a configuration of a
    /// template its parameters as #define lines before the template (editableSource).
    static std::string candidateSource(const Problem& problem, const Candidate& c);
    /// The idea a generated candidate carries (the "note" of its plan), or "".
    static std::string idea(const Candidate& c);
    /// "rows=16384, cols=4096", or "(none)".
    static std::string sizes(const Problem& p);
    /// One line per buffer: "x: f32[rows*cols] input (normal)".
    static std::string buffers(const Problem& p);
    /// One line per parameter: "BLOCK: 64, 128, 256", or "(not tunable)".
    static std::string parameterSpace(const Problem& p);
    /// Restrictions joined with "; ", or "(none)".
    static std::string restrictions(const Problem& p);
    /// "BLOCK=128, VEC=4", or "(none: a free-form kernel)".
    static std::string configuration(const Problem& p, const Configuration& c);
    /// The outcome of a candidate in a few words: "S = 1.42 (bin 5)", "failed
    /// (compile_error): first line of the reason", "not measured; forecast bin 4 at 0.61".
    static std::string outcome(const Candidate& c);
    /// `text` cut to at most `maxChars` characters (whole lines where possible), with a
    /// note of what was left out; "(none)" when empty.
    static std::string clip(const std::string& text, std::size_t maxChars);
    /// The hardware line: the problem's, else `fallback`, else "an NVIDIA GPU".
    static std::string hardware(const Problem& p, const std::string& fallback = {});
};

} // namespace augur
