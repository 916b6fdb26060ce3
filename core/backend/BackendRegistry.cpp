#include "core/backend/BackendRegistry.h"

#include <map>
#include <mutex>
#include <stdexcept>

namespace augur {

namespace {
std::mutex& registryMutex() {
    static std::mutex m;
    return m;
}
std::map<std::string, BackendRegistry::Factory>& registry() {
    static std::map<std::string, BackendRegistry::Factory> r;
    return r;
}
} // namespace

void BackendRegistry::add(const std::string& name, Factory factory) {
    std::lock_guard<std::mutex> lock(registryMutex());
    registry()[name] = std::move(factory);
}

bool BackendRegistry::has(const std::string& name) {
    std::lock_guard<std::mutex> lock(registryMutex());
    return registry().count(name) != 0;
}

std::unique_ptr<MeasurementBackend> BackendRegistry::create(const std::string& name, const Problem& problem,
                                                            const SessionConfig& config) {
    Factory f;
    {
        std::lock_guard<std::mutex> lock(registryMutex());
        auto it = registry().find(name);
        if (it == registry().end()) throw std::invalid_argument("backend '" + name + "' is not registered");
        f = it->second;
    }
    return f(problem, config);
}

std::vector<std::string> BackendRegistry::names() {
    std::lock_guard<std::mutex> lock(registryMutex());
    std::vector<std::string> out;
    for (const auto& [k, v] : registry()) out.push_back(k);
    return out;
}

} // namespace augur
