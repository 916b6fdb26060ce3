#include "gpu/compile/CompileLog.h"

#include <cctype>
#include <cstddef>
#include <string_view>

namespace augur::gpu {

namespace {

/// The file a diagnostic line names ("file(12): error: ...") and its kind ("error",
/// "warning", ...), or false when `line` is not the first line of a diagnostic.
bool diagnosticHead(std::string_view line, std::string_view& file, std::string_view& kind) {
    if (line.empty() || line[0] == ' ' || line[0] == '\t') return false;
    const std::size_t close = line.find("): ");
    if (close == std::string_view::npos) return false;
    const std::size_t open = line.rfind('(', close);
    if (open == std::string_view::npos || open == 0 || open + 1 == close) return false;
    for (std::size_t i = open + 1; i < close; ++i)
        if (!std::isdigit(static_cast<unsigned char>(line[i]))) return false;
    file = line.substr(0, open);
    kind = line.substr(close + 3);
    kind = kind.substr(0, kind.find(':'));
    if (const std::size_t hash = kind.find(" #"); hash != std::string_view::npos) kind = kind.substr(0, hash);
    return true;
}

/// The line of `name` in "... at line 12 of name" (EDG's "detected during"), or "".
std::string_view instantiatedAt(std::string_view line, std::string_view name) {
    const std::string_view at = " at line ";
    std::size_t pos = line.rfind(at);
    if (pos == std::string_view::npos) return {};
    pos += at.size();
    std::size_t end = pos;
    while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
    const std::string_view of = line.substr(end);
    if (end == pos || of.substr(0, 4) != " of " || of.substr(4) != name) return {};
    return line.substr(pos, end - pos);
}

} // namespace

std::string candidateLog(const std::string& log, const std::string& name) {
    enum class Owner { summary, own, other };
    Owner owner = Owner::summary;
    std::size_t dropped = 0;
    std::string out;
    out.reserve(log.size());
    // A dropped diagnostic that the candidate's own line caused (a template it instantiated)
    // is pointed at that line, without the other file's text.
    std::string_view otherKind, otherAt;
    auto flushOther = [&] {
        if (!otherAt.empty() && (otherKind == "error" || otherKind == "warning" || otherKind == "catastrophic error"))
            out += name + "(" + std::string(otherAt) + "): " + std::string(otherKind) +
                ": in a header this line instantiates (the header's diagnostic is left out)\n";
        otherKind = otherAt = {};
    };
    std::size_t pos = 0;
    while (pos < log.size()) {
        std::size_t end = log.find('\n', pos);
        const bool newline = end != std::string::npos;
        if (!newline) end = log.size();
        const std::string_view line(log.data() + pos, end - pos);
        pos = newline ? end + 1 : end;
        std::string_view file, kind;
        const Owner before = owner;
        if (diagnosticHead(line, file, kind))
            owner = file == name ? Owner::own : Owner::other;
        else if (!line.empty() && line[0] != ' ' && line[0] != '\t' && line[0] != '\r')
            owner = Owner::summary; // "ptxas info : ...", "1 error detected ...", "Remark: ..."
        const bool newDiagnostic = !file.empty();
        if (before == Owner::other && (owner != Owner::other || newDiagnostic)) flushOther();
        if (owner == Owner::other) {
            if (newDiagnostic) otherKind = kind;
            if (std::string_view at = instantiatedAt(line, name); !at.empty()) otherAt = at;
            if (!line.empty() && line != "\r") ++dropped;
            continue;
        }
        out.append(line);
        if (newline) out.push_back('\n');
    }
    if (owner == Owner::other) flushOther();
    if (dropped == 0) return log;
    if (!out.empty() && out.back() != '\n') out.push_back('\n');
    out += "(" + std::to_string(dropped) + (dropped == 1 ? " line" : " lines") + " about other files than " + name +
        " left out)\n";
    return out;
}

} // namespace augur::gpu
