#pragma once
// What a candidate compiles and launches, as a performance engineer reads it: the
// reference's source, a free-form candidate's own source, or the tunable template as it
// compiles for one configuration (the parameters NVRTC receives as -D, written as
// #define lines above the template), with the launch plan evaluated for that candidate.
#include "core/model/Candidate.h"
#include "core/model/Problem.h"

#include <string>
#include <vector>

namespace augur {

/// One launch of the plan with its expressions evaluated for the candidate.
struct EvaluatedLaunch {
    std::string kernel;
    long long grid[3] = {1, 1, 1};
    long long block[3] = {1, 1, 1};
    long long sharedBytes = 0; ///< dynamic shared memory per block, bytes
    bool residentGrid = false; ///< grid x is capped at the blocks the GPU holds at once
    /// As written in the plan, a scalar with its value when the text is an expression
    /// ("x", "rows = 16384", "i32:n/512 = 65536").
    std::vector<std::string> args;
};

/// The text to show for one candidate and what to mark in it.
struct CandidateSourceView {
    enum class Kind {
        Reference, ///< the problem's reference source
        Template, ///< the tunable template at the candidate's configuration
        FreeForm, ///< the candidate's own source (LLM, user, hand-written)
        Unavailable ///< nothing to show (a dataset that records no source); `note` says why
    };
    Kind kind = Kind::Unavailable;
    /// The text, as NVRTC sees it: for Template, one "#define NAME value" line per parameter
    /// followed by the template (line numbers of compiler messages are template lines +
    /// `prologueLines`).
    std::string text;
    int prologueLines = 0; ///< #define lines before the template (Template only)
    /// 1-based lines of `text` that a parameter changed against the parent touches: its
    /// #define line and every template line that uses the parameter's name as a token.
    /// Without a parent (or against the reference) every parameter counts as changed.
    std::vector<int> touchedLines;
    std::vector<std::string> changedParameters; ///< names, in space order
    std::vector<EvaluatedLaunch> launches; ///< empty when the plan does not evaluate
    std::string launchError; ///< why the plan could not be evaluated ("" when it could)
    std::string note; ///< why the source is unavailable, or "" when it is shown
};

/// Builds the view of `candidate` in `problem`; `parent` (may be null) decides which
/// parameters count as changed. Never throws: a plan that does not evaluate leaves
/// `launches` empty and says why in `launchError`. Cost: linear in the source length.
CandidateSourceView viewCandidateSource(const Problem& problem, const Candidate& candidate, const Candidate* parent);

/// The source an engineer edits to derive a new candidate from `candidate`: its own
/// source, the reference's, or the instantiated template (defines + template) — the same
/// text as viewCandidateSource(...).text. Empty when there is none.
std::string editableSource(const Problem& problem, const Candidate& candidate);

/// The launch plan (problem schema, indented JSON text: {"launches": [...], "buffers": [...]})
/// that runs `editableSource(problem, candidate)` as a free-form candidate: a free-form
/// candidate's own plan; the reference plan; or the template's plan with every tunable
/// parameter in an expression replaced by its value (sizes stay symbolic, so the plan is
/// still correct at the problem's check sizes). Empty when there is no source.
std::string editableLaunches(const Problem& problem, const Candidate& candidate);

/// Replaces every whole-token occurrence of a parameter name in `expression` by its value
/// ("(n+BLOCK-1)/BLOCK" with BLOCK=256 -> "(n+256-1)/256").
std::string substituteParameters(const std::string& expression, const ParameterSpace& space,
                                 const Configuration& configuration);

} // namespace augur
