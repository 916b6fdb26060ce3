#pragma once
// Reading a generator reply as a candidate in the problem schema.
#include "core/model/ParameterSpace.h"
#include "core/model/Problem.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace augur {

/// A generator reply read as a candidate, or why it cannot be one.
struct LlmProposal {
    bool ok = false;
    std::string error; ///< why not (one line) when !ok
    std::string idea; ///< the model's one-sentence idea
    std::string source; ///< CUDA source (free-form candidates)
    std::string planJson; ///< Candidate::launchesJson: {"note": idea, "launches": [...], "buffers": [...]}
    Configuration configuration; ///< parameter values (configuration proposals)
    /// A template (docs/llm.md "Templates"): for kernels the plan holds "template" and the
    /// "parameters" it is measured at; for configurations templateJson holds the sub-space.
    bool isTemplate = false;
    std::string templateJson; ///< configuration proposals: {"params", "restrictions"} of the sub-space
};

/// Parses generator replies (free-form kernels or configurations) and gives the JSON
/// Schemas sent as structured output.
class LlmCandidateParser {
public:
    /// A free-form kernel: {"idea", "source", "launches", "buffers"}. The plan is checked
    /// against the problem as a candidate file is (ProblemLoader::parseCandidatePlan:
    /// expressions evaluate, arguments name buffers, only scratch buffers are added), and
    /// every launched kernel must appear in the source as a __global__ function. A source
    /// written outside the JSON in a ```cuda block is accepted too.
    ///
    /// A non-null "template" ({"params": NAME → values, "restrictions": [...], "defaults":
    /// NAME → value}) makes it a template (CandidateTemplate::parse checks the space: at
    /// most 100,000 configurations, restrictions that parse, at least one valid
    /// configuration); the launch plan is then checked at its defaults (else its first valid
    /// configuration), which the plan's "parameters" keep. An include that is not a
    /// <toolkit header> (a quoted, absolute, computed or "..") is refused.
    static LlmProposal parseSource(const Problem& problem, std::string_view text);

    /// A configuration: {"idea", "parameters": {NAME: value}}, every parameter of the
    /// space given once with one of its listed values (numbers or numeric strings);
    /// unknown names are rejected. Restrictions are the caller's check (backend.inSpace).
    /// A non-null "template" lists values of some parameters (each a value of the space):
    /// a sub-space whose other parameters stay at the proposal's values.
    static LlmProposal parseConfiguration(const Problem& problem, std::string_view text);

    /// JSON Schema of a free-form kernel reply (strict-mode compatible).
    static nlohmann::json sourceSchema(bool templates = false);
    /// The nullable "template" property: null, or {"params", "restrictions", "defaults"}.
    static nlohmann::json templateSchema();
    /// JSON Schema of a configuration reply: each parameter an enum of its values.
    static nlohmann::json configurationSchema(const Problem& problem, bool templates = false);
};

} // namespace augur
