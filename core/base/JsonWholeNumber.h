#pragma once
// Whole numbers read from outside JSON. nlohmann's get<int>() converts with a plain cast:
// 99999999999 wraps to 1215752191, -1 read as unsigned becomes 2^64-1, 1.5 is cut to 1 and
// 1e300 is undefined behaviour. Readers of integer fields go through here instead.
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>

namespace augur {

/// The JSON value as a T when it is a whole number (an integer, or a float without a
/// fraction below 2^63) within [lo, hi]; std::nullopt for anything else: another type, a
/// fraction, a value out of range. T is an integral type other than bool.
template <typename T>
std::optional<T> wholeNumber(const nlohmann::json& v, T lo = std::numeric_limits<T>::min(),
                             T hi = std::numeric_limits<T>::max()) {
    static_assert(std::is_integral_v<T> && !std::is_same_v<T, bool>);
    auto fromSigned = [&](std::int64_t s) -> std::optional<T> {
        if (s < 0 ? (!std::is_signed_v<T> || s < static_cast<std::int64_t>(lo))
                  : static_cast<std::uint64_t>(s) > static_cast<std::uint64_t>(hi))
            return std::nullopt;
        const auto t = static_cast<T>(s);
        return t >= lo ? std::optional<T>(t) : std::nullopt;
    };
    if (v.is_number_unsigned()) {
        const auto u = v.get<std::uint64_t>();
        if (hi < 0 || u > static_cast<std::uint64_t>(hi)) return std::nullopt;
        const auto t = static_cast<T>(u);
        return t >= lo ? std::optional<T>(t) : std::nullopt;
    }
    if (v.is_number_integer()) return fromSigned(v.get<std::int64_t>());
    if (v.is_number_float()) {
        const double d = v.get<double>();
        if (!(d > -9.2e18 && d < 9.2e18) || d != std::trunc(d)) return std::nullopt;
        return fromSigned(static_cast<std::int64_t>(d));
    }
    return std::nullopt;
}

} // namespace augur
