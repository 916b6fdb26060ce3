#pragma once
// The Slurm profiles file: named cluster settings (partition, account, GPUs per job, time
// limit, worker path on the nodes) and the default one, like the LLM endpoints file.
#include "core/backend/slurm/SlurmSettings.h"

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// Profiles as kept in the profiles file (JSON, docs/cluster.md):
///
///     {"default": "lab", "profiles": [{"name": "lab", "partition": "gpu", "gpus_per_job": 1, ...}]}
class SlurmProfileStore {
public:
    /// The profiles file to use: $AUGUR_SLURM_PROFILES, else $XDG_CONFIG_HOME/augur/slurm.json,
    /// else ~/.config/augur/slurm.json.
    static std::string defaultPath();

    /// Reads `path`. A missing file gives an empty store when `mustExist` is false. Throws
    /// InputError(path, field, ...) for unreadable JSON, an unknown field, a bad profile
    /// ("profiles[lab].time_limit"), a profile without a name, or two with one name.
    static SlurmProfileStore load(const std::string& path, bool mustExist = false);
    /// Writes the store to `path` atomically (temporary file + rename), creating its folder.
    /// Throws std::runtime_error when it cannot be written.
    void save(const std::string& path) const;

    /// The profile called `name` (its settings, with `profile` set to the name); an empty
    /// name means the default profile (the file's "default", else its only profile). Throws
    /// InputError(path or origin, "slurm_profile", ...) listing the known names.
    SlurmSettings resolve(const std::string& name, const std::string& origin) const;
    /// Names in file order.
    std::vector<std::string> names() const;
    /// Adds a profile or replaces the one with the same name (settings.profile).
    void put(SlurmSettings settings);

    std::vector<SlurmSettings> profiles; ///< in file order; each one's `profile` is its name
    std::string defaultName; ///< "default"; empty = the only profile
    std::string path; ///< file it was read from
};

} // namespace augur
