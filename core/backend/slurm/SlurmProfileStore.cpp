#include "core/backend/slurm/SlurmProfileStore.h"

#include "core/base/InputError.h"
#include "core/base/JsonConfigFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace augur {

using json = nlohmann::json;

std::string SlurmProfileStore::defaultPath() { return userConfigPath("AUGUR_SLURM_PROFILES", "slurm.json"); }

SlurmProfileStore SlurmProfileStore::load(const std::string& p, bool mustExist) {
    SlurmProfileStore s;
    s.path = p;
    const std::optional<json> read = readJsonConfig(p, mustExist);
    if (!read) return s;
    const json& j = *read;
    if (!j.is_object()) throw InputError(p, "(file)", "not a JSON object");
    for (auto it = j.begin(); it != j.end(); ++it)
        if (it.key() != "default" && it.key() != "profiles") throw InputError(p, it.key(), "unknown field");
    if (j.contains("default")) {
        if (!j["default"].is_string()) throw InputError(p, "default", "must be a string");
        s.defaultName = j["default"].get<std::string>();
    }
    if (j.contains("profiles")) {
        if (!j["profiles"].is_array()) throw InputError(p, "profiles", "must be an array");
        std::set<std::string> names;
        std::size_t index = 0;
        for (const auto& e : j["profiles"]) {
            const std::string at = "profiles[" + std::to_string(index++) + "]";
            if (!e.is_object() || !e.contains("name") || !e["name"].is_string() || e["name"].get<std::string>().empty())
                throw InputError(p, at + ".name", "every profile needs a name (a non-empty string)");
            const std::string name = e["name"].get<std::string>();
            if (name.size() > 100) throw InputError(p, at + ".name", "longer than 100 characters");
            for (unsigned char ch : name)
                if (ch < 0x20 || ch == 0x7f) throw InputError(p, at + ".name", "contains a control character");
            SlurmSettings settings = SlurmSettings::fromJson(e, p, "profiles[" + name + "].");
            settings.profile = name;
            if (!names.insert(name).second) throw InputError(p, "profiles[" + name + "]", "defined twice");
            s.profiles.push_back(std::move(settings));
        }
    }
    if (!s.defaultName.empty()) {
        const auto names = s.names();
        if (std::find(names.begin(), names.end(), s.defaultName) == names.end())
            throw InputError(p, "default", "names no profile ('" + s.defaultName + "')");
    }
    return s;
}

void SlurmProfileStore::save(const std::string& p) const {
    json j{{"profiles", json::array()}};
    if (!defaultName.empty()) j["default"] = defaultName;
    for (const auto& x : profiles) {
        json e = x.toJson();
        e.erase("profile");
        e["name"] = x.profile;
        j["profiles"].push_back(std::move(e));
    }
    writeJsonConfig(p, j);
}

std::vector<std::string> SlurmProfileStore::names() const {
    std::vector<std::string> out;
    for (const auto& x : profiles) out.push_back(x.profile);
    return out;
}

void SlurmProfileStore::put(SlurmSettings settings) {
    for (auto& x : profiles)
        if (x.profile == settings.profile) {
            x = std::move(settings);
            return;
        }
    profiles.push_back(std::move(settings));
}

SlurmSettings SlurmProfileStore::resolve(const std::string& name, const std::string& origin) const {
    const std::string want = name.empty() ? defaultName : name;
    if (want.empty() && profiles.size() == 1) return profiles.front();
    for (const auto& x : profiles)
        if (!want.empty() && x.profile == want) return x;
    std::string known;
    for (const auto& x : profiles) known += (known.empty() ? "" : ", ") + x.profile;
    const std::string where = path.empty() ? origin : path;
    if (want.empty())
        throw InputError(where, "slurm_profile",
                         "no profile named and no default (" +
                             (known.empty() ? std::string("the profiles file has none") : "known: " + known) +
                             "); see docs/cluster.md");
    throw InputError(where, "slurm_profile",
                     "no profile named '" + want + "'" + (known.empty() ? std::string() : " (known: " + known + ")"));
}

} // namespace augur
