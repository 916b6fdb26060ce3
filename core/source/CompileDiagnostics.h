#pragma once
// Compiler messages of an NVRTC (or nvcc front end) log, tied to source lines, so an
// editor can show an error at its line.
#include <string>
#include <string_view>
#include <vector>

namespace augur {

struct CompileDiagnostic {
    enum class Severity { Error, Warning, Remark };
    Severity severity = Severity::Error;
    int line = 0; ///< 1-based line of the compiled text; 0 when the message names no line
    int column = 0; ///< 1-based column, from the caret line under the quoted source; 0 when none
    std::string message; ///< the message without file and line
};

/// Parses "<file>(<line>): error: <message>" / "warning #<n>-D: ..." lines (NVRTC's EDG
/// front end format) and ptxas' "ptxas error : ..." lines (no line). Of the continuation
/// lines (the quoted source line and the caret under it) only the caret's column is kept:
/// the front end quotes the line with a two-space indent. At most `maxMessages` are kept.
std::vector<CompileDiagnostic> parseCompileLog(std::string_view log, std::size_t maxMessages = 200);

} // namespace augur
