#include "core/kernel/PtxFeatures.h"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string_view>
#include <vector>

namespace augur {

PtxCounts& PtxCounts::operator+=(const PtxCounts& o) {
    instructions += o.instructions;
    globalLoads += o.globalLoads;
    globalStores += o.globalStores;
    sharedLoads += o.sharedLoads;
    sharedStores += o.sharedStores;
    localAccesses += o.localAccesses;
    readOnlyLoads += o.readOnlyLoads;
    vectorGlobalAccesses += o.vectorGlobalAccesses;
    vectorSharedAccesses += o.vectorSharedAccesses;
    maxAccessBits = std::max(maxAccessBits, o.maxAccessBits);
    fma += o.fma;
    tensorCore += o.tensorCore;
    barriers += o.barriers;
    shuffles += o.shuffles;
    atomics += o.atomics;
    asyncCopies += o.asyncCopies;
    transcendental += o.transcendental;
    branches += o.branches;
    return *this;
}

namespace {

/// Removes // line comments and /* */ block comments.
std::string stripComments(const std::string& s) {
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        if (s.compare(i, 2, "//") == 0) {
            while (i < s.size() && s[i] != '\n') ++i;
        } else if (s.compare(i, 2, "/*") == 0) {
            const std::size_t end = s.find("*/", i + 2);
            i = end == std::string::npos ? s.size() : end + 2;
        } else {
            out += s[i++];
        }
    }
    return out;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            parts.push_back(s.substr(start, i - start));
            start = i + 1;
        }
    return parts;
}

bool isIdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || c == '.'; }

/// The function name after ".entry" or ".func" in a header line ("" when absent). A .func
/// may declare its return parameters in parentheses before the name.
std::string functionName(std::string_view line, std::string_view directive) {
    std::size_t at = line.find(directive);
    if (at == std::string_view::npos) return {};
    std::size_t i = at + directive.size();
    auto skipSpace = [&] {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    };
    skipSpace();
    if (i < line.size() && line[i] == '(') { // .func (.param .b32 retval) name(
        int depth = 0;
        for (; i < line.size(); ++i) {
            if (line[i] == '(')
                ++depth;
            else if (line[i] == ')' && --depth == 0) {
                ++i;
                break;
            }
        }
        skipSpace();
    }
    std::size_t start = i;
    while (i < line.size() && isIdentChar(line[i])) ++i;
    return std::string(line.substr(start, i - start));
}

/// Bits of one element of a PTX type suffix (0 when `t` is not a data type).
int typeBits(std::string_view t) {
    if (t == "f16x2" || t == "bf16x2") return 32;
    if (t == "b128") return 128;
    if (t.size() < 2) return 0;
    const char k = t[0];
    if (k != 'f' && k != 'b' && k != 'u' && k != 's' && !(t.starts_with("bf"))) return 0;
    std::string_view digits = t.starts_with("bf") ? t.substr(2) : t.substr(1);
    if (digits.empty() ||
        !std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        return 0;
    const int bits = std::stoi(std::string(digits));
    return bits == 8 || bits == 16 || bits == 32 || bits == 64 ? bits : 0;
}

enum class Space { None, Global, Shared, Local, Other };

/// Counts one instruction statement (predicate already removed) into `c`.
void classify(std::string_view statement, PtxCounts& c) {
    std::size_t end = 0;
    while (end < statement.size() && !std::isspace(static_cast<unsigned char>(statement[end]))) ++end;
    const std::string_view opcode = statement.substr(0, end);
    if (opcode.empty()) return;
    ++c.instructions;
    const std::vector<std::string_view> parts = split(opcode, '.');
    const std::string_view base = parts[0];
    auto has = [&](std::string_view p) { return std::find(parts.begin() + 1, parts.end(), p) != parts.end(); };

    Space space = Space::None;
    int lanes = 1, bits = 0;
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const std::string_view p = parts[i];
        if (p == "global")
            space = Space::Global;
        else if (p.starts_with("shared"))
            space = Space::Shared; // .shared, .shared::cta, .shared::cluster
        else if (p == "local")
            space = Space::Local;
        else if (p == "param" || p == "const")
            space = Space::Other;
        else if (p == "v2")
            lanes = 2;
        else if (p == "v4")
            lanes = 4;
        else if (p == "v8")
            lanes = 8;
        else if (const int b = typeBits(p); b > 0)
            bits = b;
    }

    auto access = [&](bool load) {
        const bool vector = lanes > 1;
        switch (space) {
        case Space::Global:
            (load ? c.globalLoads : c.globalStores) += 1;
            if (load && has("nc")) ++c.readOnlyLoads;
            if (vector) ++c.vectorGlobalAccesses;
            c.maxAccessBits = std::max(c.maxAccessBits, lanes * bits);
            break;
        case Space::Shared:
            (load ? c.sharedLoads : c.sharedStores) += 1;
            if (vector) ++c.vectorSharedAccesses;
            c.maxAccessBits = std::max(c.maxAccessBits, lanes * bits);
            break;
        case Space::Local: ++c.localAccesses; break;
        default: break;
        }
    };

    if (base == "ld" || base == "ldu")
        access(true);
    else if (base == "st")
        access(false);
    else if (base == "ldmatrix")
        ++c.sharedLoads;
    else if (base == "stmatrix")
        ++c.sharedStores;
    else if (base == "wmma" && parts.size() > 1) {
        // Fragment loads and stores move whole tiles; their width is not a per-thread access.
        lanes = 1;
        bits = 0;
        if (parts[1] == "load")
            access(true);
        else if (parts[1] == "store")
            access(false);
        else if (parts[1] == "mma")
            ++c.tensorCore;
    } else if (base == "mma" || (base == "wgmma" && parts.size() > 1 && parts[1] == "mma_async"))
        ++c.tensorCore;
    else if (base == "fma" || base == "mad")
        ++c.fma;
    else if ((base == "bar" || base == "barrier") && !(parts.size() > 1 && parts[1] == "warp"))
        ++c.barriers;
    else if (base == "shfl")
        ++c.shuffles;
    else if (base == "atom" || base == "red")
        ++c.atomics;
    else if (base == "cp" && parts.size() > 1 && parts[1].starts_with("async"))
        ++c.asyncCopies;
    else if (base == "ex2" || base == "lg2" || base == "sin" || base == "cos" || base == "rcp" || base == "sqrt" ||
             base == "rsqrt" || base == "tanh")
        ++c.transcendental;
    else if (base == "bra")
        ++c.branches;
}

} // namespace

