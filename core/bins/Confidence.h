#pragma once
// Confidence scores of a bin distribution (GPU Forecasters, 2026, selective prediction).
#include "core/bins/BinScheme.h"

#include <optional>
#include <string>
#include <string_view>

namespace augur {

/// Which scalar summarises how sure a forecast is.
enum class ConfidenceKind {
    MaxProb, ///< largest bin probability (default)
    NegEntropy, ///< 1 - H(p)/ln 8, in [0, 1]
    Top2Margin ///< p(1st) - p(2nd)
};

/// Confidence of p under the given score, in [0, 1].
double confidenceOf(const BinProbs& p, ConfidenceKind kind = ConfidenceKind::MaxProb);

/// Name used on the command line and in sessions: "maxprob", "negentropy", "top2".
const char* confidenceKindName(ConfidenceKind kind);

/// Parses a name from confidenceKindName(); std::nullopt for an unknown name.
std::optional<ConfidenceKind> parseConfidenceKind(std::string_view name);

} // namespace augur
