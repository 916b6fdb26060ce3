#include "core/llm/reply/LlmLogprobForecast.h"

#include <cmath>
#include <string>

namespace augur {

namespace {
/// The bin digit a token stands for (" 5", "5", "\"5"), or 0.
int digitOf(const std::string& token) {
    int d = 0;
    for (char c : token) {
        if (c == ' ' || c == '"' || c == '\t') continue;
        if (c >= '1' && c <= '8' && d == 0) {
            d = c - '0';
            continue;
        }
        return 0;
    }
    return d;
}
} // namespace

std::optional<BinProbs> LlmLogprobForecast::fromTokens(const std::vector<LlmTokenLogprob>& tokens,
                                                       std::string_view key) {
    std::string text;
    std::size_t keyEnd = std::string::npos;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (keyEnd == std::string::npos) {
            text += tokens[i].token;
            auto k = text.find(key);
            if (k == std::string::npos) continue;
            keyEnd = k + key.size();
            // The digit may share this token (e.g. '":5'): look at what follows the key.
            std::string rest = text.substr(keyEnd);
            auto colon = rest.find(':');
            if (colon == std::string::npos) continue;
            rest = rest.substr(colon + 1);
            if (rest.find_first_not_of(" \t\"") == std::string::npos) continue; // digit comes in a later token
            // The digit is inside this token together with other text: its alternatives
            // are not per-bin, so this reading is not possible.
            return std::nullopt;
        }
        const int d = digitOf(tokens[i].token);
        if (!d) {
            // Separators between the key and the value (':' or ' ') may be their own tokens.
            bool sep = tokens[i].token.find_first_not_of(" :\t\"") == std::string::npos;
            if (sep) continue;
            return std::nullopt;
        }
        BinProbs p{};
        bool any = false;
        for (const auto& [tok, lp] : tokens[i].top) {
            const int b = digitOf(tok);
            if (!b || !std::isfinite(lp)) continue;
            p[b - 1] += std::exp(lp);
            any = true;
        }
        if (!any) p[d - 1] = std::exp(tokens[i].logprob);
        double sum = 0;
        for (auto& q : p) {
            q = std::max(q, 1e-3);
            sum += q;
        }
        for (auto& q : p) q /= sum;
        return p;
    }
    return std::nullopt;
}

} // namespace augur
