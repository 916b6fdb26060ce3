#include "core/base/IncludeScanner.h"

#include <cctype>

namespace augur {

namespace {

/// Translation phases 2 and 3 (C++ [lex.phases]): backslash-newline splices removed,
/// comments replaced by one space, string and character literals blanked out except in a
/// directive's header name. Each kept character remembers its physical line.
struct Logical {
    std::string text;
    std::vector<int> line; // per character of text
};

bool isIdentifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Whether the quote at `quote` opens a raw string literal: preceded by R, uR, UR, LR or
/// u8R that is not the end of a longer identifier.
bool isRawStringPrefix(const std::string& t, std::size_t quote) {
    if (quote == 0 || t[quote - 1] != 'R') return false;
    std::size_t start = quote - 1;
    if (start >= 1 && (t[start - 1] == 'u' || t[start - 1] == 'U' || t[start - 1] == 'L'))
        --start;
    else if (start >= 2 && t[start - 1] == '8' && t[start - 2] == 'u')
        start -= 2;
    return start == 0 || !isIdentifierChar(t[start - 1]);
}

Logical prepare(const std::string& s) {
    Logical out;
    out.text.reserve(s.size());
    out.line.reserve(s.size());
    int line = 1;
    // Phase 2 first: splices, so "#\<newline>include" is "#include".
    std::string joined;
    std::vector<int> joinedLine;
    joined.reserve(s.size());
    joinedLine.reserve(s.size());
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\') {
            std::size_t j = i + 1;
            while (j < s.size() && (s[j] == ' ' || s[j] == '\t')) ++j; // compilers accept trailing blanks
            if (j < s.size() && s[j] == '\r') ++j;
            if (j < s.size() && s[j] == '\n') {
                ++line;
                i = j;
                continue;
            }
        }
        joined.push_back(s[i]);
        joinedLine.push_back(line);
        if (s[i] == '\n') ++line;
    }
    // Phase 3: comments and literals.
    for (std::size_t i = 0; i < joined.size();) {
        const char c = joined[i];
        if (c == '/' && i + 1 < joined.size() && joined[i + 1] == '/') {
            while (i < joined.size() && joined[i] != '\n') ++i;
            continue;
        }
        if (c == '/' && i + 1 < joined.size() && joined[i + 1] == '*') {
            // One space for the whole comment, newlines included ([lex.phases] phase 3): a
            // directive may continue on the line after a comment that spans lines.
            out.text.push_back(' ');
            out.line.push_back(joinedLine[i]);
            i += 2;
            while (i + 1 < joined.size() && !(joined[i] == '*' && joined[i + 1] == '/')) ++i;
            i = std::min(joined.size(), i + 2);
            continue;
        }
        if (c == '"' && isRawStringPrefix(joined, i)) {
            // A raw string literal R"delim( ... )delim": quotes, comment openers and
            // newlines inside it are text, as the compiler reads them. Blanked to "".
            std::size_t open = i + 1;
            while (open < joined.size() && open - i <= 17 && joined[open] != '(' && joined[open] != ' ' &&
                   joined[open] != '\\' && joined[open] != '\n')
                ++open;
            if (open < joined.size() && joined[open] == '(') {
                const std::string close = ")" + joined.substr(i + 1, open - i - 1) + "\"";
                const std::size_t end = joined.find(close, open + 1);
                out.text += "\"\"";
                out.line.push_back(joinedLine[i]);
                out.line.push_back(joinedLine[i]);
                i = end == std::string::npos ? joined.size() : end + close.size();
                continue;
            }
        }
        if (c == '"' || c == '\'') {
            // Kept verbatim: a header name in quotes is needed; a quote inside a string
            // literal escaped with a backslash does not end it.
            out.text.push_back(c);
            out.line.push_back(joinedLine[i]);
            ++i;
            while (i < joined.size() && joined[i] != c && joined[i] != '\n') {
                if (joined[i] == '\\' && i + 1 < joined.size() && joined[i + 1] != '\n') {
                    out.text.push_back(joined[i]);
                    out.line.push_back(joinedLine[i]);
                    ++i;
                }
                out.text.push_back(joined[i]);
                out.line.push_back(joinedLine[i]);
                ++i;
            }
            if (i < joined.size() && joined[i] == c) {
                out.text.push_back(c);
                out.line.push_back(joinedLine[i]);
                ++i;
            }
            continue;
        }
        out.text.push_back(c);
        out.line.push_back(joinedLine[i]);
        ++i;
    }
    return out;
}

bool identChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

void skipBlanks(const std::string& t, std::size_t& i) {
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t' || t[i] == '\v' || t[i] == '\f' || t[i] == '\r')) ++i;
}

/// Reads a header name at `i` (after blanks): <...>, "..." or anything else (computed).
IncludeDirective headerName(const std::string& t, std::size_t& i, int line, char close) {
    IncludeDirective d;
    d.line = line;
    skipBlanks(t, i);
    if (i < t.size() && (t[i] == '<' || t[i] == '"')) {
        const char end = t[i] == '<' ? '>' : '"';
        d.angled = t[i] == '<';
        std::size_t j = i + 1;
        while (j < t.size() && t[j] != end && t[j] != '\n') ++j;
        if (j < t.size() && t[j] == end) {
            d.name = t.substr(i + 1, j - i - 1);
            d.spelled = t.substr(i, j - i + 1);
            i = j + 1;
            return d;
        }
    }
    d.computed = true;
    std::size_t j = i;
    while (j < t.size() && t[j] != '\n' && t[j] != close) ++j;
    d.spelled = t.substr(i, std::min<std::size_t>(j - i, 80));
    i = j;
    return d;
}

} // namespace

std::vector<IncludeDirective> scanIncludes(const std::string& source) {
    const Logical l = prepare(source);
    const std::string& t = l.text;
    std::vector<IncludeDirective> out;
    bool lineStart = true;
    for (std::size_t i = 0; i < t.size();) {
        const char c = t[i];
        if (c == '\n') {
            lineStart = true;
            ++i;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') {
            ++i;
            continue;
        }
        if (lineStart && (c == '#' || (c == '%' && i + 1 < t.size() && t[i + 1] == ':'))) {
            lineStart = false;
            const int line = l.line[i];
            i += c == '#' ? 1 : 2;
            skipBlanks(t, i);
            std::size_t j = i;
            while (j < t.size() && identChar(t[j])) ++j;
            const std::string word = t.substr(i, j - i);
            i = j;
            if (word == "include" || word == "include_next" || word == "import") {
                out.push_back(headerName(t, i, line, '\n'));
                out.back().directive = word;
            }
            continue;
        }
        lineStart = false;
        if (c == '"' || c == '\'') { // a literal outside a directive: skip it, never past the line's end
            ++i;
            while (i < t.size() && t[i] != c && t[i] != '\n')
                i += (t[i] == '\\' && i + 1 < t.size() && t[i + 1] != '\n') ? 2 : 1;
            if (i < t.size() && t[i] == c) ++i;
            continue;
        }
        if (identChar(c)) {
            std::size_t j = i;
            while (j < t.size() && identChar(t[j])) ++j;
            const std::string word = t.substr(i, j - i);
            i = j;
            if (word == "__has_include" || word == "__has_include_next") {
                skipBlanks(t, i);
                if (i < t.size() && t[i] == '(') ++i;
                IncludeDirective d = headerName(t, i, l.line[j - 1], ')');
                d.hasInclude = true;
                out.push_back(d);
            }
            continue;
        }
        ++i;
    }
    return out;
}

} // namespace augur
