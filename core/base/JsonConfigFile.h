#pragma once
// The engineer's own JSON settings files (LLM endpoints, Slurm profiles): where they live,
// reading them as hostile input, and writing them without leaving a half-written file.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

namespace augur {

/// $`envVar`, else $XDG_CONFIG_HOME/augur/`name`, else ~/.config/augur/`name`, else `name`.
std::string userConfigPath(const char* envVar, const std::string& name);

/// Reads the JSON file `path`. Returns nullopt for a missing file when `mustExist` is false.
/// Throws InputError(path, "(file)", ...) for a missing file that must exist, something
/// that is not a regular file (checked before opening: a FIFO would block the read), a
/// file over `maxBytes`, an unreadable file or text that is not JSON (with nlohmann's byte
/// position). The caller checks the fields.
std::optional<nlohmann::json> readJsonConfig(const std::string& path, bool mustExist,
                                             std::uintmax_t maxBytes = 1u << 20);

/// Writes `j` (indented) to `path`, creating its folder, through a temporary file renamed
/// over it, so a crash leaves the old file or the new one. Throws std::runtime_error.
void writeJsonConfig(const std::string& path, const nlohmann::json& j);

} // namespace augur
