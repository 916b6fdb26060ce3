#include "core/bins/Confidence.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace augur {

double confidenceOf(const BinProbs& p, ConfidenceKind kind) {
    switch (kind) {
    case ConfidenceKind::MaxProb: return *std::max_element(p.begin(), p.end());
    case ConfidenceKind::NegEntropy: {
        double h = 0.0;
        for (double q : p)
            if (q > 0.0) h -= q * std::log(q);
        return std::clamp(1.0 - h / std::log(static_cast<double>(kBinCount)), 0.0, 1.0);
    }
    case ConfidenceKind::Top2Margin: {
        BinProbs s = p;
        std::partial_sort(s.begin(), s.begin() + 2, s.end(), std::greater<>());
        return s[0] - s[1];
    }
    }
    return 0.0;
}

const char* confidenceKindName(ConfidenceKind kind) {
    switch (kind) {
    case ConfidenceKind::MaxProb: return "maxprob";
    case ConfidenceKind::NegEntropy: return "negentropy";
    case ConfidenceKind::Top2Margin: return "top2";
    }
    return "maxprob";
}

std::optional<ConfidenceKind> parseConfidenceKind(std::string_view name) {
    if (name == "maxprob") return ConfidenceKind::MaxProb;
    if (name == "negentropy") return ConfidenceKind::NegEntropy;
    if (name == "top2") return ConfidenceKind::Top2Margin;
    return std::nullopt;
}

} // namespace augur
