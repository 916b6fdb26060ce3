#include "core/llm/prompt/LlmPromptTemplate.h"

#include "core/base/InputError.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace augur {

namespace fs = std::filesystem;

namespace {
std::string trimTrailingNewlines(std::string s) {
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.pop_back();
    return s;
}

/// Calls f(name, begin, end) for every {{name}} in text; throws for an unclosed one.
template <typename F>
void forEachPlaceholder(const std::string& text, const std::string& origin, F f) {
    std::size_t pos = 0;
    while ((pos = text.find("{{", pos)) != std::string::npos) {
        const std::size_t close = text.find("}}", pos + 2);
        if (close == std::string::npos) throw InputError(origin, "template", "unclosed placeholder '{{'");
        std::string name = text.substr(pos + 2, close - pos - 2);
        while (!name.empty() && name.front() == ' ') name.erase(0, 1);
        while (!name.empty() && name.back() == ' ') name.pop_back();
        f(name, pos, close + 2);
        pos = close + 2;
    }
}
} // namespace

LlmPromptTemplate LlmPromptTemplate::parse(const std::string& text, const std::string& origin) {
    LlmPromptTemplate t;
    t.origin_ = origin;
    std::istringstream in(text);
    std::string line, *section = nullptr;
    bool sawUser = false, sawSystem = false;
    while (std::getline(in, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line == "[system]" || line == "[user]") {
            bool& seen = line == "[user]" ? sawUser : sawSystem;
            if (seen) throw InputError(origin, line, "section appears twice");
            seen = true;
            section = line == "[user]" ? &t.user_ : &t.system_;
            continue;
        }
        if (!section) {
            if (line.empty() || line[0] == '#') continue;
            throw InputError(origin, "template",
                             "text before the first section ([system] or [user]): '" + line.substr(0, 40) + "'");
        }
        if (line.size() > 2 && line.front() == '[' && line.back() == ']' &&
            line.find_first_not_of("abcdefghijklmnopqrstuvwxyz", 1) == line.size() - 1)
            throw InputError(origin, line, "unknown section (use [system] and [user])");
        *section += line;
        *section += '\n';
    }
    if (!sawUser) throw InputError(origin, "[user]", "missing");
    t.system_ = trimTrailingNewlines(t.system_);
    t.user_ = trimTrailingNewlines(t.user_);
    forEachPlaceholder(t.system_, origin, [](const std::string&, std::size_t, std::size_t) {});
    forEachPlaceholder(t.user_, origin, [](const std::string&, std::size_t, std::size_t) {});
    return t;
}

std::string LlmPromptTemplate::userDir() {
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg && *xdg)
        return (fs::path(xdg) / "augur" / "prompts").string();
    if (const char* home = std::getenv("HOME"); home && *home)
        return (fs::path(home) / ".config" / "augur" / "prompts").string();
    return "prompts";
}

namespace {
std::vector<fs::path> shippedDirs() {
    std::vector<fs::path> out;
    // Beside the executable first (an installation or a relocated bundle), then the
    // source tree it was built from, then the configured install prefix.
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        out.push_back(self.parent_path() / ".." / "share" / "augur" / "prompts");
        out.push_back(self.parent_path() / ".." / ".." / "resources" / "prompts"); // build/bin in the source tree
    }
#ifdef AUGUR_PROMPTS_SOURCE_DIR
    out.emplace_back(AUGUR_PROMPTS_SOURCE_DIR);
#endif
#ifdef AUGUR_PROMPTS_INSTALL_DIR
    out.emplace_back(AUGUR_PROMPTS_INSTALL_DIR);
#endif
    return out;
}
} // namespace

std::vector<std::string> LlmPromptTemplate::searchDirs(const std::string& extraDir) {
    std::vector<fs::path> dirs;
    if (!extraDir.empty()) dirs.emplace_back(extraDir);
    if (const char* env = std::getenv("AUGUR_PROMPT_DIR"); env && *env) dirs.emplace_back(env);
    dirs.emplace_back(userDir());
    for (auto& d : shippedDirs()) dirs.push_back(d);
    std::vector<std::string> out;
    std::error_code ec;
    for (const auto& d : dirs) {
        if (!fs::is_directory(d, ec)) continue;
        std::string c = fs::weakly_canonical(d, ec).string();
        bool dup = false;
        for (const auto& o : out) dup = dup || o == c;
        if (!dup) out.push_back(c);
    }
    return out;
}

LlmPromptTemplate LlmPromptTemplate::load(const std::string& name, const std::string& extraDir) {
    std::string searched;
    for (const auto& d : searchDirs(extraDir)) {
        const fs::path p = fs::path(d) / (name + ".txt");
        std::ifstream in(p);
        if (!in) {
            searched += (searched.empty() ? "" : ", ") + d;
            continue;
        }
        std::stringstream ss;
        ss << in.rdbuf();
        return parse(ss.str(), p.string());
    }
    throw InputError(name + ".txt", "prompt",
                     "template not found (searched: " +
                         (searched.empty() ? std::string("no folder exists") : searched) + "; set AUGUR_PROMPT_DIR)");
}

std::set<std::string> LlmPromptTemplate::variables() const {
    std::set<std::string> out;
    for (const std::string* t : {&system_, &user_})
        forEachPlaceholder(*t, origin_, [&](const std::string& n, std::size_t, std::size_t) { out.insert(n); });
    return out;
}

void LlmPromptTemplate::requireOnly(const std::set<std::string>& allowed) const {
    for (const auto& v : variables())
        if (!allowed.count(v)) throw InputError(origin_, "{{" + v + "}}", "unknown placeholder");
}

std::string LlmPromptTemplate::renderOne(const std::string& text,
                                         const std::map<std::string, std::string>& vars) const {
    std::string out;
    out.reserve(text.size() * 2);
    std::size_t last = 0;
    forEachPlaceholder(text, origin_, [&](const std::string& n, std::size_t b, std::size_t e) {
        auto it = vars.find(n);
        if (it == vars.end()) throw InputError(origin_, "{{" + n + "}}", "unknown placeholder");
        out.append(text, last, b - last);
        out += it->second;
        last = e;
    });
    out.append(text, last, std::string::npos);
    return out;
}

std::vector<LlmMessage> LlmPromptTemplate::render(const std::map<std::string, std::string>& vars) const {
    std::vector<LlmMessage> out;
    if (!system_.empty()) out.push_back({"system", renderOne(system_, vars)});
    out.push_back({"user", renderOne(user_, vars)});
    return out;
}

} // namespace augur
