#include "SlurmOptions.h"

#include "core/backend/slurm/SlurmProfileStore.h"
#include "core/base/InputError.h"

#include <filesystem>

namespace augur::cli {

bool SlurmOptions::any() const {
    return !profile.empty() || !profilesFile.empty() || partition || account || constraint || gpuModel || timeLimit ||
        workerPath || jobs || gpusPerJob || maxLost || pendingTimeoutS || controllerWaitS;
}

SlurmSettings SlurmOptions::resolve() const {
    const std::string file = profilesFile.empty() ? SlurmProfileStore::defaultPath() : profilesFile;
    const SlurmProfileStore store = SlurmProfileStore::load(file, !profilesFile.empty());
    SlurmSettings s;
    if (!profile.empty() || !store.profiles.empty()) {
        // A file with profiles but no default and several of them: the options alone decide.
        if (!profile.empty() || !store.defaultName.empty() || store.profiles.size() == 1)
            s = store.resolve(profile, "--slurm-profile");
    }
    if (partition) s.partition = *partition;
    if (account) s.account = *account;
    if (constraint) s.constraint = *constraint;
    if (gpuModel) s.gpuModel = *gpuModel;
    if (timeLimit) s.timeLimit = *timeLimit;
    if (workerPath) s.workerPath = *workerPath;
    if (jobs) s.jobs = *jobs;
    if (gpusPerJob) s.gpusPerJob = *gpusPerJob;
    if (maxLost) s.maxLost = *maxLost;
    if (pendingTimeoutS) s.pendingTimeoutS = *pendingTimeoutS;
    if (controllerWaitS) s.controllerWaitS = *controllerWaitS;
    try {
        s.validate("command line", "");
    } catch (const InputError& e) {
        // The option the engineer typed, not the stored key.
        static const std::pair<const char*, const char*> kOptions[] = {{"partition", "--slurm-partition"},
                                                                       {"account", "--slurm-account"},
                                                                       {"constraint", "--slurm-constraint"},
                                                                       {"gpu_model", "--slurm-gpu-model"},
                                                                       {"jobs", "--slurm-jobs"},
                                                                       {"gpus_per_job", "--slurm-gpus-per-job"},
                                                                       {"time_limit", "--slurm-time-limit"},
                                                                       {"worker_path", "--slurm-worker"},
                                                                       {"pending_timeout_s", "--slurm-pending-timeout"},
                                                                       {"controller_wait_s", "--slurm-controller-wait"},
                                                                       {"max_lost", "--slurm-max-lost"}};
        for (const auto& [key, option] : kOptions)
            if (e.field() == key) throw InputError("command line", option, e.reason());
        throw;
    }
    return s;
}

void addSlurmOptions(CLI::App* cmd, const std::shared_ptr<SlurmOptions>& o) {
    const char* group = "Slurm cluster (--backend slurm; docs/cluster.md)";
    cmd->add_option("--slurm-profile", o->profile, "Profile of the Slurm profiles file (default: the file's default)")
        ->group(group);
    cmd->add_option("--slurm-profiles", o->profilesFile,
                    "Slurm profiles file (default: $AUGUR_SLURM_PROFILES or ~/.config/augur/slurm.json)")
        ->check(CLI::ExistingFile)
        ->group(group);
    cmd->add_option("--slurm-partition", o->partition, "Partition the allocations go to")->group(group);
    cmd->add_option("--slurm-account", o->account, "Account charged")->group(group);
    cmd->add_option("--slurm-constraint", o->constraint, "Node features required (--constraint)")->group(group);
    cmd->add_option("--slurm-gpu-model", o->gpuModel, "GPU name every worker must have (e.g. 'NVIDIA H200')")
        ->group(group);
    cmd->add_option("--slurm-jobs", o->jobs, "Allocations held for the session (1-64)")->group(group);
    cmd->add_option("--slurm-gpus-per-job", o->gpusPerJob,
                    "GPUs per allocation, one worker each (0: a partition without GPU GRES, one worker)")
        ->group(group);
    cmd->add_option("--slurm-time-limit", o->timeLimit, "Time limit of each allocation (Slurm time, e.g. 02:00:00)")
        ->group(group);
    cmd->add_option("--slurm-worker", o->workerPath,
                    "augur-worker's absolute path on the nodes (default: the one beside augur-cli)")
        ->group(group);
    cmd->add_option("--slurm-pending-timeout", o->pendingTimeoutS,
                    "Seconds an allocation may pend before the run ends (default 600)")
        ->group(group);
    cmd->add_option("--slurm-controller-wait", o->controllerWaitS,
                    "Seconds an unreachable controller is waited for (default 300)")
        ->group(group);
    cmd->add_option("--slurm-max-lost", o->maxLost,
                    "Times one measurement may be lost with its machine before it goes back to the queue (default 3)")
        ->group(group);
}

} // namespace augur::cli
