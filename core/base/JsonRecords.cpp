#include "core/base/JsonRecords.h"

#include "core/base/BoundedJson.h"
#include "core/base/InputError.h"

#include <cctype>

namespace augur {

std::optional<nlohmann::json> firstLineObject(const std::string& text, const std::string& path) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos || text[first] != '{') return std::nullopt;
    const std::size_t lineEnd = text.find('\n', first);
    const std::string_view line =
        std::string_view(text).substr(first, lineEnd == std::string::npos ? std::string::npos : lineEnd - first);
    try {
        nlohmann::json j = parseBoundedJsonUnordered(line, path);
        if (j.is_object()) return j;
    } catch (const InputError&) {}
    return std::nullopt;
}

namespace {
InputError tooMany(const std::string& path, const std::string& where) {
    return InputError(path, where,
                      "more than " + std::to_string(kMaxJsonRecords) +
                          " records; split the file (each part is read alone)");
}
} // namespace

std::vector<JsonRecord> readJsonRecords(const std::string& text, const std::string& path) {
    std::size_t first = 0;
    while (first < text.size() && std::isspace(static_cast<unsigned char>(text[first]))) ++first;
    if (first == text.size()) throw InputError(path, "(file)", "empty: no records");

    std::vector<JsonRecord> out;
    if (text[first] == '[') {
        nlohmann::json doc = parseBoundedJsonUnordered(text, path);
        if (doc.size() > kMaxJsonRecords) throw tooMany(path, "[" + std::to_string(kMaxJsonRecords) + "]");
        for (std::size_t i = 0; i < doc.size(); ++i) {
            const std::string where = "[" + std::to_string(i) + "]";
            if (!doc[i].is_object()) throw InputError(path, where, "expected a JSON object");
            out.push_back({std::move(doc[i]), where});
        }
    } else {
        // The limits hold for the whole file: a million small records cost as much memory
        // as one document of a million values.
        JsonUsage usage;
        std::size_t line = 0;
        for (std::size_t pos = 0; pos < text.size();) {
            std::size_t end = text.find('\n', pos);
            if (end == std::string::npos) end = text.size();
            ++line;
            const std::string_view l(text.data() + pos, end - pos);
            pos = end + 1;
            if (l.find_first_not_of(" \t\r") == std::string_view::npos) continue;
            const std::string where = "line " + std::to_string(line);
            if (out.size() == kMaxJsonRecords) throw tooMany(path, where);
            nlohmann::json j = parseBoundedJsonUnordered(l, path, JsonLimits{}, where, &usage);
            if (!j.is_object()) throw InputError(path, where, "expected a JSON object per line");
            out.push_back({std::move(j), where});
        }
    }
    if (out.empty()) throw InputError(path, "(file)", "no records");
    return out;
}

std::string recordField(const JsonRecord& r, const std::string& field) {
    return field.empty() ? r.where : r.where + "." + field;
}

const std::string& recordName(const std::string& value, const JsonRecord& r, const std::string& field,
                              const std::string& path) {
    if (value.size() > 200) throw InputError(path, recordField(r, field), "longer than 200 characters");
    for (unsigned char c : value)
        if (c < 0x20 || c == 0x7f) throw InputError(path, recordField(r, field), "holds control characters");
    return value;
}

} // namespace augur
