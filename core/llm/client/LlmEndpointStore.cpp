#include "core/llm/client/LlmEndpointStore.h"

#include "core/base/InputError.h"
#include "core/base/JsonConfigFile.h"

#include <algorithm>
#include <cstdlib>
#include <set>

namespace augur {

using json = nlohmann::json;

std::string LlmEndpointStore::defaultPath() { return userConfigPath("AUGUR_ENDPOINTS", "endpoints.json"); }

LlmEndpointStore LlmEndpointStore::load(const std::string& p, bool mustExist) {
    LlmEndpointStore s;
    s.path = p;
    const std::optional<json> read = readJsonConfig(p, mustExist);
    if (!read) return s;
    const json& j = *read;
    if (!j.is_object()) throw InputError(p, "(file)", "not a JSON object");
    for (auto it = j.begin(); it != j.end(); ++it)
        if (it.key() != "default" && it.key() != "prompt_dir" && it.key() != "endpoints")
            throw InputError(p, it.key(), "unknown field");
    if (j.contains("default")) {
        if (!j["default"].is_string()) throw InputError(p, "default", "must be a string");
        s.defaultName = j["default"].get<std::string>();
    }
    if (j.contains("prompt_dir")) {
        if (!j["prompt_dir"].is_string()) throw InputError(p, "prompt_dir", "must be a string");
        s.promptDir = j["prompt_dir"].get<std::string>();
    }
    if (j.contains("endpoints")) {
        if (!j["endpoints"].is_array()) throw InputError(p, "endpoints", "must be an array");
        std::set<std::string> names;
        for (const auto& e : j["endpoints"]) {
            LlmEndpoint ep = LlmEndpoint::fromJson(e, p);
            if (!names.insert(ep.name).second) throw InputError(p, "endpoints[" + ep.name + "]", "defined twice");
            s.endpoints.push_back(std::move(ep));
        }
    }
    if (!s.defaultName.empty() && !s.find(s.defaultName))
        throw InputError(p, "default", "names no endpoint ('" + s.defaultName + "')");
    return s;
}

void LlmEndpointStore::save(const std::string& p) const {
    json j{{"endpoints", json::array()}};
    if (!defaultName.empty()) j["default"] = defaultName;
    if (!promptDir.empty()) j["prompt_dir"] = promptDir;
    for (const auto& e : endpoints) j["endpoints"].push_back(e.toJson());
    writeJsonConfig(p, j);
}

std::optional<LlmEndpoint> LlmEndpointStore::find(const std::string& name) const {
    for (const auto& e : endpoints)
        if (e.name == name) return e;
    return std::nullopt;
}

void LlmEndpointStore::put(LlmEndpoint e) {
    for (auto& x : endpoints)
        if (x.name == e.name) {
            x = std::move(e);
            return;
        }
    endpoints.push_back(std::move(e));
}

void LlmEndpointStore::remove(const std::string& name) {
    endpoints.erase(
        std::remove_if(endpoints.begin(), endpoints.end(), [&](const LlmEndpoint& e) { return e.name == name; }),
        endpoints.end());
    if (defaultName == name) defaultName.clear();
}

LlmEndpoint LlmEndpointStore::resolve(const std::string& name, const std::string& origin) const {
    std::string want = name.empty() ? defaultName : name;
    if (want.empty() && endpoints.size() == 1) return endpoints.front();
    if (!want.empty())
        if (auto e = find(want)) return *e;
    const char* url = std::getenv("AUGUR_LLM_BASE_URL");
    const char* model = std::getenv("AUGUR_LLM_MODEL");
    if ((want.empty() || want == "env") && url && *url && model && *model) {
        LlmEndpoint e;
        e.name = "env";
        e.baseUrl = url;
        e.model = model;
        // A local server needs no key: the variable is named only when it is set.
        if (const char* k = std::getenv("AUGUR_LLM_API_KEY"); k && *k) e.apiKeyEnv = "AUGUR_LLM_API_KEY";
        e.checkSecrets("AUGUR_LLM_BASE_URL");
        return e;
    }
    std::string known;
    for (const auto& e : endpoints) known += (known.empty() ? "" : ", ") + e.name;
    const std::string where = path.empty() ? origin : path;
    if (want.empty())
        throw InputError(where, "endpoint",
                         "no endpoint named and no default (" +
                             (known.empty() ? std::string("the endpoints file has none") : "known: " + known) +
                             "); see docs/llm.md");
    throw InputError(where, "endpoint",
                     "no endpoint named '" + want + "'" + (known.empty() ? std::string() : " (known: " + known + ")"));
}

} // namespace augur
