#include "core/session/PromptCatalog.h"

#include "core/llm/LlmGenerator.h"
#include "core/llm/LlmSurrogate.h"

#include <stdexcept>

namespace augur {

const std::vector<std::string>& promptTemplateNames() {
    static const std::vector<std::string> names{"surrogate", "generator_source", "generator_config"};
    return names;
}

const std::set<std::string>& promptVariables(const std::string& name) {
    if (name == "surrogate") return LlmSurrogate::variables();
    if (name == "generator_source") return LlmGenerator::variables(LlmGeneratorMode::Source);
    if (name == "generator_config") return LlmGenerator::variables(LlmGeneratorMode::Configuration);
    throw std::invalid_argument("unknown prompt template '" + name + "'");
}

} // namespace augur
