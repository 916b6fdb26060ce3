#pragma once
// The --slurm-* options of `augur-cli run` and `augur-cli cluster-check`: a profile from the
// profiles file, overridden setting by setting.
#include "core/backend/slurm/SlurmSettings.h"

#include <CLI/CLI.hpp>

#include <memory>
#include <optional>
#include <string>

namespace augur::cli {

/// What the command line said about the cluster; unset options keep the profile's values.
struct SlurmOptions {
    std::string profile; ///< --slurm-profile
    std::string profilesFile; ///< --slurm-profiles
    std::optional<std::string> partition, account, constraint, gpuModel, timeLimit, workerPath;
    std::optional<int> jobs, gpusPerJob, maxLost;
    std::optional<double> pendingTimeoutS, controllerWaitS;

    /// Whether any --slurm-* option was given (they imply --backend slurm).
    bool any() const;
    /// The settings: the named profile (or the file's default; built-in defaults when the
    /// file has none and no profile was named), then each option given. Throws InputError
    /// naming the file or option for an unknown profile or a bad value.
    SlurmSettings resolve() const;
};

/// Adds the --slurm-* options to `cmd`, filling `o`.
void addSlurmOptions(CLI::App* cmd, const std::shared_ptr<SlurmOptions>& o);

} // namespace augur::cli
