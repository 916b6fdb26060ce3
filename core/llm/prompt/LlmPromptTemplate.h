#pragma once
// Editable prompt templates (resources/prompts/*.txt).
#include "core/llm/client/LlmChat.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace augur {

/// A prompt template: a [system] and a [user] section with {{name}} placeholders.
///
/// File format: optional comment lines starting with "#" before the first section, then
/// sections introduced by a line that is exactly "[system]" or "[user]". Placeholders are
/// {{identifier}}; rendering with a name the caller does not provide is an error, so a
/// typo in an edited template is reported instead of being sent to the model.
class LlmPromptTemplate {
public:
    /// Parses template text. Throws InputError(origin, ...) for a missing [user] section,
    /// an unknown section, or an unclosed placeholder.
    static LlmPromptTemplate parse(const std::string& text, const std::string& origin);

    /// Loads NAME.txt ("surrogate", "generator_source", "generator_config") from the first
    /// folder of searchDirs(extraDir) that has it. Throws InputError naming the folders
    /// searched when none has it, or the file's error.
    static LlmPromptTemplate load(const std::string& name, const std::string& extraDir = {});

    /// Folders searched for templates, first match wins: `extraDir` (the endpoints file's
    /// prompt_dir), $AUGUR_PROMPT_DIR, userDir(), then the shipped templates (the source
    /// tree's resources/prompts, beside the program in ../share/augur/prompts, the
    /// installed share/augur/prompts). Only folders that exist are listed.
    static std::vector<std::string> searchDirs(const std::string& extraDir = {});
    /// Where edited templates are saved: $XDG_CONFIG_HOME/augur/prompts or ~/.config/augur/prompts.
    static std::string userDir();

    /// The messages with every placeholder replaced. Throws InputError(origin,
    /// "{{name}}", ...) for a placeholder not in `vars`.
    std::vector<LlmMessage> render(const std::map<std::string, std::string>& vars) const;
    /// Placeholder names used by the template.
    std::set<std::string> variables() const;
    /// Checks that every placeholder is one of `allowed`; throws InputError otherwise.
    void requireOnly(const std::set<std::string>& allowed) const;

    const std::string& origin() const { return origin_; }
    const std::string& systemText() const { return system_; }
    const std::string& userText() const { return user_; }

private:
    std::string renderOne(const std::string& text, const std::map<std::string, std::string>& vars) const;
    std::string origin_;
    std::string system_;
    std::string user_;
};

} // namespace augur
