#include "core/llm/reply/LlmForecastParser.h"
#include "core/base/CoreMessage.h"

#include <algorithm>

#include "core/llm/reply/LlmJsonExtract.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <regex>

namespace augur {

using json = nlohmann::json;

namespace {

/// A probability value: number, numeric string, or percentage string. nullopt = unreadable.
std::optional<double> valueOf(const json& v, bool& percent) {
    if (v.is_number()) return v.get<double>();
    if (!v.is_string()) return std::nullopt;
    std::string s = v.get<std::string>();
    while (!s.empty() && s.back() == ' ') s.pop_back();
    if (!s.empty() && s.back() == '%') {
        percent = true;
        s.pop_back();
    }
    try {
        std::size_t used = 0;
        double d = std::stod(s, &used);
        if (used != s.size()) return std::nullopt;
        return d;
    } catch (...) {
        return std::nullopt;
    }
}

/// Bin number of a key ("bin_3", "bin3", "3", "p3", "bin 3"), or 0.
int binOfKey(const std::string& key) {
    // A bin key is short; a long one is not tried (std::regex recurses once per character
    // of a repetition, and a key of many spaces overflowed the stack).
    if (key.size() > 64) return 0;
    static const std::regex re(R"(^\s*(?:bin[ _-]?|p[ _-]?|b)?([1-8])\s*$)", std::regex::icase);
    std::smatch m;
    if (std::regex_match(key, m, re)) return m[1].str()[0] - '0';
    return 0;
}

bool hasBinKeys(const json& j) {
    if (!j.is_object()) return false;
    for (auto it = j.begin(); it != j.end(); ++it)
        if (binOfKey(it.key())) return true;
    return false;
}

const json* probabilityNode(const json& j) {
    for (const char* k : {"probabilities", "bins", "distribution", "p", "probs"}) {
        auto it = j.find(k);
        if (it != j.end() && (it->is_array() || it->is_object())) return &*it;
    }
    if (hasBinKeys(j)) return &j;
    return nullptr;
}

std::string fmt2(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.2f", v);
    return b;
}

void finishReading(LlmForecastReading& r, const std::array<std::optional<double>, 8>& vals, bool percent) {
    double sum = 0;
    BinProbs p{};
    for (int k = 0; k < 8; ++k) {
        if (!vals[k]) {
            r.error = coreText(MessageId::ForecastBinMissing, {std::to_string(k + 1)});
            return;
        }
        const double v = *vals[k];
        if (!std::isfinite(v)) {
            r.error = coreText(MessageId::ForecastBinNotFinite, {std::to_string(k + 1)});
            return;
        }
        if (v < 0) {
            r.error = coreText(MessageId::ForecastBinNegative, {std::to_string(k + 1), fmt2(v)});
            return;
        }
        p[k] = v;
    }
    // Scaled by the largest value first: [1e308, 1e308, 0, ...] would overflow the sum to
    // infinity and every bin would read 0.
    const double top = *std::max_element(p.begin(), p.end());
    if (!(top > 0)) {
        r.error = coreText(MessageId::ForecastSumZero);
        return;
    }
    for (auto& q : p) {
        q /= top;
        sum += q;
    }
    for (auto& q : p) q /= sum;
    sum *= top; // the sum as written, for the note
    if (percent || std::abs(sum - 100.0) < 1.0)
        r.note = "percentages renormalised";
    else if (std::abs(sum - 1.0) > 0.02)
        r.note = "probabilities summed to " + fmt2(sum) + "; renormalised";
    r.p = p;
}

} // namespace

LlmForecastReading LlmForecastParser::fromJson(const json& j) {
    LlmForecastReading r;
    if (!j.is_object()) {
        r.error = coreText(MessageId::ForecastNotObject);
        return r;
    }
    for (const char* k : {"reasoning", "rationale", "explanation"})
        if (auto it = j.find(k); it != j.end() && it->is_string()) {
            r.reasoning = it->get<std::string>();
            break;
        }
    if (auto it = j.find("predicted_bin"); it != j.end()) {
        bool pc = false;
        if (auto v = valueOf(*it, pc); v && *v >= 1 && *v <= 8 && std::floor(*v) == *v)
            r.predictedBin = static_cast<int>(*v);
    }
    const json* node = probabilityNode(j);
    if (!node) {
        r.error = coreText(MessageId::ForecastNoProbabilities);
        return r;
    }
    std::array<std::optional<double>, 8> vals;
    bool percent = false;
    if (node->is_array()) {
        if (node->size() != 8) {
            r.error = coreText(MessageId::ForecastCount, {std::to_string(node->size())});
            return r;
        }
        for (int k = 0; k < 8; ++k) {
            vals[k] = valueOf((*node)[static_cast<std::size_t>(k)], percent);
            if (!vals[k]) {
                r.error = coreText(MessageId::ForecastBinNotNumber, {std::to_string(k + 1)});
                return r;
            }
        }
    } else {
        for (auto it = node->begin(); it != node->end(); ++it) {
            const int bin = binOfKey(it.key());
            if (!bin) {
                if (node == &j) continue; // top-level keys other than bins (reasoning, ...)
                r.error = coreText(MessageId::ForecastUnknownKey, {it.key()});
                return r;
            }
            auto v = valueOf(it.value(), percent);
            if (!v) {
                r.error = coreText(MessageId::ForecastBinNotNumber, {std::to_string(bin)});
                return r;
            }
            vals[bin - 1] = v;
        }
    }
    finishReading(r, vals, percent);
    return r;
}

LlmForecastReading LlmForecastParser::parse(std::string_view text) {
    auto accept = [](const json& j) { return probabilityNode(j) != nullptr; };
    if (auto j = LlmJsonExtract::object(text, accept)) return fromJson(*j);
    // No JSON: eight "bin k: p" lines (the last value given for each bin wins).
    static const std::regex line(R"(bin[ _-]?([1-8])\s*[:=]\s*(-?[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\s*(%?))",
                                 std::regex::icase);
    std::array<std::optional<double>, 8> vals;
    bool percent = false, any = false;
    // Each match starts at a "bin" (any case); the pattern is tried on the next 256 bytes
    // only, so std::regex (which recurses once per character of a repetition) cannot
    // overflow the stack on a long run of spaces or digits.
    auto isBin = [&](std::size_t i) {
        return i + 3 <= text.size() && std::tolower(static_cast<unsigned char>(text[i])) == 'b' &&
            std::tolower(static_cast<unsigned char>(text[i + 1])) == 'i' &&
            std::tolower(static_cast<unsigned char>(text[i + 2])) == 'n';
    };
    for (std::size_t pos = 0; pos < text.size();) {
        if (!isBin(pos)) {
            ++pos;
            continue;
        }
        const std::string window(text.substr(pos, 256));
        std::smatch m;
        if (!std::regex_search(window, m, line, std::regex_constants::match_continuous)) {
            ++pos;
            continue;
        }
        pos += static_cast<std::size_t>(m.length(0));
        const int bin = m[1].str()[0] - '1';
        if (bin < 0 || bin >= kBinCount) continue;
        // strtod, not stod: a value out of range ("1e999") must not throw; it comes back as
        // HUGE_VAL and is rejected below as not finite.
        vals[static_cast<std::size_t>(bin)] = std::strtod(m[2].str().c_str(), nullptr);
        percent = percent || !m[3].str().empty();
        any = true;
    }
    LlmForecastReading r;
    if (!any) {
        r.error = coreText(text.find_first_not_of(" \t\r\n") == std::string_view::npos ? MessageId::ForecastEmpty
                                                                                       : MessageId::ForecastNoJson);
        return r;
    }
    finishReading(r, vals, percent);
    return r;
}

} // namespace augur
