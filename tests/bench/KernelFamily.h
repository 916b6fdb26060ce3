#pragma once
// The kernel family the Kernel dock benchmarks open (bench_kernel_view, bench_sass_view):
// realistic CUDA of any length, the softmax template of resources/problems/softmax_rows_f32
// repeated with its helpers and kernel renamed per copy, the rest a __constant__ table.
#include <cctype>
#include <cstdio>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace augur::bench {

inline std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    return lines;
}

inline std::string joinLines(const std::vector<std::string>& lines) {
    std::string out;
    for (const std::string& l : lines) out += l + '\n';
    return out;
}

inline bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// `line` with every whole-token `from` replaced by `to`.
inline std::string replaceToken(const std::string& line, const std::string& from, const std::string& to) {
    std::string out;
    std::size_t i = 0;
    for (std::size_t at = line.find(from); at != std::string::npos; at = line.find(from, at + 1)) {
        const std::size_t end = at + from.size();
        if ((at > 0 && identChar(line[at - 1])) || (end < line.size() && identChar(line[end]))) continue;
        out.append(line, i, at - i);
        out += to;
        i = end;
    }
    out.append(line, i, std::string::npos);
    return out;
}

/// A kernel family of `lines` lines (without the final newline's empty line): the softmax
/// template's prologue, then its helpers and kernel again and again, each copy renamed
/// (`_k`), then a __constant__ table up to the line count.
inline std::vector<std::string> familySource(const std::string& templ, int lines) {
    const std::vector<std::string> t = splitLines(templ);
    std::size_t bodyStart = 0;
    while (bodyStart < t.size() && t[bodyStart].find("float warp_max") == std::string::npos) ++bodyStart;
    std::vector<std::string> out{"// Softmax kernel family (bench_kernel_view): the tuned row softmax and variants"};
    out.insert(out.end(), t.begin(), t.begin() + long(bodyStart));
    const char* const names[] = {"warp_max", "warp_sum",      "online_merge", "block_max", "block_sum",
                                 "red_m",    "softmax_tuned", "red_s",        "row_cache", "cache"};
    for (int k = 0;; ++k) {
        const std::size_t room = std::size_t(lines) - out.size();
        if (room < (t.size() - bodyStart) + 2 + 8) break; // the copy, its comment and a table
        out.push_back("");
        out.push_back("// Variant " + std::to_string(k) + ": helpers and kernel renamed with _" + std::to_string(k));
        for (std::size_t i = bodyStart; i < t.size(); ++i) {
            std::string l = t[i];
            for (const char* n : names) l = replaceToken(l, n, std::string(n) + "_" + std::to_string(k));
            out.push_back(std::move(l));
        }
    }
    // A table of coefficients fills the rest (kernels carry such tables).
    if (int(out.size()) < lines) out.push_back("");
    if (int(out.size()) < lines - 1) {
        out.push_back("__constant__ float softmax_coefficients[] = {");
        std::mt19937 rng(11);
        std::uniform_real_distribution<float> v(-1.0f, 1.0f);
        while (int(out.size()) < lines - 1) {
            char buf[160];
            std::snprintf(buf, sizeof buf, "    %+.6ff, %+.6ff, %+.6ff, %+.6ff, %+.6ff, %+.6ff,", v(rng), v(rng),
                          v(rng), v(rng), v(rng), v(rng));
            out.push_back(buf);
        }
        out.push_back("};");
    }
    while (int(out.size()) < lines) out.push_back("");
    out.resize(std::size_t(lines));
    return out;
}

} // namespace augur::bench
