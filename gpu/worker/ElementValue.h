#pragma once
// One element of a device buffer, read on the host, as a double.
#include "core/model/Problem.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

namespace augur::gpu {

/// Bytes per element of a problem dtype ("f32", "f64", "f16", "bf16", "i32", "u32", "i64", "u8").
inline std::size_t dtypeBytes(const std::string& dtype) { return static_cast<std::size_t>(augur::dtypeBytes(dtype)); }

/// The element at `p` (of `dtype`) as a double; half and bfloat16 decoded from their bits.
inline double elementAsDouble(const std::string& dtype, const char* p) {
    if (dtype == "f32") {
        float v;
        std::memcpy(&v, p, 4);
        return v;
    }
    if (dtype == "f64") {
        double v;
        std::memcpy(&v, p, 8);
        return v;
    }
    if (dtype == "i32") {
        std::int32_t v;
        std::memcpy(&v, p, 4);
        return v;
    }
    if (dtype == "u32") {
        std::uint32_t v;
        std::memcpy(&v, p, 4);
        return v;
    }
    if (dtype == "i64") {
        std::int64_t v;
        std::memcpy(&v, p, 8);
        return static_cast<double>(v);
    }
    if (dtype == "u8") return static_cast<unsigned char>(*p);
    std::uint16_t h;
    std::memcpy(&h, p, 2);
    if (dtype == "bf16") {
        std::uint32_t bits = static_cast<std::uint32_t>(h) << 16;
        float f;
        std::memcpy(&f, &bits, 4);
        return f;
    }
    // IEEE binary16
    const int sign = h >> 15, exp = (h >> 10) & 31, man = h & 1023;
    double v = exp == 0 ? std::ldexp(man, -24) : exp == 31 ? (man ? NAN : INFINITY) : std::ldexp(man + 1024, exp - 25);
    return sign ? -v : v;
}

/// Unit roundoff of a floating dtype (2^-24 for f32), 0 for integers.
inline double unitRoundoff(const std::string& dtype) {
    if (dtype == "f32") return std::ldexp(1.0, -24);
    if (dtype == "f64") return std::ldexp(1.0, -53);
    if (dtype == "f16") return std::ldexp(1.0, -11);
    if (dtype == "bf16") return std::ldexp(1.0, -8);
    return 0;
}

} // namespace augur::gpu
