#pragma once
// Record files shared by the importers: JSON Lines (one object per line) or one JSON array
// of objects.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace augur {

/// One record with where it was found, for error messages.
struct JsonRecord {
    nlohmann::json value; ///< an object
    std::string where; ///< "line 13" (JSON Lines) or "[12]" (array), used as the field prefix
};

/// Most records a file may hold: ten times GPU Forecasters' evaluation set and a hundred
/// times CUDA-L1's 1,250 per GPU, while a million tiny records would take gigabytes once
/// each is a problem with its candidates.
inline constexpr std::size_t kMaxJsonRecords = 100'000;

/// Parses `text` (the content of `path`) as a JSON array of objects or as JSON Lines
/// (blank lines skipped). Throws InputError(path, where, ...) for a line or document that
/// is not valid JSON, a record that is not an object, no records at all, or more than
/// kMaxJsonRecords (refused as soon as the next one is seen).
std::vector<JsonRecord> readJsonRecords(const std::string& text, const std::string& path);

/// The first line of `text` parsed as a JSON object, when the text's first non-blank byte
/// is '{' and that line alone is an object (a record of a JSON Lines file, or a document on
/// one line); std::nullopt otherwise (a document spread over lines, not JSON). Never throws.
/// `path` names the file in the parser's limits.
std::optional<nlohmann::json> firstLineObject(const std::string& text, const std::string& path);

/// "where.field" for an InputError field ("line 13.measurement.speedup", "[12].true_bin").
std::string recordField(const JsonRecord& r, const std::string& field);

/// `value` when it can name a problem, a GPU or a group in reports and files: at most 200
/// bytes, no control characters. Throws InputError(path, recordField(r, field), ...)
/// otherwise (a 1 MB name made a 45 MB export and a report of a megabyte per line).
const std::string& recordName(const std::string& value, const JsonRecord& r, const std::string& field,
                              const std::string& path);

} // namespace augur
