#pragma once
// The settings of the slurm measurement backend (docs/cluster.md), stored in the session
// so a resumed session asks the cluster for the same resources.
#include <string>

#include <nlohmann/json_fwd.hpp>

namespace augur {

/// Where and how a session's measurement jobs run on a Slurm cluster.
struct SlurmSettings {
    std::string profile; ///< the profile these came from (slurm.json); "" when given directly
    std::string partition; ///< --partition; "" = the cluster's default partition
    std::string account; ///< --account; "" = the user's default account
    std::string constraint; ///< --constraint (node features, e.g. "h200"); "" = none
    std::string gpuModel; ///< every worker's GPU must have this name (e.g. "NVIDIA H200"); "" = the first worker's
    int jobs = 1; ///< allocations held for the session, 1..64
    /// GPUs per allocation, 0..16: one worker per GPU, each a job step with one GPU. 0 asks
    /// for no GPU (a partition without GRES, as in the test cluster) and runs one worker.
    int gpusPerJob = 1;
    std::string timeLimit = "01:00:00"; ///< --time of each allocation, in a format Slurm reads
    std::string workerPath; ///< augur-worker on the nodes; "" = the one beside augur-cli (a shared file system)
    double pendingTimeoutS = 600.0; ///< an allocation pending longer is cancelled and the run ends
    double controllerWaitS = 300.0; ///< how long an unreachable controller is waited for
    int maxLost = 3; ///< times one measurement may be lost with its machine before the run ends

    /// Workers per allocation: max(1, gpusPerJob).
    int workersPerJob() const { return gpusPerJob > 0 ? gpusPerJob : 1; }
    /// One line for status bars and logs: "partition gpu, account lab, 2 x 1 GPU, 01:00:00".
    std::string describe() const;

    nlohmann::json toJson() const;
    /// Reads settings written by toJson() (or a profile of the profiles file); missing keys
    /// keep their defaults. Throws InputError(file, "<prefix><key>", ...) for an unknown
    /// key, a wrong type or a value out of range (validate()).
    static SlurmSettings fromJson(const nlohmann::json& j, const std::string& file, const std::string& prefix = "");
    /// Checks ranges and characters: names are Slurm words (letters, digits, "_.-", and the
    /// constraint operators "&|,:*![]()"), the time limit a Slurm time, the worker path
    /// absolute without control characters. Throws InputError(file, "<prefix><key>", ...).
    void validate(const std::string& file, const std::string& prefix = "") const;
    /// Whether `text` is a time Slurm's --time reads: "M", "M:S", "H:M:S", "D-H", "D-H:M",
    /// "D-H:M:S" (digits only).
    static bool isSlurmTime(const std::string& text);
};

} // namespace augur
