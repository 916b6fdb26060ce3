#include "core/kernel/SassListing.h"

#include <cctype>

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

/// One frame of a "//## File" line: a file and a line.
struct Frame {
    std::string_view file;
    int line = 0;
};

/// Every `"file", line N` of a "//## File" line, innermost first.
void readFrames(std::string_view s, std::vector<Frame>& out) {
    for (std::size_t open = s.find('"'); open != std::string_view::npos; open = s.find('"', open + 1)) {
        const std::size_t close = s.find('"', open + 1);
        if (close == std::string_view::npos) return;
        const std::size_t at = s.find("line ", close);
        if (at == std::string_view::npos) return;
        int line = 0;
        for (std::size_t i = at + 5;
             i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) && line < 100'000'000; ++i)
            line = line * 10 + (s[i] - '0');
        out.push_back({s.substr(open + 1, close - open - 1), line});
        open = at;
    }
}

/// "/*0040*/ rest" -> the address and the rest; false for anything else (an encoding
/// comment "/* 0x000fe2... */" has a space after the "/*").
bool splitAddress(std::string_view line, std::string_view& address, std::string_view& rest) {
    if (!startsWith(line, "/*")) return false;
    const std::size_t close = line.find("*/", 2);
    if (close == std::string_view::npos || close == 2) return false;
    for (std::size_t i = 2; i < close; ++i)
        if (!std::isxdigit(static_cast<unsigned char>(line[i]))) return false;
    address = line.substr(0, close + 2);
    rest = trim(line.substr(close + 2));
    // cuobjdump ends the line with the instruction's encoding: "... ; /* 0x00000a00ff017b82 */".
    if (const std::size_t semi = rest.rfind(';'); semi != std::string_view::npos && rest.find("/*", semi) != rest.npos)
        rest = trim(rest.substr(0, semi + 1));
    return !rest.empty();
}

/// "/*0040*/    @P0 EXIT ;": the predicate in a column of its own, as nvdisasm aligns it.
std::string formatInstruction(std::string_view address, std::string_view rest, std::string_view& opcode) {
    std::string_view predicate;
    if (startsWith(rest, "@")) {
        const std::size_t space = rest.find(' ');
        predicate = rest.substr(0, space);
        rest = space == std::string_view::npos ? std::string_view() : trim(rest.substr(space));
    }
    opcode = rest.substr(0, rest.find_first_of(" ;"));
    std::string out(address);
    out.append(predicate.size() < 6 ? 7 - predicate.size() : 1, ' ');
    out.append(predicate);
    out += ' ';
    out.append(rest);
    return out;
}

/// Parses line by line; the state between lines is the current function and line.
class Parser {
public:
    explicit Parser(std::string_view sourceName) : name_(lastComponent(sourceName)) {}

    void line(std::string_view raw) {
        const std::string_view s = trim(raw);
        if (s.empty() || startsWith(s, "//-")) return;
        if (startsWith(s, "//##")) return frames(s);
        if (startsWith(s, "Function : ")) return function(trim(s.substr(11))); // cuobjdump
        if (startsWith(s, ".text.") && s.back() == ':') return function(s.substr(6, s.size() - 7)); // nvdisasm
        if (startsWith(s, ".L") && s.back() == ':') return label(s);
        std::string_view address, rest;
        if (splitAddress(s, address, rest)) instruction(address, rest);
    }

    SassListing finish() {
        for (std::size_t f = 0; f < out_.functions.size(); ++f) markPadding(int(f));
        for (SassRow& r : out_.rows) {
            if (!r.instruction || r.padding) continue;
            ++out_.instructions;
            if (r.function >= 0) ++out_.functions[std::size_t(r.function)].instructions;
            if (r.sourceLine <= 0) continue;
            out_.lineInfo = true;
            if (std::size_t(r.sourceLine) >= out_.perLine.size()) out_.perLine.resize(std::size_t(r.sourceLine) + 1, 0);
            ++out_.perLine[std::size_t(r.sourceLine)];
        }
        return std::move(out_);
    }

private:
    bool ours(std::string_view file) const { return name_.empty() || lastComponent(file) == name_; }

    void frames(std::string_view s) {
        if (!inBlock_) block_.clear();
        inBlock_ = true;
        readFrames(s, block_);
    }

    /// The block of "//##" lines before an instruction gives the line of what follows.
    void settleBlock() {
        if (!inBlock_) return;
        inBlock_ = false;
        line_ = call_ = 0;
        for (const Frame& f : block_) {
            if (!ours(f.file) || f.line <= 0) continue;
            if (line_ == 0)
                line_ = f.line;
            else if (f.line != line_)
                call_ = f.line; // the last of the source's own frames: the outermost call
        }
    }

    void function(std::string_view name) {
        SassFunction f;
        f.name = std::string(name);
        f.headerRow = int(out_.rows.size());
        out_.functions.push_back(std::move(f));
        SassRow r;
        r.text = std::string(name) + ":";
        r.function = int(out_.functions.size()) - 1;
        out_.rows.push_back(std::move(r));
        line_ = call_ = 0;
        inBlock_ = false;
    }

    void label(std::string_view s) {
        SassRow r;
        r.text = std::string(s);
        r.function = int(out_.functions.size()) - 1;
        out_.rows.push_back(std::move(r));
    }

    void instruction(std::string_view address, std::string_view rest) {
        settleBlock();
        SassRow r;
        std::string_view opcode;
        r.text = formatInstruction(address, rest, opcode);
        r.instruction = true;
        r.sourceLine = line_;
        r.callLine = call_;
        r.function = int(out_.functions.size()) - 1;
        r.padding = opcode == "NOP"; // settled by markPadding: only a function's trailing NOPs stay padding
        out_.rows.push_back(std::move(r));
    }

    /// Trailing NOPs (after the last real instruction, labels aside) align the next
    /// function: they are padding, with no source line. Earlier NOPs are real code.
    void markPadding(int f) {
        const std::size_t begin = std::size_t(out_.functions[std::size_t(f)].headerRow);
        const std::size_t end = std::size_t(f) + 1 < out_.functions.size()
            ? std::size_t(out_.functions[std::size_t(f) + 1].headerRow)
            : out_.rows.size();
        bool trailing = true;
        for (std::size_t i = end; i-- > begin;) {
            SassRow& r = out_.rows[i];
            if (!r.instruction) continue;
            trailing = trailing && r.padding;
            if (trailing) {
                r.sourceLine = r.callLine = 0;
            } else {
                r.padding = false;
            }
        }
    }

    std::string_view name_;
    SassListing out_;
    std::vector<Frame> block_;
    bool inBlock_ = false;
    int line_ = 0, call_ = 0;
};

} // namespace

int SassListing::instructionsOn(int line) const {
    return line > 0 && std::size_t(line) < perLine.size() ? perLine[std::size_t(line)] : 0;
}

std::vector<int> SassListing::rowsOf(int line) const {
    std::vector<int> out;
    if (line <= 0) return out;
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (rows[i].sourceLine == line) out.push_back(int(i));
    return out;
}

std::string SassListing::text() const {
    std::string out;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (i > 0) out += '\n';
        out += rows[i].text;
    }
    return out;
}

SassListing parseSassListing(std::string_view text, std::string_view sourceName) {
    Parser parser(sourceName);
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        parser.line(text.substr(start, end - start));
        start = end + 1;
    }
    return parser.finish();
}

} // namespace augur
