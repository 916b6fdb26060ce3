#pragma once
// Reading 8 bin probabilities from a model's reply.
#include "core/bins/BinScheme.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace augur {

/// What a forecast reply said.
struct LlmForecastReading {
    std::optional<BinProbs> p; ///< renormalised, when usable
    std::optional<int> predictedBin; ///< "predicted_bin" when given (1..8)
    std::string reasoning; ///< the reply's own "reasoning" text, if any
    std::string error; ///< why p is unusable (empty when usable)
    std::string note; ///< e.g. "probabilities summed to 1.30; renormalised"
};

/// Parses the bin distribution of an LLM surrogate reply, robustly:
///
/// - The answer is the JSON object in the text (LlmJsonExtract: fences, prose, reasoning,
///   truncation repaired), or, failing that, eight "bin k: p" lines.
/// - Accepted shapes: {"probabilities": {"bin_1": p, ...}} (keys "bin_k", "binK", "k"
///   or "pk"), {"probabilities": [p1, ..., p8]}, the same under "bins", "distribution"
///   or "p", or the bin keys at the top level. Values are numbers, numeric strings or
///   percentages ("12%").
/// - Rejected (error set, p empty): a missing bin, a negative, NaN or infinite value,
///   more than 8 values, or a zero sum. Otherwise the values are renormalised to sum to 1
///   (percentages summing to 100 included).
///
/// A reading without p is a parse failure: the surrogate reports it as an abstention.
class LlmForecastParser {
public:
    static LlmForecastReading parse(std::string_view text);
    /// Reads the probabilities from an already extracted JSON object.
    static LlmForecastReading fromJson(const nlohmann::json& j);
};

} // namespace augur
