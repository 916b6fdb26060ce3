#pragma once
// The endpoints file: named endpoint profiles, the default one and a prompt folder.
#include "core/llm/client/LlmEndpoint.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Endpoint profiles as kept in the endpoints file (JSON, docs/llm.md):
///
///     {"default": "local-vllm", "prompt_dir": "", "endpoints": [{"name": "local-vllm", ...}]}
///
/// The file never holds an API key (LlmEndpoint::fromJson rejects one); it names the
/// environment variable that does.
class LlmEndpointStore {
public:
    /// The endpoints file to use: $AUGUR_ENDPOINTS, else $XDG_CONFIG_HOME/augur/endpoints.json,
    /// else ~/.config/augur/endpoints.json.
    static std::string defaultPath();

    /// Reads `path`. A missing file gives an empty store when `mustExist` is false.
    /// Throws InputError(path, field, ...) for unreadable JSON, a bad profile, or two
    /// profiles with one name.
    static LlmEndpointStore load(const std::string& path, bool mustExist = false);

    /// Writes the store to `path` (creating its folder), atomically (temporary file +
    /// rename). Throws std::runtime_error when it cannot be written.
    void save(const std::string& path) const;

    /// The profile called `name`; an empty name means the default profile (the file's
    /// "default", else its only profile). When the store is empty and $AUGUR_LLM_BASE_URL
    /// and $AUGUR_LLM_MODEL are set, they make a profile named "env" (key from
    /// $AUGUR_LLM_API_KEY). Throws InputError(origin, "endpoint", ...) listing the known
    /// names when there is no such profile.
    LlmEndpoint resolve(const std::string& name, const std::string& origin) const;

    /// The profile called `name`, if any (no default, no environment profile).
    std::optional<LlmEndpoint> find(const std::string& name) const;
    /// Adds a profile or replaces the one with the same name.
    void put(LlmEndpoint e);
    /// Removes the profile called `name` (no-op when absent).
    void remove(const std::string& name);

    std::vector<LlmEndpoint> endpoints; ///< in file order
    std::string defaultName; ///< "default"; empty = the only profile
    std::string promptDir; ///< "prompt_dir": edited templates; empty = the user folder
    std::string path; ///< file it was read from
};

} // namespace augur
