#include "core/base/JsonConfigFile.h"

#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace augur {

namespace fs = std::filesystem;

std::string userConfigPath(const char* envVar, const std::string& name) {
    if (const char* env = std::getenv(envVar); env && *env) return env;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg) return (fs::path(xdg) / "augur" / name).string();
    if (const char* home = std::getenv("HOME"); home && *home)
        return (fs::path(home) / ".config" / "augur" / name).string();
    return name;
}

std::optional<nlohmann::json> readJsonConfig(const std::string& path, bool mustExist, std::uintmax_t maxBytes) {
    std::error_code ec;
    if (!fs::exists(path, ec)) {
        if (mustExist) throw InputError(path, "(file)", "cannot be opened");
        return std::nullopt;
    }
    if (!fs::is_regular_file(path, ec)) throw InputError(path, "(file)", "not a regular file");
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec || size > maxBytes)
        throw InputError(path, "(file)", "larger than " + std::to_string(maxBytes >> 10) + " KiB or unreadable");
    std::ifstream in(path);
    if (!in) throw InputError(path, "(file)", "cannot be opened");
    std::stringstream ss;
    ss << in.rdbuf();
    // The bounded reader names the byte where the JSON breaks and never quotes the text: a
    // settings file that does not parse must not print the key or token it holds.
    JsonLimits limits;
    limits.maxValues = 100000;
    limits.maxStringBytes = 64u << 10;
    limits.maxDepth = 32;
    return parseBoundedJsonUnordered(ss.str(), path, limits, "(file)");
}

void writeJsonConfig(const std::string& path, const nlohmann::json& j) {
    const fs::path target(path);
    if (target.has_parent_path()) fs::create_directories(target.parent_path());
    const fs::path tmp = target.string() + ".tmp";
    {
        std::ofstream out(tmp, std::ios::trunc);
        if (!out) throw std::runtime_error(tmp.string() + ": cannot be written");
        out << j.dump(2) << "\n";
        if (!out) throw std::runtime_error(tmp.string() + ": write failed");
    }
    fs::rename(tmp, target);
}

} // namespace augur
