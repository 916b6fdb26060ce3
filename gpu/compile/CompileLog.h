#pragma once
// What of a compiler log reaches the engineer and the LLM: the candidate's own diagnostics.
#include <string>

namespace augur::gpu {

/// NVRTC's `log` cut to what concerns the source compiled as `name`: every diagnostic
/// ("file(line): error: ...") about another file is dropped with the lines that follow
/// it (the quoted source line, the caret, "detected during ..."), since they quote that
/// file's text, be it a toolkit header or a host file a hostile source got the compiler to
/// read. A dropped error or warning that the candidate caused ("detected during
/// instantiation ... at line 12 of name") leaves one line pointing at that line of `name`,
/// without the other file's text. The candidate's own diagnostics, the ptxas report and
/// the summary lines stay as they are; a last line says how many lines were left out. The
/// log is returned unchanged when nothing concerns another file. Never throws (but
/// std::bad_alloc).
std::string candidateLog(const std::string& log, const std::string& name);

} // namespace augur::gpu
