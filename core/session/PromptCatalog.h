#pragma once
// The LLM prompt templates a user may override, for the GUI's prompt editor: their names
// and the variables each may use, so ui/ need not know the generator and the surrogate.
#include <set>
#include <string>
#include <vector>

namespace augur {

/// The prompt templates a user may override, in the order the editor lists them:
/// "surrogate", "generator_source", "generator_config" (docs/llm.md).
const std::vector<std::string>& promptTemplateNames();

/// The variables template `name` may use (LlmSurrogate::variables() for "surrogate",
/// LlmGenerator::variables() of the matching mode for the generator's). Throws
/// std::invalid_argument for a name promptTemplateNames() does not list.
const std::set<std::string>& promptVariables(const std::string& name);

} // namespace augur
