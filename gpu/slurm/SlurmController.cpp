#include "gpu/slurm/SlurmController.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>

#include <unistd.h>

namespace augur::gpu {

namespace {

std::string trim(const std::string& s) {
    const auto a = s.find_first_not_of(" \t\r\n");
    if (a == std::string::npos) return {};
    const auto b = s.find_last_not_of(" \t\r\n");
    return s.substr(a, b - a + 1);
}

template <typename T>
SlurmAnswer<T> failure(const CommandResult& r) {
    SlurmAnswer<T> a;
    a.error = r.firstErrorLine();
    a.unreachable = r.timedOut || SlurmController::saysUnreachable(r.err + r.out);
    if (r.timedOut) a.error = "the controller did not answer: " + r.error;
    return a;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    std::string part;
    std::stringstream ss(s);
    while (std::getline(ss, part, sep)) out.push_back(part);
    if (!s.empty() && s.back() == sep) out.emplace_back();
    return out;
}

} // namespace

bool SlurmController::saysUnreachable(const std::string& text) {
    // The clients' words for a controller that is not there (Slurm 22.05): "Unable to
    // contact slurm controller (connect failure)", "Socket timed out on send/recv
    // operation", "Connection refused", "Zero Bytes were transmitted or received".
    for (const char* k :
         {"Unable to contact slurm controller", "Socket timed out", "Connection refused", "Zero Bytes were transmitted",
          "connect failure", "is DOWN", "Communication connection failure"})
        if (text.find(k) != std::string::npos) return true;
    return false;
}

std::string SlurmController::missingClient() {
    const char* path = std::getenv("PATH");
    for (const char* prog : {"sbatch", "srun", "squeue", "scontrol", "scancel"}) {
        bool found = false;
        std::stringstream ss(path ? path : "");
        std::string dir;
        while (!found && std::getline(ss, dir, ':'))
            found = !dir.empty() && ::access((std::filesystem::path(dir) / prog).c_str(), X_OK) == 0;
        if (!found) return prog;
    }
    return {};
}

SlurmAnswer<bool> SlurmController::ping() const {
    const CommandResult r = run({"scontrol", "ping"});
    // "Slurmctld(primary) at host is UP" (exit 0); "... is DOWN" (exit 1).
    if (r.ok() && r.out.find("is UP") != std::string::npos) return {true, {}, false};
    SlurmAnswer<bool> a = failure<bool>(r);
    if (r.started && !r.timedOut && r.out.find("is DOWN") != std::string::npos) {
        const std::string out = trim(r.out);
        a.error = out.substr(0, out.find('\n')); // "Slurmctld(primary) at HOST is DOWN", then a banner
        a.unreachable = true;
    }
    return a;
}

SlurmAnswer<bool> SlurmController::partitionExists(const std::string& partition) const {
    if (partition.empty()) {
        // The default partition: sinfo marks it with '*'.
        const CommandResult r = run({"sinfo", "-h", "-o", "%P"});
        if (!r.ok()) return failure<bool>(r);
        return {r.out.find('*') != std::string::npos, {}, false};
    }
    const CommandResult r = run({"scontrol", "-o", "show", "partition", partition});
    if (r.ok()) return {r.out.find("PartitionName=" + partition) != std::string::npos, {}, false};
    if (r.started && !r.timedOut && (r.err + r.out).find("not found") != std::string::npos) return {false, {}, false};
    return failure<bool>(r);
}

SlurmAnswer<std::string> SlurmController::submitAllocation(const SlurmSettings& s, const std::string& name,
                                                           int tasks) const {
    std::vector<std::string> argv{"sbatch",
                                  "--parsable",
                                  "--job-name=" + name,
                                  "--nodes=1",
                                  "--ntasks=" + std::to_string(tasks),
                                  "--cpus-per-task=1",
                                  "--time=" + s.timeLimit,
                                  "--output=/dev/null",
                                  "--error=/dev/null",
                                  "--no-requeue"};
    if (!s.partition.empty()) argv.push_back("--partition=" + s.partition);
    if (!s.account.empty()) argv.push_back("--account=" + s.account);
    if (!s.constraint.empty()) argv.push_back("--constraint=" + s.constraint);
    if (s.gpusPerJob > 0) argv.push_back("--gres=gpu:" + std::to_string(s.gpusPerJob));
    // The allocation is held by a batch step that only sleeps; the workers are job steps.
    argv.push_back("--wrap=exec sleep infinity");
    const CommandResult r = run(argv);
    if (!r.ok()) return failure<std::string>(r);
    // "12" or "12;cluster".
    std::string id = trim(r.out);
    id = id.substr(0, id.find(';'));
    if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos)
        return {std::nullopt, "sbatch printed no job id: '" + trim(r.out).substr(0, 100) + "'", false};
    return {id, {}, false};
}

SlurmAnswer<SlurmJobState> SlurmController::jobState(const std::string& id) const {
    const CommandResult r = run({"squeue", "-h", "-t", "all", "-j", id, "-o", "%T|%r|%N"});
    if (!r.ok()) {
        // A job the controller no longer remembers: "Invalid job id specified".
        if (r.started && !r.timedOut && r.err.find("Invalid job id") != std::string::npos)
            return {SlurmJobState{"GONE", "forgotten by the controller", ""}, {}, false};
        return failure<SlurmJobState>(r);
    }
    const std::string line = trim(r.out.substr(0, r.out.find('\n')));
    if (line.empty()) return {SlurmJobState{"GONE", "forgotten by the controller", ""}, {}, false};
    const auto parts = split(line, '|');
    SlurmJobState st;
    st.state = parts.size() > 0 ? parts[0] : "";
    st.reason = parts.size() > 1 && parts[1] != "None" ? parts[1] : "";
    st.node = parts.size() > 2 && parts[2] != "(null)" ? parts[2] : "";
    return {st, {}, false};
}

SlurmAnswer<std::vector<std::string>> SlurmController::stepsNamed(const std::string& id,
                                                                  const std::string& stepName) const {
    const CommandResult r = run({"squeue", "-h", "-s", "-j", id, "-o", "%i|%j"});
    if (!r.ok()) return failure<std::vector<std::string>>(r);
    std::vector<std::string> steps;
    std::stringstream ss(r.out);
    std::string line;
    while (std::getline(ss, line)) {
        const auto parts = split(trim(line), '|');
        if (parts.size() == 2 && parts[1] == stepName) steps.push_back(parts[0]);
    }
    return {steps, {}, false};
}

std::string SlurmController::cancel(const std::string& jobOrStep) const {
    const CommandResult r = run({"scancel", jobOrStep});
    return r.ok() ? std::string() : r.firstErrorLine();
}

std::vector<std::string> SlurmController::stepCommand(const SlurmSettings& s, const std::string& jobId,
                                                      const std::string& stepName, const std::string& worker) {
    std::vector<std::string> argv{"srun", "--jobid=" + jobId, "--job-name=" + stepName, "--nodes=1", "--ntasks=1",
                                  "--cpus-per-task=1",
                                  // Only the step's own CPU (and GPU): the allocation's
                                  // workers run side by side, each on its own GPU.
                                  "--exact",
                                  // A worker that dies ends its step; srun then exits.
                                  "--kill-on-bad-exit=1", "--quiet"};
    if (s.gpusPerJob > 0) argv.push_back("--gres=gpu:1");
    argv.push_back(worker);
    argv.push_back("--device");
    argv.push_back("0");
    return argv;
}

} // namespace augur::gpu
