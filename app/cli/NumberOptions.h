#pragma once
// Checks of numeric command-line options that name the allowed range in plain numbers.
// CLI11's own NonNegativeNumber and PositiveNumber print the largest double as a
// 309-digit bound ("Value -1 not in range 0.000000 to 1797693…"), call 0 "not in range
// 0.000000 to …", let NaN through, and an integer option quietly takes the largest value
// of its type for any number beyond it (a seed of 2^64 became 2^64 − 1).
#include <CLI/CLI.hpp>

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <string>
#include <type_traits>

namespace augur::cli {

namespace detail {
inline std::string quoted(const std::string& text) { return text.substr(0, 40) + (text.size() > 40 ? "…" : ""); }

inline std::string shortNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.15g", v);
    return buf;
}
} // namespace detail

/// An integer option of type T, written in decimal digits (an optional minus sign for a
/// signed type), in [lo, hi]; hi defaults to the largest value of T. Refusals read
/// "must be an integer >= 1, got 0" or "must be an integer from 0 to 18446744073709551615,
/// got 18446744073709551616".
template <typename T>
CLI::Validator integerIn(T lo, T hi = std::numeric_limits<T>::max()) {
    static_assert(std::is_integral_v<T>);
    const std::string range = hi == std::numeric_limits<T>::max()
        ? ">= " + std::to_string(lo) + " (at most " + std::to_string(hi) + ")"
        : "from " + std::to_string(lo) + " to " + std::to_string(hi);
    return CLI::Validator(
        [lo, hi, range](std::string& text) -> std::string {
            const std::string fail = "must be an integer " + range + ", got '" + detail::quoted(text) + "'";
            const bool negative = !text.empty() && text[0] == '-';
            const std::string digits = negative ? text.substr(1) : text;
            if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos) return fail;
            if (negative) {
                if constexpr (std::is_signed_v<T>) {
                    errno = 0;
                    const long long v = std::strtoll(text.c_str(), nullptr, 10);
                    if (errno == ERANGE || v < static_cast<long long>(lo)) return fail;
                    return {};
                }
                return fail;
            }
            errno = 0;
            const unsigned long long v = std::strtoull(digits.c_str(), nullptr, 10);
            if (errno == ERANGE || v > static_cast<unsigned long long>(hi)) return fail;
            if (lo > 0 && v < static_cast<unsigned long long>(lo)) return fail;
            return {};
        },
        "INT " + range);
}

/// A finite number >= lo (> lo when `strict`), at most hi when given: "must be a number
/// >= 0, got -1", "must be a number from 0 to 1, got 2". NaN and infinities are refused.
inline CLI::Validator numberAtLeast(double lo, bool strict, double hi = std::numeric_limits<double>::infinity()) {
    const std::string range = std::isinf(hi) ? std::string(strict ? "> " : ">= ") + detail::shortNumber(lo)
        : strict ? "> " + detail::shortNumber(lo) + " and at most " + detail::shortNumber(hi)
                 : "from " + detail::shortNumber(lo) + " to " + detail::shortNumber(hi);
    return CLI::Validator(
        [lo, hi, strict, range](std::string& text) -> std::string {
            const std::string fail = "must be a number " + range + ", got '" + detail::quoted(text) + "'";
            char* end = nullptr;
            const double v = std::strtod(text.c_str(), &end);
            if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(v)) return fail;
            if (strict ? !(v > lo) : !(v >= lo)) return fail;
            if (!(v <= hi)) return fail;
            return {};
        },
        "NUMBER " + range);
}

} // namespace augur::cli
