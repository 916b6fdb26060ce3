#include "core/backend/slurm/SlurmSettings.h"

#include "core/base/InputError.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <regex>
#include <set>

namespace augur {

using json = nlohmann::json;

std::string SlurmSettings::describe() const {
    std::string s = "partition " + (partition.empty() ? std::string("(default)") : partition);
    if (!account.empty()) s += ", account " + account;
    if (!constraint.empty()) s += ", constraint " + constraint;
    s += ", " + std::to_string(jobs) + " x " +
        (gpusPerJob > 0 ? std::to_string(gpusPerJob) + " GPU" + (gpusPerJob > 1 ? "s" : "") : std::string("no GPU"));
    s += ", " + timeLimit;
    return s;
}

json SlurmSettings::toJson() const {
    return {{"profile", profile},
            {"partition", partition},
            {"account", account},
            {"constraint", constraint},
            {"gpu_model", gpuModel},
            {"jobs", jobs},
            {"gpus_per_job", gpusPerJob},
            {"time_limit", timeLimit},
            {"worker_path", workerPath},
            {"pending_timeout_s", pendingTimeoutS},
            {"controller_wait_s", controllerWaitS},
            {"max_lost", maxLost}};
}

namespace {
template <typename T>
void read(const json& j, const char* key, T& out, const std::string& file, const std::string& prefix) {
    auto it = j.find(key);
    if (it == j.end()) return;
    if constexpr (std::is_same_v<T, std::string>) {
        if (!it->is_string())
            throw InputError(file, prefix + key, std::string("must be a string, not ") + it->type_name());
    } else if constexpr (std::is_same_v<T, int>) {
        if (!it->is_number_integer())
            throw InputError(file, prefix + key, std::string("must be an integer, not ") + it->type_name());
    } else {
        if (!it->is_number())
            throw InputError(file, prefix + key, std::string("must be a number, not ") + it->type_name());
    }
    if constexpr (std::is_same_v<T, int>) {
        const auto v = it->get<long long>();
        if (v < -1'000'000 || v > 1'000'000) throw InputError(file, prefix + key, "out of range");
        out = static_cast<int>(v);
    } else {
        out = it->get<T>();
    }
}

bool slurmWord(const std::string& s, bool constraint) {
    if (s.size() > 200) return false;
    for (unsigned char c : s) {
        const bool plain = std::isalnum(c) || c == '_' || c == '-' || c == '.';
        const bool op = c == '&' || c == '|' || c == ',' || c == ':' || c == '*' || c == '!' || c == '[' || c == ']' ||
            c == '(' || c == ')';
        if (!(plain || (constraint && op))) return false;
    }
    return true;
}
} // namespace

bool SlurmSettings::isSlurmTime(const std::string& t) {
    static const std::regex re(
        R"(^(\d{1,7}|\d{1,7}:\d{1,2}|\d{1,5}:\d{1,2}:\d{1,2}|\d{1,4}-\d{1,2}(:\d{1,2}(:\d{1,2})?)?)$)");
    return std::regex_match(t, re);
}

SlurmSettings SlurmSettings::fromJson(const json& j, const std::string& file, const std::string& prefix) {
    if (!j.is_object())
        throw InputError(file, prefix.empty() ? "slurm" : prefix.substr(0, prefix.size() - 1), "not a JSON object");
    static const std::set<std::string> known{
        "profile",    "partition",   "account",           "constraint",        "gpu_model", "jobs", "gpus_per_job",
        "time_limit", "worker_path", "pending_timeout_s", "controller_wait_s", "max_lost",  "name"};
    for (auto it = j.begin(); it != j.end(); ++it)
        if (!known.count(it.key())) throw InputError(file, prefix + it.key(), "unknown field");
    SlurmSettings s;
    read(j, "profile", s.profile, file, prefix);
    read(j, "partition", s.partition, file, prefix);
    read(j, "account", s.account, file, prefix);
    read(j, "constraint", s.constraint, file, prefix);
    read(j, "gpu_model", s.gpuModel, file, prefix);
    read(j, "jobs", s.jobs, file, prefix);
    read(j, "gpus_per_job", s.gpusPerJob, file, prefix);
    read(j, "time_limit", s.timeLimit, file, prefix);
    read(j, "worker_path", s.workerPath, file, prefix);
    read(j, "pending_timeout_s", s.pendingTimeoutS, file, prefix);
    read(j, "controller_wait_s", s.controllerWaitS, file, prefix);
    read(j, "max_lost", s.maxLost, file, prefix);
    s.validate(file, prefix);
    return s;
}

void SlurmSettings::validate(const std::string& file, const std::string& prefix) const {
    auto fail = [&](const char* key, const std::string& why) { throw InputError(file, prefix + key, why); };
    if (!slurmWord(partition, false))
        fail("partition", "'" + partition + "' is not a partition name (letters, digits, _ . -)");
    if (!slurmWord(account, false))
        fail("account", "'" + account + "' is not an account name (letters, digits, _ . -)");
    if (!slurmWord(constraint, true)) fail("constraint", "'" + constraint + "' is not a Slurm constraint");
    if (gpuModel.size() > 200) fail("gpu_model", "longer than 200 characters");
    for (unsigned char c : gpuModel)
        if (c < 0x20 || c == 0x7f) fail("gpu_model", "contains a control character");
    if (jobs < 1 || jobs > 64) fail("jobs", "must be from 1 to 64, not " + std::to_string(jobs));
    if (gpusPerJob < 0 || gpusPerJob > 16)
        fail("gpus_per_job", "must be from 0 to 16, not " + std::to_string(gpusPerJob));
    if (!isSlurmTime(timeLimit))
        fail("time_limit", "'" + timeLimit + "' is not a Slurm time (M, M:S, H:M:S, D-H, D-H:M or D-H:M:S)");
    // Slurm reads 0 as no limit: an allocation left behind by a killed process would then
    // hold its GPUs for ever.
    if (timeLimit.find_first_not_of("0:-") == std::string::npos)
        fail("time_limit", "must be more than 0 (Slurm reads 0 as no limit)");
    if (!workerPath.empty()) {
        if (workerPath.front() != '/') fail("worker_path", "'" + workerPath + "' is not an absolute path");
        if (workerPath.size() > 4096) fail("worker_path", "longer than 4096 characters");
        for (unsigned char c : workerPath)
            if (c < 0x20 || c == 0x7f) fail("worker_path", "contains a control character");
    }
    if (!(std::isfinite(pendingTimeoutS) && pendingTimeoutS >= 1.0 && pendingTimeoutS <= 7 * 86400.0))
        fail("pending_timeout_s", "must be from 1 to 604800 s");
    if (!(std::isfinite(controllerWaitS) && controllerWaitS >= 0.0 && controllerWaitS <= 86400.0))
        fail("controller_wait_s", "must be from 0 to 86400 s");
    if (maxLost < 0 || maxLost > 100) fail("max_lost", "must be from 0 to 100");
}

} // namespace augur
