#pragma once
// Parsing JSON that comes from outside (datasets, priors, sessions, settings files) with a
// memory budget: the document is built from the parser's events and every limit is checked
// before a value is added, so a small compressed file that inflates to millions of tiny
// values or deep nesting ends with a one-line error, not with all the memory there is.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace augur {

/// What a document may hold. The defaults fit the largest recorded tuning spaces (a
/// 17,956-configuration Kernel Tuner cache holds about 1.2 million values and needs about
/// 70 MiB as a document) with room to spare.
struct JsonLimits {
    std::size_t maxDepth = 64; ///< nesting of arrays and objects
    std::size_t maxValues = 16'000'000; ///< values of every kind, members and elements alike
    std::size_t maxStringBytes = 64u << 20; ///< one string or key
    std::size_t maxDocumentBytes = 1u << 30; ///< estimated size of the parsed document in memory
};

/// What documents parsed so far hold, for limits that span several (the records of one
/// JSON Lines file): pass the same usage to each call.
struct JsonUsage {
    std::size_t values = 0;
    std::size_t bytes = 0; ///< estimated memory of the documents
};

/// Parses `text` into an ordered document (object members in file order) within `limits`,
/// in time linear in the text. Throws InputError(file, "json", ...) for text that is not
/// JSON (with the byte offset), a key named twice in one object, or a document over a limit
/// (naming the limit). Messages never quote the input, so a malformed secrets file cannot
/// print its contents.
/// `field` names where the text is in `file` ("json" for a whole file, "line 13" for a
/// record); with `usage`, the values and memory of earlier calls count against the limits.
nlohmann::ordered_json parseBoundedJson(std::string_view text, const std::string& file, const JsonLimits& limits = {},
                                        const std::string& field = "json", JsonUsage* usage = nullptr);

/// The same for an unordered document (nlohmann::json).
nlohmann::json parseBoundedJsonUnordered(std::string_view text, const std::string& file, const JsonLimits& limits = {},
                                         const std::string& field = "json", JsonUsage* usage = nullptr);

/// The same without throwing, for text whose failure the caller handles itself (a stored
/// field, an LLM reply): nullopt for text that is not JSON or over a limit.
std::optional<nlohmann::json> tryParseBoundedJson(std::string_view text, const JsonLimits& limits = {});

/// As tryParseBoundedJson, with nlohmann's "discarded" value for a failure: the drop-in
/// for `json::parse(text, nullptr, false)` on text from outside.
nlohmann::json parseBoundedOrDiscarded(std::string_view text, const JsonLimits& limits = {});

} // namespace augur
