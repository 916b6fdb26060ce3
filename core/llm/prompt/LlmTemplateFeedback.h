#pragma once
// What the LLM generator's prompt says about the templates it wrote.
#include <string>

namespace augur {

class Session;

/// The {{templates}} placeholder of the generator prompts (docs/llm.md, "Templates"): for
/// each template node of the session (the `maxTemplates` with the best measured subtree
/// first), its idea, the size of its space, how many of its configurations were measured
/// and failed, its best configurations with their measured S (up to 3), its latest failures
/// with their reasons (up to 2), and the diagnoses of its best candidate
/// (LlmDiagnosisDigest), so the model can refine a template (a child template) or write a
/// new one. "(no templates yet)" when the session has none.
class LlmTemplateFeedback {
public:
    static std::string text(const Session& session, std::size_t maxTemplates = 4);
};

} // namespace augur
