#include "core/kernel/PtxLineMap.h"

#include <cctype>
#include <set>

namespace augur {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

std::string_view lastComponent(std::string_view path) {
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

/// Reads a decimal number at `pos` (after blanks), advancing `pos`; -1 when there is none.
int readNumber(std::string_view s, std::size_t& pos) {
    while (pos < s.size() && std::isspace(static_cast<unsigned char>(s[pos]))) ++pos;
    if (pos >= s.size() || !std::isdigit(static_cast<unsigned char>(s[pos]))) return -1;
    int n = 0;
    for (; pos < s.size() && std::isdigit(static_cast<unsigned char>(s[pos])) && n < 100'000'000; ++pos)
        n = n * 10 + (s[pos] - '0');
    return n;
}

std::vector<std::string_view> splitLines(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        if (end == text.size()) break;
        start = end + 1;
    }
    return lines;
}

/// The indices of `.file` directives naming the source (they come at the end of the module).
std::set<int> sourceFileIndices(const std::vector<std::string_view>& lines, std::string_view name) {
    std::set<int> out;
    for (std::string_view raw : lines) {
        const std::string_view s = trim(raw);
        if (!startsWith(s, ".file")) continue;
        std::size_t pos = 5;
        const int index = readNumber(s, pos);
        const std::size_t open = s.find('"', pos), close = s.find('"', open + 1);
        if (index < 0 || open == std::string_view::npos || close == std::string_view::npos) continue;
        if (name.empty() || lastComponent(s.substr(open + 1, close - open - 1)) == name) out.insert(index);
    }
    return out;
}

/// An instruction row: not a directive, label, brace, comment or declaration.
bool isInstruction(std::string_view s) {
    if (s.empty() || s[0] == '.' || s[0] == '{' || s[0] == '}' || s[0] == '(' || s[0] == ')' || s[0] == ',' ||
        startsWith(s, "//") || s.back() == ':')
        return false;
    return s.find(';') != std::string_view::npos;
}

} // namespace

std::vector<int> PtxLineMap::rowsOf(int line) const {
    std::vector<int> out;
    if (line <= 0) return out;
    for (std::size_t i = 0; i < sourceLine.size(); ++i)
        if (sourceLine[i] == line) out.push_back(int(i));
    return out;
}

PtxLineMap mapPtxLines(std::string_view ptx, std::string_view sourceName) {
    PtxLineMap map;
    const std::vector<std::string_view> lines = splitLines(ptx);
    const std::set<int> files = sourceFileIndices(lines, lastComponent(sourceName));
    map.sourceLine.assign(lines.size(), 0);
    int current = 0, depth = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view s = trim(lines[i]);
        if (startsWith(s, ".loc")) {
            std::size_t pos = 4;
            const int file = readNumber(s, pos);
            const int line = readNumber(s, pos);
            current = files.count(file) && line > 0 ? line : 0;
            map.sourceLine[i] = current;
            map.lineInfo = map.lineInfo || current > 0;
            continue;
        }
        if (s == "{") ++depth;
        if (s == "}" && depth > 0 && --depth == 0) current = 0; // a function's end
        if (depth == 0 || !isInstruction(s)) continue;
        ++map.instructions;
        map.sourceLine[i] = current;
        if (current <= 0) continue;
        if (std::size_t(current) >= map.perLine.size()) map.perLine.resize(std::size_t(current) + 1, 0);
        ++map.perLine[std::size_t(current)];
    }
    return map;
}

} // namespace augur
