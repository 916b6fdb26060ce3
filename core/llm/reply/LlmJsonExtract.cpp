#include "core/llm/reply/LlmJsonExtract.h"
#include "core/base/BoundedJson.h"

#include <string>
#include <vector>

namespace augur {

using json = nlohmann::json;

namespace {

std::optional<json> tryParse(std::string_view s) {
    json j = parseBoundedOrDiscarded(s);
    if (j.is_discarded()) return std::nullopt;
    return j;
}

/// Replaces typographic double quotes outside strings and drops commas before a closing
/// bracket; closes a truncated tail (open string, arrays, objects).
std::string repair(std::string_view s) {
    std::string out;
    out.reserve(s.size() + 8);
    std::vector<char> stack;
    bool inString = false, escape = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (inString) {
            out.push_back(c);
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        // U+201C / U+201D (“ ”) as string quotes.
        if (static_cast<unsigned char>(c) == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
            (static_cast<unsigned char>(s[i + 2]) == 0x9C || static_cast<unsigned char>(s[i + 2]) == 0x9D)) {
            out.push_back('"');
            inString = true;
            i += 2;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' || c == '[')
            stack.push_back(c == '{' ? '}' : ']');
        else if (c == '}' || c == ']') {
            std::size_t k = out.size();
            while (k > 0 && (out[k - 1] == ' ' || out[k - 1] == '\n' || out[k - 1] == '\r' || out[k - 1] == '\t')) --k;
            if (k > 0 && out[k - 1] == ',') out.erase(k - 1, 1);
            if (!stack.empty()) stack.pop_back();
        }
        out.push_back(c);
    }
    if (inString) {
        if (escape) out.pop_back();
        out.push_back('"');
    }
    if (!stack.empty()) {
        // Cut back a dangling key or separator ("key": | , | "key") before closing.
        auto trimWs = [&] {
            while (!out.empty() &&
                   (out.back() == ' ' || out.back() == '\n' || out.back() == '\r' || out.back() == '\t'))
                out.pop_back();
        };
        trimWs();
        if (!out.empty() && (out.back() == ':' || out.back() == ',')) {
            if (out.back() == ':') {
                out.pop_back();
                trimWs();
                if (!out.empty() && out.back() == '"') { // drop the key string
                    out.pop_back();
                    auto q = out.rfind('"');
                    if (q != std::string::npos) out.erase(q);
                }
                trimWs();
            }
            if (!out.empty() && out.back() == ',') out.pop_back();
        }
        for (auto it = stack.rbegin(); it != stack.rend(); ++it) out.push_back(*it);
    }
    return out;
}

/// End of the balanced object starting at `begin` ('{'), or npos when the text ends first.
std::size_t matchObject(std::string_view s, std::size_t begin) {
    int depth = 0;
    bool inString = false, escape = false;
    for (std::size_t i = begin; i < s.size(); ++i) {
        char c = s[i];
        if (inString) {
            if (escape)
                escape = false;
            else if (c == '\\')
                escape = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{')
            ++depth;
        else if (c == '}' && --depth == 0)
            return i;
    }
    return std::string_view::npos;
}

} // namespace

std::optional<json> LlmJsonExtract::parseRepaired(std::string_view text) {
    if (auto j = tryParse(text)) return j;
    return tryParse(repair(text));
}

std::optional<json> LlmJsonExtract::object(std::string_view text, const Accept& accept) {
    auto ok = [&](const json& j) { return j.is_object() && (!accept || accept(j)); };
    // 1. The whole text.
    std::size_t b = text.find_first_not_of(" \t\r\n");
    if (b != std::string_view::npos && text[b] == '{')
        if (auto j = parseRepaired(text.substr(b)); j && ok(*j)) return j;
    // 2. Fenced blocks (```json ... ```), the last accepted one.
    std::optional<json> found;
    for (std::size_t pos = 0; (pos = text.find("```", pos)) != std::string_view::npos;) {
        std::size_t start = text.find('\n', pos);
        if (start == std::string_view::npos) break;
        std::size_t end = text.find("```", start);
        std::string_view body =
            text.substr(start + 1, end == std::string_view::npos ? std::string_view::npos : end - start - 1);
        std::size_t ob = body.find('{');
        if (ob != std::string_view::npos)
            if (auto j = parseRepaired(body.substr(ob)); j && ok(*j)) found = j;
        if (end == std::string_view::npos) break;
        pos = end + 3;
    }
    if (found) return found;
    // 3. Balanced objects in prose, left to right, skipping the inside of each one found;
    //    a last object cut off by the end of the text is repaired.
    int tries = 0;
    for (std::size_t pos = text.find('{'); pos != std::string_view::npos && tries < 400; ++tries) {
        std::size_t end = matchObject(text, pos);
        std::string_view slice = end == std::string_view::npos ? text.substr(pos) : text.substr(pos, end - pos + 1);
        std::optional<json> j = end == std::string_view::npos ? parseRepaired(slice) : tryParse(slice);
        if (!j && end != std::string_view::npos) j = parseRepaired(slice);
        if (j && ok(*j)) {
            found = j;
            if (end == std::string_view::npos) break;
            pos = text.find('{', end + 1);
        } else {
            pos = text.find('{', pos + 1);
        }
    }
    return found;
}

} // namespace augur
