#include "core/source/CompileDiagnostics.h"

#include <cctype>

namespace augur {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

/// "<file>(<line>): <severity>[ #<n>-D]: <message>" -> diagnostic, or false.
bool parseFrontEndLine(std::string_view line, CompileDiagnostic& out) {
    const std::size_t close = line.find("): ");
    if (close == std::string_view::npos) return false;
    const std::size_t open = line.rfind('(', close);
    if (open == std::string_view::npos || open + 1 >= close) return false;
    int number = 0;
    for (std::size_t i = open + 1; i < close; ++i) {
        if (!std::isdigit(static_cast<unsigned char>(line[i])) || number > 10'000'000) return false;
        number = number * 10 + (line[i] - '0');
    }
    std::string_view rest = line.substr(close + 3);
    if (startsWith(rest, "error"))
        out.severity = CompileDiagnostic::Severity::Error;
    else if (startsWith(rest, "warning"))
        out.severity = CompileDiagnostic::Severity::Warning;
    else if (startsWith(rest, "remark"))
        out.severity = CompileDiagnostic::Severity::Remark;
    else
        return false;
    const std::size_t colon = rest.find(": ");
    out.line = number;
    out.message = std::string(trim(colon == std::string_view::npos ? rest : rest.substr(colon + 2)));
    return true;
}

/// The 1-based column a caret line ("      ^") points at under a quoted source line, or 0.
int caretColumn(std::string_view raw) {
    const std::size_t caret = raw.find('^');
    if (caret == std::string_view::npos || caret < 2 || trim(raw) != "^") return 0;
    return static_cast<int>(caret) - 1; // the quote's two-space indent, then 1-based
}

} // namespace

std::vector<CompileDiagnostic> parseCompileLog(std::string_view log, std::size_t maxMessages) {
    std::vector<CompileDiagnostic> out;
    std::size_t start = 0;
    // Lines read since a front-end message: its caret follows the quoted line, after any
    // continuation of the message ("argument types are: ...").
    int afterFrontEnd = 0;
    while (start < log.size() && out.size() < maxMessages) {
        std::size_t end = log.find('\n', start);
        if (end == std::string_view::npos) end = log.size();
        const std::string_view raw = log.substr(start, end - start);
        const std::string_view line = trim(raw);
        start = end + 1;
        if (afterFrontEnd > 0 && ++afterFrontEnd <= 6 && caretColumn(raw) > 0) {
            out.back().column = caretColumn(raw);
            afterFrontEnd = 0;
            continue;
        }
        if (afterFrontEnd > 6) afterFrontEnd = 0;
        CompileDiagnostic d;
        if (parseFrontEndLine(line, d)) {
            out.push_back(std::move(d));
            afterFrontEnd = 1;
        } else if (startsWith(line, "ptxas error") || startsWith(line, "ptxas fatal") ||
                   startsWith(line, "nvrtc error") || startsWith(line, "error:")) {
            const std::size_t colon = line.find(':');
            d.line = 0;
            d.message = std::string(trim(line.substr(colon + 1)));
            if (startsWith(line, "ptxas")) d.message = "ptxas: " + d.message;
            out.push_back(std::move(d));
        }
    }
    return out;
}

} // namespace augur
