#pragma once
// The host twin of the harness's input generator (augur_sample in HarnessKernels.cpp): the
// same counter-based stream, so a test can know on the host what every input element of a
// seed is without copying it from the device.
#include <cmath>
#include <cstdint>

namespace augur::gpu {

/// splitmix64 (Steele, Lea, Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014), as augur_mix.
inline std::uint64_t inputMix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/// Element `i` of buffer `b` for correctness seed `seed`, as the device writes it before
/// rounding to the buffer's dtype. `mode`: 0 normal(0,1) (Box-Muller; the device's cospi
/// may differ from cos(pi x) in the last bit), 1 uniform [-1,1), 2 uniform [0.5,1.5),
/// 3 integers in [lo,hi].
inline double inputElement(std::uint64_t i, std::uint64_t seed, std::uint64_t b, int mode, double lo = 0,
                           double hi = 0) {
    const std::uint64_t s = seed * 1000003ull + b; // each buffer its own stream (Harness::initInputs)
    const std::uint64_t a = inputMix(s * 0x100000001B3ull ^ inputMix(i));
    const double u = static_cast<double>(a >> 11) * (1.0 / 9007199254740992.0);
    if (mode == 1) return 2.0 * u - 1.0;
    if (mode == 2) return 0.5 + u;
    if (mode == 3) {
        const double v = lo + std::floor(u * (hi - lo + 1.0));
        return v > hi ? hi : v;
    }
    const double u2 = static_cast<double>(inputMix(a) >> 11) * (1.0 / 9007199254740992.0);
    const double r = std::sqrt(-2.0 * std::log(u > 1e-300 ? u : 1e-300));
    return r * std::cos(3.14159265358979323846 * 2.0 * u2);
}

} // namespace augur::gpu
