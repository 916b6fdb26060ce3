#pragma once
// Finding the JSON answer in a model's text.
#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string_view>

namespace augur {

/// Lenient extraction of a JSON object from model output: the whole text, a ```json
/// fenced block, or an object embedded in prose or reasoning (the last one that the
/// caller accepts wins, so a draft in the reasoning is superseded by the final answer).
/// Repairs what models commonly get wrong: trailing commas, typographic quotes, and a
/// reply cut off at its token budget (open strings, arrays and objects are closed; the
/// caller's check then decides whether what survived is enough).
class LlmJsonExtract {
public:
    using Accept = std::function<bool(const nlohmann::json&)>;
    /// The object found, or std::nullopt. `accept` (optional) filters candidates.
    static std::optional<nlohmann::json> object(std::string_view text, const Accept& accept = {});

    /// Parses `text` as JSON after the repairs above; std::nullopt when it still fails.
    static std::optional<nlohmann::json> parseRepaired(std::string_view text);
};

} // namespace augur