PtxFeatures PtxFeatures::parse(const std::string& ptx) {
    PtxFeatures f;
    std::istringstream in(stripComments(ptx));
    std::string pending, current;
    bool inFunction = false;
    int depth = 0;
    for (std::string lineText; std::getline(in, lineText);) {
        std::string_view line = trim(lineText);
        if (line.empty()) continue;
        if (depth == 0) {
            if (line.find(".entry") != std::string_view::npos)
                pending = functionName(line, ".entry");
            else if (line.find(".func") != std::string_view::npos)
                pending = "." + functionName(line, ".func");
        }
        // Block braces stand on lines of their own ("{" opens a body or a scope, "}" closes it).
        while (!line.empty() && line.front() == '{') {
            if (depth++ == 0 && !pending.empty()) {
                current = pending;
                inFunction = true;
                pending.clear();
                if (current.front() != '.') f.kernels[current]; // a kernel with an empty body still exists
            }
            line = trim(line.substr(1));
        }
        int closing = 0;
        while (!line.empty() && line.back() == '}' && line.find('{') == std::string_view::npos) {
            ++closing;
            line = trim(line.substr(0, line.size() - 1));
        }
        if (depth > 0 && inFunction && !line.empty()) {
            // Statements end with ';' outside the braces of vector operands.
            int braces = 0;
            std::size_t start = 0;
            for (std::size_t i = 0; i < line.size(); ++i) {
                if (line[i] == '{')
                    ++braces;
                else if (line[i] == '}')
                    --braces;
                else if (line[i] == ';' && braces == 0) {
                    std::string_view st = trim(line.substr(start, i - start));
                    start = i + 1;
                    if (st.empty() || st.front() == '.' || st.back() == ':') continue; // directive or label
                    if (const auto colon = st.find(':'); colon != std::string_view::npos && st.front() == '$')
                        st = trim(st.substr(colon + 1)); // "$L__BB0_3: instr" on one line
                    if (!st.empty() && st.front() == '@') { // guard predicate "@%p1" or "@!%p1"
                        std::size_t sp = 0;
                        while (sp < st.size() && !std::isspace(static_cast<unsigned char>(st[sp]))) ++sp;
                        st = trim(st.substr(sp));
                    }
                    PtxCounts one;
                    classify(st, one);
                    f.total += one;
                    if (current.front() != '.') f.kernels[current] += one;
                }
            }
        }
        for (; closing > 0 && depth > 0; --closing)
            if (--depth == 0) {
                inFunction = false;
                current.clear();
            }
    }
    return f;
}

} // namespace augur
